/**
 * Placing an order or a quote request from the cart, once for every implementation of the
 * contract: the reference server runs it inside one transaction with the cart and its products
 * locked, the `otthon/msw` mock shop over its session. The engine decides — the order of the
 * checks, what keeps a cart from being placed and with which words, the coupon's second look, the
 * newsletter, the emptied cart — and a `PlacementStore` reads and records. The rules are in
 * docs/requirements.md (checkout).
 */
import type { Locale } from '../domain/constants.js';
import type { DeliverySlotChoice } from '../domain/home-delivery.js';
import { isAllowedReturnUrl } from '../domain/return-url.js';
import { type CustomerData, customerBodySchema } from './cart.js';
import { couponHolderProblem, type DeliveryProblem, type ShortLine, type StoredConsents, type StoredCoupon } from './cart-engine.js';
import { missingConsents, type PlacedOffer, type PlacedOrder, type placeOrderBodySchema } from './checkout.js';
import { apiMessage, issueFieldErrors, schemaMessage } from './messages.js';
import { fieldRefusal, fieldsRefusal, ThrottledRefusal } from './refusal.js';
import type { z } from 'zod';

export type PlacementKind = 'order' | 'offer';
export type PlaceBody = z.output<typeof placeOrderBodySchema>;

/** A cart line with its product locked: the pieces asked for and in stock. */
export interface LockedLine {
  productId: number;
  quantity: number;
  stock: number;
  title: string;
}

/** What the readiness rules read of the cart to place. */
export interface CheckoutCart {
  /** How many lines the cart has. */
  lines: number;
  /** The customer data saved with the cart; null when none was. */
  customerData: CustomerData | null;
  /** The consents saved with the customer data. */
  consents: StoredConsents;
  deliveryChosen: boolean;
  /** What keeps the chosen delivery from being placed (the cart engine's `deliveryProblem`); null for nothing. */
  deliveryProblem: DeliveryProblem | null;
  paymentChosen: boolean;
  /** The cart's coupon, for its second look. */
  coupon: StoredCoupon | null;
  /** Whether the coupon lowers this placement's total (then its use is counted). */
  couponLowersTotal: boolean;
  /** Whether the chosen payment is online (a card): else the order stays unpaid for days. */
  paymentOnline: boolean;
  /** The home delivery's booked slot, held when the order is placed; null without one. */
  slot: DeliverySlotChoice | null;
}

/** A cart that passed the readiness rules: its customer data and who to write to. */
export interface ReadyCart {
  customerData: CustomerData;
  email: string;
  /** The invoice name, else the e-mail address. */
  name: string;
}

/** What placing reads and records; one cart, inside whatever transaction its owner runs. */
export interface PlacementStore<Placed> {
  readonly locale: Locale;
  now(): Date;
  /** Origins a result address may point to (the shop's own). */
  readonly origins: readonly string[];
  userEmail(): Promise<string | null>;
  /** The cart's lines with their products locked for the rest of the placement. */
  lockLines(): Promise<LockedLine[]>;
  checkout(): Promise<CheckoutCart>;
  /** The session's own key and the client's address group (`addressGroup`), for the throttles. */
  readonly sessionKey: string;
  readonly clientGroup: string;
  /** Counts one attempt under `key` in a window of `windowSeconds`: the count so far and when the window ends. */
  countAttempt(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  /**
   * Holds a home-delivery slot for the order about to be recorded: false when it is full. The
   * hold lasts while the order is not cancelled; the store keeps others from holding the same
   * slot until the placement ends.
   */
  holdSlot(slot: DeliverySlotChoice): Promise<boolean>;
  /** Counts one use of the coupon; false when it has been used up meanwhile. */
  countCouponUse(coupon: StoredCoupon): Promise<boolean>;
  /** Writes the order or quote request (its lines, stock, payment attempt, confirmation) and answers it. */
  record(kind: PlacementKind, ready: ReadyCart): Promise<Placed>;
  subscribeNewsletter(who: { email: string; name: string }): Promise<void>;
  /** No lines, no coupon, no comment; the customer data and chosen methods stay for the next order. */
  emptyCart(): Promise<void>;
}

/**
 * Thrown when lines are short of stock, before anything is written: the store's owner undoes the
 * placement's work, lowers the lines to what is left and answers `stockShortRefusal`.
 */
export class StockShort extends Error {
  override name = 'StockShort';
  readonly lines: ShortLine[];
  constructor(lines: ShortLine[]) {
    super('stock short');
    this.lines = lines;
  }
}

/**
 * How many pieces an order may hold: of one product, and in all (requirements 5.13). A furniture
 * shop's household order stays well inside them (a dining set of eight chairs); bigger quantities
 * go through a quote request, which has no cap. They also keep one visitor from taking a product's
 * whole stock with one unpaid order: a product with 10 or more in stock keeps some for the next shopper.
 */
export const MAX_ORDER_LINE_PIECES = 8;
export const MAX_ORDER_PIECES = 20;

/** The order's lines over the caps as field errors on `products` (none for a quote request). */
export function quantityCapErrors(locale: Locale, lines: readonly LockedLine[], kind: PlacementKind): Record<string, string[]> {
  if (kind !== 'order') return {};
  const messages = lines
    .filter((line) => line.quantity > MAX_ORDER_LINE_PIECES)
    .map((line) => apiMessage(locale, 'order.line_cap', { max: MAX_ORDER_LINE_PIECES, title: line.title }));
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces > MAX_ORDER_PIECES) messages.push(apiMessage(locale, 'order.order_cap', { max: MAX_ORDER_PIECES }));
  return messages.length > 0 ? { products: messages } : {};
}

