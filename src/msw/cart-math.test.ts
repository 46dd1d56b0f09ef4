import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD_HUF } from '../domain/constants.js';
import { roundMoney } from '../domain/money.js';
import { deliveryPrice, priceCartLine, summarizeCart } from './cart-math.js';
import { fixtures } from './fixtures/index.js';
import { resetFixtureIds } from './fixtures/ids.js';
import { productPrices } from './prices.js';

beforeEach(() => {
  resetFixtureIds();
});

const chair = (currency: 'HUF' | 'EUR' = 'HUF') =>
  fixtures.product(
    productPrices(
      {
        gross: 34_900,
        tiers: [
          { from: 4, to: 7, gross: 32_900 },
          { from: 8, gross: 29_900 },
        ],
      },
      currency,
    ),
    { currency },
  );
const priced = (gross: number, originalGross?: number) => fixtures.product(productPrices({ gross, originalGross: originalGross ?? null }));

describe('priceCartLine', () => {
  it('uses the base price below the first tier (requirements §5)', () => {
    expect(priceCartLine(chair(), 3, 'HUF')).toMatchObject({ price_gross: 34_900, price_original_gross: null, total_gross: 104_700 });
  });

  it('uses the tier whose range holds the quantity, with the untiered price as the original (requirements §5)', () => {
    expect(priceCartLine(chair(), 4, 'HUF')).toMatchObject({ price_gross: 32_900, price_original_gross: 34_900, total_gross: 131_600 });
    expect(priceCartLine(chair(), 7, 'HUF').price_gross).toBe(32_900);
  });

  it('uses the top tier at or above the highest tier quantity (requirements §5)', () => {
    expect(priceCartLine(chair(), 8, 'HUF').price_gross).toBe(29_900);
    expect(priceCartLine(chair(), 40, 'HUF').total_gross).toBe(40 * 29_900);
  });

  it('prices in the currency asked for, from the product’s own prices in it', () => {
    const product = chair('EUR');
    const line = priceCartLine(product, 8, 'EUR');
    expect(line.price_gross).toBe(product.prices_by_currencies.EUR.qty_discounts[1]!.price_gross);
    expect(line.total_gross).toBe(roundMoney(line.price_gross * 8, 'EUR'));
  });

  it('keeps the pre-sale price as the original price of a product on sale', () => {
    expect(priceCartLine(priced(249_900, 299_900), 2, 'HUF')).toMatchObject({ price_gross: 249_900, price_original_gross: 299_900 });
  });
});

