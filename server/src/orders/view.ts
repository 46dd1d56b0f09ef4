/**
 * Orders and quote requests once placed (placing them: `place-order.ts`): their pages, and paying
 * again for an unpaid order.
 */
import {
  endpoints,
  type Offer,
  type Order,
  type OrderItem,
  orderView as viewOfOrder,
  pathTo,
  type PayableOrder,
  type PlacedOrder,
  restartPayment as restartByEngine,
} from 'otthon/contract';
import { type DeliveryMethodCode, formatOrderNumber } from 'otthon/core';
import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { randomToken } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import type { StoredCustomerData } from '../db/schema.js';
import type { CurrencyCode, Locale } from '../domain.js';
import { deliveryMethodById, paymentMethodById } from '../cart/queries.js';
import { refundsOfOrder } from '../withdrawal/refunds-queries.js';
import {
  insertPaymentAttempt,
  lockOrderByHash,
  offerByHash,
  offerItemsOf,
  orderByHash,
  orderDetails,
  updateOrderPayment,
  type OrderItemRow,
  type OrderRow,
} from './queries.js';
import { customerDataOf, serializePayment, type PaymentRow } from '../cart/view.js';
import { productsByIds, type CatalogRequest } from '../catalog/snapshot.js';
import { orderInvoices } from '../invoicing/invoices.js';
import { t } from '../messages/index.js';
import { methodOffered, methodTaker } from '../payments/card-provider.js';
import type { PaymentProviders } from '../payments/config.js';
import { ProviderError, type ProviderName, type StartAnswer } from '../payments/provider.js';
import { recordAttemptTransaction } from '../payment/queries.js';
import { onlineReservationEnd, releaseLapsedReservations, reservationEnd, reservationExpired, reservationLapsed } from './reservations.js';
import { isAllowedReturnUrl } from '../shared/return-urls.js';

/**
 * What the order and offer views ask of a request: language, currency, messages, clock, and the
 * shop's data (no transport).
 */
type OrderViewRequest = Pick<ShopRequest, 'locale' | 'currency' | 't' | 'now'> & Pick<ShopData, 'db' | 'app' | 'catalog'>;

/** An unguessable public id: 192 random bits, base64url (32 characters). */
export const newHash = (): string => randomToken(24);

/** Each provider's addresses on the API, from the endpoint table. */
const PROVIDER_PATHS: Record<ProviderName, { back: string; notice: string }> = {
  simplepay: { back: endpoints.simplePayBack.path, notice: endpoints.simplePayNotice.path },
  barion: { back: endpoints.barionBack.path, notice: endpoints.barionCallback.path },
};

/**
 * A new payment attempt with a random id, and where the shopper pays it: the payment page of the
 * provider that takes the chosen method (the attempt is its order reference), else the simulated
 * gateway's. A provider that cannot start the payment fails the whole change (nothing placed or switched).
 */
