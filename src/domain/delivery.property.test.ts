import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, civilDateTime, deliveryWindow, dispatchDate, easterSunday, isWorkingDay } from './delivery.js';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true });
const lead = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const civil = instant.map((date) => date.toISOString().slice(0, 10));

describe('delivery rules (properties)', () => {
  it('puts Easter on a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const easter = easterSunday(year);
        expect(new Date(`${easter}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
      }),
    );
  });

  it('dispatches on a working day, never before the order day', () => {
    fc.assert(
      fc.property(instant, (orderedAt) => {
        const dispatch = dispatchDate({ orderedAt });
        expect(isWorkingDay(dispatch)).toBe(true);
        expect(dispatch >= civilDateTime(orderedAt).date).toBe(true);
      }),
    );
  });

  it('delivers on working days, the earliest never after the latest, with exactly the lead time between dispatch and each end', () => {
    fc.assert(
      fc.property(instant, lead, fc.option(civil, { nil: null }), (orderedAt, time, availableFrom) => {
        const window = deliveryWindow({ orderedAt, lead: time, availableFrom });
        const dispatch = dispatchDate({ orderedAt, availableFrom });
        expect(window.earliest <= window.latest).toBe(true);
        expect(isWorkingDay(window.earliest) && isWorkingDay(window.latest)).toBe(true);
        let day = dispatch;
        let counted = 0;
        while (day < window.latest) {
          day = addDays(day, 1);
          if (isWorkingDay(day)) counted += 1;
        }
        expect(counted).toBe(time.max);
        if (availableFrom !== null) expect(window.earliest > availableFrom || time.min === 0).toBe(true);
      }),
    );
  });

  it('adds working days one at a time', () => {
    fc.assert(
      fc.property(civil, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (date, a, b) => {
        expect(addWorkingDays(addWorkingDays(date, a), b)).toBe(addWorkingDays(date, a + b));
      }),
    );
  });

  it('answers the same window whatever time zone the process runs in', () => {
    fc.assert(
      fc.property(instant, (orderedAt) => {
        // The inputs are instants and civil dates only; the shop's zone is explicit.
        expect(dispatchDate({ orderedAt, timeZone: 'Europe/Budapest' })).toBe(dispatchDate({ orderedAt }));
        expect(civilDateTime(orderedAt, 'UTC').date).toBe(orderedAt.toISOString().slice(0, 10));
      }),
    );
  });
});
