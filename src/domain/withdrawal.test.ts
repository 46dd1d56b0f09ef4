import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  formatOrderNumber,
  formatWithdrawalNumber,
  formatWithdrawalTime,
  isWithdrawalOpen,
  mayNameOrder,
  parseOrderNumber,
  RETURN_COLLECTION_PRICE_HUF,
  returnWay,
  selectWithdrawalLines,
  withdrawableQuantities,
  withdrawalClosed,
  withdrawalPeriod,
  withdrawalReturn,
} from './withdrawal.js';

describe('withdrawalPeriod', () => {
  it('has not started while the goods are not delivered', () => {
    expect(withdrawalPeriod({ delivered_at: null })).toBeNull();
    expect(withdrawalPeriod({})).toBeNull();
  });

  it('counts 14 days from the day after the delivery and ends at midnight in Budapest', () => {
    // Tuesday 3 November 2026, 10:00 in Budapest (UTC+1).
    const period = withdrawalPeriod({ delivered_at: '2026-11-03T09:00:00.000Z' });
    expect(period).toEqual({
      starts_at: '2026-11-03T09:00:00.000Z',
      last_day: '2026-11-17',
      ends_at: '2026-11-17T23:00:00.000Z',
    });
  });

  it('takes the Budapest date of a delivery just after midnight there (still the previous day in UTC)', () => {
    // 00:30 on 4 November in Budapest is 23:30 on 3 November in UTC.
    expect(calendarDate(new Date('2026-11-03T23:30:00.000Z'))).toBe('2026-11-04');
    expect(withdrawalPeriod({ delivered_at: '2026-11-03T23:30:00.000Z' })!.last_day).toBe('2026-11-18');
  });

  it('ends at midnight summer time in summer (UTC+2)', () => {
    expect(withdrawalPeriod({ delivered_at: '2026-07-01T08:00:00.000Z' })!.ends_at).toBe('2026-07-15T22:00:00.000Z');
  });

  it('runs to the end of the next working day when the last day is a Saturday or Sunday', () => {
    // 7 November 2026 is a Saturday: 14 days later is Saturday 21 November → Monday 23 November.
    const period = withdrawalPeriod({ delivered_at: new Date('2026-11-07T09:00:00.000Z') })!;
    expect(period.last_day).toBe('2026-11-23');
    expect(period.ends_at).toBe('2026-11-23T23:00:00.000Z');
  });

  it("runs past Hungary's public holidays and moved rest days by default", () => {
    // 9 October 2026 + 14 days = Friday 23 October, a national holiday → Monday 26 October.
    expect(withdrawalPeriod({ delivered_at: '2026-10-09T09:00:00.000Z' })!.last_day).toBe('2026-10-26');
    // 10 December + 14 = Thursday 24 December (a moved rest day), then Christmas and the weekend → Monday 28 December.
    expect(withdrawalPeriod({ delivered_at: '2026-12-10T09:00:00.000Z' })!.last_day).toBe('2026-12-28');
  });

  it('skips the days off the caller names instead', () => {
    // 9 December 2026 + 14 days = Wednesday 23 December; with 23–24 December as holidays → 25 December (holiday too) → 28 December (Monday).
    const holidays = new Set(['2026-12-23', '2026-12-24', '2026-12-25']);
    const delivered = { delivered_at: '2026-12-09T09:00:00.000Z' };
    expect(withdrawalPeriod(delivered, { isPublicHoliday: () => false })!.last_day).toBe('2026-12-23');
    expect(withdrawalPeriod(delivered, { isPublicHoliday: (day) => holidays.has(day) })!.last_day).toBe('2026-12-28');
  });

  it('refuses a value that is not a date, naming the function', () => {
    expect(() => withdrawalPeriod({ delivered_at: 'yesterday' })).toThrow(/withdrawalPeriod\(\)/);
  });
});

