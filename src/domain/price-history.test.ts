import { describe, expect, it } from 'vitest';
import { referencePrice, reductionPercent, REFERENCE_PRICE_DAYS, type PriceChange } from './price-history.js';

const NOW = Date.parse('2026-11-01T09:00:00Z');
const daysAgo = (days: number) => NOW - days * 86_400_000;
const history = (...changes: [number, number][]): PriceChange[] => changes.map(([ago, price]) => ({ from: daysAgo(ago), price }));
const at = { at: NOW };

describe('referencePrice', () => {
  it('is null for a price that never changed', () => {
    expect(referencePrice(history([60, 1000]), at)).toBeNull();
  });

  it('is the price before a reduction when it held for the whole 30 days', () => {
    expect(referencePrice(history([60, 1000], [10, 800]), at)).toEqual({ price: 1000, reducedAt: daysAgo(10) });
  });

  it('is the lowest price of the 30 days before the reduction, not the latest one', () => {
    // 900 applied from 50 to 25 days ago (within the 30 days before the reduction 10 days ago), then 1000.
    expect(referencePrice(history([60, 900], [25, 1000], [10, 800]), at)?.price).toBe(900);
  });

  it('ignores prices that ended more than 30 days before the reduction', () => {
    // 700 ended 45 days ago, 35 days before the reduction: outside the window.
    expect(referencePrice(history([60, 700], [45, 1000], [10, 800]), at)?.price).toBe(1000);
  });

  it('counts a price whose period reaches into the window even if it started before it', () => {
    expect(referencePrice(history([59, 950], [39, 1000], [10, 800]), at)?.price).toBe(950);
  });

  it('is no reduction when the price was raised and brought back to where it was', () => {
    expect(referencePrice(history([60, 800], [20, 1000], [5, 800]), at)).toBeNull();
  });

  it('is no reduction when a sale price is raised again, even if still below the old price', () => {
    expect(referencePrice(history([60, 1000], [20, 700], [5, 850]), at)).toBeNull();
  });

  it('keeps the reference of the first step during a progressive reduction', () => {
    expect(referencePrice(history([60, 1000], [20, 900], [8, 750]), at)).toEqual({ price: 1000, reducedAt: daysAgo(20) });
  });

  it('uses the shorter time of a product offered less than 30 days before its reduction', () => {
    expect(referencePrice(history([18, 1200], [6, 990]), at)).toEqual({ price: 1200, reducedAt: daysAgo(6) });
  });

  it('is null for a product offered at its current price from the start', () => {
    expect(referencePrice(history([3, 990]), at)).toBeNull();
  });

  it('ignores changes after the moment it judges at', () => {
    expect(referencePrice(history([60, 1000], [-2, 800]), at)).toBeNull();
    expect(referencePrice(history([60, 1000], [10, 800], [-2, 1000]), at)?.price).toBe(1000);
  });

  it('takes the history in any order, ISO strings and dates alike', () => {
    const changes: PriceChange[] = [
      { from: new Date(daysAgo(10)).toISOString(), price: 800 },
      { from: new Date(daysAgo(60)), price: 1000 },
    ];
    expect(referencePrice(changes, at)?.price).toBe(1000);
  });

  it('treats a repeated price as one period and the later of two changes at the same moment as the one that applied', () => {
    expect(referencePrice(history([60, 1000], [40, 1000], [10, 800]), at)?.price).toBe(1000);
    expect(referencePrice(history([60, 1000], [10, 500], [10, 800]), at)).toEqual({ price: 1000, reducedAt: daysAgo(10) });
  });

  it('looks back the given number of days', () => {
    expect(REFERENCE_PRICE_DAYS).toBe(30);
    // With 40 days, the 700 that ended 45 days ago (35 days before the reduction) counts: 800 is no reduction then.
    expect(referencePrice(history([60, 700], [45, 1000], [10, 800]), { at: NOW, days: 40 })).toBeNull();
    expect(referencePrice(history([60, 900], [45, 1000], [10, 800]), { at: NOW, days: 40 })?.price).toBe(900);
  });
});

describe('reductionPercent', () => {
  it('rounds the saving against the reference to whole percent', () => {
    expect(reductionPercent(800, 1000)).toBe(20);
    expect(reductionPercent(2990, 3990)).toBe(25);
  });

  it('is null without a reference above the price', () => {
    expect(reductionPercent(800, null)).toBeNull();
    expect(reductionPercent(800, 800)).toBeNull();
  });
});
