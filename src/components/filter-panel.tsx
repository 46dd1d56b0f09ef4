import { cva } from 'class-variance-authority';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ListingFilters } from '../api/listing-query.js';
import type { Facets } from '../contract/index.js';
import { categoriesInRoom } from '../domain/categories.js';
import { minimumAmount } from '../domain/money.js';
import { useMoney, useVatMode } from '../hooks/index.js';
import type { Translator } from '../i18n/translate.js';
import { Button } from './button.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { Field, FieldLabel, Input } from './field.js';
import { CheckIcon, ChevronDownIcon } from './icons.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

/**
 * The listing filters (price range, stock only, category, colour, brand) under the names of the
 * product list query: `ListingFilters` of `otthon/core`, which also reads and writes them in a
 * listing's address and turns them into the API's query.
 */
type ProductFilters = ListingFilters;

/** How many filters are set (the price range counts once). */
function countActiveFilters(filters: ProductFilters): number {
  return (
    (filters.price_min !== undefined || filters.price_max !== undefined ? 1 : 0) +
    (filters.in_stock ? 1 : 0) +
    (filters.category ? 1 : 0) +
    (filters.colour?.length ?? 0) +
    (filters.brand?.length ?? 0)
  );
}

/** Drops unset values, so a cleared filter leaves no empty parameter in the URL. */
function compactFilters(filters: ProductFilters): ProductFilters {
  const result: ProductFilters = {};
  if (filters.price_min !== undefined) result.price_min = filters.price_min;
  if (filters.price_max !== undefined) result.price_max = filters.price_max;
  if (filters.in_stock) result.in_stock = true;
  if (filters.category) result.category = filters.category;
  if (filters.colour?.length) result.colour = filters.colour;
  if (filters.brand?.length) result.brand = filters.brand;
  return result;
}

/**
 * The colours shown while the colour list is folded: the first `limit` (the facets list the most
 * products first) and every chosen one, so a choice never hides behind "More colours". Folding
 * away a single colour would save nothing (the toggle takes its place), so then all are shown.
 */
function foldColours<Colour extends { slug: string }>(
  colours: readonly Colour[],
  chosen: readonly string[],
  limit: number,
): { shown: Colour[]; hidden: number } {
  if (colours.length <= limit + 1) return { shown: [...colours], hidden: 0 };
  const shown = colours.filter((colour, index) => index < limit || chosen.includes(colour.slug));
  return { shown, hidden: colours.length - shown.length };
}

const swatchVariants = cva(
  [
    'inline-flex min-h-10 items-center gap-2 rounded-otthon border px-3 py-1.5 text-sm text-foreground',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      state: { on: 'border-primary bg-accent font-medium', off: 'border-border bg-surface hover:border-input' },
    },
    defaultVariants: { state: 'off' },
  },
);

export interface FilterPanelProps {
  /** Controlled filters. */
  value?: ProductFilters;
  /** Initial filters when uncontrolled. @default {} */
  defaultValue?: ProductFilters;
  /** Hears every change with the whole filter object (unset filters left out). */
  onValueChange?: (filters: ProductFilters) => void;
  /** Counts of the current results (`useProducts(query).data.facets`); sections without facets are hidden. */
  facets?: Facets | undefined;
  /** Show a range slider under the price inputs (the inputs stay: WCAG 2.5.7). @default true */
  showSlider?: boolean;
  /** Show the category tree. @default true */
  showCategory?: boolean;
  /**
   * A category page's own category (slug path): the tree shows it chosen without counting it as
   * a filter, lists only its room (its top-level category and the kinds under it), and choosing
   * another category calls `onCategoryChange` instead of filtering.
   */
  categoryValue?: string | undefined;
  /** With `categoryValue`: hears the category chosen in the tree (`undefined` for all categories), e.g. to go to its page. */
  onCategoryChange?: ((category: string | undefined) => void) | undefined;
  /**
   * Show the brand choice. Off by default: the listing's filters are price, stock, category and
   * colour; a shop that sells several brands turns it on. @default false
   */
  showBrand?: boolean;
  /** The heading level of the panel's title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Show the panel's title. Off inside a dialog that is already titled (the filter sheet): the
   * title then only names the panel for screen readers. @default true
   */
  showTitle?: boolean;
  /**
   * How many colours show before a "More colours" button (the most products first; chosen
   * colours always show). @default 6
   */
  colourLimit?: number;
  /** Replaces messages of `products.filters.*`. */
  labels?: LabelOverrides;
  className?: string;
}

