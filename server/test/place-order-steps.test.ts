/**
 * The steps of placing an order, each run on its own against a real database: the rules they hold
 * without the HTTP round trip around them (the whole checkout is tested in orders.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { shortLines } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { cartCoupons, cartItems, carts, coupons, products, sessions } from '../src/db/schema.js';
import { t } from '../src/messages/index.js';
import { emptyCart, lockCartProducts } from '../src/cart/queries.js';
import { countCouponUse } from '../src/orders/queries.js';
import { refuseShortStock } from '../src/placement/place-order.js';
import { createTestApi, type TestApi } from './support/api.js';
import { fixtures } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

/** A visitor's session and cart, written straight into the database. */
async function visitorCart(values: Partial<typeof carts.$inferInsert> = {}) {
  const [session] = await api.db
    .insert(sessions)
    .values({ tokenHash: randomBytes(16).toString('hex'), csrfToken: 'csrf', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const [cart] = await api.db
    .insert(carts)
    .values({ sessionId: session!.id, ...values })
    .returning();
  return { cart: cart!, owner: { sessionId: session!.id } };
}

let nextCouponId = 900_000;
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const id = nextCouponId++;
  const [row] = await api.db
    .insert(coupons)
    .values({
      id,
      code: `STEP${id}`,
      type: 'percent',
      value: 10,
      description: { hu: '10% kedvezmény', en: '10% off' },
      startsAt: new Date(Date.now() - 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

const usedCount = async (id: number) => (await api.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]!.n;

// The readiness rules and the coupon's second look are the shop engine's (otthon/contract,
// src/contract/placement.test.ts); here is what the database does for them.
describe('countCouponUse', () => {
  it('counts one use of a coupon with uses left', async () => {
    const row = await coupon({ maxUses: 5, usedCount: 2 });
    expect(await countCouponUse(api.db, row.id)).toBe(true);
    expect(await usedCount(row.id)).toBe(3);
  });

  it('counts any number of uses of a coupon without a limit', async () => {
    const row = await coupon();
    expect(await countCouponUse(api.db, row.id)).toBe(true);
    expect(await countCouponUse(api.db, row.id)).toBe(true);
    expect(await usedCount(row.id)).toBe(2);
  });

  it('refuses a coupon whose last use another order took, and counts nothing', async () => {
    const row = await coupon({ maxUses: 2, usedCount: 2 });
    expect(await countCouponUse(api.db, row.id)).toBe(false);
    expect(await usedCount(row.id)).toBe(2);
  });
});

describe("lockCartProducts, the engine's shortLines and refuseShortStock (requirements §5, §7)", () => {
  /** Inside a transaction, as placing an order runs it; answers the lines the engine finds short. */
  const shortIn = (cartId: number, kind: 'order' | 'offer') =>
    api.db.transaction(async (tx) => {
      const lines = await lockCartProducts(tx as unknown as Db, cartId);
      return shortLines(
        lines.map((line) => ({ ...line, title: line.title?.en ?? '' })),
        kind,
      );
    });

  it('lets an order through only with every piece in stock, and a quote request with none sold out', async () => {
    const [scarce] = await fixtures.scarce(api);
    const [soldOut] = await fixtures.outOfStock(api);
    const { cart } = await visitorCart();
    await api.db.insert(cartItems).values({ cartId: cart.id, productId: scarce!.id, quantity: scarce!.stock });
    expect(await shortIn(cart.id, 'order')).toEqual([]);

    await api.db
      .update(cartItems)
      .set({ quantity: scarce!.stock + 1 })
      .where(eq(cartItems.cartId, cart.id));
    expect(await shortIn(cart.id, 'order')).toEqual([{ productId: scarce!.id, available: scarce!.stock, title: scarce!.title.en }]);
    expect(await shortIn(cart.id, 'offer')).toEqual([]);

    await api.db.insert(cartItems).values({ cartId: cart.id, productId: soldOut!.id, quantity: 1 });
    expect(await shortIn(cart.id, 'offer')).toEqual([{ productId: soldOut!.id, available: 0, title: soldOut!.title.en }]);
  });

  it('lowers the short lines to what is in stock, keeps a sold-out line, and names each in a 409', async () => {
    const [scarce] = await fixtures.scarce(api);
    const [soldOut] = await fixtures.outOfStock(api);
    const { cart, owner } = await visitorCart();
    await api.db.insert(cartItems).values([
      { cartId: cart.id, productId: scarce!.id, quantity: scarce!.stock + 2 },
      { cartId: cart.id, productId: soldOut!.id, quantity: 1 },
    ]);
    const lines = await shortIn(cart.id, 'order');
    const refusal = await refuseShortStock({ db: api.db, locale: 'hu' }, owner, lines);

    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe(t('hu', 'order.stock_short'));
    expect(Object.keys(refusal.errors ?? {}).sort()).toEqual([`products.${scarce!.id}`, `products.${soldOut!.id}`].sort());
    const line = (productId: number) =>
      api.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)))
        .then((rows) => rows[0]!);
    expect(await line(scarce!.id)).toMatchObject({ quantity: scarce!.stock, noticeCode: 'quantity_clamped', noticeAvailable: scarce!.stock });
    expect(await line(soldOut!.id)).toMatchObject({ quantity: 1, noticeCode: null });
    const [after] = await api.db.select({ revision: carts.revision }).from(carts).where(eq(carts.id, cart.id));
    expect(after!.revision).toBe(cart.revision + 1);
    // Nothing was sold: the stock is as it was.
    const [stock] = await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarce!.id));
    expect(stock!.stock).toBe(scarce!.stock);
  });
});

describe('emptyCart', () => {
  it("empties the placed cart — lines, coupon and comment — under a new revision, and no one else's", async () => {
    const [product] = await fixtures.plain(api);
    const row = await coupon();
    const placed = await visitorCart({ comment: 'Please ring twice', revision: 4 });
    const other = await visitorCart({ comment: 'Another visitor' });
    for (const { cart } of [placed, other]) {
      await api.db.insert(cartItems).values({ cartId: cart.id, productId: product!.id, quantity: 1 });
      await api.db.insert(cartCoupons).values({ cartId: cart.id, couponId: row.id, email: 'vevo@example.hu' });
    }

    await emptyCart(api.db, placed.cart.id);

    const cartOf = async (id: number) => ({
      row: (await api.db.select().from(carts).where(eq(carts.id, id)))[0]!,
      lines: await api.db.select().from(cartItems).where(eq(cartItems.cartId, id)),
      coupons: await api.db.select().from(cartCoupons).where(eq(cartCoupons.cartId, id)),
    });
    const emptied = await cartOf(placed.cart.id);
    expect(emptied.lines).toEqual([]);
    expect(emptied.coupons).toEqual([]);
    expect(emptied.row).toMatchObject({ comment: null, revision: 5 });
    const untouched = await cartOf(other.cart.id);
    expect(untouched.lines).toHaveLength(1);
    expect(untouched.coupons).toHaveLength(1);
    expect(untouched.row).toMatchObject({ comment: 'Another visitor', revision: 0 });
  });
});
