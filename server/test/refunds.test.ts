/**
 * Refunds on withdrawal: once the shop accepts a withdrawal (`npm run accept-withdrawal`), a card
 * payment goes back through the provider that took it — SimplePay (/v2/refund) and Barion
 * (Payment/Refund), each against its local fake served over HTTP — or the simulated gateway; a
 * partial withdrawal refunds the withdrawn pieces as paid, the last one what is left with the
 * delivery fee; two acceptances at once refund once; a provider that fails leaves the refund to be
 * tried again; an offline payment is recorded for the shop's transfer. The order view and the
 * customer's mail show each refund.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, refunds, withdrawals } from '../src/db/schema.js';
import { paymentProviders, type PaymentProviders } from '../src/payments/config.js';
import { recordDelivery } from '../src/delivery/deliveries.js';
import { acceptWithdrawals, describeAcceptance, refundAmount } from '../src/withdrawal/refunds.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, mailsTo, pickProducts, placeOrder, readyForCheckout, withdrawalCode } from './support/shop.js';
import { FakeBarion } from './fakes/barion.js';
import { FakeSimplePay } from './fakes/simplepay.js';

const SIMPLEPAY = { merchant: 'OTTHON01', secretKey: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6' };
const BARION = { posKey: '6f1c2e9a4b7d4c0e8a3f5b9d1e7c2a40', payee: 'penztar@otthon.example' };

let base: TestApi;
let simplePayApi: TestApi;
let barionApi: TestApi;
let simplePayProviders: PaymentProviders;
let barionProviders: PaymentProviders;
const simplePay = new FakeSimplePay({ ...SIMPLEPAY, ipnUrl: `${ORIGIN}/api/payments/simplepay/ipn` });
const barion = new FakeBarion(BARION);
const none = paymentProviders(undefined, {});

beforeAll(async () => {
  base = await createTestApi();
  const [simplePayUrl, barionUrl] = await Promise.all([simplePay.listen(), barion.listen()]);
  simplePayApi = await base.variant({ payments: { simplepay: { ...SIMPLEPAY, url: simplePayUrl } } });
  barionApi = await base.variant({ payments: { barion: { ...BARION, url: barionUrl } } });
  simplePay.options.deliverIpn = async (request) => simplePayApi.fetch(request);
  barion.options.deliverCallback = async (request) => barionApi.fetch(request);
  simplePayProviders = paymentProviders({ simplepay: { ...SIMPLEPAY, url: simplePayUrl } }, {});
  barionProviders = paymentProviders({ barion: { ...BARION, url: barionUrl } }, {});
});
afterAll(async () => {
  await base.close();
  await Promise.all([simplePay.close(), barion.close()]);
});

type OrderView = {
  id: number;
  order_number: string;
  items: { id: number; quantity: number; total_gross: number }[];
  summary: { total_amount_gross: number };
  delivery: { price_gross: number };
  payment: { status: string };
  refunds: { amount: number; currency: string; method: string; status: string; refunded_at: string | null }[];
};
const view = async (client: Client, hash: string) => expectContract<OrderView>('order', await client.get(`/api/orders/${hash}`));
const refundMails = async (client: Client, email: string) => (await mailsTo(client, email)).filter((mail) => /Visszatérítés|Refund/.test(mail.subject));

let orders = 0;
/**
 * A card order of two lines (two pieces of the first), placed by a fresh address; small goods, so
 * the delivery is not free and its fee is part of what a whole withdrawal gives back.
 */
async function cardOrder(api: TestApi, payment = 'card_online') {
  const client = await new Client(api).start();
  const email = `elallo${++orders}@example.hu`;
  const small = and(
    gt(products.stock, 2),
    sql`jsonb_array_length(${products.tiers}) = 0`,
    isNull(products.priceOriginalNetHuf),
    lt(products.priceGrossHuf, 40_000),
  );
  const [first, second] = await pickProducts(api, small, 2);
  await addToCart(client, first!.id, 2);
  await addToCart(client, second!.id, 1);
  await readyForCheckout(client, { payment, email });
  const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
  return { client, email, hash: placed.order_hash, redirect: placed.redirect_url, order: await view(client, placed.order_hash) };
}

/** The customer withdraws, as a visitor with the mailed code: the whole order, or the pieces given. */
async function withdraw(client: Client, order: OrderView, email: string, items?: { id: number; quantity: number }[]) {
  const code = await withdrawalCode(client, order.order_number, email);
  return expectContract(
    'submitWithdrawal',
    await client.post('/api/withdrawals', { order_number: order.order_number, email, code, ...(items ? { items } : {}) }),
    201,
  );
}

