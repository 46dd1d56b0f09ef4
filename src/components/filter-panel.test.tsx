import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Facets } from '../contract/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { compactFilters, countActiveFilters, FilterPanel, foldColours, type ProductFilters } from './filter-panel.js';

const facets: Facets = {
  price: { min: 12_000, max: 480_000 },
  in_stock: 17,
  colours: [
    { id: 1, slug: 'szurke', name: 'Szürke', hex: '#8a8d8f', count: 6 },
    { id: 2, slug: 'zold', name: 'Zöld', hex: '#2f5d50', count: 3 },
    { id: 3, slug: 'piros', name: 'Piros', hex: '#a8441c', count: 0 },
  ],
  brands: [
    { id: 7, slug: 'fjordhus', name: 'Fjordhus', count: 5 },
    { id: 8, slug: 'ontode', name: 'Öntöde Design', count: 0 },
  ],
  categories: [
    { id: 1, parent_id: null, title: 'Nappali', slugs: ['nappali'], count: 7 },
    { id: 4, parent_id: 1, title: 'Kanapék', slugs: ['nappali', 'kanapek'], count: 4 },
    { id: 5, parent_id: 1, title: 'Fotelek', slugs: ['nappali', 'fotelek'], count: 3 },
    { id: 2, parent_id: null, title: 'Étkező', slugs: ['etkezo'], count: 2 },
  ],
};