/**
 * Unpaid orders (bank transfer, cash on delivery) hold stock for days, so one visitor may place
 * only a few: per session and per client address (an IPv6 /64) in an hour (requirements 5.14).
 */
export const UNPAID_ORDER_LIMITS = {
  session: { max: 3, windowSeconds: 3600 },
  address: { max: 10, windowSeconds: 3600 },
} as const;

/**
 * A quote request mails the address typed into the form, which nobody has proven, and the shop's
 * team, so one visitor may send only a few: per session and per client address in an hour
 * (requirements 5.14). The address limit leaves room for an office behind one address.
 */
export const QUOTE_REQUEST_LIMITS = {
  session: { max: 5, windowSeconds: 3600 },
  address: { max: 20, windowSeconds: 3600 },
} as const;

/**
 * A card order holds its items for the payment's 10 minutes and mails its confirmation to the
 * address typed at checkout, so one visitor may place only a few unpaid ones in a row: per session
 * and per client address in an hour, counted apart from the orders paid later (requirements 5.14).
 */
export const CARD_ORDER_LIMITS = {
  session: { max: 5, windowSeconds: 3600 },
  address: { max: 20, windowSeconds: 3600 },
} as const;

type PlacementLimits = typeof UNPAID_ORDER_LIMITS | typeof QUOTE_REQUEST_LIMITS | typeof CARD_ORDER_LIMITS;

/** Counts a placement against both of its limits; beyond either a 429 with when to try again. */
async function throttle<Placed>(
  store: PlacementStore<Placed>,
  name: 'unpaid-order' | 'card-order' | 'quote-request',
  limits: PlacementLimits,
  refusalKey: 'order.throttled' | 'order.card_throttled' | 'offer.throttled',
): Promise<void> {
  const counts = [
    [`${name}:session:${store.sessionKey}`, limits.session],
    [`${name}:address:${store.clientGroup}`, limits.address],
  ] as const;
  for (const [key, rule] of counts) {
    const { count, retryAfterSeconds } = await store.countAttempt(key, rule.windowSeconds);
    if (count > rule.max) throw new ThrottledRefusal(store.locale, refusalKey, Math.max(1, retryAfterSeconds));
  }
}

/** Which lines keep the cart from being placed: an order needs every piece in stock; a quote may ask for more, but not for what is sold out. */
export function shortLines(lines: readonly LockedLine[], kind: PlacementKind): ShortLine[] {
  return lines
    .filter((line) => (kind === 'order' ? line.quantity > line.stock : line.stock <= 0))
    .map((line) => ({ productId: line.productId, available: Math.max(0, line.stock), title: line.title }));
}

/**
 * Field errors that keep a cart from being placed (a quote request needs no delivery or payment
 * method), all at once, in the order of the checkout form: the lines, the customer data as the
 * contract validates it, the methods, the consents (the order's own, else the customer data's).
 */
