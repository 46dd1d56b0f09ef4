import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/index.js';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import type { RenderLink } from './link.js';
import { MobileNav } from './mobile-nav.js';

const items: MenuItem[] = [
  {
    id: 1,
    title: 'Living room',
    link: { type: 'category', slug: 'living-room', ref_id: 1 },
    children: [{ id: 2, title: 'Sofas', link: { type: 'category', slug: 'sofas', ref_id: 4 }, children: [] }],
  },
  { id: 3, title: 'Sale', link: { type: 'static', slug: '/en/sale', ref_id: null }, children: [] },
];

// Links that do not leave the page, as a router's links do not.
const renderLink: RenderLink = (props) => (
  <a
    {...props}
    onClick={(event) => {
      event.preventDefault();
      props.onClick?.(event);
    }}
  />
);

// Category items drill down to the mock shop's sub-categories (ids: 1 Nappali, 2 Étkező, 4 Kanapék).
setupShopServer(...allHandlers(createMockShop()));

describe('MobileNav', () => {
  it('opens a modal drawer named "Menu" from its button, loading the dialog on demand', async () => {
    const user = userEvent.setup();
    renderShop(<MobileNav items={items} renderLink={renderLink} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/en/sale');
    await expectNoAxeViolations(dialog);
  });

  it('traps focus inside, closes on Escape and returns focus to the menu button (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    renderShop(
      <>
        <MobileNav items={items} renderLink={renderLink} />
        <a href="/en/cart">Cart</a>
      </>,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('drills down into a level with Back, its heading focused, and back onto the button that opened it; closes when a link is followed', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    renderShop(<MobileNav items={items} renderLink={renderLink} onOpenChange={(open) => changes.push(open)} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Living room submenu' }));
    // The level's heading takes focus, so a screen reader says where the shopper is.
    const heading = within(dialog).getByRole('heading', { name: 'Living room' });
    expect(document.activeElement).toBe(heading);
    expect(within(dialog).getByRole('link', { name: 'Shop all Living room' }).getAttribute('href')).toBe('/en/categories/living-room');
    expect(within(dialog).queryByRole('link', { name: 'Sale' })).toBeNull();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Living room submenu' }));
    await user.keyboard('{Enter}');
    const sofas = within(dialog).getByRole('link', { name: 'Sofas' });
    expect(sofas.getAttribute('href')).toBe('/en/categories/living-room/sofas');
    await user.click(sofas);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([true, false]);
  });

  it('leads a category the menu names alone to its sub-categories from the category list', async () => {
    const user = userEvent.setup();
    const rooms: MenuItem[] = [
      {
        id: 10,
        title: 'Termékek',
        link: { type: 'static', slug: '/hu/termekek', ref_id: null },
        children: [{ id: 11, title: 'Nappali', link: { type: 'category', slug: 'nappali', ref_id: 1 }, children: [] }],
      },
    ];
    renderShop(<MobileNav items={rooms} renderLink={renderLink} defaultOpen />, { locale: 'hu' });
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    await user.click(within(dialog).getByRole('button', { name: 'Termékek almenü' }));
    expect(within(dialog).getByRole('link', { name: 'Termékek – összes termék' }).getAttribute('href')).toBe('/hu/termekek');
    await user.click(await within(dialog).findByRole('button', { name: 'Nappali almenü' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Nappali' }));
    expect(within(dialog).getByRole('link', { name: 'Kanapék' }).getAttribute('href')).toBe('/hu/kategoriak/nappali/kanapek');
  });

  it('opens at the level of the current page', async () => {
    renderShop(<MobileNav items={items} renderLink={renderLink} currentPath="/en/categories/living-room/sofas" defaultOpen />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('heading', { name: 'Living room' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sofas' }).getAttribute('aria-current')).toBe('page');
  });

  it('is controlled by open and onOpenChange', async () => {
    const user = userEvent.setup();
    const { rerender } = renderShop(<MobileNav items={items} open={false} />, { locale: 'hu' });
    await user.click(screen.getByRole('button', { name: 'Menü megnyitása' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<MobileNav items={items} open />);
    expect(await screen.findByRole('dialog', { name: 'Menü' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menü bezárása' })).toBeTruthy();
  });
});
