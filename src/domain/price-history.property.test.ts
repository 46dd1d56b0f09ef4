import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referencePrice, REFERENCE_PRICE_DAYS, type PriceChange } from './price-history.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-01T09:00:00Z');

/** Any history of up to 8 price changes over the last 90 days (whole days, prices 1–50 000). */
const anyHistory = fc
  .array(fc.record({ ago: fc.integer({ min: 0, max: 90 }), price: fc.integer({ min: 1, max: 50_000 }) }), { minLength: 0, maxLength: 8 })
  .map((changes): PriceChange[] => changes.map(({ ago, price }) => ({ from: NOW - ago * DAY, price })));

/** The price that applied at `moment` (the latest change at or before it; the later entry wins a tie). */
function priceAt(history: readonly PriceChange[], moment: number): number | undefined {
  let found: { from: number; price: number; index: number } | undefined;
  history.forEach((change, index) => {
    const from = change.from as number;
    if (from <= moment && (!found || from > found.from || (from === found.from && index > found.index))) found = { from, price: change.price, index };
  });
  return found?.price;
}

describe('referencePrice (properties)', () => {
  it('is above the current price whenever there is one, and is a price of the history', () => {
    fc.assert(
      fc.property(anyHistory, (history) => {
        const reference = referencePrice(history, { at: NOW });
        if (reference === null) return;
        expect(reference.price).toBeGreaterThan(priceAt(history, NOW)!);
        expect(history.map((change) => change.price)).toContain(reference.price);
      }),
    );
  });

  it('is never above a price that applied in the 30 days before the reduction', () => {
    fc.assert(
      fc.property(anyHistory, (history) => {
        const reference = referencePrice(history, { at: NOW });
        if (reference === null) return;
        for (let moment = reference.reducedAt - REFERENCE_PRICE_DAYS * DAY; moment < reference.reducedAt; moment += DAY / 2) {
          const applied = priceAt(history, moment);
          if (applied !== undefined) expect(reference.price).toBeLessThanOrEqual(applied);
        }
      }),
    );
  });

  it('does not depend on the order the history comes in', () => {
    fc.assert(
      fc.property(
        anyHistory.map((history) => history.filter((change, index) => history.findIndex((other) => other.from === change.from) === index)),
        fc.integer(),
        (history, seed) => {
          const shuffled = [...history].sort((a, b) => ((a.price * 31 + seed) % 7) - ((b.price * 31 + seed) % 7));
          expect(referencePrice(shuffled, { at: NOW })).toEqual(referencePrice(history, { at: NOW }));
        },
      ),
    );
  });

  it('finds no reduction when the price never went down', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 8 }), (prices) => {
        const rising = [...prices].sort((a, b) => a - b).map((price, index) => ({ from: NOW - (80 - index * 10) * DAY, price }));
        expect(referencePrice(rising, { at: NOW })).toBeNull();
      }),
    );
  });
});
