import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopLoadContext } from '../app/lib/load-context.js';
import { createHost } from './create-host.js';
import { isSharedPagePath, PageCache, SHARED_PAGE_CACHE_CONTROL } from './page-cache.js';

/**
 * A server build whose document shows what the render saw: the load context's nonce (on a script
 * tag, as the shop's pages carry it), whether it was a shared render, and the cookies it was given.
 */
function shop() {
  const seen = { renders: 0, apiCookies: [] as string[] };
  const build = {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, _router: unknown, context: ShopLoadContext) => {
          seen.renders += 1;
          headers.set('Content-Type', 'text/html; charset=utf-8');
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
const nonceOf = (answer: Response) => /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];

describe('anonymous product and category pages', () => {
  it.each([PRODUCT, CATEGORY])('%s is cacheable by shared caches, keyed by cookies, and sets no cookie', async (path) => {
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

  it('leaves other pages and React Router’s data requests personal: the first visit gets its XSRF cookie', async () => {
    const { app } = shop();
    for (const path of ['/hu', '/hu/kosar', `${PRODUCT}.data`, '/hu/termekek']) {
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

  it('tells product and category paths from the rest', () => {
    expect(isSharedPagePath(PRODUCT)).toBe(true);
    expect(isSharedPagePath('/en/products/living-room/oslo-sofa-42')).toBe(true);
    expect(isSharedPagePath('/hu/kategoriak/nappali')).toBe(true);
    expect(isSharedPagePath('/hu/termekek')).toBe(false);
    expect(isSharedPagePath('/hu/kategoriak/')).toBe(false);
    expect(isSharedPagePath('/hu/kosar')).toBe(false);
  });
});

describe('PageCache', () => {
  it('forgets a page after its time to live', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 60_000, now: () => now });
    cache.set('/a', { status: 200, headers: [], body: 'a', nonce: 'n' });
    now = 59_999;
    expect(cache.get('/a')?.body).toBe('a');
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
    expect(cache.get('/a')?.body).toBe('a');
    expect(cache.get('/c')?.body).toBe('c');
  });
});
