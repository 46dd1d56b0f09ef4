/**
 * The cart summary's arithmetic, once for every implementation of the shop: the reference server
 * and the `otthon/msw` mock shop both total their carts here, so the same cart gives the same
 * figures whoever answers it (docs/requirements.md, "Cart" and "Coupons").
 *
 * Everything is in the cart's currency, rounded to its smallest unit after each step, except the
 * thresholds (a coupon's minimum, free shipping), which are decided once per cart in forints so a
 * cart reaches them in every currency or in none.
 */
import { FREE_SHIPPING_THRESHOLD_HUF, type CurrencyCode } from './constants.js';
import { convertFromHuf, roundMoney, type HufRates } from './money.js';
import { findPriceTier, type PriceTierLike } from './price-tiers.js';
import { amountToReach, freeShipping, shipsFree } from './shipping.js';
import { netFromGross } from './vat.js';

/** A product's prices in the cart's currency: its own price, its pre-sale price if on sale, its quantity tiers. */
export interface LinePricesLike {
  price_net: number;
  price_gross: number;
  price_original_net: number | null;
  price_original_gross: number | null;
  qty_discounts: readonly PriceTierLike[];
}

/** A cart line's prices: the unit prices, the unit reference prices and the line's totals. */
export interface LinePrice {
  price_net: number;
  price_gross: number;
  price_original_net: number | null;
  price_original_gross: number | null;
  total_net: number;
  total_gross: number;
}

/**
 * The prices of a cart line of `quantity` pieces (docs/requirements.md, quantity tiers): the unit
 * price of the tier whose range holds the quantity, else the product's price; the reference
 * ("original") price is the pre-sale price of a sale item, or the untiered price when only a tier
 * lowers it; the totals are the unit prices times the quantity, rounded in the currency.
 */
export function linePrice(prices: LinePricesLike, quantity: number, currency: CurrencyCode): LinePrice {
  const tier = findPriceTier(prices.qty_discounts, quantity);
  const unitNet = tier ? tier.price_net : prices.price_net;
  const unitGross = tier ? tier.price_gross : prices.price_gross;
  return {
    price_net: unitNet,
    price_gross: unitGross,
    price_original_net: prices.price_original_net ?? (tier ? prices.price_net : null),
    price_original_gross: prices.price_original_gross ?? (tier ? prices.price_gross : null),
    total_net: roundMoney(unitNet * quantity, currency),
    total_gross: roundMoney(unitGross * quantity, currency),
  };
}

/** One priced cart line as the totals need it (unit prices at the line's tier, in the cart's currency). */
export interface TotalsLine {
  quantity: number;
  price_net: number;
  price_gross: number;
  /** The unit reference price (the pre-sale price, or the untiered price); `null` without one. */
  price_original_net: number | null;
  price_original_gross: number | null;
  total_net: number;
  total_gross: number;
  /** The line's total gross in forints, what the thresholds are decided on. */
  total_gross_huf: number;
  /** What the line's pieces cost the shop, net, in the cart's currency (for the profit figure). */
  cost_net: number;
  /** Lines that cannot be bought now (out of stock) are shown but not totalled. @default true */
  purchasable?: boolean;
}

/** A coupon's rule: a percentage of the items, or a fixed gross amount in forints; an optional minimum. */
export interface TotalsCoupon {
  type: 'percent' | 'fixed';
  /** Percent, or gross forints for a fixed coupon. */
  value: number;
  /** The items' gross forint total must reach this for the coupon to apply; `null` for none. */
  min_order_gross_huf: number | null;
}

/** The chosen delivery method: its fee in the cart's currency, and from which forint total it is free. */
export interface TotalsDelivery {
  price_net: number;
  price_gross: number;
  /** Free when the items after the coupon reach this many gross forints; `null` when never free. */
  free_from_gross_huf: number | null;
}

export interface CartTotalsInput {
  lines: readonly TotalsLine[];
  /** One coupon per cart (a new one replaces the old). */
  coupon?: TotalsCoupon | null;
  delivery?: TotalsDelivery | null;
  /** The home delivery's carry-in, assembly and slot in the cart's currency (`homeServiceFigures`); never free. */
  homeService?: { net: number; gross: number } | null;
  currency: CurrencyCode;
  rates: HufRates;
}

export interface CouponOutcome {
  /** Whether the cart reaches the coupon's minimum (a coupon below it is kept but takes nothing off). */
  reached: boolean;
  /** The coupon's value in the cart's terms: percent, or the fixed amount in the cart's currency. */
  value: number;
  discount_net: number;
  discount_gross: number;
  /** What the items still need, in the cart's currency, to reach the minimum; 0 once reached. */
  missing_gross: number;
}

export interface CartSummaryFigures {
  total_amount_net: number;
  total_amount_gross: number;
  total_discount_amount_net: number;
  total_discount_amount_gross: number;
  total_items_amount_net: number;
  total_items_amount_gross: number;
  total_quantity: number;
  total_profit: number;
  total_saving_net: number;
  total_saving_gross: number;
  cart_discount_net: number;
  cart_discount_gross: number;
  delivery_price_net: number;
  delivery_price_gross: number;
  home_service_net: number;
  home_service_gross: number;
  free_shipping_threshold_gross: number;
  free_shipping_remaining_gross: number;
  currency: CurrencyCode;
}

