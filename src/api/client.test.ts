import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './api-error.js';
import { createApiClient, toQueryString, unwrap } from './client.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
beforeEach(clearCookies);

/** Records the headers of every request to a path and answers `answer`. */
function recordHeaders(method: 'get' | 'post' | 'put' | 'patch', path: string, answer: Record<string, unknown> = { data: { ok: true } }) {
  const seen: Headers[] = [];
  server.use(
    http[method](`${ORIGIN}${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('createApiClient', () => {
  it('sends the JSON Accept, Locale and Currency-Id headers on every request (requirements §7)', async () => {
    const seen = recordHeaders('get', '/api/init');
    await createApiClient({ origin: ORIGIN }).get('/api/init');
    expect(seen[0]?.get('accept')).toBe('application/json');
    expect(seen[0]?.get('locale')).toBe('hu');
    expect(seen[0]?.get('currency-id')).toBe('HUF');
  });

  it('sends the current language as Locale, read at request time', async () => {
    const seen = recordHeaders('get', '/api/init');
    let locale: 'hu' | 'en' = 'en';
    const client = createApiClient({ origin: ORIGIN, locale: () => locale });
    await client.get('/api/init');
    locale = 'hu';
    await client.get('/api/init');
    expect(seen.map((h) => h.get('locale'))).toEqual(['en', 'hu']);
  });

  it('takes Currency-Id from the currency_id cookie, else the configured default (requirements §4, §7)', async () => {
    const seen = recordHeaders('get', '/api/cart');
    const client = createApiClient({ origin: ORIGIN, defaultCurrency: 'EUR' });
    await client.get('/api/cart');
    document.cookie = 'currency_id=USD; path=/';
    await client.get('/api/cart');
    document.cookie = 'currency_id=GBP; path=/';
    await client.get('/api/cart');
    expect(seen.map((h) => h.get('currency-id'))).toEqual(['EUR', 'USD', 'EUR']);
  });

  it('echoes the URL-decoded XSRF-TOKEN cookie as X-XSRF-TOKEN (requirements §7)', async () => {
    const seen = recordHeaders('post', '/api/cart/product');
    const client = createApiClient({ origin: ORIGIN });
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc+/=123')}; path=/`;
    await client.post('/api/cart/product', { product_id: 1, quantity: 1 });
    expect(seen[0]?.get('x-xsrf-token')).toBe('abc+/=123');
  });

  it('sends no XSRF header on reads and asks for no CSRF cookie before them', async () => {
    const seen = recordHeaders('get', '/api/cart');
    await createApiClient({ origin: ORIGIN }).get('/api/cart');
    expect(seen[0]?.has('x-xsrf-token')).toBe(false);
  });

  it('fetches the CSRF cookie before the first state change of a visit instead of spending a 419 on it', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${ORIGIN}/sanctum/csrf-cookie`, () => {
        calls.push('GET /sanctum/csrf-cookie');
        document.cookie = 'XSRF-TOKEN=first; path=/';
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${ORIGIN}/api/cart/product`, ({ request }) => {
        calls.push(`POST /api/cart/product ${request.headers.get('x-xsrf-token')}`);
        return request.headers.get('x-xsrf-token') === 'first'
          ? HttpResponse.json({ data: { ok: true } })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    const client = createApiClient({ origin: ORIGIN });
    await expect(client.post('/api/cart/product', { product_id: 1, quantity: 1 })).resolves.toEqual({ ok: true });
    await client.post('/api/cart/product', { product_id: 1, quantity: 1 });
    expect(calls).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/cart/product first', 'POST /api/cart/product first']);
  });

  it('stops after one refresh with a csrf-unavailable ApiError naming the fix when the token cannot be read (API on another site)', async () => {
    const calls: string[] = [];
    server.use(
      // The API sets its cookie, but on its own site: this page never sees it.
      http.get(`${ORIGIN}/sanctum/csrf-cookie`, () => {
        calls.push('GET /sanctum/csrf-cookie');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${ORIGIN}/api/cart/product`, () => {
        calls.push('POST /api/cart/product');
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    const error = await createApiClient({ origin: ORIGIN })
      .post('/api/cart/product', { product_id: 1, quantity: 1 })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'csrf-unavailable', status: 419 });
    expect((error as ApiError).message).toContain(ORIGIN);
    expect((error as ApiError).message).toMatch(/proxy/);
    expect((error as ApiError).message).toMatch(/COOKIE_DOMAIN/);
    expect(calls).toEqual(['GET /sanctum/csrf-cookie']);
  });

  it('stops with csrf-unavailable when a 419 refresh leaves no readable token', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${ORIGIN}/sanctum/csrf-cookie`, () => {
        calls.push('GET /sanctum/csrf-cookie');
        // The stale token goes; no readable one comes back.
        document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
        return new HttpResponse(null, { status: 204 });
      }),
      http.put(`${ORIGIN}/api/cart/method/payment`, () => {
        calls.push('PUT /api/cart/method/payment');
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    await expect(createApiClient({ origin: ORIGIN }).put('/api/cart/method/payment', { id: 3 })).rejects.toMatchObject({
      kind: 'csrf-unavailable',
    });
    expect(calls).toEqual(['PUT /api/cart/method/payment', 'GET /sanctum/csrf-cookie']);
  });

  it('sends bodies as JSON', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    let received: unknown;
    server.use(
      http.put(`${ORIGIN}/api/cart/method/payment`, async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ data: {} });
      }),
    );
    await createApiClient({ origin: ORIGIN }).put('/api/cart/method/payment', { id: 3 });
    expect(received).toEqual({ type: 'application/json', body: { id: 3 } });
  });

  it('implements the delete helper as a POST to {path}/delete (requirements §7)', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    let hit = '';
    server.use(
      http.post(`${ORIGIN}/api/favourites/7/delete`, ({ request }) => {
        hit = `${request.method} ${new URL(request.url).pathname}`;
        return HttpResponse.json({ data: [] });
      }),
    );
    await expect(createApiClient({ origin: ORIGIN }).delete('/api/favourites/7')).resolves.toEqual([]);
    expect(hit).toBe('POST /api/favourites/7/delete');
  });

  it('unwraps data.data, else data, else the whole answer (requirements §7)', async () => {
    server.use(
      http.get(`${ORIGIN}/api/a`, () => HttpResponse.json({ data: { items: [1], meta: { total: 1 } } })),
      http.get(`${ORIGIN}/api/b`, () => HttpResponse.json({ plain: true })),
      http.get(`${ORIGIN}/api/c`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${ORIGIN}/api/d`, () => HttpResponse.json({ data: null })),
    );
    const client = createApiClient({ origin: ORIGIN });
    expect(await client.get('/api/a')).toEqual({ items: [1], meta: { total: 1 } });
    expect(await client.get('/api/b')).toEqual({ plain: true });
    expect(await client.get('/api/c')).toBeNull();
    expect(await client.get('/api/d')).toBeNull();
    expect(unwrap('text')).toBe('text');
  });

  it('throws a typed ApiError with the status, message and field errors of a 422', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    server.use(
      http.put(`${ORIGIN}/api/cart/customer`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { 'invoice_data.tax_number': ['Enter a valid tax number.'] } }, { status: 422 }),
      ),
    );
    const error = await createApiClient({ origin: ORIGIN })
      .put('/api/cart/customer', {})
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, kind: 'http', message: 'The given data was invalid.' });
    expect((error as ApiError).fieldError('invoice_data.tax_number')).toBe('Enter a valid tax number.');
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('falls back to the status text when an error has no JSON body', async () => {
    server.use(http.get(`${ORIGIN}/api/init`, () => new HttpResponse('oops', { status: 503, statusText: 'Service Unavailable' })));
    await expect(createApiClient({ origin: ORIGIN }).get('/api/init')).rejects.toMatchObject({ status: 503, message: 'Service Unavailable' });
  });

  it('turns an unreachable server into an ApiError of kind network', async () => {
    server.use(http.get(`${ORIGIN}/api/cart`, () => HttpResponse.error()));
    await expect(createApiClient({ origin: ORIGIN }).get('/api/cart')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('turns a slow answer into an ApiError of kind timeout', async () => {
    server.use(
      http.get(`${ORIGIN}/api/cart`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ data: {} });
      }),
    );
    await expect(createApiClient({ origin: ORIGIN, timeoutMs: 20 }).get('/api/cart')).rejects.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('answers a 419 with one shared CSRF-cookie refresh and one retry per request', async () => {
    let refreshes = 0;
    let attempts = 0;
    server.use(
      http.get(`${ORIGIN}/sanctum/csrf-cookie`, () => {
        refreshes += 1;
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${ORIGIN}/api/cart/product`, ({ request }) => {
        attempts += 1;
        return request.headers.get('x-xsrf-token') === 'fresh'
          ? HttpResponse.json({ data: { ok: true } })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const client = createApiClient({ origin: ORIGIN });
    const results = await Promise.all([
      client.post('/api/cart/product', { product_id: 1, quantity: 1 }),
      client.post('/api/cart/product', { product_id: 2, quantity: 1 }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(attempts).toBe(4);
  });

  it('gives up after one retry when the server keeps answering 419', async () => {
    let attempts = 0;
    document.cookie = 'XSRF-TOKEN=t; path=/';
    server.use(
      http.get(`${ORIGIN}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${ORIGIN}/api/cart/coupon`, () => {
        attempts += 1;
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    await expect(createApiClient({ origin: ORIGIN }).post('/api/cart/coupon', { code: 'X' })).rejects.toMatchObject({ status: 419 });
    expect(attempts).toBe(2);
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      origin: 'http://in-process',
      fetch: async (input) => {
        calls.push(String(input));
        return Response.json({ data: 42 });
      },
    });
    expect(await client.get('/api/init')).toBe(42);
    expect(calls).toEqual(['http://in-process/api/init']);
  });

  it('pings fire-and-forget without throwing when the server is down (requirements §7)', async () => {
    let pinged = 0;
    server.use(
      http.get(`${ORIGIN}/api/ping`, () => {
        pinged += 1;
        return HttpResponse.error();
      }),
    );
    expect(createApiClient({ origin: ORIGIN }).ping()).toBeUndefined();
    await expect.poll(() => pinged).toBe(1);
  });
});

describe('ApiClient.url', () => {
  it('resolves the root-relative addresses the API hands out against the API origin', () => {
    const client = createApiClient({ origin: 'https://api.shop.example.hu/' });
    expect(client.url('/api/media/sofa-1.webp?w=320')).toBe('https://api.shop.example.hu/api/media/sofa-1.webp?w=320');
    expect(client.url('/api/payment/gateway/abc')).toBe('https://api.shop.example.hu/api/payment/gateway/abc');
  });

  it('leaves absolute and protocol-relative addresses, and every address of a same-origin client, as they are', () => {
    const client = createApiClient({ origin: 'https://api.shop.example.hu' });
    expect(client.url('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(client.url('//cdn.example.com/a.webp')).toBe('//cdn.example.com/a.webp');
    expect(createApiClient().url('/api/media/a.webp')).toBe('/api/media/a.webp');
  });
});

describe('toQueryString', () => {
  it('sorts keys, joins arrays with commas, sends booleans as 1/0 and leaves empty values out', () => {
    expect(toQueryString({ sort: 'price_asc', colour: ['grey', 'oak'], in_stock: true, q: '', page: 2, sale: undefined, brand: [] })).toBe(
      '?colour=grey%2Coak&in_stock=1&page=2&sort=price_asc',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('ApiError', () => {
  it('is recognised across bundle copies by name and status', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(new ApiError({ status: 500, message: 'x' }).isClientError).toBe(false);
  });
});

describe('createApiClient when the csrf-unavailable explanation cannot load', () => {
  afterEach(() => {
    vi.doUnmock('./csrf-unavailable.js');
    vi.resetModules();
  });

  it('still fails with a csrf-unavailable ApiError, without the explanation', async () => {
    vi.resetModules();
    vi.doMock('./csrf-unavailable.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./client.js');
    server.use(http.get(`${ORIGIN}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })));
    const error = await fresh
      .createApiClient({ origin: ORIGIN })
      .post('/api/cart/product', { product_id: 1, quantity: 1 })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'csrf-unavailable', status: 419, message: 'The XSRF-TOKEN cookie cannot be read on this page.' });
  });
});