describe('isWithdrawalOpen', () => {
  const delivered = { delivered_at: '2026-11-03T09:00:00.000Z' };
  it('is open before the delivery, however long ago the order was placed', () => {
    expect(isWithdrawalOpen({ delivered_at: null }, new Date('2027-06-01T12:00:00.000Z'))).toBe(true);
  });
  it('is open until the last instant of the 14th day after the delivery', () => {
    expect(isWithdrawalOpen(delivered, new Date('2026-11-17T22:59:59.999Z'))).toBe(true);
  });
  it('is closed from midnight after the 14th day', () => {
    expect(isWithdrawalOpen(delivered, new Date('2026-11-17T23:00:00.000Z'))).toBe(false);
  });
  it('counts from the delivery: delivered 14 days ago is open all of today and closed tomorrow', () => {
    // Delivered Tuesday 3 November 2026 at 16:00 in Budapest; Tuesday 17 November is the 14th day.
    const late = { delivered_at: '2026-11-03T15:00:00.000Z' };
    expect(isWithdrawalOpen(late, new Date('2026-11-17T08:00:00.000Z'))).toBe(true);
    expect(isWithdrawalOpen(late, new Date('2026-11-18T08:00:00.000Z'))).toBe(false);
  });
});

describe('withdrawableQuantities', () => {
  it('takes what earlier withdrawals took back off each line, never below 0', () => {
    const left = withdrawableQuantities(
      [
        { id: 1, quantity: 4 },
        { id: 2, quantity: 1 },
      ],
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2 },
        { id: 2, quantity: 3 },
      ],
    );
    expect([...left]).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });
});

describe('order and withdrawal numbers', () => {
  it('writes the order number as in the e-mails', () => {
    expect(formatOrderNumber(123)).toBe('OT-000123');
    expect(formatWithdrawalNumber(45)).toBe('EL-000045');
  });
  it('reads the order number the ways a shopper types it', () => {
    for (const text of ['OT-000123', 'ot000123', 'OT 123', '#123', ' 123 ']) expect(parseOrderNumber(text)).toBe(123);
  });
  it('reads nothing else', () => {
    for (const text of ['', 'OT-', 'AB-123', '12a', '0', '1234567890']) expect(parseOrderNumber(text)).toBeNull();
  });
});

describe('formatWithdrawalTime', () => {
  it('writes an instant in Hungarian time, to the second, in both languages', () => {
    const instant = new Date('2026-11-24T22:40:05.000Z'); // 23:40:05 in Budapest
    expect(formatWithdrawalTime(instant, 'hu')).toEqual({ date: '2026. november 24.', time: '23:40:05' });
    expect(formatWithdrawalTime(instant, 'en')).toEqual({ date: '24 November 2026', time: '23:40:05' });
  });
  it('writes a calendar day as that day, without a time', () => {
    expect(formatWithdrawalTime('2026-11-17', 'hu')).toEqual({ date: '2026. november 17.', time: '' });
  });
});

describe('mayNameOrder', () => {
  it('lets anyone name an order by its e-mail address, in any case and with spaces around it', () => {
    expect(mayNameOrder('Vevo@Example.hu', { email: ' vevo@example.HU ', isOwner: false })).toBe(true);
    expect(mayNameOrder('vevo@example.hu', { email: 'masik@example.hu', isOwner: true })).toBe(false);
  });

  it('lets only the customer who placed it leave the address out', () => {
    expect(mayNameOrder('vevo@example.hu', { isOwner: true })).toBe(true);
    expect(mayNameOrder('vevo@example.hu', { isOwner: false })).toBe(false);
    expect(mayNameOrder(null, { email: 'vevo@example.hu', isOwner: false })).toBe(false);
  });
});

describe('withdrawalClosed', () => {
  // Delivered on Tuesday 3 November 2026: the 14th day after is Tuesday 17 November.
  const delivered = { status: 'completed', delivered_at: '2026-11-03T10:00:00Z' };

  it('is open before the delivery and until the end of the last day', () => {
    expect(withdrawalClosed({ status: 'processing', delivered_at: null }, new Date('2027-01-01T00:00:00Z'))).toBeNull();
    expect(withdrawalClosed(delivered, new Date('2026-11-17T22:59:59Z'))).toBeNull();
  });

  it('is closed once the period has ended, naming its last day', () => {
    expect(withdrawalClosed(delivered, new Date('2026-11-17T23:00:00Z'))).toEqual({ reason: 'period_over', last_day: '2026-11-17' });
  });

  it('is closed for a cancelled order whatever the date', () => {
    expect(withdrawalClosed({ status: 'cancelled', delivered_at: null }, new Date('2026-11-04T00:00:00Z'))).toEqual({ reason: 'cancelled' });
  });
});

