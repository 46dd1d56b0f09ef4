/**
 * The cart as the contract answers it, once for every implementation: the reference server and
 * the `otthon/msw` mock shop read their stored cart and catalogue, and this module decides every
 * figure and choice the answer shows — the lines by tier with their stock notices, the delivery
 * methods that take the cart and what each costs, the delivery promise, the home delivery's
 * prices, the coupon, the summary and the profit. The rules are in docs/requirements.md (the cart,
 * coupons, free shipping, delivery dates and home delivery).
 */
import { cartTotals, linePrice } from '../domain/cart-totals.js';
import { FREE_SHIPPING_THRESHOLD_HUF, type CurrencyCode, type Locale } from '../domain/constants.js';
import { formatMoney, roundMoney, type HufRates } from '../domain/money.js';
import { netFromGross } from '../domain/vat.js';
import {
  type CivilDate,
  civilDateTime,
  DELIVERY_LEAD_TIMES,
  type DeliveryMethodCode,
  deliveryWindowBy,
  type DeliveryWindow,
  methodDeliveryWindow,
  productDeliveryWindow,
  type PromisedProduct,
  type PromisingMethod,
} from '../domain/delivery.js';
import {
  type AssemblyKind,
  assemblyPriceHuf,
  type DeliverySlotChoice,
  HOME_SERVICE_PRICES_HUF,
  type HomeDeliveryChoice,
  type HomeServicePiece,
  homeServiceFigures,
  NO_HOME_SERVICE,
  offeredSlots,
  offersHomeService,
  serviceAmount,
} from '../domain/home-delivery.js';
import { methodCarriers, methodRefusal, type OfferingMethod, type Parcel, type PickupCarrier } from '../domain/pickup.js';
import { shipsFree } from '../domain/shipping.js';
import type { Cart, CartProduct, CartSummary, Coupon, CustomerData, DeliverySlot, HomeDelivery, LineNotice, PaymentMethod } from './cart.js';
import type { CurrencyPrices, Product } from './catalog.js';
import { deliveryProblem, type StoredConsents, type StoredCoupon } from './cart-engine.js';
import { apiMessage } from './messages.js';
import type { CheckoutCart } from './placement.js';
import type { PickupPoint } from './pickup-points.js';
import { priceOfGross } from './prices.js';

/** A net/gross pair, the shape of every price of the contract. */
export interface NetGross {
  price_net: number;
  price_gross: number;
}

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

/** A cart line with what the summary needs beyond the contract's line. */
export interface SummaryLine extends CartProduct {
  /** What the line's pieces cost the shop, net, in the cart's currency (for `total_profit`). */
  cost_net: number;
  /** Whether the line can be bought now; a line that cannot is shown but not totalled. Counted when left out. */
  purchasable?: boolean;
}

export interface CartTotalsInput {
  lines: readonly SummaryLine[];
  /** One coupon per cart: when several are given, the last one (a new coupon replaces the old). */
  coupons?: readonly CouponRule[];
  /**
   * The chosen delivery method at its full fee, or `null` before one is chosen; free from
   * `free_from_gross_huf` gross forints of items after the coupon (the shop's threshold when left out).
   */
  delivery?: (NetGross & { free_from_gross_huf?: number | null }) | null;
  /** The home delivery's carry-in, assembly and slot in `currency` (`homeServiceFigures` of the package). */
  homeService?: { net: number; gross: number } | null;
  currency: CurrencyCode;
  rates: HufRates;
}

