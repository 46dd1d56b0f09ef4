import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/constants.js';
import { isLocale } from '../domain/locale.js';

/**
 * One screen of the shop in both languages. Patterns write params as `{name}`; a param listed in
 * `multi` spans one or more path segments and must be the last part of the pattern.
 */
export interface RouteSpec {
  readonly name: string;
  readonly paths: Readonly<Record<Locale, string>>;
  /** Params that span several segments (`/en/blog/2024/spring-sale`). */
  readonly multi?: readonly string[];
  /** Params whose value differs per language (slugs), so they need the other language's value to switch. */
  readonly translated?: readonly string[];
  /** Where a language switch lands when the other language's slugs are unknown. */
  readonly fallback?: string;
  /** The spec shows no path for this screen; this package chose it. */
  readonly designed?: true;
  /** Matches any path of its language that no other route matches; tried last. */
  readonly catchAll?: true;
}

/**
 * Every screen of the shop with its English and Hungarian path, spellings exactly as
 * the spec's table (`/en/service-agrrement`, `/en/carrier` included: they are live URLs). The
 * home pages are also served at `/` (Hungarian).
 */
export const routeTable = [
  { name: 'index', paths: { en: '/en', hu: '/hu' } },
  { name: 'search', paths: { en: '/en/search', hu: '/hu/kereses' } },
  { name: 'sale', paths: { en: '/en/sale', hu: '/hu/akcios' } },
  { name: 'blog', paths: { en: '/en/blog', hu: '/hu/blog' } },
  {
    name: 'blog-slug',
    paths: { en: '/en/blog/{slug}', hu: '/hu/blog/{slug}' },
    multi: ['slug'],
    translated: ['slug'],
    fallback: 'blog',
  },
  { name: 'favourites', paths: { en: '/en/favourites', hu: '/hu/kedvencek' } },
  { name: 'faq', paths: { en: '/en/faq', hu: '/hu/gyakran-ismetelt-kerdesek' } },
  { name: 'terms', paths: { en: '/en/service-agrrement', hu: '/hu/altalanos-szerzodesi-feltetelek' } },
  { name: 'account', paths: { en: '/en/account', hu: '/hu/account' } },
  { name: 'account-orders', paths: { en: '/en/account/orders', hu: '/hu/account/orders' } },
  { name: 'cart', paths: { en: '/en/cart', hu: '/hu/kosar' } },
  { name: 'cart-data', paths: { en: '/en/cart/data', hu: '/hu/kosar/adatok' } },
  { name: 'product', paths: { en: '/en/product', hu: '/hu/product' } },
  {
    name: 'products-product_slug',
    paths: { en: '/en/products/{product_slug}', hu: '/hu/termekek/{product_slug}' },
    multi: ['product_slug'],
    translated: ['product_slug'],
    fallback: 'all-products',
  },
  { name: 'all-products', paths: { en: '/en/all-products', hu: '/hu/termekek' } },
  {
    name: 'categories-category_slug',
    paths: { en: '/en/categories/{category_slug}', hu: '/hu/kategoriak/{category_slug}' },
    multi: ['category_slug'],
    translated: ['category_slug'],
    fallback: 'all-products',
  },
  { name: 'careers', paths: { en: '/en/carrier', hu: '/hu/karrier' } },
  { name: 'cookie-rules', paths: { en: '/en/cookie-rules', hu: '/hu/cookie-szabalyzat' } },
  { name: 'company', paths: { en: '/en/companies', hu: '/hu/cegunk' } },
  { name: 'contact', paths: { en: '/en/contact', hu: '/hu/kapcsolat' } },
  { name: 'stocks', paths: { en: '/en/stocks', hu: '/hu/raktar' } },
  { name: 'delivery', paths: { en: '/en/delivery', hu: '/hu/szallitas' } },
  { name: 'delivery-and-payment', paths: { en: '/en/delivery-and-payment', hu: '/hu/szallitasi-fizetesi-feltetelek' } },
  { name: 'orders-order_hash', paths: { en: '/en/orders/{order_hash}', hu: '/hu/orders/{order_hash}' } },
  { name: 'checkout-result', paths: { en: '/en/checkout/result', hu: '/hu/checkout/result' } },
  {
    name: 'checkout-result-order_hash',
    paths: { en: '/en/checkout/result/{order_hash}', hu: '/hu/checkout/result/{order_hash}' },
  },
  { name: 'offer-data', paths: { en: '/en/offer/data', hu: '/hu/ajanlat/adatok' } },
  {
    name: 'checkout-offer-offer_hash',
    paths: { en: '/en/checkout/offer/{offer_hash}', hu: '/hu/checkout/offer/{offer_hash}' },
  },
  { name: 'data-sheet', paths: { en: '/en/adatlap', hu: '/hu/adatlap' } },
  { name: 'newsletter', paths: { en: '/en/newsletter', hu: '/hu/hirlevel' } },

  // Screens the spec implies without a path; the product list with filters and sort is all-products.
  { name: 'auth-login', paths: { en: '/en/login', hu: '/hu/bejelentkezes' }, designed: true },
  { name: 'auth-register', paths: { en: '/en/register', hu: '/hu/regisztracio' }, designed: true },
  { name: 'auth-register-success', paths: { en: '/en/register/success', hu: '/hu/regisztracio/sikeres' }, designed: true },
  { name: 'auth-activate', paths: { en: '/en/activate/{token}', hu: '/hu/aktivalas/{token}' }, designed: true },
  { name: 'auth-password-reminder', paths: { en: '/en/forgot-password', hu: '/hu/elfelejtett-jelszo' }, designed: true },
  {
    name: 'auth-password-reset',
    paths: { en: '/en/reset-password/{token}', hu: '/hu/jelszo-visszaallitas/{token}' },
    designed: true,
  },
  { name: 'offer-result', paths: { en: '/en/offer/result', hu: '/hu/ajanlat/eredmeny' }, designed: true },
  { name: 'cookie-settings', paths: { en: '/en/cookie-settings', hu: '/hu/cookie-beallitasok' }, designed: true },
  { name: 'showroom', paths: { en: '/en/showroom', hu: '/hu/bemutatoterem' }, designed: true },
  { name: 'withdrawal', paths: { en: '/en/withdrawal', hu: '/hu/elallas' }, designed: true },

  // The CMS catch-all matches any other path of a language, so it is tried last.
  {
    name: 'page_slug',
    paths: { en: '/en/{page_slug}', hu: '/hu/{page_slug}' },
    multi: ['page_slug'],
    translated: ['page_slug'],
    fallback: 'index',
    catchAll: true,
  },
] as const satisfies readonly RouteSpec[];

