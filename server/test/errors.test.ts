import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { endpoints, type Endpoint, type EndpointId } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_MESSAGES_HU as contractMessagesHu } from 'otthon/contract';
import { en } from '../src/messages/en.js';
import { hu } from '../src/messages/hu.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectError } from './support/client.js';
import { loginDemo } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = () => new Client(api).start();
/** A session fit for the endpoint: logged in where the call needs a customer. */
const clientFor = async (endpoint: Endpoint) => {
  const client = await started();
  if (endpoint.auth === 'user') await loginDemo(client);
  return client;
};
const ids = Object.keys(endpoints) as EndpointId[];
const withBody = ids.filter((id) => (endpoints[id] as Endpoint).body && (endpoints[id] as Endpoint).csrf);
const concretePath = (endpoint: Endpoint) =>
  endpoint.path
    .replace(/\{order_hash\}/, 'A'.repeat(32))
    .replace(/\{token\}/, 't'.repeat(43))
    .replace(/\{code\}/, 'OTTHON10')
    .replace(/\{\w+\+?\}/g, '1');

describe('malformed requests never give a 500', () => {
  it.each(withBody)('%s answers malformed JSON with 400', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const client = await clientFor(endpoint);
    const body = expectError(await client.request(endpoint.method, concretePath(endpoint), { raw: '{"product_id": 1,' }), 400);
    expect(body.message).toBe('A kérés törzse nem érvényes JSON.');
  });

  it.each(withBody)('%s answers a body of the wrong shape with 422 and dotted field paths', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const client = await clientFor(endpoint);
    for (const raw of ['[]', '"text"', '42', 'null', '{"product_id":"1","quantity":{"a":1},"invoice_data":{"zipcode":[]}}']) {
      const answer = await client.request(endpoint.method, concretePath(endpoint), { raw });
      expect([404, 409, 422], `${id} ${raw}: ${answer.text}`).toContain(answer.status);
      if (answer.status === 422) expect(Object.keys(answer.body.errors).length).toBeGreaterThan(0);
    }
  });

  it('names nested fields by their dotted path', async () => {
    const client = await started();
    const body = expectError(await client.put('/api/cart/customer', { email: 'x', phone: '1', invoice_data: { is_company: 'igen', zipcode: 1 } }), 422);
    expect(Object.keys(body.errors!)).toEqual(
      expect.arrayContaining(['email', 'phone', 'invoice_data.is_company', 'invoice_data.zipcode', 'invoice_data.name']),
    );
    expect(body.message).toMatch(/\(és további \d+ hiba\)$/);
  });

  it('answers any JSON body with a 4xx or success, never a 5xx (property)', async () => {
    const client = await started();
    const targets = withBody.map((id) => endpoints[id] as Endpoint);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.jsonValue({ maxDepth: 3 }), async (endpoint, value) => {
        const answer = await client.request(endpoint.method, concretePath(endpoint), { raw: JSON.stringify(value) });
        return answer.status < 500;
      }),
      { numRuns: 150 },
    );
  });

  it('answers junk query strings with 4xx, never a 5xx (property)', async () => {
    const client = new Client(api);
    const listings = ['/api/products', '/api/cities', '/api/blog', '/api/search/suggest', '/api/categories/resolve'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listings),
        fc.dictionary(
          fc.constantFrom(
            'page',
            'per_page',
            'sort',
            'q',
            'category',
            'price_min',
            'price_max',
            'in_stock',
            'sale',
            'colour',
            'brand',
            'tag',
            'path',
            'zipcode',
          ),
          fc.oneof(
            fc.string({ maxLength: 40 }),
            fc.string({ maxLength: 20, unit: 'binary' }),
            fc.constantFrom('1e400', '-1', '0', '99999999999', "'; drop table products; --", '%', '_'),
          ),
        ),
        async (path, query) => {
          const answer = await client.get(`${path}?${new URLSearchParams(query)}`);
          return answer.status < 500;
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a NUL character in a body or a query with 400', async () => {
    const client = await started();
    expectError(await client.post('/api/newsletter', { name: 'Kiss\u0000Péter', email: 'nul@example.hu' }), 400);
    expectError(await client.get('/api/products?q=kan%00ape'), 400);
  });

  it('answers any string body field with a 4xx or success, never a 5xx (property)', async () => {
    const client = await started();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30, unit: 'binary' }), fc.string({ maxLength: 30, unit: 'binary' }), async (name, code) => {
        // A fresh address each run, so the signup's rate limit does not answer for the server.
        run += 1;
        client.ip = `10.77.${Math.floor(run / 250)}.${run % 250}`;
        const newsletter = await client.post('/api/newsletter', { name, email: 'prop@example.hu' });
        const coupon = await client.post('/api/cart/coupon', { code, email: 'prop@example.hu' });
        return newsletter.status < 500 && newsletter.status !== 429 && coupon.status < 500;
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a body larger than 256 KiB', async () => {
    const client = await started();
    const answer = await client.request('POST', '/api/contact', { raw: JSON.stringify({ message: 'x'.repeat(300_000) }) });
    expect(answer.status).toBe(413);
  });
});

