import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  deliveryWindow,
  deliveryWindowBy,
  dispatchDate,
  easterSunday,
  formatDeliveryWindow,
  isWorkingDay,
  latestWindow,
  methodDeliveryWindow,
  pendingRestockDate,
  productDeliveryWindow,
  publicHolidays,
  quickestWindow,
  restockDateAt,
} from './delivery.js';

/** An instant given as Budapest wall-clock time (CET is UTC+1 in winter, CEST UTC+2 in summer). */
const budapest = (date: string, time: string, offset: '+01:00' | '+02:00' = '+01:00') => new Date(`${date}T${time}:00${offset}`);
const home = { min: 2, max: 5 };
const locker = { min: 1, max: 3 };

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('computes Easter %i as %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('publicHolidays', () => {
  it('lists the fixed holidays and the Easter- and Whitsun-based ones of 2026', () => {
    expect([...publicHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-03-15',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-24',
      '2026-05-25',
      '2026-08-20',
      '2026-10-23',
      '2026-11-01',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('moves Good Friday, Easter Monday and Whit Monday with Easter', () => {
    const holidays = publicHolidays(2027);
    expect(holidays.has('2027-03-26')).toBe(true);
    expect(holidays.has('2027-03-29')).toBe(true);
    expect(holidays.has('2027-05-17')).toBe(true);
    expect(holidays.has('2027-04-06')).toBe(false);
  });
});

describe('isWorkingDay', () => {
  it('is Monday to Friday', () => {
    expect(['2026-11-23', '2026-11-27'].map(isWorkingDay)).toEqual([true, true]);
    expect(['2026-11-28', '2026-11-29'].map(isWorkingDay)).toEqual([false, false]);
  });

  it('is not a public holiday on a weekday', () => {
    expect(['2026-04-03', '2026-04-06', '2026-05-25', '2026-10-23', '2027-03-15'].map(isWorkingDay)).toEqual([false, false, false, false, false]);
  });

  it("follows the year's moved rest days and working Saturdays", () => {
    expect(isWorkingDay('2026-01-02')).toBe(false);
    expect(isWorkingDay('2026-08-21')).toBe(false);
    expect(isWorkingDay('2026-01-10')).toBe(true);
    expect(isWorkingDay('2026-12-12')).toBe(true);
  });
});

describe('addWorkingDays', () => {
  it('skips weekends and holidays, across month and year ends', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
  });

  it('answers the day itself for 0 and refuses negative or fractional counts', () => {
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(() => addWorkingDays('2026-11-28', -1)).toThrow(/count must be/);
    expect(() => addWorkingDays('2026-11-28', 1.5)).toThrow(/count must be/);
  });

  it('refuses a date that is not YYYY-MM-DD or not in the calendar', () => {
    expect(() => addWorkingDays('2026-02-30', 1)).toThrow(/not a day of the calendar/);
    expect(() => addWorkingDays('30.11.2026', 1)).toThrow(/YYYY-MM-DD/);
  });
});

describe('dispatchDate', () => {
  it('ships the same working day before 14:00 Budapest time, the next one from 14:00', () => {
    expect(dispatchDate({ orderedAt: budapest('2026-11-24', '13:59') })).toBe('2026-11-24');
    expect(dispatchDate({ orderedAt: budapest('2026-11-24', '14:00') })).toBe('2026-11-25');
  });

  it('reads the cut-off in Budapest time, also in summer time and across midnight UTC', () => {
    expect(dispatchDate({ orderedAt: new Date('2026-07-01T11:30:00Z') })).toBe('2026-07-01');
    expect(dispatchDate({ orderedAt: new Date('2026-07-01T12:30:00Z') })).toBe('2026-07-02');
    // 23:30 UTC on Monday is already Tuesday 00:30 in Budapest.
    expect(dispatchDate({ orderedAt: new Date('2026-11-23T23:30:00Z') })).toBe('2026-11-24');
  });

  it('ships a weekend or holiday order on the next working day', () => {
    expect(dispatchDate({ orderedAt: budapest('2026-11-28', '09:00') })).toBe('2026-11-30');
    expect(dispatchDate({ orderedAt: budapest('2026-10-23', '09:00', '+02:00') })).toBe('2026-10-26');
  });

  it('ships goods still to arrive on the working day after their restock date', () => {
    expect(dispatchDate({ orderedAt: budapest('2026-11-24', '09:00'), availableFrom: '2026-12-10' })).toBe('2026-12-11');
    expect(dispatchDate({ orderedAt: budapest('2026-11-24', '09:00'), availableFrom: '2026-12-23' })).toBe('2026-12-28');
  });

  it('ignores a restock date before the order day', () => {
    expect(dispatchDate({ orderedAt: budapest('2026-11-24', '09:00'), availableFrom: '2026-11-20' })).toBe('2026-11-24');
  });
});

describe('deliveryWindow', () => {
  it('adds the lead time in working days to the dispatch day', () => {
    expect(deliveryWindow({ orderedAt: budapest('2026-11-24', '10:00'), lead: home })).toEqual({ earliest: '2026-11-26', latest: '2026-12-01' });
    expect(deliveryWindow({ orderedAt: budapest('2026-11-24', '15:00'), lead: locker })).toEqual({ earliest: '2026-11-26', latest: '2026-11-30' });
  });

  it('counts around Easter', () => {
    expect(deliveryWindow({ orderedAt: budapest('2026-04-02', '10:00', '+02:00'), lead: locker })).toEqual({ earliest: '2026-04-07', latest: '2026-04-09' });
  });

  it('starts from the restock date for goods out of stock', () => {
    expect(deliveryWindow({ orderedAt: budapest('2026-11-24', '10:00'), lead: home, availableFrom: '2026-12-18' })).toEqual({
      earliest: '2026-12-23',
      latest: '2026-12-30',
    });
  });

  it('refuses an impossible lead time', () => {
    expect(() => deliveryWindow({ orderedAt: new Date(), lead: { min: 3, max: 1 } })).toThrow(/lead time/);
  });
});

describe('latestWindow', () => {
  it('arrives when the last line can', () => {
    expect(
      latestWindow([
        { earliest: '2026-12-01', latest: '2026-12-03' },
        { earliest: '2026-11-30', latest: '2026-12-08' },
      ]),
    ).toEqual({ earliest: '2026-12-01', latest: '2026-12-08' });
    expect(latestWindow([])).toBeNull();
  });
});

describe('pendingRestockDate', () => {
  it('keeps a restock date from today on and drops a past one', () => {
    expect(pendingRestockDate('2026-12-10', '2026-11-24')).toBe('2026-12-10');
    expect(pendingRestockDate('2026-11-24', '2026-11-24')).toBe('2026-11-24');
    expect(pendingRestockDate('2026-11-20', '2026-11-24')).toBeNull();
    expect(pendingRestockDate(null, '2026-11-24')).toBeNull();
  });
});

describe('formatDeliveryWindow', () => {
  const squash = (text: string) => text.replace(/\s+/g, ' ');

  it('writes a window within one month as Hungarian and English shops do', () => {
    expect(squash(formatDeliveryWindow({ earliest: '2026-12-01', latest: '2026-12-03' }, 'hu'))).toBe('dec. 1–3.');
    expect(squash(formatDeliveryWindow({ earliest: '2026-12-01', latest: '2026-12-03' }, 'en'))).toMatch(/^Dec 1 ?– ?3$/);
  });

  it('names both months across a month end and one day when the ends agree', () => {
    expect(squash(formatDeliveryWindow({ earliest: '2026-11-28', latest: '2026-12-02' }, 'hu'))).toBe('nov. 28. – dec. 2.');
    expect(squash(formatDeliveryWindow({ earliest: '2026-12-02', latest: '2026-12-02' }, 'hu'))).toBe('dec. 2.');
    expect(squash(formatDeliveryWindow({ earliest: '2026-11-28', latest: '2026-12-02' }, 'en'))).toBe('Nov 28 – Dec 2');
  });
});

describe('the promise of products and delivery methods', () => {
  const home = { code: 'home_delivery', maxItemWeightKg: null } as const;
  const locker = { code: 'parcel_locker', maxItemWeightKg: 20 } as const;
  const pickup = { code: 'showroom_pickup', maxItemWeightKg: null } as const;
  const now = budapest('2026-11-24', '10:00');
  const lamp = { stock: 5, restockOn: null, weightKg: 3 };
  const sofa = { stock: 2, restockOn: null, weightKg: 80 };
  const awaited = { stock: 0, restockOn: '2026-12-10', weightKg: 3 };

  it('promises a product by the quickest method that takes it, never by pickup', () => {
    expect(productDeliveryWindow([pickup, home, locker], lamp, now)).toEqual({ earliest: '2026-11-25', latest: '2026-11-27' });
    expect(productDeliveryWindow([pickup, home, locker], sofa, now)).toEqual({ earliest: '2026-11-26', latest: '2026-12-01' });
  });

  it('promises a product out of stock from its restock date, and nothing once the date is past', () => {
    expect(restockDateAt(awaited, now)).toBe('2026-12-10');
    // Leaves on Friday 11 December; Saturday 12 December 2026 is a moved working day.
    expect(productDeliveryWindow([home, locker], awaited, now)).toEqual({ earliest: '2026-12-12', latest: '2026-12-15' });
    expect(restockDateAt(awaited, budapest('2026-12-11', '10:00'))).toBeNull();
    expect(productDeliveryWindow([home, locker], awaited, budapest('2026-12-11', '10:00'))).toBeNull();
    expect(restockDateAt({ ...awaited, stock: 1 }, now)).toBeNull();
  });

  it('waits for the restock when a line wants more pieces than are in stock', () => {
    expect(deliveryWindowBy(home, { ...awaited, stock: 1 }, now, 2)).toEqual({ earliest: '2026-12-14', latest: '2026-12-17' });
  });

  it("promises a delivery option by the cart's latest line, or an in-stock order's window for an empty cart", () => {
    expect(
      methodDeliveryWindow(
        home,
        [
          { product: lamp, quantity: 1 },
          { product: sofa, quantity: 2 },
        ],
        now,
      ),
    ).toEqual({ earliest: '2026-11-26', latest: '2026-12-01' });
    expect(methodDeliveryWindow(pickup, [], now)).toEqual({ earliest: '2026-11-25', latest: '2026-11-26' });
  });

  it('picks the window ending first', () => {
    expect(
      quickestWindow([
        { earliest: '2026-12-01', latest: '2026-12-04' },
        { earliest: '2026-12-02', latest: '2026-12-03' },
      ]),
    ).toEqual({ earliest: '2026-12-02', latest: '2026-12-03' });
    expect(quickestWindow([])).toBeNull();
  });
});
