/**
 * Card payments through SimplePay v2, against a local SimplePay (test/fakes/simplepay.ts) served
 * over HTTP: start → payment page → IPN → paid → one confirmation mail; replays and wrong
 * signatures change nothing; a late IPN is found by /v2/query; a failure, timeout or cancellation
 * shows the checklist's words with the SimplePay transaction id and offers "Pay Again". The
 * signing is checked byte for byte against SimplePay's JavaScript SDK (simplepay-js-sdk).
 */
import { eq } from 'drizzle-orm';
import { checkSignature, generateSignature, getPaymentResponse } from 'simplepay-js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.js';
import { createApi } from '../src/index.js';
import { paymentProviders } from '../src/payments/config.js';
import { simplePayJson, simplePaySignature } from '../src/payments/simplepay.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, fixtures, mailsTo, placeOrder, readyForCheckout, RESULT_URL } from './support/shop.js';
import { FakeSimplePay } from './fakes/simplepay.js';

const MERCHANT = 'OTTHON01';
const SECRET = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';
const IPN_URL = `${ORIGIN}/api/payments/simplepay/ipn`;

let base: TestApi;
let api: TestApi;
let clock = Date.now();
const fake = new FakeSimplePay({ merchant: MERCHANT, secretKey: SECRET, ipnUrl: IPN_URL });

