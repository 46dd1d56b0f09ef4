/**
 * Card payments through Barion's Smart Gateway (API v2), against a local Barion
 * (test/fakes/barion.ts) served over HTTP: start → gateway page → callback → GetPaymentState →
 * paid → one confirmation mail; a replayed callback changes nothing; a callback for a payment
 * Barion does not know is refused; a late callback is found by the return's GetPaymentState; a
 * cancelled, expired or failed payment releases the order as a decline does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.js';
import { createApi } from '../src/index.js';
import { barionCallbackPaymentId, barionTimeSpan } from '../src/payments/barion.js';
import { cardProvider, describePayments, paymentProviders } from '../src/payments/config.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, fixtures, mailsTo, placeOrder, readyForCheckout, RESULT_URL } from './support/shop.js';
import { FakeBarion, type FakeBarionStatus } from './fakes/barion.js';

const POS_KEY = '6f1c2e9a4b7d4c0e8a3f5b9d1e7c2a40';
const PAYEE = 'penztar@otthon.example';
const CALLBACK_URL = `${ORIGIN}/api/payments/barion/callback`;

let base: TestApi;
let api: TestApi;
let clock = Date.now();
const fake = new FakeBarion({ posKey: POS_KEY, payee: PAYEE });

beforeAll(async () => {
  base = await createTestApi();
  const url = await fake.listen();
  api = await base.variant({ payments: { barion: { posKey: POS_KEY, payee: PAYEE, url } }, now: () => new Date(clock) });
  fake.options.deliverCallback = async (request) => api.fetch(request);
});
afterAll(async () => {
  await base.close();
  await fake.close();
});

const started = () => new Client(api).start();
const order = async (client: Client, hash: string) => expectContract('order', await client.get(`/api/orders/${hash}`));
const paymentMails = async (client: Client) => (await mailsTo(client, 'vevo@example.hu')).filter((mail) => /fizetés|payment/i.test(mail.subject));
/** A request for a path of the API (the back address points at the shop's origin). */
const get = (client: Client, url: string) => client.get(url.replace(ORIGIN, ''));
const callback = (body: string, type = 'application/x-www-form-urlencoded') =>
  api.fetch(new Request(CALLBACK_URL, { method: 'POST', headers: { 'Content-Type': type }, body }));

async function barionOrder(client: Client, pieces = 1, nth = 0) {
  const product = (await fixtures.plain(api, 3, nth + 1))[nth];
  await addToCart(client, product!.id, pieces);
  await readyForCheckout(client, { payment: 'card_online' });
  const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
  const paymentId = new URL(placed.redirect_url).searchParams.get('Id')!;
  return { hash: placed.order_hash, redirect: placed.redirect_url, paymentId, payment: fake.payments.get(paymentId)!, productId: product!.id };
}

/** The shopper ends the payment on Barion's gateway page: Barion sends the callback and the browser back. */
async function payAtGateway(client: Client, gatewayUrl: string, status: FakeBarionStatus) {
  const page = await fetch(`${gatewayUrl}&status=${status}`, { redirect: 'manual' });
  expect(page.status).toBe(302);
  return get(client, page.headers.get('location')!);
}

