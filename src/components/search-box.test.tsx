import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allHandlers, createMockShop, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { shopWrapper } from '../testing/render.js';
import { hydrateServerHtml, renderShop, setupShopServer } from '../testing/shop.js';
import { SearchBox } from './search-box.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

describe('SearchBox', () => {
  it('is a labelled combobox inside a search landmark that submits to the search route', async () => {
    const { container } = renderShop(<SearchBox />, { locale: 'hu' });
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/hu/kereses');
    expect(form.getAttribute('method')).toBe('get');
    const input = screen.getByRole('combobox', { name: 'Termékek keresése' });
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('keeps the text and focus a shopper gave it before it hydrated, suggests for them and takes the next key', async () => {
    const user = userEvent.setup();
    const Wrapper = shopWrapper({ locale: 'en' });
    let served: HTMLInputElement | null = null;
    const { errors, unmount } = await hydrateServerHtml(
      <Wrapper>
        <SearchBox />
      </Wrapper>,
      // The server's box, before its code arrives: the browser alone takes the focus and the keys.
      (container) => {
        served = container.querySelector('input')!;
        served.focus();
        served.value = 'sof';
      },
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(errors).toEqual([]);
    expect(input).toBe(served);
    expect(input).toHaveProperty('value', 'sof');
    await user.type(input, 'a');
    expect(input).toHaveProperty('value', 'sofa');
    const list = await screen.findByRole('listbox', { name: 'Search products' });
    await waitFor(() => expect(within(list).getByRole('option', { name: 'All results for “sofa”' })).toBeTruthy());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    unmount();
  });

  it('sends the text typed before it hydrated when its form is sent as it hydrates', async () => {
    const sent = vi.fn();
    // What a shop does with a form sent before the box's code came: sends it again once it is live.
    function SendOnHydrating() {
      useEffect(() => {
        document.querySelector('form')?.requestSubmit();
      }, []);
      return null;
    }
    const Wrapper = shopWrapper({ locale: 'en' });
    const tree = (
      <Wrapper>
        <SearchBox onSubmit={sent} />
        <SendOnHydrating />
      </Wrapper>
    );
    const { unmount } = await hydrateServerHtml(tree, (container) => {
      container.querySelector('input')!.value = 'sofa ';
    });
    expect(sent.mock.calls).toEqual([['sofa']]);
    unmount();
  });

  it('suggests products with their price and categories once two letters are typed, and announces how many', async () => {
    const user = userEvent.setup();
    renderShop(<SearchBox />, { locale: 'en', initialCurrency: 'HUF', initialVatMode: 'net' });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 's');
    expect(count('GET /api/search/suggest')).toBe(0);
    await user.type(input, 'ofa');
    const list = await screen.findByRole('listbox', { name: 'Search products' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(1));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByRole('group', { name: 'Products' })).toBeTruthy();
    const oslo = within(list).getByRole('option', { name: /Oslo three-seater sofa/ });
    expect(oslo.textContent?.replace(/\s/g, ' ')).toContain('196 772 Ft');
    expect(within(list).getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'All results for “sofa”' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('6 suggestions available');
    // One request for the whole word: typing is debounced.
    expect(count('GET /api/search/suggest')).toBe(1);
  });

  it('moves through the suggestions with the arrow keys and follows the highlighted one with Enter', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    renderShop(<SearchBox onNavigate={(href) => followed.push(href)} />, { locale: 'en' });
    const input = screen.getByRole('combobox');
    await user.type(input, 'sofa');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBe(7));
    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    const last = within(list).getAllByRole('option').at(-1)!;
    expect(input.getAttribute('aria-activedescendant')).toBe(last.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/en/products/living-room/sofas/lund-sofa-bed-3']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a category suggestion to its category page on click', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    renderShop(<SearchBox onNavigate={(href) => followed.push(href)} />, { locale: 'hu' });
    await user.type(screen.getByRole('combobox'), 'kanap');
    await user.click(await screen.findByRole('option', { name: 'Kanapék' }));
    expect(followed).toEqual(['/hu/kategoriak/nappali/kanapek']);
  });

  it('offers the correction of a misspelt word when nothing is suggested for it, and follows it with Enter', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    renderShop(<SearchBox onNavigate={(href) => followed.push(href)} />, { locale: 'en' });
    const input = screen.getByRole('combobox');
    await user.type(input, 'sfoa');
    const list = await screen.findByRole('listbox');
    const correction = await within(list).findByRole('option', { name: 'Did you mean “sofa”?' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.getAttribute('data-kind')),
    ).toEqual(['correction', 'all']);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(correction.id);
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/en/search?q=sofa']);
  });

  it('submits the trimmed text through onSubmit, and not at all when empty', async () => {
    const user = userEvent.setup();
    const submitted: string[] = [];
    renderShop(<SearchBox onSubmit={(query) => submitted.push(query)} />, { locale: 'en' });
    const input = screen.getByRole('combobox');
    input.focus();
    await user.keyboard('{Enter}');
    expect(submitted).toEqual([]);
    await user.type(input, '  oak table {Enter}');
    expect(submitted).toEqual(['oak table']);
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    renderShop(<SearchBox defaultValue="" />, { locale: 'en' });
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'sofa');
    await screen.findByRole('option', { name: /Oslo/ });
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('sofa');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('keeps the search usable when suggestions fail: no list, submit still works', async () => {
    server.use(mockError('suggest', 500));
    const user = userEvent.setup();
    const submitted: string[] = [];
    renderShop(<SearchBox onSubmit={(query) => submitted.push(query)} />, { locale: 'en' });
    const input = screen.getByRole('combobox');
    await user.type(input, 'sofa');
    await waitFor(() => expect(count('GET /api/search/suggest')).toBeGreaterThan(0));
    expect(screen.queryByRole('option')).toBeNull();
    await user.keyboard('{Enter}');
    expect(submitted).toEqual(['sofa']);
  });

  it('is controlled by value and onValueChange', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderShop(<SearchBox value="ágy" onValueChange={(value) => values.push(value)} />, { locale: 'hu' });
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'k');
    expect(values).toEqual(['ágyk']);
    expect(input.value).toBe('ágy');
    await user.click(screen.getByRole('button', { name: 'Keresés törlése' }));
    expect(values).toEqual(['ágyk', '']);
  });
});