beforeAll(async () => {
  base = await createTestApi();
  const url = await fake.listen();
  api = await base.variant({ payments: { simplepay: { merchant: MERCHANT, secretKey: SECRET, url } }, now: () => new Date(clock) });
  fake.options.deliverIpn = async (request) => api.fetch(request);
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

async function simplePayOrder(client: Client, pieces = 1, nth = 0) {
  const product = (await fixtures.plain(api, 3, nth + 1))[nth];
  await addToCart(client, product!.id, pieces);
  await readyForCheckout(client, { payment: 'card_online' });
  const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
  const transactionId = Number(placed.redirect_url.split('/').pop());
  return { hash: placed.order_hash, redirect: placed.redirect_url, transactionId, transaction: fake.transactions.get(transactionId)!, productId: product!.id };
}

describe('SimplePay: start, IPN and the return', () => {
  it('sends the shopper to the paymentUrl SimplePay answered, with a signed /v2/start for the order', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    expect(placed.redirect).toBe(`${fake.url}/pay/${placed.transactionId}`);
    const call = fake.calls.filter((c) => c.path === 'start').at(-1)!;
    expect(call.signed).toBe(true);
    const view = await order(client, placed.hash);
    expect(call.body).toMatchObject({
      merchant: MERCHANT,
      currency: 'HUF',
      total: view.summary.total_amount_gross,
      customerEmail: 'vevo@example.hu',
      language: 'HU',
      methods: ['CARD'],
      url: `${ORIGIN}/api/payments/simplepay/back`,
    });
    expect(placed.transaction.orderRef).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(view.payment).toMatchObject({ status: 'pending', can_retry: true });
  });

  it('marks the order paid on a FINISHED IPN, answers it signed with receiveDate, and mails the confirmation once', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    const before = (await paymentMails(client)).length;
    fake.finish(placed.transactionId, 'SUCCESS');
    const answer = await fake.sendIpn(placed.transactionId);
    expect(answer.status).toBe(200);
    expect(answer.signed).toBe(true);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ orderRef: placed.transaction.orderRef, transactionId: placed.transactionId, status: 'FINISHED', merchant: MERCHANT });
    expect(body.receiveDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);

    const paid = await order(client, placed.hash);
    expect(paid.status).toBe('processing');
    expect(paid.payment).toMatchObject({ status: 'paid', transaction_id: String(placed.transactionId), can_retry: false });
    expect(await paymentMails(client)).toHaveLength(before + 1);

    // SimplePay repeats an IPN it thinks went unanswered: the same answer, nothing more happens.
    const replay = await fake.sendIpn(placed.transactionId);
    expect(replay.status).toBe(200);
    expect(replay.signed).toBe(true);
    expect(await paymentMails(client)).toHaveLength(before + 1);
    expect((await order(client, placed.hash)).payment.status).toBe('paid');

    // The shopper's return afterwards shows the success with SimplePay's transaction id, in both languages.
    const back = await get(client, fake.backUrl(placed.transaction, 'SUCCESS'));
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(RESULT_URL);
    expect(location.searchParams.get('order_hash')).toBe(placed.hash);
    const hu = await order(client, placed.hash);
    expect(hu.payment.response_message).toBe(`Sikeres tranzakció. SimplePay tranzakcióazonosító: ${placed.transactionId}`);
    client.locale = 'en';
    expect((await order(client, placed.hash)).payment.response_message).toBe(`Successful transaction. SimplePay transaction ID: ${placed.transactionId}`);
    expect(await paymentMails(client)).toHaveLength(before + 1);
  });

  it('refuses an IPN whose signature does not match (4xx) and changes nothing', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    fake.finish(placed.transactionId, 'SUCCESS');
    const before = (await paymentMails(client)).length;

    const wrongKey = await api.fetch(fake.ipnRequest(placed.transactionId, IPN_URL, { key: 'not-the-secret' }));
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.headers.get('Signature')).toBeNull();

    // A genuine signature over another body: the status changed after signing.
    const genuine = fake.ipnRequest(placed.transactionId, IPN_URL);
    const text = (await genuine.text()).replace('"FINISHED"', '"FINISHED" ');
    const altered = await api.fetch(new Request(IPN_URL, { method: 'POST', headers: genuine.headers, body: text }));
    expect(altered.status).toBe(401);

    const unsigned = await api.fetch(new Request(IPN_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text }));
    expect(unsigned.status).toBe(401);

    expect((await order(client, placed.hash)).payment.status).toBe('pending');
    expect(await paymentMails(client)).toHaveLength(before);
  });

  it('never pays on the return alone: a SUCCESS the IPN has not confirmed is asked of /v2/query, and only FINISHED pays', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    const before = (await paymentMails(client)).length;
    // The shopper comes back claiming success while SimplePay still has the payment open.
    const early = await get(client, fake.backUrl(placed.transaction, 'SUCCESS'));
    expect(early.status).toBe(303);
    expect((await order(client, placed.hash)).payment.status).toBe('pending');
    expect(fake.calls.at(-1)).toMatchObject({ path: 'query', signed: true });

    // The payment finished but its IPN is late: the return's query finds it.
    const back = fake.finish(placed.transactionId, 'SUCCESS');
    expect((await get(client, back)).status).toBe(303);
    const paid = await order(client, placed.hash);
    expect(paid.payment).toMatchObject({ status: 'paid', transaction_id: String(placed.transactionId) });
    expect(await paymentMails(client)).toHaveLength(before + 1);

    // The late IPN then changes nothing.
    expect((await fake.sendIpn(placed.transactionId)).status).toBe(200);
    expect(await paymentMails(client)).toHaveLength(before + 1);
  });

  it('leaves the order waiting when /v2/query cannot be reached', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    fake.finish(placed.transactionId, 'SUCCESS');
    fake.failQueries = true;
    try {
      expect((await get(client, fake.backUrl(placed.transaction, 'SUCCESS'))).status).toBe(303);
    } finally {
      fake.failQueries = false;
    }
    expect((await order(client, placed.hash)).payment.status).toBe('pending');
  });

  it('refuses a return whose s does not sign r (400) and records nothing', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    const back = new URL(fake.finish(placed.transactionId, 'CANCEL'));
    back.searchParams.set('s', simplePaySignature('another-key', 'x'));
    const answer = await get(client, back.href);
    expect(answer.status).toBe(400);
    const view = await order(client, placed.hash);
    expect(view.payment).toMatchObject({ status: 'pending', response_message: null });
  });

  it.each([
    [
      'FAIL',
      'failed',
      /^Sikertelen tranzakció\. SimplePay tranzakcióazonosító: \d+\. Kérjük, ellenőrizze/,
      /^Failed transaction\. SimplePay transaction ID: \d+\./,
    ],
    [
      'TIMEOUT',
      'failed',
      /^Ön túllépte a tranzakció elindításának lehetséges maximális idejét\. SimplePay tranzakcióazonosító: \d+$/,
      /^You exceeded the maximum time/,
    ],
    [
      'CANCEL',
      'cancelled',
      /^Ön megszakította a fizetést\. SimplePay tranzakcióazonosító: \d+$/,
      /^You cancelled the payment\. SimplePay transaction ID: \d+$/,
    ],
  ] as const)('shows the %s text with the transaction id and offers "Pay Again" through SimplePay', async (event, status, hu, en) => {
    const client = await started();
    const placed = await simplePayOrder(client);
    const answer = await get(client, fake.finish(placed.transactionId, event));
    expect(answer.status).toBe(303);
    const view = await order(client, placed.hash);
    expect(view.payment).toMatchObject({ status, can_retry: true });
    expect(view.payment.response_message).toMatch(hu);
    expect(view.payment.response_message).toContain(String(placed.transactionId));
    client.locale = 'en';
    expect((await order(client, placed.hash)).payment.response_message).toMatch(en);

    const card = await fixtures.payment(api, 'card_online');
    const again = expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${placed.hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }),
    );
    expect(again.redirect_url).toMatch(new RegExp(`^${fake.url}/pay/\\d+$`));
    expect(again.redirect_url).not.toBe(placed.redirect);
    // The superseded transaction's late IPN does not decide the new attempt.
    fake.transactions.get(placed.transactionId)!.status = 'FINISHED';
    expect((await fake.sendIpn(placed.transactionId)).status).toBe(200);
    expect((await order(client, placed.hash)).payment.status).toBe('pending');
  });

  it('releases the stock of a timed-out payment at the reservation deadline, as after a refusal', async () => {
    const client = await started();
    // A product no other test here orders, so only this order's pieces come back.
    const placed = await simplePayOrder(client, 2, 7);
    const stock = async () => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, placed.productId)))[0]!.stock;
    const held = await stock();
    await get(client, fake.finish(placed.transactionId, 'TIMEOUT'));
    expect((await order(client, placed.hash)).payment.status).toBe('failed');
    clock += 11 * 60 * 1000;
    try {
      const released = await order(client, placed.hash);
      expect(released.status).toBe('cancelled');
      expect(await stock()).toBe(held + 2);
    } finally {
      clock = Date.now();
    }
  });

  it('places nothing when SimplePay answers with a signature that does not match (502)', async () => {
    const client = await started();
    const [product] = await fixtures.plain(api, 3);
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client, { payment: 'card_online' });
    const count = (await api.db.select({ id: orders.id }).from(orders)).length;
    fake.tamperAnswers = true;
    try {
      const answer = await placeOrder(client);
      expect(answer.status).toBe(502);
      expect(answer.text).not.toContain(SECRET);
    } finally {
      fake.tamperAnswers = false;
    }
    expect((await api.db.select({ id: orders.id }).from(orders)).length).toBe(count);
  });
});

