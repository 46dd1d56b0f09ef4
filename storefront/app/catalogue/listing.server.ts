import {
  isApiError,
  isListingVariant,
  type ListingScope,
  type ListingState,
  listingAnswerId,
  listingQuery,
  listingSearch,
  type ProductList,
  parseListingParams,
} from 'otthon';
import { type AppLoadContext, redirect } from 'react-router';
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
  /** Which answer `fallback` holds (`listingAnswerId`), for `<ProductListing loaded>`. */
  answer: string;
}

/**
 * This language's path of a category filter: the API also knows a category by the other
 * language's path (a switched language keeps the query), or `null` for no category at all.
 */
async function ownCategoryPath(context: AppLoadContext, path: string): Promise<string | null> {
  try {
    return (await context.shop.resolveCategory(path.split('/'))).category.slugs.join('/');
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * One page of a listing as its address asks for it (requirements §9 sort and filters, kept in the URL),
 * in the shopper's currency and VAT mode. A page past the last is a 404; a category filter of the
 * other language is redirected to this language's path, and one of no category is dropped.
 */
export async function loadListing(request: Request, context: AppLoadContext, scope: ListingScope): Promise<LoadedListing> {
  const { url, key, vatMode, currency } = shopRequest(request);
  const state = parseListingParams(url.searchParams);
  // On a category page the route is the category.
  if (scope.category) delete state.filters.category;
  const category = state.filters.category;
  if (category) {
    // One address per listing: the category filter in this language's spelling, or none.
    const own = await ownCategoryPath(context, category);
    if (own !== category) {
      const filters = { ...state.filters, category: own ?? undefined };
      if (!own) delete filters.category;
      throw redirect(`${url.pathname}${listingSearch({ ...state, filters, page: 1 })}`, { headers: apiCookieHeaders(context) });
    }
  }
  const query = listingQuery(state, scope, vatMode, currency);
  const products = await context.shop.products(query);
  if (state.page > 1 && state.page > products.meta.last_page) return notFound(request, context);
  const variant = isListingVariant(state) || state.q !== '';
  return {
    state,
    products,
    fallback: { [key('products', query)]: products },
    variant,
    canonicalSearch: state.page > 1 ? `?page=${state.page}` : '',
    answer: listingAnswerId(query, currency),
  };
}
