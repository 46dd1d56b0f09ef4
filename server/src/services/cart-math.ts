import type { CartProduct, CartSummary, Coupon, LineNotice, Product } from 'otthon/contract';
import type { coupons, StoredCoupon } from '../db/schema.js';
import { amountToReach, findPriceTier, freeShipping, roundMoney, shipsFree, type CurrencyCode } from '../domain.js';
import { addMoney, grossHufIn, netOfGross, priceIn, times, type Rates } from './pricing.js';

type CouponRow = typeof coupons.$inferSelect;

export interface LineInput {
  product: Product;
  /** Pieces on the line, at most the stock when there is any. */
  quantity: number;
  stock: number;
  costNetHuf: number;
  notice: LineNotice | null;
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

/**
 * A line's unit price (requirements §5 tiers): the tier whose range holds the quantity, the top tier at or
 * above its quantity, else the product's price. The reference ("original") price is the pre-sale
 * price of a sale item, or the base price when a tier lowered it.
 */
export function priceLine(input: LineInput, currency: CurrencyCode): PricedLine {
  const { product, quantity } = input;
  const prices = product.prices_by_currencies[currency]!;
  const tier = findPriceTier(prices.qty_discounts, quantity);
  const unitNet = tier ? tier.price_net : prices.price_net;
  const unitGross = tier ? tier.price_gross : prices.price_gross;
  const originalNet = prices.price_original_net ?? (tier ? prices.price_net : null);
  const originalGross = prices.price_original_gross ?? (tier ? prices.price_gross : null);
  return {
    id: product.id,
    quantity,
    price_net: unitNet,
    price_gross: unitGross,
    price_original_net: originalNet,
    price_original_gross: originalGross,
    total_net: times(unitNet, quantity, currency),
    total_gross: times(unitGross, quantity, currency),
    product,
    notice: input.notice,
    purchasable: input.stock > 0,
    cost_net: 0,
  };
}

/**
 * Every figure of the cart summary (requirements §3), in the request's currency:
 * - items: Σ line totals at tier/sale prices; saving: what sale prices and tiers save against the
 *   reference price; cart discount: the coupon; total discount: saving + cart discount;
 * - delivery: the chosen method's fee, free when the items after the coupon reach its threshold
 *   (home delivery from 159 900 Ft gross) — decided in forints, like a coupon's minimum,
 *   so a cart ships free (or gets its coupon) in every currency or in none;
 * - total: items − cart discount + delivery; profit: net revenue of the items after the coupon
 *   minus their net cost.
 */
export function computeTotals(options: {
  lines: LineInput[];
  coupon: CouponRow | null;
  delivery: DeliveryInput | null;
  currency: CurrencyCode;
  rates: Rates;
  couponText: { minimumMissing: (amount: number) => string; description: (coupon: CouponRow) => string };
}): CartTotals {
  const { currency, rates } = options;
  const lines = options.lines.map((input) => ({
    ...priceLine(input, currency),
    cost_net: roundMoney((input.costNetHuf * input.quantity) / rates[currency], currency),
  }));
  const counted = lines.filter((line) => line.purchasable);
  const itemsNet = addMoney(currency, ...counted.map((line) => line.total_net));
  const itemsGross = addMoney(currency, ...counted.map((line) => line.total_gross));
  const savingNet = addMoney(
    currency,
    ...counted.map((line) =>
      line.price_original_net === null ? 0 : times(line.price_original_net - line.price_net, line.quantity, currency),
    ),
  );
  const savingGross = addMoney(
    currency,
    ...counted.map((line) =>
      line.price_original_gross === null ? 0 : times(line.price_original_gross - line.price_gross, line.quantity, currency),
    ),
  );
  const costNet = addMoney(currency, ...counted.map((line) => line.cost_net));
  // The same items in forints, the base currency the shop's thresholds are set in.
  const itemsGrossHuf =
    currency === 'HUF' ? itemsGross : addMoney('HUF', ...options.lines.filter((input) => input.stock > 0).map((input) => priceLine(input, 'HUF').total_gross));
  let discountGrossHuf = 0;

  let discountNet = 0;
  let discountGross = 0;
  const couponList: Coupon[] = [];
  let appliedCoupon: StoredCoupon | null = null;
  if (options.coupon) {
    const coupon = options.coupon;
    const minimumHuf = coupon.minOrderGrossHuf ?? 0;
    const reached = itemsGrossHuf >= minimumHuf && itemsGrossHuf > 0;
    if (reached) {
      if (coupon.type === 'percent') {
        discountNet = roundMoney((itemsNet * coupon.value) / 100, currency);
        discountGross = roundMoney((itemsGross * coupon.value) / 100, currency);
        discountGrossHuf = roundMoney((itemsGrossHuf * coupon.value) / 100, 'HUF');
      } else {
        discountGross = Math.min(grossHufIn(coupon.value, currency, rates), itemsGross);
        discountNet = Math.min(netOfGross(discountGross, currency), itemsNet);
        discountGrossHuf = Math.min(coupon.value, itemsGrossHuf);
      }
    }
    const value = coupon.type === 'percent' ? coupon.value : grossHufIn(coupon.value, currency, rates);
    couponList.push({
      code: coupon.code,
      type: coupon.type,
      value,
      discount_net: discountNet,
      discount_gross: discountGross,
      description: reached
        ? options.couponText.description(coupon)
        : options.couponText.minimumMissing(amountToReach(itemsGrossHuf, minimumHuf, currency, rates)),
    });
    if (reached) {
      appliedCoupon = {
        code: coupon.code,
        type: coupon.type,
        value,
        description: coupon.description,
        discount_net: discountNet,
        discount_gross: discountGross,
      };
    }
  }

  const afterCouponGrossHuf = roundMoney(itemsGrossHuf - discountGrossHuf, 'HUF');
  let deliveryNet = 0;
  let deliveryGross = 0;
  if (options.delivery) {
    if (!shipsFree(afterCouponGrossHuf, options.delivery.freeFromGrossHuf)) {
      const fee = priceIn(options.delivery.priceNetHuf, currency, rates);
      deliveryNet = fee.net;
      deliveryGross = fee.gross;
    }
  }
  const shipping = freeShipping(afterCouponGrossHuf, currency, rates);

  return {
    lines,
    coupons: couponList,
    appliedCoupon,
    afterCouponGrossHuf,
    summary: {
      total_amount_net: addMoney(currency, itemsNet, -discountNet, deliveryNet),
      total_amount_gross: addMoney(currency, itemsGross, -discountGross, deliveryGross),
      total_discount_amount_net: addMoney(currency, savingNet, discountNet),
      total_discount_amount_gross: addMoney(currency, savingGross, discountGross),
      total_items_amount_net: itemsNet,
      total_items_amount_gross: itemsGross,
      total_quantity: counted.reduce((sum, line) => sum + line.quantity, 0),
      total_profit: addMoney(currency, itemsNet, -discountNet, -costNet),
      total_saving_net: savingNet,
      total_saving_gross: savingGross,
      cart_discount_net: discountNet,
      cart_discount_gross: discountGross,
      delivery_price_net: deliveryNet,
      delivery_price_gross: deliveryGross,
      free_shipping_threshold_gross: shipping.threshold,
      free_shipping_remaining_gross: shipping.remaining,
      currency,
    },
  };
}
