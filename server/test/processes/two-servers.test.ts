/**
 * Two server processes on one PostgreSQL, one shopper's browser sending each request to one of
 * them in turn (as a load balancer without sticky sessions would): sessions, carts, coupons,
 * favourites, logins and orders live in the database, so whichever process answers, every read
 * matches what the other process just wrote.
 */
import { eq, sql } from 'drizzle-orm';
import type { EndpointId } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../src/db/client.js';
import { hashPasswordAt, SHOP_HASHING_COST } from '../../src/accounts/passwords.js';
import { outbox, users } from '../../src/db/schema.js';
import { Client, expectContract } from '../support/client.js';
import { freshServerData, startServer, type ServerData, type ServerProcess } from '../support/server-process.js';
import { customer, DEMO_PASSWORD, fixtures, orderBody, type ProductFixture } from '../support/shop.js';

const SHOPPER_EMAIL = 'vevo@example.hu';

let data: ServerData;
let a: ServerProcess;
let b: ServerProcess;
let fixture: {
  first: ProductFixture;
  second: ProductFixture;
  demo: { email: string };
  home: { id: number };
  transfer: { id: number };
};

beforeAll(async () => {
  data = await freshServerData();
  expect(data.kind, 'two processes need a shared PostgreSQL (DATABASE_URL)').toBe('postgres');
  const database = await data.open();
  try {
    const db = database.db;
    const [first, second] = await fixtures.plain({ db }, 5, 2);
    fixture = {
      first: first!,
      second: second!,
      demo: await fixtures.demoUser({ db }),
      home: await fixtures.delivery({ db }, 'home_delivery'),
      transfer: await fixtures.payment({ db }, 'bank_transfer'),
    };
  } finally {
    await database.close();
  }
  [a, b] = await Promise.all([startServer(data), startServer(data)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await data?.drop();
});

/** One browser: one cookie jar; each request goes to the server chosen when it is sent. */
function browser() {
  const route = { server: a, fetch: (request: Request) => route.server.fetch(request) };
  const shopper = new Client(route);
  const on = (server: ServerProcess) => {
    route.server = server;
    return shopper;
  };
  /** Reads `path` on both servers: the two answers must be the same. */
  const onBoth = async <T = any>(id: EndpointId, path: string): Promise<T> => {
    const fromA = expectContract<T>(id, await on(a).get(path));
    const fromB = expectContract<T>(id, await on(b).get(path));
    expect(fromB, `${path} on the second server`).toEqual(fromA);
    return fromA;
  };
  return { shopper, on, onBoth };
}

const lines = (cart: { products: { id: number; quantity: number }[] }) => Object.fromEntries(cart.products.map((line) => [line.id, line.quantity]));
const ids = (list: { id: number }[]) => list.map((product) => product.id).sort((x, y) => x - y);

describe('two server processes sharing one PostgreSQL, one shopper alternating between them', () => {
  it('keeps one consistent session, cart, coupon, favourites, login and order whichever process answers (requirements §4, §5, §6, §7)', async () => {
    const { first, second, demo, home, transfer } = fixture;
    const { shopper, on, onBoth } = browser();
    expect(a.pid).not.toBe(b.pid);

    // The session started on A is B's too: B accepts its XSRF token (requirements §6, §7 anti-forgery header).
    await on(a).start();
    expect((await onBoth('cart', '/api/cart')).products).toEqual([]);

    // The cart written on one, read on both (requirements §4 cart quantity, §7 cart calls).
    const added = expectContract('addCartProduct', await on(b).post('/api/cart/product', { product_id: first.id, quantity: 2 }));
    expect(await onBoth('cart', '/api/cart')).toEqual(added);
    expect(lines(added)).toEqual({ [first.id]: 2 });

    const changed = expectContract('setCartProduct', await on(a).put(`/api/cart/product/${first.id}`, { product_id: first.id, quantity: 3 }));
    expect(await onBoth('cart', '/api/cart')).toEqual(changed);
    expect(lines(changed)).toEqual({ [first.id]: 3 });
    expect(changed.revision).toBeGreaterThan(added.revision);

    expectContract('addCartProduct', await on(a).post('/api/cart/product', { product_id: second.id, quantity: 1 }));
    // Spec §5: a coupon needs an e-mail address; here the body's.
    const discounted = expectContract('addCoupon', await on(b).post('/api/cart/coupon', { code: 'OTTHON10', email: SHOPPER_EMAIL }));
    expect(await onBoth('cart', '/api/cart')).toEqual(discounted);
    expect(discounted.coupons.map((coupon: { code: string }) => coupon.code)).toEqual(['OTTHON10']);
    expect(discounted.summary.cart_discount_gross).toBeGreaterThan(0);

    // Favourites (requirements §4 favourite toggle): added on one, removed on the other.
    expectContract('addFavourite', await on(a).post(`/api/favourites/${first.id}`));
    expectContract('addFavourite', await on(b).post(`/api/favourites/${second.id}`));
    expect(ids(await onBoth('favourites', '/api/favourites'))).toEqual(ids([first, second]));
    const favourites = expectContract('removeFavourite', await on(a).post(`/api/favourites/${first.id}/delete`));
    expect(await onBoth('favourites', '/api/favourites')).toEqual(favourites);
    expect(ids(favourites)).toEqual([second.id]);

    // Logging in on B gives the session a new id and token (requirements §4 login); A knows the customer
    // and the cart and favourites the visitor brought along.
    const guestSession = shopper.session;
    const user = expectContract('login', await on(b).post('/api/auth/login', { email: demo.email, password: DEMO_PASSWORD }));
    expect(shopper.session).not.toBe(guestSession);
    expect(await onBoth('user', '/api/auth/user')).toEqual(user);
    const merged = await onBoth('cart', '/api/cart');
    expect(lines(merged)).toMatchObject({ [first.id]: 3, [second.id]: 1 });
    expect(ids(await onBoth('favourites', '/api/favourites'))).toContain(second.id);

    // Checkout data on alternating servers, then the order placed on A (requirements §5, §7).
    expectContract('updateCustomer', await on(a).put('/api/cart/customer', customer({ email: SHOPPER_EMAIL })));
    expectContract('setDeliveryMethod', await on(b).put('/api/cart/method/delivery', { id: home.id }));
    const ready = expectContract('setPaymentMethod', await on(a).put('/api/cart/method/payment', { id: transfer.id }));
    expect(await onBoth('cart', '/api/cart')).toEqual(ready);
    const stockBefore = (await onBoth('product', `/api/products/${first.id}`)).quantity;

    const placed = expectContract<{ order_hash: string }>(
      'placeOrder',
      await on(a).post('/api/cart/order', orderBody(), { headers: { 'Idempotency-Key': 'one-order' } }),
      201,
    );
    // The same submit arriving at B is a replay of A's order, not a second one.
    const replay = await on(b).post('/api/cart/order', orderBody(), { headers: { 'Idempotency-Key': 'one-order' } });
    expect(expectContract('placeOrder', replay, 201)).toEqual(placed);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const order = await onBoth('order', `/api/orders/${placed.order_hash}`);
    expect(order.summary.total_amount_gross).toBe(ready.summary.total_amount_gross);
    expect(order.coupon.code).toBe('OTTHON10');
    expect(Object.fromEntries(order.items.map((item: { product_id: number; quantity: number }) => [item.product_id, item.quantity]))).toEqual(lines(ready));
    expect((await onBoth('cart', '/api/cart')).products).toEqual([]);
    const history = await onBoth('accountOrders', '/api/account/orders');
    expect(history.items.filter((item: { order_hash: string }) => item.order_hash === placed.order_hash)).toHaveLength(1);
    // Stock is read fresh by each process, whatever its catalogue snapshot.
    expect((await onBoth('product', `/api/products/${first.id}`)).quantity).toBe(stockBefore - 3);
    // One confirmation mail, whichever process placed the order (the outbox, as the mailbox serves loopback origins only).
    const database = await data.open();
    try {
      expect(await database.db.select().from(outbox).where(eq(outbox.to, SHOPPER_EMAIL))).toHaveLength(1);
    } finally {
      await database.close();
    }

    // Logging out on A ends the login on B too.
    expectContract('logout', await on(a).get('/api/auth/logout'));
    expect(await onBoth('user', '/api/auth/user')).toBeNull();
  });

  it('keeps both processes answering when PostgreSQL ends their idle connections (a restart, a failover, an administrator)', async () => {
    const { on, onBoth } = browser();
    await on(b).start();
    const { id } = fixture.second;
    const cart = expectContract('addCartProduct', await on(a).post('/api/cart/product', { product_id: id, quantity: 1 }));
    // Both servers have just used their connections: each holds at least one idle one now.
    expect(await onBoth('cart', '/api/cart')).toEqual(cart);

    const noticed = () => [a, b].reduce((sum, server) => sum + (server.output().match(/\[db\] an idle PostgreSQL connection ended/g)?.length ?? 0), 0);
    const noticedBefore = noticed();
    const database = await data.open();
    // In the select list, so only the rows the filter keeps (this database, not this connection) are ended.
    const ended = await rows<{ pid: number; ended: boolean }>(
      database.db,
      sql`select pid, pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    ).finally(() => database.close());
    expect(ended.every((row) => row.ended)).toBe(true);
    expect(ended.length).toBeGreaterThanOrEqual(2);
    // Each pool notices its ended connections; only then is the next request's connection a live one.
    await vi.waitFor(() => expect(noticed() - noticedBefore).toBe(ended.length), { timeout: 10_000, interval: 50 });

    expect(await onBoth('cart', '/api/cart')).toEqual(cart);
    const changed = expectContract('setCartProduct', await on(b).put(`/api/cart/product/${id}`, { product_id: id, quantity: 2 }));
    expect(lines(changed)).toEqual({ [id]: 2 });
    expect(await onBoth('cart', '/api/cart')).toEqual(changed);
  });

  it('counts login attempts sent at once to both processes in one limit, taken before any password is hashed', async () => {
    const { email } = fixture.demo;
    // The demo's password stored at the shop's cost (the suite hashes at a test cost of ≈ 2 ms): a
    // checked password then takes long enough that an answer not waiting for one shows as such.
    const database = await data.open();
    try {
      const stored = await hashPasswordAt(DEMO_PASSWORD, SHOP_HASHING_COST);
      await database.db.update(users).set({ passwordHash: stored }).where(eq(users.email, email));
    } finally {
      await database.close();
    }
    const arrived: number[] = [];
    // Thirty wrong passwords at once from one address, alternating between the processes.
    await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const client = await new Client(index % 2 ? b : a).start();
        const answer = await client.post('/api/auth/login', { email, password: `rossz-${index}` });
        arrived.push(answer.status);
      }),
    );
    // One counter in the database for both: five passwords checked, the other 25 refused …
    expect(arrived.filter((status) => status === 422)).toHaveLength(5);
    expect(arrived.filter((status) => status === 429)).toHaveLength(25);
    // … at once, without waiting for a hash: every refusal came back before the first checked password did.
    expect(arrived.slice(0, 25)).toEqual(Array(25).fill(429));
    // The right password is refused too for the rest of the minute, on either process.
    for (const server of [a, b]) {
      const client = await new Client(server).start();
      expect((await client.post('/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(429);
    }
  });
});
