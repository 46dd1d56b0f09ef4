import { CURRENCIES, type CurrencyCode } from '../domain/constants.js';
import type { HufRates } from '../domain/money.js';
import { reductionPercent, referencePrice } from '../domain/price-history.js';
import type { CurrencyPrices } from '../contract/catalog.js';
import type { NetGross } from '../contract/cart-view.js';
import { currencyPrices as pricesIn, priceOfGross as contractPriceOfGross } from '../contract/prices.js';

/** Forints per unit of EUR and USD the mock shop converts with (`GET /api/currencies` answers them). */
export const MOCK_RATES: Readonly<Record<Exclude<CurrencyCode, 'HUF'>, number>> = { EUR: 390, USD: 360 };

/**
 * A quantity tier as the catalogue writes it: from `from` pieces (to `to`, inclusive; open-ended
 * when left out) at `gross` forints a piece.
 */
export interface TierSpec {
  from: number;
  to?: number | null;
  gross: number;
}

/** A price a product had: `gross` forints from `daysAgo` days before now until the next step. */
export interface PriceStep {
  daysAgo: number;
  gross: number;
}

/** How a product is priced in the catalogue: gross forints, its earlier prices and tiers. */
export interface PriceSpec {
  /** The selling price in gross forints. */
  gross: number;
  /**
   * Shorthand for a history: the price before the sale, in gross forints, applied for 50 days
   * until the reduction 10 days ago; `null` when the product was never reduced. Ignored when
   * `history` is given.
   */
  originalGross?: number | null;
  /**
   * The prices the product had, oldest first, the current one last. The reference price
   * (`price_original_*`) comes from it by the shared rule: the lowest price of the 30 days before
   * the reduction, only while the current price is below it.
   */
  history?: readonly PriceStep[];
  tiers?: readonly TierSpec[];
}

const DAY_MS = 86_400_000;

/** A spec's price history: its own, or the one `originalGross` stands for. */
export function priceHistoryOf(spec: PriceSpec): readonly PriceStep[] {
  if (spec.history) return spec.history;
  return spec.originalGross
    ? [
        { daysAgo: 60, gross: spec.originalGross },
        { daysAgo: 10, gross: spec.gross },
      ]
    : [{ daysAgo: 60, gross: spec.gross }];
}

/**
 * The reference price of the product's running reduction in gross forints (`referencePrice` of the
 * domain over its history), or `null` when it is not on sale.
 */
export function referenceGross(spec: PriceSpec): number | null {
  const changes = priceHistoryOf(spec).map((step) => ({ from: -step.daysAgo * DAY_MS, price: step.gross }));
  return referencePrice(changes, { at: 0 })?.price ?? null;
}

/** The price fields of a product (contract `Product`) in one currency, plus every currency's prices. */
export interface ProductPriceFields extends NetGross {
  price_original_net: number | null;
  price_original_gross: number | null;
  discount_percent: number | null;
  prices_by_currencies: Record<CurrencyCode, CurrencyPrices>;
}

/** A gross forint amount in `currency` (the contract's rule), at the mock's rates unless given. */
export function priceOfGross(grossHuf: number, currency: CurrencyCode, rates: HufRates = MOCK_RATES): NetGross {
  return contractPriceOfGross(grossHuf, currency, rates);
}

/** One currency's prices of a product (contract `CurrencyPrices`) from its forint price spec. */
export function currencyPrices(spec: PriceSpec, currency: CurrencyCode, rates: HufRates = MOCK_RATES): CurrencyPrices {
  const tiers = (spec.tiers ?? []).map((tier) => ({ from: tier.from, to: tier.to ?? null, grossHuf: tier.gross }));
  return pricesIn({ grossHuf: spec.gross, referenceGrossHuf: referenceGross(spec), tiers }, currency, rates);
}

/**
 * Every price field of a product from its forint price spec: the top-level fields in `currency`
 * and `prices_by_currencies` for HUF, EUR and USD, so switching `Currency-Id` switches
 * every price consistently.
 *
 * @example fixtures.product({ ...productPrices({ gross: 99_900, originalGross: 129_900 }) })
 */
export function productPrices(spec: PriceSpec, currency: CurrencyCode = 'HUF', rates: HufRates = MOCK_RATES): ProductPriceFields {
  const byCurrency = Object.fromEntries(CURRENCIES.map((code) => [code, currencyPrices(spec, code, rates)])) as Record<CurrencyCode, CurrencyPrices>;
  const own = byCurrency[currency];
  return {
    price_net: own.price_net,
    price_gross: own.price_gross,
    price_original_net: own.price_original_net,
    price_original_gross: own.price_original_gross,
    discount_percent: reductionPercent(spec.gross, referenceGross(spec)),
    prices_by_currencies: byCurrency,
  };
}

/** What the shop pays for a piece, as a share of its net list price, where the catalogue gives no purchase cost. */
export const PURCHASE_COST_RATIO = 0.6;

/** What one piece costs the shop, net forints: the catalogue's figure, else {@link PURCHASE_COST_RATIO} of the net list price. */
export function purchaseCostHuf(product: { price: PriceSpec; cost_net_huf?: number }): number {
  return product.cost_net_huf ?? Math.round(PURCHASE_COST_RATIO * priceOfGross(referenceGross(product.price) ?? product.price.gross, 'HUF').price_net);
}
