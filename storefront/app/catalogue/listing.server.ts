import { isApiError, type Locale, LOCALES } from 'otthon';
import { type AppLoadContext, redirect } from 'react-router';
import {
  isListingVariant,
  type ListingScope,
  type ListingState,
  listingQuery,
  listingSearch,
  parseListingParams,
  type ProductList,
} from '../lib/listing-query.js';
import { apiCookieHeaders, notFound, shopRequest } from '../lib/shop-data.server.js';

export interface LoadedListing {
  state: ListingState;
  products: ProductList;
  /** The products filed under the key `useProducts(query)` asks for. */
  fallback: Record<string, unknown>;
  /** Filtered or sorted: kept out of search results. */
  variant: boolean;
  /** `?page=N` of a later page of the plain listing, for its canonical address. */
  canonicalSearch: string;
}

/**
 * The category filter of another language's address (the language switch keeps the query):
 * the same category's path in this language, or none when it names no category at all.
 */
async function translatedCategory(context: AppLoadContext, locale: Locale, path: string): Promise<string | undefined> {
  for (const other of LOCALES.filter((language) => language !== locale)) {
    const found = await context
      .shopIn(other)
      .resolveCategory(path.split('/'))
      .catch(() => null);
    if (found) return found.category.alternates[locale].join('/');
  }
  return undefined;
}

/**
 * One page of a listing as its address asks for it (spec §9 sort and filters, kept in the URL),
 * in the shopper's currency and VAT mode. A page past the last is a 404; a category filter of the
 * other language is redirected to this language's path.
 */
export async function loadListing(request: Request, context: AppLoadContext, scope: ListingScope): Promise<LoadedListing> {
  const { url, key, locale, vatMode, currency } = shopRequest(request);
  const state = parseListingParams(url.searchParams);
  // On a category page the route is the category.
  if (scope.category) delete state.filters.category;
  const query = listingQuery(state, scope, vatMode, currency);
  let products: ProductList;
  try {
    products = await context.shop.products(query);
  } catch (error) {
    const category = state.filters.category;
    if (!(isApiError(error) && error.status === 404 && category)) throw error;
    const translated = await translatedCategory(context, locale, category);
    const next = { ...state, page: 1, filters: { ...state.filters, category: translated } };
    if (!translated) delete next.filters.category;
    throw redirect(`${url.pathname}${listingSearch(next)}`, { headers: apiCookieHeaders(context) });
  }
  if (state.page > 1 && state.page > products.meta.last_page) notFound(request, context);
  const variant = isListingVariant(state) || state.q !== '';
  return {
    state,
    products,
    fallback: { [key('products', query)]: products },
    variant,
    canonicalSearch: state.page > 1 ? `?page=${state.page}` : '',
  };
}
