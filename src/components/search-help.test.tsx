import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { SearchHelp } from './search-help.js';

let shop = createMockShop();
const { server } = setupShopServer();
beforeEach(() => {
  shop = createMockShop();
  server.use(...allHandlers(shop));
});

describe('SearchHelp', () => {
  it('offers the mock’s correction as a search link and the kinds near it (requirements 9.6a)', async () => {
    const list = shop.products({ view: { locale: 'en' }, query: { page: 1, sort: 'default', q: 'sfoa' } });
    expect(list.items).toHaveLength(0);
    const help = list.search_help!;
    expect(help.did_you_mean).toBe('sofa');
    const { container } = renderShop(<SearchHelp query="sfoa" help={help} />, { locale: 'en' });
    expect(await screen.findByText('No results for “sfoa”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sofa' }).getAttribute('href')).toBe('/en/search?q=sofa');
    const kinds = screen.getByRole('navigation', { name: 'Browse these instead' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(help.categories.map((category) => category.title));
    expect(help.categories.map((category) => category.title)).toContain('Sofas');
    await expectNoAxeViolations(container);
  });

  it('says nothing about a correction when there is none, and leads to the rooms', async () => {
    const list = shop.products({ view: { locale: 'hu' }, query: { page: 1, sort: 'default', q: 'zuhanyzó' } });
    const help = list.search_help!;
    expect(help.did_you_mean).toBeNull();
    renderShop(<SearchHelp query="zuhanyzó" help={help} getSearchHref={(q) => `/kereses/${q}`} />, { locale: 'hu' });
    const rooms = await screen.findByRole('navigation', { name: 'Nézzen körül ezekben a kategóriákban' });
    expect(within(rooms).getAllByRole('link').length).toBeGreaterThan(1);
    expect(screen.queryByText(/Erre gondolt/)).toBeNull();
  });

  it('is not offered when the search finds products, or when another filter is set', () => {
    const view = { locale: 'hu' } as const;
    expect(shop.products({ view, query: { page: 1, sort: 'default', q: 'kanapé' } }).search_help).toBeUndefined();
    expect(shop.products({ view, query: { page: 1, sort: 'default', q: 'zuhanyzó', in_stock: true } }).search_help).toBeUndefined();
  });
});
