import { describe, expect, it } from 'vitest';
import { linePrice, type LinePricesLike } from './cart-totals.js';

const prices = (overrides: Partial<LinePricesLike> = {}): LinePricesLike => ({
  price_net: 78_661,
  price_gross: 99_900,
  price_original_net: null,
  price_original_gross: null,
  qty_discounts: [],
  ...overrides,
});
const tiers = [
  { quantity: 5, quantity_to: 9, price_net: 70_787, price_gross: 89_900 },
  { quantity: 10, quantity_to: null, price_net: 62_913, price_gross: 79_900 },
];

describe('linePrice', () => {
  it('prices a line below every tier at the product price, with no reference price', () => {
    expect(linePrice(prices({ qty_discounts: tiers }), 4, 'HUF')).toEqual({
      price_net: 78_661,
      price_gross: 99_900,
      price_original_net: null,
      price_original_gross: null,
      total_net: 314_644,
      total_gross: 399_600,
    });
  });

  it('prices a line inside a tier at the tier price, with the untiered price as the reference', () => {
    expect(linePrice(prices({ qty_discounts: tiers }), 9, 'HUF')).toMatchObject({
      price_gross: 89_900,
      price_original_net: 78_661,
      price_original_gross: 99_900,
      total_gross: 809_100,
    });
    expect(linePrice(prices({ qty_discounts: tiers }), 40, 'HUF')).toMatchObject({ price_gross: 79_900, total_gross: 3_196_000 });
  });

  it('keeps the pre-sale price as the reference of a sale item, tier or not', () => {
    const sale = prices({ price_original_net: 94_409, price_original_gross: 119_900, qty_discounts: tiers });
    expect(linePrice(sale, 1, 'HUF')).toMatchObject({ price_original_gross: 119_900, price_gross: 99_900 });
    expect(linePrice(sale, 5, 'HUF')).toMatchObject({ price_original_gross: 119_900, price_gross: 89_900 });
  });

  it('rounds the totals in the currency (cents for EUR)', () => {
    const eur = prices({ price_net: 196.67, price_gross: 249.77 });
    expect(linePrice(eur, 3, 'EUR')).toMatchObject({ total_net: 590.01, total_gross: 749.31 });
  });
});
