/**
 * Stock reservations (docs/requirements.md 9.4): an order holds its pieces while it waits for its
 * payment — a card payment 10 minutes, a bank transfer to the end of the fifth working day after
 * the order's day; cash on delivery until the shop ships it. The shop's clock is the test's, moved
 * forward instead of waited for.
 */
import { eq } from 'drizzle-orm';
import { transferDeadline } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STOCK_RESERVATION_MINUTES } from '../src/domain.js';
import { orders, products } from '../src/db/schema.js';
import { recordDelivery } from '../src/delivery/deliveries.js';
import { sweepReservations } from '../src/orders/reservations.js';
import { recordTransfer } from '../src/payment/transfers.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, fixtures, loginDemo, mailsTo, placeOrder, readyForCheckout, RESULT_URL, type ProductFixture } from './support/shop.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
let base: TestApi;
/** The same shop on a clock the tests move. */
let api: TestApi;
let clock = Date.now();
let stockOf: ProductFixture[];

beforeAll(async () => {
  base = await createTestApi();
  api = await base.variant({ now: () => new Date(clock) });
  stockOf = await fixtures.plain(base, 6, 18);
});
afterAll(() => base.close());

const later = (ms: number) => void (clock += ms);
let next = 0;
/** A product no other test of this file touches. */
const freshProduct = () => stockOf[next++]!;

const started = (locale: 'hu' | 'en' = 'hu') => new Client(api, { locale }).start();
const order = async (client: Client, hash: string) => expectContract('order', await client.get(`/api/orders/${hash}`));
const orderRow = async (hash: string) =>
  (await api.db.select({ reservedUntil: orders.reservedUntil, createdAt: orders.createdAt }).from(orders).where(eq(orders.hash, hash)))[0]!;
/** When the order's reservation ends, as stored (null: none). */
const reservedUntilOf = async (hash: string) => (await orderRow(hash)).reservedUntil;
const placedAtOf = async (hash: string) => (await orderRow(hash)).createdAt;
const stockInDatabase = async (id: number) => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
/** The stock as the shop shows it (reading it changes nothing). */
const shownStock = async (client: Client, id: number) => expectContract('product', await client.get(`/api/products/${id}`)).quantity as number;
/** The sweep each server process runs every few seconds, at the test's clock. */
const sweep = () => sweepReservations(api.db, new Date(clock));
const decide = (client: Client, redirect: string, decision: string) => client.request('POST', redirect, { form: { decision }, csrf: false });

async function placed(client: Client, product: ProductFixture, quantity: number, payment = 'card_online', email?: string) {
  await addToCart(client, product.id, quantity);
  await readyForCheckout(client, { payment, ...(email ? { email } : {}) });
  return expectContract<{ order_hash: string; redirect_url: string | null }>('placeOrder', await placeOrder(client), 201);
}

