// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { createShopApi, type ShopApi } from '../api/shop-api.js';
import { allHandlers } from './handlers.js';
import { createMockShop, DEMO_CUSTOMER, DEMO_ORDER_HASHES, type MockShop } from './shop.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let shop: MockShop;
let api: ShopApi;
let english: ShopApi;
beforeEach(() => {
  shop = createMockShop();
  server.resetHandlers(...allHandlers(shop));
  api = createShopApi(createApiClient({ origin: ORIGIN, cookie: '' }));
  english = createShopApi(createApiClient({ origin: ORIGIN, cookie: '', locale: 'en' }));
});

const failure = async (call: Promise<unknown>): Promise<ApiError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};

/** An order of 3 + 1 pieces placed by a visitor with vevo@example.hu, numbered OT-001001. */
async function placeOrder(): Promise<{ number: string; items: { id: number; quantity: number }[] }> {
  await api.addCartProduct({ product_id: 9, quantity: 3 });
  await api.addCartProduct({ product_id: 12, quantity: 1 });
  await api.updateCustomer({
    email: 'vevo@example.hu',
    phone: '+36 30 555 1234',
    invoice_data: { is_company: false, name: 'Szabó Péter', company_name: null, tax_number: null, country_id: 1, zipcode: '6720', city: 'Szeged', address: 'Kárász utca 5.' },
  });
  await api.setDeliveryMethod(2);
  await api.setPaymentMethod(3);
  const placed = await api.placeOrder({ transaction_result_url: `${ORIGIN}/hu/checkout/result`, accept_privacy: true, accept_terms: true });
  const order = await api.order(placed.order_hash);
  return { number: `OT-${String(order.id).padStart(6, '0')}`, items: order.items };
}

describe('the mock withdrawal function', () => {
  it('finds an order by number and e-mail address, with its period from the shared rule', async () => {
    const order = await placeOrder();
    const found = await api.lookupWithdrawal({ order_number: order.number, email: 'VEVO@example.hu' });
    expect(found.order_number).toBe('OT-001001');
    expect(found.period_starts_from).toBe('order');
    expect(found.items.map((item) => item.withdrawable_quantity)).toEqual([3, 1]);
  });

  it('answers the same 404 for an unknown number and for another address', async () => {
    const order = await placeOrder();
    const wrongAddress = await failure(api.lookupWithdrawal({ order_number: order.number, email: 'mas@example.hu' }));
    const unknown = await failure(api.lookupWithdrawal({ order_number: 'OT-999999', email: 'vevo@example.hu' }));
    expect([wrongAddress.status, unknown.status]).toEqual([404, 404]);
    expect(wrongAddress.message).toBe(unknown.message);
  });

  it('refuses an order whose 14 days have passed with 409, naming the last day', async () => {
    shop.logIn();
    const refused = await failure(english.submitWithdrawal({ order_number: 'OT-000001' }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'The 14-day withdrawal period of order OT-000001 ended on 3 November 2025, so you can no longer withdraw from it here. If you think this is a mistake, please contact us.',
    );
    expect(shop.state.orders.get(DEMO_ORDER_HASHES.paid)?.id).toBe(1);
  });

  it('withdraws chosen pieces, refuses more than is left (422) and mails the acknowledgement with the time of receipt', async () => {
    const order = await placeOrder();
    const [first] = order.items;
    const done = await api.submitWithdrawal({ order_number: order.number, email: 'vevo@example.hu', items: [{ id: first!.id, quantity: 2 }] });
    expect(done).toMatchObject({ order_number: order.number, whole_order: false, email: 'vevo@example.hu' });
    const [mail] = shop.mails('vevo@example.hu');
    expect(mail!.subject).toBe('Megkaptuk elállási nyilatkozatát (OT-001001 számú rendelés)');
    expect(mail!.text).toMatch(/Beérkezés időpontja: \d{4}\. \p{L}+ \d{1,2}\. \d{2}:\d{2}:\d{2} \(magyar idő szerint\)/u);
    const over = await failure(api.submitWithdrawal({ order_number: order.number, email: 'vevo@example.hu', items: [{ id: first!.id, quantity: 2 }] }));
    expect(over.status).toBe(422);
    expect(over.fieldErrors['items.0.quantity']).toEqual(['Ebből a tételből legfeljebb 1 db-ra állhat el.']);
  });

  it("lists a customer's open orders and takes the whole order once", async () => {
    shop.logIn(DEMO_CUSTOMER.email);
    const order = await placeOrder();
    expect((await api.withdrawableOrders()).map((item) => item.order_number)).toEqual([order.number]);
    const done = await api.submitWithdrawal({ order_number: order.number });
    expect(done.whole_order).toBe(true);
    expect(await api.withdrawableOrders()).toEqual([]);
    expect((await failure(api.submitWithdrawal({ order_number: order.number }))).status).toBe(409);
  });
});
