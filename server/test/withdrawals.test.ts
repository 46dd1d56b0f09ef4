import { and, eq, gt } from 'drizzle-orm';
import { formatWithdrawalTime } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, withdrawals } from '../src/db/schema.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, fixtures, loginDemo, mailsTo, pickProducts, placedOrder, placeOrder, readyForCheckout, withdrawalCode } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = async (locale: 'hu' | 'en' = 'hu') => {
  const client = await new Client(api).start();
  client.locale = locale;
  return client;
};
const DAY = 24 * 60 * 60 * 1000;
/** Moves an order's date back, as if it had been placed `days` days ago. */
const placedDaysAgo = (id: number, days: number) =>
  api.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(orders.id, id));
/** Records that an order's goods were delivered `days` days ago. */
const deliveredDaysAgo = async (id: number, days: number) => {
  const at = new Date(Date.now() - days * DAY);
  await api.db.update(orders).set({ deliveredAt: at }).where(eq(orders.id, id));
  return at;
};
const withdraw = (client: Client, body: Record<string, unknown>, key?: string) =>
  client.post('/api/withdrawals', body, key ? { headers: { 'Idempotency-Key': key } } : {});

describe('looking up an order to withdraw from (visitor)', () => {
  it('answers the order with its lines; not delivered yet, its 14-day period has not started', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas1@example.hu', count: 2, quantity: 2 });
    const code = await withdrawalCode(client, order.number, 'ELALLAS1@example.hu');
    const found = expectContract(
      'lookupWithdrawal',
      await client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'ELALLAS1@example.hu', code }),
    );
    expect(found.order_number).toBe(order.number);
    expect(found.delivered_at).toBeNull();
    expect([found.period_last_day, found.period_ends_at]).toEqual([null, null]);
    expect(found.items.map((item: { id: number; withdrawable_quantity: number }) => [item.id, item.withdrawable_quantity])).toEqual(
      order.items.map((item) => [item.id, 2]),
    );
  });

  it('mails a code only to the order’s address, and answers the same for every code request', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas2@example.hu' });
    const stranger = await started();
    const answers = [
      await stranger.post('/api/withdrawals/code', { order_number: order.number, email: 'mas2@example.hu' }),
      await stranger.post('/api/withdrawals/code', { order_number: 'OT-999999', email: 'elallas2@example.hu' }),
      await stranger.post('/api/withdrawals/code', { order_number: order.number, email: 'Elallas2@example.hu' }),
    ];
    const bodies = answers.map((answer) => expectContract('sendWithdrawalCode', answer));
    expect(bodies).toEqual([
      { email: 'mas2@example.hu', valid_minutes: 30 },
      { email: 'elallas2@example.hu', valid_minutes: 30 },
      { email: 'Elallas2@example.hu', valid_minutes: 30 },
    ]);
    expect(await mailsTo(client, 'mas2@example.hu')).toEqual([]);
    const [mail] = await mailsTo(client, 'elallas2@example.hu');
    expect(mail!.subject).toBe(`Kód az ${order.number} számú rendeléstől való elálláshoz`);
    expect(mail!.text).toMatch(/^\d{6}$/m);
    expect(mail!.text).toContain('30 percen belül');
  });

  it('answers the same 422 on the code for a wrong code, the wrong address and an unknown number, so it tells nobody which orders exist', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas11@example.hu' });
    const code = await withdrawalCode(client, order.number, 'elallas11@example.hu');
    const stranger = await started();
    const wrong = code === '999999' ? '000000' : String(Number(code) + 1).padStart(6, '0');
    const refused = [
      expectError(await stranger.post('/api/withdrawals/lookup', { order_number: order.number, email: 'elallas11@example.hu', code: wrong }), 422),
      expectError(await stranger.post('/api/withdrawals/lookup', { order_number: order.number, email: 'mas@example.hu', code }), 422),
      expectError(await stranger.post('/api/withdrawals/lookup', { order_number: 'OT-999999', email: 'elallas11@example.hu', code }), 422),
    ];
    for (const refusal of refused) expect(refusal).toEqual(refused[0]);
    expect(refused[0]!.errors).toEqual({ code: ['A kód hibás vagy lejárt. Kérjük, ellenőrizze a rendelésszámot és az e-mail-címet, vagy kérjen új kódot.'] });
    const withoutCode = expectError(await withdraw(stranger, { order_number: order.number, email: 'elallas11@example.hu' }), 422);
    expect(Object.keys(withoutCode.errors ?? {})).toEqual(['code']);
    expect(await api.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toEqual([]);
    // The buyer's code still works.
    expectContract('lookupWithdrawal', await client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'elallas11@example.hu', code }));
  });

  it('keeps an undelivered order open however long ago it was placed, and counts 14 days from the delivery', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas10@example.hu' });
    const code = await withdrawalCode(client, order.number, 'elallas10@example.hu');
    const lookup = () => client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'elallas10@example.hu', code });
    await placedDaysAgo(order.id, 60);
    expect(expectContract('lookupWithdrawal', await lookup()).period_ends_at).toBeNull();

    // Delivered 14 days ago: today is the last day of the period (or a working day before it ends), so it is open.
    const delivered = await deliveredDaysAgo(order.id, 14);
    const open = expectContract('lookupWithdrawal', await lookup());
    expect(open.delivered_at).toBe(delivered.toISOString());
    expect(new Date(open.period_ends_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(open.period_ends_at).getTime() - delivered.getTime()).toBeGreaterThan(14 * DAY);
  });

  it('refuses after the period with a clear message in both languages', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas3@example.hu' });
    await deliveredDaysAgo(order.id, 20);
    const code = await withdrawalCode(client, order.number, 'elallas3@example.hu');
    const hu = expectError(await client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'elallas3@example.hu', code }), 409);
    expect(hu.message).toMatch(new RegExp(`${order.number} számú rendelés 14 napos elállási határideje \\d{4}\\. \\p{L}+ \\d{1,2}\\. napján lejárt`, 'u'));
    client.locale = 'en';
    const en = expectError(await withdraw(client, { order_number: order.number, email: 'elallas3@example.hu', code }), 409);
    expect(en.message).toMatch(new RegExp(`withdrawal period of order ${order.number} ended on \\d{1,2} \\w+ \\d{4}`));
    expect(await api.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toEqual([]);
  });

  it('still accepts a withdrawal on the 14th day after the delivery, whenever the order was placed', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas4@example.hu' });
    await placedDaysAgo(order.id, 40);
    await deliveredDaysAgo(order.id, 14);
    const code = await withdrawalCode(client, order.number, 'elallas4@example.hu');
    expectContract('submitWithdrawal', await withdraw(client, { order_number: order.number, email: 'elallas4@example.hu', code }), 201);
  });
});

