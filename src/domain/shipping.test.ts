import { describe, expect, it } from 'vitest';
import { amountToReach, freeShipping, shipsFree } from './shipping.js';

const rates = { EUR: 395, USD: 362 };

describe('freeShipping', () => {
  it('decides in forints: a cart over the threshold ships free even when its euro figures round below it', () => {
    // 16 × 9 995 Ft = 159 920 Ft; in euros 16 × 25.30 € = 404.80 €, under the converted 404.81 €.
    const eur = freeShipping(159_920, 'EUR', rates);
    expect(eur).toEqual({ free: true, threshold: 404.81, remaining: 0 });
    expect(freeShipping(159_920, 'HUF', rates)).toEqual({ free: true, threshold: 159_900, remaining: 0 });
  });

  it('gives the same answer in every currency', () => {
    for (const items of [0, 1, 159_899, 159_900, 159_901, 400_000]) {
      const answers = (['HUF', 'EUR', 'USD'] as const).map((currency) => freeShipping(items, currency, rates));
      expect(new Set(answers.map((answer) => answer.free)).size, String(items)).toBe(1);
      for (const answer of answers) expect(answer.remaining === 0, String(items)).toBe(answer.free);
    }
  });

  it('shows a cart a forint short as at least a cent short', () => {
    expect(freeShipping(159_899, 'EUR', rates)).toMatchObject({ free: false, remaining: 0.01 });
    expect(freeShipping(159_899, 'HUF', rates)).toMatchObject({ free: false, remaining: 1 });
  });

  it('refuses to guess without a rate', () => {
    expect(() => freeShipping(1, 'EUR', {})).toThrow(/no usable HUF rate for EUR/);
  });
});

describe('shipsFree', () => {
  it('ships free exactly from the threshold, never for a method without one', () => {
    expect(shipsFree(159_900)).toBe(true);
    expect(shipsFree(159_899)).toBe(false);
    expect(shipsFree(1_000_000, null)).toBe(false);
    expect(shipsFree(50_000, 50_000)).toBe(true);
  });
});

describe('amountToReach', () => {
  it('converts what is missing and is 0 once reached', () => {
    expect(amountToReach(100_000, 159_900, 'EUR', rates)).toBe(151.65);
    expect(amountToReach(159_900, 159_900, 'USD', rates)).toBe(0);
  });
});
