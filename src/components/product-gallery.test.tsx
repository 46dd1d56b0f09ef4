import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { ProductGallery } from './product-gallery.js';

const views = ['front three-quarter view', 'side view', 'fabric close-up', 'dimension drawing'];
const images = views.map((alt, index) => ({ src: `/api/media/oslo-sofa-${index}.webp`, alt, width: 1536, height: 1152 }));
const TITLE = 'Oslo sofa';

// The lightbox's module is fetched on first open; load it once so each test measures behaviour, not transform time.
beforeAll(() => import('./product-gallery-lightbox.js'));

const main = (container: HTMLElement) => container.querySelector<HTMLImageElement>('[data-slot="product-gallery-zoom"] img')!;
const status = (container: HTMLElement) => container.querySelector('[data-slot="product-gallery-status"]')!;
const thumbnails = () => within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('button');

/** A finger (or pen) drag across `element` from x1 to x2. */
function swipe(element: Element, from: number, to: number, pointerType = 'touch', dy = 0) {
  fireEvent.pointerDown(element, { pointerId: 7, pointerType, isPrimary: true, clientX: from, clientY: 200 });
  fireEvent.pointerUp(element, { pointerId: 7, pointerType, isPrimary: true, clientX: to, clientY: 200 + dy });
}

describe('ProductGallery', () => {
  it('shows the first picture eagerly with high priority (the page’s largest paint), the others lazily, in one 4:3 frame', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ProductGallery images={images} title={TITLE} />, { locale: 'en' });
    expect(await screen.findByRole('group', { name: 'Photos of Oslo sofa' })).toBeTruthy();
    expect(main(container).getAttribute('alt')).toBe('front three-quarter view');
    expect(main(container).getAttribute('loading')).toBe('eager');
    expect(main(container).getAttribute('fetchpriority')).toBe('high');
    expect([main(container).getAttribute('width'), main(container).getAttribute('height')]).toEqual(['1536', '1152']);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(main(container).getAttribute('alt')).toBe('side view');
    expect(main(container).getAttribute('loading')).toBe('lazy');
    expect(main(container).hasAttribute('fetchpriority')).toBe(false);
  });

  it('marks the shown picture’s thumbnail and shows the one clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ProductGallery images={images} title={TITLE} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Photos of Oslo sofa' });
    expect(thumbnails().map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    const third = screen.getByRole('button', { name: 'Show photo 3 of 4: fabric close-up' });
    expect(third).toBe(thumbnails()[2]);
    await user.click(third);
    expect(main(container).getAttribute('alt')).toBe('fabric close-up');
    expect(thumbnails().map((button) => button.getAttribute('data-state'))).toEqual(['inactive', 'inactive', 'active', 'inactive']);
    expect(third.getAttribute('aria-pressed')).toBe('true');
  });

  it('is two tab stops (the enlarge button and the thumbnails); the arrow keys move along the thumbnails and show each', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(
      <>
        <ProductGallery images={images} title={TITLE} />
        <button type="button">After</button>
      </>,
      { locale: 'en' },
    );
    await screen.findByRole('group', { name: 'Photos of Oslo sofa' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enlarge: front three-quarter view' }));
    await user.tab();
    expect(document.activeElement).toBe(thumbnails()[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(thumbnails()[2]);
    expect(main(container).getAttribute('alt')).toBe('fabric close-up');
    expect(status(container).textContent).toBe('3 / 4: fabric close-up');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(thumbnails()[3]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbnails()[0]);
    await user.keyboard('{ArrowLeft}');
    expect(main(container).getAttribute('alt')).toBe('dimension drawing');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(thumbnails()[3]);
  });

  it('announces the position only after the shopper moves ("2 / 4: side view"), wrapping at the ends', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ProductGallery images={images} title={TITLE} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Photos of Oslo sofa' });
    expect(status(container).getAttribute('aria-live')).toBe('polite');
    expect(status(container).textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(status(container).textContent).toBe('2 / 4: side view');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(status(container).textContent).toBe('4 / 4: dimension drawing');
  });

  it('moves on a sideways swipe by touch: left to the next picture, right to the previous; not on short, vertical or mouse drags', async () => {
    const { container } = renderShop(<ProductGallery images={images} title={TITLE} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Photos of Oslo sofa' });
    const stage = container.querySelector('[data-slot="product-gallery-stage"]')!;
    swipe(stage, 300, 120);
    expect(main(container).getAttribute('alt')).toBe('side view');
    expect(status(container).textContent).toBe('2 / 4: side view');
    swipe(stage, 100, 300);
    expect(main(container).getAttribute('alt')).toBe('front three-quarter view');
    swipe(stage, 300, 280);
    swipe(stage, 300, 200, 'touch', 160);
    swipe(stage, 300, 100, 'mouse');
    expect(main(container).getAttribute('alt')).toBe('front three-quarter view');
    // A swipe that ends on the main picture does not also open the enlarged view.
    const zoom = screen.getByRole('button', { name: /^Enlarge/ });
    swipe(zoom, 300, 100);
    fireEvent.click(zoom, { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(main(container).getAttribute('alt')).toBe('side view');
    // A swipe that no click followed does not swallow the next press of the button (here by keyboard).
    swipe(stage, 300, 100);
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens the enlarged view from the main picture; arrows move, Home/End jump, Escape closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ProductGallery images={images} title={TITLE} />, { locale: 'en' });
    const zoom = await screen.findByRole('button', { name: 'Enlarge: front three-quarter view' });
    expect(zoom.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Oslo sofa' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The dialog's description is its live position.
    expect(accessibleDescription(dialog)).toBe('1 / 4: front three-quarter view');
    const big = () => dialog.querySelector('img')!;
    expect(big().getAttribute('alt')).toBe('front three-quarter view');
    expect(big().getAttribute('loading')).toBe('eager');
    await user.keyboard('{ArrowRight}');
    expect(big().getAttribute('alt')).toBe('side view');
    expect(accessibleDescription(dialog)).toBe('2 / 4: side view');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(accessibleDescription(dialog)).toBe('1 / 4: front three-quarter view');
    await user.keyboard('{ArrowLeft}');
    expect(accessibleDescription(dialog)).toBe('4 / 4: dimension drawing');
    await user.keyboard('{Home}');
    expect(big().getAttribute('alt')).toBe('front three-quarter view');
    await user.keyboard('{End}{ArrowLeft}');
    expect(big().getAttribute('alt')).toBe('fabric close-up');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(big().getAttribute('alt')).toBe('dimension drawing');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page behind shows the picture the shopper stopped at, and focus is back on the opener.
    expect(main(container).getAttribute('alt')).toBe('dimension drawing');
    const opener = screen.getByRole('button', { name: 'Enlarge: dimension drawing' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('swipes in the enlarged view and closes with its close button, focus back on the opener', async () => {
    const user = userEvent.setup();
    renderShop(<ProductGallery images={images} title={TITLE} defaultIndex={1} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Enlarge: side view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Oslo sofa' });
    swipe(dialog.querySelector('[data-slot="product-gallery-lightbox-stage"]')!, 400, 100);
    expect(accessibleDescription(dialog)).toBe('3 / 4: fabric close-up');
    await user.click(within(dialog).getByRole('button', { name: 'Close photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enlarge: fabric close-up' })));
  });

  it('with one picture shows no thumbnails or arrows, still enlarges, and the arrow keys do nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ProductGallery images={images.slice(0, 1)} title={TITLE} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Photos of Oslo sofa' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    swipe(container.querySelector('[data-slot="product-gallery-stage"]')!, 300, 100);
    expect(status(container).textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Enlarge: front three-quarter view' }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(accessibleDescription(dialog)).toBe('1 / 1: front three-quarter view');
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('without pictures shows a labelled placeholder in the shop’s language', async () => {
    renderShop(<ProductGallery images={[]} title={TITLE} />, { locale: 'hu' });
    expect((await screen.findByRole('img', { name: 'Nincs elérhető kép' })).getAttribute('data-state')).toBe('empty');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names its controls in Hungarian', async () => {
    renderShop(<ProductGallery images={images} title="Oslo kanapé" />, { locale: 'hu' });
    expect(await screen.findByRole('group', { name: 'Oslo kanapé fotói' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nagyítás: front three-quarter view' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Következő fotó' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2. fotó megjelenítése (4 közül): side view' })).toBeTruthy();
  });

  it('can be opened and moved from outside (controlled), e.g. an "open lightbox" link', async () => {
    const moves: number[] = [];
    const { rerender } = renderShop(<ProductGallery images={images} title={TITLE} index={2} onIndexChange={(index) => moves.push(index)} lightboxOpen />, {
      locale: 'en',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Oslo sofa' });
    expect(accessibleDescription(dialog)).toBe('3 / 4: fabric close-up');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    });
    expect(moves).toEqual([3]);
    rerender(<ProductGallery images={images} title={TITLE} index={3} lightboxOpen={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ProductGallery images={images} title={TITLE} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Photos of Oslo sofa' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /^Enlarge/ }));
    await expectNoAxeViolations((await screen.findByRole('dialog')).parentElement!);
  });
});
