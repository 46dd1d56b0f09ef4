import { type CurrencyCode, DEFAULT_PAGE_SIZE, SORT_OPTIONS, type SortOption, type VatMode } from '../domain/constants.js';
import { grossFromNet, netFromGross } from '../domain/vat.js';
import type { ProductList, ProductListQuery } from '../contract/index.js';

/**
 * The filters a shopper sets on a listing (price range, stock only, category, colour, brand),
 * under the names of the product list query, so a shop keeps them in its address as they are.
 */
export interface ListingFilters {
  /** Lowest price, in the listing's currency and VAT mode (as the shopper sees prices). */
  price_min?: number | undefined;
  price_max?: number | undefined;
  in_stock?: boolean | undefined;
  /** A category slug path (`nappali/kanapek`). */
  category?: string | undefined;
  /** Colour slugs; a product matches any of them. */
  colour?: string[] | undefined;
  /** Brand slugs; a product matches any of them. */
  brand?: string[] | undefined;
}

/** The facets of a product list answer (counts and the price range, in gross prices). */
export type ListingFacets = ProductList['facets'];

/**
 * Everything a listing's address holds, so a reload or a shared link shows the same products:
 * `?q=&sort=&price_min=&price_max=&in_stock=1&category=a/b&colour=a,b&brand=x&page=2`.
 * Prices are in the shopper's currency and VAT mode, as the filter panel shows them.
 */
export interface ListingState {
  /** The search text (search screen only). */
  q: string;
  sort: SortOption;
  page: number;
  filters: ListingFilters;
}

/** The products one listing shows before the shopper's filters: a category, sale items, or all. */
export interface ListingScope {
  category?: string;
  sale?: boolean;
}

const MAX_PAGE = 10_000;
const MAX_LIST = 30;
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
const MAX_QUERY_LENGTH = 120;

function amount(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text.trim());
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function slugList(text: string | null): string[] | undefined {
  if (!text) return undefined;
  const slugs = [...new Set(text.split(',').map((part) => part.trim().toLowerCase()))].filter((slug) => SLUG.test(slug)).slice(0, MAX_LIST);
  return slugs.length ? slugs : undefined;
}

function slugPath(text: string | null): string | undefined {
  if (!text) return undefined;
  const segments = text
    .split('/')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return segments.length > 0 && segments.length <= 10 && segments.every((segment) => SLUG.test(segment)) ? segments.join('/') : undefined;
}

/**
 * A listing's state from its address. Values that cannot be meant (an unknown sort, a page of
 * `-1`, a price of `abc`) are left out rather than refused: a hand-edited link still lists
 * products, and the canonical address drops the noise.
 */
export function parseListingParams(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  const page = params.get('page');
  let priceMin = amount(params.get('price_min'));
  let priceMax = amount(params.get('price_max'));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const inStock = params.get('in_stock');
  const filters: ListingFilters = {};
  if (priceMin !== undefined) filters.price_min = priceMin;
  if (priceMax !== undefined) filters.price_max = priceMax;
  if (inStock === '1' || inStock === 'true') filters.in_stock = true;
  const category = slugPath(params.get('category'));
  if (category) filters.category = category;
  const colour = slugList(params.get('colour'));
  if (colour) filters.colour = colour;
  const brand = slugList(params.get('brand'));
  if (brand) filters.brand = brand;
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : 'default',
    page: page && /^\d{1,5}$/.test(page) ? Math.min(Math.max(1, Number(page)), MAX_PAGE) : 1,
    filters,
  };
}

/** Readable query values: commas of lists and slashes of category paths stay as they are. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%2F/gi, '/');
}

/**
 * The query string of a listing state (`''` for the plain listing), parameters in a fixed order
 * and defaults left out, so one state has exactly one address.
 */
export function listingSearch(state: ListingState): string {
  const { filters } = state;
  const pairs: Array<[string, string | undefined]> = [
    ['q', state.q || undefined],
    ['sort', state.sort === 'default' ? undefined : state.sort],
    ['price_min', filters.price_min === undefined ? undefined : String(filters.price_min)],
    ['price_max', filters.price_max === undefined ? undefined : String(filters.price_max)],
    ['in_stock', filters.in_stock ? '1' : undefined],
    ['category', filters.category],
    ['colour', filters.colour?.length ? filters.colour.join(',') : undefined],
    ['brand', filters.brand?.length ? filters.brand.join(',') : undefined],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ];
  const text = pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeValue(value)}`)
    .join('&');
  return text ? `?${text}` : '';
}

/** Whether the shopper narrowed or reordered the listing (such variants stay out of search results). */
export function isListingVariant(state: ListingState): boolean {
  return state.sort !== 'default' || Object.keys(state.filters).length > 0;
}

/**
 * The `GET /api/products` query of a listing. The API filters by gross prices in the request
 * currency, so net prices the shopper typed are converted first.
 *
 * @example
 * const state = parseListingParams(new URL(request.url).searchParams);
 * const products = await api.products(listingQuery(state, { category: 'nappali' }, vatMode, currency));
 */
export function listingQuery(state: ListingState, scope: ListingScope, vatMode: VatMode, currency: CurrencyCode): ProductListQuery {
  const { filters } = state;
  const gross = (value: number | undefined) => (value === undefined ? undefined : vatMode === 'net' ? grossFromNet(value, currency) : value);
  const query: ProductListQuery = { page: state.page, per_page: DEFAULT_PAGE_SIZE };
  if (state.q) query.q = state.q;
  if (state.sort !== 'default') query.sort = state.sort;
  if (scope.sale) query.sale = true;
  const category = scope.category ?? filters.category;
  if (category) query.category = category;
  const priceMin = gross(filters.price_min);
  const priceMax = gross(filters.price_max);
  if (priceMin !== undefined) query.price_min = priceMin;
  if (priceMax !== undefined) query.price_max = priceMax;
  if (filters.in_stock) query.in_stock = true;
  if (filters.colour?.length) query.colour = filters.colour;
  if (filters.brand?.length) query.brand = filters.brand;
  return query;
}

/**
 * One text per listing answer: the query and the currency its prices are in. The loader hands it
 * to the page, so the page knows whether the products it carries are the ones it now shows.
 */
export function listingAnswerId(query: ProductListQuery, currency: CurrencyCode): string {
  return `${currency} ${JSON.stringify(query)}`;
}

/** The facets with the price range in the shopper's VAT mode (the API counts in gross prices). */
export function facetsInVatMode(facets: ListingFacets, vatMode: VatMode, currency: CurrencyCode): ListingFacets {
  if (vatMode === 'gross') return facets;
  return { ...facets, price: { min: netFromGross(facets.price.min, currency), max: netFromGross(facets.price.max, currency) } };
}