export function readinessErrors(locale: Locale, cart: CheckoutCart, kind: PlacementKind, order: StoredConsents): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (cart.lines === 0) errors.products = [apiMessage(locale, 'order.cart_empty')];
  if (!cart.customerData) errors.customer_data = [apiMessage(locale, 'order.customer_required')];
  else {
    const parsed = customerBodySchema.safeParse(cart.customerData, { reportInput: true });
    if (!parsed.success) Object.assign(errors, issueFieldErrors(locale, parsed.error.issues, 'customer_data'));
  }
  if (kind === 'order') {
    if (!cart.deliveryChosen) errors.delivery_method = [apiMessage(locale, 'order.delivery_required')];
    else if (cart.deliveryProblem) errors[cart.deliveryProblem.field] = [apiMessage(locale, cart.deliveryProblem.key)];
    if (!cart.paymentChosen) errors.payment_method = [apiMessage(locale, 'order.payment_required')];
  }
  for (const [field, messages] of Object.entries(missingConsents(order, cart.consents))) {
    errors[field] = messages.map((text) => schemaMessage(locale, text) ?? text);
  }
  return errors;
}

/**
 * The coupon's second look at checkout: still active, not expired, and, when issued to one
 * address, used by the customer logged in with it. Only a placed order uses a coupon: its use is
 * counted when it lowers the order's total, and a coupon used up meanwhile is refused. A quote
 * request shows the saving but holds nothing (it counts no use, so quote requests cannot use up a
 * limited coupon before a real order).
 */
async function recheckCoupon<Placed>(store: PlacementStore<Placed>, cart: CheckoutCart, kind: PlacementKind): Promise<void> {
  const { coupon } = cart;
  if (!coupon) return;
  const { locale } = store;
  const problem = !coupon.active
    ? 'coupon.unknown'
    : coupon.expiresAt && coupon.expiresAt.getTime() <= store.now().getTime()
      ? 'coupon.expired'
      : couponHolderProblem(coupon.holderEmail, await store.userEmail());
  if (problem) throw fieldRefusal(locale, 'coupon', problem);
  if (!cart.couponLowersTotal) return;
  if (kind === 'offer') {
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw fieldRefusal(locale, 'coupon', 'coupon.used_up');
    return;
  }
  if (!(await store.countCouponUse(coupon))) throw fieldRefusal(locale, 'coupon', 'coupon.used_up');
}

/** Places the cart as an order or a quote request (see the module's note). */
export async function placeFromCart<Placed extends PlacedOrder | PlacedOffer>(
  store: PlacementStore<Placed>,
  body: PlaceBody,
  kind: PlacementKind,
): Promise<Placed> {
  const { locale } = store;
  if (!isAllowedReturnUrl(body.transaction_result_url, store.origins)) throw fieldRefusal(locale, 'transaction_result_url', 'order.result_url');
  const locked = await store.lockLines();
  const capped = quantityCapErrors(locale, locked, kind);
  if (Object.keys(capped).length > 0) throw fieldsRefusal(locale, capped);
  const short = shortLines(locked, kind);
  if (short.length > 0) throw new StockShort(short);
  const cart = await store.checkout();
  const errors = readinessErrors(locale, cart, kind, body);
  if (Object.keys(errors).length > 0) throw fieldsRefusal(locale, errors);
  if (kind === 'order' && !cart.paymentOnline) await throttle(store, 'unpaid-order', UNPAID_ORDER_LIMITS, 'order.throttled');
  if (kind === 'order' && cart.paymentOnline) await throttle(store, 'card-order', CARD_ORDER_LIMITS, 'order.card_throttled');
  if (kind === 'offer') await throttle(store, 'quote-request', QUOTE_REQUEST_LIMITS, 'offer.throttled');
  // A quote request books no delivery: the slot is held by an order only.
  if (kind === 'order' && cart.slot && !(await store.holdSlot(cart.slot))) throw fieldRefusal(locale, 'slot', 'cart.slot_full', {}, 409);
  await recheckCoupon(store, cart, kind);
  const customerData = cart.customerData!;
  const email = customerData.email!;
  const ready: ReadyCart = { customerData, email, name: customerData.invoice_data?.name ?? email };
  const placed = await store.record(kind, ready);
  if (body.is_newsletter_subscription) await store.subscribeNewsletter({ email: ready.email, name: ready.name });
  await store.emptyCart();
  return placed;
}
