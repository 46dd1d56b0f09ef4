// @vitest-environment node
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShopRefusal } from './refusal.js';
import {
  createWithdrawalDesk,
  type NewWithdrawal,
  type WithdrawalAcknowledgement,
  type WithdrawalCodeMail,
  type WithdrawalOrder,
  type WithdrawalOrderLine,
  type WithdrawalStore,
} from './withdrawal-desk.js';

/** Delivered on Monday 2 November 2026 (Budapest); the period's last day is Monday 16 November. */
const DELIVERED = new Date('2026-11-02T10:00:00Z');
const WITHIN = new Date('2026-11-10T12:00:00Z');
/** Tuesday 17 November, 00:00 in Budapest: the first instant after the period. */
const AFTER = new Date('2026-11-16T23:00:00Z');

interface Shop {
  orders: WithdrawalOrder[];
  lines: Map<number, (WithdrawalOrderLine & { name_en: string })[]>;
  recorded: NewWithdrawal[];
  mails: WithdrawalAcknowledgement[];
  codes: WithdrawalCodeMail[];
  now: Date;
  customerId: number | null;
  ownerOf: Map<number, number>;
}

/** A small in-memory store: the orders and lines given, withdrawals kept in order. */
function memory(shop: Shop): WithdrawalStore {
  const view = (order: WithdrawalOrder) => ({ ...order, mine: shop.customerId !== null && shop.ownerOf.get(order.id) === shop.customerId });
  const lines = (ids: readonly number[], map: (id: number) => unknown[]) => new Map(ids.map((id) => [id, map(id)]));
  return {
    now: () => shop.now,
    order: async (id) => {
      const order = shop.orders.find((candidate) => candidate.id === id);
      return order ? view(order) : null;
    },
    customerOrders: async () => shop.orders.filter((order) => shop.ownerOf.get(order.id) === shop.customerId).map(view),
    lines: async (ids, locale) =>
      lines(ids, (id) => (shop.lines.get(id) ?? []).map(({ name_en, ...line }) => ({ ...line, name: locale === 'en' ? name_en : line.name }))) as Map<
        number,
        WithdrawalOrderLine[]
      >,
    earlierLines: async (ids) =>
      new Map(ids.map((id) => [id, shop.recorded.filter((withdrawal) => withdrawal.order_id === id).flatMap((withdrawal) => withdrawal.lines)])),
    pictures: async (productIds) => new Map(productIds.map((id) => [id, { src: `/media/${id}.webp`, alt: `product ${id}`, width: 640, height: 480 }])),
    record: async (withdrawal) => {
      shop.recorded.push(withdrawal);
      return { id: 44 + shop.recorded.length, received_at: withdrawal.received_at };
    },
    deliver: async (acknowledgement) => {
      shop.mails.push(acknowledgement);
    },
    deliverCode: async (mail) => {
      shop.codes.push(mail);
    },
    sign: async (text) => createHmac('sha256', 'the shop secret').update(text).digest('hex'),
  };
}

/** A 111 kg sofa as it travels: no parcel carrier takes it. */
const SOFA = { weightKg: 111, size: [230, 100, 85] as const };

const order = (id: number, extra: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  id,
  status: 'delivered',
  created_at: new Date('2026-10-28T09:00:00Z'),
  delivered_at: DELIVERED,
  email: 'Vevo@Example.hu',
  name: 'Szabó Péter',
  mine: false,
  ...extra,
});

