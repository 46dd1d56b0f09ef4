/**
 * What checkout's provider notices read from the API: the payment method's `provider` (the card
 * method names the provider that takes it: SimplePay before Barion, and with both on Barion has a
 * card method of its own) and the seller
 * `GET /api/init` names (options, else SELLER_* variables, else the seeded demo company).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Init, Order } from 'otthon/contract';
import { resolveOptions } from '../src/options.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, fixtures, placeOrder, readyForCheckout } from './support/shop.js';

const SIMPLEPAY = { merchant: 'OTTHON01', secretKey: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6', url: 'http://127.0.0.1:9/payment' };
const BARION = { posKey: 'e3a1b0c2d4f5', payee: 'bolt@otthon.example', url: 'http://127.0.0.1:9' };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function providersOf(shop: TestApi): Promise<Record<string, string | null>> {
  return Object.fromEntries((await methodsOf(shop)).map((method) => [method.code, method.provider]));
}

async function methodsOf(shop: TestApi): Promise<Cart['payment_methods']> {
  return expectContract<Cart>('cart', await new Client(shop).get('/api/cart')).payment_methods;
}

describe('the payment method’s provider', () => {
  it('is null for every method while the simulated gateway takes card payments', async () => {
    expect(await providersOf(api)).toEqual({ cash_on_delivery: null, bank_transfer: null, card_online: null });
  });

  it('names SimplePay on the card method when SimplePay is configured', async () => {
    expect(await providersOf(await api.variant({ payments: { simplepay: SIMPLEPAY } }))).toEqual({
      cash_on_delivery: null,
      bank_transfer: null,
      card_online: 'simplepay',
    });
  });

  it('names SimplePay on the card method and Barion on a card method of its own when both are configured', async () => {
    const methods = await methodsOf(await api.variant({ payments: { simplepay: SIMPLEPAY, barion: BARION } }));
    expect(methods.map((method) => [method.code, method.provider])).toEqual([
      ['cash_on_delivery', null],
      ['bank_transfer', null],
      ['card_online', 'simplepay'],
      ['card_online', 'barion'],
    ]);
  });

  it('names Barion on the card method when only Barion is configured', async () => {
    expect((await providersOf(await api.variant({ payments: { barion: BARION } }))).card_online).toBe('barion');
  });

  it('is named by an order’s payment method as well', async () => {
    const client = await new Client(api).start();
    const product = (await fixtures.plain(api, 1))[0]!;
    await addToCart(client, product.id, 1);
    await readyForCheckout(client, { payment: 'card_online' });
    const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);
    const withSimplePay = await api.variant({ payments: { simplepay: SIMPLEPAY } });
    const order = expectContract<Order>('order', await new Client(withSimplePay).get(`/api/orders/${placed.order_hash}`));
    expect(order.payment.method).toMatchObject({ code: 'card_online', provider: 'simplepay' });
  });
});

describe('the seller of GET /api/init', () => {
  it('is the seeded demo company at the shop’s first public origin by default', async () => {
    const init = expectContract<Init>('init', await new Client(api).get('/api/init'));
    expect(init.seller).toEqual({
      name: 'Otthon Lakberendezési Kft.',
      address: '1138 Budapest, Váci út 152.',
      website: ORIGIN,
      email: 'info@otthon.example',
    });
  });

  it('comes from the options, field by field, over the SELLER_* variables', async () => {
    const shop = await api.variant({ seller: { name: 'Példa Bútor Kft.', website: 'https://pelda.example' } });
    expect(expectContract<Init>('init', await new Client(shop).get('/api/init')).seller).toMatchObject({
      name: 'Példa Bútor Kft.',
      website: 'https://pelda.example',
      email: 'info@otthon.example',
    });
    const env = { SELLER_NAME: 'Környezet Kft.', SELLER_ADDRESS: '6720 Szeged, Kárász utca 1.', SELLER_EMAIL: 'bolt@kornyezet.example' };
    expect(resolveOptions({ publicOrigins: ['https://kornyezet.example'] }, env).seller).toEqual({
      name: 'Környezet Kft.',
      address: '6720 Szeged, Kárász utca 1.',
      website: 'https://kornyezet.example',
      email: 'bolt@kornyezet.example',
    });
    expect(resolveOptions({ seller: { name: 'Opció Kft.' } }, env).seller.name).toBe('Opció Kft.');
  });

  it('refuses to start with an e-mail address that is not one, naming the variables', () => {
    expect(() => resolveOptions({}, { SELLER_EMAIL: 'nem-cim' })).toThrow(/SELLER_EMAIL.*email/);
  });
});
