// @vitest-environment node
// Server rendering has no document: the client keeps its own cookie jar. These tests hand the
// client a recording fetch (as an in-process API would be), because msw keeps a cookie store of its
// own that would muddle what they prove.
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';

type Route = (request: Request) => Response;

function recordingFetch(routes: Record<string, Route>) {
  const requests: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    return route ? route(request) : Response.json({ message: 'Not Found' }, { status: 404 });
  };
  return { fetchImpl, requests };
}

describe('createApiClient on a server', () => {
  it('sends the forwarded cookie header and keeps cookies the API sets', async () => {
    const { fetchImpl, requests } = recordingFetch({
      'GET /sanctum/csrf-cookie': () =>
        new Response(null, {
          status: 204,
          headers: [
            ['Set-Cookie', 'XSRF-TOKEN=t%2B1; Path=/'],
            ['Set-Cookie', 'otthon_session=s2; Path=/; HttpOnly'],
          ],
        }),
      'GET /api/cart': () => Response.json({ data: {} }),
    });
    const forwarded: string[] = [];
    const client = createApiClient({
      origin: 'http://in-process',
      fetch: fetchImpl,
      cookie: 'otthon_session=s1; currency_id=EUR',
      onResponse: (response) => forwarded.push(...response.headers.getSetCookie()),
    });
    await client.get('/api/cart');
    await client.refreshCsrfCookie();
    await client.get('/api/cart');
    const [first, , third] = requests;
    expect(first?.headers.get('cookie')).toBe('otthon_session=s1; currency_id=EUR');
    expect(first?.headers.get('currency-id')).toBe('EUR');
    expect(first?.headers.has('x-xsrf-token')).toBe(false);
    expect(third?.headers.get('cookie')).toBe('otthon_session=s2; currency_id=EUR; XSRF-TOKEN=t%2B1');
    expect(third?.headers.get('x-xsrf-token')).toBe('t+1');
    expect(forwarded).toEqual(['XSRF-TOKEN=t%2B1; Path=/', 'otthon_session=s2; Path=/; HttpOnly']);
  });

  it('retries a 419 with the refreshed token from its own jar', async () => {
    const { fetchImpl, requests } = recordingFetch({
      'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=new; Path=/' } }),
      'POST /api/cart/product': (request) =>
        request.headers.get('x-xsrf-token') === 'new'
          ? Response.json({ data: { ok: true } })
          : Response.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
    });
    const client = createApiClient({ origin: 'http://in-process', fetch: fetchImpl, cookie: 'XSRF-TOKEN=old' });
    await expect(client.post('/api/cart/product', { product_id: 1, quantity: 1 })).resolves.toEqual({ ok: true });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/cart/product',
      'GET /sanctum/csrf-cookie',
      'POST /api/cart/product',
    ]);
  });

  it('forgets a cookie the API expires', async () => {
    const { fetchImpl, requests } = recordingFetch({
      'GET /api/auth/logout': () => Response.json({ data: { message: 'ok' } }, { headers: { 'Set-Cookie': 'otthon_session=; Max-Age=0; Path=/' } }),
      'GET /api/cart': () => Response.json({ data: {} }),
    });
    const client = createApiClient({ origin: 'http://in-process', fetch: fetchImpl, cookie: 'otthon_session=s1; locale=en' });
    await client.get('/api/auth/logout');
    await client.get('/api/cart');
    expect(requests[1]?.headers.get('cookie')).toBe('locale=en');
  });
});