function Controlled({ initial = {}, onChange }: { initial?: ProductFilters; onChange: (filters: ProductFilters) => void }) {
  const [filters, setFilters] = useState<ProductFilters>(initial);
  return (
    <FilterPanel
      value={filters}
      facets={facets}
      onValueChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
}

function BrandsOn({ onChange }: { onChange: (filters: ProductFilters) => void }) {
  const [filters, setFilters] = useState<ProductFilters>({});
  return (
    <FilterPanel
      value={filters}
      facets={facets}
      showBrand
      onValueChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
}

describe('FilterPanel', () => {
  it('offers the spec’s filters with counts: price range inputs, stock only, category, colour (requirements §9)', async () => {
    const { container } = renderShop(<FilterPanel facets={facets} />, { locale: 'hu' });
    expect(screen.getByRole('region', { name: 'Szűrők' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Minimális ár' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Maximális ár' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Minimális ár' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Csak raktáron lévő termékek (17)' })).toBeTruthy();
    const categories = screen.getByRole('group', { name: 'Kategória' });
    // The rooms first; their sub-categories wait behind each room's button.
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', 'nappali', 'etkezo']);
    expect(within(categories).getByRole('button', { name: 'Nappali alkategóriái' }).getAttribute('aria-expanded')).toBe('false');
    expect((within(categories).getByRole('radio', { name: 'Összes kategória' }) as HTMLInputElement).checked).toBe(true);
    const colours = screen.getByRole('group', { name: 'Szín' });
    expect(within(colours).getByRole('button', { name: 'Szürke (6)' }).getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('commits a typed price range on Enter as one filter object, without a request per keystroke', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled onChange={(next) => changes.push(next)} />, { locale: 'hu' });
    await user.type(screen.getByRole('spinbutton', { name: 'Minimális ár' }), '50000');
    expect(changes).toEqual([]);
    await user.type(screen.getByRole('spinbutton', { name: 'Maximális ár' }), '150000{Enter}');
    expect(changes).toEqual([{ price_min: 50_000, price_max: 150_000 }]);
  });

  it('applies a typed price by itself once the typing pauses, as one change for the whole number', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled initial={{ in_stock: true }} onChange={(next) => changes.push(next)} />, { locale: 'en' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    await user.type(max, '90000');
    await waitFor(() => expect(changes).toEqual([{ in_stock: true, price_max: 90_000 }]), { timeout: 3000 });
    // The focus stays in the field, to type on.
    expect(document.activeElement).toBe(max);
  });

  it('keeps a filter chosen while a typed price waits for the pause', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled onChange={(next) => changes.push(next)} />, { locale: 'en' });
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '20000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only (17)' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ price_min: 20_000, in_stock: true }), { timeout: 3000 });
  });

  it('commits the prices when focus leaves the price range', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled onChange={(next) => changes.push(next)} />, { locale: 'en' });
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '90000');
    // On to the two sliders: still inside the range.
    await user.tab();
    await user.tab();
    expect(changes).toEqual([]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'In stock only (17)' }));
    expect(changes).toEqual([{ price_max: 90_000 }]);
  });

  it('refuses a minimum above the maximum with a message next to the inputs, keeping what was typed', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled onChange={(next) => changes.push(next)} />, { locale: 'en' });
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement;
    await user.type(min, '200000');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '100000{Enter}');
    expect(changes).toEqual([]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The minimum price must not exceed the maximum price.');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(min.getAttribute('aria-describedby')).toBe(alert.id);
    expect(min.value).toBe('200000');
  });

  it('moves the range with the slider’s arrow keys too (the inputs stay the alternative to dragging)', () => {
    const changes: ProductFilters[] = [];
    renderShop(<Controlled onChange={(next) => changes.push(next)} />, { locale: 'en' });
    const high = screen.getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
    expect(high.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('480 000 Ft');
    fireEvent.change(high, { target: { value: '300000' } });
    fireEvent.keyUp(high, { key: 'ArrowLeft' });
    expect(changes).toEqual([{ price_max: 300_000 }]);
    expect((screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('300000');
  });

  it('toggles stock only, a category and colours, reporting the whole filter object each time', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled onChange={(next) => changes.push(next)} />, { locale: 'hu' });
    await user.click(screen.getByRole('checkbox', { name: /Csak raktáron/ }));
    await user.click(screen.getByRole('button', { name: 'Nappali alkategóriái' }));
    await user.click(screen.getByRole('radio', { name: 'Kanapék (4)' }));
    await user.click(screen.getByRole('button', { name: 'Zöld (3)' }));
    await user.click(screen.getByRole('button', { name: 'Szürke (6)' }));
    await user.click(screen.getByRole('button', { name: 'Zöld (3)' }));
    expect(changes).toEqual([
      { in_stock: true },
      { in_stock: true, category: 'nappali/kanapek' },
      { in_stock: true, category: 'nappali/kanapek', colour: ['zold'] },
      { in_stock: true, category: 'nappali/kanapek', colour: ['zold', 'szurke'] },
      { in_stock: true, category: 'nappali/kanapek', colour: ['szurke'] },
    ]);
    expect(screen.getByRole('button', { name: 'Szürke (6)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Piros (0)' }).hasAttribute('disabled')).toBe(true);
  });

  it('counts active filters and clears them all at once', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Controlled initial={{ price_min: 1000, in_stock: true, colour: ['zold'] }} onChange={(next) => changes.push(next)} />, { locale: 'en' });
    expect(screen.getByText('3 filters applied')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(changes).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers the brands with their counts only when the shop turns them on', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    const { unmount } = renderShop(<FilterPanel facets={facets} />, { locale: 'en' });
    expect(screen.queryByRole('group', { name: 'Brand' })).toBeNull();
    unmount();
    renderShop(<BrandsOn onChange={(next) => changes.push(next)} />, { locale: 'en' });
    const brands = screen.getByRole('group', { name: 'Brand' });
    await user.click(within(brands).getByRole('checkbox', { name: 'Fjordhus (5)' }));
    expect(within(brands).getByRole('checkbox', { name: 'Öntöde Design (0)' }).hasAttribute('disabled')).toBe(true);
    expect(changes).toEqual([{ brand: ['fjordhus'] }]);
    expect(screen.getByText('1 filter applied')).toBeTruthy();
    await user.click(within(brands).getByRole('checkbox', { name: 'Fjordhus (5)' }));
    expect(changes.at(-1)).toEqual({});
  });

  it('shows the categories as a tree with counts, the chosen branch expanded, the others on demand', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    const { container } = renderShop(<Controlled initial={{ category: 'nappali/fotelek' }} onChange={(next) => changes.push(next)} />, {
      locale: 'en',
    });
    const tree = screen.getByRole('group', { name: 'Category' });
    const livingRoom = within(tree).getByRole('button', { name: 'Sub-categories of Nappali' });
    // The chosen category's path starts expanded and checked.
    expect(livingRoom.getAttribute('aria-expanded')).toBe('true');
    expect((within(tree).getByRole('radio', { name: 'Fotelek (3)' }) as HTMLInputElement).checked).toBe(true);
    expect(within(tree).getByRole('radio', { name: 'Nappali (7)' })).toBeTruthy();
    await expectNoAxeViolations(container);
    // Collapsing hides the children; the radios left are the visible choices.
    await user.click(livingRoom);
    expect(livingRoom.getAttribute('aria-expanded')).toBe('false');
    expect(within(tree).queryByRole('radio', { name: 'Kanapék (4)' })).toBeNull();
    await user.click(livingRoom);
    // Arrow keys move through the visible choices and choose (native radios in one group).
    within(tree).getByRole('radio', { name: 'Fotelek (3)' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(changes.at(-1)).toEqual({ category: 'etkezo' });
    await user.click(within(tree).getByRole('radio', { name: 'All categories' }));
    expect(changes.at(-1)).toEqual({});
  });

  it("shows a category page's own category chosen without counting it as a filter, and hands other choices to the page", async () => {
    const user = userEvent.setup();
    const chosen: Array<string | undefined> = [];
    const changes: ProductFilters[] = [];
    renderShop(
      <FilterPanel
        facets={facets}
        categoryValue="nappali/kanapek"
        onCategoryChange={(next) => chosen.push(next)}
        onValueChange={(next) => changes.push(next)}
      />,
      { locale: 'en' },
    );
    expect((screen.getByRole('radio', { name: 'Kanapék (4)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Fotelek (3)' }));
    await user.click(screen.getByRole('radio', { name: 'All categories' }));
    expect(chosen).toEqual(['nappali/fotelek', undefined]);
    expect(changes).toEqual([]);
  });

  it("lists only the kinds of a category page's own room, not the other rooms", () => {
    renderShop(<FilterPanel facets={facets} categoryValue="nappali/kanapek" onCategoryChange={() => {}} />, { locale: 'en' });
    const tree = screen.getByRole('group', { name: 'Category' });
    expect(
      within(tree)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['All categories', 'Nappali (7)', 'Kanapék (4)', 'Fotelek (3)']);
    expect(within(tree).queryByRole('radio', { name: /Étkező/ })).toBeNull();
  });

  it('lists every room where the listing is not a category page', () => {
    renderShop(<FilterPanel facets={facets} />, { locale: 'en' });
    expect(screen.getByRole('radio', { name: 'Étkező (2)' })).toBeDefined();
  });

  it('folds the colours to one row behind "More colours (n)", keeps chosen ones in sight, and moves focus to the first revealed colour', async () => {
    const user = userEvent.setup();
    const many: Facets = {
      ...facets,
      colours: Array.from({ length: 10 }, (_, index) => ({
        id: index + 1,
        slug: `c${index + 1}`,
        name: `Colour ${index + 1}`,
        hex: '#888888',
        count: 10 - index,
      })),
    };
    const { container } = renderShop(<FilterPanel facets={many} colourLimit={4} defaultValue={{ colour: ['c9'] }} />, { locale: 'en' });
    const colours = screen.getByRole('group', { name: 'Colour' });
    const names = () =>
      within(colours)
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-pressed'))
        .map((button) => button.textContent);
    expect(names()).toEqual(['Colour 1 (10)', 'Colour 2 (9)', 'Colour 3 (8)', 'Colour 4 (7)', 'Colour 9 (2)']);
    const toggle = within(colours).getByRole('button', { name: 'More colours (5)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(colours.getAttribute('data-state')).toBe('closed');
    await user.click(toggle);
    expect(names()).toHaveLength(10);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Fewer colours');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Colour 5 (6)'));
    await user.click(toggle);
    expect(names()).toHaveLength(5);
    expect(document.activeElement).toBe(toggle);
    await expectNoAxeViolations(container);
  });
});

