/**
 * Requests that arrive at the same moment never double an effect: a withdrawal submitted twice
 * is recorded once; a coupon with five uses left serves five orders of twenty; the last pieces of
 * a product are sold once; one Idempotency-Key with two bodies places one order; paying again
 * while the gateway approves leaves one payment and no approvable attempt beside it; a restock
 * link confirmed ten times is one subscription and one notice. Each shopper has its own session,
 * client address and e-mail address, so that no throttle or mail cap answers instead of the rule.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders, outbox, paymentAttempts, products, restockSubscriptions, withdrawals } from '../src/db/schema.js';
import { recordDelivery } from '../src/delivery/deliveries.js';
import { restock } from '../src/restock/restock.js';
import { recordTransfer } from '../src/payment/transfers.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { type Answer, Client, expectContract, expectError } from './support/client.js';
import { addToCart, fixtures, mailsTo, placedOrder, placeOrder, readyForCheckout, RESULT_URL, type ProductFixture, withdrawalCode } from './support/shop.js';

let api: TestApi;
let goods: ProductFixture[];
beforeAll(async () => {
  api = await createTestApi();
  goods = await fixtures.plain(api, 10, 6);
});
afterAll(() => api.close());

const RACE = 20;
const LONG = { timeout: 180_000 };
let next = 0;
/** A product no other test of this file touches. */
const freshProduct = () => goods[next++]!;
/** Each shopper its own client address (throttles count per address) in a block of its test. */
const shopper = (block: number, n: number, locale: 'hu' | 'en' = 'hu') => new Client(api, { ip: `10.${block}.${n}.1`, locale }).start();
const stockOf = async (id: number) => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const setStock = (id: number, stock: number) => api.db.update(products).set({ stock }).where(eq(products.id, id));
/** Mails of `kind` the shop wrote to `to`, as its outbox holds them. */
const outboxed = async (kind: string, to: string) =>
  (
    await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), eq(outbox.to, to)))
  ).length;
/** Pieces of a product in placed orders that are not cancelled. */
const piecesSold = async (productId: number) =>
  Number(
    (
      await api.db
        .select({ pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, productId), sql`${orders.status} <> 'cancelled'`))
    )[0]!.pieces,
  );
/** Runs `request` `ms` milliseconds from now. */
const after = <T>(ms: number, request: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => request().then(resolve, reject), ms));
const statuses = (answers: readonly Answer[]) => answers.map((answer) => answer.status).sort((a, b) => a - b);

describe('a withdrawal submitted twice at once', () => {
  it('records a delivered order’s withdrawal once: one 201, the other 409, one row, one acknowledgement', async () => {
    const email = 'verseny-elallas@example.hu';
    const client = await shopper(1, 1);
    const order = await placedOrder(client, { email, count: 2, quantity: 2 });
    expect((await recordTransfer(api.db, order.number)).recorded).toBe(true);
    expect((await recordDelivery(api.db, order.number, new Date())).recorded).toBe(true);
    const code = await withdrawalCode(client, order.number, email);
    const body = { order_number: order.number, email, code };

    const answers = await Promise.all([client.post('/api/withdrawals', body), client.post('/api/withdrawals', body)]);
    expect(statuses(answers)).toEqual([201, 409]);
    const done = expectContract('submitWithdrawal', answers.find((answer) => answer.status === 201)!, 201);
    expect(done.whole_order).toBe(true);
    expectError(answers.find((answer) => answer.status === 409)!, 409);

    // The pieces are taken back once: one row whose lines are the order's lines, each piece once.
    const rows = await api.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.items.map((line) => [line.order_item_id, line.quantity]).sort()).toEqual(order.items.map((item) => [item.id, item.quantity]).sort());
    expect(await outboxed('withdrawal', email)).toBe(1);
  });
});