describe('addresses', () => {
  it('answers an unknown /api address with a JSON 404', async () => {
    const answer = await new Client(api, { locale: 'en' }).get('/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'There is no such API address.' });
  });

  it('answers a known address with a wrong method with 405 and Allow', async () => {
    const answer = await new Client(api).request('PATCH', '/api/cart');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('GET');
  });

  it('answers an id that is not a number with 404', async () => {
    expectError(await new Client(api).get('/api/products/kanape'), 404);
  });
});

describe('headers', () => {
  it('sends nosniff and the referrer policy on every answer', async () => {
    for (const path of ['/api/init', '/api/cart', '/api/nothing', '/sanctum/csrf-cookie']) {
      const answer = await new Client(api).get(path);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("lets the shop's own origins call with cookies (CORS), and no other origin", async () => {
    const preflight = (origin: string) =>
      api.fetch(
        new Request('https://shop.example/api/cart/product', {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'x-xsrf-token, content-type',
          },
        }),
      );
    const own = await preflight('https://shop.example');
    expect(own.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(own.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never lets caches store personal answers, and lets them keep the catalogue briefly', async () => {
    const client = await started();
    for (const path of ['/api/cart', '/api/favourites', '/api/auth/user', '/api/ping']) {
      expect((await client.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await client.get('/api/account')).headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/init', '/api/products', '/api/categories']) {
      const answer = await client.get(path);
      expect(answer.headers.get('cache-control'), path).toMatch(/^public/);
      expect(answer.headers.get('vary')).toContain('Currency-Id');
    }
  });
});

describe('texts', () => {
  it('has a Hungarian form of every validation message written in the contract', () => {
    const dir = new URL('../../src/contract/', import.meta.url);
    const messages = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      for (const match of readFileSync(new URL(file, dir), 'utf8').matchAll(/(?:message: |_MESSAGE = )'([^']+)'/g)) messages.add(match[1]!);
    }
    expect(messages.size).toBeGreaterThan(5);
    for (const message of messages) expect(contractMessagesHu[message], message).toBeTruthy();
  });

  it('has every server text in both languages with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(hu[key]), key).toEqual(names(en[key]));
      expect(hu[key].length, key).toBeGreaterThan(0);
    }
  });

  it('answers in the language of the Locale header, Hungarian by default', async () => {
    const client = new Client(api);
    client.locale = 'en';
    expect((await client.get('/api/products/999999')).body.message).toBe('This product does not exist.');
    const noHeader = await api.fetch(new Request('https://shop.example/api/products/999999'));
    expect(((await noHeader.json()) as { message: string }).message).toBe('Ez a termék nem létezik.');
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json with every public call of the contract', async () => {
    const answer = await new Client(api).get('/api/openapi.json');
    expect(answer.status).toBe(200);
    const operations = Object.values(answer.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((path) =>
      Object.values(path).map((op) => op.operationId),
    );
    for (const id of ids) {
      if (endpoints[id].tag === 'development') expect(operations).not.toContain(id);
      else expect(operations).toContain(id);
    }
  });
});
