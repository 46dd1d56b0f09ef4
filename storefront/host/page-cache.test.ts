import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopLoadContext } from '../app/lib/load-context.js';
import { createHost } from './create-host.js';
import { type CachedPage, isSharedPageAddress, isSharedPagePath, PageCache, pageBody, SHARED_PAGE_CACHE_CONTROL } from './page-cache.js';

/**
 * A server build whose document shows what the render saw: the load context's nonce (on a script
 * tag, as the shop's pages carry it), whether it was a shared render, and the cookies it was given.
 */
function shop({ noStorePaths = [] as string[] } = {}) {
  const seen = { renders: 0, apiCookies: [] as string[] };
  const build = {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, _router: unknown, context: ShopLoadContext) => {
          seen.renders += 1;
          headers.set('Content-Type', 'text/html; charset=utf-8');
          // What a personal screen's route says of its answer.
          if (noStorePaths.includes(new URL(request.url).pathname)) headers.set('Cache-Control', 'private, no-store');
          headers.append('Set-Cookie', 'otthon_session=from-a-loader; Path=/; HttpOnly');
          const body = `<!doctype html><script nonce="${context.nonce}">x</script><p data-shared="${context.sharedPage}" data-cookie="${request.headers.get('cookie') ?? ''}">page</p>`;
          return new Response(body, { status, headers });
        },
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
    },
    assets: { version: 'v1', url: '/assets/manifest-v1.js', entry: { module: '/assets/entry.js', imports: [] }, routes: {} },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  const api = {
    fetch: (request: Request) => {
      seen.apiCookies.push(request.headers.get('cookie') ?? '');
      return new Response(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=new; Path=/' } });
    },
  };
  const app = createHost({ api, build, mode: 'production', publicOrigin: 'https://shop.example', pageCache: new PageCache() });
  return { app, seen };
}

const PRODUCT = '/hu/termekek/nappali/oslo-kanape-42';
const CATEGORY = '/en/categories/living-room?page=2';
/** Pages the same for every cookie-less visitor besides products and categories, in both languages. */
const CONTENT_PAGES = [
  '/',
  '/hu',
  '/en',
  '/en/sale',
  '/hu/termekek?sort=price',
  '/en/blog',
  '/en/blog?tag=living',
  '/hu/blog/a-nappali-fenyei',
  '/en/faq',
  '/hu/altalanos-szerzodesi-feltetelek',
  '/en/about-us',
  '/hu/kapcsolat',
  '/en/showroom',
  '/en/newsletter',
  '/hu/cookie-beallitasok',
  '/en/adatlap?product=42',
];
/** Pages that stay the visitor's own: searches, the cart and checkout, the account, login and forms that know their visitor. */
const PRIVATE_PAGES = [
  '/hu/kereses?q=kanape',
  '/en/search?q=sofa',
  '/en/search',
  '/en/categories/living-room?q=sofa',
  '/en/all-products?q=lamp',
  '/hu/kosar',
  '/en/cart/data',
  '/en/checkout/result/abc123',
  '/en/favourites',
  '/en/account',
  '/en/account/orders',
  '/en/orders/abc123',
  '/en/login',
  '/en/register',
  '/en/forgot-password',
  '/en/reset-password/token',
  '/en/activate/token',
  '/en/withdrawal',
  '/en/checkout/offer/abc123',
];
const nonceOf = (answer: Response) => /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];