describe('a limited coupon used by many shoppers at once', () => {
  it('serves exactly its 5 uses left to 20 shoppers ordering at the same moment; the rest are refused with 422 on the coupon', LONG, async () => {
    const product = freshProduct();
    const [last] = await api.db.select({ id: sql<number>`max(${coupons.id})` }).from(coupons);
    const code = 'VERSENY5';
    // Three of eight uses are spent: five are left.
    await api.db.insert(coupons).values({
      id: Number(last!.id) + 1,
      code,
      type: 'percent',
      value: 10,
      description: { hu: 'Versenykupon', en: 'Race coupon' },
      startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      maxUses: 8,
      usedCount: 3,
    });
    const stock = await stockOf(product.id);
    const shoppers = await Promise.all(
      Array.from({ length: RACE }, async (_, n) => {
        const client = await shopper(2, n);
        await addToCart(client, product.id, 1);
        await readyForCheckout(client, { email: `kupon${n}@example.hu` });
        const cart = expectContract('addCoupon', await client.post('/api/cart/coupon', { code }));
        expect(cart.summary.cart_discount_gross).toBeGreaterThan(0);
        return client;
      }),
    );

    const answers = await Promise.all(shoppers.map((client) => placeOrder(client)));
    expect(statuses(answers)).toEqual([...Array<number>(5).fill(201), ...Array<number>(RACE - 5).fill(422)]);
    for (const refused of answers.filter((answer) => answer.status === 422)) expect(Object.keys(expectError(refused, 422).errors ?? {})).toEqual(['coupon']);
    const hashes = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => expectContract<{ order_hash: string }>('placeOrder', answer, 201).order_hash);

    // Each placed order carries the discount; no order holds the coupon besides them.
    const placed = await api.db.select({ hash: orders.hash, coupon: orders.coupon }).from(orders).where(sql`${orders.coupon}->>'code' = ${code}`);
    expect(placed.map((row) => row.hash).sort()).toEqual([...hashes].sort());
    for (const row of placed) expect(row.coupon!.discount_gross).toBeGreaterThan(0);
    expect((await fixtures.coupon(api, code)).usedCount).toBe(8);
    expect(await stockOf(product.id)).toBe(stock - 5);
  });
});

describe('the last pieces bought by many shoppers at once', () => {
  it('sells the last 3 pieces once when 20 shoppers buy them at the same moment; stock ends at 0 and the rest get 409', LONG, async () => {
    const product = freshProduct();
    await setStock(product.id, 3);
    const sold = await piecesSold(product.id);
    const shoppers = await Promise.all(
      Array.from({ length: RACE }, async (_, n) => {
        const client = await shopper(3, n);
        await addToCart(client, product.id, 1);
        await readyForCheckout(client, { email: `utolso${n}@example.hu` });
        return client;
      }),
    );

    const answers = await Promise.all(shoppers.map((client) => placeOrder(client)));
    expect(statuses(answers)).toEqual([...Array<number>(3).fill(201), ...Array<number>(RACE - 3).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(expectError(refused, 409).errors?.[`products.${product.id}`]).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(0);
    expect(await piecesSold(product.id)).toBe(sold + 3);
  });
});

describe('one Idempotency-Key with two bodies at once', () => {
  it('places one order: the other body is refused with 422 on the key, and the order is the accepted body’s', async () => {
    const product = freshProduct();
    const email = 'kulcs-verseny@example.hu';
    const client = await shopper(4, 1);
    await addToCart(client, product.id, 1);
    await readyForCheckout(client, { email });
    const stock = await stockOf(product.id);
    const comments = ['Kérem, csengessenek.', 'Hívjanak fel érkezés előtt.'];

    const answers = await Promise.all(comments.map((comment) => placeOrder(client, { key: 'verseny-kulcs', body: { comment } })));
    expect(statuses(answers)).toEqual([201, 422]);
    const winner = answers.findIndex((answer) => answer.status === 201);
    const placed = expectContract<{ order_hash: string }>('placeOrder', answers[winner]!, 201);
    expect(Object.keys(expectError(answers[1 - winner]!, 422).errors ?? {})).toEqual(['idempotency_key']);

    const rows = await api.db.select({ hash: orders.hash, comment: orders.comment }).from(orders).where(sql`${orders.customerData}->>'email' = ${email}`);
    expect(rows).toEqual([{ hash: placed.order_hash, comment: comments[winner] }]);
    expect(await stockOf(product.id)).toBe(stock - 1);
    expect(await outboxed('order', email)).toBe(1);
  });
});

describe('paying again while the gateway decides', () => {
  it('never leaves an order both paid and with an attempt that can still be approved; the stock is taken once', LONG, async () => {
    const product = freshProduct();
    const card = await fixtures.payment(api, 'card_online');
    const stock = await stockOf(product.id);
    const sold = await piecesSold(product.id);
    const LAGS = [0, 1, 3, 6, 10];
    const ROUNDS = LAGS.length * 2;
    for (let round = 0; round < ROUNDS; round++) {
      const email = `ujrafizet${round}@example.hu`;
      const client = await shopper(5, round);
      await addToCart(client, product.id, 1);
      await readyForCheckout(client, { payment: 'card_online', email });
      const { order_hash: hash, redirect_url: first } = expectContract<{ order_hash: string; redirect_url: string }>(
        'placeOrder',
        await placeOrder(client),
        201,
      );
      const restart = () => client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL });
      const approve = (redirect: string) => client.request('POST', redirect, { form: { decision: 'approve' }, csrf: false });
      // Either request may be sent first, the other at once or a few milliseconds after, so that each can win.
      const lag = LAGS[Math.floor(round / 2)]!;
      const [restarted, decided] =
        round % 2 === 0
          ? await Promise.all([restart(), after(lag, () => approve(first))])
          : (await Promise.all([approve(first), after(lag, restart)])).reverse();

      const { id } = (await api.db.select({ id: orders.id }).from(orders).where(eq(orders.hash, hash)))[0]!;
      const attempts = () => api.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id));
      const paymentStatus = async () => (await api.db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]!.status;
      // One of the two wins; the other is refused as a conflict.
      expect([restarted!.status === 200, decided!.status === 303].filter(Boolean)).toHaveLength(1);
      if (decided!.status === 303) {
        expectError(restarted!, 409);
        // Paid: no other attempt was opened, and paying again is refused.
        expect(await paymentStatus()).toBe('paid');
        expect((await attempts()).map((attempt) => attempt.status)).toEqual(['paid']);
        expectError(await restart(), 409);
      } else {
        expectError(decided!, 409);
        const second = expectContract<{ redirect_url: string }>('restartPayment', restarted!).redirect_url;
        // Not paid: the first attempt was superseded, the new one waits and is the only one to approve.
        expect(await paymentStatus()).toBe('pending');
        expect((await attempts()).filter((attempt) => attempt.status === 'paid')).toEqual([]);
        expectError(await approve(first), 409);
        expect((await approve(second)).status).toBe(303);
        expect(await paymentStatus()).toBe('paid');
      }
      // Whichever won: one approved attempt, every other still pending one refuses approval, one payment mail.
      const settled = await attempts();
      expect(settled.filter((attempt) => attempt.status === 'paid')).toHaveLength(1);
      for (const pending of settled.filter((attempt) => attempt.status === 'pending')) {
        expectError(await approve(`/api/payment/gateway/${pending.id}`), 409);
      }
      expect(await outboxed('payment', email)).toBe(1);
    }
    expect(await stockOf(product.id)).toBe(stock - ROUNDS);
    expect(await piecesSold(product.id)).toBe(sold + ROUNDS);
  });
});

