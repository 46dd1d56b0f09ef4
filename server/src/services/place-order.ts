/**
 * Placing an order or a quote request from the shopper's cart (requirements §5, §7), as a sequence
 * of named steps. Each step takes only what its rule needs, so a test can run it on its own; the
 * SQL they run is named in `queries/`.
 */
import type { PlacedOffer, PlacedOrder, PlaceOrderBody } from 'otthon/contract';
import { couponHolderProblem, customerBodySchema, missingConsents, type ShopRefusal, type ShortLine, stockShortRefusal } from 'otthon/contract';
import type { RequestContext } from '../application/context.js';
import { fieldError } from '../application/errors.js';
import { sha256 } from '../application/tokens.js';
import { fieldErrors, validationError } from '../application/validation.js';
import type { Db } from '../db/client.js';
import type { coupons, StoredCoupon, StoredCustomerData } from '../db/schema.js';
import type { CurrencyCode, Locale } from '../domain.js';
import { contractMessage, specMessage, t } from '../messages/index.js';
import { clampCartLines, emptyCart, lockCartProducts, type LockedLine } from '../queries/carts.js';
import {
  addNewsletterSubscriber,
  countCouponUse,
  insertOffer,
  insertOrder,
  orderCount,
  saveCustomerData,
  takeStock,
  type ItemValues,
} from '../queries/orders.js';
import { currentOwner, loadCartState, lockCart, type CartState, type Owner } from './cart.js';
import { claimIdempotencyKey, idempotencyKey, storeIdempotentAnswer, type IdempotentCall } from './idempotency.js';
import { mailOfferConfirmation, mailOrderConfirmation, type Recipient } from './order-mails.js';
import { newHash, requireReturnUrl, startAttempt } from './orders.js';
import type { DeliveryRow, PaymentRow } from './reference.js';
import { reservationDeadline } from './reservations.js';

export type Kind = 'order' | 'offer';
export type PlaceBody = PlaceOrderBody & { is_newsletter_subscription: boolean; comment: string | null };
type CouponRow = typeof coupons.$inferSelect;

/** A quote request's prices hold for 14 days. */
export const OFFER_VALID_MS = 14 * 24 * 60 * 60 * 1000;

/** Thrown inside the transaction when lines are short, so it rolls back before the cart is clamped. */
export class StockShort extends Error {
  constructor(readonly lines: ShortLine[]) {
    super('stock short');
  }
}

/**
 * Places an order or a quote request in one transaction — all or nothing: the `Idempotency-Key`
 * is claimed first (a replay answers the stored result, another body with the same key is 422, a
 * concurrent duplicate waits for the first and then replays it); the cart and its products are
 * locked so two orders cannot sell the same piece; the cart must be ready; the coupon is checked
 * again and its use counted; the rows, the confirmation (through the outbox) and the newsletter
 * signup are written and the cart emptied. A card order holds its stock for
 * `STOCK_RESERVATION_MINUTES` (requirements §9) while it waits for the payment (`reservations.ts`).
 * Lines short of stock refuse the whole order with 409, and the cart then shows what can be bought.
 */
