import {
  buildPath,
  facetsInVatMode,
  listingAnswerId,
  type ListingScope,
  type ListingState,
  listingQuery,
  listingSearch,
  parseListingParams,
  type SortOption,
  useCurrency,
  useProducts,
  useShop,
  useVatMode,
} from 'otthon';
import { FilterChips, FilterPanel, FilterSheet, Pagination, ProductGrid, type ProductFilters, SortSelect } from 'otthon/components';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useNavigationType, useSearchParams } from 'react-router';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

/** The listing state of the current address, as the loader read it (same parsing, same API key). */
export function useListingState(scope: ListingScope): ListingState {
  const [params] = useSearchParams();
  return useMemo(() => {
    const state = parseListingParams(params);
    if (scope.category) delete state.filters.category;
    return state;
  }, [params, scope.category]);
}

/** A change the listing sent to the address and has not seen there yet. */
interface RequestedListing {
  state: ListingState;
  search: string;
  /** The address's key when the first change of this run was sent. */
  since: string;
  /** The address the run started from and every address it sent, in order. */
  trail: readonly string[];
}

/** Runs `work` once the frame being prepared has painted (at once in a hidden page, which paints nothing). */
function afterPaint(work: () => void): void {
  if (document.visibilityState !== 'visible') {
    work();
    return;
  }
  requestAnimationFrame(() => setTimeout(work));
}

/**
 * The listing state the shopper asked for last, and how to change it. The address holds the
 * state, but a change reaches the address only once its data has loaded, and the page shows it
 * only once React has rendered it (in a transition, after the address bar has changed). A change
 * made meanwhile is applied on top of the one still on its way, never on the older address, so
 * quick changes on a slow connection or a busy phone do not overwrite one another. The request is
 * shown at once and kept until the address shows it, or until the address goes somewhere this
 * listing did not send it (the back button, a link).
 */
function useRequestedListing(state: ListingState): [shown: ListingState, change: (edit: (latest: ListingState) => ListingState) => void] {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [requested, setRequested] = useState<RequestedListing | null>(null);
  // Read by the next change even before React has rendered this one.
  const latest = useRef<RequestedListing | null>(null);
  // Still on its way: nothing rendered since it was sent, or only an address of this run before the last.
  const waiting =
    requested !== null && (key === requested.since || (navigationType !== 'POP' && search !== requested.search && requested.trail.includes(search)));
  useLayoutEffect(() => {
    if (waiting) return;
    if (latest.current === requested) latest.current = null;
    setRequested((current) => (current === requested ? null : current));
  }, [waiting, requested]);

  const change = (edit: (latest: ListingState) => ListingState) => {
    const base = latest.current;
    const next = edit(base?.state ?? state);
    const nextSearch = listingSearch(next);
    const request: RequestedListing = { state: next, search: nextSearch, since: base?.since ?? key, trail: [...(base?.trail ?? [search]), nextSearch] };
    latest.current = request;
    setRequested(request);
    // The choice paints first (the tick, the chips); the navigation, which dims the listing and
    // asks for its products, starts after that frame, so the tap's feedback does not wait for it.
    afterPaint(() => void navigate(`${pathname}${nextSearch}`, { preventScrollReset: true }));
  };
  return [waiting ? requested.state : state, change];
}

export interface ProductListingProps {
  /** What the listing shows before the shopper's filters. */
  scope: ListingScope;
  /** Offer the category tree (on a category page it shows the page's category and leads to the others). @default true */
  showCategoryFilter?: boolean;
  /** What an empty listing says when the shopper has not filtered it. */
  empty: ReactNode;
  /** Which products the route's loader put in the page's data (`listingAnswerId`). */
  loaded?: string;
}

/** The products the loader just read for this address are fresh: shown at once, not asked for again. */
const FROM_LOADER = { keepPreviousData: false, revalidateIfStale: false } as const;

const linkButton =
  'inline-flex min-h-10 items-center rounded-otthon px-1 font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * A product listing (all products, a category, sale items, search results): the number of
 * results, the sort order (requirements §9's five), the filters (price range, stock only, category,
 * colour, brand, with counts), the products in the shopper's currency and VAT mode, and the
 * pages. Every choice is kept in the address, so a reload or a shared link shows the same page;
 * a change starts again on page 1 and keeps the scroll position.
 */
