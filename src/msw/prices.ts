import { CURRENCIES, type CurrencyCode } from '../domain/constants.js';
import { convertFromHuf, type HufRates } from '../domain/money.js';
import { netFromGross } from '../domain/vat.js';
import type { CurrencyPrices, PriceTier } from '../contract/catalog.js';

/** Forints per unit of EUR and USD the mock shop converts with (`GET /api/currencies` answers them). */
export const MOCK_RATES: Readonly<Record<Exclude<CurrencyCode, 'HUF'>, number>> = { EUR: 390, USD: 360 };

/** A net/gross pair, the shape of every price of the contract. */
export interface NetGross {
  price_net: number;
  price_gross: number;
}

/**
 * A quantity tier as the catalogue writes it: from `from` pieces (to `to`, inclusive; open-ended
 * when left out) at `gross` forints a piece.
 */
export interface TierSpec {
  from: number;
  to?: number | null;
  gross: number;
}

/** How a product is priced in the catalogue: gross forints, an optional pre-sale price and tiers. */
export interface PriceSpec {
  /** The selling price in gross forints. */
  gross: number;
  /** The price before the sale, in gross forints; `null` when the product is not on sale. */
  originalGross?: number | null;
  tiers?: readonly TierSpec[];
}

/** The price fields of a product (contract `Product`) in one currency, plus every currency's prices. */
export interface ProductPriceFields extends NetGross {
  price_original_net: number | null;
  price_original_gross: number | null;
  discount_percent: number | null;
  prices_by_currencies: Record<CurrencyCode, CurrencyPrices>;
}

/**
 * A gross forint amount in `currency` with its net part at 27 % VAT, each rounded to the
 * currency's decimals (HUF whole, EUR/USD 2 decimals).
 */
export function priceIn(grossHuf: number, currency: CurrencyCode, rates: HufRates = MOCK_RATES): NetGross {
  const gross = convertFromHuf(grossHuf, currency, rates);
  if (gross === null) throw new RangeError(`priceIn: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return { price_net: netFromGross(gross, currency), price_gross: gross };
}

/** The catalogue's tiers as contract tiers in `currency`, in ascending order. */
export function tiersIn(tiers: readonly TierSpec[], currency: CurrencyCode, rates: HufRates = MOCK_RATES): PriceTier[] {
  return [...tiers]
    .sort((a, b) => a.from - b.from)
    .map((tier, index) => ({ index, quantity: tier.from, quantity_to: tier.to ?? null, ...priceIn(tier.gross, currency, rates) }));
}

/** Whole percent saved against the pre-sale price, as product badges show it. */
export function discountPercent(gross: number, originalGross: number | null | undefined): number | null {
  if (!originalGross || originalGross <= gross) return null;
  return Math.round((1 - gross / originalGross) * 100);
}

/** One currency's prices of a product (contract `CurrencyPrices`). */
export function currencyPrices(spec: PriceSpec, currency: CurrencyCode, rates: HufRates = MOCK_RATES): CurrencyPrices {
  const original = spec.originalGross ? priceIn(spec.originalGross, currency, rates) : null;
  return {
    ...priceIn(spec.gross, currency, rates),
    price_original_net: original?.price_net ?? null,
    price_original_gross: original?.price_gross ?? null,
    qty_discounts: tiersIn(spec.tiers ?? [], currency, rates),
  };
}

/**
 * Every price field of a product from its forint price spec: the top-level fields in `currency`
 * and `prices_by_currencies` for HUF, EUR and USD, so switching `Currency-Id` switches
 * every price consistently.
 *
 * @example fixtures.product({ ...productPrices({ gross: 99_900, originalGross: 129_900 }) })
 */
export function productPrices(spec: PriceSpec, currency: CurrencyCode = 'HUF', rates: HufRates = MOCK_RATES): ProductPriceFields {
  const byCurrency = Object.fromEntries(CURRENCIES.map((code) => [code, currencyPrices(spec, code, rates)])) as Record<
    CurrencyCode,
    CurrencyPrices
  >;
  const own = byCurrency[currency];
  return {
    price_net: own.price_net,
    price_gross: own.price_gross,
    price_original_net: own.price_original_net,
    price_original_gross: own.price_original_gross,
    discount_percent: discountPercent(spec.gross, spec.originalGross),
    prices_by_currencies: byCurrency,
  };
}
