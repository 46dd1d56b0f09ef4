/**
 * The headers of every kind of answer, read over real HTTP through the Node adapter the server
 * runs on: security headers, CORS for the shop's own origins, caching, and what a page or an image
 * brings of its own. Every header is prepared before the handler runs (`app.ts`), so these tests
 * also guard that nothing is lost on the way: a JSON answer, an error, a page, an image, a
 * redirect and a preflight each carry what they must.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, type ClientTarget } from './support/client.js';
import { addToCart, fixtures, placeOrder, readyForCheckout } from './support/shop.js';

let api: TestApi;
let server: ServerType;
let base: string;

beforeAll(async () => {
  api = await createTestApi();
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/** The test client's requests, sent over HTTP to the listening server instead of in process. */
const overHttp: ClientTarget['fetch'] = async (request: Request) => {
  const url = new URL(request.url);
  return fetch(`${base}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: request.body ? await request.text() : undefined,
    redirect: 'manual',
  });
};
/** A client of the shop over HTTP (the shop's helpers also read the database the API uses). */
const client = (options?: ConstructorParameters<typeof Client>[1]) => new Client({ ...api, fetch: overHttp }, options);
const fromShop = { headers: { Origin: ORIGIN } };

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectSecurity(headers: Headers, csp = DEFAULT_CSP) {
  for (const [name, value] of Object.entries(SECURITY)) expect(headers.get(name), name).toBe(value);
  expect(headers.get('content-security-policy')).toBe(csp);
}

function expectShopCors(headers: Headers) {
  expect(headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(headers.get('access-control-allow-credentials')).toBe('true');
  expect(headers.get('access-control-expose-headers')).toContain('Retry-After');
  expect(headers.get('vary')).toContain('Origin');
}

describe('headers over HTTP', () => {
  it('sends a personal JSON answer with security headers, CORS for the shop, no-store and Vary on what it depends on', async () => {
    const shopper = await client().start();
    const answer = await shopper.get('/api/cart', fromShop);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body.data.summary).toBeTruthy();
    expectSecurity(answer.headers);
    expectShopCors(answer.headers);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    for (const name of ['Origin', 'Locale', 'Currency-Id', 'Cookie']) expect(answer.headers.get('vary')).toContain(name);
  });

  it('lets caches keep the catalogue briefly, per language and currency', async () => {
    const answer = await client({ locale: 'en', currency: 'EUR' }).get('/api/init', fromShop);
    expect(answer.status).toBe(200);
    expectSecurity(answer.headers);
    expectShopCors(answer.headers);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('vary')).toContain('Currency-Id');
    expect(answer.headers.get('vary')).not.toContain('Cookie');
  });

  it('never lets caches keep an error, even of a public call, and gives it the same security headers and CORS', async () => {
    const missing = await client().get('/api/products?category=nincs-ilyen-kategoria', fromShop);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expectSecurity(missing.headers);
    expectShopCors(missing.headers);

    const invalid = await client().get('/api/products?sort=nonsense', fromShop);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.sort).toBeTruthy();
    expect(invalid.headers.get('cache-control')).toBe('no-store');
    expectSecurity(invalid.headers);

    const noToken = await (await client().start()).post('/api/cart/product', { product_id: 1, quantity: 1 }, { csrf: false, ...fromShop });
    expect(noToken.status).toBe(419);
    expect(noToken.body.message).toBe('CSRF token mismatch.');
    expectSecurity(noToken.headers);
    expectShopCors(noToken.headers);

    const nowhere = await client().get('/api/nothing-here', fromShop);
    expect(nowhere.status).toBe(404);
    expectSecurity(nowhere.headers);
    expectShopCors(nowhere.headers);
  });

  it('starts a session with both cookies and the same security headers', async () => {
    const fresh = client();
    const answer = await fresh.get('/sanctum/csrf-cookie', fromShop);
    expect(answer.status).toBe(204);
    expectSecurity(answer.headers);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/XSRF-TOKEN=/);
    // The session is stored with the first change.
    const changed = await fresh.post('/api/favourites/1', undefined, fromShop);
    expectSecurity(changed.headers);
    expect(changed.headers.getSetCookie().join('\n')).toMatch(/otthon_session=.+HttpOnly/i);
    expect(fresh.session).toBeTruthy();
  });

  it("keeps a page's own content policy and caching, and adds the rest", async () => {
    const shopper = await client().start();
    const [product] = await fixtures.plain(api, 3);
    await addToCart(shopper, product!.id, 1);
    await readyForCheckout(shopper, { payment: 'card_online' });
    const placed = await placeOrder(shopper);
    expect(placed.status).toBe(201);
    const gateway = new URL(placed.body.data.redirect_url, ORIGIN).pathname;
    const page = await shopper.get(gateway);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain('form-action');
    expectSecurity(page.headers, csp);
    expect(page.headers.get('cache-control')).toBe('no-store');

    const decided = await shopper.request('POST', gateway, { form: { decision: 'approve' }, csrf: false });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toContain('order_hash=');
    expectSecurity(decided.headers);
  });

  it("keeps an image's own long-lived caching", async () => {
    const listing = await client().get('/api/products?per_page=1');
    const src: string = listing.body.data.items[0].image.src;
    const image = await client().get(new URL(src, ORIGIN).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurity(image.headers);
  });

  it('answers a preflight from the shop with what it may send, and tells another origin nothing', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/cart/product`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-xsrf-token, content-type' },
      });
    const own = await preflight(ORIGIN);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(own.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(own.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');
    expect(own.headers.get('access-control-max-age')).toBe('600');
    expectSecurity(own.headers);

    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await client().get('/api/init', { headers: { Origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});