export async function placeFromCart(ctx: RequestContext, body: PlaceBody, kind: Kind): Promise<PlacedOrder | PlacedOffer> {
  requireReturnUrl(ctx, body.transaction_result_url);
  const key = idempotencyKey(ctx);
  const session = (await ctx.session())!;
  const owner = (await currentOwner(ctx))!;
  const user = await ctx.user();
  // Read before the transaction (one connection in the embedded database; see mutateCart).
  await ctx.catalog();
  const endpoint = kind === 'order' ? 'placeOrder' : 'placeOffer';
  const call: IdempotentCall | null = key ? { scope: `session:${session.id}`, endpoint, key, requestHash: sha256(JSON.stringify(body)) } : null;

  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (call) {
        const first = await claimIdempotencyKey<PlacedOrder | PlacedOffer>(ctx, tx, call);
        if (first) return first.replay;
      }
      const cart = await lockCart(tx, owner);
      await lockStock(tx, cart.id, kind, ctx.locale);
      const state = await loadCartState(ctx, tx, cart);
      const ready = requireReady(ctx.locale, state, kind, body);
      await applyCoupon(tx, state.coupon?.row ?? null, {
        locale: ctx.locale,
        user,
        countUse: kind === 'order' && state.totals.appliedCoupon !== null,
        now: Date.now(),
      });
      const placement = placementOf(state, ready, {
        userId: user?.id ?? null,
        locale: ctx.locale,
        currency: ctx.currency,
        rate: (await ctx.rates())[ctx.currency],
        body,
      });
      const resultUrl = body.transaction_result_url;
      const result =
        kind === 'order'
          ? await recordOrder(tx, placement, state, ready, { saveFor: user?.id ?? null, resultUrl, now: ctx.now() })
          : await recordOffer(tx, placement, state, ready, { resultUrl, now: Date.now() });
      if (body.is_newsletter_subscription) {
        await addNewsletterSubscriber(tx, { email: ready.email, name: ready.name, locale: ctx.locale });
      }
      await emptyCart(tx, cart.id);
      if (call) await storeIdempotentAnswer(tx, call, 201, result);
      if (kind === 'order' && ctx.app.faultOrderPauseMs > 0) await pauseBeforeCommit(ctx.app.faultOrderPauseMs, placement.hash);
      return result;
    });
  } catch (error) {
    if (!(error instanceof StockShort)) throw error;
    throw await refuseShortStock(ctx, owner, error.lines);
  }
}

// — the steps —

/**
 * Which locked lines keep the cart from being placed: an order needs every piece in stock; a quote
 * may ask for more than the stock, but not for what is sold out.
 */
export function shortLines(lines: readonly LockedLine[], kind: Kind, locale: Locale): ShortLine[] {
  return lines
    .filter((line) => (kind === 'order' ? line.quantity > line.stock : line.stock <= 0))
    .map((line) => ({ productId: line.productId, available: Math.max(0, line.stock), title: line.title?.[locale] ?? '' }));
}

/** Locks the cart's products for the rest of the transaction; throws `StockShort` when lines are short. */
export async function lockStock(tx: Db, cartId: number, kind: Kind, locale: Locale): Promise<void> {
  const short = shortLines(await lockCartProducts(tx, cartId), kind, locale);
  if (short.length) throw new StockShort(short);
}

/** What the readiness rules read of a cart. */
export interface Readiness {
  /** How many lines the cart has. */
  lines: number;
  customerData: StoredCustomerData | null;
  delivery: DeliveryRow | null;
  payment: PaymentRow | null;
}

/** The consents an order may bring (else they were given with the customer data). */
export type Consents = Parameters<typeof missingConsents>[0];

/**
 * Field errors that keep an order from being placed (a quote request needs no delivery or payment
 * method), all at once, in the order of the checkout form.
 */
export function readinessErrors(locale: Locale, cart: Readiness, kind: Kind, consents: Consents): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (cart.lines === 0) errors.products = [t(locale, 'order.cart_empty')];
  const data = cart.customerData;
  if (!data) errors.customer_data = [t(locale, 'order.customer_required')];
  else {
    const parsed = customerBodySchema.safeParse(data, { reportInput: true });
    if (!parsed.success) Object.assign(errors, fieldErrors(locale, parsed.error.issues, 'customer_data'));
  }
  if (kind === 'order') {
    if (!cart.delivery) errors.delivery_method = [t(locale, 'order.delivery_required')];
    // The exact message the shop's checkout shows when no payment method is chosen (requirements §5, §8).
    if (!cart.payment) errors.payment_method = [specMessage(locale, 'paymentMethodRequired')];
  }
  for (const [field, messages] of Object.entries(missingConsents(consents, data))) {
    errors[field] = messages.map((message) => contractMessage(locale, message) ?? message);
  }
  return errors;
}

/** A cart that passed the readiness rules: its customer data, who to write to, and the chosen methods. */
export interface Ready {
  customerData: StoredCustomerData;
  email: string;
  /** The invoice name, else the e-mail address. */
  name: string;
  delivery: DeliveryRow | null;
  payment: PaymentRow | null;
}

