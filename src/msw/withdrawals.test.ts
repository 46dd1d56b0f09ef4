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
    invoice_data: {
      is_company: false,
      name: 'Szabó Péter',
      company_name: null,
      tax_number: null,
      country_id: 1,
      zipcode: '6720',
      city: 'Szeged',
      address: 'Kárász utca 5.',
    },
  });
  await api.setDeliveryMethod(2);
  await api.setPaymentMethod(3);
  const placed = await api.placeOrder({ transaction_result_url: `${ORIGIN}/hu/checkout/result`, accept_privacy: true, accept_terms: true });
  const order = await api.order(placed.order_hash);
  return { number: `OT-${String(order.id).padStart(6, '0')}`, items: order.items };
}

/** Asks for the withdrawal code of an order and reads it from the mock's mailbox. */
async function codeFor(orderNumber: string, email: string): Promise<string> {
  await api.sendWithdrawalCode({ order_number: orderNumber, email });
  const code = shop
    .mails(email.toLowerCase())
    .find((mail) => mail.kind === 'withdrawal_code')
    ?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no withdrawal code mailed to ${email}`);
  return code;
}

describe('the mock withdrawal function', () => {
  it('finds an order by number and e-mail address, with its period from the shared rule', async () => {
    const order = await placeOrder();
    const code = await codeFor(order.number, 'VEVO@example.hu');
    const found = await api.lookupWithdrawal({ order_number: order.number, email: 'VEVO@example.hu', code });
    expect(found.order_number).toBe('OT-001001');
    // Not delivered yet: the period has not started, so it has no last day.
    expect(found.delivered_at).toBeNull();
    expect([found.period_last_day, found.period_ends_at]).toEqual([null, null]);
    expect(found.items.map((item) => item.withdrawable_quantity)).toEqual([3, 1]);
  });

  it('mails a code only to the order’s own address, and answers the same 422 for every wrong proof', async () => {
    const order = await placeOrder();
    const answers = [
      await api.sendWithdrawalCode({ order_number: order.number, email: 'mas@example.hu' }),
      await api.sendWithdrawalCode({ order_number: 'OT-999999', email: 'vevo@example.hu' }),
    ];
    expect(answers).toEqual([
      { email: 'mas@example.hu', valid_minutes: 30 },
      { email: 'vevo@example.hu', valid_minutes: 30 },
    ]);
    expect(shop.mails('mas@example.hu')).toEqual([]);
    const code = await codeFor(order.number, 'vevo@example.hu');
    const wrongAddress = await failure(api.lookupWithdrawal({ order_number: order.number, email: 'mas@example.hu', code }));
    const unknown = await failure(api.lookupWithdrawal({ order_number: 'OT-999999', email: 'vevo@example.hu', code }));
    const wrongCode = await failure(
      api.lookupWithdrawal({ order_number: order.number, email: 'vevo@example.hu', code: code === '000000' ? '000001' : '000000' }),
    );
    expect([wrongAddress.status, unknown.status, wrongCode.status]).toEqual([422, 422, 422]);
    expect(new Set([wrongAddress, unknown, wrongCode].map((error) => JSON.stringify(error.fieldErrors))).size).toBe(1);
    expect(wrongCode.fieldErrors.code).toEqual(['A kód hibás vagy lejárt. Kérjük, ellenőrizze a rendelésszámot és az e-mail-címet, vagy kérjen új kódot.']);
    const withoutCode = await failure(api.submitWithdrawal({ order_number: order.number, email: 'vevo@example.hu' }));
    expect(withoutCode.status).toBe(422);
    expect(shop.state.withdrawals).toEqual([]);
  });

  it('refuses an order 14 days after its delivery with 409, naming the last day', async () => {
    shop.logIn();
    // The demo's paid order was placed on 20 October 2025 and delivered on 22 October: 14 days from the delivery.
    const refused = await failure(english.submitWithdrawal({ order_number: 'OT-000001' }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'The 14-day withdrawal period of order OT-000001 ended on 5 November 2025, so you can no longer withdraw from it here. If you think this is a mistake, please contact us.',
    );
    expect(shop.state.orders.get(DEMO_ORDER_HASHES.paid)?.id).toBe(1);
  });

  it('withdraws chosen pieces, refuses more than is left (422) and mails the acknowledgement with the time of receipt', async () => {
    const order = await placeOrder();
    const [first] = order.items;
    const code = await codeFor(order.number, 'vevo@example.hu');
    const done = await api.submitWithdrawal({ order_number: order.number, email: 'vevo@example.hu', code, items: [{ id: first!.id, quantity: 2 }] });
    expect(done).toMatchObject({ order_number: order.number, whole_order: false, email: 'vevo@example.hu' });
    const [mail] = shop.mails('vevo@example.hu').filter((entry) => entry.kind === 'withdrawal');
    expect(mail!.subject).toBe('Megkaptuk elállási nyilatkozatát (OT-001001 számú rendelés)');
    expect(mail!.text).toMatch(/Beérkezés időpontja: \d{4}\. \p{L}+ \d{1,2}\. \d{2}:\d{2}:\d{2} \(magyar idő szerint\)/u);
    const over = await failure(api.submitWithdrawal({ order_number: order.number, email: 'vevo@example.hu', code, items: [{ id: first!.id, quantity: 2 }] }));
    expect(over.status).toBe(422);
    expect(over.fieldErrors['items.0.quantity']).toEqual(['Ebből a tételből legfeljebb 1 db-ra állhat el.']);
  });

  it('keeps an undelivered order open however long ago it was placed, and counts 14 days from the delivery once there is one', async () => {
    const order = await placeOrder();
    const stored = [...shop.state.orders.values()].find((item) => item.id === 1001)!;
    stored.created_at = '2025-01-06T10:00:00.000Z';
    const code = await codeFor(order.number, 'vevo@example.hu');
    const lookup = () => api.lookupWithdrawal({ order_number: order.number, email: 'vevo@example.hu', code });
    expect((await lookup()).period_ends_at).toBeNull();

    // Delivered 14 days ago: today is the period's last day (or a later working day), so it is still open.
    const fourteenDaysAgo = new Date(Date.now() - 14 * 86_400_000).toISOString();
    shop.state.deliveries.set(stored.order_hash, fourteenDaysAgo);
    const open = await lookup();
    expect(open.delivered_at).toBe(fourteenDaysAgo);
    expect(new Date(open.period_ends_at!).getTime()).toBeGreaterThan(Date.now());

    // Delivered 30 days ago: the period is over.
    shop.state.deliveries.set(stored.order_hash, new Date(Date.now() - 30 * 86_400_000).toISOString());
    expect((await failure(lookup())).status).toBe(409);
  });

  it("lists a customer's open orders and takes the whole order once", async () => {
    shop.logIn(DEMO_CUSTOMER.email);
    const order = await placeOrder();
    expect((await api.withdrawableOrders()).map((item) => item.order_number)[0]).toBe(order.number);
    const done = await api.submitWithdrawal({ order_number: order.number });
    expect(done.whole_order).toBe(true);
    expect((await api.withdrawableOrders()).map((item) => item.order_number)).not.toContain(order.number);
    expect((await failure(api.submitWithdrawal({ order_number: order.number }))).status).toBe(409);
  });
});