describe('Barion: start, callback and the return', () => {
  it("sends the shopper to the GatewayUrl Barion answered, after a /v2/Payment/Start for the order's attempt", async () => {
    const client = await started();
    const placed = await barionOrder(client);
    expect(placed.redirect).toBe(`${fake.url}/Pay?Id=${placed.paymentId}&lang=hu_HU`);
    const call = fake.calls.filter((c) => c.path === '/v2/Payment/Start').at(-1)!;
    expect(call.authenticated).toBe(true);
    const view = await order(client, placed.hash);
    const total = view.summary.total_amount_gross;
    expect(call.body).toMatchObject({
      POSKey: POS_KEY,
      PaymentType: 'Immediate',
      GuestCheckOut: true,
      FundingSources: ['All'],
      PaymentRequestId: placed.payment.paymentRequestId,
      RedirectUrl: `${ORIGIN}/api/payments/barion/back`,
      CallbackUrl: CALLBACK_URL,
      Locale: 'hu-HU',
      Currency: 'HUF',
      PayerHint: 'vevo@example.hu',
      Transactions: [
        { POSTransactionId: placed.payment.paymentRequestId, Payee: PAYEE, Total: total, Items: [{ Quantity: 1, UnitPrice: total, ItemTotal: total }] },
      ],
    });
    expect(call.body.PaymentWindow).toMatch(/^0:00:\d\d:\d\d$/);
    // The payment request id is the shop's attempt: 32 random characters, not the order's number.
    expect(placed.payment.paymentRequestId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(view.payment).toMatchObject({ status: 'pending', can_retry: true });
  });

  it('marks the order paid once Barion, asked after its callback, says Succeeded, and mails the confirmation once', async () => {
    const client = await started();
    const placed = await barionOrder(client);
    const before = (await paymentMails(client)).length;
    const back = await payAtGateway(client, placed.redirect, 'Succeeded');
    // The callback came first (from the gateway) and was answered 200.
    expect(fake.callbackAnswers.at(-1)).toEqual({ paymentId: placed.paymentId, status: 200 });
    expect(fake.calls.some((c) => c.path === '/v2/Payment/GetPaymentState' && c.body.PaymentId === placed.paymentId && c.authenticated)).toBe(true);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(RESULT_URL);
    expect(location.searchParams.get('order_hash')).toBe(placed.hash);

    const paid = await order(client, placed.hash);
    expect(paid.status).toBe('processing');
    expect(paid.payment).toMatchObject({ status: 'paid', transaction_id: placed.paymentId, can_retry: false });
    expect(paid.payment.response_message).toBe(`Sikeres fizetés. Barion fizetésazonosító: ${placed.paymentId}`);
    client.locale = 'en';
    expect((await order(client, placed.hash)).payment.response_message).toBe(`Successful payment. Barion payment ID: ${placed.paymentId}`);
    expect(await paymentMails(client)).toHaveLength(before + 1);

    // Barion repeats a callback it thinks went unanswered: answered 200 again, nothing more happens.
    expect(await fake.sendCallback(placed.paymentId)).toEqual({ status: 200 });
    // The same callback as JSON with the older field name.
    expect((await callback(JSON.stringify({ PaymentId: placed.paymentId }), 'application/json')).status).toBe(200);
    expect(await paymentMails(client)).toHaveLength(before + 1);
    expect((await order(client, placed.hash)).payment.status).toBe('paid');
  });

  it('refuses a callback for a payment Barion does not know (404) and changes nothing', async () => {
    const client = await started();
    const placed = await barionOrder(client);
    fake.finish(placed.paymentId, 'Succeeded');
    const before = (await paymentMails(client)).length;
    const calls = fake.calls.length;

    const unknown = await callback('paymentId=00000000000000000000000000000000');
    expect(unknown.status).toBe(404);
    // Barion was asked, and said it knows no such payment.
    expect(fake.calls.slice(calls).map((c) => c.path)).toEqual(['/v2/Payment/GetPaymentState']);

    const nothing = await callback('', 'application/x-www-form-urlencoded');
    expect(nothing.status).toBe(422);

    expect((await order(client, placed.hash)).payment.status).toBe('pending');
    expect(await paymentMails(client)).toHaveLength(before);
  });

  it('never pays on the return alone: while the callback is late the return asks GetPaymentState, and only Succeeded pays', async () => {
    const client = await started();
    const placed = await barionOrder(client);
    const before = (await paymentMails(client)).length;
    // The shopper comes back while Barion still has the payment open.
    const early = await get(client, fake.redirectUrl(placed.payment));
    expect(early.status).toBe(303);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/v2/Payment/GetPaymentState', authenticated: true, body: { PaymentId: placed.paymentId } });
    expect((await order(client, placed.hash)).payment.status).toBe('pending');

    // The payment succeeded but its callback is late: the return finds it.
    const back = fake.finish(placed.paymentId, 'Succeeded');
    expect((await get(client, back)).status).toBe(303);
    expect((await order(client, placed.hash)).payment).toMatchObject({ status: 'paid', transaction_id: placed.paymentId });
    expect(await paymentMails(client)).toHaveLength(before + 1);

    // The late callback then changes nothing, and neither does another return.
    expect(await fake.sendCallback(placed.paymentId)).toEqual({ status: 200 });
    expect((await get(client, back)).status).toBe(303);
    expect(await paymentMails(client)).toHaveLength(before + 1);
  });

  it('answers a callback 502 while GetPaymentState cannot be asked (Barion sends it again), and the return leaves the order waiting', async () => {
    const client = await started();
    const placed = await barionOrder(client);
    const back = fake.finish(placed.paymentId, 'Succeeded');
    fake.failStateQueries = true;
    try {
      expect(await fake.sendCallback(placed.paymentId)).toEqual({ status: 502 });
      expect((await get(client, back)).status).toBe(303);
    } finally {
      fake.failStateQueries = false;
    }
    expect((await order(client, placed.hash)).payment.status).toBe('pending');
    // Barion's retry then goes through.
    expect(await fake.sendCallback(placed.paymentId)).toEqual({ status: 200 });
    expect((await order(client, placed.hash)).payment.status).toBe('paid');
  });

  it('answers 404 for a return naming a payment no Barion attempt has', async () => {
    const client = await started();
    expect((await client.get('/api/payments/barion/back?paymentId=ffffffffffffffffffffffffffffffff')).status).toBe(404);
  });

  it.each([
    ['Canceled', 'cancelled', /^Ön megszakította a fizetést\. Barion fizetésazonosító: [0-9a-f]{32}$/, /^You cancelled the payment\./],
    ['Expired', 'failed', /^A fizetésre rendelkezésre álló idő lejárt\. Barion fizetésazonosító: [0-9a-f]{32}$/, /^The time allowed for the payment ran out\./],
    ['Failed', 'failed', /^Sikertelen fizetés\. Barion fizetésazonosító: [0-9a-f]{32}\./, /^The payment failed\./],
  ] as const)('records a %s payment as %s with its words and offers "Pay Again" through Barion', async (status, recorded, hu, en) => {
    const client = await started();
    const placed = await barionOrder(client);
    expect((await payAtGateway(client, placed.redirect, status)).status).toBe(303);
    const view = await order(client, placed.hash);
    expect(view.payment).toMatchObject({ status: recorded, can_retry: true });
    expect(view.payment.response_message).toMatch(hu);
    client.locale = 'en';
    expect((await order(client, placed.hash)).payment.response_message).toMatch(en);

    const card = await fixtures.payment(api, 'card_online');
    const again = expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${placed.hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }),
    );
    expect(again.redirect_url).toMatch(new RegExp(`^${fake.url}/Pay\\?Id=[0-9a-f]{32}&lang=`));
    expect(again.redirect_url).not.toBe(placed.redirect);
    // The superseded payment's late success does not decide the new attempt.
    fake.payments.get(placed.paymentId)!.status = 'Succeeded';
    expect((await fake.sendCallback(placed.paymentId)).status).toBe(200);
    expect((await order(client, placed.hash)).payment.status).toBe('pending');
  });

  it.each(['Canceled', 'Expired'] as const)('releases the stock of a %s payment at the reservation deadline, as after a decline', async (status) => {
    const client = await started();
    // Products no other test here orders, so only this order's pieces come back.
    const placed = await barionOrder(client, 2, status === 'Canceled' ? 6 : 7);
    const stock = async () => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, placed.productId)))[0]!.stock;
    const held = await stock();
    await payAtGateway(client, placed.redirect, status);
    expect((await order(client, placed.hash)).payment.status).toBe(status === 'Canceled' ? 'cancelled' : 'failed');
    clock += 11 * 60 * 1000;
    try {
      const released = await order(client, placed.hash);
      expect(released.status).toBe('cancelled');
      expect(await stock()).toBe(held + 2);
    } finally {
      clock = Date.now();
    }
  });

  it('places nothing when Barion refuses the start (502), and the answer holds no POSKey', async () => {
    const client = await started();
    const [product] = await fixtures.plain(api, 3);
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client, { payment: 'card_online' });
    const count = (await api.db.select({ id: orders.id }).from(orders)).length;
    // A payee Barion does not accept: its refusal repeats the POSKey in AuthData.
    const wrongPayee = await base.variant({ payments: { barion: { posKey: POS_KEY, payee: 'someone-else@example.hu', url: fake.url } } });
    const other = await new Client(wrongPayee).start();
    await addToCart(other, product!.id, 1);
    await readyForCheckout(other, { payment: 'card_online' });
    const answer = await placeOrder(other);
    expect(answer.status).toBe(502);
    expect(answer.text).not.toContain(POS_KEY);
    expect((await api.db.select({ id: orders.id }).from(orders)).length).toBe(count);
  });
});