describe('guessing orders to withdraw from', () => {
  it('throttles code guesses per order number and per e-mail address, whatever the client address', async () => {
    const order = await placedOrder(await new Client(api).start(), { email: 'elallas-celpont@example.hu' });
    const from = async (ip: string, body: Record<string, string>) => (await new Client(api, { ip }).start()).post('/api/withdrawals/lookup', body);
    const victim = { order_number: order.number, email: 'elallas-celpont@example.hu' };
    for (let i = 1; i <= 5; i++) expectError(await from(`2001:db8:${i}::1`, { ...victim, code: `${i}`.repeat(6) }), 422);
    // Even the right code is refused for the hour: guessing one of a million codes 5 times an hour is hopeless.
    const code = await withdrawalCode(await new Client(api).start(), order.number, victim.email);
    const guessed = await from('2001:db8:6::1', { ...victim, code });
    expect(guessed.status).toBe(429);
    expect(guessed.headers.get('retry-after')).not.toBeNull();
    for (let i = 1; i <= 5; i++)
      expectError(await from(`2001:db8:1${i}::1`, { order_number: `OT-9${i}0000`, email: 'aldozat@example.hu', code: '123456' }), 422);
    expect((await from('2001:db8:16::1', { order_number: 'OT-960000', email: 'aldozat@example.hu', code: '123456' })).status).toBe(429);
  });
});