export type RouteDefinition = (typeof routeTable)[number];
export type RouteName = RouteDefinition['name'];
type RouteOf<Name extends RouteName> = Extract<RouteDefinition, { name: Name }>;
type ParamsIn<Pattern extends string> = Pattern extends `${string}{${infer Param}}${infer Rest}` ? Param | ParamsIn<Rest> : never;
/** The param names of a route (`'order_hash'` for `orders-order_hash`). */
export type RouteParamName<Name extends RouteName> = ParamsIn<RouteOf<Name>['paths']['en']>;
type MultiParamOf<Name extends RouteName> = RouteOf<Name> extends { multi: readonly (infer Param)[] } ? Param : never;
/** What {@link buildPath} takes: multi-segment params as segments or a `/`-joined string. */
export type RouteParams<Name extends RouteName> = {
  [Param in RouteParamName<Name>]: Param extends MultiParamOf<Name> ? string | readonly string[] : string | number;
};
/** What {@link matchPath} gives: multi-segment params as decoded segments, the others as decoded text. */
export type MatchedParams<Name extends RouteName> = {
  [Param in RouteParamName<Name>]: Param extends MultiParamOf<Name> ? string[] : string;
};
export type RouteMatch = { [Name in RouteName]: { name: Name; locale: Locale; params: MatchedParams<Name> } }[RouteName];
/** Values of another language's slug params for {@link alternatePath}, e.g. `{ product_slug: ['nappali', 'oslo-kanape-42'] }`. */
export type AlternateSlugs = Readonly<Record<string, string | readonly string[] | null | undefined>>;

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string; multi: boolean };
interface CompiledRoute {
  route: RouteSpec;
  locale: Locale;
  segments: Segment[];
}

