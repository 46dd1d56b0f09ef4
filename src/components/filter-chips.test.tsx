import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Facets } from '../contract/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { appliedFilters, FilterChips } from './filter-chips.js';
import type { ProductFilters } from './filter-panel.js';

const facets: Facets = {
  price: { min: 12_000, max: 480_000 },
  in_stock: 17,
  colours: [
    { id: 1, slug: 'szurke', name: 'Szürke', hex: '#8a8d8f', count: 6 },
    { id: 2, slug: 'zold', name: 'Zöld', hex: '#2f5d50', count: 3 },
  ],
  brands: [{ id: 7, slug: 'fjordhus', name: 'Fjordhus', count: 5 }],
  categories: [
    { id: 1, parent_id: null, title: 'Nappali', slugs: ['nappali'], count: 7 },
    { id: 4, parent_id: 1, title: 'Kanapék', slugs: ['nappali', 'kanapek'], count: 4 },
  ],
};

const all: ProductFilters = {
  price_min: 20_000,
  price_max: 150_000,
  in_stock: true,
  category: 'nappali/kanapek',
  colour: ['szurke', 'zold'],
  brand: ['fjordhus'],
};

function Listing({ initial, onChange }: { initial: ProductFilters; onChange?: (filters: ProductFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <p tabIndex={-1} data-testid="results">
        results
      </p>
      <FilterChips
        value={filters}
        facets={facets}
        returnFocus={() => document.querySelector<HTMLElement>('[data-testid="results"]')}
        onValueChange={(next) => {
          setFilters(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

describe('appliedFilters', () => {
  it('lists the filters in the panel’s order with their names from the facets and what is left without each', () => {
    const chips = appliedFilters(all, facets);
    expect(chips.map((chip) => [chip.key, chip.name])).toEqual([
      ['price', undefined],
      ['in_stock', undefined],
      ['category', 'Kanapék'],
      ['colour:szurke', 'Szürke'],
      ['colour:zold', 'Zöld'],
      ['brand:fjordhus', 'Fjordhus'],
    ]);
    expect(chips[0]!.without).toEqual({ in_stock: true, category: 'nappali/kanapek', colour: ['szurke', 'zold'], brand: ['fjordhus'] });
    expect(chips[3]!.without.colour).toEqual(['zold']);
    expect(chips[5]!.without.brand).toBeUndefined();
  });

  it('falls back to the slug for a name the facets no longer list, so the chip can still be removed', () => {
    expect(appliedFilters({ colour: ['lila'], category: 'haloszoba/agyak' }, facets).map((chip) => chip.name)).toEqual(['agyak', 'lila']);
    expect(appliedFilters({ colour: ['lila'] }).map((chip) => chip.name)).toEqual(['lila']);
  });

  it('lists nothing when no filter is set', () => {
    expect(appliedFilters({}, facets)).toEqual([]);
  });
});

describe('FilterChips', () => {
  it('shows each filter as a "Remove filter" button with a readable label, prices in the shop’s money format', async () => {
    const { container } = renderShop(<Listing initial={all} />, { locale: 'en' });
    const group = screen.getByRole('group', { name: 'Applied filters' });
    expect(group.getAttribute('data-slot')).toBe('filter-chips');
    const names = screen.getAllByRole('button', { name: /^Remove filter: / }).map((button) => button.getAttribute('aria-label')?.replace(/\s/g, ' '));
    expect(names).toHaveLength(6);
    expect(names[0]).toBe('Remove filter: Price: 20 000 Ft – 150 000 Ft');
    expect(names.slice(1)).toEqual([
      'Remove filter: In stock only',
      'Remove filter: Kanapék',
      'Remove filter: Szürke',
      'Remove filter: Zöld',
      'Remove filter: Fjordhus',
    ]);
    await expectNoAxeViolations(container);
  });

  it('names an open-ended price range by its one end, in Hungarian too', () => {
    renderShop(<Listing initial={{ price_min: 20_000 }} />, { locale: 'hu' });
    expect(screen.getByRole('button', { name: /^Szűrő eltávolítása: Ár: legalább 20\s000\sFt$/ })).toBeDefined();
  });

  it('removes one filter, moving focus to the next chip, and the last one to the results', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Listing initial={{ in_stock: true, colour: ['szurke'] }} onChange={(next) => changes.push(next)} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Remove filter: In stock only' }));
    expect(changes).toEqual([{ colour: ['szurke'] }]);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: Szürke'));
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual({});
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('results'));
    expect(screen.queryByRole('group', { name: 'Applied filters' })).toBeNull();
  });

  it('clears every filter at once', async () => {
    const user = userEvent.setup();
    const changes: ProductFilters[] = [];
    renderShop(<Listing initial={all} onChange={(next) => changes.push(next)} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(changes).toEqual([{}]);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('results'));
  });

  it('renders nothing while no filter is set', () => {
    const { container } = renderShop(<FilterChips value={{}} facets={facets} />, { locale: 'en' });
    expect(container.querySelector('[data-slot="filter-chips"]')).toBeNull();
  });
});
