/**
 * The order as the contract shows it, built from what a shop keeps of it. Both shops answer
 * `GET /api/orders/{order_hash}` through `orderView`: the server from its rows, the mock from its
 * memory. What a store gives is already in the request's language (lines, method titles, the
 * coupon's description); the rules of the view are decided here once: the printed number, the
 * buyer's names, the delivery promise, the payment's words and whether it can be paid again.
 */
import { BANK_TRANSFER_DAYS, type CurrencyCode, type Locale, STOCK_RESERVATION_MINUTES } from '../domain/constants.js';
import { placedOrderWindow } from '../domain/delivery.js';
import { canRetryPayment } from '../domain/payment-retry.js';
import { formatOrderNumber } from '../domain/withdrawal.js';
import { buyerNames } from './buyer-names.js';
import type { CartSummary, Coupon, CustomerData, DeliveryMethod, HomeDelivery, PaymentMethod } from './cart.js';
import type { Order, OrderInvoice, OrderItem, OrderSummary, Payment, PaymentStatus, Refund } from './checkout.js';
import { API_MESSAGES, type ApiMessageKey, apiMessage } from './messages.js';
import type { PickupPoint } from './pickup-points.js';

type OrderStatus = Order['status'];

/** The last answer a payment attempt got: a gateway's or provider's response code and what it gave. */
export interface PaymentAnswer {
  response_code: string | null;
  authorization_code: string | null;
  transaction_id: string | null;
}

/** What a shop keeps of an order's payment. */
export interface PaymentRecord {
  /** The payment method, in the request's language. */
  method: PaymentMethod;
  status: PaymentStatus;
  /** How many payment attempts were started. */
  attempts: number;
  /** The newest attempt's answer, or null before any. */
  latest: PaymentAnswer | null;
  /**
   * Whether the stock held for the payment was given back because the payment did not come in
   * time: that is the payment's final outcome, in place of the gateway's last answer.
   */
  expired: boolean;
}

/** The words of a response code (`payment.response.{code}`), or null for a code the contract does not know. */
export function paymentResponseMessage(locale: Locale, code: string, transaction: string): string | null {
  const key = `payment.response.${code}`;
  return Object.hasOwn(API_MESSAGES, key) ? apiMessage(locale, key as ApiMessageKey, { transaction }) : null;
}

/** An order's payment as the contract shows it (`Order.payment`). */
export function paymentView(payment: PaymentRecord, orderStatus: OrderStatus, locale: Locale): Payment {
  const { method, latest, expired } = payment;
  const code = expired ? null : (latest?.response_code ?? null);
  const expiredWords =
    method.code === 'bank_transfer'
      ? apiMessage(locale, 'order.transfer_expired', { days: BANK_TRANSFER_DAYS })
      : apiMessage(locale, 'order.reservation_expired', { minutes: STOCK_RESERVATION_MINUTES });
  return {
    method,
    status: payment.status,
    response_code: code,
    response_message: expired ? expiredWords : code ? paymentResponseMessage(locale, code, latest?.transaction_id ?? '') : null,
    authorization_code: expired ? null : (latest?.authorization_code ?? null),
    transaction_id: latest?.transaction_id ?? null,
    attempts: payment.attempts,
    can_retry: canRetryPayment(orderStatus, payment.status),
  };
}

/** The totals an order keeps from its cart's summary. */
export function orderSummaryOf(summary: OrderSummary | CartSummary): OrderSummary {
  return {
    total_amount_gross: summary.total_amount_gross,
    total_amount_net: summary.total_amount_net,
    total_items_amount_gross: summary.total_items_amount_gross,
    total_items_amount_net: summary.total_items_amount_net,
    total_discount_amount_gross: summary.total_discount_amount_gross,
    total_discount_amount_net: summary.total_discount_amount_net,
    total_profit: summary.total_profit,
    total_quantity: summary.total_quantity,
  };
}