export interface CartTotals {
  /** The coupons with the discount each gives on this cart. */
  coupons: Coupon[];
  summary: CartSummary;
  /** Whether the chosen delivery method (or, without one, the shop's threshold) ships the cart free. */
  freeShipping: boolean;
  /** The items after the coupon in gross forints, what each method's free-from amount is compared with. */
  afterCouponGrossHuf: number;
  /** The coupon's outcome on this cart (`null` without one): its value and discount, and whether its minimum is reached. */
  couponOutcome: { reached: boolean; value: number; discount_net: number; discount_gross: number } | null;
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

/** A cart line (contract `CartProduct`) for `quantity` pieces, priced by the domain's `linePrice` (tiers, reference price, totals). */
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

/** A delivery method's fee on a cart: nothing once the cart ships free. */
export function deliveryPrice(method: NetGross, freeShipping: boolean): NetGross {
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
 * cart rule (`cartTotals` of `otthon/core`): line savings against reference prices, the coupon
 * (never more than the items, only from its minimum), delivery free from its threshold (decided
 * in forints, so a cart ships free in every currency or in none), and the profit (items less the
 * coupon less what the lines cost the shop).
 */
export function summarizeCart(input: CartTotalsInput): CartTotals {
  const { lines, currency, rates } = input;
  const rate = hufPerUnit(currency, rates);
  const rule = input.coupons?.at(-1) ?? null;
  const totals = cartTotals({
    lines: lines.map((line) => ({
      ...line,
      total_gross_huf: (line.product.prices_by_currencies as Partial<Record<CurrencyCode, CurrencyPrices>>).HUF
        ? priceCartLine(line.product, line.quantity, 'HUF').total_gross
        : roundMoney(line.total_gross * rate, 'HUF'),
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
  return {
    coupons,
    freeShipping: totals.ships_free,
    afterCouponGrossHuf: totals.after_coupon_gross_huf,
    summary: totals.summary,
    couponOutcome: outcome && { reached: outcome.reached, value: outcome.value, discount_net: outcome.discount_net, discount_gross: outcome.discount_gross },
  };
}

/** The notice a line keeps as stored: what it says, and how many pieces were there. */
export interface StoredLineNotice {
  code: LineNotice['code'];
  available: number;
}

/** A line's notice in the request's language. */
export function lineNotice(locale: Locale, { code, available }: StoredLineNotice): LineNotice {
  const message = code === 'out_of_stock' ? apiMessage(locale, 'cart.line_out_of_stock') : apiMessage(locale, 'cart.quantity_clamped', { available });
  return { code, message, available };
}

/** One stored line of a cart with what the answer needs to know of its product. */
export interface CartViewLine {
  /** The product in the request's language and currency. */
  product: Product;
  /** Pieces as stored. */
  quantity: number;
  /** Pieces on hand now. */
  stock: number;
  notice: StoredLineNotice | null;
  /** When an item out of stock is expected back (`null` when not known). */
  restockOn: CivilDate | null;
  /** One piece as it travels: its packed size and weight. */
  parcel: Parcel;
  /** How a piece is put together (what the assembly service costs). */
  assembly: AssemblyKind;
  /** What one piece costs the shop, net forints. */
  costNetHuf: number;
  /** The product's unpacked weight, what the delivery promise reads (`null` when not known). */
  weightKg: number | null;
}

/** A delivery method of the shop as the cart reads it. */
export interface CartViewMethod extends OfferingMethod {
  id: number;
  code: DeliveryMethodCode;
  title: string;
  description: string;
  /** Its full fee in gross forints. */
  feeGrossHuf: number;
  /** Free when the items after the coupon reach this many gross forints; `null` when never free. */
  freeFromGrossHuf: number | null;
  /** The payment methods it can be paid with. */
  paymentIds: readonly number[];
}

export interface CartViewInput {
  locale: Locale;
  currency: CurrencyCode;
  rates: HufRates;
  now: Date;
  revision: number;
  lines: readonly CartViewLine[];
  /** Every delivery method of the shop, in its order; the answer offers those that take the cart. */
  deliveryMethods: readonly CartViewMethod[];
  /** The payment methods the shop offers now. */
  paymentMethods: readonly PaymentMethod[];
  /** The cart's coupon (one per cart), with its words in the request's language. */
  coupon: { code: string; type: 'percent' | 'fixed'; value: number; minOrderGrossHuf: number | null; description: string } | null;
  /** What the shopper chose, as stored. */
  choice: {
    deliveryMethodId: number | null;
    paymentMethodId: number | null;
    pickupPoint: PickupPoint | null;
    homeDelivery: HomeDeliveryChoice | null;
  };
  /** The products suggested beside the cart, in order. */
  similar: readonly Product[];
  customer: CustomerData;
  comment: string | null;
  newsletter: boolean;
}

/** A line as the cart counts it: the stored one, at most its stock. */
export interface CountedLine {
  line: CartViewLine;
  /** Pieces the cart shows: the stored pieces, at most the stock when there is any. */
  quantity: number;
  /** Pieces on hand, never below 0. */
  stock: number;
}

export interface CartView {
  cart: Cart;
  totals: CartTotals;
  /** Each stored line with the pieces the cart counts, in the cart's order. */
  lines: CountedLine[];
  /** The lines as priced, in the same order: what the shop pays for them and whether they are totalled. */
  priced: SummaryLine[];
  /** The chosen delivery method while it still takes the cart; else `null`. */
  delivery: CartViewMethod | null;
  /** The chosen payment method while it is offered (and the delivery method takes it); else `null`. */
  paymentMethodId: number | null;
  /** One parcel per piece in stock. */
  parcels: Parcel[];
  homeDelivery: HomeDelivery | null;
}

/** The pieces in stock as the home delivery's prices read them. */
const homePieces = (lines: readonly CountedLine[]): HomeServicePiece[] =>
  lines.flatMap(({ line, quantity, stock }) =>
    stock > 0 ? [{ weightKg: line.parcel.weightKg, assembly: line.assembly, quantity: Math.min(quantity, stock) }] : [],
  );

const promising = (method: CartViewMethod): PromisingMethod => ({ code: method.code, maxItemWeightKg: method.maxItemWeightKg });

/**
 * The cart's answer. A line holds what was stored, cut to the stock when the stock fell since
 * (and says so); a line out of stock is shown, says so, and is not totalled. Only the delivery
 * methods that take every piece in stock are offered; a chosen method that no longer takes the
 * cart, and a payment method the chosen delivery does not take, are no choice. Each line's
 * delivery promise is by the chosen method, else by the quickest that takes it; each method's is
 * the latest of the lines in stock.
 */
export function cartView(input: CartViewInput): CartView {
  const { locale, currency, rates, now } = input;
  const lines: CountedLine[] = input.lines.map((line) => {
    const stock = Math.max(0, line.stock);
    return { line, stock, quantity: stock > 0 ? Math.min(line.quantity, stock) : line.quantity };
  });
  const notice = ({ line, stock }: CountedLine): LineNotice | null => {
    if (stock === 0) return lineNotice(locale, { code: 'out_of_stock', available: 0 });
    if (line.quantity > stock) return lineNotice(locale, { code: 'quantity_clamped', available: stock });
    return line.notice && lineNotice(locale, line.notice);
  };
  const parcels = lines.flatMap(({ line, quantity, stock }) => Array.from({ length: Math.min(quantity, stock) }, () => line.parcel));
  const offered = input.deliveryMethods.filter((method) => methodRefusal(method, parcels) === null);
  const delivery = offered.find((method) => method.id === input.choice.deliveryMethodId) ?? null;
  const feeOf = (method: CartViewMethod) => priceOfGross(method.feeGrossHuf, currency, rates);
  const offeredPayments = new Set(input.paymentMethods.map((method) => method.id));
  const paymentMethodId =
    input.choice.paymentMethodId !== null &&
    offeredPayments.has(input.choice.paymentMethodId) &&
    (!delivery || delivery.paymentIds.includes(input.choice.paymentMethodId))
      ? input.choice.paymentMethodId
      : null;

  const promised = lines.map(({ line, stock }): PromisedProduct => ({ stock, restockOn: line.restockOn, weightKg: line.weightKg }));
  const chosen = delivery && promising(delivery);
  const methods = offered.map(promising);
  const lineWindow = (index: number, quantity: number) =>
    chosen
      ? deliveryWindowBy(chosen, promised[index]!, now, Math.max(quantity, 1))
      : productDeliveryWindow(methods, promised[index]!, now, Math.max(quantity, 1));
  const toOrder = lines.flatMap(({ quantity, stock }, index) => (stock > 0 ? [{ product: promised[index]!, quantity }] : []));

  const priced = lines.map((counted, index): SummaryLine => {
    const assemblyHuf = assemblyPriceHuf(counted.line.assembly);
    const assembly = assemblyHuf === null ? null : serviceAmount(assemblyHuf, currency, rates);
    return {
      ...priceCartLine(
        counted.line.product,
        counted.quantity,
        currency,
        notice(counted),
        lineWindow(index, counted.quantity),
        assembly && { price_net: assembly.net, price_gross: assembly.gross },
      ),
      purchasable: counted.stock > 0,
      cost_net: roundMoney((counted.line.costNetHuf * counted.quantity) / hufPerUnit(currency, rates), currency),
    };
  });

  const homeChoice = delivery && offersHomeService(delivery.code) ? (input.choice.homeDelivery ?? NO_HOME_SERVICE) : null;
  const homeFigures = homeChoice && homeServiceFigures(homeChoice, homePieces(lines), currency, rates);
  const homeDelivery: HomeDelivery | null = homeChoice && homeFigures && { ...homeChoice, slot: homeChoice.slot && { ...homeChoice.slot }, ...homeFigures };
  const coupon = input.coupon;
  const totals = summarizeCart({
    lines: priced,
    coupons: coupon
      ? [
          {
            code: coupon.code,
            type: coupon.type,
            value: coupon.value,
            ...(coupon.type === 'fixed' ? { value_huf: coupon.value } : {}),
            description: coupon.description,
            min_order_gross_huf: coupon.minOrderGrossHuf,
            describeMissing: (missing) => apiMessage(locale, 'coupon.minimum_missing', { amount: formatMoney(missing, currency) }),
          },
        ]
      : [],
    delivery: delivery && { ...feeOf(delivery), free_from_gross_huf: delivery.freeFromGrossHuf },
    homeService: homeFigures && { net: homeFigures.total_net, gross: homeFigures.total_gross },
    currency,
    rates,
  });

  const cart: Cart = {
    revision: input.revision,
    products: priced.map(({ purchasable: _purchasable, cost_net: _cost, ...line }) => line),
    similar_products: [...input.similar],
    coupons: totals.coupons,
    delivery_methods: offered.map((method) => ({
      id: method.id,
      code: method.code,
      title: method.title,
      description: method.description,
      ...deliveryPrice(feeOf(method), lines.length > 0 && shipsFree(totals.afterCouponGrossHuf, method.freeFromGrossHuf)),
      payment_ids: method.paymentIds.filter((id) => offeredPayments.has(id)),
      lead_days: { ...DELIVERY_LEAD_TIMES[method.code] },
      delivery_window: methodDeliveryWindow(promising(method), toOrder, now),
      needs_pickup_point: method.pickupCarriers.length > 0,
      pickup_carriers: methodCarriers(method, parcels),
      home_service: offersHomeService(method.code),
    })),
    payment_methods: [...input.paymentMethods],
    delivery_method: delivery?.id ?? null,
    pickup_point: delivery ? input.choice.pickupPoint : null,
    home_delivery: homeDelivery,
    payment_method: paymentMethodId,
    customer_data: input.customer,
    summary: totals.summary,
    comment: input.comment,
    is_newsletter_subscription: input.newsletter,
  };
  return { cart, totals, lines, priced, delivery, paymentMethodId, parcels, homeDelivery };
}

/** The first day the cart's goods can arrive by a method, as the cart promises it; the order day for a method it does not offer. */
export function deliveryEarliest(cart: Cart, methodId: number, now: Date): CivilDate {
  return cart.delivery_methods.find((method) => method.id === methodId)?.delivery_window.earliest ?? civilDateTime(now).date;
}

/**
 * The first day the home-delivery slots of a cart start from: that of the chosen method with home
 * service, else of the first one offered; `null` for an empty cart or one no such method takes.
 */
export function slotsEarliest(cart: Cart): CivilDate | null {
  if (cart.products.length === 0) return null;
  const method =
    cart.delivery_methods.find((item) => item.home_service && item.id === cart.delivery_method) ?? cart.delivery_methods.find((item) => item.home_service);
  return method?.delivery_window.earliest ?? null;
}

/** The home delivery's slots from `earliest`, each with how full it is (`bookings`) and its price in `currency`. */
export function pricedSlots(earliest: CivilDate, bookings: (slot: DeliverySlotChoice) => number, currency: CurrencyCode, rates: HufRates): DeliverySlot[] {
  return offeredSlots(earliest, bookings).map((slot) => {
    const price = serviceAmount(HOME_SERVICE_PRICES_HUF.slot[slot.period], currency, rates);
    return { ...slot, price_net: price.net, price_gross: price.gross };
  });
}

/** What only the store knows of a cart being placed, beside its view. */
export interface StoredCheckout {
  /** The customer data saved with the cart; null when none was. */
  customerData: CustomerData | null;
  consents: StoredConsents;
  /** The cart's coupon as the engine checks it. */
  coupon: StoredCoupon | null;
  /** The chosen pick-up point; `'missing'` when one was chosen and no longer exists. */
  pickupPoint: { carrier: PickupCarrier } | 'missing' | null;
  /** Whether the chosen payment method is online (a card). */
  paymentOnline: boolean;
}

/**
 * The cart as placing reads it (the placement engine's `CheckoutCart`), from its view: only a
 * delivery and a payment method the view still offers count as chosen, the delivery's problems
 * are the cart engine's `deliveryProblem`, and the coupon's use is counted only when it lowers
 * the total.
 */
export function checkoutOfView(view: CartView, stored: StoredCheckout): CheckoutCart {
  const { delivery, homeDelivery } = view;
  return {
    lines: view.lines.length,
    customerData: stored.customerData,
    consents: stored.consents,
    deliveryChosen: delivery !== null,
    deliveryProblem: deliveryProblem(
      delivery && {
        ...promising(delivery),
        id: delivery.id,
        paymentIds: delivery.paymentIds,
        pickupCarriers: delivery.pickupCarriers,
        homeService: homeDelivery !== null,
      },
      stored.pickupPoint,
      view.parcels,
      delivery && homeDelivery ? { choice: homeDelivery.slot, earliest: deliveryEarliest(view.cart, delivery.id, new Date()) } : null,
    ),
    paymentChosen: view.paymentMethodId !== null,
    coupon: stored.coupon,
    couponLowersTotal: view.totals.couponOutcome?.reached === true,
    paymentOnline: stored.paymentOnline,
    slot: homeDelivery?.slot ?? null,
  };
}
