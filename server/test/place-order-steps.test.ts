/**
 * The steps of placing an order, each run on its own against a real database: the rules they hold
 * without the HTTP round trip around them (the whole checkout is tested in orders.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/application/errors.js';
import type { Db } from '../src/db/client.js';
import { cartCoupons, cartItems, carts, coupons, products, sessions, type StoredCustomerData } from '../src/db/schema.js';
import { specMessage, t } from '../src/messages/index.js';
import { emptyCart } from '../src/queries/carts.js';
import { applyCoupon, lockStock, readinessErrors, refuseShortStock, StockShort, type Readiness } from '../src/services/place-order.js';
import { createTestApi, type TestApi } from './support/api.js';
import { customer, fixtures } from './support/shop.js';

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

/** The 422 a step throws, as its field errors. */
async function fieldErrorsOf(work: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(422);
  return (error as HttpError).errors ?? {};
}

describe('readinessErrors (requirements §5)', () => {
  const ready = async (): Promise<Readiness> => ({
    lines: 1,
    customerData: { ...(customer() as StoredCustomerData), accept_privacy: true, accept_terms: true },
    delivery: await fixtures.delivery(api, 'home_delivery'),
    payment: await fixtures.payment(api, 'bank_transfer'),
  });

  it('finds nothing missing in a cart with lines, valid customer data, both methods and the consents', async () => {
    expect(readinessErrors('hu', await ready(), 'order', {})).toEqual({});
  });

  it('names everything an order lacks at once, in the order of the checkout form', () => {
    const errors = readinessErrors('en', { lines: 0, customerData: null, delivery: null, payment: null }, 'order', {});
    expect(Object.keys(errors)).toEqual(['products', 'customer_data', 'delivery_method', 'payment_method', 'accept_privacy', 'accept_terms']);
    expect(errors.products).toEqual([t('en', 'order.cart_empty')]);
    expect(errors.customer_data).toEqual([t('en', 'order.customer_required')]);
    expect(errors.delivery_method).toEqual([t('en', 'order.delivery_required')]);
    expect(errors.payment_method).toEqual([specMessage('en', 'paymentMethodRequired')]);
  });

  it('asks a quote request for neither a delivery nor a payment method', async () => {
    const cart = { ...(await ready()), delivery: null, payment: null };
    expect(readinessErrors('hu', cart, 'offer', {})).toEqual({});
    expect(Object.keys(readinessErrors('hu', cart, 'order', {}))).toEqual(['delivery_method', 'payment_method']);
  });

  it('checks the stored customer data against the customer form, field by field', async () => {
    const cart = await ready();
    const errors = readinessErrors('en', { ...cart, customerData: { ...cart.customerData!, email: 'not an address' } }, 'order', {});
    expect(Object.keys(errors)).toEqual(['customer_data.email']);
  });

  it('takes the consents from the order when the customer data does not hold them', async () => {
    const cart = await ready();
    const without = { ...cart, customerData: { ...cart.customerData!, accept_privacy: undefined, accept_terms: undefined } };
    expect(Object.keys(readinessErrors('hu', without, 'order', {}))).toEqual(['accept_privacy', 'accept_terms']);
    expect(readinessErrors('hu', without, 'order', { accept_privacy: true, accept_terms: true })).toEqual({});
  });
});

describe('applyCoupon (requirements §5)', () => {
  const checkout = (overrides: Partial<Parameters<typeof applyCoupon>[2]> = {}) => ({
    locale: 'en' as const,
    user: null,
    countUse: true,
    now: Date.now(),
    ...overrides,
  });

  it('counts one use of the coupon for an order', async () => {
    const row = await coupon({ maxUses: 5, usedCount: 2 });
    await applyCoupon(api.db, row, checkout());
    expect(await usedCount(row.id)).toBe(3);
  });

  it('counts nothing for a quote request, nor without a coupon', async () => {
    const row = await coupon({ maxUses: 1 });
    await applyCoupon(api.db, row, checkout({ countUse: false }));
    expect(await usedCount(row.id)).toBe(0);
    await expect(applyCoupon(api.db, null, checkout())).resolves.toBeUndefined();
  });

  it('refuses a coupon whose last use another order took, and counts nothing', async () => {
    const row = await coupon({ maxUses: 2, usedCount: 2 });
    expect(await fieldErrorsOf(applyCoupon(api.db, row, checkout()))).toEqual({ coupon: [t('en', 'coupon.used_up')] });
    expect(await usedCount(row.id)).toBe(2);
  });

  it('refuses a coupon that expired or was switched off since it was added to the cart', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const expiring = await coupon({ expiresAt });
    await expect(applyCoupon(api.db, expiring, checkout({ countUse: false, now: expiresAt.getTime() - 1 }))).resolves.toBeUndefined();
    expect(await fieldErrorsOf(applyCoupon(api.db, expiring, checkout({ now: expiresAt.getTime() })))).toEqual({
      coupon: [t('en', 'coupon.expired')],
    });
    const off = await coupon({ isActive: false });
    expect(await fieldErrorsOf(applyCoupon(api.db, off, checkout()))).toEqual({ coupon: [t('en', 'coupon.unknown')] });
    expect(await usedCount(expiring.id)).toBe(0);
  });

  it('keeps a personal coupon to the customer logged in with its address', async () => {
    const row = await coupon({ email: 'anna@example.hu' });
    expect(await fieldErrorsOf(applyCoupon(api.db, row, checkout()))).toEqual({ coupon: [t('en', 'coupon.login_required')] });
    expect(await fieldErrorsOf(applyCoupon(api.db, row, checkout({ user: { email: 'bela@example.hu' } })))).toEqual({
      coupon: [t('en', 'coupon.email_mismatch')],
    });
    await applyCoupon(api.db, row, checkout({ user: { email: 'Anna@Example.hu' } }));
    expect(await usedCount(row.id)).toBe(1);
  });
});

describe('lockStock and refuseShortStock (requirements §5, §7)', () => {
  /** Inside a transaction, as placing an order runs it; answers the lines it found short. */
  const shortIn = (cartId: number, kind: 'order' | 'offer') =>
    api.db.transaction(async (tx) => {
      try {
        await lockStock(tx as unknown as Db, cartId, kind, 'en');
        return [];
      } catch (error) {
        if (error instanceof StockShort) return error.lines;
        throw error;
      }
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