let shop: Shop;
let desk: ReturnType<typeof createWithdrawalDesk>;
beforeEach(() => {
  shop = {
    orders: [
      order(123),
      order(124, { status: 'cancelled' }),
      order(125, { email: null, created_at: new Date('2026-10-20T09:00:00Z') }),
      order(126, { created_at: new Date('2026-11-01T09:00:00Z') }),
    ],
    lines: new Map([
      [
        123,
        [
          { id: 1, product_id: 9, name: 'Bakony kanapé', name_en: 'Bakony sofa', sku: 'BK-1', quantity: 3, parcel: SOFA },
          { id: 2, product_id: 12, name: 'Tisza fotel', name_en: 'Tisza armchair', sku: 'TF-2', quantity: 1, parcel: null },
        ],
      ],
      [124, [{ id: 3, product_id: 9, name: 'Bakony kanapé', name_en: 'Bakony sofa', sku: 'BK-1', quantity: 1 }]],
      [125, [{ id: 4, product_id: 9, name: 'Bakony kanapé', name_en: 'Bakony sofa', sku: 'BK-1', quantity: 2 }]],
      [126, [{ id: 5, product_id: 12, name: 'Tisza fotel', name_en: 'Tisza armchair', sku: 'TF-2', quantity: 1 }]],
    ]),
    recorded: [],
    mails: [],
    codes: [],
    now: WITHIN,
    customerId: null,
    ownerOf: new Map([
      [125, 7],
      [126, 7],
    ]),
  };
  desk = createWithdrawalDesk(memory(shop));
});

const refusalOf = async (call: Promise<unknown>): Promise<ShopRefusal> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ShopRefusal) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};

/** The code the desk mails for an order and address: asked for, then read from the mail. */
async function mailedCode(orderNumber: string, email: string): Promise<string> {
  const before = shop.codes.length;
  await desk.sendCode('hu', { order_number: orderNumber, email });
  const mail = shop.codes[before];
  if (!mail) throw new Error(`no code was mailed for ${orderNumber} and ${email}`);
  return mail.paragraphs[1]!;
}

/** A request as the buyer sends it: with the code mailed to the address it names. */
const withCode = async <T extends { order_number: string; email: string }>(body: T): Promise<T & { code: string }> => ({
  ...body,
  code: await mailedCode(body.order_number, body.email),
});

