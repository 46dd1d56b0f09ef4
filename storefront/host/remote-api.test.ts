import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteApi } from './remote-api.js';

let upstream: Server;
let origin = '';
const seen: { method?: string; url?: string; cookie?: string; host?: string; forwardedHost?: string; body: string }[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        cookie: request.headers.cookie,
        host: request.headers.host,
        forwardedHost: request.headers['x-forwarded-host'] as string | undefined,
        body,
      });
      if (request.url?.startsWith('/api/payment/gateway/')) {
        response.writeHead(303, { Location: 'https://shop.example/hu/checkout/result?order_hash=x' });
        response.end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'otthon_session=s2; Path=/; HttpOnly' });
      response.end(JSON.stringify({ data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('remoteApi (storefront pointed at another API with API_ORIGIN)', () => {
  it('forwards method, path, query, body and cookies, and hands back Set-Cookie', async () => {
    const api = remoteApi(origin);
    const response = await api.fetch(
      new Request('http://shop.example/api/cart/product?x=1', {
        method: 'POST',
        headers: { cookie: 'otthon_session=s1', 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: 3, quantity: 2 }),
      }),
    );
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(response.headers.get('set-cookie')).toBe('otthon_session=s2; Path=/; HttpOnly');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/cart/product?x=1',
      cookie: 'otthon_session=s1',
      host: new URL(origin).host,
      forwardedHost: 'shop.example',
      body: '{"product_id":3,"quantity":2}',
    });
  });

  it('passes redirects through to the browser instead of following them', async () => {
    const response = await remoteApi(origin).fetch(new Request('http://shop.example/api/payment/gateway/abc', { method: 'POST', body: 'decision=approve' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://shop.example/hu/checkout/result?order_hash=x');
  });
});