const byName = new Map<string, RouteSpec>(routeTable.map((route) => [route.name, route]));

function compile(route: RouteSpec, locale: Locale): CompiledRoute {
  const segments = route.paths[locale]
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param ? { kind: 'param', name: param, multi: route.multi?.includes(param) ?? false } : { kind: 'static', text: part };
    });
  return { route, locale, segments };
}

const rank = (segment: Segment | undefined) => (segment === undefined ? -1 : segment.kind === 'static' ? 0 : segment.multi ? 2 : 1);

// Static segments beat params and single params beat multi-segment ones at the first position
// where two patterns differ, so the most specific route wins whatever the table order.
const compiled = routeTable
  .flatMap((route) => LOCALES.map((locale) => compile(route, locale)))
  .sort((a, b) => {
    const catchAll = Number('catchAll' in a.route) - Number('catchAll' in b.route);
    if (catchAll !== 0) return catchAll;
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i += 1) {
      const difference = rank(a.segments[i]) - rank(b.segments[i]);
      if (difference !== 0) return difference;
    }
    return 0;
  });

function routeSpec(api: string, name: string): RouteSpec {
  const route = byName.get(name);
  if (!route) throw new Error(`${api}: unknown route "${name}"; use one of the names of routeTable.`);
  return route;
}

function segmentsOf(value: string | number | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split('/') : typeof value === 'number' ? [String(value)] : [...value];
  return parts.filter((part) => part !== '');
}

export type BuildArgs<Name extends RouteName> = [RouteParamName<Name>] extends [never] ? [params?: Record<string, never>] : [params: RouteParams<Name>];

/**
 * The path of a screen in a language. Param values are URL-encoded per segment.
 *
 * @example buildPath('cart', 'hu') // "/hu/kosar"
 * @example buildPath('products-product_slug', 'en', { product_slug: ['living-room', 'oslo-sofa-42'] })
 * // "/en/products/living-room/oslo-sofa-42"
 */
export function buildPath<Name extends RouteName>(name: Name, locale: Locale, ...[params]: BuildArgs<Name>): string {
  const route = routeSpec('buildPath', name);
  if (!isLocale(locale)) throw new Error(`buildPath("${name}"): unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}.`);
  const values = (params ?? {}) as Record<string, string | number | readonly string[] | undefined>;
  const parts = compile(route, locale).segments.flatMap((segment) => {
    if (segment.kind === 'static') return [segment.text];
    const value = values[segment.name];
    // A single-segment value keeps its slashes (encoded as %2F): tokens may contain them.
    const parts = value === undefined || value === null ? [] : segment.multi ? segmentsOf(value) : [String(value)].filter((part) => part !== '');
    if (parts.length === 0) {
      throw new Error(
        `buildPath("${name}", "${locale}"): the param "${segment.name}" needs ${segment.multi ? 'one or more path segments' : 'a single non-empty path segment'}; received ${JSON.stringify(value)}.`,
      );
    }
    return parts.map(encodeURIComponent);
  });
  return `/${parts.join('/')}`;
}

/**
 * The path of a route up to its first param, with a trailing slash (`/en/reset-password/`), for
 * return addresses the server completes with a token (password reset `result_url`, activation).
 */
export function pathPrefix(name: RouteName, locale: Locale): string {
  const segments = compile(routeSpec('pathPrefix', name), locale).segments;
  const end = segments.findIndex((segment) => segment.kind === 'param');
  const statics = (end === -1 ? segments : segments.slice(0, end)) as Array<{ text: string }>;
  return `/${statics.map((segment) => segment.text).join('/')}${end === -1 ? '' : '/'}`;
}

