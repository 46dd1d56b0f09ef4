/**
 * The real server process killed (SIGKILL) in the middle of placing an order, then restarted on the
 * same data: the embedded database's folder by default, a PostgreSQL database with DATABASE_URL.
 * The kill lands inside the order's transaction because the server is started with the order
 * fault (`OTTHON_FAULT_ORDER_PAUSE_MS`), which writes the whole order, announces it and waits
 * before committing.
 */
import { and, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { idempotencyKeys, newsletterSubscribers, orderItems, orders, outbox, paymentAttempts, products, users } from '../src/db/schema.js';
import { resolveOptions } from '../src/options.js';
import { Client, expectContract, expectError } from './support/client.js';
import { freshServerData, startServer, type ServerData, type ServerProcess } from './support/server-process.js';
import { customer, DEMO_PASSWORD, fixtures, orderBody, type ProductFixture } from './support/shop.js';

const SHOPPER_EMAIL = 'vevo@example.hu';
const COUPON = 'OTTHON10';
const KEY = 'checkout-7f3a';

let data: ServerData;
const servers: ServerProcess[] = [];
beforeAll(async () => void (data = await freshServerData()));
afterAll(async () => {
  for (const server of servers) await server.kill();
  await data?.drop();
});

async function start(env?: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(data, env);
  servers.push(server);
  return server;
}

/** Reads the database in the test's process (the embedded folder only while no server runs on it). */
async function withDatabase<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const database = await data.open();
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/**
 * What placing an order writes, as plain values: orders and their lines, reservations, payment
 * attempts, mails, the claimed key, the newsletter signup, the coupon's uses, the stock and the
 * account's saved customer data.
 */
async function ledger(db: Db, items: ProductFixture[], demoEmail: string) {
  const rows = async (table: PgTable, where?: SQL) => (await db.select({ n: count() }).from(table).where(where))[0]!.n;
  const ids = items.map((item) => item.id);
  const stock = await db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids));
  const [demo] = await db.select({ customerData: users.customerData }).from(users).where(eq(users.email, demoEmail));
  return {
    orders: await rows(orders),
    orderLines: await rows(orderItems),
    reservedOrders: await rows(orders, isNotNull(orders.reservedUntil)),
    paymentAttempts: await rows(paymentAttempts),
    mailsToShopper: await rows(outbox, eq(outbox.to, SHOPPER_EMAIL)),
    idempotencyKeys: await rows(idempotencyKeys, eq(idempotencyKeys.key, KEY)),
    newsletterSignups: await rows(newsletterSubscribers, eq(newsletterSubscribers.email, SHOPPER_EMAIL)),
    couponUses: (await fixtures.coupon({ db }, COUPON)).usedCount,
    stock: Object.fromEntries(stock.map((row) => [row.id, row.stock])),
    demoCustomerCity: demo?.customerData?.invoice_data?.city ?? null,
  };
}

