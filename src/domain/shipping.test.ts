import { describe, expect, it } from 'vitest';
import { amountToReach, freeShipping, productShipping, shipsFree } from './shipping.js';

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

describe('productShipping', () => {
  const locker = { code: 'parcel_locker' as const, maxItemWeightKg: 20, pickupCarriers: ['foxpost' as const], freeFromGrossHuf: 159_900, fee: 1_490 };
  const home = { code: 'home_delivery' as const, maxItemWeightKg: null, pickupCarriers: [], freeFromGrossHuf: 159_900, fee: 9_990 };
  const showroom = { code: 'showroom_pickup' as const, maxItemWeightKg: null, pickupCarriers: [], freeFromGrossHuf: 0, fee: 0 };
  const methods = [showroom, home, locker];
  const fee = (method: (typeof methods)[number]) => method.fee;

  it('ships a small piece by the cheapest method that takes it, never counting showroom pickup', () => {
    expect(productShipping(methods, { weightKg: 2, size: [40, 40, 20] }, 12_990, fee)).toEqual({ method: locker, free: false });
  });

  it('brings a piece no locker takes home', () => {
    expect(productShipping(methods, { weightKg: 60, size: [220, 95, 85] }, 129_990, fee)).toEqual({ method: home, free: false });
  });

  it('ships free when the piece’s own price reaches the method’s threshold', () => {
    expect(productShipping(methods, { weightKg: 60, size: [220, 95, 85] }, 159_900, fee)).toEqual({ method: home, free: true });
  });

  it('answers null when no method delivers it', () => {
    expect(productShipping([showroom, locker], { weightKg: 60, size: [220, 95, 85] }, 99_990, fee)).toBeNull();
  });
});