describe('selectWithdrawalLines', () => {
  const items = [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
  ];

  it('takes back whatever is left of every line when no items are named', () => {
    const left = new Map([
      [1, 1],
      [2, 0],
    ]);
    expect(selectWithdrawalLines(items, left, undefined)).toEqual({ outcome: 'lines', whole_order: true, lines: [{ id: 1, quantity: 1 }] });
    expect(selectWithdrawalLines(items, left, [])).toEqual({ outcome: 'lines', whole_order: true, lines: [{ id: 1, quantity: 1 }] });
  });

  it('takes back the named items when each is a line with that much left', () => {
    const left = new Map([
      [1, 2],
      [2, 1],
    ]);
    expect(selectWithdrawalLines(items, left, [{ id: 1, quantity: 2 }])).toEqual({ outcome: 'lines', whole_order: false, lines: [{ id: 1, quantity: 2 }] });
  });

  it('names each refused item by its place in the request', () => {
    const left = new Map([
      [1, 1],
      [2, 1],
    ]);
    expect(
      selectWithdrawalLines(items, left, [
        { id: 2, quantity: 1 },
        { id: 9, quantity: 1 },
        { id: 1, quantity: 2 },
      ]),
    ).toEqual({
      outcome: 'refused',
      problems: [
        { index: 1, field: 'id', problem: 'unknown_item' },
        { index: 2, field: 'quantity', problem: 'too_many', max: 1 },
      ],
    });
  });

  it('answers "nothing left" rather than line errors once every piece was taken back', () => {
    const none = new Map([
      [1, 0],
      [2, 0],
    ]);
    expect(selectWithdrawalLines(items, none, undefined)).toEqual({ outcome: 'nothing_left' });
    expect(selectWithdrawalLines(items, none, [{ id: 1, quantity: 1 }])).toEqual({ outcome: 'nothing_left' });
  });
});

describe('returnWay', () => {
  it('sends back by post a piece a parcel carrier takes (requirements 10.3)', () => {
    expect(returnWay({ weightKg: 1.2, size: [55, 55, 18] })).toBe('post');
  });

  it('has the shop collect a piece no carrier takes: a 111 kg sofa, or 30 kg over every weight limit (requirements 10.3)', () => {
    expect(returnWay({ weightKg: 111, size: [240, 100, 90] })).toBe('collection');
    expect(returnWay({ weightKg: 30, size: [40, 40, 40] })).toBe('collection');
    expect(returnWay({ weightKg: 5, size: [210, 30, 20] })).toBe('collection');
  });

  it('sends a piece of unknown parcel back by post', () => {
    expect(returnWay(null)).toBe('post');
  });
});

describe('withdrawalReturn', () => {
  it('cancels the delivery of goods not yet delivered: nothing to send back, nothing charged (requirements 10.3)', () => {
    expect(withdrawalReturn({ delivered_at: null }, ['collection', 'post'])).toEqual({
      delivery_cancelled: true,
      send_back: false,
      collection_price_huf: null,
    });
  });

  it('after the delivery sends the parcels back and collects the rest for one price a collection (requirements 10.3)', () => {
    const delivered = { delivered_at: '2026-11-10T10:00:00Z' };
    expect(withdrawalReturn(delivered, ['post'])).toEqual({ delivery_cancelled: false, send_back: true, collection_price_huf: null });
    expect(withdrawalReturn(delivered, ['collection', 'collection'])).toEqual({
      delivery_cancelled: false,
      send_back: false,
      collection_price_huf: RETURN_COLLECTION_PRICE_HUF,
    });
    expect(withdrawalReturn(delivered, ['post', 'collection'])).toEqual({ delivery_cancelled: false, send_back: true, collection_price_huf: 12_990 });
  });
});
