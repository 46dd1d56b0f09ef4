import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/index.js';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import type { RenderLink } from './link.js';
import { FooterMenu } from './footer-menu.js';
import { HeaderMenu } from './menu.js';

const item = (id: number, title: string, type: MenuItem['link']['type'], slug: string | null, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  link: { type, slug, ref_id: type === 'category' ? id : null },
  children,
});

/** A category item pointing at the mock shop's category `ref` (its ids: 1 Nappali, 2 Étkező, 4 Kanapék, 5 Fotelek). */
const category = (id: number, title: string, slug: string, ref: number, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  link: { type: 'category', slug, ref_id: ref },
  children,
});

const header: MenuItem[] = [
  item(1, 'Nappali', 'category', 'nappali', [category(2, 'Kanapék', 'kanapek', 4), category(3, 'Fotelek', 'fotelek', 5)]),
  item(4, 'Akciók', 'static', '/hu/akcios'),
  item(5, 'Szállítás', 'content', 'szallitas'),
  item(6, 'Instagram', 'static', 'https://instagram.com/otthon'),
  item(7, 'Kosár', 'static', 'cart'),
];

// The mega menu reads the mock shop's categories (titles, pictures, sub-categories).
setupShopServer(...allHandlers(createMockShop()));

describe('HeaderMenu', () => {
  it('resolves content, category and static links to the shop’s routes (requirements §2 link types)', async () => {
    const { container } = renderShop(<HeaderMenu items={header} />, {
      locale: 'hu',
    });
    const nav = screen.getByRole('navigation', { name: 'Főmenü' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Nappali')).toBe('/hu/kategoriak/nappali');
    expect(href('Akciók')).toBe('/hu/akcios');
    expect(href('Szállítás')).toBe('/hu/szallitas');
    expect(href('Kosár')).toBe('/hu/kosar');
    await expectNoAxeViolations(container);
  });

  it('opens a static http link in a new tab with rel="noopener" and says so to screen readers', () => {
    renderShop(<HeaderMenu items={header} />, { locale: 'en' });
    const external = screen.getByRole('link', {
      name: 'Instagram (opens in a new tab)',
    });
    expect(external.getAttribute('href')).toBe('https://instagram.com/otthon');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener');
    expect(external.hasAttribute('data-external')).toBe(true);
  });

  it('builds a nested category link from the whole category path', async () => {
    renderShop(<HeaderMenu items={header} />, { locale: 'hu' });
    await userEvent.click(screen.getByRole('button', { name: 'Nappali almenü' }));
    expect((await screen.findByRole('link', { name: 'Kanapék' })).getAttribute('href')).toBe('/hu/kategoriak/nappali/kanapek');
  });

  describe('mega menu', () => {
    // As the shop's header names it: one item whose children are the rooms, without their sub-categories.
    const products: MenuItem[] = [
      item(10, 'Termékek', 'static', '/hu/termekek', [category(11, 'Nappali', 'nappali', 1), category(12, 'Étkező', 'etkezo', 2)]),
      item(20, 'Akciók', 'static', '/hu/akcios'),
    ];

    it('shows each room as a column with its picture box, its sub-categories from the category list and a link to all of it', async () => {
      const user = userEvent.setup();
      const { container } = renderShop(<HeaderMenu items={products} />, {
        locale: 'hu',
      });
      // Without the panel (or without JavaScript) the item is still a plain link to every product.
      expect(screen.getByRole('link', { name: 'Termékek' }).getAttribute('href')).toBe('/hu/termekek');
      const toggle = screen.getByRole('button', { name: 'Termékek almenü' });
      await user.click(toggle);
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('data-slot')).toBe('menu-mega');
      const livingRoom = await within(panel).findByRole('region', {
        name: 'Nappali',
      });
      const sub = await within(livingRoom).findByRole('list', {
        name: 'Nappali kategóriái',
      });
      expect(within(sub).getByRole('link', { name: 'Kanapék' }).getAttribute('href')).toBe('/hu/kategoriak/nappali/kanapek');
      expect(within(livingRoom).getByRole('link', { name: 'Nappali – összes termék' }).getAttribute('href')).toBe('/hu/kategoriak/nappali');
      expect(livingRoom.querySelector('img')).not.toBeNull();
      await expectNoAxeViolations(container);
    });

    it('opens with the Down arrow onto the first link, moves by arrows within and across columns, and closes with Escape onto its button', async () => {
      const user = userEvent.setup();
      renderShop(<HeaderMenu items={products} />, { locale: 'en' });
      const toggle = screen.getByRole('button', { name: 'Termékek submenu' });
      toggle.focus();
      await user.keyboard('{ArrowDown}');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      const first = await within(panel).findByRole('link', { name: 'Nappali' });
      await within(panel).findByRole('link', { name: 'Sofas' });
      expect(document.activeElement).toBe(first);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Sofas' }));
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Étkező' }));
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(first);
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Shop all Étkező' }));
      await user.keyboard('{Escape}');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(panel.hidden).toBe(true);
      expect(document.activeElement).toBe(toggle);
    });

    it('closes when one of its links is followed', async () => {
      const user = userEvent.setup();
      const followed: string[] = [];
      renderShop(
        <HeaderMenu
          items={products}
          onNavigate={() => followed.push('link')}
          renderLink={({ children, ...props }) => (
            <a
              {...props}
              onClick={(event) => {
                event.preventDefault();
                props.onClick?.(event);
              }}
            >
              {children}
            </a>
          )}
        />,
        { locale: 'hu' },
      );
      const toggle = screen.getByRole('button', { name: 'Termékek almenü' });
      await user.click(toggle);
      await user.click(await screen.findByRole('link', { name: 'Kanapék' }));
      expect(followed).toEqual(['link']);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('opens a submenu with its disclosure button and closes it with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderMenu items={header} />, { locale: 'hu' });
    const toggle = screen.getByRole('button', { name: 'Nappali almenü' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(submenu.hidden).toBe(true);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(submenu.hidden).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Kanapék' }));
    await user.keyboard('{Escape}');
    expect(submenu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes an open dropdown when focus moves to another item', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderMenu items={header} />, { locale: 'hu' });
    const toggle = screen.getByRole('button', { name: 'Nappali almenü' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'Akciók' }).focus();
    await user.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the current page’s link aria-current and the items above it active', () => {
    renderShop(<HeaderMenu items={header} currentPath="/hu/kategoriak/nappali/kanapek?sort=name" />, { locale: 'hu' });
    expect(screen.getByRole('link', { name: 'Nappali' }).getAttribute('data-state')).toBe('active');
    expect(screen.getByRole('link', { name: 'Nappali' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders internal links through the shop’s router link, external ones as plain anchors', () => {
    const renderLink: RenderLink = (props) => <a {...props} data-router="" />;
    renderShop(<HeaderMenu items={header} renderLink={renderLink} />, {
      locale: 'hu',
    });
    expect(screen.getByRole('link', { name: 'Akciók' }).hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('link', { name: /Instagram/ }).hasAttribute('data-router')).toBe(false);
  });

  it('shows a link that names nothing as plain text', () => {
    renderShop(<HeaderMenu items={[item(9, 'Hamarosan', 'content', null)]} />, {
      locale: 'hu',
    });
    expect(screen.queryByRole('link', { name: 'Hamarosan' })).toBeNull();
    expect(screen.getByText('Hamarosan')).toBeTruthy();
  });
});

describe('FooterMenu', () => {
  const footer: MenuItem[] = [
    item(20, 'Vásárlás', 'static', null, [item(21, 'Szállítás', 'content', 'szallitas'), item(22, 'ÁSZF', 'static', 'terms')]),
    item(23, 'Cégünk', 'static', null, [item(24, 'Karrier', 'static', '/hu/karrier'), item(25, 'Facebook', 'static', 'https://facebook.com/otthon')]),
    item(26, 'Kapcsolat', 'static', '/hu/kapcsolat'),
  ];

  it('turns items with children into headed groups of links and lists the rest together', async () => {
    const { container } = renderShop(<FooterMenu items={footer} />, {
      locale: 'hu',
    });
    const nav = screen.getByRole('navigation', { name: 'Láblécmenü' });
    const shopping = within(nav).getByRole('list', { name: 'Vásárlás' });
    expect(within(shopping).getByRole('link', { name: 'ÁSZF' }).getAttribute('href')).toBe('/hu/altalanos-szerzodesi-feltetelek');
    expect(within(nav).getByRole('heading', { level: 2, name: 'Cégünk' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Facebook (új lapon nyílik meg)' }).getAttribute('rel')).toBe('noopener');
    expect(within(nav).getByRole('link', { name: 'Kapcsolat' }).getAttribute('href')).toBe('/hu/kapcsolat');
    await expectNoAxeViolations(container);
  });

  it('uses the heading level it is given', () => {
    renderShop(<FooterMenu items={footer} headingLevel={3} />, {
      locale: 'hu',
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Vásárlás', 'Cégünk']);
  });
});
