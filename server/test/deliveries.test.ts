import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { describeDelivery, parseDeliverArguments, recordDelivery } from '../src/delivery/deliveries.js';
import { recordTransfer } from '../src/payment/transfers.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, fixtures, placedOrder, placeOrder, readyForCheckout, withdrawalCode } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const started = async () => new Client(api).start();
const stored = async (id: number) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** A bank-transfer order whose transfer has arrived: the shop ships it only then. */
async function paidOrder(client: Client, options: { email?: string } = {}) {
  const order = await placedOrder(client, options);
  expect((await recordTransfer(api.db, order.number)).recorded).toBe(true);
  return order;
}

describe('recording a delivery (npm run deliver)', () => {
  it('records when the goods arrived and completes the order; the withdrawal period then runs from it, and is refused once it has ended', async () => {
    const client = await started();
    const order = await paidOrder(client, { email: 'kezbesites1@example.hu' });
    const code = await withdrawalCode(client, order.number, 'kezbesites1@example.hu');
    const lookup = () => client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'kezbesites1@example.hu', code });
    expect(expectContract('lookupWithdrawal', await lookup()).delivered_at).toBeNull();

    const at = new Date(Date.now() - 20 * DAY);
    const outcome = await recordDelivery(api.db, order.number, at);
    expect(outcome).toMatchObject({ recorded: true, number: order.number, deliveredAt: at });
    expect(describeDelivery(outcome)).toMatch(
      new RegExp(`^${order.number}: delivered ${at.toISOString()}; the 14-day withdrawal period ends after \\d{4}-\\d{2}-\\d{2}`),
    );
    const row = await stored(order.id);
    expect([row.deliveredAt?.toISOString(), row.status]).toEqual([at.toISOString(), 'completed']);

    // 20 days after the delivery the shopper is told the period is over, naming its last day.
    const refused = expectError(await lookup(), 409);
    expect(refused.message).toMatch(new RegExp(`${order.number} számú rendelés 14 napos elállási határideje .* lejárt`, 'u'));
  });

  it('records a delivery of today by default, and the order stays withdrawable', async () => {
    const client = await started();
    const order = await paidOrder(client, { email: 'kezbesites2@example.hu' });
    const now = new Date();
    const parsed = parseDeliverArguments([String(order.id)], now);
    expect(parsed).toEqual({ orderNumber: String(order.id), at: now });
    if ('error' in parsed) throw new Error(parsed.error);
    expect((await recordDelivery(api.db, parsed.orderNumber, parsed.at, now)).recorded).toBe(true);
    const code = await withdrawalCode(client, order.number, 'kezbesites2@example.hu');
    const found = expectContract(
      'lookupWithdrawal',
      await client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'kezbesites2@example.hu', code }),
    );
    expect(found.delivered_at).toBe(now.toISOString());
    expect(new Date(found.period_ends_at).getTime()).toBeGreaterThan(now.getTime() + 14 * DAY);
  });

  it('records a delivery once: a second one changes nothing and says when the first was', async () => {
    const client = await started();
    const order = await paidOrder(client);
    const first = new Date(Date.now() - 3 * DAY);
    expect((await recordDelivery(api.db, order.number, first)).recorded).toBe(true);
    const again = await recordDelivery(api.db, order.number, new Date());
    expect(again).toEqual({ recorded: false, reason: 'already_delivered', number: order.number, deliveredAt: first });
    expect(describeDelivery(again)).toBe(`Order ${order.number} was already delivered on ${first.toISOString()}; nothing changed.`);
    expect((await stored(order.id)).deliveredAt?.toISOString()).toBe(first.toISOString());
  });

  it('refuses an unknown order, a text that is no order number, a cancelled order, one waiting for its card payment or transfer and a moment in the future', async () => {
    expect(describeDelivery(await recordDelivery(api.db, 'OT-999999', new Date()))).toBe('No order OT-999999.');
    expect(describeDelivery(await recordDelivery(api.db, 'tegnapi', new Date()))).toBe('"tegnapi" is not an order number (write it as OT-000123 or 123).');

    const cancelled = await placedOrder(await started());
    await api.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect(await recordDelivery(api.db, cancelled.number, new Date())).toEqual({ recorded: false, reason: 'cancelled', number: cancelled.number });

    const card = await started();
    const [product] = await fixtures.plain(api, 1, 1);
    await addToCart(card, product!.id, 1);
    await readyForCheckout(card, { payment: 'card_online' });
    const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(card), 201);
    const { id } = expectContract<{ id: number }>('order', await card.get(`/api/orders/${placed.order_hash}`));
    expect(await recordDelivery(api.db, String(id), new Date())).toMatchObject({ recorded: false, reason: 'awaiting_payment' });

    const unpaid = await placedOrder(await started());
    expect(await recordDelivery(api.db, unpaid.number, new Date())).toEqual({ recorded: false, reason: 'awaiting_payment', number: unpaid.number });

    const waiting = await paidOrder(await started());
    const now = new Date();
    expect(await recordDelivery(api.db, waiting.number, new Date(now.getTime() + DAY), now)).toMatchObject({ recorded: false, reason: 'in_the_future' });
    for (const order of [cancelled, { id }, unpaid, waiting]) expect((await stored(order.id)).deliveredAt).toBeNull();
  });
});

describe('the arguments of npm run deliver', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');

  it('reads an order number and an optional --at, a date alone meaning midday of that day in Hungary', () => {
    expect(parseDeliverArguments(['OT-000042'], now)).toEqual({ orderNumber: 'OT-000042', at: now });
    expect(parseDeliverArguments(['42', '--at', '2026-11-03'], now)).toEqual({ orderNumber: '42', at: new Date('2026-11-03T11:00:00.000Z') });
    expect(parseDeliverArguments(['42', '--at', '2026-11-03T14:30:00+01:00'], now)).toEqual({ orderNumber: '42', at: new Date('2026-11-03T13:30:00.000Z') });
  });

  it('answers the usage for anything else', () => {
    for (const args of [[], ['--at', '2026-11-03'], ['42', '--when', '2026-11-03'], ['42', '--at'], ['42', '--at', '2026-11-03', 'extra']]) {
      expect(parseDeliverArguments(args, now), args.join(' ')).toEqual({ error: expect.stringMatching(/^Usage: npm run deliver -w server -- <order number>/) });
    }
    for (const value of ['yesterday', '2026-13-45', '03.11.2026']) {
      expect(parseDeliverArguments(['42', '--at', value], now), value).toEqual({ error: expect.stringMatching(new RegExp(`^"${value}" is not an ISO date`)) });
    }
  });
});
