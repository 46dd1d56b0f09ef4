/** Fixtures read from the seeded database, and the steps most tests share (fill a cart, check out, log in). */
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { coupons, deliveryMethods, paymentMethods, products, users } from '../../src/db/schema.js';
import { ORIGIN, type TestApi } from './api.js';
import { expectContract, type Client } from './client.js';

export type ProductFixture = typeof products.$inferSelect;
/** Where fixtures are read from: a test's API, or a database a server process runs on. */
export type ShopData = Pick<TestApi, 'db'>;

export async function pickProducts(api: ShopData, where: SQL | undefined, count = 1, order: SQL = asc(products.id)): Promise<ProductFixture[]> {
  const rows = await api.db.select().from(products).where(where).orderBy(order).limit(count);
  expect(rows.length, 'the seed lacks a product this test needs').toBe(count);
  return rows;
}

export const fixtures = {
  /** In stock with at least `min` pieces, no tiers, not on sale: plain arithmetic. */
  plain: (api: ShopData, min = 3, count = 1) =>
    pickProducts(api, and(gt(products.stock, min - 1), sql`jsonb_array_length(${products.tiers}) = 0`, isNull(products.priceOriginalNetHuf)), count),
  withTiers: (api: ShopData) => pickProducts(api, and(sql`jsonb_array_length(${products.tiers}) >= 2`, gt(products.stock, 20)), 1, desc(products.stock)),
  onSale: (api: ShopData) => pickProducts(api, and(isNotNull(products.priceOriginalNetHuf), gt(products.stock, 2))),
  outOfStock: (api: ShopData) => pickProducts(api, eq(products.stock, 0)),
  /** Few in stock (2–5), to test clamping. */
  scarce: (api: ShopData) => pickProducts(api, and(gt(products.stock, 1), lte(products.stock, 5), sql`jsonb_array_length(${products.tiers}) = 0`)),
  heavy: (api: ShopData) => pickProducts(api, and(gt(products.weightKg, 20), gt(products.stock, 2))),
  /** Products that travel as a parcel small enough for every carrier's lockers and pick-up points. */
  light: (api: ShopData) =>
    pickProducts(
      api,
      and(
        lte(products.packedWeightKg, 10),
        sql`greatest((${products.packedSize}->>0)::float, (${products.packedSize}->>1)::float, (${products.packedSize}->>2)::float) <= 31`,
        gt(products.stock, 5),
        sql`jsonb_array_length(${products.tiers}) = 0`,
      ),
    ),
  coupon: async (api: ShopData, code: string) => (await api.db.select().from(coupons).where(eq(coupons.code, code)))[0]!,
  coupons: (api: ShopData) => api.db.select().from(coupons),
  delivery: async (api: ShopData, code: string) => (await api.db.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)))[0]!,
  payment: async (api: ShopData, code: string) => (await api.db.select().from(paymentMethods).where(eq(paymentMethods.code, code)))[0]!,
  demoUser: async (api: ShopData) => (await api.db.select().from(users).orderBy(asc(users.id)).limit(1))[0]!,
};

/** The demo customer's password, as the seed documents it. */
export const DEMO_PASSWORD = 'Otthon-Demo-2026';

export const customer = (overrides: Record<string, unknown> = {}) => ({
  email: 'vevo@example.hu',
  phone: '+36 30 123 4567',
  invoice_data: {
    is_company: false,
    name: 'Kovács Anna',
    company_name: null,
    tax_number: null,
    country_id: 1,
    zipcode: '1138',
    city: 'Budapest',
    address: 'Váci út 1.',
  },
  is_delivery_same_as_invoice: true,
  ...overrides,
});

export const RESULT_URL = `${ORIGIN}/hu/checkout/result`;

export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  transaction_result_url: RESULT_URL,
  is_newsletter_subscription: false,
  comment: null,
  accept_privacy: true,
  accept_terms: true,
  ...overrides,
});

export async function addToCart(client: Client, productId: number, quantity = 1) {
  return expectContract('addCartProduct', await client.post('/api/cart/product', { product_id: productId, quantity }));
}