/**
 * The route pattern in React Router syntax: `{param}` becomes `:param`, a multi-segment param
 * becomes the splat `*` (React Router then names it `*`; {@link matchPath} gives it its real name).
 */
export function routerPattern(name: RouteName, locale: Locale): string {
  const segments = compile(routeSpec('routerPattern', name), locale).segments;
  return `/${segments.map((segment) => (segment.kind === 'static' ? segment.text : segment.multi ? '*' : `:${segment.name}`)).join('/')}`;
}

function splitPath(input: string): { path: string; suffix: string } {
  const withoutOrigin = /^[a-z][a-z\d+.-]*:\/\//i.test(input) ? input.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '') : input;
  const cut = withoutOrigin.search(/[?#]/);
  return cut === -1 ? { path: withoutOrigin, suffix: '' } : { path: withoutOrigin.slice(0, cut), suffix: withoutOrigin.slice(cut) };
}

function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part));
  } catch {
    // Malformed percent-encoding cannot name any page.
    return null;
  }
}

function matchCompiled(entry: CompiledRoute, segments: readonly string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < entry.segments.length; i += 1) {
    const pattern = entry.segments[i]!;
    const actual = segments[i];
    if (actual === undefined) return null;
    if (pattern.kind === 'static') {
      // Static parts compare case-insensitively, as React Router's routes do by default.
      if (pattern.text.toLowerCase() !== actual.toLowerCase()) return null;
    } else if (pattern.multi) {
      params[pattern.name] = segments.slice(i);
      return params;
    } else {
      params[pattern.name] = actual;
    }
  }
  return segments.length === entry.segments.length ? params : null;
}

/**
 * The screen a path shows: `/` is the Hungarian home; the CMS catch-all `page_slug`
 * matches only what no other route matches; query and hash are ignored; `null` for a path
 * outside both languages (no `/en` or `/hu` prefix).
 */
export function matchPath(pathname: string): RouteMatch | null {
  const segments = decodeSegments(splitPath(pathname).path);
  if (!segments) return null;
  if (segments.length === 0) return { name: 'index', locale: DEFAULT_LOCALE, params: {} };
  for (const entry of compiled) {
    const params = matchCompiled(entry, segments);
    if (params) return { name: entry.route.name, locale: entry.locale, params } as RouteMatch;
  }
  return null;
}

/** The language of a path: its `/en` or `/hu` prefix, otherwise the default (`/` is Hungarian). */
export function localeFromPath(pathname: string): Locale {
  const first = splitPath(pathname)
    .path.split('/')
    .find((part) => part !== '')
    ?.toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * The same page in another language, for the language switcher and `hreflang` links. Slugs of
 * products, categories, blog articles and CMS pages differ per language, so pass the other
 * language's values in `alternateSlugs`; without them the switch lands on the nearest listing
 * (blog, all products, home) rather than on a page that would not exist. Query and hash stay.
 *
 * @example alternatePath('/hu/kosar?step=2', 'en') // "/en/cart?step=2"
 * @example alternatePath('/hu/termekek/nappali/oslo-kanape-42', 'en', { product_slug: 'living-room/oslo-sofa-42' })
 */
export function alternatePath(pathname: string, targetLocale: Locale, alternateSlugs: AlternateSlugs = {}): string {
  const { path, suffix } = splitPath(pathname);
  const match = matchPath(path);
  if (!match) return buildPath('index', targetLocale);
  const route = routeSpec('alternatePath', match.name);
  const params: Record<string, string | readonly string[]> = { ...match.params };
  if (targetLocale !== match.locale) {
    for (const param of route.translated ?? []) {
      const value = alternateSlugs[param];
      if (value === undefined || value === null || segmentsOf(value).length === 0) {
        return buildPath((route.fallback ?? 'index') as 'index', targetLocale);
      }
      params[param] = value;
    }
  }
  return `${(buildPath as (name: string, locale: Locale, params: object) => string)(match.name, targetLocale, params)}${suffix}`;
}