async function paidBySimplePay(api = simplePayApi) {
  const placed = await cardOrder(api);
  const transactionId = Number(placed.redirect.split('/').pop());
  simplePay.finish(transactionId, 'SUCCESS');
  expect((await simplePay.sendIpn(transactionId)).status).toBe(200);
  expect((await view(placed.client, placed.hash)).payment.status).toBe('paid');
  return { ...placed, transactionId };
}

describe('refunding a withdrawal through SimplePay', () => {
  it('refunds the withdrawn pieces as paid, then what is left with the delivery fee; the order view and the mails show each', async () => {
    const placed = await paidBySimplePay();
    const [first, second] = placed.order.items;
    await withdraw(placed.client, placed.order, placed.email, [{ id: first!.id, quantity: 1 }]);

    // Recorded, not yet accepted: nothing is refunded.
    expect((await view(placed.client, placed.hash)).refunds).toEqual([]);
    const accepted = await acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number);
    expect(accepted).toMatchObject({ ok: true, accepted: 1 });
    const onePiece = first!.total_gross / first!.quantity;
    const transaction = simplePay.transactions.get(placed.transactionId)!;
    expect(transaction.refunds.map((refund) => refund.refundTotal)).toEqual([onePiece]);
    const call = simplePay.calls.filter((c) => c.path === 'refund').at(-1)!;
    expect(call).toMatchObject({ signed: true, body: { orderRef: transaction.orderRef, refundTotal: onePiece, currency: 'HUF' } });

    const partly = await view(placed.client, placed.hash);
    expect(partly.refunds).toEqual([expect.objectContaining({ amount: onePiece, currency: 'HUF', method: 'card', status: 'refunded' })]);
    expect(partly.refunds[0]!.refunded_at).not.toBeNull();
    const [mail] = await refundMails(placed.client, placed.email);
    expect(mail!.subject).toBe(`Visszatérítés – ${placed.order.order_number} számú rendelés`);
    expect(mail!.text).toContain('visszatérítettünk arra a bankkártyára');
    expect(mail!.text).toContain(`Visszatérítés azonosítója: ${transaction.refunds[0]!.refundTransactionId}`);

    // The rest: the other piece, the second line and the delivery fee, to the forint of what was paid.
    await withdraw(placed.client, placed.order, placed.email, [
      { id: first!.id, quantity: 1 },
      { id: second!.id, quantity: 1 },
    ]);
    await acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number);
    const rest = placed.order.summary.total_amount_gross - onePiece;
    expect(placed.order.delivery.price_gross).toBeGreaterThan(0);
    expect(rest).toBe(first!.total_gross - onePiece + second!.total_gross + placed.order.delivery.price_gross);
    expect(transaction.refunds.map((refund) => refund.refundTotal)).toEqual([onePiece, rest]);
    expect(transaction.remainingTotal).toBe(0);
    expect(transaction.status).toBe('REFUND');
    expect((await view(placed.client, placed.hash)).refunds.map((refund) => [refund.amount, refund.status])).toEqual([
      [onePiece, 'refunded'],
      [rest, 'refunded'],
    ]);
    const mails = await refundMails(placed.client, placed.email);
    expect(mails).toHaveLength(2);
    // Only the last refund gives back the delivery fee, and its mail says so.
    expect(mails.filter((mail) => mail.text.includes('Szállítási díj'))).toHaveLength(1);

    // Accepting again changes nothing: no new refund, no new mail.
    const again = await acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number);
    expect(again).toMatchObject({ ok: true, accepted: 0 });
    expect(transaction.refunds).toHaveLength(2);
    expect(await refundMails(placed.client, placed.email)).toHaveLength(2);
  });

  it('refunds once when the shop accepts the same withdrawal twice at once', async () => {
    const placed = await paidBySimplePay();
    await withdraw(placed.client, placed.order, placed.email);
    const both = await Promise.all([
      acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number),
      acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number),
    ]);
    expect(both.map((outcome) => outcome.ok && outcome.accepted).sort()).toEqual([0, 1]);
    const transaction = simplePay.transactions.get(placed.transactionId)!;
    expect(transaction.refunds.map((refund) => refund.refundTotal)).toEqual([placed.order.summary.total_amount_gross]);
    expect(await base.db.select().from(refunds).where(eq(refunds.orderId, placed.order.id))).toHaveLength(1);
    expect(await refundMails(placed.client, placed.email)).toHaveLength(1);
  });

  it('keeps a refund SimplePay could not take as failed, shows it pending, and sends it on the next run', async () => {
    const placed = await paidBySimplePay();
    await withdraw(placed.client, placed.order, placed.email);
    simplePay.failRefunds = true;
    let outcome: Awaited<ReturnType<typeof acceptWithdrawals>>;
    try {
      outcome = await acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number);
    } finally {
      simplePay.failRefunds = false;
    }
    expect(outcome).toMatchObject({ ok: true, accepted: 1, refunds: [{ status: 'failed', method: 'card', provider: 'simplepay' }] });
    expect(describeAcceptance(outcome).join('\n')).toMatch(/FAILED: .*Run the command again/);
    expect(describeAcceptance(outcome).join('\n')).not.toContain(SIMPLEPAY.secretKey);
    expect((await view(placed.client, placed.hash)).refunds).toEqual([expect.objectContaining({ status: 'pending', refunded_at: null })]);
    expect(await refundMails(placed.client, placed.email)).toEqual([]);
    expect(simplePay.transactions.get(placed.transactionId)!.refunds).toEqual([]);

    const retried = await acceptWithdrawals(base.db, simplePayProviders, placed.order.order_number);
    expect(retried).toMatchObject({ ok: true, accepted: 0, refunds: [{ status: 'refunded' }] });
    expect(simplePay.transactions.get(placed.transactionId)!.refunds).toHaveLength(1);
    expect(await refundMails(placed.client, placed.email)).toHaveLength(1);
  });

  it('refuses to refund through a provider the shop no longer has configured, and says so', async () => {
    const placed = await paidBySimplePay();
    await withdraw(placed.client, placed.order, placed.email);
    const outcome = await acceptWithdrawals(base.db, none, placed.order.order_number);
    expect(outcome).toMatchObject({ ok: true, refunds: [{ status: 'failed', failure: expect.stringContaining('simplepay is not configured') }] });
    expect(simplePay.transactions.get(placed.transactionId)!.refunds).toEqual([]);
  });
});

