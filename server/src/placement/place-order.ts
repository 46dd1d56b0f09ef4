/**
 * Placing an order or a quote request from the shopper's cart (requirements §5, §7): the shop
 * engine's placement (`otthon/contract`) over the database, and the steps that write what it
 * decided. Each step takes only what its rule needs, so a test can run it on its own; the SQL they
 * run is named in a `queries.ts` (its own module's or the one of the table it writes).
 */
import {
  type PlacedOffer,
  type PlacedOrder,
  type PlaceOrderBody,
  placeFromCart as placeByEngine,
  type PlacementKind,
  type PlacementStore,
  type ReadyCart,
  type ShopRefusal,
  type ShortLine,
  StockShort,
  stockShortRefusal,
  addressGroup,
  checkoutOfView,
  type HomeDelivery,
  type PickupPoint,
} from 'otthon/contract';
import { SLOT_CAPACITY } from 'otthon/core';
import type { HttpExchange, ShopData, ShopRequest, UserRow } from '../application/context.js';
import { sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import type { StoredCoupon, StoredCustomerData } from '../db/schema.js';
import type { CurrencyCode, Locale } from '../domain.js';
import { clampCartLines, emptyCart, lockCartProducts, lockSlot, slotBookings } from '../cart/queries.js';
import { countCouponUse, insertOffer, insertOrder, orderCount, saveCustomerData, takeStock, type ItemValues } from '../orders/queries.js';
import { type CartOwner, type CartRow, type CartState, currentOwner, loadCartState, lockCart, type CartRequest } from '../cart/view.js';
import { claimIdempotencyKey, idempotencyKey, storeIdempotentAnswer, type IdempotentCall } from '../guards/idempotency.js';
import { newsletterOf } from '../forms/forms.js';
import { mailOfferConfirmation, mailOrderConfirmation, type Recipient } from '../orders/mails.js';
import type { PaymentProviders } from '../payments/config.js';
import { newHash, startAttempt } from '../orders/view.js';
import type { DeliveryRow, PaymentRow } from '../shared/reference-queries.js';
import { reservationEnd, sweepReservations } from '../orders/reservations.js';
import { hit, retryAfterSeconds } from '../guards/rate-limit.js';

/**
 * Placing an order: the cart's request and the currency rates (the transport it reads is named
 * where it is used).
 */
type PlacementRequest = CartRequest & Pick<ShopData, 'rates'>;

export type Kind = PlacementKind;
export type PlaceBody = PlaceOrderBody & { is_newsletter_subscription: boolean; comment: string | null };

/** A quote request's prices hold for 14 days. */
export const OFFER_VALID_MS = 14 * 24 * 60 * 60 * 1000;

/** A cart that passed the readiness rules, with the methods it chose. */
export interface Ready extends ReadyCart {
  customerData: StoredCustomerData;
  delivery: DeliveryRow | null;
  payment: PaymentRow | null;
}

/**
 * Places the shopper's cart as an order or a quote request by the shop engine's rules
 * (`placeFromCart` of `otthon/contract`), in one transaction: the cart row and its products
 * locked, the `Idempotency-Key` claimed (a replay answers the first result), the order's or
 * offer's rows written with their confirmation. An order paid online holds its stock for
 * `STOCK_RESERVATION_MINUTES` (requirements §9) while it waits for the payment (`reservations.ts`).
 * Lines short of stock refuse the whole placement with 409, and the cart then shows what can be bought.
 */
export async function placeFromCart(
  ctx: PlacementRequest & Pick<HttpExchange, 'header' | 'clientIp' | 'setHeader'>,
  body: PlaceBody,
  kind: Kind,
): Promise<PlacedOrder | PlacedOffer> {
  const key = idempotencyKey(ctx);
  const session = (await ctx.session())!;
  const owner = (await currentOwner(ctx))!;
  const user = await ctx.user();
  // Lapsed reservations go back to the stock first, so this order can take their pieces.
  await sweepReservations(ctx.db, ctx.now());
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
      const result = await placeByEngine<Placed>(sqlPlacementStore(ctx, tx, cart, user, body), body, kind);
      if (call) await storeIdempotentAnswer(tx, call, 201, result);
      if (kind === 'order' && ctx.app.faultOrderPauseMs > 0) await pauseBeforeCommit(ctx.app.faultOrderPauseMs, (result as PlacedOrder).order_hash);
      return result;
    });
  } catch (error) {
    if (!(error instanceof StockShort)) throw error;
    throw await refuseShortStock(ctx, owner, error.lines);
  }
}

type Placed = PlacedOrder | PlacedOffer;

