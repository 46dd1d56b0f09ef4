/**
 * Late and lost payment notices: the server asks the provider about attempts still waiting, at
 * 1, 2, 4, 8 … minutes of their age and once for all at start-up, against a local SimplePay
 * (test/fakes/simplepay.ts) that never sends its IPN. A payment found finished is paid once (one
 * confirmation mail); one that timed out at the provider releases the order as a refusal does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviders } from '../src/payments/config.js';
import { dueForQuery, SWEEP_HORIZON_MS, sweepPendingPayments } from '../src/payment/sweep.js';
import { createTestApi, type TestApi } from './support/api.js';
import { type Client, expectContract } from './support/client.js';
import { mailsTo } from './support/shop.js';
import { SIMPLEPAY_KEY, SIMPLEPAY_MERCHANT, simplePayShop, type SimplePayShop } from './support/simplepay.js';

let base: TestApi;
let shop: SimplePayShop;
/** A moment `ms` from now (an attempt's age is counted from its row's creation, in real time). */
const at = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  base = await createTestApi();
  shop = await simplePayShop(base);
  // The IPN is lost: the fake's payment page and finish() never reach the shop.
  shop.fake.options.deliverIpn = undefined;
});
afterAll(async () => {
  await shop.close();
  await base.close();
});

const providers = () => paymentProviders({ simplepay: { merchant: SIMPLEPAY_MERCHANT, secretKey: SIMPLEPAY_KEY, url: shop.fake.url } }, {});
const order = async (client: Client, hash: string) =>
  expectContract<{ payment: { status: string; response_message: string | null } }>('order', await client.get(`/api/orders/${hash}`));
const paymentMails = async (client: Client) => (await mailsTo(client, 'vevo@example.hu')).filter((mail) => /fizetés|payment/i.test(mail.subject));

describe('dueForQuery', () => {
  it('asks at 1, 2, 4, 8 … minutes of age, once each, whichever second the sweeps fall on', () => {
    for (const offset of [0, 17_000, 59_000]) {
      const asked: number[] = [];
      for (let age = offset; age <= 70 * 60_000; age += 60_000) if (dueForQuery(age, 60_000)) asked.push(Math.floor(age / 60_000));
      expect(asked).toEqual([1, 2, 4, 8, 16, 32, 64]);
    }
  });

  it('asks at once after a long pause (a sweep that missed its moments), never before the first minute', () => {
    expect(dueForQuery(59_999, 60_000)).toBe(false);
    expect(dueForQuery(30 * 60_000, 20 * 60_000)).toBe(true);
    expect(dueForQuery(3 * 60_000, 60_000)).toBe(false);
  });
});

describe('sweepPendingPayments', () => {
  it('finds a payment whose IPN was lost: paid once, with one confirmation, when it is due', async () => {
    const placed = await shop.order();
    shop.fake.finish(placed.transactionId, 'SUCCESS');
    const mailsBefore = (await paymentMails(placed.client)).length;

    // Half a minute old: not asked yet.
    const early = await sweepPendingPayments(base.db, providers(), at(30_000));
    expect(early.asked).toBe(0);
    expect((await order(placed.client, placed.orderHash)).payment.status).toBe('pending');

    const due = await sweepPendingPayments(base.db, providers(), at(61_000));
    expect(due.outcomes.paid).toBe(1);
    const paid = await order(placed.client, placed.orderHash);
    expect(paid.payment.status).toBe('paid');
    expect(paid.payment.response_message).toContain(String(placed.transactionId));
    expect((await paymentMails(placed.client)).length).toBe(mailsBefore + 1);

    // Decided: no longer asked about, and no second mail.
    const later = await sweepPendingPayments(base.db, providers(), at(125_000), { all: true });
    expect(later.outcomes.paid ?? 0).toBe(0);
    expect((await paymentMails(placed.client)).length).toBe(mailsBefore + 1);
  });

  it('leaves attempts older than its horizon alone, however many are still waiting', async () => {
    const placed = await shop.order();
    shop.fake.finish(placed.transactionId, 'SUCCESS');
    const stale = await sweepPendingPayments(base.db, providers(), at(SWEEP_HORIZON_MS + 60_000), { all: true });
    expect(stale.asked).toBe(0);
    expect((await order(placed.client, placed.orderHash)).payment.status).toBe('pending');
    // Within the horizon it is found.
    expect((await sweepPendingPayments(base.db, providers(), at(0), { all: true })).outcomes.paid).toBe(1);
  });

  it('releases an order whose payment timed out at the provider, and leaves one still open waiting', async () => {
    const timedOut = await shop.order();
    const open = await shop.order();
    shop.fake.finish(timedOut.transactionId, 'TIMEOUT');

    const result = await sweepPendingPayments(base.db, providers(), at(0), { all: true });
    expect(result.outcomes.timeout).toBe(1);
    expect(result.outcomes.pending).toBeGreaterThanOrEqual(1);
    const released = await order(timedOut.client, timedOut.orderHash);
    expect(released.payment.status).toBe('failed');
    expect((await order(open.client, open.orderHash)).payment.status).toBe('pending');
  });
});

describe('the sweep at start-up', () => {
  it('asks about every waiting payment when the server starts', async () => {
    const placed = await shop.order();
    shop.fake.finish(placed.transactionId, 'SUCCESS');
    // Another process of the same shop starts with its sweep on.
    await base.variant({
      payments: { simplepay: { merchant: SIMPLEPAY_MERCHANT, secretKey: SIMPLEPAY_KEY, url: shop.fake.url } },
      paymentSweep: true,
    });
    await expect.poll(async () => (await order(placed.client, placed.orderHash)).payment.status, { timeout: 10_000 }).toBe('paid');
  });
});
