/**
 * Orders and offers as the contract shows them, built from a priced cart. Pure: the mock shop
 * (placing an order) and the fixture factories (`fixtures.order()`) build them the same way.
 */
import type { CurrencyCode, Locale } from '../domain/constants.js';
import type { CartProduct, CustomerData, DeliveryMethod, HomeDelivery, PaymentMethod } from '../contract/cart.js';
import type { Offer, Order, OrderInvoice, OrderItem, Refund, OrderListItem, Payment, PaymentStatus } from '../contract/checkout.js';
import { orderSummaryOf, orderView, paymentResponseMessage, paymentView } from '../contract/order-view.js';
import { GATEWAY_RESPONSE_CODES } from '../contract/payment-desk.js';
import type { PickupPoint } from '../contract/pickup-points.js';
import type { CartTotals } from './cart-math.js';

export interface PaymentDetails {
  attempts?: number;
  /** The order's status. @default 'new' */
  order_status?: Order['status'];
  /** Whether the order's hold ran out before the payment came (the payment's final outcome). @default false */
  expired?: boolean;
  authorization_code?: string | null;
  transaction_id?: string | null;
  /** An outside provider's response code (`SP_FAIL`, `BARION_EXPIRED`, …); without one the mock gateway's code for the status. */
  response_code?: string | null;
}

/**
 * The latest payment attempt as the mock records it: a decided payment answers the simulated
 * gateway's code for its outcome, or the outside provider's code when one decided (its words are
 * the contract's); the view is the contract's (`paymentView`).
 */
export function buildPayment(method: PaymentMethod, status: PaymentStatus, locale: Locale, details: PaymentDetails = {}): Payment {
  const decided = status === 'paid' || status === 'failed' || status === 'cancelled';
  const provider = details.response_code && paymentResponseMessage(locale, details.response_code, '') !== null ? details.response_code : null;
  const latest = {
    response_code: decided ? (provider ?? GATEWAY_RESPONSE_CODES[status]) : null,
    authorization_code: status === 'paid' ? (details.authorization_code ?? null) : null,
    transaction_id: details.transaction_id ?? null,
  };
  const payment = { method, status, attempts: details.attempts ?? (method.is_online ? 1 : 0), latest, expired: details.expired ?? false };
  return paymentView(payment, details.order_status ?? 'new', locale);
}

/** The status an order's payment starts in: card payments wait for the gateway, the rest need none. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  return method.is_online ? 'pending' : 'not_required';
}

function orderItems(orderId: number, lines: readonly CartProduct[]): OrderItem[] {
  return lines.map((line, index) => ({
    id: orderId * 100 + index + 1,
    product_id: line.id,
    name: line.product.title,
    sku: line.product.sku,
    quantity: line.quantity,
    price_net: line.price_net,
    price_gross: line.price_gross,
    total_net: line.total_net,
    total_gross: line.total_gross,
    product: line.product,
  }));
}

export interface OrderInput {
  id: number;
  order_hash: string;
  currency: CurrencyCode;
  locale: Locale;
  lines: readonly CartProduct[];
  totals: CartTotals;
  delivery: DeliveryMethod;
  /** The locker or pick-up point the order goes to. */
  pickupPoint?: PickupPoint | null;
  /** The home delivery's floor, assembly and slot as priced in the cart. */
  homeDelivery?: HomeDelivery | null;
  payment: Payment;
  customer: CustomerData;
  /** ISO code of the billing country (`partner_country`). */
  country_code: string;
  comment: string | null;
  created_at: string;
  /** Whether this is the customer's first order. @default false */
  is_new_account?: boolean;
  /** The logged-in customer who placed it, whose names the order gives. @default none (a visitor) */
  account?: { firstname: string; lastname: string } | null;
  refunds?: Refund[];
  invoices?: OrderInvoice[];
}

/** An order (with the purchase-tracking fields) from a priced cart, as the contract shows it (`orderView`). */
export function buildOrder(input: OrderInput): Order {
  return orderView(
    {
      id: input.id,
      hash: input.order_hash,
      transaction_id: input.payment.transaction_id,
      status: 'new',
      currency: input.currency,
      locale: input.locale,
      items: orderItems(input.id, input.lines),
      summary: orderSummaryOf(input.totals.summary),
      delivery: {
        method: input.delivery,
        price_net: input.totals.summary.delivery_price_net,
        price_gross: input.totals.summary.delivery_price_gross,
        pickup_point: input.pickupPoint ?? null,
        home_delivery: input.homeDelivery ? structuredClone(input.homeDelivery) : null,
      },
      // The payment as placed: the view's words are the ones given here.
      payment: { method: input.payment.method, status: input.payment.status, attempts: input.payment.attempts, latest: input.payment, expired: false },
      coupon: input.totals.coupons[0] ?? null,
      customer_data: input.customer,
      comment: input.comment,
      // The mock shop has no shop-side acceptance of withdrawals, so nothing is refunded in it.
      refunds: input.refunds ?? [],
      // A paid order's invoice is due (see the payment store); none is issued, as the mock has no invoicing provider.
      invoices: input.invoices ?? [],
      is_new_account: input.is_new_account ?? false,
      account: input.account ?? null,
      country_code: input.country_code,
      created_at: input.created_at,
    },
    input.locale,
  );
}

export interface OfferInput {
  offer_hash: string;
  currency: CurrencyCode;
  lines: readonly CartProduct[];
  totals: CartTotals;
  customer: CustomerData;
  comment: string | null;
  created_at: string;
  /** How long the quote stays open. */
  valid_days?: number;
}

/** A quote request (spec: offer) from a priced cart; it stays open for 14 days by default. */
export function buildOffer(input: OfferInput): Offer {
  const validUntil = new Date(Date.parse(input.created_at) + (input.valid_days ?? 14) * 86_400_000).toISOString();
  return {
    offer_hash: input.offer_hash,
    status: 'requested',
    currency: input.currency,
    items: orderItems(1, input.lines),
    summary: orderSummaryOf(input.totals.summary),
    customer_data: input.customer,
    comment: input.comment,
    created_at: input.created_at,
    valid_until: validUntil,
  };
}

/** A row of the account's order list. */
export function orderListItem(order: Order): OrderListItem {
  return {
    id: order.id,
    order_number: order.order_number,
    order_hash: order.order_hash,
    status: order.status,
    payment_status: order.payment.status,
    payment_method: { id: order.payment.method.id, code: order.payment.method.code, title: order.payment.method.title },
    currency: order.currency,
    total_amount_gross: order.summary.total_amount_gross,
    total_amount_net: order.summary.total_amount_net,
    total_quantity: order.summary.total_quantity,
    items: order.items.map((item) => ({
      product_id: item.product_id,
      name: item.name,
      quantity: item.quantity,
      image: item.product?.image ?? null,
    })),
    pickup_point: order.delivery.pickup_point,
    delivery_slot: order.delivery.home_delivery?.slot ?? null,
    invoices: order.invoices,
    created_at: order.created_at,
  };
}