describe('the withdrawal desk', () => {
  it('names an order by its number and address (any case), with what is left and its period', async () => {
    const found = await desk.lookup('hu', await withCode({ order_number: 'ot 123', email: ' vevo@example.HU ' }));
    expect(found).toEqual({
      order_number: 'OT-000123',
      created_at: '2026-10-28T09:00:00.000Z',
      delivered_at: DELIVERED.toISOString(),
      period_last_day: '2026-11-16',
      period_ends_at: AFTER.toISOString(),
      items: [
        {
          id: 1,
          product_id: 9,
          name: 'Bakony kanapé',
          sku: 'BK-1',
          image: { src: '/media/9.webp', alt: 'product 9', width: 640, height: 480 },
          quantity: 3,
          withdrawn_quantity: 0,
          withdrawable_quantity: 3,
          return_by: 'collection',
        },
        {
          id: 2,
          product_id: 12,
          name: 'Tisza fotel',
          sku: 'TF-2',
          image: { src: '/media/12.webp', alt: 'product 12', width: 640, height: 480 },
          quantity: 1,
          withdrawn_quantity: 0,
          withdrawable_quantity: 1,
          return_by: 'post',
        },
      ],
      collection_price_huf: 12_990,
    });
  });

  it('mails a code only to the address an order was placed with, and answers every request the same', async () => {
    const asked = [
      { order_number: 'OT-000123', email: 'vevo@example.hu' },
      { order_number: 'OT-999999', email: 'vevo@example.hu' },
      { order_number: 'OT-000123', email: 'tamado@example.hu' },
    ];
    const answers = await Promise.all(asked.map((body) => desk.sendCode('en', body)));
    expect(answers.map((answer) => answer.valid_minutes)).toEqual([30, 30, 30]);
    expect(answers.map((answer) => answer.email)).toEqual(asked.map((body) => body.email));
    expect(shop.codes).toHaveLength(1);
    expect(shop.codes[0]).toMatchObject({
      to: 'Vevo@Example.hu',
      name: 'Szabó Péter',
      subject: 'Your code for withdrawing from order OT-000123',
      paragraphs: [expect.stringContaining('order OT-000123'), expect.stringMatching(/^\d{6}$/), expect.stringContaining('within 30 minutes')],
    });
  });

  it('takes the code for 30 to 60 minutes, for its own order and address only', async () => {
    shop.now = new Date('2026-11-10T12:00:00Z');
    const code = await mailedCode('OT-000123', 'vevo@example.hu');
    expect(await mailedCode('OT-000123', 'VEVO@example.hu')).toBe(code);
    const otherOrder = await mailedCode('OT-000126', 'vevo@example.hu');
    expect(otherOrder).not.toBe(code);
    shop.now = new Date('2026-11-10T12:59:59Z');
    expect((await desk.lookup('en', { order_number: 'OT-000123', email: 'vevo@example.hu', code })).order_number).toBe('OT-000123');
    shop.now = new Date('2026-11-10T13:00:00Z');
    const late = await refusalOf(desk.lookup('en', { order_number: 'OT-000123', email: 'vevo@example.hu', code }));
    expect([late.status, late.errors]).toEqual([
      422,
      { code: ['This code is wrong or has expired. Please check the order number and the e-mail address, or ask for a new code.'] },
    ]);
  });

  it('answers the same 422 on the code for a wrong code, another address and an unknown number, and records nothing', async () => {
    const code = await mailedCode('OT-000123', 'vevo@example.hu');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = [
      await refusalOf(desk.lookup('en', { order_number: 'OT-000123', email: 'vevo@example.hu', code: wrong })),
      await refusalOf(desk.lookup('en', { order_number: 'OT-000123', email: 'mas@example.hu', code })),
      await refusalOf(desk.lookup('en', { order_number: 'OT-999999', email: 'vevo@example.hu', code })),
      await refusalOf(desk.submit('en', { order_number: 'OT-000123', email: 'mas@example.hu', code })),
      await refusalOf(desk.submit('en', { order_number: 'OT-000123', email: 'vevo@example.hu', code: wrong })),
    ];
    for (const refusal of refused) {
      expect(refusal.status).toBe(422);
      expect(refusal.errors).toEqual({
        code: ['This code is wrong or has expired. Please check the order number and the e-mail address, or ask for a new code.'],
      });
    }
    const missing = await refusalOf(desk.submit('hu', { order_number: 'OT-000123', email: 'vevo@example.hu' }));
    expect([missing.status, missing.errors]).toEqual([422, { code: ['Kérjük, adja meg a 6 jegyű kódot, amelyet a rendelés e-mail-címére küldtünk.'] }]);
    expect(shop.recorded).toEqual([]);
  });

  it('lets the logged-in customer who placed an order leave the address out, nobody else', async () => {
    expect((await refusalOf(desk.lookup('hu', { order_number: 'OT-000126', email: undefined as unknown as string, code: '123456' }))).status).toBe(404);
    expect((await refusalOf(desk.submit('hu', { order_number: 'OT-000123' }))).status).toBe(404);
    shop.customerId = 7;
    const done = await desk.submit('hu', { order_number: 'OT-000126' });
    expect(done).toMatchObject({ order_number: 'OT-000126', whole_order: true, email: 'Vevo@Example.hu' });
    expect(shop.recorded[0]?.email).toBe('vevo@example.hu');
  });

  it('refuses a period that has ended (409) with its last day in the request’s language', async () => {
    shop.now = AFTER;
    const hu = await refusalOf(desk.lookup('hu', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' })));
    const en = await refusalOf(desk.submit('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' })));
    expect(hu.status).toBe(409);
    expect(hu.message).toBe(
      'Az OT-000123 számú rendelés 14 napos elállási határideje 2026. november 16. napján lejárt, ezért itt már nem állhat el tőle. Ha úgy gondolja, hogy ez tévedés, kérjük, vegye fel velünk a kapcsolatot.',
    );
    expect(en.status).toBe(409);
    expect(en.message).toContain('ended on 16 November 2026');
    expect(shop.recorded).toEqual([]);
  });

  it('keeps an undelivered order open (its period has not started)', async () => {
    shop.orders[0] = order(123, { delivered_at: null });
    shop.now = new Date('2027-06-01T12:00:00Z');
    const found = await desk.lookup('hu', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' }));
    expect(found).toMatchObject({ delivered_at: null, period_last_day: null, period_ends_at: null });
  });

  it('refuses a cancelled order (409)', async () => {
    const refused = await refusalOf(desk.submit('en', await withCode({ order_number: 'OT-000124', email: 'vevo@example.hu' })));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Order OT-000124 has been cancelled, so there is nothing to withdraw from.');
  });

  it('withdraws from the whole order: every piece left, the reason trimmed to null, then nothing is left (409)', async () => {
    const done = await desk.submit('hu', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu', reason: '   ' }));
    expect(done).toEqual({
      withdrawal_number: 'EL-000045',
      order_number: 'OT-000123',
      received_at: WITHIN.toISOString(),
      whole_order: true,
      items: [
        { id: 1, name: 'Bakony kanapé', sku: 'BK-1', quantity: 3 },
        { id: 2, name: 'Tisza fotel', sku: 'TF-2', quantity: 1 },
      ],
      reason: null,
      email: 'Vevo@Example.hu',
      return: { delivery_cancelled: false, send_back: true, collection_price_huf: 12_990 },
    });
    expect(shop.recorded).toEqual([
      {
        order_id: 123,
        email: 'vevo@example.hu',
        locale: 'hu',
        whole_order: true,
        lines: [
          { id: 1, quantity: 3 },
          { id: 2, quantity: 1 },
        ],
        reason: null,
        received_at: WITHIN,
      },
    ]);
    const lookup = await refusalOf(desk.lookup('hu', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' })));
    const again = await refusalOf(desk.submit('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' })));
    const chosen = await refusalOf(desk.submit('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu', items: [{ id: 1, quantity: 1 }] })));
    expect([lookup.status, again.status, chosen.status]).toEqual([409, 409, 409]);
    expect(lookup.message).toBe('Az OT-000123 számú rendelés minden tételére megkaptuk már az elállási nyilatkozatát.');
    expect(again.message).toBe('We have already received your withdrawal from every item of order OT-000123.');
    expect(chosen.message).toBe(again.message);
  });

  it('withdraws chosen pieces with the reason trimmed, and counts them against what is left', async () => {
    const done = await desk.submit(
      'en',
      await withCode({
        order_number: 'OT-000123',
        email: 'vevo@example.hu',
        items: [{ id: 1, quantity: 2 }],
        reason: '  Too big.  ',
      }),
    );
    expect(done).toMatchObject({ whole_order: false, items: [{ id: 1, name: 'Bakony sofa', sku: 'BK-1', quantity: 2 }], reason: 'Too big.' });
    const found = await desk.lookup('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' }));
    expect(found.items.map((item) => [item.withdrawn_quantity, item.withdrawable_quantity])).toEqual([
      [2, 1],
      [0, 1],
    ]);
    const rest = await desk.submit('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' }));
    expect(rest.items).toEqual([
      { id: 1, name: 'Bakony sofa', sku: 'BK-1', quantity: 1 },
      { id: 2, name: 'Tisza armchair', sku: 'TF-2', quantity: 1 },
    ]);
  });

  it('refuses more pieces than are left and lines of another order (422 with field errors)', async () => {
    await desk.submit('hu', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu', items: [{ id: 1, quantity: 2 }] }));
    const refused = await refusalOf(
      desk.submit(
        'hu',
        await withCode({
          order_number: 'OT-000123',
          email: 'vevo@example.hu',
          items: [
            { id: 2, quantity: 1 },
            { id: 1, quantity: 2 },
            { id: 5, quantity: 1 },
          ],
        }),
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.errors).toEqual({
      'items.1.quantity': ['Ebből a tételből legfeljebb 1 db-ra állhat el.'],
      'items.2.id': ['Ez a tétel nem szerepel a rendelésben.'],
    });
    expect(shop.recorded).toHaveLength(1);
  });

  it('composes the acknowledgement in the request’s language: time of receipt, reference, order, items, reason', async () => {
    await desk.submit(
      'hu',
      await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu', items: [{ id: 2, quantity: 1 }], reason: 'Nem illik a szobába.' }),
    );
    expect(shop.mails).toEqual([
      expect.objectContaining({
        id: 45,
        locale: 'hu',
        to: 'Vevo@Example.hu',
        name: 'Szabó Péter',
        subject: 'Megkaptuk elállási nyilatkozatát (OT-000123 számú rendelés)',
        paragraphs: [
          'Visszaigazoljuk, hogy megkaptuk a szerződéstől való elállásról szóló nyilatkozatát.',
          'Beérkezés időpontja: 2026. november 10. 13:00:00 (magyar idő szerint)',
          'Az elállás azonosítója: EL-000045',
          'Rendelés: OT-000123, 2026. október 28.',
          'Az alábbi tételektől állt el:',
        ],
        rows: [['Tisza fotel (TF-2)', '1 db']],
        after: [
          'Az Ön által megadott indok: Nem illik a szobába.',
          'Kérjük, a postán küldhető termékeket az elállástól számított 14 napon belül küldje vissza nekünk; a visszaküldés költsége Önt terheli.',
          expect.stringMatching(/^A visszajáró összeget az elállás beérkezésétől számított 14 napon belül visszatérítjük;/),
        ],
      }),
    ]);
    await desk.submit('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' }));
    const english = shop.mails[1]!;
    expect(english.subject).toBe('We have received your withdrawal from order OT-000123');
    expect(english.paragraphs).toContain('You withdrew from the whole order:');
    expect(english.rows).toEqual([['Bakony sofa (BK-1)', '3 pcs']]);
    // The sofa cannot go by post: the shop collects it, and says for how much, borne by the buyer.
    expect(english.after).toEqual([
      'We collect the items that cannot be sent back by post (Bakony sofa) from you; our carrier calls you to agree a day. The collection costs 12\u00a0990\u00a0Ft, which you bear.',
      expect.stringMatching(/^We refund the amount due within 14 days of receiving your withdrawal;/),
    ]);
  });

  it('cancels the delivery of goods not yet delivered: nothing to send back or collect (requirements 10.3)', async () => {
    shop.orders[0] = order(123, { delivered_at: null });
    const done = await desk.submit('en', await withCode({ order_number: 'OT-000123', email: 'vevo@example.hu' }));
    expect(done.return).toEqual({ delivery_cancelled: true, send_back: false, collection_price_huf: null });
    expect(shop.mails[0]!.after).toEqual([
      'The goods have not been delivered yet, so your withdrawal cancels their delivery: there is nothing to send back. We refund the amount due within 14 days of receiving your withdrawal.',
    ]);
  });

  it('lists the customer’s orders within the period with something left, newest first', async () => {
    expect(await desk.withdrawableOrders('hu')).toEqual([]);
    shop.customerId = 7;
    shop.ownerOf.set(123, 7);
    shop.ownerOf.set(124, 7);
    expect((await desk.withdrawableOrders('hu')).map((item) => item.order_number)).toEqual(['OT-000126', 'OT-000123', 'OT-000125']);
    await desk.submit('hu', { order_number: 'OT-000126' });
    expect((await desk.withdrawableOrders('hu')).map((item) => item.order_number)).toEqual(['OT-000123', 'OT-000125']);
    shop.now = AFTER;
    expect(await desk.withdrawableOrders('hu')).toEqual([]);
  });
});
