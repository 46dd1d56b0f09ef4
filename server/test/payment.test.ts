import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatMoney } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../src/db/schema.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type ClientOptions } from './support/client.js';
import { addToCart, fixtures, placeOrder, readyForCheckout, RESULT_URL } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = (options?: ClientOptions) => new Client(api, options).start();
const attemptOf = (redirect: string) => redirect.split('/').pop()!;

async function cardOrder(client: Client, resultUrl = RESULT_URL) {
  const [product] = await fixtures.plain(api);
  await addToCart(client, product!.id, 1);
  await readyForCheckout(client, { payment: 'card_online' });
  const placed = expectContract<{ order_hash: string; redirect_url: string }>(
    'placeOrder',
    await placeOrder(client, { body: { transaction_result_url: resultUrl } }),
    201,
  );
  expect(placed.redirect_url).toMatch(/^\/api\/payment\/gateway\/[A-Za-z0-9_-]{22,}$/);
  return placed;
}

const decide = (client: Client, redirect: string, decision: string) => client.request('POST', redirect, { form: { decision }, csrf: false });
const order = async (client: Client, hash: string) => expectContract('order', await client.get(`/api/orders/${hash}`));

describe('the simulated card gateway', () => {
  it('goes from a declined attempt through "Pay Again" to an approved one (requirements §4, §8)', async () => {
    const client = await started();
    const placed = await cardOrder(client);

    const declined = await decide(client, placed.redirect_url, 'decline');
    expect(declined.status).toBe(303);
    const back = new URL(declined.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RESULT_URL);
    expect(back.searchParams.get('order_hash')).toBe(placed.order_hash);
    expect(back.searchParams.get('attempt')).toBe(attemptOf(placed.redirect_url));
    const expectedSig = createHmac('sha256', 'test-signing-secret')
      .update(`${placed.order_hash}.${attemptOf(placed.redirect_url)}`)
      .digest('base64url');
    expect(back.searchParams.get('sig')).toBe(expectedSig);

    const failed = await order(client, placed.order_hash);
    expect(failed.payment).toMatchObject({ status: 'failed', response_code: '05', authorization_code: null, attempts: 1, can_retry: true });
    expect(failed.payment.response_message).toMatch(/elutasította/);
    expect(failed.payment.transaction_id).toBeTruthy();

    const card = await fixtures.payment(api, 'card_online');
    const restarted = expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, {
        payment_method: card.id,
        transaction_result_url: RESULT_URL,
      }),
    );
    expect(restarted.order_hash).toBe(placed.order_hash);
    expect(restarted.redirect_url).not.toBe(placed.redirect_url);
    expect((await order(client, placed.order_hash)).payment).toMatchObject({ status: 'pending', attempts: 2 });

    // The first attempt is spent: deciding it again is a conflict.
    expectError(await decide(client, placed.redirect_url, 'approve'), 409);

    const approved = await decide(client, restarted.redirect_url!, 'approve');
    expect(approved.status).toBe(303);
    client.locale = 'en';
    const paid = await order(client, placed.order_hash);
    expect(paid.status).toBe('processing');
    expect(paid.payment).toMatchObject({
      status: 'paid',
      response_code: '00',
      response_message: 'Approved',
      attempts: 2,
      can_retry: false,
    });
    expect(paid.payment.authorization_code).toMatch(/^\d{6}$/);
    expect(paid.transaction_id).toBe(paid.payment.transaction_id);

    // Paid orders cannot be paid again.
    expectError(
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, {
        payment_method: card.id,
        transaction_result_url: RESULT_URL,
      }),
      409,
    );
  });

  it('records a cancel with code C and lets the order be paid another way', async () => {
    const client = await started();
    const placed = await cardOrder(client);
    expect((await decide(client, placed.redirect_url, 'cancel')).status).toBe(303);
    expect((await order(client, placed.order_hash)).payment).toMatchObject({
      status: 'cancelled',
      response_code: 'C',
      transaction_id: null,
    });
    const transfer = await fixtures.payment(api, 'bank_transfer');
    const switched = expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, {
        payment_method: transfer.id,
        transaction_result_url: RESULT_URL,
      }),
    );
    expect(switched.redirect_url).toBeNull();
    const view = await order(client, placed.order_hash);
    expect(view.payment.method.code).toBe('bank_transfer');
    expect(view.payment.status).toBe('not_required');
  });

  it('ignores the card attempt an order left by switching to bank transfer: only the current way of paying counts', async () => {
    const client = await started({ locale: 'en' });
    const placed = await cardOrder(client);
    const transfer = await fixtures.payment(api, 'bank_transfer');
    expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, {
        payment_method: transfer.id,
        transaction_result_url: RESULT_URL,
      }),
    );

    // The gateway page of the left attempt offers no buttons any more.
    const page = await client.get(placed.redirect_url);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('name="decision"');
    expect(page.text).toContain('This order is now paid another way, so this card payment can no longer be used.');

    for (const decision of ['approve', 'decline', 'cancel']) {
      const answer = expectError(await decide(client, placed.redirect_url, decision), 409);
      expect(answer.message).toBe('This order is now paid another way, so this card payment can no longer be used.');
    }
    const view = await order(client, placed.order_hash);
    expect(view.status).toBe('new');
    expect(view.payment.method.code).toBe('bank_transfer');
    expect(view.payment).toMatchObject({ status: 'not_required', authorization_code: null, response_code: null });
    expect(view.transaction_id).toBeNull();
  });

  it('redirects a repeated identical decision again (a double click) without recording twice', async () => {
    const client = await started();
    const placed = await cardOrder(client);
    const first = await decide(client, placed.redirect_url, 'approve');
    const second = await decide(client, placed.redirect_url, 'approve');
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect((await order(client, placed.order_hash)).payment.attempts).toBe(1);
  });

  it("e-mails one payment confirmation in the order's language when the card payment is approved, however often the gateway and the result page are reached", async () => {
    const paymentMails = async (hash: string) => {
      const [row] = await api.db.select().from(orders).where(eq(orders.hash, hash));
      const mails = await api.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'payment'), eq(outbox.to, row!.customerData.email!)));
      return { row: row!, mails: mails.filter((mail) => mail.text.includes(`OT-${String(row!.id).padStart(6, '0')}`)) };
    };
    const english = await started({ locale: 'en' });
    const placed = await cardOrder(english);
    expect((await paymentMails(placed.order_hash)).mails).toHaveLength(0);
    await decide(english, placed.redirect_url, 'approve');
    await decide(english, placed.redirect_url, 'approve');
    await order(english, placed.order_hash);
    await order(english, placed.order_hash);
    const { row, mails } = await paymentMails(placed.order_hash);
    expect(mails).toHaveLength(1);
    const number = `OT-${String(row.id).padStart(6, '0')}`;
    expect(mails[0]!.subject).toBe(`Payment received for your order ${number}`);
    expect(mails[0]!.text).toContain(`Transaction ID: ${row.transactionId}`);
    expect(mails[0]!.text).toContain(`Total paid (gross): ${formatMoney(row.totalGross, 'HUF')}`);
    expect(mails[0]!.text).toContain(`Net amount: ${formatMoney(row.totalNet, 'HUF')}`);
    expect(mails[0]!.text).toContain(`VAT (27%): ${formatMoney(row.totalGross - row.totalNet, 'HUF')}`);

    const hungarian = await started({ locale: 'hu' });
    const hu = await cardOrder(hungarian);
    await decide(hungarian, hu.redirect_url, 'approve');
    const huMails = await paymentMails(hu.order_hash);
    expect(huMails.mails.map((mail) => mail.subject)).toEqual([`Fizetését megkaptuk – OT-${String(huMails.row.id).padStart(6, '0')} számú rendelés`]);
    expect(huMails.mails[0]!.text).toContain('Áfa (27%)');

    const declined = await cardOrder(hungarian);
    await decide(hungarian, declined.redirect_url, 'decline');
    expect((await paymentMails(declined.order_hash)).mails).toHaveLength(0);
  });

  it("keeps the result address's own query and adds the signed result", async () => {
    const client = await started();
    const placed = await cardOrder(client, `${ORIGIN}/en/checkout/result?from=cart`);
    const back = new URL((await decide(client, placed.redirect_url, 'approve')).headers.get('location')!);
    expect(back.searchParams.get('from')).toBe('cart');
    expect(back.searchParams.get('order_hash')).toBe(placed.order_hash);
  });

  it("shows its page in the order's language, with three buttons and no scripts", async () => {
    const english = await started({ locale: 'en' });
    const placed = await cardOrder(english);
    const visitor = new Client(api, { locale: 'hu' });
    const page = await visitor.get(placed.redirect_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    for (const label of ['Approve payment', 'Decline payment', 'Cancel and return to the shop']) expect(page.text).toContain(label);
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!shop\.example)/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');

    const hungarian = await started({ locale: 'hu' });
    const hu = await cardOrder(hungarian);
    const huPage = await hungarian.get(hu.redirect_url);
    expect(huPage.text).toContain('<html lang="hu">');
    expect(huPage.text).toContain('Fizetés jóváhagyása');

    await decide(english, placed.redirect_url, 'approve');
    const done = await visitor.get(placed.redirect_url);
    expect(done.text).toContain('This payment has been processed');
    expect(done.text).toContain('Approved');
  });

  it('refuses an unknown decision with 422 and an unknown attempt with 404', async () => {
    const client = await started();
    const placed = await cardOrder(client);
    expectError(await decide(client, placed.redirect_url, 'steal'), 422);
    expectError(await decide(client, `/api/payment/gateway/${'x'.repeat(32)}`, 'approve'), 404);
    expectError(await client.get(`/api/payment/gateway/${'x'.repeat(32)}`), 404);
  });
});