/** The cart as ready to place, or the contract's 422 with every field error. */
export function requireReady(locale: Locale, state: CartState, kind: Kind, consents: Consents): Ready {
  const customerData = state.cart?.customerData ?? null;
  const readiness = { lines: state.items.length, customerData, delivery: state.delivery, payment: state.payment };
  const errors = readinessErrors(locale, readiness, kind, consents);
  if (Object.keys(errors).length) throw validationError(locale, errors);
  const email = customerData!.email!;
  const name = customerData!.invoice_data?.name ?? email;
  return { customerData: customerData!, email, name, delivery: state.delivery, payment: state.payment };
}

/**
 * Checks the cart's coupon again at checkout — still active, not expired, and, when issued to one
 * address, used by the customer logged in with it — and counts its use when `countUse` (an order
 * whose total it lowers); a coupon used up meanwhile is refused.
 */
export async function applyCoupon(
  tx: Db,
  coupon: CouponRow | null,
  checkout: { locale: Locale; user: { email: string } | null; countUse: boolean; now: number },
): Promise<void> {
  if (!coupon) return;
  const { locale } = checkout;
  const problem = !coupon.isActive
    ? 'coupon.unknown'
    : coupon.expiresAt && coupon.expiresAt.getTime() <= checkout.now
      ? 'coupon.expired'
      : couponHolderProblem(coupon.email, checkout.user?.email ?? null);
  if (problem) throw fieldError('coupon', t(locale, problem));
  if (checkout.countUse && !(await countCouponUse(tx, coupon.id))) throw fieldError('coupon', t(locale, 'coupon.used_up'));
}

/** What an order and a quote request both record, and their lines. */
export interface Placement {
  hash: string;
  row: {
    hash: string;
    userId: number | null;
    locale: Locale;
    currency: CurrencyCode;
    rate: number;
    customerData: StoredCustomerData;
    comment: string | null;
    isNewsletter: boolean;
    totalItemsNet: number;
    totalItemsGross: number;
    totalDiscountNet: number;
    totalDiscountGross: number;
    totalNet: number;
    totalGross: number;
    totalProfit: number;
    totalQuantity: number;
  };
  items: ItemValues[];
}

/** The cart's purchasable lines and totals as the rows to write, under a new unguessable hash. */
export function placementOf(
  state: Pick<CartState, 'items' | 'totals'>,
  ready: Pick<Ready, 'customerData'>,
  who: {
    userId: number | null;
    locale: Locale;
    currency: CurrencyCode;
    rate: number;
    body: Pick<PlaceBody, 'comment' | 'is_newsletter_subscription'>;
  },
): Placement {
  const { summary } = state.totals;
  const hash = newHash();
  const items = state.totals.lines
    .filter((line) => line.purchasable)
    .map((line): ItemValues => {
      const item = state.items.find((entry) => entry.row.id === line.id)!;
      return {
        productId: line.id,
        sku: item.row.sku,
        name: item.row.title,
        quantity: line.quantity,
        priceNet: line.price_net,
        priceGross: line.price_gross,
        totalNet: line.total_net,
        totalGross: line.total_gross,
      };
    });
  return {
    hash,
    items,
    row: {
      hash,
      userId: who.userId,
      locale: who.locale,
      currency: who.currency,
      rate: who.rate,
      customerData: ready.customerData,
      comment: who.body.comment,
      isNewsletter: who.body.is_newsletter_subscription,
      totalItemsNet: summary.total_items_amount_net,
      totalItemsGross: summary.total_items_amount_gross,
      totalDiscountNet: summary.total_discount_amount_net,
      totalDiscountGross: summary.total_discount_amount_gross,
      totalNet: summary.total_amount_net,
      totalGross: summary.total_amount_gross,
      totalProfit: summary.total_profit,
      totalQuantity: summary.total_quantity,
    },
  };
}

/**
 * Writes the order and its lines, takes the pieces out of stock and, for an online payment,
 * starts the payment attempt whose gateway page the shopper goes to; such an order holds its
 * stock until the reservation's deadline. The customer's first order marks a new account.
 */