/** Customer data, a delivery method and a payment method, ready to place an order. */
export async function readyForCheckout(client: Client, options: { delivery?: string; payment?: string; email?: string } = {}) {
  const api = client.api;
  expectContract('updateCustomer', await client.put('/api/cart/customer', customer(options.email ? { email: options.email } : {})));
  const delivery = await fixtures.delivery(api, options.delivery ?? 'home_delivery');
  // A locker method goes to the nearest point of one of the carriers that take the cart.
  const cart = expectContract<{ delivery_methods: { id: number; pickup_carriers: string[] }[] }>('cart', await client.get('/api/cart'));
  const carrier = cart.delivery_methods.find((method) => method.id === delivery.id)?.pickup_carriers[0];
  const point = carrier ? expectContract<{ id: string }[]>('pickupPoints', await client.get(`/api/pickup-points?q=1138&carrier=${carrier}`))[0] : undefined;
  expectContract('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: delivery.id, ...(point ? { pickup_point_id: point.id } : {}) }));
  const payment = await fixtures.payment(api, options.payment ?? 'bank_transfer');
  return expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: payment.id }));
}

export async function placeOrder(client: Client, options: { key?: string; body?: Record<string, unknown> } = {}) {
  return client.post('/api/cart/order', orderBody(options.body), options.key ? { headers: { 'Idempotency-Key': options.key } } : {});
}

export async function mailsTo(client: Client, to: string) {
  return expectContract<{ subject: string; links: string[]; text: string }[]>('mails', await client.get(`/api/dev/mails?to=${encodeURIComponent(to)}`));
}

/** Asks for the withdrawal code of an order, as a visitor does, and reads it from the development mailbox. */
export async function withdrawalCode(client: Client, orderNumber: string, email: string): Promise<string> {
  expectContract('sendWithdrawalCode', await client.post('/api/withdrawals/code', { order_number: orderNumber, email }));
  const mails = await mailsTo(client, email.toLowerCase());
  const code = mails.find((mail) => mail.subject.includes(orderNumber))?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no withdrawal code for ${orderNumber} in the mailbox of ${email}`);
  return code;
}

export async function issueBotToken(client: Client): Promise<string> {
  return expectContract<{ token: string }>('botChallenge', await client.post('/api/bot-challenge')).token;
}

/** A valid registration body with a fresh bot-check token; `overrides` replace fields. */
export const registration = async (client: Client, overrides: Record<string, unknown> = {}) => ({
  firstname: 'Anna',
  lastname: 'Kovács',
  email: 'anna.kovacs@example.hu',
  password: 'Hosszu-Jelszo-77',
  password_confirmation: 'Hosszu-Jelszo-77',
  accept_privacy: true,
  accept_terms: true,
  bot_token: await issueBotToken(client),
  activation_url: `${ORIGIN}/hu/aktivalas/`,
  ...overrides,
});

export async function loginDemo(client: Client) {
  const user = await fixtures.demoUser(client.api);
  return expectContract('login', await client.post('/api/auth/login', { email: user.email, password: DEMO_PASSWORD }));
}

/** Registers through the API and follows the activation link from the outbox. */
export async function registerAndActivate(client: Client, email: string, password = 'Egy-Jo-Jelszo-42') {
  expectContract('register', await client.post('/api/auth/register', await registration(client, { email, password, password_confirmation: password })), 201);
  const [mail] = await mailsTo(client, email);
  const link = mail!.links.find((href) => href.startsWith(`${ORIGIN}/hu/aktivalas/`))!;
  const activationToken = decodeURIComponent(link.slice(`${ORIGIN}/hu/aktivalas/`.length));
  expectContract('activate', await client.post('/api/auth/activate', { token: activationToken }));
  return { email, password };
}

/**
 * A bank-transfer order of `quantity` pieces of each of `count` plain products, placed by `client`
 * with `email`; answers its hash, its number as e-mails show it (`OT-000123`) and its lines.
 */
export async function placedOrder(client: Client, options: { email?: string; count?: number; quantity?: number } = {}) {
  const list = await fixtures.plain(client.api, options.quantity ?? 1, options.count ?? 1);
  for (const product of list) await addToCart(client, product.id, options.quantity ?? 1);
  await readyForCheckout(client, options.email ? { email: options.email } : {});
  const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);
  const order = expectContract<{ id: number; items: { id: number; quantity: number; name: string; sku: string }[] }>(
    'order',
    await client.get(`/api/orders/${placed.order_hash}`),
  );
  return { hash: placed.order_hash, id: order.id, number: `OT-${String(order.id).padStart(6, '0')}`, items: order.items };
}
