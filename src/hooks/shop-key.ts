import { unstable_serialize } from 'swr';
import type { CurrencyCode, Locale } from '../domain/constants.js';

/**
 * The resources the hooks cache, each with the arguments its key takes after locale and currency:
 *
 * | name | args | hook |
 * |---|---|---|
 * | `account` | – | `useAccount` |
 * | `account-orders` | page | `useAccountOrders` |
 * | `blog-post` | slug | `useBlogPost` |
 * | `blog-posts` | query | `useBlogPosts` |
 * | `brands` | – | `useBrands` |
 * | `cart` | – | `useCart`, `useCheckout` |
 * | `categories` | – | `useCategories` |
 * | `category` | slug path (`'nappali/kanapek'`) | `useCategory` |
 * | `cities` | query | `useCities` |
 * | `countries` | – | `useCountries` |
 * | `currencies` | – | `useCurrencies`, `useCurrency` |
 * | `data-sheet` | product id | `useDataSheet` |
 * | `favourites` | – | `useFavourites` |
 * | `home` | – | `useHome` |
 * | `init` | – | `useInit` |
 * | `offer` | offer hash | `useOffer` |
 * | `order` | order hash | `useOrder`, `useCheckoutResult` |
 * | `page` | slug | `usePage` |
 * | `product` | product id | `useProduct` |
 * | `products` | query | `useProducts` |
 * | `search-suggestions` | trimmed text | `useSearchSuggestions` |
 * | `showroom` | – | `useShowroom` |
 * | `user` | – | `useAuth` |
 */
export type ShopKeyName =
  | 'account'
  | 'account-orders'
  | 'blog-post'
  | 'blog-posts'
  | 'brands'
  | 'cart'
  | 'categories'
  | 'category'
  | 'cities'
  | 'countries'
  | 'currencies'
  | 'data-sheet'
  | 'favourites'
  | 'home'
  | 'init'
  | 'offer'
  | 'order'
  | 'page'
  | 'product'
  | 'products'
  | 'search-suggestions'
  | 'showroom'
  | 'user';

export type ShopKey = readonly ['otthon', ShopKeyName, Locale, CurrencyCode, ...unknown[]];

/**
 * The SWR cache key of a resource. Every key holds the language and the currency, so a price or a
 * text fetched in one is never served in another from the cache (field notes: SWR facts).
 *
 * @example shopKey('cart', 'hu', 'HUF') // ['otthon', 'cart', 'hu', 'HUF']
 * @example shopKey('product', 'en', 'EUR', 42)
 */
export function shopKey(name: ShopKeyName, locale: Locale, currency: CurrencyCode, ...args: unknown[]): ShopKey {
  return ['otthon', name, locale, currency, ...args];
}

/**
 * The string SWR files a key under, for building the `fallback` a server hands to `<ShopProvider>`.
 *
 * @example
 * const fallback = { [serializeShopKey(shopKey('cart', locale, currency))]: await api.cart() };
 * <ShopProvider locale={locale} fallback={fallback}>…</ShopProvider>
 */
export function serializeShopKey(key: ShopKey): string {
  return unstable_serialize(key);
}
