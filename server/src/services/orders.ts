import type { Offer, Order, OrderItem, PlacedOffer, PlacedOrder, PlaceOrderBody } from 'otthon/contract';
import { customerBodySchema, missingConsents } from 'otthon/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../application/context.js';
import { fieldError, HttpError } from '../application/errors.js';
import { randomToken, sha256 } from '../application/tokens.js';
import { fieldErrors, validationError } from '../application/validation.js';
import type { Db } from '../db/client.js';
import {
  cartCoupons,
  cartItems,
  carts,
  countries,
  coupons,
  deliveryMethods,
  newsletterSubscribers,
  offerItems,
  offers,
  orderItems,
  orders,
  paymentAttempts,
  paymentMethods,
  products,
  users,
  type StoredCustomerData,
} from '../db/schema.js';
import { formatMoney, RETURN_DAYS, roundMoney, STOCK_RESERVATION_MINUTES, VAT_RATE, WARRANTY_YEARS, type CurrencyCode, type Locale } from '../domain.js';
import { contractMessage, specMessage, t } from '../messages/index.js';
import { couponHolderProblem } from './cart-actions.js';
import { claimIdempotencyKey, idempotencyKey, storeIdempotentAnswer } from './idempotency.js';
import { currentOwner, customerDataOf, loadCartState, lockCart, serializePayment, type CartState } from './cart.js';
import { productsByIds } from './catalog.js';
import { renderMail, sendMail } from './mail.js';
import { releaseLapsedReservations, reservationDeadline, reservationExpired, reservationLapsed } from './reservations.js';
import { isAllowedReturnUrl } from './return-urls.js';

type OrderRow = typeof orders.$inferSelect;
type Kind = 'order' | 'offer';

/** A quote request's prices hold for 14 days. */
const OFFER_VALID_MS = 14 * 24 * 60 * 60 * 1000;

/** An unguessable public id: 192 random bits, base64url (32 characters). */
export const newHash = (): string => randomToken(24);

class StockShort extends Error {
  constructor(readonly lines: { productId: number; available: number; title: string }[]) {
    super('stock short');
  }
}

function requireReturnUrl(ctx: RequestContext, url: string): void {
  if (!isAllowedReturnUrl(url, ctx.app.publicOrigins)) throw fieldError('transaction_result_url', ctx.t('order.result_url'));
}

/** Field errors that keep an order from being placed, all at once, in form order. */
function checkoutErrors(ctx: RequestContext, state: CartState, kind: Kind, body: PlaceOrderBody): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (state.items.length === 0) errors.products = [ctx.t('order.cart_empty')];
  const data = state.cart?.customerData;
  if (!data) errors.customer_data = [ctx.t('order.customer_required')];
  else {
    const parsed = customerBodySchema.safeParse(data, { reportInput: true });
    if (!parsed.success) Object.assign(errors, fieldErrors(ctx.locale, parsed.error.issues, 'customer_data'));
  }
  if (kind === 'order') {
    if (!state.delivery) errors.delivery_method = [ctx.t('order.delivery_required')];
    // Spec §5/§8: the exact message when no payment method is chosen.
    if (!state.payment) errors.payment_method = [specMessage(ctx.locale, 'paymentMethodRequired')];
  }
  // The consents come with the order or were given with the customer data.
  for (const [field, messages] of Object.entries(missingConsents(body, state.cart?.customerData))) {
    errors[field] = messages.map((message) => contractMessage(ctx.locale, message) ?? message);
  }
  return errors;
}

/** Re-checks the cart's coupon (and who may use it); counts its use for an order. */
async function useCoupon(ctx: RequestContext, tx: Db, state: CartState, kind: Kind): Promise<void> {
  if (!state.coupon) return;
  const coupon = state.coupon.row;
  const now = Date.now();
  const problem = !coupon.isActive
    ? 'coupon.unknown'
    : coupon.expiresAt && coupon.expiresAt.getTime() <= now
      ? 'coupon.expired'
      : couponHolderProblem(coupon, await ctx.user());
  if (problem) throw fieldError('coupon', ctx.t(problem));
  if (kind === 'order' && state.totals.appliedCoupon) {
    const used = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
      .returning({ id: coupons.id });
    if (used.length === 0) throw fieldError('coupon', ctx.t('coupon.used_up'));
  }
}