describe('SimplePay refunds (the adapter alone)', () => {
  it('refunds part of a finished payment and then the rest through a signed /v2/refund, and refuses more than is left', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    fake.finish(placed.transactionId, 'SUCCESS');
    const provider = paymentProviders({ simplepay: { merchant: MERCHANT, secretKey: SECRET, url: fake.url } }, {}).simplepay!;
    const total = placed.transaction.total;
    const part = Math.floor(total / 3);
    const first = await provider.refund({ attemptId: placed.transaction.orderRef, transactionId: String(placed.transactionId), amount: part, currency: 'HUF' });
    expect(first.refundId).toMatch(/^\d+$/);
    expect(fake.calls.at(-1)).toMatchObject({
      path: 'refund',
      signed: true,
      body: { refundTotal: part, currency: 'HUF', orderRef: placed.transaction.orderRef },
    });
    expect(placed.transaction.remainingTotal).toBe(total - part);
    await expect(
      provider.refund({ attemptId: placed.transaction.orderRef, transactionId: String(placed.transactionId), amount: total, currency: 'HUF' }),
    ).rejects.toThrow(/error codes 5110/);
    await provider.refund({ attemptId: placed.transaction.orderRef, transactionId: String(placed.transactionId), amount: total - part, currency: 'HUF' });
    expect(placed.transaction).toMatchObject({ remainingTotal: 0, status: 'REFUND' });
    expect(placed.transaction.refunds).toHaveLength(2);
  });
});

