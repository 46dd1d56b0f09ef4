import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductGallery } from 'otthon/components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t, tx } from './support/i18n.js';
import { mockShop, shopProduct } from './support/mock-shop.js';

type Globals = Parameters<typeof shopProduct>[0];

/**
 * The mock shop's first product with its three pictures; each alternative text names the view's
 * number, so moving from one picture to the next changes what a screen reader hears.
 */
function pictures(globals: Globals) {
  const detail = mockShop.product({ view: { locale: globals.locale === 'en' ? 'en' : 'hu' }, params: { id: shopProduct(globals).id } });
  return { title: detail.title, images: detail.images.map((image, index) => ({ ...image, alt: `${image.alt} (${index + 1})` })) };
}

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  render: (args, { globals }) => {
    const { title, images } = pictures(globals);
    return (
      <div className="max-w-xl">
        <ProductGallery {...args} title={title} images={args.images.length ? images.slice(0, args.images.length) : []} />
      </div>
    );
  },
  // `images` says how many of the product's pictures the story shows; the render fills in the mock shop's.
  args: {
    images: [
      { src: '', alt: '' },
      { src: '', alt: '' },
      { src: '', alt: '' },
    ],
    title: '',
  },
  argTypes: { images: { control: false }, title: { control: false } },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const mainPicture = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLImageElement>('[data-slot="product-gallery-zoom"] img')!;
const loaded = (element: HTMLImageElement) => waitFor(() => expect(element.complete && element.naturalWidth > 0).toBe(true));
const thumbnails = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: t('product.gallery.thumbnails') })).getAllByRole('button');
const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="product-gallery-status"]')!;

/** Three pictures: the first large (eager, high priority), thumbnails beneath; a thumbnail click shows its picture. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { images } = pictures(globals as Globals);
    await expect(mainPicture(canvasElement)).toHaveAttribute('fetchpriority', 'high');
    await expect(mainPicture(canvasElement)).toHaveAttribute('loading', 'eager');
    await expect(thumbnails(canvasElement).map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('product.gallery.show', { index: 2, count: 3, alt: images[1]!.alt }) }));
    await expect(mainPicture(canvasElement)).toHaveAttribute('alt', images[1]!.alt);
    await expect(thumbnails(canvasElement)[1]).toHaveAttribute('data-state', 'active');
    await expect(status(canvasElement)).toHaveTextContent(t('product.gallery.position', { index: 2, count: 3, alt: images[1]!.alt }));
    await loaded(mainPicture(canvasElement));
  },
};

/**
 * The enlarged view by keyboard: Enter on the main picture opens it, → and ← move (the
 * description says where), Escape closes it and the focus is back on the main picture.
 */
export const LightboxByKeyboard: Story = {
  name: 'Lightbox by keyboard',
  play: async ({ canvasElement, globals }) => {
    const { images, title } = pictures(globals as Globals);
    const zoom = within(canvasElement).getByRole('button', { name: t('product.gallery.enlarge', { alt: images[0]!.alt }) });
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: t('product.gallery.label', { title }) });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog).toHaveAccessibleDescription(t('product.gallery.position', { index: 1, count: 3, alt: images[0]!.alt }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleDescription(t('product.gallery.position', { index: 2, count: 3, alt: images[1]!.alt }));
    await expect(dialog.querySelector('img')).toHaveAttribute('alt', images[1]!.alt);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(dialog).toHaveAccessibleDescription(t('product.gallery.position', { index: 3, count: 3, alt: images[2]!.alt }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // Focus is back on the control that opened it (WCAG 2.4.3), which now shows the third picture.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: t('product.gallery.enlarge', { alt: images[2]!.alt }) })).toHaveFocus());
    await loaded(mainPicture(canvasElement));
  },
};

/** Dispatches a finger's drag across `element` from x1 to x2 (pointer events, as a touch screen sends them). */
function touchSwipe(element: Element, from: number, to: number) {
  const box = element.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const init = { bubbles: true, cancelable: true, composed: true, pointerId: 11, pointerType: 'touch', isPrimary: true, clientY: y };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.left + from }));
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: box.left + to }));
}

/** A finger swiping left on the main picture shows the next one; swiping right, the previous. */
export const Swipe: Story = {
  play: async ({ canvasElement, globals }) => {
    const { images } = pictures(globals as Globals);
    const stage = canvasElement.querySelector('[data-slot="product-gallery-stage"]')!;
    touchSwipe(stage, 300, 100);
    await waitFor(() => expect(mainPicture(canvasElement)).toHaveAttribute('alt', images[1]!.alt));
    touchSwipe(stage, 300, 100);
    await waitFor(() => expect(mainPicture(canvasElement)).toHaveAttribute('alt', images[2]!.alt));
    touchSwipe(stage, 100, 300);
    await waitFor(() => expect(mainPicture(canvasElement)).toHaveAttribute('alt', images[1]!.alt));
    await expect(status(canvasElement)).toHaveTextContent(t('product.gallery.position', { index: 2, count: 3, alt: images[1]!.alt }));
    // A swipe is not a click: the enlarged view stays closed.
    await expect(page().queryByRole('dialog')).toBeNull();
    await loaded(mainPicture(canvasElement));
  },
};

/** The enlarged view open from the start (`defaultLightboxOpen`), at the second picture. */
export const LightboxOpen: Story = {
  name: 'Open lightbox',
  args: { defaultLightboxOpen: true, defaultIndex: 1 },
  // The lightbox is a modal dialog over the whole window: on the docs page it opens inside the story's own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  play: async ({ globals }) => {
    const { images, title } = pictures(globals as Globals);
    const dialog = await page().findByRole('dialog', { name: t('product.gallery.label', { title }) });
    await expect(dialog).toHaveAccessibleDescription(t('product.gallery.position', { index: 2, count: 3, alt: images[1]!.alt }));
    await expect(within(dialog).getByRole('button', { name: t('product.gallery.close') })).toBeVisible();
    await loaded(dialog.querySelector('img')!);
  },
};

/** One picture: no thumbnails and no arrows; it still enlarges. */
export const OnePicture: Story = {
  args: { images: [{ src: '', alt: '' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: t('product.gallery.thumbnails') })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: t('product.gallery.next') })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: tx('product.gallery.enlarge', { alt: '' }) })).toBeVisible();
    await loaded(mainPicture(canvasElement));
  },
};

/** No pictures: a placeholder of the same size, named for screen readers. */
export const NoPictures: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: t('product.imageMissing') })).toHaveAttribute('data-state', 'empty');
  },
};