describe('Barion refunds (the adapter alone)', () => {
  it('refunds part of a succeeded payment and then the rest through /v2/Payment/Refund, and refuses more than is left', async () => {
    const client = await started();
    const placed = await barionOrder(client);
    fake.finish(placed.paymentId, 'Succeeded');
    const provider = paymentProviders({ barion: { posKey: POS_KEY, payee: PAYEE, url: fake.url } }, {}).barion!;
    const attemptId = placed.payment.paymentRequestId;
    const total = placed.payment.total;
    const part = Math.floor(total / 3);
    const first = await provider.refund({ attemptId, transactionId: placed.paymentId, amount: part, currency: 'HUF' });
    expect(first.refundId).toMatch(/^[0-9a-f]{32}$/);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v2/Payment/Refund',
      authenticated: true,
      body: {
        PaymentId: placed.paymentId,
        TransactionsToRefund: [{ TransactionId: placed.payment.transactionId, POSTransactionId: attemptId, AmountToRefund: part }],
      },
    });
    expect(placed.payment.remaining).toBe(total - part);
    const over = provider.refund({ attemptId, transactionId: placed.paymentId, amount: total, currency: 'HUF' });
    await expect(over).rejects.toThrow(/refused: ModelValidationError/);
    await expect(over).rejects.not.toThrow(new RegExp(POS_KEY));
    await provider.refund({ attemptId, transactionId: placed.paymentId, amount: total - part, currency: 'HUF' });
    expect(placed.payment.remaining).toBe(0);
    expect(placed.payment.refunds).toHaveLength(2);
  });
});