export function ProductListing({ scope, showCategoryFilter = true, empty, loaded }: ProductListingProps) {
  const t = useShopT();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { locale } = useShop();
  const { vatMode } = useVatMode();
  const { currency } = useCurrency();
  const state = useListingState(scope);
  const [shown, change] = useRequestedListing(state);
  const query = listingQuery(state, scope, vatMode, currency);
  // After a change of address the loader's products are the page's; the products of the address
  // before (kept on screen while a currency switch loads) would show results of other filters.
  const { data, error, isLoading, mutate } = useProducts(query, loaded === listingAnswerId(query, currency) ? FROM_LOADER : undefined);
  const results = useRef<HTMLParagraphElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtered = Object.keys(state.filters).length > 0;
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;

  const onFilters = (filters: ProductFilters) => change((latest) => ({ ...latest, filters, page: 1 }));
  // On a category page the route is the category: the tree shows it chosen, and choosing
  // another category (or all) goes to that category's page with the other filters kept.
  const toCategory = (category: string | undefined) => {
    const target = category ? buildPath('categories-category_slug', locale, { category_slug: category.split('/') }) : buildPath('all-products', locale);
    // Another category is another page: the phone's filter sheet closes on the way there.
    setSheetOpen(false);
    void navigate(`${target}${listingSearch({ ...shown, filters: shown.filters, page: 1 })}`);
  };
  const onSort = (sort: SortOption) => change((latest) => ({ ...latest, sort, page: 1 }));
  const plain = `${pathname}${listingSearch({ ...state, filters: {}, page: 1 })}`;
  const total = data?.meta.total;
  const facets = data ? facetsInVatMode(data.facets, vatMode, currency) : undefined;
  const panel = (inSheet: boolean) => (
    <FilterPanel
      value={shown.filters}
      onValueChange={onFilters}
      categoryValue={scope.category}
      onCategoryChange={scope.category === undefined ? undefined : toCategory}
      facets={facets}
      showCategory={showCategoryFilter}
      showBrand
      showTitle={!inSheet}
    />
  );
  // The products do not depend on the filters the panel shows: ticking a filter re-renders the
  // panel alone in the click's own frame, and the products follow once the new address has loaded
  // (a transition), instead of the 24 cards being rendered again before the tick can be painted.
  const grid = useMemo(
    () => (
      <ProductGrid
        products={data?.items}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        renderLink={renderShopLink}
        priorityCount={4}
        cardProps={{ titleAs: 'h2' }}
        empty={
          filtered ? (
            <div className="flex flex-col items-center gap-2">
              <p>{t('products.empty')}</p>
              <ShopLink to={plain} preventScrollReset className={linkButton}>
                {t('products.filters.clear')}
              </ShopLink>
            </div>
          ) : (
            empty
          )
        }
      />
    ),
    [data?.items, isLoading, error, mutate, filtered, plain, empty, t],
  );

  return (
    <div data-slot="product-listing" className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
      <div className="md:row-span-2">
        {/* Phones: the filters open in a bottom sheet over the products, not above them. */}
        <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} count={total} results={() => results.current} className="md:hidden">
          {panel(true)}
        </FilterSheet>
        <div data-slot="listing-filters" className="hidden md:block">
          {panel(false)}
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p ref={results} tabIndex={-1} role="status" data-slot="listing-count" className="scroll-mt-40 rounded-otthon text-muted-foreground outline-none">
            {total === undefined ? '' : t('products.count', { count: total })}
          </p>
          <SortSelect value={shown.sort} onValueChange={onSort} size="sm" fieldClassName="min-w-56" />
        </div>
        <FilterChips value={shown.filters} onValueChange={onFilters} facets={facets} returnFocus={() => results.current} />
        {/* The products are a layer of their own: a chip row that appears above them (the tap's
            own frame) moves the layer instead of painting 24 cards again. */}
        <div aria-busy={busy || undefined} className={`bg-background will-change-transform${busy ? ' opacity-60 transition-opacity' : ''}`}>
          {grid}
        </div>
        {data ? (
          <Pagination
            page={data.meta.current_page}
            pageCount={data.meta.last_page}
            getHref={(page) => `${pathname}${listingSearch({ ...state, page })}`}
            renderLink={renderShopLink}
            className="pt-2"
          />
        ) : null}
      </div>
    </div>
  );
}