/** A page of the shop the order came from (requirements §2 routes: /{locale}/orders/{hash}, /{locale}/checkout/offer/{hash}). */
function shopPage(returnUrl: string, path: string): string {
  return new URL(path, new URL(returnUrl).origin).href;
}

function orderNumber(id: number): string {
  return `OT-${String(id).padStart(6, '0')}`;
}

function itemRows(state: CartState) {
  return state.totals.lines
    .filter((line) => line.purchasable)
    .map((line) => {
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
}

function summaryMailRows(
  locale: Locale,
  currency: CurrencyCode,
  items: readonly Pick<ReturnType<typeof itemRows>[number], 'name' | 'quantity' | 'totalGross'>[],
  extra: [string, number][],
): [string, string][] {
  return [
    ...items.map((item): [string, string] => [
      `${item.name[locale]} × ${t(locale, 'mail.quantity', { quantity: item.quantity })}`,
      formatMoney(item.totalGross, currency),
    ]),
    ...extra.map(([label, amount]): [string, string] => [label, formatMoney(amount, currency)]),
  ];
}

/**
 * Places an order or a quote request from the shopper's cart in one transaction (requirements §5, §7):
 * the `Idempotency-Key` is claimed first (a replay answers the stored result, another body with
 * the same key is 422, a concurrent duplicate waits for the first and then replays it), the cart
 * and its products are locked (`FOR UPDATE`, in id order) so two orders cannot sell the same
 * piece, stock is reserved, the coupon's use counted, the cart emptied and the confirmation
 * mailed through the outbox — all or nothing. A card order holds its stock for
 * `STOCK_RESERVATION_MINUTES` (requirements §9) while it waits for the payment (see `reservations.ts`).
 */
export async function placeFromCart(
  ctx: RequestContext,
  body: PlaceOrderBody & { is_newsletter_subscription: boolean; comment: string | null },
  kind: Kind,
): Promise<PlacedOrder | PlacedOffer> {
  requireReturnUrl(ctx, body.transaction_result_url);
  const key = idempotencyKey(ctx);
  const session = (await ctx.session())!;
  const owner = (await currentOwner(ctx))!;
  const user = await ctx.user();
  // Read before the transaction (one connection in the embedded database; see mutateCart).
  await ctx.catalog();
  const endpoint = kind === 'order' ? 'placeOrder' : 'placeOffer';
  const requestHash = sha256(JSON.stringify(body));
  const scope = `session:${session.id}`;

  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const call = key ? { scope, endpoint, key, requestHash } : null;
      if (call) {
        const first = await claimIdempotencyKey<PlacedOrder | PlacedOffer>(ctx, tx, call);
        if (first) return first.replay;
      }

      const cart = await lockCart(tx, owner);
      const raw = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id));
      const ids = raw.map((line) => line.productId).sort((a, b) => a - b);
      const locked = ids.length
        ? await tx
            .select({ id: products.id, stock: products.stock, title: products.title })
            .from(products)
            .where(inArray(products.id, ids))
            .orderBy(asc(products.id))
            .for('update')
        : [];
      const stockOf = new Map(locked.map((row) => [row.id, row]));
      // An order needs every piece in stock; a quote may ask for more than the stock, but not for what is sold out.
      const short = raw.filter((line) => {
        const stock = stockOf.get(line.productId)?.stock ?? 0;
        return kind === 'order' ? line.quantity > stock : stock <= 0;
      });
      if (short.length) {
        throw new StockShort(
          short.map((line) => ({
            productId: line.productId,
            available: Math.max(0, stockOf.get(line.productId)?.stock ?? 0),
            title: stockOf.get(line.productId)?.title[ctx.locale] ?? '',
          })),
        );
      }

      const state = await loadCartState(ctx, tx, cart);
      const errors = checkoutErrors(ctx, state, kind, body);
      if (Object.keys(errors).length) throw validationError(ctx.locale, errors);
      const customerData = state.cart!.customerData!;
      const email = customerData.email!;
      await useCoupon(ctx, tx, state, kind);

      const rates = await ctx.rates();
      const { summary } = state.totals;
      const items = itemRows(state);
      const hash = newHash();
      const common = {
        hash,
        userId: user?.id ?? null,
        locale: ctx.locale,
        currency: ctx.currency,
        rate: rates[ctx.currency],
        customerData,
        comment: body.comment,
        isNewsletter: body.is_newsletter_subscription,
        totalItemsNet: summary.total_items_amount_net,
        totalItemsGross: summary.total_items_amount_gross,
        totalDiscountNet: summary.total_discount_amount_net,
        totalDiscountGross: summary.total_discount_amount_gross,
        totalNet: summary.total_amount_net,
        totalGross: summary.total_amount_gross,
        totalProfit: summary.total_profit,
        totalQuantity: summary.total_quantity,
      };

      let result: PlacedOrder | PlacedOffer;
      const name = customerData.invoice_data?.name ?? email;
      if (kind === 'order') {
        const [previous] = user ? await tx.select({ n: count() }).from(orders).where(eq(orders.userId, user.id)) : [{ n: 0 }];
        const online = state.payment!.isOnline;
        const [order] = await tx
          .insert(orders)
          .values({
            ...common,
            status: 'new',
            deliveryMethodId: state.delivery!.id,
            paymentMethodId: state.payment!.id,
            paymentStatus: online ? 'pending' : 'not_required',
            coupon: state.totals.appliedCoupon,
            isNewAccount: Boolean(user && previous && previous.n === 0),
            transactionResultUrl: body.transaction_result_url,
            deliveryNet: summary.delivery_price_net,
            deliveryGross: summary.delivery_price_gross,
            reservedUntil: online ? reservationDeadline(ctx.now()) : null,
          })
          .returning();
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
        for (const item of items) {
          await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${item.quantity}` })
            .where(eq(products.id, item.productId));
        }
        const redirect = online ? await startAttempt(tx, order!.id, state.payment!.id, body.transaction_result_url) : null;
        result = { order_hash: hash, redirect_url: redirect };
        const locale = ctx.locale;
        const mail = renderMail({
          locale,
          name,
          paragraphs: [t(locale, 'mail.order.body')],
          rows: summaryMailRows(locale, ctx.currency, items, [
            ...(summary.cart_discount_gross ? [[t(locale, 'mail.order.discount'), -summary.cart_discount_gross] as [string, number]] : []),
            [`${t(locale, 'mail.order.delivery')} (${state.delivery!.title[locale]})`, summary.delivery_price_gross],
            [t(locale, 'mail.order.total'), summary.total_amount_gross],
          ]),
          after: [
            `${t(locale, 'mail.order.payment')}: ${state.payment!.title[locale]}`,
            ...(online ? [t(locale, 'mail.order.pay_within', { minutes: STOCK_RESERVATION_MINUTES })] : []),
            t(locale, 'mail.order.reservation', { days: RETURN_DAYS, years: WARRANTY_YEARS }),
          ],
          action: { label: t(locale, 'mail.order.view'), url: shopPage(body.transaction_result_url, `/${locale}/orders/${hash}`) },
        });
        await sendMail(tx, {
          kind: 'order',
          to: email,
          subject: t(locale, 'mail.order.subject', { number: orderNumber(order!.id) }),
          ...mail,
        });
        if (user) await tx.update(users).set({ customerData }).where(eq(users.id, user.id));
      } else {
        const validUntil = new Date(Date.now() + OFFER_VALID_MS);
        const [offer] = await tx
          .insert(offers)
          .values({ ...common, status: 'requested', validUntil })
          .returning();
        await tx.insert(offerItems).values(items.map((item) => ({ ...item, offerId: offer!.id })));
        result = { offer_hash: hash };
        const locale = ctx.locale;
        const mail = renderMail({
          locale,
          name,
          paragraphs: [t(locale, 'mail.offer.body')],
          rows: summaryMailRows(locale, ctx.currency, items, [[t(locale, 'mail.order.total'), summary.total_amount_gross]]),
          after: [t(locale, 'mail.offer.valid', { date: validUntil.toISOString().slice(0, 10) })],
          action: { label: t(locale, 'mail.offer.view'), url: shopPage(body.transaction_result_url, `/${locale}/checkout/offer/${hash}`) },
        });
        await sendMail(tx, {
          kind: 'offer',
          to: email,
          subject: t(locale, 'mail.offer.subject', { number: `AJ-${String(offer!.id).padStart(6, '0')}` }),
          ...mail,
        });
      }

      if (body.is_newsletter_subscription) {
        await tx.insert(newsletterSubscribers).values({ email, name, locale: ctx.locale }).onConflictDoNothing();
      }
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cart.id));
      await tx
        .update(carts)
        .set({ revision: sql`${carts.revision} + 1`, comment: null, updatedAt: new Date() })
        .where(eq(carts.id, cart.id));
      if (call) await storeIdempotentAnswer(tx, call, 201, result);
      if (kind === 'order' && ctx.app.faultOrderPauseMs > 0) await pauseBeforeCommit(ctx.app.faultOrderPauseMs, hash);
      return result;
    });
  } catch (error) {
    if (!(error instanceof StockShort)) throw error;
    // The order was refused as a whole; the cart now shows what can be bought (field notes).
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const cart = await lockCart(tx, owner);
      for (const line of error.lines) {
        if (line.available === 0) continue;
        await tx
          .update(cartItems)
          .set({ quantity: line.available, noticeCode: 'quantity_clamped', noticeAvailable: line.available })
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId)));
      }
      await tx
        .update(carts)
        .set({ revision: sql`${carts.revision} + 1` })
        .where(eq(carts.id, cart.id));
    });
    const errors = Object.fromEntries(
      error.lines.map((line) => [
        `products.${line.productId}`,
        [ctx.t('order.line_stock_short', { available: line.available, title: line.title })],
      ]),
    );
    throw new HttpError(409, ctx.t('order.stock_short'), errors);
  }
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

/** A new payment attempt with a random id; its gateway page is the redirect target. */
export async function startAttempt(tx: Db, orderId: number, paymentMethodId: number, resultUrl: string): Promise<string> {
  const id = randomToken(24);
  await tx.insert(paymentAttempts).values({ id, orderId, paymentMethodId, status: 'pending', resultUrl });
  return `/api/payment/gateway/${id}`;
}

// — reading orders and offers —

function partner(data: StoredCustomerData, user: { firstname: string; lastname: string } | null, locale: Locale) {
  const name = data.invoice_data?.name ?? '';
  const words = name.split(/\s+/).filter(Boolean);
  // Without an account, the order's language tells the name order (Hungarian: family name first).
  const [firstname, lastname] = user
    ? [user.firstname, user.lastname]
    : locale === 'hu'
      ? [words.slice(1).join(' '), words[0] ?? '']
      : [words.slice(0, -1).join(' ') || (words[0] ?? ''), words.length > 1 ? words.at(-1)! : ''];
  return { name, firstname, lastname };
}

async function serializeItems(ctx: RequestContext, rows: (typeof orderItems.$inferSelect)[]): Promise<OrderItem[]> {
  const current = await productsByIds(ctx, [...new Set(rows.map((row) => row.productId))]);
  const byId = new Map(current.map((product) => [product.id, product]));
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    name: row.name[ctx.locale],
    sku: row.sku,
    quantity: row.quantity,
    price_net: row.priceNet,
    price_gross: row.priceGross,
    total_net: row.totalNet,
    total_gross: row.totalGross,
    product: byId.get(row.productId) ?? null,
  }));
}

/**
 * The payment confirmation: once a card payment is approved, the customer gets an e-mail in the
 * order's language with what was paid for, the amount (gross, in the order's currency, with its
 * net and VAT parts) and the transaction. Called in the transaction that records the approval,
 * which happens once per order, so a repeated gateway callback or return sends nothing more.
 */
export async function sendPaymentConfirmation(tx: Db, order: OrderRow, transactionId: string): Promise<void> {
  const email = order.customerData.email;
  if (!email) return;
  const locale = order.locale as Locale;
  const currency = order.currency as CurrencyCode;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const number = orderNumber(order.id);
  const mail = renderMail({
    locale,
    name: order.customerData.invoice_data?.name ?? email,
    paragraphs: [t(locale, 'mail.payment.body', { number })],
    rows: [
      ...summaryMailRows(locale, currency, items, [
        ...(order.deliveryGross > 0 ? [[t(locale, 'mail.payment.delivery'), order.deliveryGross] as [string, number]] : []),
        [t(locale, 'mail.payment.net'), order.totalNet],
        [t(locale, 'mail.payment.vat', { rate: Math.round(VAT_RATE * 100) }), roundMoney(order.totalGross - order.totalNet, currency)],
      ]),
      [t(locale, 'mail.payment.total'), formatMoney(order.totalGross, currency)],
      [t(locale, 'mail.payment.transaction'), transactionId],
    ],
    after: [t(locale, 'mail.payment.next')],
    action: { label: t(locale, 'mail.order.view'), url: shopPage(order.transactionResultUrl, `/${locale}/orders/${order.hash}`) },
  });
  await sendMail(tx, { kind: 'payment', to: email, subject: t(locale, 'mail.payment.subject', { number }), ...mail });
}

const summaryOf = (
  row: Pick<
    OrderRow,
    | 'totalGross'
    | 'totalNet'
    | 'totalItemsGross'
    | 'totalItemsNet'
    | 'totalDiscountGross'
    | 'totalDiscountNet'
    | 'totalProfit'
    | 'totalQuantity'
  >,
) => ({
  total_amount_gross: row.totalGross,
  total_amount_net: row.totalNet,
  total_items_amount_gross: row.totalItemsGross,
  total_items_amount_net: row.totalItemsNet,
  total_discount_amount_gross: row.totalDiscountGross,
  total_discount_amount_net: row.totalDiscountNet,
  total_profit: row.totalProfit,
  total_quantity: row.totalQuantity,
});

export const customerDataView = (data: StoredCustomerData) => customerDataOf({ customerData: data } as never, null);

export async function findOrder(db: Db, hash: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.hash, hash));
  return row ?? null;
}

/**
 * An order by its hash as it stands at `now`: one whose stock reservation has lapsed is
 * released first (cancelled, its pieces back in stock), so no answer shows it still payable.
 */
export async function currentOrder(db: Db, hash: string, now: Date): Promise<OrderRow | null> {
  const order = await findOrder(db, hash);
  if (!order || !reservationLapsed(order, now)) return order;
  await releaseLapsedReservations(db, now, order.id);
  return findOrder(db, hash);
}

export async function orderView(ctx: RequestContext, hash: string): Promise<Order> {
  const order = await currentOrder(ctx.db, hash, ctx.now());
  if (!order) throw new HttpError(404, ctx.t('order.not_found'));
  const [items, [delivery], [payment], attempts, user, [country]] = await Promise.all([
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    ctx.db.select().from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId)),
    ctx.db.select().from(paymentMethods).where(eq(paymentMethods.id, order.paymentMethodId)),
    ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.createdAt)),
    order.userId
      ? ctx.db
          .select()
          .from(users)
          .where(eq(users.id, order.userId))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    order.customerData.invoice_data?.country_id
      ? ctx.db.select({ code: countries.code }).from(countries).where(eq(countries.id, order.customerData.invoice_data.country_id))
      : Promise.resolve([]),
  ]);
  const latest = attempts[0] ?? null;
  const data = order.customerData;
  const names = partner(data, user, order.locale as Locale);
  const canRetry = order.status !== 'cancelled' && ['pending', 'failed', 'cancelled'].includes(order.paymentStatus);
  // A lapsed reservation is the payment's final outcome: it replaces the gateway's last answer.
  const expired = reservationExpired(order);
  return {
    id: order.id,
    order_hash: order.hash,
    transaction_id: order.transactionId,
    status: order.status,
    currency: order.currency as CurrencyCode,
    items: await serializeItems(ctx, items),
    summary: summaryOf(order),
    delivery: { id: delivery!.id, title: delivery!.title[ctx.locale], price_net: order.deliveryNet, price_gross: order.deliveryGross },
    payment: {
      method: serializePayment(payment!, ctx.locale),
      status: order.paymentStatus,
      response_code: expired ? null : (latest?.responseCode ?? null),
      response_message: expired
        ? ctx.t('order.reservation_expired', { minutes: STOCK_RESERVATION_MINUTES })
        : latest?.responseCode
          ? ctx.t(`payment.response.${latest.responseCode}` as 'payment.response.00')
          : null,
      authorization_code: expired ? null : (latest?.authorizationCode ?? null),
      transaction_id: latest?.transactionId ?? null,
      attempts: attempts.length,
      can_retry: canRetry,
    },
    coupon: order.coupon
      ? {
          code: order.coupon.code,
          type: order.coupon.type,
          value: order.coupon.value,
          discount_net: order.coupon.discount_net,
          discount_gross: order.coupon.discount_gross,
          description: order.coupon.description[ctx.locale],
        }
      : null,
    customer_data: customerDataView(data),
    comment: order.comment,
    is_new_account: order.isNewAccount,
    partner_name: names.name,
    partner_firstname: names.firstname,
    partner_lastname: names.lastname,
    partner_email: data.email ?? '',
    partner_phone: data.phone ?? '',
    partner_city: data.invoice_data?.city ?? '',
    partner_address: data.invoice_data?.address ?? '',
    partner_zipcode: data.invoice_data?.zipcode ?? '',
    partner_country: country?.code ?? '',
    created_at: order.createdAt.toISOString(),
  };
}

export async function offerView(ctx: RequestContext, hash: string): Promise<Offer> {
  const [offer] = await ctx.db.select().from(offers).where(eq(offers.hash, hash));
  if (!offer) throw new HttpError(404, ctx.t('offer.not_found'));
  const items = await ctx.db.select().from(offerItems).where(eq(offerItems.offerId, offer.id)).orderBy(asc(offerItems.id));
  const expired = offer.status === 'requested' && offer.validUntil.getTime() < Date.now();
  return {
    offer_hash: offer.hash,
    status: expired ? 'expired' : offer.status,
    currency: offer.currency as CurrencyCode,
    items: await serializeItems(ctx, items as unknown as (typeof orderItems.$inferSelect)[]),
    summary: summaryOf(offer),
    customer_data: customerDataView(offer.customerData),
    comment: offer.comment,
    created_at: offer.createdAt.toISOString(),
    valid_until: offer.validUntil.toISOString(),
  };
}

/**
 * "Pay Again" (requirements §4, §8): a new attempt for an unpaid order, optionally with another payment
 * method its delivery method allows; 409 once paid or cancelled, and once its stock reservation
 * has lapsed (the new attempt keeps the order's deadline; a payment that needs no waiting —
 * bank transfer, cash on delivery — ends the deadline and keeps the stock).
 */
export async function restartPayment(
  ctx: RequestContext,
  hash: string,
  body: { payment_method: number; transaction_result_url: string },
): Promise<PlacedOrder> {
  requireReturnUrl(ctx, body.transaction_result_url);
  const now = ctx.now();
  // Released in its own transaction, so the release stands when the restart is refused below.
  await currentOrder(ctx.db, hash, now);
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.hash, hash)).for('update');
    if (!order) throw new HttpError(404, ctx.t('order.not_found'));
    if (order.paymentStatus === 'paid') throw new HttpError(409, ctx.t('order.already_paid'));
    if (reservationExpired(order) || reservationLapsed(order, now))
      throw new HttpError(409, ctx.t('order.reservation_expired', { minutes: STOCK_RESERVATION_MINUTES }));
    if (order.status === 'cancelled') throw new HttpError(409, ctx.t('order.cancelled'));
    const [[delivery], [method]] = await Promise.all([
      tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId)),
      tx.select().from(paymentMethods).where(eq(paymentMethods.id, body.payment_method)),
    ]);
    if (!method || !delivery?.paymentIds.includes(method.id)) throw fieldError('payment_method', ctx.t('order.payment_method_not_allowed'));
    const redirect = method.isOnline ? await startAttempt(tx, order.id, method.id, body.transaction_result_url) : null;
    await tx
      .update(orders)
      .set({
        paymentMethodId: method.id,
        paymentStatus: method.isOnline ? 'pending' : 'not_required',
        ...(method.isOnline ? {} : { reservedUntil: null }),
        transactionResultUrl: body.transaction_result_url,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    return { order_hash: order.hash, redirect_url: redirect };
  });
}