/** The engine's placement store over the locked cart `cart` in the transaction `tx`. */
export function sqlPlacementStore(
  ctx: PlacementRequest & Pick<HttpExchange, 'clientIp'>,
  tx: Db,
  cart: CartRow,
  user: UserRow | null,
  body: PlaceBody,
): PlacementStore<Placed> {
  let state: CartState | null = null;
  const loaded = async () => (state ??= await loadCartState(ctx, tx, cart));
  return {
    locale: ctx.locale,
    now: () => ctx.now(),
    origins: ctx.app.publicOrigins,
    userEmail: async () => user?.email ?? null,
    async lockLines() {
      const lines = await lockCartProducts(tx, cart.id);
      return lines.map((line) => ({ productId: line.productId, quantity: line.quantity, stock: line.stock, title: line.title?.[ctx.locale] ?? '' }));
    },
    async checkout() {
      const current = await loaded();
      const data = current.cart?.customerData ?? null;
      const coupon = current.coupon?.row ?? null;
      return checkoutOfView(current.cartView, {
        customerData: data,
        consents: { accept_privacy: data?.accept_privacy, accept_terms: data?.accept_terms },
        coupon: coupon && {
          id: coupon.id,
          code: coupon.code,
          active: coupon.isActive,
          startsAt: coupon.startsAt,
          expiresAt: coupon.expiresAt,
          maxUses: coupon.maxUses,
          usedCount: coupon.usedCount,
          holderEmail: coupon.email,
          minOrderGrossHuf: coupon.minOrderGrossHuf,
        },
        pickupPoint: current.cart?.pickupPointId ? (current.view.pickup_point ?? 'missing') : null,
        paymentOnline: current.payment?.isOnline ?? false,
      });
    },
    async holdSlot(slot) {
      await lockSlot(tx, slot);
      return (await slotBookings(tx, slot)) < SLOT_CAPACITY[slot.period];
    },
    sessionKey: cart.userId !== null ? `user:${cart.userId}` : `session:${cart.sessionId}`,
    clientGroup: addressGroup(ctx.clientIp()),
    async countAttempt(key, windowSeconds) {
      const counter = await hit(tx, key, windowSeconds);
      return { count: counter.hits, retryAfterSeconds: retryAfterSeconds(counter) };
    },
    countCouponUse: (coupon) => countCouponUse(tx, Number(coupon.id)),
    async record(kind, ready) {
      const current = await loaded();
      const withMethods: Ready = { ...ready, customerData: current.cart!.customerData!, delivery: current.delivery, payment: current.payment };
      const placement = placementOf(current, withMethods, {
        userId: user?.id ?? null,
        locale: ctx.locale,
        currency: ctx.currency,
        rate: (await ctx.rates())[ctx.currency],
        body,
      });
      const resultUrl = body.transaction_result_url;
      return kind === 'order'
        ? recordOrder(tx, placement, current, withMethods, { saveFor: user?.id ?? null, resultUrl, now: ctx.now(), providers: ctx.app.providers })
        : recordOffer(tx, placement, current, withMethods, { resultUrl, now: Date.now() });
    },
    subscribeNewsletter: (who) => newsletterOf(ctx, tx).signUp(ctx.locale, who),
    emptyCart: () => emptyCart(tx, cart.id),
  };
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
    /** The locker or pick-up point it goes to, as the cart shows it. */
    pickupPoint: PickupPoint | null;
    /** The home delivery's floor, assembly and slot with their prices, as the cart shows them. */
    homeDelivery: HomeDelivery | null;
    payment: PaymentRow;
    /** The delivery fee, net and gross, in the order's currency. */
    deliveryPrice: { net: number; gross: number };
    coupon: StoredCoupon | null;
    resultUrl: string;
    now: Date;
    providers: PaymentProviders;
  },
): Promise<{ id: number; redirect: string | null }> {
  const userId = placement.row.userId;
  const previous = userId === null ? 0 : await orderCount(tx, userId);
  const online = order.payment.isOnline;
  const row = await insertOrder(
    tx,
    {
      ...placement.row,
      // Placed at the shop's clock, which the reservation's end is counted from too.
      createdAt: order.now,
      status: 'new',
      deliveryMethodId: order.delivery.id,
      pickupPoint: order.pickupPoint && { ...order.pickupPoint, distance_km: null },
      homeDelivery: order.homeDelivery,
      slotDate: order.homeDelivery?.slot?.date ?? null,
      slotPeriod: order.homeDelivery?.slot?.period ?? null,
      paymentMethodId: order.payment.id,
      paymentStatus: online ? 'pending' : 'not_required',
      coupon: order.coupon,
      isNewAccount: userId !== null && previous === 0,
      transactionResultUrl: order.resultUrl,
      deliveryNet: order.deliveryPrice.net,
      deliveryGross: order.deliveryPrice.gross,
      reservedUntil: reservationEnd(order.payment, order.now, order.now),
    },
    placement.items,
  );
  await takeStock(tx, placement.items);
  const redirect = online ? await startAttempt(tx, order.providers, row, order.payment, order.resultUrl) : null;
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
  state: Pick<CartState, 'totals' | 'view' | 'homeDelivery'>,
  ready: Ready,
  order: { saveFor: number | null; resultUrl: string; now: Date; providers: PaymentProviders },
): Promise<PlacedOrder> {
  const { summary, appliedCoupon } = state.totals;
  // The readiness rules made sure an order has both methods.
  const [delivery, payment] = [ready.delivery!, ready.payment!];
  const written = await writeOrder(tx, placement, {
    delivery,
    pickupPoint: state.view.pickup_point,
    homeDelivery: state.homeDelivery,
    payment,
    deliveryPrice: { net: summary.delivery_price_net, gross: summary.delivery_price_gross },
    coupon: appliedCoupon,
    resultUrl: order.resultUrl,
    now: order.now,
    providers: order.providers,
  });
  await mailOrderConfirmation(tx, recipientOf(placement, ready, order.resultUrl), {
    id: written.id,
    hash: placement.hash,
    items: placement.items,
    summary,
    delivery,
    pickupPoint: state.view.pickup_point,
    homeDelivery: state.homeDelivery,
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
export async function refuseShortStock(
  ctx: Pick<ShopRequest, 'locale'> & Pick<ShopData, 'db'>,
  owner: CartOwner,
  lines: readonly ShortLine[],
): Promise<ShopRefusal> {
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