describe('a server killed while placing an order (requirements §7 order call, §9 stock reservation)', () => {
  it('keeps no part of the order, keeps the session and the cart, and places it exactly once with the same Idempotency-Key', async () => {
    const { items, demo, home, card, before } = await withDatabase(async (db) => {
      const items = await fixtures.plain({ db }, 3, 2);
      const demo = await fixtures.demoUser({ db });
      return {
        items,
        demo,
        home: await fixtures.delivery({ db }, 'home_delivery'),
        card: await fixtures.payment({ db }, 'card_online'),
        before: await ledger(db, items, demo.email),
      };
    });
    const [first, second] = items as [ProductFixture, ProductFixture];
    // The cart holds a card order (it reserves stock and opens a payment attempt), a coupon
    // (its use is counted) and a newsletter signup: every write the order makes can be seen.
    const body = orderBody({ is_newsletter_subscription: true, comment: 'Kérem, csengessenek.' });

    const faulty = await start({ OTTHON_FAULT_ORDER_PAUSE_MS: '120000' });
    const shopper = await new Client(faulty).start();
    expectContract('login', await shopper.post('/api/auth/login', { email: demo.email, password: DEMO_PASSWORD }));
    expectContract('addFavourite', await shopper.post(`/api/favourites/${second.id}`));
    expectContract('addCartProduct', await shopper.post('/api/cart/product', { product_id: first.id, quantity: 2 }));
    expectContract('addCartProduct', await shopper.post('/api/cart/product', { product_id: second.id, quantity: 1 }));
    expectContract('updateCustomer', await shopper.put('/api/cart/customer', customer({ email: SHOPPER_EMAIL })));
    expectContract('addCoupon', await shopper.post('/api/cart/coupon', { code: COUPON }));
    expectContract('setDeliveryMethod', await shopper.put('/api/cart/method/delivery', { id: home.id }));
    expectContract('setPaymentMethod', await shopper.put('/api/cart/method/payment', { id: card.id }));
    const cart = expectContract('cart', await shopper.get('/api/cart'));
    const user = expectContract('user', await shopper.get('/api/auth/user'));
    const favourites = expectContract('favourites', await shopper.get('/api/favourites'));
    const session = shopper.session;

    const placing = shopper.post('/api/cart/order', body, { headers: { 'Idempotency-Key': KEY } }).then(
      (answer) => `answered ${answer.status}`,
      (error: unknown) => error,
    );
    const [, killedHash] = await faulty.waitForOutput(/\[fault\] order (\S+) written, not committed/);
    expect(await faulty.kill()).toBe('SIGKILL');
    expect(await placing, 'the killed request must not be answered').toBeInstanceOf(Error);

    // The server recovers its data on start and the shopper carries on with the same cookies.
    const restarted = await start();
    const recovered = new Client(restarted);
    for (const [name, value] of shopper.cookies) recovered.cookies.set(name, value);
    expect(expectContract('cart', await recovered.get('/api/cart'))).toEqual(cart);
    expect(expectContract('user', await recovered.get('/api/auth/user'))).toEqual(user);
    expect(expectContract('favourites', await recovered.get('/api/favourites'))).toEqual(favourites);
    expect(recovered.session).toBe(session);
    expectError(await recovered.get(`/api/orders/${killedHash}`), 404);
    expect(await restarted.stop()).toBe(0);

    // Nothing of the killed attempt is in the database: no order, line, attempt, reservation, mail,
    // coupon use, signup or claimed key, the stock untouched, the account's data unchanged.
    expect(await withDatabase((db) => ledger(db, items, demo.email))).toEqual(before);

    const again = await start();
    const retry = new Client(again);
    for (const [name, value] of shopper.cookies) retry.cookies.set(name, value);
    const placed = expectContract<{ order_hash: string; redirect_url: string | null }>(
      'placeOrder',
      await retry.post('/api/cart/order', body, { headers: { 'Idempotency-Key': KEY } }),
      201,
    );
    expect(placed.order_hash).not.toBe(killedHash);
    expect(placed.redirect_url).toMatch(/^\/api\/payment\/gateway\//);
    const replay = await retry.post('/api/cart/order', body, { headers: { 'Idempotency-Key': KEY } });
    expect(expectContract('placeOrder', replay, 201)).toEqual(placed);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const order = expectContract('order', await retry.get(`/api/orders/${placed.order_hash}`));
    expect(order.summary.total_amount_gross).toBe(cart.summary.total_amount_gross);
    expect(order.items.map((item: { product_id: number; quantity: number }) => [item.product_id, item.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(expectContract('cart', await retry.get('/api/cart')).products).toEqual([]);
    expect(await again.stop()).toBe(0);

    expect(await withDatabase((db) => ledger(db, items, demo.email))).toEqual({
      orders: before.orders + 1,
      orderLines: before.orderLines + 2,
      reservedOrders: before.reservedOrders + 1,
      paymentAttempts: before.paymentAttempts + 1,
      // The order's confirmation and the newsletter's confirmation link, each once.
      mailsToShopper: before.mailsToShopper + 2,
      idempotencyKeys: 1,
      newsletterSignups: 1,
      couponUses: before.couponUses + 1,
      stock: { [first.id]: first.stock - 2, [second.id]: second.stock - 1 },
      demoCustomerCity: 'Budapest',
    });
    await withDatabase(async (db) => {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.hash, placed.order_hash), eq(orders.userId, demo.id)));
      expect(row?.coupon?.code).toBe(COUPON);
    });
  }, 300_000);
});

describe('the order fault (OTTHON_FAULT_ORDER_PAUSE_MS)', () => {
  it('is off unless set, never on in production, and refuses anything but whole milliseconds', () => {
    const pause = (env: NodeJS.ProcessEnv) => resolveOptions({}, env).faultOrderPauseMs;
    expect(pause({})).toBe(0);
    expect(pause({ OTTHON_FAULT_ORDER_PAUSE_MS: '' })).toBe(0);
    expect(pause({ OTTHON_FAULT_ORDER_PAUSE_MS: '1500' })).toBe(1500);
    expect(pause({ OTTHON_FAULT_ORDER_PAUSE_MS: '1500', NODE_ENV: 'production' })).toBe(0);
    for (const value of ['soon', '1.5', '-1', '600001'])
      expect(() => pause({ OTTHON_FAULT_ORDER_PAUSE_MS: value }), value).toThrow(/OTTHON_FAULT_ORDER_PAUSE_MS/);
  });
});
