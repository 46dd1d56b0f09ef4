/**
 * The cart arithmetic of the mock shop, in one place: the handlers and the `fixtures.cart()`
 * factory both price lines and summaries here, so a fixture cart and a cart the handlers answer
 * always agree. Domain rules (tiers, rounding, VAT, the free-shipping threshold) come from
 * `src/domain`; this module only combines them.
 */
import { cartTotals, linePrice } from '../domain/cart-totals.js';
import { FREE_SHIPPING_THRESHOLD_HUF, type CurrencyCode } from '../domain/constants.js';
import { convertFromHuf, roundMoney, type HufRates } from '../domain/money.js';
import { netFromGross } from '../domain/vat.js';
import type { DeliveryWindow } from '../domain/delivery.js';
import type { CartProduct, CartSummary, Coupon, DeliveryMethod, LineNotice } from '../contract/cart.js';
import type { CurrencyPrices, Product } from '../contract/catalog.js';
import { MOCK_RATES, type NetGross } from './prices.js';

/** What the shop pays its suppliers, as a share of the list price, for `total_profit` (tracking). */
export const PURCHASE_COST_RATIO = 0.6;

/** A coupon as the shop defines it; a fixed `value` is in the cart's currency. */
export interface CouponRule {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  description: string;
  /** A fixed coupon's amount in gross forints, the shop's own figure; `value` × the rate when left out. */
  value_huf?: number;
  /** The items' gross forint total must reach this for the coupon to take anything off. */
  min_order_gross_huf?: number | null;
  /** The coupon's text while the cart is below its minimum, given what is still missing (in the cart's currency). */
  describeMissing?: (missing: number) => string;
}

export interface CartTotalsInput {
  lines: readonly CartProduct[];
  /** One coupon per cart: when several are given, the last one (a new coupon replaces the old). */
  coupons?: readonly CouponRule[];
  /**
   * The chosen delivery method at its full fee, or `null` before one is chosen; free from
   * `free_from_gross_huf` gross forints of items after the coupon (the shop's threshold when left out).
   */
  delivery?: (Pick<DeliveryMethod, 'price_net' | 'price_gross'> & { free_from_gross_huf?: number | null }) | null;
  /** The home delivery's carry-in, assembly and slot in `currency` (`homeServiceFigures` of the package). */
  homeService?: { net: number; gross: number } | null;
  currency: CurrencyCode;
  rates?: HufRates;
}

export interface CartTotals {
  /** The coupons with the discount each gives on this cart. */
  coupons: Coupon[];
  summary: CartSummary;
  /** Whether the chosen delivery method (or, without one, the shop's threshold) ships the cart free. */
  freeShipping: boolean;
  /** The items after the coupon in gross forints, what each method's free-from amount is compared with. */
  afterCouponGrossHuf: number;
}

function pricesIn(product: Product, currency: CurrencyCode): CurrencyPrices {
  const own = (product.prices_by_currencies as Partial<Record<CurrencyCode, CurrencyPrices>>)[currency];
  return (
    own ?? {
      price_net: product.price_net,
      price_gross: product.price_gross,
      price_original_net: product.price_original_net,
      price_original_gross: product.price_original_gross,
      qty_discounts: [],
    }
  );
}

/** A cart line (contract `CartProduct`) for `quantity` pieces, priced by the domain's `linePrice`. */
export function priceCartLine(
  product: Product,
  quantity: number,
  currency: CurrencyCode,
  notice: LineNotice | null = null,
  deliveryWindow: DeliveryWindow | null = null,
  assembly: CartProduct['assembly'] = null,
): CartProduct {
  return {
    id: product.id,
    quantity,
    ...linePrice(pricesIn(product, currency), quantity, currency),
    product,
    notice,
    delivery_window: deliveryWindow,
    assembly,
  };
}