function parseAmount(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** How long typing in a price input pauses before the price applies by itself. */
const PRICE_TYPING_PAUSE_MS = 1000;

/**
 * The product list filters: a price range typed into two number inputs (a slider is
 * offered too, never alone), stock only, a category and colour swatches with their names, and
 * brands when `showBrand` is on, each with the number of matching products. Every change reports the whole filter object, so the
 * listing can keep it in the URL; prices are committed on Enter, when focus leaves the price range,
 * or once the typing pauses.
 *
 * @example
 * const filters = filtersFromSearchParams(params);
 * <FilterPanel value={filters} facets={data?.facets} onValueChange={(next) => setSearchParams(toSearchParams(next))} />
 */
function FilterPanel({
  value,
  defaultValue = {},
  onValueChange,
  facets,
  showSlider = true,
  showCategory = true,
  categoryValue,
  onCategoryChange,
  showBrand = false,
  headingLevel = 2,
  showTitle = true,
  colourLimit = 6,
  labels,
  className,
}: FilterPanelProps) {
  const t = useT(labels);
  const { currency, format } = useMoney();
  const { vatMode } = useVatMode();
  const id = useId();
  const [filters, setFilters] = useControllableState({ value, defaultValue, onValueChange });
  const Heading = `h${headingLevel}` as const;

  // Typed prices are drafts until committed, so the listing does not reload on every keystroke.
  const [draft, setDraft] = useState<{ min: string; max: string } | null>(null);
  const [priceError, setPriceError] = useState<string | undefined>();
  const minText = draft?.min ?? (filters.price_min === undefined ? '' : String(filters.price_min));
  const maxText = draft?.max ?? (filters.price_max === undefined ? '' : String(filters.price_max));

  const update = (patch: ProductFilters) => setFilters(compactFilters({ ...filters, ...patch }));

  const commitPrice = (min = minText, max = maxText) => {
    const low = parseAmount(min);
    const high = parseAmount(max);
    if (low === null || high === null) {
      setPriceError(t('products.filters.priceNumber'));
      return;
    }
    if (low !== undefined && high !== undefined && low > high) {
      setPriceError(t('products.filters.priceInvalid'));
      return;
    }
    setPriceError(undefined);
    setDraft(null);
    if (low !== filters.price_min || high !== filters.price_max) update({ price_min: low, price_max: high });
  };
  // A typed price also applies by itself once the typing pauses, not only on Enter or on leaving
  // the range. The pause's commit reads the latest render (prices and every other filter), so a
  // filter chosen meanwhile is kept rather than overwritten.
  const latestCommit = useRef(commitPrice);
  latestCommit.current = commitPrice;
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => latestCommit.current(), PRICE_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitPrice();
    }
  };

  const bounds = facets ? { min: Math.floor(facets.price.min), max: Math.ceil(facets.price.max) } : null;
  const step = minimumAmount(currency) / 10;
  const active = countActiveFilters(filters);
  const colours = filters.colour ?? [];
  const brands = filters.brand ?? [];
  const categories = facets && categoryValue ? categoriesInRoom(facets.categories, categoryValue) : (facets?.categories ?? []);

  return (
    <section data-slot="filter-panel" aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`${id}-title`} className={showTitle ? 'text-lg font-semibold wrap-anywhere' : 'sr-only'}>
          {t('products.filters.title')}
        </Heading>
        {active > 0 ? (
          <div className="flex items-center gap-2">
            <span data-slot="filter-panel-count" className="text-sm text-muted-foreground">
              {t('products.filters.active', { count: active })}
            </span>
            <Button
              type="button"
              variant="link"
              size="sm"
              data-slot="filter-panel-clear"
              onClick={() => {
                setDraft(null);
                setPriceError(undefined);
                setFilters({});
              }}
            >
              {t('products.filters.clear')}
            </Button>
          </div>
        ) : null}
      </div>

      <fieldset
        data-slot="filter-panel-price"
        className="flex min-w-0 flex-col gap-3"
        onBlur={(event) => {
          // Moving between the two inputs (or onto the slider) is not leaving the price range.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commitPrice();
        }}
      >
        <legend className="mb-2 text-sm font-semibold">
          {/* The bounds and the typed prices are in the listing's VAT mode: the legend says which. */}
          {t('products.filters.price')}{' '}
          <span data-slot="filter-panel-price-unit" className="font-normal text-muted-foreground">
            ({t(`vat.suffix.${vatMode}`)}, {currency})
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {(['min', 'max'] as const).map((end) => (
            <Field key={end}>
              <FieldLabel>{t(end === 'min' ? 'products.filters.priceMin' : 'products.filters.priceMax')}</FieldLabel>
              <Input
                name={`price_${end}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder={bounds ? String(bounds[end]) : undefined}
                value={end === 'min' ? minText : maxText}
                aria-invalid={priceError ? true : undefined}
                aria-describedby={priceError ? `${id}-price-error` : undefined}
                onChange={(event) => setDraft(end === 'min' ? { min: event.target.value, max: maxText } : { min: minText, max: event.target.value })}
                onKeyDown={onPriceKey}
              />
            </Field>
          ))}
        </div>
        {priceError ? (
          <p id={`${id}-price-error`} data-slot="filter-panel-price-error" role="alert" className="text-sm font-medium text-danger">
            {priceError}
          </p>
        ) : null}
        {showSlider && bounds && bounds.max > bounds.min ? (
          <PriceSlider
            bounds={bounds}
            step={step}
            low={parseAmount(minText) ?? bounds.min}
            high={parseAmount(maxText) ?? bounds.max}
            lowLabel={t('products.filters.priceMin')}
            highLabel={t('products.filters.priceMax')}
            format={format}
            onDraft={(low, high) => setDraft({ min: low <= bounds.min ? '' : String(low), max: high >= bounds.max ? '' : String(high) })}
            onCommit={() => commitPrice()}
          />
        ) : null}
      </fieldset>

      <div data-slot="filter-panel-stock">
        <CheckboxField
          name="in_stock"
          checked={Boolean(filters.in_stock)}
          onCheckedChange={(checked) => update({ in_stock: checked === true })}
          label={
            <>
              {t('products.filters.in_stock')}
              {facets ? (
                <>
                  {' '}
                  <span className="text-muted-foreground">({facets.in_stock})</span>
                </>
              ) : null}
            </>
          }
        />
      </div>

      {showCategory && categories.length > 0 ? (
        <CategoryTree
          categories={categories}
          value={categoryValue ?? filters.category ?? ''}
          onValueChange={(next) => (onCategoryChange ? onCategoryChange(next || undefined) : update({ category: next || undefined }))}
          t={t}
        />
      ) : null}

      {facets && facets.colours.length > 0 ? (
        <ColourChoice colours={facets.colours} value={colours} onValueChange={(colour) => update({ colour })} limit={colourLimit} t={t} />
      ) : null}

      {showBrand && facets && facets.brands.length > 0 ? (
        <fieldset data-slot="filter-panel-brand" className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('products.filters.brand')}</legend>
          {facets.brands.map((brand) => {
            const on = brands.includes(brand.slug);
            return (
              <CheckboxField
                key={brand.id}
                name="brand"
                value={brand.slug}
                checked={on}
                disabled={!on && brand.count === 0}
                onCheckedChange={(checked) => update({ brand: checked === true ? [...brands, brand.slug] : brands.filter((slug) => slug !== brand.slug) })}
                label={
                  <>
                    <span className="break-words">{brand.name}</span> <span className="text-muted-foreground">({brand.count})</span>
                  </>
                }
              />
            );
          })}
        </fieldset>
      ) : null}
    </section>
  );
}

interface ColourChoiceProps {
  colours: Facets['colours'];
  /** The chosen colours' slugs. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  limit: number;
  t: Translator;
}

/**
 * The colour facet as toggle buttons with their swatch, name and count, folded to about one row
 * (see {@link foldColours}) behind a "More colours (n)" disclosure. Unfolding moves focus to the
 * first colour it revealed, so a keyboard or screen reader user goes on where the new ones start;
 * folding keeps focus on the button, which stays in place under the shorter list.
 */
function ColourChoice({ colours, value, onValueChange, limit, t }: ColourChoiceProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const revealed = useRef<string | null>(null);
  const folded = foldColours(colours, value, limit);
  const shown = open ? colours : folded.shown;
  useEffect(() => {
    if (!open || revealed.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-colour="${CSS.escape(revealed.current)}"]`)?.focus();
    revealed.current = null;
  }, [open]);
  return (
    <fieldset data-slot="filter-panel-colour" data-state={folded.hidden === 0 ? undefined : open ? 'open' : 'closed'} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{t('products.filters.colour')}</legend>
      <ul ref={list} id={`${id}-colours`} className="flex flex-wrap gap-2">
        {shown.map((colour) => {
          const on = value.includes(colour.slug);
          return (
            <li key={colour.id}>
              <button
                type="button"
                data-slot="filter-panel-swatch"
                data-state={on ? 'on' : 'off'}
                data-colour={colour.slug}
                aria-pressed={on}
                disabled={!on && colour.count === 0}
                onClick={() => onValueChange(on ? value.filter((slug) => slug !== colour.slug) : [...value, colour.slug])}
                className={swatchVariants({ state: on ? 'on' : 'off' })}
              >
                <span
                  aria-hidden="true"
                  ref={(element) => element?.style.setProperty('background-color', colour.hex)}
                  className="inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-input"
                >
                  {on ? <CheckIcon className="size-3.5 rounded-full bg-surface text-foreground" strokeWidth={3} /> : null}
                </span>
                <span className="break-words">{colour.name}</span> <span className="text-muted-foreground">({colour.count})</span>
              </button>
            </li>
          );
        })}
      </ul>
      {folded.hidden > 0 ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          data-slot="filter-panel-colour-toggle"
          aria-expanded={open}
          aria-controls={`${id}-colours`}
          className="mt-1 px-1"
          onClick={() => {
            // The first colour the unfolding reveals (a disabled one cannot take focus).
            revealed.current = open ? null : (colours.find((colour) => !folded.shown.includes(colour) && colour.count > 0)?.slug ?? null);
            setOpen(!open);
          }}
        >
          {open ? t('products.filters.fewerColours') : t('products.filters.moreColours', { count: folded.hidden })}
        </Button>
      ) : null}
    </fieldset>
  );
}

