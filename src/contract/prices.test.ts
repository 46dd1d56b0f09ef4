import { describe, expect, it } from 'vitest';
import { currencyPrices, priceOfGross } from './prices.js';

const rates = { EUR: 390, USD: 360 };

describe('a forint price in a currency', () => {
  it('keeps whole forints, and writes the net part by the shop’s rounding rule', () => {
    expect(priceOfGross(129_990, 'HUF', rates)).toEqual({ price_gross: 129_990, price_net: 102_354 });
  });

  it('converts at the rate to cents', () => {
    expect(priceOfGross(129_990, 'EUR', rates)).toEqual({ price_gross: 333.31, price_net: 262.45 });
  });

  it('refuses a currency without a usable rate', () => {
    expect(() => priceOfGross(1_000, 'USD', { EUR: 390 })).toThrow(RangeError);
  });
});

describe("a product's prices in a currency", () => {
  const prices = {
    grossHuf: 99_990,
    referenceGrossHuf: 129_990,
    tiers: [
      { from: 10, to: null, grossHuf: 89_990 },
      { from: 5, to: 9, grossHuf: 94_990 },
    ],
  };

  it('gives the reference price, and the tiers in ascending order, each priced by the same rule', () => {
    const eur = currencyPrices(prices, 'EUR', rates);
    expect(eur).toMatchObject({ ...priceOfGross(99_990, 'EUR', rates) });
    expect(eur.price_original_gross).toBe(priceOfGross(129_990, 'EUR', rates).price_gross);
    expect(eur.qty_discounts).toEqual([
      { index: 0, quantity: 5, quantity_to: 9, ...priceOfGross(94_990, 'EUR', rates) },
      { index: 1, quantity: 10, quantity_to: null, ...priceOfGross(89_990, 'EUR', rates) },
    ]);
  });

  it('has no reference price while the product is not reduced', () => {
    const huf = currencyPrices({ ...prices, referenceGrossHuf: null, tiers: [] }, 'HUF', rates);
    expect(huf).toEqual({ price_net: 78_732, price_gross: 99_990, price_original_net: null, price_original_gross: null, qty_discounts: [] });
  });
});