export async function writeOrder(
  tx: Db,
  placement: Placement,
  order: {
    delivery: DeliveryRow;
    payment: PaymentRow;
    /** The delivery fee, net and gross, in the order's currency. */
    deliveryPrice: { net: number; gross: number };
    coupon: StoredCoupon | null;
    resultUrl: string;
    now: Date;
  },
): Promise<{ id: number; redirect: string | null }> {
  const userId = placement.row.userId;
  const previous = userId === null ? 0 : await orderCount(tx, userId);
  const online = order.payment.isOnline;
  const row = await insertOrder(
    tx,
    {
      ...placement.row,
      status: 'new',
      deliveryMethodId: order.delivery.id,
      paymentMethodId: order.payment.id,
      paymentStatus: online ? 'pending' : 'not_required',
      coupon: order.coupon,
      isNewAccount: userId !== null && previous === 0,
      transactionResultUrl: order.resultUrl,
      deliveryNet: order.deliveryPrice.net,
      deliveryGross: order.deliveryPrice.gross,
      reservedUntil: online ? reservationDeadline(order.now) : null,
    },
    placement.items,
  );
  await takeStock(tx, placement.items);
  const redirect = online ? await startAttempt(tx, row.id, order.payment.id, order.resultUrl) : null;
  return { id: row.id, redirect };
}

/** Where the confirmation goes: the customer, in the language and currency of the placement. */
function recipientOf(placement: Placement, ready: Pick<Ready, 'email' | 'name'>, resultUrl: string): Recipient {
  return { email: ready.email, name: ready.name, locale: placement.row.locale, currency: placement.row.currency, resultUrl };
}

/**
 * The order's rows and its confirmation mail; a logged-in customer's account keeps the order's
 * customer data for the next checkout.
 */
export async function recordOrder(
  tx: Db,
  placement: Placement,
  state: Pick<CartState, 'totals'>,
  ready: Ready,
  order: { saveFor: number | null; resultUrl: string; now: Date },
): Promise<PlacedOrder> {
  const { summary, appliedCoupon } = state.totals;
  // The readiness rules made sure an order has both methods.
  const [delivery, payment] = [ready.delivery!, ready.payment!];
  const written = await writeOrder(tx, placement, {
    delivery,
    payment,
    deliveryPrice: { net: summary.delivery_price_net, gross: summary.delivery_price_gross },
    coupon: appliedCoupon,
    resultUrl: order.resultUrl,
    now: order.now,
  });
  await mailOrderConfirmation(tx, recipientOf(placement, ready, order.resultUrl), {
    id: written.id,
    hash: placement.hash,
    items: placement.items,
    summary,
    delivery,
    payment,
  });
  if (order.saveFor !== null) await saveCustomerData(tx, order.saveFor, ready.customerData);
  return { order_hash: placement.hash, redirect_url: written.redirect };
}

/** The quote request's rows, its prices valid for `OFFER_VALID_MS` from `now`, and its confirmation mail. */
export async function recordOffer(
  tx: Db,
  placement: Placement,
  state: Pick<CartState, 'totals'>,
  ready: Pick<Ready, 'email' | 'name'>,
  offer: { resultUrl: string; now: number },
): Promise<PlacedOffer> {
  const validUntil = new Date(offer.now + OFFER_VALID_MS);
  const row = await insertOffer(tx, { ...placement.row, status: 'requested', validUntil }, placement.items);
  await mailOfferConfirmation(tx, recipientOf(placement, ready, offer.resultUrl), {
    id: row.id,
    hash: placement.hash,
    items: placement.items,
    summary: state.totals.summary,
    validUntil,
  });
  return { offer_hash: placement.hash };
}

/**
 * The order was refused as a whole; in a transaction of its own, the short lines are lowered to
 * what is in stock (a sold-out line stays for the cart to show as such), and the 409 names each.
 */
export async function refuseShortStock(ctx: Pick<RequestContext, 'db' | 'locale'>, owner: Owner, lines: readonly ShortLine[]): Promise<ShopRefusal> {
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const cart = await lockCart(tx, owner);
    await clampCartLines(
      tx,
      cart.id,
      lines.filter((line) => line.available > 0),
    );
  });
  return stockShortRefusal(ctx.locale, lines);
}

/**
 * The order fault (`OTTHON_FAULT_ORDER_PAUSE_MS`, see `options.ts`): the order is fully written
 * but not committed. The line announces the moment, so a crash test can kill the process exactly
 * inside the transaction instead of guessing with a timer.
 */
async function pauseBeforeCommit(ms: number, hash: string): Promise<void> {
  console.error(`[fault] order ${hash} written, not committed; pausing ${ms} ms before commit`);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