type FacetCategory = Facets['categories'][number];

interface CategoryTreeProps {
  categories: readonly FacetCategory[];
  /** The chosen category's slug path, `''` for all. */
  value: string;
  onValueChange: (value: string) => void;
  t: Translator;
}

/** The chosen category and its ancestors (by slug path): the branches that start expanded. */
function pathIds(categories: readonly FacetCategory[], value: string): Set<number> {
  const ids = new Set<number>();
  if (!value) return ids;
  const byId = new Map(categories.map((category) => [category.id, category]));
  let current = categories.find((category) => category.slugs.join('/') === value);
  while (current && !ids.has(current.id)) {
    ids.add(current.id);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return ids;
}

/**
 * The category facet as a tree (parent → children, each with its product count under the other
 * filters): native radios in one group, so arrow keys move through the visible choices, and a
 * disclosure button per parent. The chosen category's branch starts expanded. Categories with
 * no product under the current filters are not listed at all (the API leaves them out): a
 * choice that can only lead to an empty page is a dead end, and forty greyed-out rows would
 * push the other filters off a phone's screen; clearing a filter brings them back.
 */
function CategoryTree({ categories, value, onValueChange, t }: CategoryTreeProps) {
  const id = useId();
  const trail = useMemo(() => pathIds(categories, value), [categories, value]);
  // Branches the shopper opened or closed; the others follow the chosen category's path.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const known = new Set(categories.map((category) => category.id));
  const childrenOf = (parent: number | null) =>
    categories.filter((category) => (parent === null ? category.parent_id === null || !known.has(category.parent_id) : category.parent_id === parent));
  const name = `${id}-category`;

  const radio = (radioValue: string, label: ReactNode, aside?: ReactNode) => (
    <label className="flex min-h-10 flex-1 cursor-pointer items-center gap-2 rounded-otthon px-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <input
        type="radio"
        name={name}
        value={radioValue}
        checked={value === radioValue}
        onChange={() => onValueChange(radioValue)}
        className="size-4 shrink-0 accent-primary outline-none"
      />
      <span className="min-w-0 flex-1 break-words">{label}</span>
      {aside ? <> {aside}</> : null}
    </label>
  );

  const branch = (parent: number | null, depth: number): ReactNode => (
    <ul role="list" className={cn('flex flex-col', depth > 0 && 'ml-3 border-l border-border pl-2')}>
      {childrenOf(parent).map((category) => {
        const path = category.slugs.join('/');
        const children = childrenOf(category.id);
        const open = toggled.get(category.id) ?? trail.has(category.id);
        const branchId = `${id}-${category.id}`;
        return (
          <li key={category.id} data-slot="filter-panel-category-item" data-state={children.length ? (open ? 'open' : 'closed') : undefined}>
            <div className="flex items-center gap-1">
              {radio(
                path,
                <span className={cn(trail.has(category.id) && 'font-semibold')}>{category.title}</span>,
                <span data-slot="filter-panel-category-count" className="shrink-0 text-muted-foreground tabular-nums">
                  ({category.count})
                </span>,
              )}
              {children.length > 0 ? (
                <button
                  type="button"
                  data-slot="filter-panel-category-toggle"
                  aria-expanded={open}
                  aria-controls={branchId}
                  aria-label={t('products.filters.subcategories', { title: category.title })}
                  onClick={() => setToggled(new Map(toggled).set(category.id, !open))}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-otthon text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
                </button>
              ) : null}
            </div>
            {children.length > 0 ? (
              <div id={branchId} hidden={!open}>
                {branch(category.id, depth + 1)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset data-slot="filter-panel-category" className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{t('products.filters.category')}</legend>
      {radio('', t('products.filters.allCategories'))}
      {branch(null, 0)}
    </fieldset>
  );
}

interface PriceSliderProps {
  bounds: { min: number; max: number };
  step: number;
  low: number;
  high: number;
  lowLabel: string;
  highLabel: string;
  format: (amount: number) => string;
  onDraft: (low: number, high: number) => void;
  onCommit: () => void;
}

/** Two native range inputs over one track: each thumb is its own labelled slider, operable by arrow keys. */
function PriceSlider({ bounds, step, low, high, lowLabel, highLabel, format, onDraft, onCommit }: PriceSliderProps) {
  const clampedLow = Math.min(Math.max(low, bounds.min), bounds.max);
  const clampedHigh = Math.max(Math.min(high, bounds.max), bounds.min);
  const span = bounds.max - bounds.min;
  const left = ((clampedLow - bounds.min) / span) * 100;
  const right = ((clampedHigh - bounds.min) / span) * 100;
  const thumb = cn(
    'pointer-events-none absolute inset-0 h-6 w-full appearance-none bg-transparent outline-none',
    '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-surface',
    '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-surface',
    'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-ring focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-ring',
  );
  const commitKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End' || event.key.startsWith('Page')) onCommit();
  };
  return (
    <div data-slot="filter-panel-slider" className="flex flex-col gap-1 px-3">
      <div className="relative h-6">
        <div aria-hidden="true" className="absolute top-1/2 right-0 left-0 h-1 -translate-y-1/2 rounded-full bg-muted" />
        <div
          aria-hidden="true"
          ref={(element) => {
            element?.style.setProperty('left', `${left}%`);
            element?.style.setProperty('right', `${100 - right}%`);
          }}
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-primary"
        />
        {[
          { label: lowLabel, value: clampedLow, draft: (value: number) => onDraft(Math.min(value, clampedHigh), clampedHigh) },
          { label: highLabel, value: clampedHigh, draft: (value: number) => onDraft(clampedLow, Math.max(value, clampedLow)) },
        ].map((thumbOf) => (
          <input
            key={thumbOf.label}
            type="range"
            aria-label={thumbOf.label}
            aria-valuetext={format(thumbOf.value)}
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={thumbOf.value}
            onChange={(event) => thumbOf.draft(Number(event.target.value))}
            onPointerUp={onCommit}
            onKeyUp={commitKeys}
            className={thumb}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </div>
  );
}

export { compactFilters, countActiveFilters, FilterPanel, foldColours, swatchVariants };
export type { ProductFilters };