describe("return addresses (allowlist of the shop's origins)", () => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    'https://shop@evil.example',
    'javascript:alert(1)',
    'https://evil.example',
    'https://shop.example@evil.example/x',
    'https://shop.example.evil.example/x',
    'data:text/html,hi',
  ];

  it.each(hostile)('refuses %s when restarting a payment', async (url) => {
    const client = await started();
    const placed = await cardOrder(client);
    const card = await fixtures.payment(api, 'card_online');
    const body = expectError(
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, { payment_method: card.id, transaction_result_url: url }),
      422,
    );
    expect(body.errors?.transaction_result_url).toHaveLength(1);
  });

  it.each(hostile)('refuses %s as a password-reset link target', async (url) => {
    const client = await started();
    const body = expectError(await client.post('/api/auth/password/reset', { email: 'demo@otthon.example', result_url: url }), 422);
    expect(body.errors?.result_url).toHaveLength(1);
  });

  it("refuses a payment method the order's delivery method does not allow", async () => {
    const client = await started();
    const [light] = await fixtures.light(api);
    await addToCart(client, light!.id, 1);
    await readyForCheckout(client, { delivery: 'parcel_locker', payment: 'card_online' });
    const placed = expectContract('placeOrder', await placeOrder(client), 201);
    const cash = await fixtures.payment(api, 'cash_on_delivery');
    const body = expectError(
      await client.post(`/api/orders/payment_restart/${placed.order_hash}`, {
        payment_method: cash.id,
        transaction_result_url: RESULT_URL,
      }),
      422,
    );
    expect(body.errors?.payment_method).toHaveLength(1);
  });
});
