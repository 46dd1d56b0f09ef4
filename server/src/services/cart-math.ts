import type { CartProduct, CartSummary, Coupon, LineNotice, Product } from 'otthon/contract';
import type { StoredCoupon } from '../db/schema.js';
import type { CouponRow } from '../queries/carts.js';
import { cartTotals, linePrice, roundMoney, type CurrencyCode } from '../domain.js';
import { priceOfNet, type Rates } from './pricing.js';

export interface LineInput {
  product: Product;
  /** Pieces on the line, at most the stock when there is any. */
  quantity: number;
  stock: number;
  costNetHuf: number;
  notice: LineNotice | null;
  /** What assembling one piece costs with home delivery, in the cart's currency; null when not offered. */
  assembly?: CartProduct['assembly'];
}

export interface PricedLine extends Omit<CartProduct, 'delivery_window'> {
  /** Whether the line can be bought now (in stock); lines that cannot are shown but not totalled. */
  purchasable: boolean;
  cost_net: number;
}

export interface DeliveryInput {
  priceNetHuf: number;
  freeFromGrossHuf: number | null;
}

export interface CartTotals {
  lines: PricedLine[];
  coupons: Coupon[];
  /** Snapshot of the applied coupon for an order. */
  appliedCoupon: StoredCoupon | null;
  summary: CartSummary;
  /**
   * The items after the coupon, gross, in forints: what free shipping is decided on, once per
   * cart whatever the display currency (see `freeShipping` in the package's domain).
   */
  afterCouponGrossHuf: number;
}

/** A cart line priced in `currency` by the package's `linePrice` (tiers, reference price, totals), which the mock shop uses too. */
export function priceLine(input: LineInput, currency: CurrencyCode): PricedLine {
  const { product, quantity } = input;
  return {
    id: product.id,
    quantity,
    ...linePrice(product.prices_by_currencies[currency]!, quantity, currency),
    product,
    notice: input.notice,
    assembly: input.assembly ?? null,
    purchasable: input.stock > 0,
    cost_net: 0,
  };
}

/**
 * The cart's figures (requirements §3) in the request's currency, by the package's one cart engine
 * (`cartTotals` of `otthon/core`, which the mock shop uses too): the lines priced here, the coupon
 * and the delivery method as rules, the texts of a coupon below its minimum from the caller.
 */
export function computeTotals(options: {
  lines: LineInput[];
  coupon: CouponRow | null;
  delivery: DeliveryInput | null;
  /** The home delivery's carry-in, assembly and slot in `currency`; never free. */
  homeService?: { net: number; gross: number } | null;
  currency: CurrencyCode;
  rates: Rates;
  couponText: { minimumMissing: (amount: number) => string; description: (coupon: CouponRow) => string };
}): CartTotals {
  const { currency, rates } = options;
  const lines = options.lines.map((input) => ({
    ...priceLine(input, currency),
    cost_net: roundMoney((input.costNetHuf * input.quantity) / rates[currency], currency),
  }));
  const coupon = options.coupon;
  const fee = options.delivery ? priceOfNet(options.delivery.priceNetHuf, currency, rates) : null;
  const totals = cartTotals({
    lines: lines.map((line, index) => ({
      ...line,
      total_gross_huf: currency === 'HUF' ? line.total_gross : priceLine(options.lines[index]!, 'HUF').total_gross,
    })),
    coupon: coupon ? { type: coupon.type, value: coupon.value, min_order_gross_huf: coupon.minOrderGrossHuf } : null,
    delivery: fee ? { price_net: fee.net, price_gross: fee.gross, free_from_gross_huf: options.delivery!.freeFromGrossHuf } : null,
    homeService: options.homeService ?? null,
    currency,
    rates,
  });
  const couponList: Coupon[] = [];
  let appliedCoupon: StoredCoupon | null = null;
  if (coupon && totals.coupon) {
    const outcome = totals.coupon;
    couponList.push({
      code: coupon.code,
      type: coupon.type,
      value: outcome.value,
      discount_net: outcome.discount_net,
      discount_gross: outcome.discount_gross,
      description: outcome.reached ? options.couponText.description(coupon) : options.couponText.minimumMissing(outcome.missing_gross),
    });
    if (outcome.reached) {
      appliedCoupon = {
        code: coupon.code,
        type: coupon.type,
        value: outcome.value,
        description: coupon.description,
        discount_net: outcome.discount_net,
        discount_gross: outcome.discount_gross,
      };
    }
  }
  return { lines, coupons: couponList, appliedCoupon, afterCouponGrossHuf: totals.after_coupon_gross_huf, summary: totals.summary };
}