describe('a restock confirmation link confirmed many times at once', () => {
  const signUp = async (productId: number, email: string, ip: string) => {
    const client = await new Client(api, { ip }).start();
    const body = { email, consent: true, product_url: `${ORIGIN}/hu/termek/${productId}` };
    expectContract('restockSubscribe', await client.post(`/api/products/${productId}/restock-notifications`, body), 201);
    const [mail] = await mailsTo(client, email);
    return new URL(mail!.links.find((href) => href.startsWith(`${ORIGIN}/api/restock-notifications/confirm/`))!).pathname;
  };
  const confirmations = (path: string, block: number) =>
    Promise.all(
      Array.from({ length: 10 }, async (_, n) => (await new Client(api, { ip: `10.${block}.${n}.2` }).start()).request('POST', path, { csrf: false })),
    );
  const subscriptionsOf = (email: string) => api.db.select().from(restockSubscriptions).where(eq(restockSubscriptions.email, email));

  it('keeps one confirmed subscription for 10 presses at once, and mails exactly one notice when the stock returns', async () => {
    const product = freshProduct();
    await setStock(product.id, 0);
    const email = 'visszater@example.hu';
    const path = await signUp(product.id, email, '10.6.0.1');

    const pages = await confirmations(path, 6);
    // Pressing the button again shows the same page: every press is answered 200, none sends anything.
    expect(statuses(pages)).toEqual(Array<number>(10).fill(200));
    for (const page of pages) expect(page.text).toContain('Értesítés bekapcsolva');
    const [subscription] = await subscriptionsOf(email);
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(subscription!.confirmedAt).toBeInstanceOf(Date);
    expect(subscription!.notifiedAt).toBeNull();
    expect(await outboxed('restock', email)).toBe(0);

    expect(await restock(api.db, product.id, 2)).toEqual({ stock: 2, notified: 1 });
    expect(await restock(api.db, product.id, 1)).toEqual({ stock: 3, notified: 0 });
    expect(await outboxed('restock', email)).toBe(1);
    expect((await mailsTo(await shopper(6, 99), email)).filter((mail) => mail.subject.startsWith('Újra raktáron'))).toHaveLength(1);
  });

  it('mails exactly one notice when 10 presses meet the stock coming back', async () => {
    const product = freshProduct();
    await setStock(product.id, 0);
    const email = 'visszater-egyszerre@example.hu';
    const path = await signUp(product.id, email, '10.7.0.1');

    const [pages, returned] = await Promise.all([confirmations(path, 7), restock(api.db, product.id, 2)]);
    // A press after the notice went out finds a used link (404); at least the first press confirms.
    expect(pages.filter((page) => page.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(pages.every((page) => page.status === 200 || page.status === 404)).toBe(true);
    expect(returned.stock).toBe(2);
    const [subscription] = await subscriptionsOf(email);
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(subscription!.notifiedAt).toBeInstanceOf(Date);
    expect(await outboxed('restock', email)).toBe(1);
    expect(await restock(api.db, product.id, 1)).toEqual({ stock: 3, notified: 0 });
    expect(await outboxed('restock', email)).toBe(1);
  });
});