describe('refunding a withdrawal through Barion', () => {
  it("refunds through Barion's Payment/Refund, naming the payment's transaction", async () => {
    const placed = await cardOrder(barionApi);
    const paymentId = new URL(placed.redirect).searchParams.get('Id')!;
    barion.finish(paymentId, 'Succeeded');
    expect((await barionApi.fetch(barion.callbackRequest(paymentId))).status).toBe(200);
    expect((await view(placed.client, placed.hash)).payment.status).toBe('paid');
    const [first] = placed.order.items;
    await withdraw(placed.client, placed.order, placed.email, [{ id: first!.id, quantity: 2 }]);
    const outcome = await acceptWithdrawals(base.db, barionProviders, placed.order.order_number);
    expect(outcome).toMatchObject({ ok: true, refunds: [{ status: 'refunded', provider: 'barion', amount: first!.total_gross }] });
    const payment = barion.payments.get(paymentId)!;
    expect(payment.refunds.map((refund) => refund.amount)).toEqual([first!.total_gross]);
    expect(payment.remaining).toBe(placed.order.summary.total_amount_gross - first!.total_gross);
    const call = barion.calls.filter((c) => c.path === '/v2/Payment/Refund').at(-1)!;
    expect(call).toMatchObject({
      authenticated: true,
      body: { PaymentId: paymentId, TransactionsToRefund: [{ TransactionId: payment.transactionId, AmountToRefund: first!.total_gross }] },
    });
    placed.client.locale = 'en';
    const [mail] = await refundMails(placed.client, placed.email);
    expect(mail!.subject).toMatch(/^Visszatérítés/);
    expect((await view(placed.client, placed.hash)).refunds).toEqual([expect.objectContaining({ status: 'refunded', amount: first!.total_gross })]);
  });
});

