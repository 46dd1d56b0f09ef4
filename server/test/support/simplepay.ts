/**
 * A test shop with SimplePay switched on, against the local SimplePay of test/fakes/simplepay.ts,
 * and a card order paid through it; also a shop whose SimplePay address answers nothing.
 */
import { FakeSimplePay } from '../fakes/simplepay.js';
import { ORIGIN, type TestApi } from './api.js';
import { Client, expectContract } from './client.js';
import { addToCart, fixtures, placeOrder, readyForCheckout } from './shop.js';

export const SIMPLEPAY_MERCHANT = 'OTTHON01';
export const SIMPLEPAY_KEY = 'test-simplepay-merchant-key';

export interface SimplePayShop {
  fake: FakeSimplePay;
  api: TestApi;
  /** A card order placed through SimplePay: its client and SimplePay transaction id. */
  order(): Promise<{ client: Client; transactionId: number; orderHash: string }>;
  close(): Promise<void>;
}

export async function simplePayShop(base: TestApi, options: Parameters<TestApi['variant']>[0] = {}): Promise<SimplePayShop> {
  const fake = new FakeSimplePay({ merchant: SIMPLEPAY_MERCHANT, secretKey: SIMPLEPAY_KEY, ipnUrl: `${ORIGIN}/api/payments/simplepay/ipn` });
  const url = await fake.listen();
  const api = await base.variant({ ...options, payments: { simplepay: { merchant: SIMPLEPAY_MERCHANT, secretKey: SIMPLEPAY_KEY, url } } });
  fake.options.deliverIpn = async (request) => api.fetch(request);
  return {
    fake,
    api,
    async order() {
      const client = await new Client(api).start();
      const [product] = await fixtures.plain(api, 3);
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client, { payment: 'card_online' });
      const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
      return { client, transactionId: Number(placed.redirect_url.split('/').pop()), orderHash: placed.order_hash };
    },
    close: () => fake.close(),
  };
}

/** A client of the same shop with SimplePay switched on at an address nothing answers. */
export async function unreachableSimplePay(base: TestApi): Promise<Client> {
  const shop = await base.variant({ payments: { simplepay: { merchant: SIMPLEPAY_MERCHANT, secretKey: SIMPLEPAY_KEY, url: 'http://127.0.0.1:9/payment' } } });
  return new Client(shop).start();
}
