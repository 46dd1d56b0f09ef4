/**
 * Input an attacker or a broken client sends on purpose: ids beyond the database's integer, NUL
 * characters in a path, JSON nested thousands of levels deep, text that is not valid Unicode, and
 * bodies over the size limit. Each is refused with the contract's JSON 4xx, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type Answer } from './support/client.js';
import { addToCart, customer, fixtures, placeOrder, readyForCheckout, RESULT_URL } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = (locale: 'hu' | 'en' = 'en') => new Client(api, { locale }).start();
/** The first id PostgreSQL's `integer` cannot hold, and a few beyond it. */
const HUGE_IDS = [2 ** 31, 2 ** 31 + 1, 2 ** 32, 2 ** 53 - 1];
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

async function cardOrder(client: Client) {
  const [product] = await fixtures.plain(api);
  await addToCart(client, product!.id, 1);
  await readyForCheckout(client, { payment: 'card_online' });
  return expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
}

function expectFieldError(answer: Answer, field: string) {
  const body = expectError(answer, 422);
  expect(Object.keys(body.errors ?? {}), answer.text).toContain(field);
}

describe('ids beyond the database integer', () => {
  it.each(HUGE_IDS)('answers %s in a path with 404', async (id) => {
    const client = await started();
    expectError(await client.get(`/api/products/${id}`), 404);
    expectError(await client.get(`/api/products/${id}/data-sheet`), 404);
    expectError(await client.post(`/api/favourites/${id}`), 404);
    expectError(await client.delete(`/api/favourites/${id}`), 404);
    expectError(await client.put(`/api/cart/product/${id}`, { quantity: 1 }), 404);
  });

  it.each(HUGE_IDS)('answers %s in a body with 422 on its field', async (id) => {
    const client = await started();
    expectFieldError(await client.post('/api/cart/product', { product_id: id, quantity: 1 }), 'product_id');
    expectFieldError(await client.put('/api/cart/method/delivery', { id }), 'id');
    expectFieldError(await client.put('/api/cart/method/payment', { id }), 'id');
    const address = customer();
    expectFieldError(
      await client.put('/api/cart/customer', { ...address, invoice_data: { ...address.invoice_data, country_id: id } }),
      'invoice_data.country_id',
    );
    expectFieldError(
      await client.put('/api/cart/customer', {
        ...address,
        is_delivery_same_as_invoice: false,
        delivery_data: { name: 'Kiss Péter', country_id: id, zipcode: '1138', city: 'Budapest', address: 'Váci út 2.' },
      }),
      'delivery_data.country_id',
    );
  });

  it('answers a huge payment method on "Pay Again" with 422', async () => {
    const client = await started();
    const placed = await cardOrder(client);
    expectFieldError(
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, {
        payment_method: 2 ** 31,
        transaction_result_url: RESULT_URL,
      }),
      'payment_method',
    );
  });
});

describe('NUL characters in a path', () => {
  it('refuses them in every kind of path parameter with 400', async () => {
    const client = await started();
    for (const path of ['/api/pages/a%00b', '/api/blog/a%00b', '/api/payment/gateway/abcdefghijklmnop%00qrstu']) {
      const body = expectError(await client.get(path), 400);
      expect(body.message).toBe('The request contains a NUL character, which no field accepts.');
    }
    expectError(await client.delete('/api/cart/coupon/A%00B'), 400);
    expectError(await client.post('/api/cart/coupon/A%00B/delete'), 400);
    expectError(await client.post(`/api/auth/password/reset/${'t'.repeat(20)}%00`, { password: 'x', password_confirmation: 'x' }), 400);
    expectError(await client.request('POST', '/api/payment/gateway/abcdefghijklmnop%00qrstu', { form: { decision: 'approve' } }), 400);
  });
});

describe('deeply nested JSON', () => {
  const calls: [string, string][] = [
    ['POST', '/api/cart/product'],
    ['PUT', '/api/cart/customer'],
    ['POST', '/api/newsletter'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/payment/gateway/abcdefghijklmnopqrstu'],
  ];

  it.each(calls)('refuses 4 000 levels sent to %s %s with 400', async (method, path) => {
    const client = await started();
    for (const raw of [deep(4000), deepObject(4000), `{"product_id":${deep(4000)}}`]) {
      const body = expectError(await client.request(method, path, { raw }), 400);
      expect(body.message).toBe('The request body is nested too deeply (at most 32 levels).');
    }
  });

  it('reads the deepest body the contract has, and brackets inside strings do not count', async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    const answer = await client.post('/api/cart/product', { product_id: product!.id, quantity: 1, note: '[[[[{{{{'.repeat(100) });
    expect(answer.status).toBe(200);
  });

  it('says so in Hungarian too', async () => {
    const client = await started('hu');
    const body = expectError(await client.request('POST', '/api/newsletter', { raw: deep(100) }), 400);
    expect(body.message).toBe('A kérés törzse túl mélyen egymásba ágyazott (legfeljebb 32 szint).');
  });
});

describe('text that is not valid Unicode', () => {
  it('refuses a lone surrogate in customer data with 400', async () => {
    const client = await started();
    for (const name of ['x\ud800', '\udc00x', 'a\ud800\ud800b']) {
      const body = expectError(
        await client.put('/api/cart/customer', customer({ email: 'lone@example.hu', invoice_data: { ...customer().invoice_data, name } })),
        400,
      );
      expect(body.message).toBe('The request contains text that is not valid Unicode (a lone surrogate).');
    }
  });

  it('refuses one in a key, and reads a query whose bytes are no UTF-8 as text', async () => {
    const client = await started();
    expectError(await client.request('POST', '/api/newsletter', { raw: '{"\\ud800":1,"name":"A B","email":"a@example.hu"}' }), 400);
    const query = await client.get('/api/products?q=%ED%A0%80');
    expect(query.status).toBeLessThan(500);
  });

  it('keeps a surrogate pair (an emoji) in a name', async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    const saved = await client.put('/api/cart/customer', customer({ invoice_data: { ...customer().invoice_data, name: 'Anna 🌷 Kovács' } }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.customer_data.invoice_data.name).toBe('Anna 🌷 Kovács');
  });
});