describe('stock reservations of orders waiting for their payment (requirements §9)', () => {
  it('gives the stock back when the card payment misses the 10 minutes, and the order can no longer be paid', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash, redirect_url: gateway } = await placed(client, product, 2);
    expect(await stockInDatabase(product.id)).toBe(product.stock - 2);

    later(STOCK_RESERVATION_MINUTES * MINUTE - 1000);
    expect(await shownStock(client, product.id)).toBe(product.stock - 2);
    expect(await order(client, hash)).toMatchObject({ status: 'new', payment: { status: 'pending', can_retry: true } });

    later(2000);
    // Reading the catalogue releases nothing; the sweep does, without anyone reading the order.
    expect(await shownStock(client, product.id)).toBe(product.stock - 2);
    expect(await stockInDatabase(product.id)).toBe(product.stock - 2);
    await sweep();
    expect(await shownStock(client, product.id)).toBe(product.stock);
    const expired = await order(client, hash);
    expect(expired.status).toBe('cancelled');
    expect(expired.payment).toMatchObject({ status: 'cancelled', can_retry: false, response_code: null, authorization_code: null });
    expect(expired.payment.response_message).toBe(
      `A fizetés nem érkezett meg ${STOCK_RESERVATION_MINUTES} percen belül, ezért a rendelést töröltük, és a félretett termékeket felszabadítottuk. Kérjük, adja le újra a rendelést.`,
    );
    client.locale = 'en';
    expect((await order(client, hash)).payment.response_message).toBe(
      `The payment did not arrive within ${STOCK_RESERVATION_MINUTES} minutes, so the order was cancelled and the items we held for you were released. Please place the order again.`,
    );

    const card = await fixtures.payment(api, 'card_online');
    const restart = expectError(await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }), 409);
    expect(restart.message).toContain(`${STOCK_RESERVATION_MINUTES} minutes`);

    // The gateway page says so, and approving there charges nothing: back to the result page.
    const page = await client.get(gateway!);
    expect(page.text).toContain('A fizetésre szánt idő lejárt');
    const approved = await decide(client, gateway!, 'approve');
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get('location')!).searchParams.get('order_hash')).toBe(hash);
    expect((await order(client, hash)).payment).toMatchObject({ status: 'cancelled', authorization_code: null, can_retry: false });
    // Released once, whatever read it afterwards.
    expect(await stockInDatabase(product.id)).toBe(product.stock);
  });

  it('keeps the stock of a payment approved before the reservation ends', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash, redirect_url: gateway } = await placed(client, product, 1);
    later(STOCK_RESERVATION_MINUTES * MINUTE - 30_000);
    expect((await decide(client, gateway!, 'approve')).status).toBe(303);

    later(60 * MINUTE);
    await sweep();
    expect(await shownStock(client, product.id)).toBe(product.stock - 1);
    const paid = await order(client, hash);
    expect(paid).toMatchObject({ status: 'processing', payment: { status: 'paid', response_code: '00', can_retry: false } });
  });

  it('lets a declined payment be tried again within the reservation, without moving its end', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash, redirect_url: gateway } = await placed(client, product, 1);
    const card = await fixtures.payment(api, 'card_online');
    later(2 * MINUTE);
    await decide(client, gateway!, 'decline');
    later(5 * MINUTE);
    const again = expectContract<{ redirect_url: string }>(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }),
    );

    later(STOCK_RESERVATION_MINUTES * MINUTE - 7 * MINUTE);
    expect((await decide(client, again.redirect_url, 'approve')).status).toBe(303);
    expect(await order(client, hash)).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled', can_retry: false } });
    expect(await shownStock(client, product.id)).toBe(product.stock);
  });

  it('keeps the stock of an order switched to bank transfer before the reservation ends', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash } = await placed(client, product, 1);
    const transfer = await fixtures.payment(api, 'bank_transfer');
    later(3 * MINUTE);
    const switched = expectContract<{ redirect_url: string | null }>(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: transfer.id, transaction_result_url: RESULT_URL }),
    );
    expect(switched.redirect_url).toBeNull();
    later(60 * MINUTE);
    await sweep();
    expect(await shownStock(client, product.id)).toBe(product.stock - 1);
    expect(await order(client, hash)).toMatchObject({ status: 'new', payment: { status: 'not_required' } });
  });

  it('keeps the stock of a cash-on-delivery order: it is paid at the door, so nothing lapses', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash, redirect_url } = await placed(client, product, 1, 'cash_on_delivery');
    expect(redirect_url).toBeNull();
    expect(await reservedUntilOf(hash)).toBeNull();
    later(30 * DAY);
    await sweep();
    expect(await shownStock(client, product.id)).toBe(product.stock - 1);
    expect(await order(client, hash)).toMatchObject({ status: 'new', payment: { status: 'not_required' } });
  });

  it('keeps a bank-transfer order’s items to the end of the fifth working day, then cancels it and puts them back on sale', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash, redirect_url } = await placed(client, product, 2, 'bank_transfer');
    expect(redirect_url).toBeNull();
    const deadline = await reservedUntilOf(hash);
    expect(deadline).toEqual(transferDeadline(await placedAtOf(hash)));
    expect(deadline!.getTime() - clock).toBeGreaterThan(5 * DAY);

    clock = deadline!.getTime() - 1000;
    await sweep();
    expect(await shownStock(client, product.id)).toBe(product.stock - 2);
    expect(await order(client, hash)).toMatchObject({ status: 'new', payment: { status: 'not_required' } });

    later(1000);
    await sweep();
    expect(await stockInDatabase(product.id)).toBe(product.stock);
    const cancelled = await order(client, hash);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled', can_retry: false } });
    expect(cancelled.payment.response_message).toBe(
      'Az átutalás nem érkezett meg 5 munkanapon belül, ezért a rendelést töröltük, és a félretett termékeket felszabadítottuk. Kérjük, adja le újra a rendelést.',
    );
    // Paying again is refused in the same words.
    const card = await fixtures.payment(api, 'card_online');
    const again = expectError(await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }), 409);
    expect(again.message).toBe(cancelled.payment.response_message);
    // A transfer that arrives after the cancellation is not taken as payment.
    expect(await recordTransfer(api.db, cancelled.order_number, new Date(clock))).toMatchObject({ recorded: false, reason: 'cancelled' });
  });

  it('sells a bank-transfer order’s items once its transfer is recorded: nothing lapses, and only then may it be delivered', async () => {
    const product = freshProduct();
    const client = await started('en');
    const { order_hash: hash } = await placed(client, product, 1, 'bank_transfer');
    const number = (await order(client, hash)).order_number;
    const deadline = (await reservedUntilOf(hash))!;
    expect(await recordDelivery(api.db, number, new Date(clock), new Date(clock))).toMatchObject({ recorded: false, reason: 'awaiting_payment' });

    clock = deadline.getTime() - MINUTE;
    expect(await recordTransfer(api.db, number, new Date(clock))).toEqual({ recorded: true, number });
    expect(await reservedUntilOf(hash)).toBeNull();
    later(DAY);
    await sweep();
    expect(await stockInDatabase(product.id)).toBe(product.stock - 1);
    expect(await order(client, hash)).toMatchObject({ status: 'processing', payment: { status: 'paid' } });
    expect(await recordDelivery(api.db, number, new Date(clock), new Date(clock))).toMatchObject({ recorded: true });
  });

  it('gives a bank-transfer order switched to card payment 10 minutes, and one switched back its first deadline', async () => {
    const product = freshProduct();
    const client = await started();
    const { order_hash: hash } = await placed(client, product, 1, 'bank_transfer');
    const deadline = await reservedUntilOf(hash);
    const card = await fixtures.payment(api, 'card_online');
    const transfer = await fixtures.payment(api, 'bank_transfer');
    later(DAY);
    const switched = expectContract<{ redirect_url: string | null }>(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }),
    );
    expect(switched.redirect_url).not.toBeNull();
    expect(await reservedUntilOf(hash)).toEqual(new Date(clock + STOCK_RESERVATION_MINUTES * MINUTE));

    later(2 * MINUTE);
    expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: transfer.id, transaction_result_url: RESULT_URL }),
    );
    // Back to a transfer: the order's own deadline again, never a later one.
    expect(await reservedUntilOf(hash)).toEqual(deadline);
    later(STOCK_RESERVATION_MINUTES * MINUTE);
    await sweep();
    expect(await order(client, hash)).toMatchObject({ status: 'new', payment: { status: 'not_required' } });
    expect(await stockInDatabase(product.id)).toBe(product.stock - 1);
  });

  it('releases a lapsed reservation exactly once when several sweeps and the order’s readers meet', async () => {
    const product = freshProduct();
    const buyers = await Promise.all([started(), started('en'), started()]);
    const orders = [];
    for (const buyer of buyers) orders.push(await placed(buyer, product, 1));
    expect(await stockInDatabase(product.id)).toBe(product.stock - 3);

    later(STOCK_RESERVATION_MINUTES * MINUTE + 1000);
    const readers = await Promise.all(Array.from({ length: 6 }, () => new Client(api)));
    // Every process sweeps on its own timer; here three sweeps run at once with the readers.
    const sweeps = Promise.all([sweep(), sweep(), sweep()]);
    const answers = await Promise.all([
      ...readers.map((reader) => reader.get(`/api/products/${product.id}`)),
      ...readers.map((reader) => reader.get('/api/products?per_page=24')),
      ...orders.map((placedOrder, index) => buyers[index]!.get(`/api/orders/${placedOrder.order_hash}`)),
      ...buyers.map((buyer) => buyer.get('/api/cart')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Each order released by at most one sweep (the order reads may release their own first).
    const released = await sweeps;
    expect(released.flat().length).toBe(new Set(released.flat()).size);
    expect(await stockInDatabase(product.id)).toBe(product.stock);
    for (const [index, placedOrder] of orders.entries()) expect((await order(buyers[index]!, placedOrder.order_hash)).payment.can_retry).toBe(false);
  });

  it('lets an order take the pieces of a lapsed reservation before any sweep has run', async () => {
    const product = { ...freshProduct(), stock: 2 };
    await api.db.update(products).set({ stock: product.stock }).where(eq(products.id, product.id));
    const late = await started();
    await addToCart(late, product.id, 1);
    const early = await started('en');
    await placed(early, product, product.stock);
    expect(await stockInDatabase(product.id)).toBe(0);

    later(STOCK_RESERVATION_MINUTES * MINUTE + 1000);
    expect(await shownStock(late, product.id)).toBe(0);
    await readyForCheckout(late, { payment: 'bank_transfer' });
    expectContract('placeOrder', await placeOrder(late), 201);
    expect(await stockInDatabase(product.id)).toBe(product.stock - 1);
  });

  it('has each server process sweep on its own: a lapsed reservation returns with nobody reading anything', async () => {
    const product = freshProduct();
    await placed(await started(), product, 1);
    later(STOCK_RESERVATION_MINUTES * MINUTE + 1000);
    // A process with the timer on (as the shop runs by default) sweeps when it starts and every few seconds after.
    await base.variant({ now: () => new Date(clock), reservationSweep: true });
    await vi.waitFor(async () => expect(await stockInDatabase(product.id)).toBe(product.stock), { timeout: 5000 });
  });

  it('shows a logged-in customer’s lapsed card order as cancelled in the account’s order list before any sweep', async () => {
    const product = freshProduct();
    const client = await started();
    await loginDemo(client);
    const { order_hash: hash } = await placed(client, product, 1);
    later(STOCK_RESERVATION_MINUTES * MINUTE + 1000);
    const list = expectContract<{ items: { order_hash: string; status: string; payment_status: string }[] }>(
      'accountOrders',
      await client.get('/api/account/orders'),
    );
    expect(list.items.find((item) => item.order_hash === hash)).toMatchObject({ status: 'cancelled', payment_status: 'cancelled' });
    expect(await stockInDatabase(product.id)).toBe(product.stock);
  });

  it('tells the card customer in the confirmation mail how long the items are held, and nothing of items set aside', async () => {
    const product = freshProduct();
    const client = await started();
    // An address of its own: the file's other orders use up the shared address's mails of the hour.
    await placed(client, product, 1, 'card_online', 'tartas@example.hu');
    const [mail] = await mailsTo(client, 'tartas@example.hu');
    expect(mail!.text).toContain(`a termékeket ${STOCK_RESERVATION_MINUTES} percig tartjuk fenn Önnek, kérjük, ezalatt fizessen bankkártyával`);
    expect(mail!.text).not.toContain('félretettük');
  });

  it('says one thing of the payment in each offline order’s confirmation: a transfer to make, or payment on delivery', async () => {
    const transfer = await started();
    const { order_hash: transferHash } = await placed(transfer, freshProduct(), 1, 'bank_transfer', 'utalas@example.hu');
    const number = (await order(transfer, transferHash)).order_number;
    const [transferMail] = await mailsTo(transfer, 'utalas@example.hu');
    expect(transferMail!.text).toContain(
      `A termékeket félretettük Önnek. Kérjük, a végösszeget 5 munkanapon belül utalja át, a közleményben a rendelésszámmal (${number})`,
    );
    const onDelivery = await started();
    await placed(onDelivery, freshProduct(), 1, 'cash_on_delivery', 'utanvet@example.hu');
    const [onDeliveryMail] = await mailsTo(onDelivery, 'utanvet@example.hu');
    expect(onDeliveryMail!.text).toContain('A végösszeget az átvételkor fizeti');
    for (const mail of [transferMail!, onDeliveryMail!]) expect(mail.text).not.toMatch(/percig tartjuk|bankkártyával fizessen/);
    expect(transferMail!.text).not.toContain('átvételkor');
  });
});
