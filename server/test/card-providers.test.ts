/**
 * A shop with both SimplePay and Barion on, against the local fakes (test/fakes/simplepay.ts,
 * test/fakes/barion.ts) served over HTTP: each is its own card method — the shop's card method is
 * SimplePay's, the method bound to Barion is Barion's — and an order, or "Pay Again", goes to the
 * provider of the method chosen and is paid by that provider's notice. With one provider or none,
 * the Barion method is neither listed nor accepted.
 */
import type { Cart } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePayments } from '../src/payments/config.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, fixtures, mailsTo, placeOrder, readyForCheckout, RESULT_URL } from './support/shop.js';
import { FakeBarion } from './fakes/barion.js';
import { FakeSimplePay } from './fakes/simplepay.js';

const SIMPLEPAY = { merchant: 'OTTHON01', secretKey: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6' };
const BARION = { posKey: '6f1c2e9a4b7d4c0e8a3f5b9d1e7c2a40', payee: 'penztar@otthon.example' };
/** The seed's card method bound to Barion (its row's own code; the API answers `card_online`). */
const BARION_METHOD = 'card_online_barion';

let base: TestApi;
/** SimplePay and Barion both on. */
let both: TestApi;
let simplePayOnly: TestApi;
let barionOnly: TestApi;
const simplepay = new FakeSimplePay({ ...SIMPLEPAY, ipnUrl: `${ORIGIN}/api/payments/simplepay/ipn` });
const barion = new FakeBarion(BARION);

beforeAll(async () => {
  base = await createTestApi();
  const [simplePayUrl, barionUrl] = await Promise.all([simplepay.listen(), barion.listen()]);
  both = await base.variant({ payments: { simplepay: { ...SIMPLEPAY, url: simplePayUrl }, barion: { ...BARION, url: barionUrl } } });
  simplePayOnly = await base.variant({ payments: { simplepay: { ...SIMPLEPAY, url: simplePayUrl } } });
  barionOnly = await base.variant({ payments: { barion: { ...BARION, url: barionUrl } } });
  simplepay.options.deliverIpn = async (request) => both.fetch(request);
  barion.options.deliverCallback = async (request) => both.fetch(request);
});
afterAll(async () => {
  await base.close();
  await Promise.all([simplepay.close(), barion.close()]);
});

const cartOf = async (client: Client): Promise<Cart> => expectContract<Cart>('cart', await client.get('/api/cart'));
const order = async (client: Client, hash: string) => expectContract('order', await client.get(`/api/orders/${hash}`));
const paymentMails = async (client: Client) => (await mailsTo(client, 'vevo@example.hu')).filter((mail) => /fizetés|payment/i.test(mail.subject));
const barionMethodId = async () => (await fixtures.payment(base, BARION_METHOD)).id;

/** A fresh shopper of `shop` with a product in the cart, ready to pay with the method of `code`. */
async function readyShopper(shop: TestApi, code: string, nth = 0): Promise<Client> {
  const client = await new Client(shop).start();
  const product = (await fixtures.plain(shop, 3, nth + 1))[nth];
  await addToCart(client, product!.id, 1);
  await readyForCheckout(client, { payment: code });
  return client;
}

async function placed(client: Client): Promise<{ order_hash: string; redirect_url: string }> {
  return expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
}

/** The same shopper (cookies) at another configuration of the same shop, as after a restart. */
function sameShopperAt(shop: TestApi, client: Client): Client {
  const moved = new Client(shop);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

/** The shopper pays at Barion's gateway page: Barion sends the callback, then the browser back to the shop. */
async function payAtBarion(client: Client, gatewayUrl: string) {
  const page = await fetch(`${gatewayUrl}&status=Succeeded`, { redirect: 'manual' });
  expect(page.status).toBe(302);
  return client.get(page.headers.get('location')!.replace(ORIGIN, ''));
}

describe('with both SimplePay and Barion on', () => {
  it('lists two card methods, SimplePay’s and Barion’s, each with its own name, allowed wherever card payments are', async () => {
    const cart = await cartOf(await new Client(both).start());
    const cards = cart.payment_methods.filter((method) => method.code === 'card_online');
    expect(cards.map((method) => [method.provider, method.is_online])).toEqual([
      ['simplepay', true],
      ['barion', true],
    ]);
    expect(cards[1]!.id).toBe(await barionMethodId());
    expect(cards[1]!.title).toBe('Bankkártyás fizetés Barionnal');
    expect(new Set(cards.map((method) => method.title)).size).toBe(2);
    for (const delivery of cart.delivery_methods) {
      expect(delivery.payment_ids.includes(cards[0]!.id)).toBe(delivery.payment_ids.includes(cards[1]!.id));
    }
    const english = await new Client(both, { locale: 'en' }).start();
    expect((await cartOf(english)).payment_methods.find((method) => method.provider === 'barion')?.title).toBe('Card payment with Barion');
  });

  it('sends an order with the card method to SimplePay, and SimplePay’s IPN pays it', async () => {
    const client = await readyShopper(both, 'card_online');
    const barionStarts = barion.calls.filter((call) => call.path === '/v2/Payment/Start').length;
    const { order_hash: hash, redirect_url: redirect } = await placed(client);
    expect(redirect.startsWith(`${simplepay.url}/pay/`)).toBe(true);
    expect(barion.calls.filter((call) => call.path === '/v2/Payment/Start')).toHaveLength(barionStarts);
    const transactionId = Number(redirect.split('/').pop());
    const before = (await paymentMails(client)).length;
    simplepay.finish(transactionId, 'SUCCESS');
    expect((await simplepay.sendIpn(transactionId)).status).toBe(200);
    const paid = await order(client, hash);
    expect(paid.payment).toMatchObject({ status: 'paid', transaction_id: String(transactionId), method: { code: 'card_online', provider: 'simplepay' } });
    expect(await paymentMails(client)).toHaveLength(before + 1);
  });

  it('sends an order with the Barion method to Barion, and Barion’s callback pays it', async () => {
    const client = await readyShopper(both, BARION_METHOD, 1);
    const simplePayStarts = simplepay.calls.filter((call) => call.path === 'start').length;
    const { order_hash: hash, redirect_url: redirect } = await placed(client);
    expect(redirect.startsWith(`${barion.url}/Pay?Id=`)).toBe(true);
    expect(simplepay.calls.filter((call) => call.path === 'start')).toHaveLength(simplePayStarts);
    const paymentId = new URL(redirect).searchParams.get('Id')!;
    const before = (await paymentMails(client)).length;
    const back = await payAtBarion(client, redirect);
    expect(barion.callbackAnswers.at(-1)).toEqual({ paymentId, status: 200 });
    expect(back.status).toBe(303);
    const paid = await order(client, hash);
    expect(paid.payment).toMatchObject({ status: 'paid', transaction_id: paymentId, method: { code: 'card_online', provider: 'barion' } });
    expect(await paymentMails(client)).toHaveLength(before + 1);
  });

  it('pays again at the provider of the method chosen: Barion after SimplePay', async () => {
    const client = await readyShopper(both, 'card_online', 2);
    const { order_hash: hash, redirect_url: first } = await placed(client);
    expect(first.startsWith(`${simplepay.url}/pay/`)).toBe(true);
    const again = expectContract<{ redirect_url: string }>(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: await barionMethodId(), transaction_result_url: RESULT_URL }),
    );
    expect(again.redirect_url.startsWith(`${barion.url}/Pay?Id=`)).toBe(true);
    await payAtBarion(client, again.redirect_url);
    expect((await order(client, hash)).payment).toMatchObject({ status: 'paid', method: { provider: 'barion' } });
  });

  it('says at start that both take card payments, each as its own method', () => {
    const line = both.settings.find((line) => line.startsWith('payments:'))!;
    expect(line).toMatch(
      /^payments: card payments through SimplePay \(merchant OTTHON01, .+\) and Barion \(payee penztar@otthon\.example, .+\), each its own payment method$/,
    );
    expect(line).not.toMatch(/callbacks/);
    expect(both.settings.join('\n')).not.toContain(SIMPLEPAY.secretKey);
    expect(both.settings.join('\n')).not.toContain(BARION.posKey);
    expect(
      describePayments(undefined, {
        SIMPLEPAY_MERCHANT: SIMPLEPAY.merchant,
        SIMPLEPAY_SECRET_KEY: SIMPLEPAY.secretKey,
        BARION_POS_KEY: BARION.posKey,
        BARION_PAYEE: BARION.payee,
      }),
    ).toBe(
      'payments: card payments through SimplePay (merchant OTTHON01, https://sandbox.simplepay.hu/payment) and Barion (payee penztar@otthon.example, https://api.test.barion.com), each its own payment method',
    );
  });
});