describe('refunds without an outside provider', () => {
  it("refunds a payment of the simulated gateway at once, and mails it in the order's language", async () => {
    const placed = await cardOrder(base);
    const decided = await placed.client.request('POST', placed.redirect, { form: { decision: 'approve' }, csrf: false });
    expect(decided.status).toBe(303);
    expect((await view(placed.client, placed.hash)).payment.status).toBe('paid');
    await withdraw(placed.client, placed.order, placed.email);
    const outcome = await acceptWithdrawals(base.db, none, placed.order.order_number);
    expect(outcome).toMatchObject({
      ok: true,
      refunds: [{ status: 'refunded', provider: null, method: 'card', amount: placed.order.summary.total_amount_gross }],
    });
    expect(describeAcceptance(outcome)[1]).toMatch(/to the card \(simulated gateway\): refunded/);
    expect(await refundMails(placed.client, placed.email)).toHaveLength(1);
  });

  it('records a delivered cash-on-delivery order for the shop to transfer, and tells the customer how', async () => {
    const placed = await cardOrder(base, 'cash_on_delivery');
    expect((await recordDelivery(base.db, placed.order.order_number, new Date())).recorded).toBe(true);
    await withdraw(placed.client, placed.order, placed.email);
    const outcome = await acceptWithdrawals(base.db, none, placed.order.order_number);
    expect(outcome).toMatchObject({ ok: true, refunds: [{ method: 'transfer', status: 'pending', amount: placed.order.summary.total_amount_gross }] });
    expect((await view(placed.client, placed.hash)).refunds).toEqual([expect.objectContaining({ method: 'transfer', status: 'pending' })]);
    const [mail] = await refundMails(placed.client, placed.email);
    expect(mail!.text).toContain('banki átutalással térítünk vissza');
  });

  it('accepts a withdrawal of an unpaid bank-transfer order with nothing to refund', async () => {
    const placed = await cardOrder(base, 'bank_transfer');
    await withdraw(placed.client, placed.order, placed.email);
    const outcome = await acceptWithdrawals(base.db, none, placed.order.order_number);
    expect(outcome).toMatchObject({ ok: true, accepted: 1, refunds: [] });
    expect(describeAcceptance(outcome)[1]).toMatch(/nothing to refund/);
    const [row] = await base.db.select().from(withdrawals).where(eq(withdrawals.orderId, placed.order.id));
    expect(row!.acceptedAt).not.toBeNull();
    const [mail] = await refundMails(placed.client, placed.email);
    expect(mail!.text).toContain('nincs visszatérítendő összeg');
  });

  it('names what is wrong with the order number', async () => {
    expect(describeAcceptance(await acceptWithdrawals(base.db, none, 'rendelés'))).toEqual([
      '"rendelés" is not an order number (write it as OT-000123 or 123).',
    ]);
    expect(describeAcceptance(await acceptWithdrawals(base.db, none, 'OT-999999'))).toEqual(['No order OT-999999.']);
    const placed = await cardOrder(base, 'bank_transfer');
    expect(describeAcceptance(await acceptWithdrawals(base.db, none, placed.order.order_number))).toEqual([
      `Order ${placed.order.order_number} has no withdrawal to accept.`,
    ]);
  });
});

describe('refundAmount', () => {
  const order = {
    currency: 'HUF' as const,
    totalItemsGross: 100_000,
    // A 10 % coupon, and 4 990 Ft delivery.
    totalGross: 94_990,
    deliveryGross: 4_990,
    items: [
      { id: 1, quantity: 3, totalGross: 30_000 },
      { id: 2, quantity: 1, totalGross: 70_000 },
    ],
  };

  it('refunds pieces as paid, less their share of the coupon, rounded to the currency', () => {
    expect(refundAmount(order, [{ order_item_id: 1, quantity: 1 }], { completesOrder: false, refundedBefore: 0 })).toBe(9_000);
    expect(refundAmount({ ...order, totalGross: 94_991 }, [{ order_item_id: 1, quantity: 1 }], { completesOrder: false, refundedBefore: 0 })).toBe(9_000);
    expect(
      refundAmount({ ...order, currency: 'EUR', totalGross: 94_990.6 }, [{ order_item_id: 1, quantity: 1 }], { completesOrder: false, refundedBefore: 0 }),
    ).toBe(9_000.06);
  });

  it('gives back all that is left, delivery included, with the last withdrawal, and never more than was paid', () => {
    expect(refundAmount(order, [{ order_item_id: 2, quantity: 1 }], { completesOrder: true, refundedBefore: 9_000 })).toBe(85_990);
    expect(refundAmount(order, [{ order_item_id: 2, quantity: 1 }], { completesOrder: false, refundedBefore: 90_000 })).toBe(4_990);
    expect(refundAmount(order, [{ order_item_id: 9, quantity: 1 }], { completesOrder: false, refundedBefore: 0 })).toBe(0);
  });
});