/** What a shop keeps of one of an order's invoices. */
export interface InvoiceRecord {
  kind: OrderInvoice['kind'];
  /** Whether the invoicing provider (or the shop's own copy) has issued it; until then it is due. */
  issued: boolean;
  number: string | null;
  /** `YYYY-MM-DD` */
  issue_date: string | null;
  /** The shop's address of the issued document. */
  url: string | null;
  /** The provider that issued it; null while it is due, or for the shop's own copy (`local`). */
  provider: string | null;
}

/**
 * An invoice as an order shows it. A sale's invoice is due once the money is the shop's (a card
 * payment at its paid transition, cash on delivery at the delivery) and shows as pending until it
 * is issued; only an issued one has an address. A copy no provider issued is the shop's own
 * proforma, not a tax invoice.
 */
export function invoiceView(record: InvoiceRecord): OrderInvoice {
  return {
    kind: record.kind,
    status: record.issued ? 'issued' : 'pending',
    number: record.number,
    issue_date: record.issue_date,
    url: record.issued ? record.url : null,
    proforma: (record.provider ?? 'local') === 'local',
  };
}

/** What a shop keeps of an order, in the request's language where it has words. */
export interface OrderRecord {
  id: number;
  hash: string;
  /** The transaction of the payment that paid the order, once it is paid. */
  transaction_id: string | null;
  status: OrderStatus;
  currency: CurrencyCode;
  /** The language the order was placed in: a one-word buyer's name is read by its custom. */
  locale: Locale;
  items: OrderItem[];
  summary: OrderSummary;
  delivery: {
    method: Pick<DeliveryMethod, 'id' | 'code' | 'title'>;
    price_net: number;
    price_gross: number;
    pickup_point: PickupPoint | null;
    home_delivery: HomeDelivery | null;
  };
  payment: PaymentRecord;
  coupon: Coupon | null;
  customer_data: CustomerData;
  comment: string | null;
  refunds: Refund[];
  invoices: OrderInvoice[];
  is_new_account: boolean;
  /** The logged-in customer who placed it, whose names the order gives; null for a visitor. */
  account: { firstname: string; lastname: string } | null;
  /** ISO code of the billing country, or '' when there is none. */
  country_code: string;
  /** ISO timestamp. */
  created_at: string;
}

/** The order as `GET /api/orders/{order_hash}` answers it (with the purchase-tracking fields). */
export function orderView(order: OrderRecord, locale: Locale): Order {
  const data = order.customer_data;
  const invoice = data.invoice_data;
  const name = invoice?.name ?? '';
  const { firstname, lastname } = buyerNames(name, order.locale, order.account);
  const { method } = order.delivery;
  return {
    id: order.id,
    order_number: formatOrderNumber(order.id),
    order_hash: order.hash,
    transaction_id: order.transaction_id,
    status: order.status,
    currency: order.currency,
    items: order.items,
    summary: order.summary,
    delivery: {
      id: method.id,
      code: method.code,
      title: method.title,
      price_net: order.delivery.price_net,
      price_gross: order.delivery.price_gross,
      pickup_point: order.delivery.pickup_point ? { ...order.delivery.pickup_point, distance_km: null } : null,
      home_delivery: order.delivery.home_delivery,
      delivery_window: placedOrderWindow(method.code, order.created_at),
    },
    payment: paymentView(order.payment, order.status, locale),
    coupon: order.coupon,
    customer_data: data,
    comment: order.comment,
    refunds: order.refunds,
    invoices: order.invoices,
    is_new_account: order.is_new_account,
    partner_name: name,
    partner_firstname: firstname,
    partner_lastname: lastname,
    partner_email: data.email ?? '',
    partner_phone: data.phone ?? '',
    partner_city: invoice?.city ?? '',
    partner_address: invoice?.address ?? '',
    partner_zipcode: invoice?.zipcode ?? '',
    partner_country: order.country_code,
    created_at: order.created_at,
  };
}
