import { describe, expect, it } from 'vitest';
import { currencyPrices, priceOfGross, productShippingLine, type ShippingLineMethod } from './prices.js';

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

describe("a product page's shipping line", () => {
  const title = (en: string) => ({ hu: en, en });
  const methods: ShippingLineMethod[] = [
    { id: 1, code: 'showroom_pickup', title: title('Pickup'), feeGrossHuf: 0, freeFromGrossHuf: null, maxItemWeightKg: null, pickupCarriers: [] },
    { id: 2, code: 'home_delivery', title: title('Home'), feeGrossHuf: 14_990, freeFromGrossHuf: 159_900, maxItemWeightKg: null, pickupCarriers: [] },
    { id: 3, code: 'parcel_locker', title: title('Locker'), feeGrossHuf: 1_990, freeFromGrossHuf: 159_900, maxItemWeightKg: 25, pickupCarriers: ['foxpost'] },
  ];
  const view = { locale: 'en' as const, currency: 'EUR' as const, rates };

  it('prices the cheapest method that takes the piece from its gross fee, as the cart does', () => {
    const line = productShippingLine(methods, { weightKg: 2, size: [30, 20, 10] }, 9_990, view);
    expect(line).toEqual({ method_id: 3, code: 'parcel_locker', title: 'Locker', ...priceOfGross(1_990, 'EUR', rates), free_from_gross: 410 });
  });

  it('offers home delivery for what a locker refuses, free once the price alone reaches the threshold', () => {
    const sofa = { weightKg: 80, size: [220, 95, 85] as const };
    expect(productShippingLine(methods, sofa, 99_990, view)).toMatchObject({ method_id: 2, price_gross: 38.44 });
    expect(productShippingLine(methods, sofa, 199_990, view)).toMatchObject({ method_id: 2, price_net: 0, price_gross: 0 });
  });

  it('is null when no method delivers the piece', () => {
    expect(productShippingLine(methods.slice(0, 1), { weightKg: 2, size: null }, 9_990, view)).toBeNull();
  });
});
