/**
 * A test shop with Barion switched on (and SimplePay off), against the local Barion of
 * test/fakes/barion.ts, and a card order paid through it.
 */
import { FakeBarion } from '../fakes/barion.js';
import type { TestApi } from './api.js';
import { Client, expectContract } from './client.js';
import { addToCart, fixtures, placeOrder, readyForCheckout } from './shop.js';

export const BARION_POS_KEY = '2d4f6a8c0e1b43d5a7c9e1f3b5d7f9a1';
export const BARION_PAYEE = 'penztar@otthon.example';

export interface BarionShop {
  fake: FakeBarion;
  api: TestApi;
  /** A card order placed through Barion: its client, order hash and Barion payment id. */
  order(): Promise<{ client: Client; paymentId: string; orderHash: string }>;
  close(): Promise<void>;
}

export async function barionShop(base: TestApi, options: Parameters<TestApi['variant']>[0] = {}): Promise<BarionShop> {
  const fake = new FakeBarion({ posKey: BARION_POS_KEY, payee: BARION_PAYEE });
  const url = await fake.listen();
  const api = await base.variant({ ...options, payments: { barion: { posKey: BARION_POS_KEY, payee: BARION_PAYEE, url } } });
  fake.options.deliverCallback = async (request) => api.fetch(request);
  return {
    fake,
    api,
    async order() {
      const client = await new Client(api).start();
      const [product] = await fixtures.plain(api, 3);
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client, { payment: 'card_online' });
      const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
      return { client, paymentId: new URL(placed.redirect_url).searchParams.get('Id')!, orderHash: placed.order_hash };
    },
    close: () => fake.close(),
  };
}