describe('the Barion card method with one provider or none', () => {
  it('is not listed with only SimplePay on, and choosing it is refused as a method the shop does not have', async () => {
    const client = await readyShopper(simplePayOnly, 'card_online', 3);
    const cart = await cartOf(client);
    expect(cart.payment_methods.map((method) => [method.code, method.provider])).toEqual([
      ['cash_on_delivery', null],
      ['bank_transfer', null],
      ['card_online', 'simplepay'],
    ]);
    const id = await barionMethodId();
    for (const delivery of cart.delivery_methods) expect(delivery.payment_ids).not.toContain(id);
    const refused = expectError(await client.put('/api/cart/method/payment', { id }), 422);
    const unknown = expectError(await client.put('/api/cart/method/payment', { id: 9_999 }), 422);
    expect(refused).toEqual(unknown);
    // The card method stays chosen.
    expect((await cartOf(client)).payment_method).toBe(cart.payment_method);
  });

  it('is not listed with only Barion on (the card method is Barion’s) or with none', async () => {
    const id = await barionMethodId();
    const onlyBarion = await cartOf(await new Client(barionOnly).start());
    expect(onlyBarion.payment_methods.map((method) => method.id)).not.toContain(id);
    expect(onlyBarion.payment_methods.find((method) => method.code === 'card_online')?.provider).toBe('barion');
    const client = await new Client(base).start();
    expect((await cartOf(client)).payment_methods.map((method) => method.id)).not.toContain(id);
    expectError(await client.put('/api/cart/method/payment', { id }), 422);
  });

  it('refuses an order and a new payment with it once Barion is off', async () => {
    const id = await barionMethodId();
    // Chosen while both were on; then the shop runs with SimplePay only.
    const chosen = await readyShopper(both, BARION_METHOD, 4);
    expect((await cartOf(chosen)).payment_method).toBe(id);
    const client = sameShopperAt(simplePayOnly, chosen);
    expect((await cartOf(client)).payment_method).toBeNull();
    const refused = expectError(await placeOrder(client), 422);
    expect(Object.keys(refused.errors ?? {})).toEqual(['payment_method']);

    // An order placed by bank transfer cannot be paid again with it either.
    expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: (await fixtures.payment(base, 'bank_transfer')).id }));
    const { order_hash: hash } = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);
    const again = expectError(await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: id, transaction_result_url: RESULT_URL }), 422);
    expect(Object.keys(again.errors ?? {})).toEqual(['payment_method']);
    // With both on, the same order may be paid with it.
    const atBoth = sameShopperAt(both, client);
    const allowed = expectContract<{ redirect_url: string }>(
      'restartPayment',
      await atBoth.post(`/api/orders/payment_restart/${hash}`, { payment_method: id, transaction_result_url: RESULT_URL }),
    );
    expect(allowed.redirect_url.startsWith(`${barion.url}/Pay?Id=`)).toBe(true);
  });
});