describe('Barion settings', () => {
  it('refuses a half-configured Barion at start with a message naming what is missing', async () => {
    expect(() => paymentProviders(undefined, { BARION_POS_KEY: POS_KEY })).toThrow(/Barion is half configured: BARION_PAYEE is missing/);
    expect(() => paymentProviders(undefined, { BARION_PAYEE: PAYEE })).toThrow(/BARION_POS_KEY is missing/);
    expect(() => paymentProviders(undefined, { BARION_URL: 'https://api.barion.com' })).toThrow(/BARION_POS_KEY and BARION_PAYEE are missing/);
    expect(() => paymentProviders(undefined, { BARION_PAYEE: PAYEE, BARION_POS_KEY: POS_KEY, BARION_URL: 'api.barion.com' })).toThrow(/BARION_URL/);
    await expect(createApi({ database: 'unused', seed: false }, { BARION_POS_KEY: POS_KEY })).rejects.toThrow(/BARION_PAYEE is missing/);
    // The refusal never repeats the key it was given.
    expect(() => paymentProviders(undefined, { BARION_POS_KEY: POS_KEY })).not.toThrow(new RegExp(POS_KEY));
  });

  it('says Barion is on at start, without the POSKey, and defaults to the sandbox API', () => {
    expect(api.settings.find((line) => line.startsWith('payments:'))).toBe(`payments: Barion (payee ${PAYEE}, ${fake.url})`);
    expect(api.settings.join('\n')).not.toContain(POS_KEY);
    const fromEnv = paymentProviders(undefined, { BARION_POS_KEY: POS_KEY, BARION_PAYEE: PAYEE });
    expect(fromEnv.barion?.name).toBe('barion');
    expect(describePayments(undefined, { BARION_POS_KEY: POS_KEY, BARION_PAYEE: PAYEE })).toBe(
      `payments: Barion (payee ${PAYEE}, https://api.test.barion.com)`,
    );
  });

  it('gives the shop’s card method to SimplePay when both are configured (Barion has its own); Barion takes it when it is the only one', () => {
    const both = paymentProviders(
      {
        simplepay: { merchant: 'OTTHON01', secretKey: 'k', url: 'https://sandbox.simplepay.hu/payment' },
        barion: { posKey: POS_KEY, payee: PAYEE, url: fake.url },
      },
      {},
    );
    expect(cardProvider(both)?.name).toBe('simplepay');
    expect(both.barion).not.toBeNull();
    expect(cardProvider(paymentProviders({ barion: { posKey: POS_KEY, payee: PAYEE, url: fake.url } }, {}))?.name).toBe('barion');
    expect(cardProvider(paymentProviders(undefined, {}))).toBeNull();
  });
});

describe("Barion's wire formats", () => {
  it('reads the callback’s payment id form-encoded or as JSON, in either spelling', () => {
    expect(barionCallbackPaymentId('paymentId=abc')).toBe('abc');
    expect(barionCallbackPaymentId('PaymentId=abc')).toBe('abc');
    expect(barionCallbackPaymentId('{"PaymentId":"abc"}')).toBe('abc');
    expect(barionCallbackPaymentId('{"paymentId":')).toBeNull();
    expect(barionCallbackPaymentId('other=1')).toBeNull();
  });

  it('writes time spans as d:hh:mm:ss, at least a minute', () => {
    expect(barionTimeSpan(10 * 60 * 1000)).toBe('0:00:10:00');
    expect(barionTimeSpan(0)).toBe('0:00:01:00');
    expect(barionTimeSpan(26 * 3600 * 1000 + 5000)).toBe('1:02:00:05');
  });
});