/** The free-shipping threshold (159,900 Ft gross) in `currency`. */
export function freeShippingThreshold(currency: CurrencyCode, rates: HufRates = MOCK_RATES): number {
  const threshold = convertFromHuf(FREE_SHIPPING_THRESHOLD_HUF, currency, rates);
  if (threshold === null) throw new RangeError(`freeShippingThreshold: no usable HUF rate for ${currency}.`);
  return threshold;
}

/** A delivery method's fee on a cart: nothing once the cart ships free. */
export function deliveryPrice(method: Pick<DeliveryMethod, 'price_net' | 'price_gross'>, freeShipping: boolean): NetGross {
  return freeShipping ? { price_net: 0, price_gross: 0 } : { price_net: method.price_net, price_gross: method.price_gross };
}

/** What a coupon takes off `items` (percent of them, or a fixed amount never above them). */
export function couponDiscount(rule: CouponRule, items: NetGross, currency: CurrencyCode): NetGross {
  if (rule.type === 'percent') {
    const share = Math.min(Math.max(rule.value, 0), 100) / 100;
    return { price_net: roundMoney(items.price_net * share, currency), price_gross: roundMoney(items.price_gross * share, currency) };
  }
  const gross = Math.min(roundMoney(rule.value, currency), items.price_gross);
  return { price_net: Math.min(netFromGross(gross, currency), items.price_net), price_gross: gross };
}

/** Forints per unit of `currency`. */
function hufPerUnit(currency: CurrencyCode, rates: HufRates): number {
  if (currency === 'HUF') return 1;
  const rate = rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0)
    throw new RangeError(`summarizeCart: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return rate;
}

/**
 * Every figure of the cart summary from its lines, coupon and delivery method, by the package's
 * one cart engine (`cartTotals` of `otthon/core`, which the reference server uses too): line
 * savings against reference prices, the coupon (never more than the items, only from its
 * minimum), delivery free from its threshold (decided in forints, so a cart ships free in every
 * currency or in none), and the profit at {@link PURCHASE_COST_RATIO} of the list price.
 */
export function summarizeCart(input: CartTotalsInput): CartTotals {
  const { lines, currency } = input;
  const rates = input.rates ?? MOCK_RATES;
  const rate = hufPerUnit(currency, rates);
  const rule = input.coupons?.at(-1) ?? null;
  const totals = cartTotals({
    lines: lines.map((line) => ({
      ...line,
      total_gross_huf: (line.product.prices_by_currencies as Partial<Record<CurrencyCode, CurrencyPrices>>).HUF
        ? priceCartLine(line.product, line.quantity, 'HUF').total_gross
        : roundMoney(line.total_gross * rate, 'HUF'),
      cost_net: roundMoney(PURCHASE_COST_RATIO * (line.price_original_net ?? line.price_net) * line.quantity, currency),
    })),
    coupon: rule
      ? {
          type: rule.type,
          value: rule.type === 'fixed' ? (rule.value_huf ?? roundMoney(rule.value * rate, 'HUF')) : rule.value,
          min_order_gross_huf: rule.min_order_gross_huf ?? null,
        }
      : null,
    delivery: input.delivery
      ? {
          price_net: input.delivery.price_net,
          price_gross: input.delivery.price_gross,
          free_from_gross_huf: input.delivery.free_from_gross_huf === undefined ? FREE_SHIPPING_THRESHOLD_HUF : input.delivery.free_from_gross_huf,
        }
      : null,
    homeService: input.homeService ?? null,
    currency,
    rates,
  });
  const outcome = totals.coupon;
  const coupons: Coupon[] =
    rule && outcome
      ? [
          {
            code: rule.code,
            type: rule.type,
            value: rule.type === 'fixed' && rule.value_huf === undefined ? rule.value : outcome.value,
            description: !outcome.reached && rule.describeMissing ? rule.describeMissing(outcome.missing_gross) : rule.description,
            discount_net: outcome.discount_net,
            discount_gross: outcome.discount_gross,
          },
        ]
      : [];
  return { coupons, freeShipping: totals.ships_free, afterCouponGrossHuf: totals.after_coupon_gross_huf, summary: totals.summary };
}