describe('foldColours', () => {
  const colours = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => ({ slug }));

  it('shows the first colours up to the limit and counts the rest', () => {
    expect(foldColours(colours, [], 3)).toEqual({ shown: colours.slice(0, 3), hidden: 3 });
  });

  it('always shows a chosen colour, wherever it is in the list', () => {
    expect(foldColours(colours, ['f'], 3)).toEqual({ shown: [...colours.slice(0, 3), colours[5]], hidden: 2 });
  });

  it('does not fold away a single colour, which the toggle would only replace', () => {
    expect(foldColours(colours, [], 5)).toEqual({ shown: colours, hidden: 0 });
    expect(foldColours(colours, [], 8)).toEqual({ shown: colours, hidden: 0 });
  });

  it('hides the category choice when asked and sections it has no facets for', () => {
    renderShop(<FilterPanel facets={{ ...facets, colours: [] }} showCategory={false} showSlider={false} />, { locale: 'en' });
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

describe('filter helpers', () => {
  it('drop unset values and count the price range once', () => {
    expect(compactFilters({ price_min: undefined, in_stock: false, category: '', colour: [] })).toEqual({});
    expect(countActiveFilters({ price_min: 1, price_max: 2, colour: ['a', 'b'] })).toBe(3);
    expect(compactFilters({ brand: [] })).toEqual({});
    expect(countActiveFilters({ brand: ['a', 'b'], in_stock: true })).toBe(3);
  });
});
