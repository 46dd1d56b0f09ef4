import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../domain/constants.js';
import { alternatePath, buildPath, localeFromPath, matchPath, pathPrefix, routeTable, routerPattern, type RouteName } from './routes.js';

/** The screen table of requirements §2, copied as written: [English, Hungarian]. */
const specTable: ReadonlyArray<readonly [string, string]> = [
  ['/en', '/hu'],
  ['/en/search', '/hu/kereses'],
  ['/en/sale', '/hu/akcios'],
  ['/en/blog', '/hu/blog'],
  ['/en/blog/{slug}', '/hu/blog/{slug}'],
  ['/en/favourites', '/hu/kedvencek'],
  ['/en/faq', '/hu/gyakran-ismetelt-kerdesek'],
  ['/en/service-agrrement', '/hu/altalanos-szerzodesi-feltetelek'],
  ['/en/account', '/hu/account'],
  ['/en/account/orders', '/hu/account/orders'],
  ['/en/cart', '/hu/kosar'],
  ['/en/cart/data', '/hu/kosar/adatok'],
  ['/en/product', '/hu/product'],
  ['/en/products/{product_slug}', '/hu/termekek/{product_slug}'],
  ['/en/all-products', '/hu/termekek'],
  ['/en/categories/{category_slug}', '/hu/kategoriak/{category_slug}'],
  ['/en/carrier', '/hu/karrier'],
  ['/en/cookie-rules', '/hu/cookie-szabalyzat'],
  ['/en/companies', '/hu/cegunk'],
  ['/en/contact', '/hu/kapcsolat'],
  ['/en/stocks', '/hu/raktar'],
  ['/en/delivery', '/hu/szallitas'],
  ['/en/delivery-and-payment', '/hu/szallitasi-fizetesi-feltetelek'],
  ['/en/orders/{order_hash}', '/hu/orders/{order_hash}'],
  ['/en/checkout/result', '/hu/checkout/result'],
  ['/en/checkout/result/{order_hash}', '/hu/checkout/result/{order_hash}'],
  ['/en/offer/data', '/hu/ajanlat/adatok'],
  ['/en/checkout/offer/{offer_hash}', '/hu/checkout/offer/{offer_hash}'],
  ['/en/adatlap', '/hu/adatlap'],
  ['/en/newsletter', '/hu/hirlevel'],
  ['/en/{page_slug}', '/hu/{page_slug}'],
];

/** The spec's named routes (requirements §2) and the screens it implies without a path. */
const specNames = [
  'index',
  'search',
  'sale',
  'blog',
  'blog-slug',
  'favourites',
  'faq',
  'terms',
  'account',
  'account-orders',
  'cart',
  'cart-data',
  'product',
  'products-product_slug',
  'all-products',
  'categories-category_slug',
  'careers',
  'cookie-rules',
  'company',
  'contact',
  'stocks',
  'delivery',
  'delivery-and-payment',
  'orders-order_hash',
  'checkout-result',
  'checkout-result-order_hash',
  'offer-data',
  'checkout-offer-offer_hash',
  'data-sheet',
  'newsletter',
  'page_slug',
];
const designed = {
  'auth-login': ['/en/login', '/hu/bejelentkezes'],
  'auth-register': ['/en/register', '/hu/regisztracio'],
  'auth-register-success': ['/en/register/success', '/hu/regisztracio/sikeres'],
  'auth-activate': ['/en/activate/{token}', '/hu/aktivalas/{token}'],
  'auth-password-reminder': ['/en/forgot-password', '/hu/elfelejtett-jelszo'],
  'auth-password-reset': ['/en/reset-password/{token}', '/hu/jelszo-visszaallitas/{token}'],
  'offer-result': ['/en/offer/result', '/hu/ajanlat/eredmeny'],
  'cookie-settings': ['/en/cookie-settings', '/hu/cookie-beallitasok'],
  showroom: ['/en/showroom', '/hu/bemutatoterem'],
  withdrawal: ['/en/withdrawal', '/hu/elallas'],
};

type AnyParams = Record<string, string | string[]>;

