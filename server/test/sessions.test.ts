/**
 * Stored sessions: a visitor gets a session row only when doing something that needs one (a cart,
 * favourites, a login, a form) — page views and `/sanctum/csrf-cookie` without cookies store
 * nothing, so anonymous traffic cannot grow the sessions table. The CSRF token still works from
 * the first change on, and expired sessions are removed.
 */
import { count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectError } from './support/client.js';
import { addToCart, fixtures } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const storedSessions = async () => (await api.db.select({ n: count() }).from(sessions))[0]!.n;

/** A cookie-less GET, as a crawler or a scripted flood sends it. */
const bare = (path: string) => api.fetch(new Request(new URL(path, ORIGIN), { headers: { Accept: 'application/json' } }));

describe('sessions are stored only when a visitor needs one', () => {
  it('300 cookie-less GETs of content and of /sanctum/csrf-cookie store no session', async () => {
    const before = await storedSessions();
    for (let i = 0; i < 300; i++) {
      const content = await bare('/api/blog');
      expect(content.status).toBe(200);
      await content.body?.cancel();
      const csrf = await bare('/sanctum/csrf-cookie');
      expect(csrf.status).toBe(204);
      // Only the readable token: no session cookie names a row that does not exist.
      expect(csrf.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['XSRF-TOKEN']);
    }
    expect(await storedSessions()).toBe(before);
  });

  it('the first add to cart after /sanctum/csrf-cookie works without a 419, stores one session and keeps the token', async () => {
    const before = await storedSessions();
    const client = await new Client(api).start();
    const token = client.xsrf;
    expect(client.session).toBeUndefined();
    const [product] = await fixtures.plain(api);
    const cart = await addToCart(client, product!.id, 1);
    expect(cart.products).toHaveLength(1);
    expect(client.session).toBeTruthy();
    expect(client.xsrf).toBe(token);
    expect(await storedSessions()).toBe(before + 1);
    // The stored session goes on: the cart is there, and the next change is accepted too.
    expect((await client.get('/api/cart')).body.data.products).toHaveLength(1);
    await addToCart(client, product!.id, 2);
    expect(await storedSessions()).toBe(before + 1);
  });

  it('a change with a token the shop did not sign, or one not echoed from the cookie, is refused with 419 and stores nothing', async () => {
    const before = await storedSessions();
    const forged = new Client(api);
    forged.cookies.set('XSRF-TOKEN', 'made-up.signature');
    expectError(await forged.post('/api/cart/product', { product_id: 1, quantity: 1 }), 419);

    const mismatched = await new Client(api).start();
    expectError(await mismatched.post('/api/cart/product', { product_id: 1, quantity: 1 }, { headers: { 'X-XSRF-TOKEN': 'other' } }), 419);

    const other = await new Client(api).start();
    const stolen = new Client(api);
    // A token without the matching cookie (a cross-site page cannot set the shop's cookie).
    expectError(await stolen.post('/api/cart/product', { product_id: 1, quantity: 1 }, { headers: { 'X-XSRF-TOKEN': other.xsrf! } }), 419);
    expect(await storedSessions()).toBe(before);
  });

  it('two tabs whose first changes cross share one session: both lines are in the cart', async () => {
    const before = await storedSessions();
    const first = await new Client(api).start();
    // The second tab: the same browser's cookies, before either change has answered.
    const second = new Client(api);
    for (const [name, value] of first.cookies) second.cookies.set(name, value);
    const [a, b] = await fixtures.plain(api, 3, 2);
    const answers = await Promise.all([
      first.post('/api/cart/product', { product_id: a!.id, quantity: 1 }),
      second.post('/api/cart/product', { product_id: b!.id, quantity: 1 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(first.session).toBeTruthy();
    expect(second.session).toBe(first.session);
    expect(await storedSessions()).toBe(before + 1);
    const cart = (await first.get('/api/cart')).body.data;
    expect(cart.products.map((line: { id: number }) => line.id).sort()).toEqual([a!.id, b!.id].sort());
  });

  describe('no one joins a session by its CSRF token alone', () => {
    /** A visitor who stored a session with its first change, and someone holding only its token. */
    const ownerAndIntruder = async () => {
      const owner = await new Client(api).start();
      const [product] = await fixtures.plain(api);
      await addToCart(owner, product!.id, 1);
      const intruder = new Client(api);
      intruder.cookies.set('XSRF-TOKEN', owner.xsrf!);
      return { owner, intruder, product: product! };
    };

    it('once the browser has sent the session cookie, a request with the token alone is refused', async () => {
      const { owner, intruder, product } = await ownerAndIntruder();
      expect((await owner.get('/api/cart')).status).toBe(200);
      expectError(await intruder.post('/api/cart/product', { product_id: product.id, quantity: 1 }), 419);
      expect(intruder.session).toBeUndefined();
    });

    it('after the first minute, too; csrf-cookie then hands out a new token, which starts a session of its own', async () => {
      const { owner, intruder, product } = await ownerAndIntruder();
      const token = owner.xsrf!;
      await api.db
        .update(sessions)
        .set({ joinableUntil: new Date(Date.now() - 1000) })
        .where(eq(sessions.csrfToken, token));
      expectError(await intruder.post('/api/cart/product', { product_id: product.id, quantity: 1 }), 419);
      expect(intruder.session).toBeUndefined();
      await intruder.start();
      expect(intruder.xsrf).toBeTruthy();
      expect(intruder.xsrf).not.toBe(token);
      const cart = await addToCart(intruder, product.id, 1);
      expect(intruder.session).toBeTruthy();
      expect(intruder.session).not.toBe(owner.session);
      expect(cart.products).toHaveLength(1);
      expect((await owner.get('/api/cart')).body.data.products[0].quantity).toBe(1);
    });
  });

  it('a visitor with a stored session gets its own cookies back from /sanctum/csrf-cookie', async () => {
    const client = await new Client(api).start();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    const session = client.session;
    const xsrf = client.xsrf;
    await client.start();
    expect(client.session).toBe(session);
    expect(client.xsrf).toBe(xsrf);
  });

  it('removes expired sessions when new ones are stored', async () => {
    const [expired] = await api.db
      .insert(sessions)
      .values({ tokenHash: 'expired-session', csrfToken: 'x', expiresAt: new Date(Date.now() - 60_000) })
      .returning();
    const client = await new Client(api).start();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    expect(await api.db.select().from(sessions).where(eq(sessions.id, expired!.id))).toEqual([]);
    expect((await api.db.select({ n: count() }).from(sessions).where(lt(sessions.expiresAt, new Date())))[0]!.n).toBe(0);
  });
});
