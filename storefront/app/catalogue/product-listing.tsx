import { type SortOption, useCurrency, useProducts, useVatMode } from 'otthon';
import { FilterPanel, Pagination, ProductGrid, type ProductFilters, SortSelect } from 'otthon/components';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { facetsInVatMode, type ListingScope, type ListingState, listingQuery, listingSearch, parseListingParams } from '../lib/listing-query.js';
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

export interface ProductListingProps {
  /** What the listing shows before the shopper's filters. */
  scope: ListingScope;
  /** Offer the category filter (not on a category page, whose route is the category). @default true */
  showCategoryFilter?: boolean;
  /** What an empty listing says when the shopper has not filtered it. */
  empty: ReactNode;
}

const linkButton =
  'inline-flex min-h-10 items-center rounded-otthon px-1 font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * A product listing (all products, a category, sale items, search results): the number of
 * results, the sort order (spec §9's five), the filters (price range, stock only, category,
 * colour, brand, with counts), the products in the shopper's currency and VAT mode, and the
 * pages. Every choice is kept in the address, so a reload or a shared link shows the same page;
 * a change starts again on page 1 and keeps the scroll position.
 */
export function ProductListing({ scope, showCategoryFilter = true, empty }: ProductListingProps) {
  const t = useShopT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { vatMode } = useVatMode();
  const { currency } = useCurrency();
  const state = useListingState(scope);
  const query = listingQuery(state, scope, vatMode, currency);
  const { data, error, isLoading, mutate } = useProducts(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLParagraphElement>(null);
  const panelId = `${useId()}-filters`;
  const filtered = Object.keys(state.filters).length > 0;
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;

  const go = (next: ListingState) => void navigate(`${pathname}${listingSearch(next)}`, { preventScrollReset: true });
  const onFilters = (filters: ProductFilters) => go({ ...state, filters, page: 1 });
  const onSort = (sort: SortOption) => go({ ...state, sort, page: 1 });
  const plain = `${pathname}${listingSearch({ ...state, filters: {}, page: 1 })}`;
  const total = data?.meta.total;

  return (
    <div data-slot="product-listing" className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
      <div className="md:row-span-2">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-otthon border border-input bg-surface px-4 font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring md:hidden"
        >
          {t(filtersOpen ? 'products.filters.close' : 'products.filters.open')}
        </button>
        <div id={panelId} className={filtersOpen ? 'mt-4 md:mt-0' : 'hidden md:block'}>
          <FilterPanel
            value={state.filters}
            onValueChange={onFilters}
            facets={data ? facetsInVatMode(data.facets, vatMode, currency) : undefined}
            showCategory={showCategoryFilter}
            showBrand
          />
          {/* Phones: the panel sits above the results; this closes it and leads to them. */}
          <button
            type="button"
            onClick={() => {
              setFiltersOpen(false);
              results.current?.focus();
            }}
            className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-otthon bg-primary px-4 font-medium text-primary-foreground outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:hidden"
          >
            {t('products.filters.apply', { count: total ?? 0 })}
          </button>
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p ref={results} tabIndex={-1} role="status" data-slot="listing-count" className="scroll-mt-40 rounded-otthon text-muted-foreground outline-none">
            {total === undefined ? '' : t('products.count', { count: total })}
          </p>
          <SortSelect value={state.sort} onValueChange={onSort} size="sm" fieldClassName="min-w-56" />
        </div>
        <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
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