/** Realistic params for a route: several segments for multi-segment params, one for the others. */
function sampleParams(route: (typeof routeTable)[number], locale: Locale): AnyParams {
  const params: AnyParams = {};
  for (const [, name] of route.paths.en.matchAll(/\{(\w+)\}/g)) {
    const multi = 'multi' in route && (route.multi as readonly string[]).includes(name!);
    params[name!] = multi ? (locale === 'hu' ? ['nappali', 'kanapek', `${name}-42`] : ['living-room', 'sofas', `${name}-42`]) : 'a1b2c3d4e5f6';
  }
  return params;
}

const build = (name: string, locale: Locale, params: AnyParams) =>
  (buildPath as (name: string, locale: Locale, params: AnyParams) => string)(name, locale, params);

describe('routeTable', () => {
  it('holds every screen path of the spec table in both languages, spelled as the spec spells them (requirements §2)', () => {
    const table = routeTable.filter((route) => !('designed' in route)).map((route) => [route.paths.en, route.paths.hu]);
    expect(table).toEqual(specTable);
    expect(table.flat()).toHaveLength(62);
  });

  it("uses the spec's route names (requirements §2)", () => {
    expect(routeTable.filter((route) => !('designed' in route)).map((route) => route.name)).toEqual(specNames);
  });

  it('gives the screens implied by the texts a path in both languages, marked as designed (requirements §2)', () => {
    const chosen = Object.fromEntries(routeTable.filter((route) => 'designed' in route).map((route) => [route.name, [route.paths.en, route.paths.hu]]));
    expect(chosen).toEqual(designed);
  });

  it('has unique names and unique paths', () => {
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
    const paths = routeTable.flatMap((route) => LOCALES.map((locale) => route.paths[locale]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('prefixes every path with its language (requirements §2)', () => {
    for (const route of routeTable) {
      for (const locale of LOCALES) expect(route.paths[locale] === `/${locale}` || route.paths[locale].startsWith(`/${locale}/`)).toBe(true);
    }
  });

  it('has the same params in both languages, with multi-segment params last (requirements §2)', () => {
    for (const route of routeTable) {
      const params = (locale: Locale) => [...route.paths[locale].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(params('hu')).toEqual(params('en'));
      for (const multi of 'multi' in route ? route.multi : []) expect(route.paths.en.endsWith(`{${multi}}`)).toBe(true);
    }
  });

  it('marks the blog slug, category_slug and product_slug as multi-segment, and the catch-all too (requirements §2)', () => {
    const multi = routeTable.flatMap((route) => ('multi' in route ? route.multi : []));
    expect(multi).toEqual(['slug', 'product_slug', 'category_slug', 'page_slug']);
  });
});

describe('buildPath and matchPath', () => {
  it('round-trip every route in both languages (requirements §2)', () => {
    for (const route of routeTable) {
      for (const locale of LOCALES) {
        const params = sampleParams(route, locale);
        const path = build(route.name, locale, params);
        expect(matchPath(path), path).toEqual({ name: route.name, locale, params });
      }
    }
  });

  it('build the spec paths with the params filled in', () => {
    expect(buildPath('cart', 'hu')).toBe('/hu/kosar');
    expect(buildPath('terms', 'en')).toBe('/en/service-agrrement');
    expect(buildPath('orders-order_hash', 'en', { order_hash: 'f00d' })).toBe('/en/orders/f00d');
    expect(buildPath('products-product_slug', 'hu', { product_slug: 'nappali/kanapek/oslo-kanape-42' })).toBe('/hu/termekek/nappali/kanapek/oslo-kanape-42');
    expect(buildPath('categories-category_slug', 'en', { category_slug: ['living-room', 'sofas'] })).toBe('/en/categories/living-room/sofas');
  });

  it('serve the Hungarian home at / (requirements §1, §2)', () => {
    expect(matchPath('/')).toEqual({ name: 'index', locale: 'hu', params: {} });
    expect(matchPath('')).toEqual({ name: 'index', locale: 'hu', params: {} });
    expect(matchPath('/en')).toEqual({ name: 'index', locale: 'en', params: {} });
  });

  it('let a blog slug span several segments (requirements §2)', () => {
    expect(matchPath('/en/blog/2026/spring/new-sofas')).toEqual({
      name: 'blog-slug',
      locale: 'en',
      params: { slug: ['2026', 'spring', 'new-sofas'] },
    });
  });

  it('read category_slug as a list of segments (requirements §2)', () => {
    expect(matchPath('/hu/kategoriak/nappali/kanapek')).toEqual({
      name: 'categories-category_slug',
      locale: 'hu',
      params: { category_slug: ['nappali', 'kanapek'] },
    });
  });

  it('read a product path with its category path and id (requirements §2)', () => {
    expect(matchPath('/en/products/living-room/sofas/oslo-sofa-42')?.params).toEqual({
      product_slug: ['living-room', 'sofas', 'oslo-sofa-42'],
    });
  });

  it('encode and decode non-ASCII slugs and slashes inside single params', () => {
    const path = buildPath('blog-slug', 'hu', { slug: ['őszi-újdonságok'] });
    expect(path).toBe('/hu/blog/%C5%91szi-%C3%BAjdons%C3%A1gok');
    expect(matchPath(path)?.params).toEqual({ slug: ['őszi-újdonságok'] });
    const reset = buildPath('auth-password-reset', 'en', { token: 'ab/cd+ef' });
    expect(reset).toBe('/en/reset-password/ab%2Fcd%2Bef');
    expect(matchPath(reset)?.params).toEqual({ token: 'ab/cd+ef' });
  });

  it('ignore a trailing slash, the query, the hash, the origin and the case of fixed parts', () => {
    expect(matchPath('/hu/kosar/')?.name).toBe('cart');
    expect(matchPath('/hu/kereses?q=kanap%C3%A9#results')?.name).toBe('search');
    expect(matchPath('https://shop.example/en/cart/data?x=1')?.name).toBe('cart-data');
    expect(matchPath('/EN/Cart')).toMatchObject({ name: 'cart', locale: 'en' });
  });

  it('match nothing outside the two languages or with malformed encoding', () => {
    expect(matchPath('/favicon.ico')).toBeNull();
    expect(matchPath('/de/warenkorb')).toBeNull();
    expect(matchPath('/en/blog/%E0%A4%A')).toBeNull();
  });

  it('throw a message naming the API for a missing param or an unknown route', () => {
    expect(() => build('orders-order_hash', 'en', {})).toThrow(
      /buildPath\("orders-order_hash", "en"\): the param "order_hash" needs a single non-empty path segment/,
    );
    expect(() => build('blog-slug', 'en', { slug: [] })).toThrow(/the param "slug" needs one or more path segments/);
    expect(() => build('nope', 'en', {})).toThrow(/buildPath: unknown route "nope"/);
    expect(() => buildPath('cart', 'de' as Locale)).toThrow(/unknown locale "de"/);
    // @ts-expect-error: the route needs its order_hash
    expect(() => buildPath('orders-order_hash', 'hu')).toThrow();
  });
});

describe('the catch-all page_slug', () => {
  it('does not shadow any other route (requirements §2)', () => {
    for (const route of routeTable.filter((entry) => entry.name !== 'page_slug')) {
      for (const locale of LOCALES) {
        expect(matchPath(build(route.name, locale, sampleParams(route, locale)))?.name).toBe(route.name);
      }
    }
  });

  it('matches any other path of a language, over several segments (requirements §2)', () => {
    expect(matchPath('/hu/rolunk')).toEqual({ name: 'page_slug', locale: 'hu', params: { page_slug: ['rolunk'] } });
    expect(matchPath('/en/about/our-story')).toEqual({ name: 'page_slug', locale: 'en', params: { page_slug: ['about', 'our-story'] } });
    expect(matchPath('/en/account/orders/extra')?.name).toBe('page_slug');
    expect(matchPath('/en/kosar')?.name).toBe('page_slug');
  });

  it('leaves the routes that share a prefix apart', () => {
    expect(matchPath('/hu/termekek')?.name).toBe('all-products');
    expect(matchPath('/hu/termekek/oslo-kanape-42')?.name).toBe('products-product_slug');
    expect(matchPath('/en/checkout/result')?.name).toBe('checkout-result');
    expect(matchPath('/en/checkout/result/abc')?.name).toBe('checkout-result-order_hash');
    expect(matchPath('/en/checkout/result/abc/def')?.name).toBe('page_slug');
    expect(matchPath('/en/product')?.name).toBe('product');
    expect(matchPath('/en/register/success')?.name).toBe('auth-register-success');
  });
});

describe('localeFromPath', () => {
  it('reads the language prefix and defaults to Hungarian (requirements §1)', () => {
    expect(localeFromPath('/en/cart')).toBe('en');
    expect(localeFromPath('/hu/kosar')).toBe('hu');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/')).toBe('hu');
    expect(localeFromPath('/english/page')).toBe('hu');
    expect(localeFromPath('https://shop.example/en?x=1')).toBe('en');
  });
});

describe('alternatePath', () => {
  const translatedAlternates = (locale: Locale): AnyParams => ({
    slug: sampleParams(routeTable[4], locale).slug!,
    product_slug: locale === 'hu' ? ['nappali', 'kanapek', 'product_slug-42'] : ['living-room', 'sofas', 'product_slug-42'],
    category_slug: locale === 'hu' ? ['nappali', 'kanapek', 'category_slug-42'] : ['living-room', 'sofas', 'category_slug-42'],
    page_slug: locale === 'hu' ? ['nappali', 'kanapek', 'page_slug-42'] : ['living-room', 'sofas', 'page_slug-42'],
  });

  it('maps every route to the other language (requirements §2)', () => {
    for (const route of routeTable) {
      for (const [from, to] of [
        ['en', 'hu'],
        ['hu', 'en'],
      ] as const) {
        const source = build(route.name, from, sampleParams(route, from));
        expect(alternatePath(source, to, translatedAlternates(to)), source).toBe(build(route.name, to, sampleParams(route, to)));
      }
    }
  });

  it('keeps language-neutral params such as order hashes and tokens', () => {
    expect(alternatePath('/en/orders/9f8e7d', 'hu')).toBe('/hu/orders/9f8e7d');
    expect(alternatePath('/hu/jelszo-visszaallitas/tok3n', 'en')).toBe('/en/reset-password/tok3n');
  });

  it("lands on the nearest listing when the other language's slug is unknown", () => {
    expect(alternatePath('/hu/termekek/nappali/oslo-kanape-42', 'en')).toBe('/en/all-products');
    expect(alternatePath('/hu/kategoriak/nappali', 'en', { category_slug: [] })).toBe('/en/all-products');
    expect(alternatePath('/en/blog/spring', 'hu')).toBe('/hu/blog');
    expect(alternatePath('/en/about-us', 'hu')).toBe('/hu');
  });

  it('keeps the query and the hash', () => {
    expect(alternatePath('/hu/kereses?q=kanap%C3%A9&page=2#list', 'en')).toBe('/en/search?q=kanap%C3%A9&page=2#list');
  });

  it('treats / as the Hungarian home and unknown paths as the target home', () => {
    expect(alternatePath('/', 'en')).toBe('/en');
    expect(alternatePath('/favicon.ico', 'en')).toBe('/en');
  });

  it('returns the normalised path for the same language', () => {
    expect(alternatePath('/hu/termekek/oslo-kanape-42/', 'hu')).toBe('/hu/termekek/oslo-kanape-42');
  });
});

describe('pathPrefix', () => {
  it('gives a route up to its first param, for return addresses the server completes (requirements §7 result_url)', () => {
    expect(pathPrefix('auth-password-reset', 'en')).toBe('/en/reset-password/');
    expect(pathPrefix('auth-activate', 'hu')).toBe('/hu/aktivalas/');
    expect(pathPrefix('checkout-result', 'hu')).toBe('/hu/checkout/result');
  });

  it('yields a path that matches once the token is appended, with or without a joining slash', () => {
    const prefix = pathPrefix('auth-password-reset', 'hu');
    expect(matchPath(`${prefix}abc123`)).toEqual({ name: 'auth-password-reset', locale: 'hu', params: { token: 'abc123' } });
    expect(matchPath(`${prefix}/abc123`)?.name).toBe('auth-password-reset');
  });
});

describe('routerPattern', () => {
  it('writes params in React Router syntax with splats for multi-segment params', () => {
    expect(routerPattern('orders-order_hash', 'hu')).toBe('/hu/orders/:order_hash');
    expect(routerPattern('products-product_slug', 'en')).toBe('/en/products/*');
    expect(routerPattern('page_slug', 'hu')).toBe('/hu/*');
    expect(routerPattern('index', 'en')).toBe('/en');
  });

  it('exists for every route and language without duplicates', () => {
    const patterns = routeTable.flatMap((route) => LOCALES.map((locale) => routerPattern(route.name as RouteName, locale)));
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