export async function startAttempt(
  tx: Db,
  providers: PaymentProviders,
  order: OrderRow,
  method: Pick<PaymentRow, 'id' | 'isOnline' | 'provider'>,
  resultUrl: string,
): Promise<string> {
  const id = randomToken(24);
  const paymentMethodId = method.id;
  const provider = methodTaker(method, providers);
  if (!provider) {
    await insertPaymentAttempt(tx, { id, orderId: order.id, paymentMethodId, status: 'pending', resultUrl });
    return pathTo(endpoints.paymentGateway.path, { attempt: id });
  }
  await insertPaymentAttempt(tx, { id, orderId: order.id, paymentMethodId, status: 'pending', resultUrl, provider: provider.name });
  const data = order.customerData;
  const invoice = data.invoice_data;
  let started: StartAnswer;
  try {
    started = await provider.start({
      attemptId: id,
      total: order.totalGross,
      currency: order.currency as CurrencyCode,
      locale: order.locale as Locale,
      email: data.email ?? '',
      backUrl: new URL(PROVIDER_PATHS[provider.name].back, new URL(resultUrl).origin).href,
      noticeUrl: new URL(PROVIDER_PATHS[provider.name].notice, new URL(resultUrl).origin).href,
      orderNumber: formatOrderNumber(order.id),
      timeout: onlineReservationEnd(new Date(), order.reservedUntil),
      invoice: { name: invoice?.name ?? '', country: 'HU', city: invoice?.city ?? '', zip: invoice?.zipcode ?? '', address: invoice?.address ?? '' },
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(`Payment start failed: ${error.message}`);
    throw new HttpError(502, t(order.locale as Locale, 'payment.provider_unavailable'));
  }
  await recordAttemptTransaction(tx, id, started.transactionId);
  return started.redirectUrl;
}

async function serializeItems(ctx: CatalogRequest, rows: readonly OrderItemRow[]): Promise<OrderItem[]> {
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

const summaryOf = (
  row: Pick<
    OrderRow,
    'totalGross' | 'totalNet' | 'totalItemsGross' | 'totalItemsNet' | 'totalDiscountGross' | 'totalDiscountNet' | 'totalProfit' | 'totalQuantity'
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

/**
 * An order by its hash as it stands at `now`: one whose stock reservation has lapsed is
 * released first (cancelled, its pieces back in stock), so no answer shows it still payable.
 */
export async function currentOrder(db: Db, hash: string, now: Date): Promise<OrderRow | null> {
  const order = await orderByHash(db, hash);
  if (!order || !reservationLapsed(order, now)) return order;
  await releaseLapsedReservations(db, now, order.id);
  return orderByHash(db, hash);
}

export async function orderView(ctx: OrderViewRequest, hash: string): Promise<Order> {
  const order = await currentOrder(ctx.db, hash, ctx.now());
  if (!order) throw new HttpError(404, ctx.t('order.not_found'));
  const [{ items, delivery, payment, attempts, user, country }, refunds, invoices] = await Promise.all([
    orderDetails(ctx.db, order),
    refundsOfOrder(ctx.db, order.id),
    orderInvoices(ctx.db, order),
  ]);
  const latest = attempts[0] ?? null;
  return viewOfOrder(
    {
      id: order.id,
      hash: order.hash,
      transaction_id: order.transactionId,
      status: order.status,
      currency: order.currency as CurrencyCode,
      locale: order.locale as Locale,
      items: await serializeItems(ctx, items),
      summary: summaryOf(order),
      delivery: {
        method: { id: delivery.id, code: delivery.code as DeliveryMethodCode, title: delivery.title[ctx.locale] },
        price_net: order.deliveryNet,
        price_gross: order.deliveryGross,
        pickup_point: order.pickupPoint ?? null,
        home_delivery: order.homeDelivery ?? null,
      },
      payment: {
        method: serializePayment(payment, ctx.locale, ctx.app.providers),
        status: order.paymentStatus,
        attempts: attempts.length,
        latest: latest && { response_code: latest.responseCode, authorization_code: latest.authorizationCode, transaction_id: latest.transactionId },
        expired: reservationExpired(order),
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
      customer_data: customerDataView(order.customerData),
      comment: order.comment,
      // What the customer needs to know of a refund: how much, how, and whether it has gone yet.
      refunds: refunds.map((refund) => ({
        amount: refund.amount,
        currency: refund.currency as CurrencyCode,
        method: refund.method,
        status: refund.status === 'refunded' ? 'refunded' : 'pending',
        created_at: refund.createdAt.toISOString(),
        refunded_at: refund.refundedAt?.toISOString() ?? null,
      })),
      invoices,
      is_new_account: order.isNewAccount,
      account: user,
      country_code: country?.code ?? '',
      created_at: order.createdAt.toISOString(),
    },
    ctx.locale,
  );
}

export async function offerView(ctx: OrderViewRequest, hash: string): Promise<Offer> {
  const offer = await offerByHash(ctx.db, hash);
  if (!offer) throw new HttpError(404, ctx.t('offer.not_found'));
  const items = await offerItemsOf(ctx.db, offer.id);
  const expired = offer.status === 'requested' && offer.validUntil.getTime() < Date.now();
  return {
    offer_hash: offer.hash,
    status: expired ? 'expired' : offer.status,
    currency: offer.currency as CurrencyCode,
    items: await serializeItems(ctx, items as unknown as OrderItemRow[]),
    summary: summaryOf(offer),
    customer_data: customerDataView(offer.customerData),
    comment: offer.comment,
    created_at: offer.createdAt.toISOString(),
    valid_until: offer.validUntil.toISOString(),
  };
}

/** An order row as the payment rules read it, with the payment methods its delivery allows. */
export async function payableOrder(db: Db, order: OrderRow, now: Date): Promise<PayableOrder> {
  // One after the other: `db` may be a transaction.
  const delivery = await deliveryMethodById(db, order.deliveryMethodId);
  const payment = await paymentMethodById(db, order.paymentMethodId);
  return {
    hash: order.hash,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethodId: order.paymentMethodId,
    allowedPaymentIds: delivery?.paymentIds ?? [],
    reservationOver: reservationExpired(order) || reservationLapsed(order, now),
    byTransfer: payment?.code === 'bank_transfer',
  };
}

/**
 * "Pay Again" (requirements §4, §8) by the shop engine's rule (`restartPayment` of
 * `otthon/contract`): a new attempt for an unpaid order, optionally with another payment method
 * its delivery method allows. The new attempt keeps the order's stock deadline; a payment that
 * needs no waiting — bank transfer, cash on delivery — ends the deadline and keeps the stock.
 */
export async function restartPayment(
  ctx: OrderViewRequest,
  hash: string,
  body: { payment_method: number; transaction_result_url: string },
): Promise<PlacedOrder> {
  const now = ctx.now();
  // Released in its own transaction, so the release stands when the restart is refused.
  if (isAllowedReturnUrl(body.transaction_result_url, ctx.app.publicOrigins)) await currentOrder(ctx.db, hash, now);
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let row: OrderRow | null = null;
    let chosen: PaymentRow | null = null;
    return restartByEngine(
      {
        locale: ctx.locale,
        origins: ctx.app.publicOrigins,
        async order(orderHash) {
          row = await lockOrderByHash(tx, orderHash);
          return row && payableOrder(tx, row, now);
        },
        async paymentMethod(id) {
          chosen = await paymentMethodById(tx, id);
          // A method the shop does not offer now (bound to a provider that is off) is refused as unknown.
          return chosen && methodOffered(chosen, ctx.app.providers) ? { id: chosen.id, online: chosen.isOnline } : null;
        },
        async switchPayment(_order, method, resultUrl) {
          const redirect = method.online ? await startAttempt(tx, ctx.app.providers, row!, chosen!, resultUrl) : null;
          await updateOrderPayment(tx, row!.id, {
            paymentMethodId: method.id,
            paymentStatus: method.online ? 'pending' : 'not_required',
            reservedUntil: reservationEnd(chosen!, row!.createdAt, now, row!.reservedUntil),
            transactionResultUrl: resultUrl,
          });
          return redirect;
        },
      },
      hash,
      body,
    );
  });
}
