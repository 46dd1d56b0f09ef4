/**
 * The cart arithmetic of the mock shop, in one place: the handlers and the `fixtures.cart()`
 * factory both price lines and summaries here, so a fixture cart and a cart the handlers answer
 * always agree. Domain rules (tiers, rounding, VAT, the free-shipping threshold) come from
 * `src/domain`; this module only combines them.
 */
import { FREE_SHIPPING_THRESHOLD_HUF, type CurrencyCode } from '../domain/constants.js';
import { convertFromHuf, roundMoney, type HufRates } from '../domain/money.js';
import { freeShipping } from '../domain/shipping.js';
import { findPriceTier, tierUnitPrice } from '../domain/price-tiers.js';
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
}

export interface CartTotalsInput {
  lines: readonly CartProduct[];
  coupons?: readonly CouponRule[];
  /** The chosen delivery method at its full fee, or `null` before one is chosen. */
  delivery?: Pick<DeliveryMethod, 'price_net' | 'price_gross'> | null;
  currency: CurrencyCode;
  rates?: HufRates;
}

export interface CartTotals {
  /** The coupons with the discount each gives on this cart. */
  coupons: Coupon[];
  summary: CartSummary;
  /** Whether the cart reaches the free-shipping threshold. */
  freeShipping: boolean;
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

/**
 * A cart line (contract `CartProduct`) for `quantity` pieces: the unit price of the quantity tier
 * that applies, else the product's price; the original price is the pre-sale price, or
 * the untiered price when only a tier lowers it.
 */
export function priceCartLine(
  product: Product,
  quantity: number,
  currency: CurrencyCode,
  notice: LineNotice | null = null,
  deliveryWindow: DeliveryWindow | null = null,
): CartProduct {
  const prices = pricesIn(product, currency);
  const tiers = prices.qty_discounts;
  const tier = findPriceTier(tiers, quantity);
  const unitNet = tierUnitPrice(prices, tiers, quantity, 'net');
  const unitGross = tierUnitPrice(prices, tiers, quantity, 'gross');
  const originalNet = prices.price_original_net ?? (tier ? prices.price_net : null);
  const originalGross = prices.price_original_gross ?? (tier ? prices.price_gross : null);
  return {
    id: product.id,
    quantity,
    price_net: unitNet,
    price_gross: unitGross,
    price_original_net: originalNet,
    price_original_gross: originalGross,
    total_net: roundMoney(unitNet * quantity, currency),
    total_gross: roundMoney(unitGross * quantity, currency),
    product,
    notice,
    delivery_window: deliveryWindow,
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

const sum = (values: readonly number[], currency: CurrencyCode) => roundMoney(values.reduce((total, value) => total + value, 0), currency);

/** Forints per unit of `currency`. */
function hufPerUnit(currency: CurrencyCode, rates: HufRates): number {
  if (currency === 'HUF') return 1;
  const rate = rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) throw new RangeError(`summarizeCart: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return rate;
}

/**
 * The items after coupons, gross, in forints — what free shipping is decided on (see
 * `freeShipping` in the domain): each line at its own forint price where the product has one.
 */
function itemsAfterCouponsHuf(input: CartTotalsInput, rates: HufRates): number {
  const rate = hufPerUnit(input.currency, rates);
  const gross = sum(
    input.lines.map((line) =>
      (line.product.prices_by_currencies as Partial<Record<CurrencyCode, CurrencyPrices>>).HUF
        ? priceCartLine(line.product, line.quantity, 'HUF').total_gross
        : line.total_gross * rate,
    ),
    'HUF',
  );
  let left: NetGross = { price_net: 0, price_gross: gross };
  for (const rule of input.coupons ?? []) {
    const inHuf = rule.type === 'fixed' ? { ...rule, value: roundMoney(rule.value * rate, 'HUF') } : rule;
    left = { price_net: 0, price_gross: roundMoney(left.price_gross - couponDiscount(inHuf, left, 'HUF').price_gross, 'HUF') };
  }
  return left.price_gross;
}

/**
 * Every figure of the cart summary from its lines, coupons and delivery method:
 * line savings against original prices, coupon discounts (never more than the items), delivery
 * free from the threshold (items after coupons, gross, decided in forints like the
 * server does, so a cart ships free in every currency or in none), and the profit at
 * {@link PURCHASE_COST_RATIO}.
 */
export function summarizeCart(input: CartTotalsInput): CartTotals {
  const { lines, currency } = input;
  const rates = input.rates ?? MOCK_RATES;
  const items: NetGross = {
    price_net: sum(lines.map((line) => line.total_net), currency),
    price_gross: sum(lines.map((line) => line.total_gross), currency),
  };
  const saving = (kind: 'net' | 'gross') =>
    sum(
      lines.map((line) => {
        const original = line[`price_original_${kind}`];
        return original === null ? 0 : Math.max(0, original - line[`price_${kind}`]) * line.quantity;
      }),
      currency,
    );

  let left = items;
  const coupons: Coupon[] = (input.coupons ?? []).map((rule) => {
    const discount = couponDiscount(rule, left, currency);
    left = {
      price_net: roundMoney(left.price_net - discount.price_net, currency),
      price_gross: roundMoney(left.price_gross - discount.price_gross, currency),
    };
    return { ...rule, discount_net: discount.price_net, discount_gross: discount.price_gross };
  });
  const cartDiscount: NetGross = {
    price_net: roundMoney(items.price_net - left.price_net, currency),
    price_gross: roundMoney(items.price_gross - left.price_gross, currency),
  };

  const shipping = freeShipping(itemsAfterCouponsHuf(input, rates), currency, rates);
  const shipsFree = lines.length > 0 && shipping.free;
  // Nothing is delivered from an empty cart, so it costs nothing either.
  const delivery = input.delivery && lines.length > 0 ? deliveryPrice(input.delivery, shipsFree) : { price_net: 0, price_gross: 0 };
  const savingNet = saving('net');
  const savingGross = saving('gross');
  const cost = sum(
    lines.map((line) => PURCHASE_COST_RATIO * (line.price_original_net ?? line.price_net) * line.quantity),
    currency,
  );

  return {
    coupons,
    freeShipping: shipsFree,
    summary: {
      total_amount_net: roundMoney(left.price_net + delivery.price_net, currency),
      total_amount_gross: roundMoney(left.price_gross + delivery.price_gross, currency),
      total_discount_amount_net: roundMoney(savingNet + cartDiscount.price_net, currency),
      total_discount_amount_gross: roundMoney(savingGross + cartDiscount.price_gross, currency),
      total_items_amount_net: items.price_net,
      total_items_amount_gross: items.price_gross,
      total_quantity: lines.reduce((total, line) => total + line.quantity, 0),
      total_profit: roundMoney(left.price_net - cost, currency),
      total_saving_net: savingNet,
      total_saving_gross: savingGross,
      cart_discount_net: cartDiscount.price_net,
      cart_discount_gross: cartDiscount.price_gross,
      delivery_price_net: delivery.price_net,
      delivery_price_gross: delivery.price_gross,
      free_shipping_threshold_gross: shipping.threshold,
      free_shipping_remaining_gross: lines.length > 0 ? shipping.remaining : shipping.threshold,
      currency,
    },
  };
}