describe('SimplePay settings', () => {
  it('refuses a half-configured SimplePay with a message naming what is missing', async () => {
    expect(() => paymentProviders(undefined, { SIMPLEPAY_MERCHANT: MERCHANT })).toThrow(/SIMPLEPAY_SECRET_KEY is missing/);
    expect(() => paymentProviders(undefined, { SIMPLEPAY_SECRET_KEY: SECRET })).toThrow(/SIMPLEPAY_MERCHANT is missing/);
    expect(() => paymentProviders(undefined, { SIMPLEPAY_URL: 'https://sandbox.simplepay.hu/payment' })).toThrow(
      /SIMPLEPAY_MERCHANT and SIMPLEPAY_SECRET_KEY are missing/,
    );
    await expect(createApi({ database: 'unused', seed: false }, { SIMPLEPAY_MERCHANT: MERCHANT })).rejects.toThrow(/half configured/);
  });

  it('says which provider is on at start, without the secret, and defaults to the sandbox', () => {
    expect(api.settings.find((line) => line.startsWith('payments:'))).toBe(`payments: SimplePay (merchant ${MERCHANT}, ${fake.url})`);
    expect(api.settings.join('\n')).not.toContain(SECRET);
    expect(base.settings.find((line) => line.startsWith('payments:'))).toBe('payments: simulated card gateway (no payment provider configured)');
    // …and which invoicing: the local proforma copies when no invoicing provider is configured.
    expect(base.settings).toContain('invoicing: local proforma copies, not tax invoices (no invoicing provider configured)');
    expect(paymentProviders(undefined, { SIMPLEPAY_MERCHANT: MERCHANT, SIMPLEPAY_SECRET_KEY: SECRET }).simplepay).not.toBeNull();
  });
});

describe("SimplePay's signing, byte for byte against simplepay-js-sdk", () => {
  it('signs a request body as the SDK does', () => {
    const body = simplePayJson({
      salt: 'c1ca1d0e9fc2323b3dda7cf145e36f5e',
      merchant: MERCHANT,
      orderRef: 'abc',
      total: 12700,
      url: 'https://shop.example/api/payments/simplepay/back',
      invoice: { name: 'Kovács Árvíztűrő' },
    });
    expect(body).toContain('https:\\/\\/shop.example');
    expect(simplePaySignature(SECRET, body)).toBe(generateSignature(body, SECRET));
    expect(checkSignature(body, simplePaySignature(SECRET, body), SECRET)).toBe(true);
  });

  it('answers an IPN with a signature the SDK accepts, and reads a return the SDK reads', async () => {
    const client = await started();
    const placed = await simplePayOrder(client);
    fake.finish(placed.transactionId, 'SUCCESS');
    const response = await api.fetch(fake.ipnRequest(placed.transactionId, IPN_URL));
    const text = await response.text();
    expect(checkSignature(text, response.headers.get('Signature')!, SECRET)).toBe(true);

    const back = new URL(fake.backUrl(placed.transaction, 'SUCCESS'));
    process.env.SIMPLEPAY_MERCHANT_ID_HUF = MERCHANT;
    process.env.SIMPLEPAY_MERCHANT_KEY_HUF = SECRET;
    try {
      const read = getPaymentResponse(back.searchParams.get('r')!, back.searchParams.get('s')!);
      expect(read).toMatchObject({ event: 'SUCCESS', transactionId: placed.transactionId, orderRef: placed.transaction.orderRef, merchantId: MERCHANT });
    } finally {
      delete process.env.SIMPLEPAY_MERCHANT_ID_HUF;
      delete process.env.SIMPLEPAY_MERCHANT_KEY_HUF;
    }
  });
});
