import type { CurrencyCode, Locale } from '../domain/constants.js';
import type { GetEndpointId } from './shop-api.js';

/**
 * The GET calls whose answers the hooks cache, each named by its endpoint id in the contract's
 * table (docs/api.md), with the arguments its key takes after locale and currency:
 *
 * | name | args | hook |
 * |---|---|---|
 * | `account` | – | `useAccount` |
 * | `accountOrders` | page | `useAccountOrders` |
 * | `blogPost` | slug | `useBlogPost` |
 * | `blogPosts` | query | `useBlogPosts` |
 * | `brands` | – | `useBrands` |
 * | `cart` | – | `useCart`, `useCheckout` |
 * | `categories` | – | `useCategories` |
 * | `cities` | query | `useCities`, `usePostcodeLookup` |
 * | `countries` | – | `useCountries` |
 * | `currencies` | – | `useCurrencies`, `useCurrency` |
 * | `dataSheet` | product id | `useDataSheet` |
 * | `deliverySlots` | chosen method id, cart revision | `useDeliverySlots` |
 * | `favourites` | – | `useFavourites` |
 * | `home` | – | `useHome` |
 * | `init` | – | `useInit` |
 * | `offer` | offer hash | `useOffer` |
 * | `order` | order hash | `useOrder`, `useCheckoutResult` |
 * | `page` | slug | `usePage` |
 * | `pickupPoints` | query (`{ q, carrier? }`) | `usePickupPoints` |
 * | `product` | product id | `useProduct` |
 * | `products` | query | `useProducts` |
 * | `resolveCategory` | slug path (`'nappali/kanapek'`) | `useCategory` |
 * | `showroom` | – | `useShowroom` |
 * | `suggest` | trimmed text | `useSearchSuggestions` |
 * | `user` | – | `useAuth` |
 * | `withdrawableOrders` | – | `useWithdrawableOrders` |
 *
 * A name that is not the id of a GET endpoint fails to compile, and a hook can file only that
 * endpoint's answer under it (`useShopQuery`).
 */
export type ShopKeyName = CachedGets<
  | 'account'
  | 'accountOrders'
  | 'blogPost'
  | 'blogPosts'
  | 'brands'
  | 'cart'
  | 'categories'
  | 'cities'
  | 'countries'
  | 'currencies'
  | 'dataSheet'
  | 'deliverySlots'
  | 'favourites'
  | 'home'
  | 'init'
  | 'offer'
  | 'order'
  | 'page'
  | 'pickupPoints'
  | 'product'
  | 'products'
  | 'resolveCategory'
  | 'showroom'
  | 'suggest'
  | 'user'
  | 'withdrawableOrders'
>;

type CachedGets<Names extends GetEndpointId> = Names;

/** The names of the keys before they were the endpoint ids, and the ids they stand for. */
const LEGACY_NAMES = {
  'account-orders': 'accountOrders',
  'blog-post': 'blogPost',
  'blog-posts': 'blogPosts',
  category: 'resolveCategory',
  'data-sheet': 'dataSheet',
  'search-suggestions': 'suggest',
  'withdrawable-orders': 'withdrawableOrders',
} as const satisfies Record<string, ShopKeyName>;

/**
 * @deprecated A key's former name; name it by its endpoint id instead (`'accountOrders'`,
 * `'blogPost'`, `'blogPosts'`, `'resolveCategory'`, `'dataSheet'`, `'suggest'`,
 * `'withdrawableOrders'`). `shopKey` still takes it and builds the endpoint id's key.
 */
type LegacyShopKeyName = keyof typeof LEGACY_NAMES;

export type ShopKey = readonly ['otthon', ShopKeyName, Locale, CurrencyCode, ...unknown[]];

/** @deprecated Name the key by its endpoint id (see `ShopKeyName`); a former name builds the same key as the id. */
export function shopKey(name: LegacyShopKeyName, locale: Locale, currency: CurrencyCode, ...args: unknown[]): ShopKey;
/**
 * The SWR cache key of a resource. Every key holds the language and the currency, so a price or a
 * text fetched in one is never served in another from the cache (field notes: SWR facts).
 *
 * @example shopKey('cart', 'hu', 'HUF') // ['otthon', 'cart', 'hu', 'HUF']
 * @example shopKey('product', 'en', 'EUR', 42)
 */
export function shopKey(name: ShopKeyName, locale: Locale, currency: CurrencyCode, ...args: unknown[]): ShopKey;
export function shopKey(name: ShopKeyName | LegacyShopKeyName, locale: Locale, currency: CurrencyCode, ...args: unknown[]): ShopKey {
  const id = Object.hasOwn(LEGACY_NAMES, name) ? LEGACY_NAMES[name as LegacyShopKeyName] : (name as ShopKeyName);
  return endpointKey(id, locale, currency, ...args);
}

/**
 * {@link shopKey} for a name that is already an endpoint id: the provider's own keys, which never
 * use a former name, so a page does not load the table of former names.
 */
export function endpointKey(name: ShopKeyName, locale: Locale, currency: CurrencyCode, ...args: unknown[]): ShopKey {
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
    return `#${names
      .filter((name) => record[name] !== undefined)
      .map((name) => `${name}:${stableHash(record[name])},`)
      .join('')}`;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}
