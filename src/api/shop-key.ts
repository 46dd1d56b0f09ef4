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
 * | `withdrawable-orders` | – | `useWithdrawableOrders` |
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
  | 'user'
  | 'withdrawable-orders';

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
 * It is the string SWR's own `unstable_serialize` gives for the same key (a test holds the two
 * equal), computed here without SWR so that server code needs neither React nor SWR.
 *
 * @example
 * const fallback = { [serializeShopKey(shopKey('cart', locale, currency))]: await api.cart() };
 * <ShopProvider locale={locale} fallback={fallback}>…</ShopProvider>
 */
export function serializeShopKey(key: ShopKey): string {
  return key.length ? stableHash(key) : '';
}

// SWR's key hash for the values a key holds (text, numbers, booleans, null, undefined, dates,
// arrays and plain objects): arrays as `@item,item,`; plain objects as `#name:value,` with the names
// in reverse alphabetical order and undefined values left out; text JSON-quoted; the rest as `String()`.
function stableHash(value: unknown): string {
  if (Array.isArray(value)) return `@${Array.from(value, (item) => `${stableHash(item)},`).join('')}`;
  if (value instanceof Date) return value.toJSON();
  if (typeof value === 'object' && value !== null) {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError('serializeShopKey: a key holds only text, numbers, booleans, dates, arrays and plain objects.');
    }
    const record = value as Record<string, unknown>;
    const names = Object.keys(record).sort().reverse();
    return `#${names.filter((name) => record[name] !== undefined).map((name) => `${name}:${stableHash(record[name])},`).join('')}`;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}