describe('withdrawing (visitor)', () => {
  it('withdraws from the whole order, answers the time of receipt and mails the acknowledgement with date, time, order and items', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas5@example.hu', count: 2 });
    const code = await withdrawalCode(client, order.number, 'elallas5@example.hu');
    const before = Date.now();
    const done = expectContract(
      'submitWithdrawal',
      await withdraw(client, { order_number: order.number, email: 'elallas5@example.hu', code, reason: 'Mégsem illik a nappaliba.' }),
      201,
    );
    const received = new Date(done.received_at).getTime();
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(received).toBeLessThanOrEqual(Date.now() + 1000);
    expect(done).toMatchObject({ order_number: order.number, whole_order: true, reason: 'Mégsem illik a nappaliba.', email: 'elallas5@example.hu' });
    expect(done.items.map((item: { id: number; quantity: number }) => [item.id, item.quantity])).toEqual(order.items.map((item) => [item.id, 1]));

    const [mail] = await mailsTo(client, 'elallas5@example.hu');
    expect(mail!.subject).toBe(`Megkaptuk elállási nyilatkozatát (${order.number} számú rendelés)`);
    const local = formatWithdrawalTime(new Date(received), 'hu');
    expect(local.date).toMatch(/^\d{4}\. \p{L}+ \d{1,2}\.$/u);
    expect(mail!.text).toContain(`Beérkezés időpontja: ${local.date} ${local.time} (magyar idő szerint)`);
    expect(mail!.text).toContain(`Rendelés: ${order.number}`);
    for (const item of order.items) expect(mail!.text).toContain(`${item.name} (${item.sku}): 1 db`);
    expect(mail!.text).toContain('Az Ön által megadott indok: Mégsem illik a nappaliba.');
  });

  it('after the delivery states how each piece goes back: a sofa collected for the stated price, a parcel by post at the buyer’s cost (requirements 10.3)', async () => {
    const client = await started();
    const [sofa] = await pickProducts(api, and(gt(products.weightKg, 60), gt(products.stock, 1)));
    const [parcel] = await fixtures.light(api);
    for (const product of [sofa!, parcel!]) await addToCart(client, product.id, 1);
    await readyForCheckout(client, { email: 'kanape@example.hu' });
    const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);
    const order = expectContract<{ id: number }>('order', await client.get(`/api/orders/${placed.order_hash}`));
    const number = `OT-${String(order.id).padStart(6, '0')}`;
    await deliveredDaysAgo(order.id, 2);
    const code = await withdrawalCode(client, number, 'kanape@example.hu');
    const found = expectContract('lookupWithdrawal', await client.post('/api/withdrawals/lookup', { order_number: number, email: 'kanape@example.hu', code }));
    expect(found.collection_price_huf).toBe(12_990);
    expect(found.items.map((item: { product_id: number; return_by: string }) => [item.product_id, item.return_by])).toEqual([
      [sofa!.id, 'collection'],
      [parcel!.id, 'post'],
    ]);
    const done = expectContract('submitWithdrawal', await withdraw(client, { order_number: number, email: 'kanape@example.hu', code }), 201);
    expect(done.return).toEqual({ delivery_cancelled: false, send_back: true, collection_price_huf: 12_990 });
    const [mail] = await mailsTo(client, 'kanape@example.hu');
    expect(mail!.text).toContain('a visszaküldés költsége Önt terheli');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain(`A postán vissza nem küldhető termékeket (${sofa!.title.hu}) mi szállítjuk el Öntől`);
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('Az elszállítás díja 12 990 Ft, amely Önt terheli.');
  });

  it('before the delivery cancels it: nothing to send back, nothing charged, in the answer and the mail (requirements 10.3)', async () => {
    const client = await started('en');
    const order = await placedOrder(client, { email: 'lemondas@example.hu' });
    const code = await withdrawalCode(client, order.number, 'lemondas@example.hu');
    const done = expectContract('submitWithdrawal', await withdraw(client, { order_number: order.number, email: 'lemondas@example.hu', code }), 201);
    expect(done.return).toEqual({ delivery_cancelled: true, send_back: false, collection_price_huf: null });
    const [mail] = await mailsTo(client, 'lemondas@example.hu');
    expect(mail!.text).toContain('your withdrawal cancels their delivery: there is nothing to send back');
    expect(mail!.text).not.toContain('send the items');
  });

  it('withdraws chosen items and quantities; the rest stays withdrawable, more than is left is 422', async () => {
    const client = await started('en');
    const order = await placedOrder(client, { email: 'elallas6@example.hu', count: 2, quantity: 3 });
    const [first, second] = order.items;
    const code = await withdrawalCode(client, order.number, 'elallas6@example.hu');
    const done = expectContract(
      'submitWithdrawal',
      await withdraw(client, { order_number: order.number, email: 'elallas6@example.hu', code, items: [{ id: first!.id, quantity: 2 }] }),
      201,
    );
    expect(done.whole_order).toBe(false);
    expect(done.items).toEqual([{ id: first!.id, name: first!.name, sku: first!.sku, quantity: 2 }]);
    const [mail] = await mailsTo(client, 'elallas6@example.hu');
    expect(mail!.text).toContain('You withdrew from these items:');
    expect(mail!.text).toMatch(/Received: \d{1,2} \w+ \d{4}, \d{2}:\d{2}:\d{2} \(Hungarian time\)/);
    expect(mail!.text).not.toContain(second!.name);

    const left = expectContract(
      'lookupWithdrawal',
      await client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'elallas6@example.hu', code }),
    );
    expect(
      left.items.map((item: { withdrawn_quantity: number; withdrawable_quantity: number }) => [item.withdrawn_quantity, item.withdrawable_quantity]),
    ).toEqual([
      [2, 1],
      [0, 3],
    ]);

    const over = expectError(
      await withdraw(client, {
        order_number: order.number,
        email: 'elallas6@example.hu',
        code,
        items: [
          { id: second!.id, quantity: 1 },
          { id: first!.id, quantity: 2 },
        ],
      }),
      422,
    );
    expect(over.errors).toEqual({ 'items.1.quantity': ['You can withdraw from at most 1 pcs of this item.'] });
    const foreign = expectError(
      await withdraw(client, { order_number: order.number, email: 'elallas6@example.hu', code, items: [{ id: 999_999, quantity: 1 }] }),
      422,
    );
    expect(Object.keys(foreign.errors ?? {})).toEqual(['items.0.id']);
    const twice = expectError(
      await withdraw(client, {
        order_number: order.number,
        email: 'elallas6@example.hu',
        code,
        items: [
          { id: second!.id, quantity: 1 },
          { id: second!.id, quantity: 1 },
        ],
      }),
      422,
    );
    expect(twice.errors?.items).toEqual(['Each item may be listed only once.']);
  });

  it('records a whole order only once: the second withdrawal is 409, and nothing is left to look up', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas7@example.hu' });
    const code = await withdrawalCode(client, order.number, 'elallas7@example.hu');
    expectContract('submitWithdrawal', await withdraw(client, { order_number: order.number, email: 'elallas7@example.hu', code }), 201);
    const again = expectError(await withdraw(client, { order_number: order.number, email: 'elallas7@example.hu', code }), 409);
    expect(again.message).toBe(`Az ${order.number} számú rendelés minden tételére megkaptuk már az elállási nyilatkozatát.`);
    expectError(await client.post('/api/withdrawals/lookup', { order_number: order.number, email: 'elallas7@example.hu', code }), 409);
    expect(await api.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toHaveLength(1);
  });

  it('answers a replay with the same Idempotency-Key with the first withdrawal, recording and mailing it once', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas8@example.hu', quantity: 2 });
    const code = await withdrawalCode(client, order.number, 'elallas8@example.hu');
    const body = { order_number: order.number, email: 'elallas8@example.hu', code, items: [{ id: order.items[0]!.id, quantity: 1 }] };
    const first = expectContract('submitWithdrawal', await withdraw(client, body, 'withdraw-key-1'), 201);
    const replay = await withdraw(client, body, 'withdraw-key-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(expectContract('submitWithdrawal', replay, 201)).toEqual(first);
    expect(await api.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toHaveLength(1);
    expect((await mailsTo(client, 'elallas8@example.hu')).filter((mail) => mail.subject.includes('elállási'))).toHaveLength(1);
    const other = expectError(await withdraw(client, { ...body, reason: 'más' }, 'withdraw-key-1'), 422);
    expect(Object.keys(other.errors ?? {})).toEqual(['idempotency_key']);
  });

  it('reads the order number as a shopper types it and refuses one that is no order number', async () => {
    const client = await started();
    const order = await placedOrder(client, { email: 'elallas9@example.hu' });
    const code = await withdrawalCode(client, order.number, 'elallas9@example.hu');
    expectContract('lookupWithdrawal', await client.post('/api/withdrawals/lookup', { order_number: `ot ${order.id}`, email: 'elallas9@example.hu', code }));
    const bad = expectError(await client.post('/api/withdrawals/lookup', { order_number: 'ABC', email: 'elallas9@example.hu', code }), 422);
    expect(bad.errors?.order_number).toEqual(['Kérjük, adja meg a visszaigazoló e-mailben szereplő rendelésszámot (például OT-000123).']);
  });
});

describe('withdrawing (customer)', () => {
  it("lists the customer's orders within the period and lets them withdraw without typing the address", async () => {
    const client = await started();
    await loginDemo(client);
    const recent = await placedOrder(client);
    const old = await placedOrder(client);
    await deliveredDaysAgo(old.id, 30);
    const list = expectContract('withdrawableOrders', await client.get('/api/account/withdrawals'));
    const numbers = list.map((order: { order_number: string }) => order.order_number);
    expect(numbers).toContain(recent.number);
    expect(numbers).not.toContain(old.number);

    const done = expectContract('submitWithdrawal', await withdraw(client, { order_number: recent.number }), 201);
    expect(done.email).toBe('vevo@example.hu');
    const after = expectContract('withdrawableOrders', await client.get('/api/account/withdrawals'));
    expect(after.map((order: { order_number: string }) => order.order_number)).not.toContain(recent.number);

    // Another visitor leaving the address out gets the same 404 as for any unknown order.
    const stranger = await started();
    const other = await placedOrder(client);
    expectError(await withdraw(stranger, { order_number: other.number }), 404);
  });

  it('needs a login for the list (401)', async () => {
    expectError(await (await started()).get('/api/account/withdrawals'), 401);
  });
});
