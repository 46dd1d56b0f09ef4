import { useEffect, useRef } from 'react';
import type { Facets } from '../contract/index.js';
import { useMoney } from '../hooks/index.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { compactFilters, type ProductFilters } from './filter-panel.js';
import { CloseIcon } from './icons.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

/** One filter the shopper has set, as a chip shows it. */
interface AppliedFilter {
  /** Unique among the chips: `price`, `in_stock`, `category`, `colour:<slug>`, `brand:<slug>`. */
  key: string;
  kind: 'price' | 'in_stock' | 'category' | 'colour' | 'brand';
  /** The category's, colour's or brand's name from the facets (its slug when the facets do not list it). */
  name?: string;
  /** The price range's ends (in the listing's currency and VAT mode). */
  min?: number;
  max?: number;
  /** The filters once this one is removed. */
  without: ProductFilters;
}

/**
 * The filters that are set, in the panel's order (price, stock, category, colours, brands), each
 * with its name from the facets and the filters left once it is removed. A name the facets no
 * longer list (no product left with that colour under the other filters) falls back to its slug,
 * so the chip can still be removed.
 */
function appliedFilters(filters: ProductFilters, facets?: Facets): AppliedFilter[] {
  const without = (patch: ProductFilters) => compactFilters({ ...filters, ...patch });
  const chips: AppliedFilter[] = [];
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    chips.push({
      key: 'price',
      kind: 'price',
      min: filters.price_min,
      max: filters.price_max,
      without: without({ price_min: undefined, price_max: undefined }),
    });
  }
  if (filters.in_stock) chips.push({ key: 'in_stock', kind: 'in_stock', without: without({ in_stock: undefined }) });
  if (filters.category) {
    const path = filters.category;
    const name = facets?.categories.find((category) => category.slugs.join('/') === path)?.title ?? path.split('/').at(-1);
    chips.push({ key: 'category', kind: 'category', name, without: without({ category: undefined }) });
  }
  for (const slug of filters.colour ?? []) {
    const name = facets?.colours.find((colour) => colour.slug === slug)?.name ?? slug;
    chips.push({ key: `colour:${slug}`, kind: 'colour', name, without: without({ colour: filters.colour?.filter((other) => other !== slug) }) });
  }
  for (const slug of filters.brand ?? []) {
    const name = facets?.brands.find((brand) => brand.slug === slug)?.name ?? slug;
    chips.push({ key: `brand:${slug}`, kind: 'brand', name, without: without({ brand: filters.brand?.filter((other) => other !== slug) }) });
  }
  return chips;
}

export interface FilterChipsProps {
  /** Controlled filters (the listing's, as the filter panel holds them). */
  value?: ProductFilters;
  /** Initial filters when uncontrolled. @default {} */
  defaultValue?: ProductFilters;
  /** Hears the filters left after a chip or "clear" is pressed. */
  onValueChange?: (filters: ProductFilters) => void;
  /** The current answer's facets, for the names of categories, colours and brands. */
  facets?: Facets | undefined;
  /** Where focus goes once the last chip is gone (e.g. the results count); the next chip takes it otherwise. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Replaces messages of `products.filters.*` (`remove`, `applied`, `clear`, `chipPrice*`, `in_stock`). */
  labels?: LabelOverrides;
  className?: string;
}

const chipClasses = cn(
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-border bg-surface py-1 pr-2 pl-3 text-sm text-foreground',
  'outline-none hover:border-input hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
);

/**
 * The filters that are set, as removable chips above a listing, and a "clear filters" button:
 * price range (in the shop's money format), stock only, category, colours and brands by their
 * names. Each chip is a button named "Remove filter: …"; removing one moves focus to the next
 * chip, and removing the last to `returnFocus`. Renders nothing while no filter is set.
 *
 * @example
 * <FilterChips value={filters} onValueChange={setFilters} facets={data?.facets} returnFocus={() => resultsRef.current} />
 */
function FilterChips({ value, defaultValue = {}, onValueChange, facets, returnFocus, labels, className }: FilterChipsProps) {
  const t = useT(labels);
  const { format } = useMoney();
  const [filters, setFilters] = useControllableState({ value, defaultValue, onValueChange });
  const list = useRef<HTMLUListElement>(null);
  // The position of the chip just removed; focus goes there once the chips have changed.
  const removed = useRef<number | null>(null);
  const chips = appliedFilters(filters, facets);
  const keys = chips.map((chip) => chip.key).join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chips change, after a removal re-rendered them
  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-slot="filter-chip"]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? returnFocus?.();
    next?.focus();
  }, [keys]);

  if (chips.length === 0) return null;

  const label = (chip: AppliedFilter): string => {
    switch (chip.kind) {
      case 'price':
        if (chip.min !== undefined && chip.max !== undefined) return t('products.filters.chipPriceRange', { min: format(chip.min), max: format(chip.max) });
        return chip.min !== undefined
          ? t('products.filters.chipPriceMin', { min: format(chip.min) })
          : t('products.filters.chipPriceMax', { max: format(chip.max ?? 0) });
      case 'in_stock':
        return t('products.filters.in_stock');
      default:
        return chip.name ?? '';
    }
  };

  return (
    <div data-slot="filter-chips" role="group" aria-label={t('products.filters.applied')} className={cn('flex flex-wrap items-center gap-2', className)}>
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => {
          const text = label(chip);
          return (
            <li key={chip.key}>
              <button
                type="button"
                data-slot="filter-chip"
                data-kind={chip.kind}
                aria-label={t('products.filters.remove', { label: text })}
                className={chipClasses}
                onClick={() => {
                  removed.current = index;
                  setFilters(chip.without);
                }}
              >
                <span className="break-words">{text}</span>
                <CloseIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="link"
        size="sm"
        data-slot="filter-chips-clear"
        onClick={() => {
          removed.current = 0;
          setFilters({});
        }}
      >
        {t('products.filters.clear')}
      </Button>
    </div>
  );
}

export { appliedFilters, FilterChips };
export type { AppliedFilter };
