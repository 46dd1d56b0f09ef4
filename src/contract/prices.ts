/**
 * How a product's forint prices and a delivery fee show in a currency: one rule for the reference
 * server's catalogue and the mock's, so both answer the same `prices_by_currencies` and shipping line.
 */
import type { CurrencyCode, Locale } from '../domain/constants.js';
import { convertFromHuf, type HufRates } from '../domain/money.js';
import type { Parcel } from '../domain/pickup.js';
import { freeShipping, productShipping, type ShippingMethod } from '../domain/shipping.js';
import { netFromGross } from '../domain/vat.js';
import type { NetGross } from './cart-view.js';
import type { CurrencyPrices, ProductDetail } from './catalog.js';

/**
 * A gross forint amount in `currency`: the gross converted at the rate and rounded to the
 * currency's decimals (HUF whole, EUR/USD cents), and its net part by the shop's one rounding rule.
 */
export function priceOfGross(grossHuf: number, currency: CurrencyCode, rates: HufRates): NetGross {
  const gross = convertFromHuf(grossHuf, currency, rates);
  if (gross === null) throw new RangeError(`priceOfGross: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return { price_net: netFromGross(gross, currency), price_gross: gross };
}

/** A product's prices in gross forints: its price, the reference price of a running reduction, its quantity tiers. */
export interface ForintPrices {
  grossHuf: number;
  /** The reference price while the product is reduced, else `null`. */
  referenceGrossHuf: number | null;
  /** From `from` pieces (to `to`, inclusive; open-ended when `null`) at `grossHuf` a piece. */
  tiers: readonly { from: number; to: number | null; grossHuf: number }[];
}

/** One currency's prices of a product (contract `CurrencyPrices`), its tiers in ascending order. */
export function currencyPrices(prices: ForintPrices, currency: CurrencyCode, rates: HufRates): CurrencyPrices {
  const original = prices.referenceGrossHuf === null ? null : priceOfGross(prices.referenceGrossHuf, currency, rates);
  return {
    ...priceOfGross(prices.grossHuf, currency, rates),
    price_original_net: original?.price_net ?? null,
    price_original_gross: original?.price_gross ?? null,
    qty_discounts: [...prices.tiers]
      .sort((a, b) => a.from - b.from)
      .map((tier, index) => ({ index, quantity: tier.from, quantity_to: tier.to, ...priceOfGross(tier.grossHuf, currency, rates) })),
  };
}

/** A delivery method as a product page's shipping line prices it: its fee in gross forints, its title in each language. */
export interface ShippingLineMethod extends ShippingMethod {
  id: number;
  title: Readonly<Record<Locale, string>>;
  feeGrossHuf: number;
}

/**
 * A product page's shipping line (`ProductDetail['shipping']`): the method `productShipping` picks
 * for one piece, its fee in the request's currency (nothing when the piece's price alone ships
 * free) and its free-shipping threshold; `null` when no method delivers the piece.
 */
export function productShippingLine(
  methods: readonly ShippingLineMethod[],
  parcel: Parcel,
  priceGrossHuf: number,
  view: { locale: Locale; currency: CurrencyCode; rates: HufRates },
): ProductDetail['shipping'] {
  const found = productShipping(methods, parcel, priceGrossHuf, (method) => method.feeGrossHuf);
  if (!found) return null;
  const { method, free } = found;
  return {
    method_id: method.id,
    code: method.code as 'home_delivery' | 'parcel_locker',
    title: method.title[view.locale],
    ...(free ? { price_net: 0, price_gross: 0 } : priceOfGross(method.feeGrossHuf, view.currency, view.rates)),
    free_from_gross: method.freeFromGrossHuf === null ? null : freeShipping(0, view.currency, view.rates, method.freeFromGrossHuf).threshold,
  };
}