describe('summarizeCart', () => {
  it('ships free exactly from 159 900 Ft gross (requirements §9)', () => {
    const delivery = fixtures.deliveryMethod();
    const at = summarizeCart({ lines: [priceCartLine(priced(FREE_SHIPPING_THRESHOLD_HUF), 1, 'HUF')], delivery, currency: 'HUF' });
    const under = summarizeCart({ lines: [priceCartLine(priced(FREE_SHIPPING_THRESHOLD_HUF - 1), 1, 'HUF')], delivery, currency: 'HUF' });
    expect(at).toMatchObject({ freeShipping: true, summary: { delivery_price_gross: 0, free_shipping_remaining_gross: 0, total_amount_gross: 159_900 } });
    expect(under).toMatchObject({
      freeShipping: false,
      summary: { delivery_price_gross: 14_990, free_shipping_remaining_gross: 1, total_amount_gross: 159_899 + 14_990 },
    });
  });

  it('converts the free-shipping threshold into the cart’s currency', () => {
    const threshold = (currency: 'HUF' | 'EUR', rates?: { EUR: number; USD: number }) =>
      summarizeCart({ lines: [], currency, rates }).summary.free_shipping_threshold_gross;
    expect(threshold('HUF')).toBe(159_900);
    expect(threshold('EUR')).toBe(410);
    expect(threshold('EUR', { EUR: 400, USD: 360 })).toBe(399.75);
  });

  it('decides free shipping in forints, so a cart ships free in every currency or in none', () => {
    const rates = { EUR: 395, USD: 362 };
    const delivery = fixtures.deliveryMethod();
    // 16 × 9 995 Ft = 159 920 Ft ships free; in euros that is 16 × 25.30 € = 404.80 €, under the converted 404.81 €.
    const product = fixtures.product(productPrices({ gross: 9_995 }, 'EUR', rates), { currency: 'EUR' });
    for (const currency of ['HUF', 'EUR', 'USD'] as const) {
      const totals = summarizeCart({ lines: [priceCartLine(product, 16, currency)], delivery, currency, rates });
      expect(totals.freeShipping, currency).toBe(true);
      expect(totals.summary, currency).toMatchObject({ delivery_price_gross: 0, free_shipping_remaining_gross: 0 });
    }
    expect(summarizeCart({ lines: [priceCartLine(product, 16, 'EUR')], currency: 'EUR', rates }).summary.total_items_amount_gross).toBe(404.8);
    for (const currency of ['HUF', 'EUR', 'USD'] as const) {
      const totals = summarizeCart({ lines: [priceCartLine(product, 15, currency)], delivery, currency, rates });
      expect(totals.freeShipping, currency).toBe(false);
      expect(totals.summary.free_shipping_remaining_gross, currency).toBeGreaterThan(0);
    }
  });

  it('counts the threshold after coupon discounts', () => {
    const lines = [priceCartLine(priced(170_000), 1, 'HUF')];
    const totals = summarizeCart({
      lines,
      coupons: [{ code: 'OTTHON10', type: 'percent', value: 10, description: '' }],
      delivery: fixtures.deliveryMethod(),
      currency: 'HUF',
    });
    expect(totals.summary).toMatchObject({ cart_discount_gross: 17_000, free_shipping_remaining_gross: 6_900, delivery_price_gross: 14_990 });
  });

  it('never takes more off than the items cost with a fixed coupon', () => {
    const totals = summarizeCart({
      lines: [priceCartLine(priced(3_000), 1, 'HUF')],
      coupons: [{ code: 'WELCOME5000', type: 'fixed', value: 5_000, description: '' }],
      currency: 'HUF',
    });
    expect(totals.coupons[0]).toMatchObject({ discount_gross: 3_000 });
    expect(totals.summary).toMatchObject({ total_amount_gross: 0, total_amount_net: 0 });
  });

  it('adds line savings and coupon discounts into the total discount', () => {
    const lines = [priceCartLine(priced(249_900, 299_900), 1, 'HUF'), priceCartLine(chair(), 8, 'HUF')];
    const { summary } = summarizeCart({ lines, coupons: [{ code: 'WELCOME5000', type: 'fixed', value: 5_000, description: '' }], currency: 'HUF' });
    expect(summary.total_saving_gross).toBe(50_000 + 8 * 5_000);
    expect(summary.total_discount_amount_gross).toBe(50_000 + 8 * 5_000 + 5_000);
    expect(summary.total_quantity).toBe(9);
    expect(summary.total_items_amount_gross).toBe(249_900 + 8 * 29_900);
  });

  it('reports an empty cart with zero totals, no delivery fee and the whole threshold still to go', () => {
    const { summary, freeShipping } = summarizeCart({ lines: [], delivery: fixtures.deliveryMethod(), currency: 'HUF' });
    expect(freeShipping).toBe(false);
    expect(summary).toMatchObject({ total_amount_gross: 0, delivery_price_gross: 0, free_shipping_remaining_gross: 159_900 });
  });
});

describe('deliveryPrice', () => {
  it('is the method’s fee, or nothing once the cart ships free', () => {
    const method = fixtures.deliveryMethod();
    expect(deliveryPrice(method, false)).toEqual({ price_net: method.price_net, price_gross: 14_990 });
    expect(deliveryPrice(method, true)).toEqual({ price_net: 0, price_gross: 0 });
  });
});