describe('pages every cookie-less visitor shares', () => {
  it.each([PRODUCT, CATEGORY, ...CONTENT_PAGES])('%s is cacheable by shared caches, keyed by cookies, and sets no cookie', async (path) => {
    const { app, seen } = shop();
    const answer = await app.request(path, { headers: { Cookie: '_cdn=1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(answer.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(answer.headers.get('vary')).toMatch(/^Cookie\b/);
    expect(answer.headers.getSetCookie()).toEqual([]);
    // Rendered for nobody: no session started, no cookie (not even a CDN's own) passed on.
    const html = await answer.text();
    expect(html).toContain('data-shared="true" data-cookie=""');
    expect(seen.apiCookies).toEqual([]);
    expect(html).toContain(`nonce="${nonceOf(answer)}"`);
  });

  it('is rendered once and then served from the host’s copy, each answer with its own nonce', async () => {
    const { app, seen } = shop();
    const first = await app.request(PRODUCT);
    const second = await app.request(PRODUCT);
    expect(seen.renders).toBe(1);
    expect(second.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.get('age')).toBe('0');
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(nonceOf(second)).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    const html = await second.text();
    expect(html).toContain(`nonce="${nonceOf(second)}"`);
    expect(html).not.toContain(nonceOf(first));
  });

  it.each(['otthon_session=abc', 'XSRF-TOKEN=t', 'currency_id=2', 'vat_mode=net', 'cookie_consent=all', 'locale=en'])(
    'is personal with %s: private, rendered with the cookie, never from the shared copy',
    async (cookie) => {
      const { app, seen } = shop();
      await app.request(PRODUCT);
      const answer = await app.request(PRODUCT, { headers: { Cookie: cookie } });
      expect(seen.renders).toBe(2);
      expect(answer.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
      expect(answer.headers.get('vary')).toMatch(/^Cookie\b/);
      expect(await answer.text()).toContain(`data-shared="false" data-cookie="${cookie}`);
    },
  );

  it('answers a cookie-less home page from the host’s copy the second time, shared, with its own nonce', async () => {
    const { app, seen } = shop();
    const first = await app.request('/en');
    await first.text();
    const second = await app.request('/en', { headers: { Cookie: '_cdn=1' } });
    expect(seen.renders).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.get('vary')).toMatch(/^Cookie\b/);
    expect(second.headers.get('age')).toBe('0');
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await second.text()).toContain(`nonce="${nonceOf(second)}"`);
    // `/` and `/hu` show the same page at two addresses, each kept under its own.
    await (await app.request('/')).text();
    expect(seen.renders).toBe(2);
  });

  it('renders the home page for a visitor with the shop’s cookies, never from the shared copy', async () => {
    const { app, seen } = shop();
    await (await app.request('/hu')).text();
    const answer = await app.request('/hu', { headers: { Cookie: 'otthon_session=abc; XSRF-TOKEN=t' } });
    expect(seen.renders).toBe(2);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    expect(answer.headers.get('age')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/^Cookie\b/);
    expect(await answer.text()).toContain('data-shared="false" data-cookie="otthon_session=abc; XSRF-TOKEN=t"');
  });

  it('never shares an answer its route marks as not to be stored, whatever its address', async () => {
    const { app, seen } = shop({ noStorePaths: ['/en/newsletter'] });
    for (let view = 0; view < 2; view++) {
      const answer = await app.request('/en/newsletter');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('age')).toBeNull();
      await answer.text();
    }
    expect(seen.renders).toBe(2);
  });

  it.each(PRIVATE_PAGES)('leaves %s personal: rendered each time, private, and the first visit gets its XSRF cookie', async (path) => {
    const { app, seen } = shop();
    for (let view = 1; view <= 2; view++) {
      const answer = await app.request(path);
      expect(answer.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
      expect(answer.headers.get('age')).toBeNull();
      expect(answer.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
      expect(await answer.text()).toContain('data-shared="false"');
      expect(seen.renders).toBe(view);
    }
  });

  it('leaves React Router’s data requests personal: the first visit gets its XSRF cookie', async () => {
    const { app } = shop();
    for (const path of [`${PRODUCT}.data`, '/en.data', '/_root.data']) {
      const answer = await app.request(path);
      expect(answer.headers.get('cache-control') ?? '', path).not.toMatch(/public|s-maxage/);
      expect(
        answer.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN=')),
        path,
      ).toBe(true);
      // Read to the end, as an HTTP server sends it: a render gives its turn back then.
      await answer.text();
    }
  });

  it('tells the shared screens’ addresses from the rest, in either language', () => {
    for (const path of [PRODUCT, '/en/products/living-room/oslo-sofa-42', '/hu/kategoriak/nappali', '/hu/termekek', '/', '/EN/FAQ', '/hu/blog/']) {
      expect(isSharedPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/hu/kosar',
      '/HU/KOSAR',
      '/en/search',
      '/hu/kereses',
      '/en/account/orders',
      '/en/orders/abc',
      '/en/login',
      '/en/withdrawal',
      '/nowhere',
    ]) {
      expect(isSharedPagePath(path), path).toBe(false);
    }
    expect(isSharedPageAddress(new URL('https://shop.example/en/sale?sort=price&page=2'))).toBe(true);
    expect(isSharedPageAddress(new URL('https://shop.example/en/sale?q=lamp'))).toBe(false);
    expect(isSharedPageAddress(new URL('https://shop.example/en/adatlap?q=OT-SOF'))).toBe(false);
  });
});

/** A kept page's body as an answer with the nonce `n` would send it. */
const bodyOf = (page: CachedPage | undefined) => (page ? new TextDecoder().decode(pageBody(page, 'n')) : undefined);

describe('PageCache', () => {
  it('forgets a page after its time to live', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 60_000, now: () => now });
    cache.set('/a', { status: 200, headers: [], body: 'a', nonce: 'n' });
    now = 59_999;
    expect(bodyOf(cache.get('/a'))).toBe('a');
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used page when full', () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set('/a', { status: 200, headers: [], body: 'a', nonce: 'n' });
    cache.set('/b', { status: 200, headers: [], body: 'b', nonce: 'n' });
    cache.get('/a');
    cache.set('/c', { status: 200, headers: [], body: 'c', nonce: 'n' });
    expect(cache.get('/b')).toBeUndefined();
    expect(bodyOf(cache.get('/a'))).toBe('a');
    expect(bodyOf(cache.get('/c'))).toBe('c');
  });

  it('gives each answer the body with its own nonce wherever the kept one stood, in UTF-8', () => {
    const cache = new PageCache();
    const body = '<script nonce="old-1">ő</script><p>Kanapé és fotel</p><script nonce="old-1">ű</script>old-1';
    cache.set('/hu', { status: 200, headers: [], body, nonce: 'old-1' });
    const page = cache.get('/hu')!;
    expect(new TextDecoder().decode(pageBody(page, 'NEW'))).toBe(body.replaceAll('old-1', 'NEW'));
    expect(new TextDecoder().decode(pageBody(page, 'another-nonce'))).toBe(body.replaceAll('old-1', 'another-nonce'));
  });
});