export interface CartTotalsResult {
  summary: CartSummaryFigures;
  coupon: CouponOutcome | null;
  /** The items after the coupon, gross forints (free shipping is decided on it). */
  after_coupon_gross_huf: number;
  /** Whether the chosen delivery method (or, without one, the shop's threshold) ships this cart free. */
  ships_free: boolean;
}

function fromHuf(amountHuf: number, currency: CurrencyCode, rates: HufRates): number {
  const converted = convertFromHuf(amountHuf, currency, rates);
  if (converted === null) throw new RangeError(`cartTotals: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return converted;
}

/**
 * Every figure of the cart summary:
 * - items: the purchasable lines' totals; saving: what sale and tier prices save against the
 *   reference price; cart discount: the coupon (a percentage of the items, or a fixed amount never
 *   above them), only once the items reach its minimum;
 * - delivery: the chosen method's fee, nothing when the items after the coupon reach its
 *   free-from amount, and nothing on a cart with nothing to deliver;
 * - home service: carry-in, assembly and the slot, as priced, on a cart with something to deliver;
 * - total: items − cart discount + delivery + home service; profit: items − cart discount − cost, net.
 */
export function cartTotals(input: CartTotalsInput): CartTotalsResult {
  const { currency, rates } = input;
  const add = (...amounts: number[]) =>
    roundMoney(
      amounts.reduce((total, amount) => total + amount, 0),
      currency,
    );
  const counted = input.lines.filter((line) => line.purchasable !== false);
  const itemsNet = add(...counted.map((line) => line.total_net));
  const itemsGross = add(...counted.map((line) => line.total_gross));
  const itemsGrossHuf = roundMoney(
    counted.reduce((total, line) => total + line.total_gross_huf, 0),
    'HUF',
  );
  const saving = (kind: 'net' | 'gross') =>
    add(
      ...counted.map((line) => {
        const original = line[`price_original_${kind}`];
        return original === null ? 0 : roundMoney(Math.max(0, original - line[`price_${kind}`]) * line.quantity, currency);
      }),
    );
  const savingNet = saving('net');
  const savingGross = saving('gross');
  const costNet = add(...counted.map((line) => line.cost_net));

  let coupon: CouponOutcome | null = null;
  let discountGrossHuf = 0;
  if (input.coupon) {
    const rule = input.coupon;
    const minimumHuf = rule.min_order_gross_huf ?? 0;
    const reached = itemsGrossHuf > 0 && itemsGrossHuf >= minimumHuf;
    const value = rule.type === 'percent' ? rule.value : fromHuf(rule.value, currency, rates);
    let discountNet = 0;
    let discountGross = 0;
    if (reached) {
      if (rule.type === 'percent') {
        const share = Math.min(Math.max(rule.value, 0), 100) / 100;
        discountNet = roundMoney(itemsNet * share, currency);
        discountGross = roundMoney(itemsGross * share, currency);
        discountGrossHuf = roundMoney(itemsGrossHuf * share, 'HUF');
      } else {
        discountGross = Math.min(value, itemsGross);
        discountNet = Math.min(netFromGross(discountGross, currency), itemsNet);
        discountGrossHuf = Math.min(rule.value, itemsGrossHuf);
      }
    }
    coupon = {
      reached,
      value,
      discount_net: discountNet,
      discount_gross: discountGross,
      missing_gross: reached ? 0 : amountToReach(itemsGrossHuf, minimumHuf, currency, rates),
    };
  }
  const discountNet = coupon?.discount_net ?? 0;
  const discountGross = coupon?.discount_gross ?? 0;

  const afterCouponGrossHuf = roundMoney(itemsGrossHuf - discountGrossHuf, 'HUF');
  const anything = counted.length > 0;
  const shipping = freeShipping(afterCouponGrossHuf, currency, rates, FREE_SHIPPING_THRESHOLD_HUF);
  const delivery = input.delivery ?? null;
  const freeByMethod = delivery ? shipsFree(afterCouponGrossHuf, delivery.free_from_gross_huf) : shipping.free;
  const shipsFreeNow = anything && freeByMethod;
  const deliveryNet = delivery && anything && !shipsFreeNow ? delivery.price_net : 0;
  const deliveryGross = delivery && anything && !shipsFreeNow ? delivery.price_gross : 0;
  const serviceNet = anything ? (input.homeService?.net ?? 0) : 0;
  const serviceGross = anything ? (input.homeService?.gross ?? 0) : 0;

  return {
    coupon,
    after_coupon_gross_huf: afterCouponGrossHuf,
    ships_free: shipsFreeNow,
    summary: {
      total_amount_net: add(itemsNet, -discountNet, deliveryNet, serviceNet),
      total_amount_gross: add(itemsGross, -discountGross, deliveryGross, serviceGross),
      total_discount_amount_net: add(savingNet, discountNet),
      total_discount_amount_gross: add(savingGross, discountGross),
      total_items_amount_net: itemsNet,
      total_items_amount_gross: itemsGross,
      total_quantity: counted.reduce((total, line) => total + line.quantity, 0),
      total_profit: add(itemsNet, -discountNet, -costNet),
      total_saving_net: savingNet,
      total_saving_gross: savingGross,
      cart_discount_net: discountNet,
      cart_discount_gross: discountGross,
      delivery_price_net: deliveryNet,
      delivery_price_gross: deliveryGross,
      home_service_net: serviceNet,
      home_service_gross: serviceGross,
      free_shipping_threshold_gross: shipping.threshold,
      free_shipping_remaining_gross: anything ? shipping.remaining : shipping.threshold,
      currency,
    },
  };
}
