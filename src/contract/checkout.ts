import { z } from 'zod';
import {
  type ConsentFields,
  type Coupon,
  consentFieldsSchema,
  couponSchema,
  type CustomerData,
  customerDataSchema,
  deliveryMethodSchema,
  deliverySlotChoiceSchema,
  homeDeliverySchema,
  paymentMethodSchema,
} from './cart.js';
import { deliveryWindowSchema, productSchema } from './catalog.js';
import { amountSchema, currencyCodeSchema, idSchema, imageSchema, timestampSchema } from './common.js';
import { pickupPointSchema } from './pickup-points.js';

/**
 * A return address after payment. Must be an absolute http(s) URL; the server also checks it
 * against its allowlist of this site's origins (field notes: open redirects).
 */
export const returnUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * `POST /api/cart/order` and `POST /api/cart/offer` (transaction_result_url,
 * is_newsletter_subscription, comment). The privacy policy and the terms must have been accepted
 *, here or with the customer data. Send an `Idempotency-Key` header: a replay answers the
 * same order.
 */
export const placeOrderBodySchema = z
  .object({
    transaction_result_url: returnUrlSchema,
    is_newsletter_subscription: z.boolean().default(false),
    comment: z.string().trim().max(2000).nullable().default(null),
    ...consentFieldsSchema.shape,
  })
  .meta({ id: 'PlaceOrderBody' });

const PRIVACY_MESSAGE = 'Please accept the privacy policy.';
const TERMS_MESSAGE = 'Please accept the terms and conditions.';

/**
 * The consents an order still lacks, as 422 field errors (English; servers translate them): each
 * is given when the order's body accepts it, or the customer data did and the order does not
 * withdraw it.
 */
export function missingConsents(order: ConsentFields, customer: ConsentFields | null | undefined): Record<string, string[]> {
  const given = (field: keyof ConsentFields) => order[field] ?? customer?.[field] ?? false;
  const errors: Record<string, string[]> = {};
  if (!given('accept_privacy')) errors.accept_privacy = [PRIVACY_MESSAGE];
  if (!given('accept_terms')) errors.accept_terms = [TERMS_MESSAGE];
  return errors;
}

/** `POST /api/orders/payment_restart/{order_hash}`. */
export const paymentRestartBodySchema = z.object({ payment_method: idSchema, transaction_result_url: returnUrlSchema }).meta({ id: 'PaymentRestartBody' });

export const paymentStatusSchema = z
  .enum(['not_required', 'pending', 'paid', 'failed', 'cancelled'])
  .meta({ id: 'PaymentStatus', description: 'not_required: cash on delivery or bank transfer' });

/** The latest payment attempt as the gateway reported it (result page labels). */
export const paymentSchema = z
  .object({
    method: paymentMethodSchema,
    status: paymentStatusSchema,
    response_code: z.string().nullable(),
    response_message: z.string().nullable(),
    authorization_code: z.string().nullable(),
    transaction_id: z.string().nullable(),
    attempts: z.number().int().nonnegative(),
    /** True when "Pay Again" may start a new attempt. */
    can_retry: z.boolean(),
  })
  .meta({ id: 'Payment' });

export const orderItemSchema = z
  .object({
    id: idSchema,
    product_id: idSchema,
    name: z.string(),
    sku: z.string(),
    quantity: z.number().int().positive(),
    price_net: amountSchema,
    price_gross: amountSchema,
    total_net: amountSchema,
    total_gross: amountSchema,
    product: productSchema.nullable(),
  })
  .meta({ id: 'OrderItem' });

export const orderSummarySchema = z
  .object({
    total_amount_gross: amountSchema,
    total_amount_net: amountSchema,
    total_items_amount_gross: amountSchema,
    total_items_amount_net: amountSchema,
    total_discount_amount_gross: amountSchema,
    total_discount_amount_net: amountSchema,
    total_profit: z.number(),
    total_quantity: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrderSummary' });

/**
 * Money a withdrawal gives back, once the shop has accepted the withdrawal: to the card that paid
 * (through the payment provider that took it) or, for a payment made offline, by bank transfer.
 */
export const refundSchema = z
  .object({
    /** In the order's currency: the withdrawn lines as paid, and the delivery fee when all of the order is withdrawn. */
    amount: amountSchema,
    currency: currencyCodeSchema,
    method: z.enum(['card', 'transfer']).meta({ description: '`card`: back to the card that paid; `transfer`: by bank transfer' }),
    /** `pending` until the money is on its way back, then `refunded`. */
    status: z.enum(['pending', 'refunded']),
    /** When the shop accepted the withdrawal. */
    created_at: timestampSchema,
    refunded_at: timestampSchema.nullable(),
  })
  .meta({ id: 'Refund' });

/**
 * An invoice of the order: the sale's (issued once it is paid, or delivered for cash on delivery)
 * or the correcting invoice of an accepted withdrawal.
 */
export const orderInvoiceSchema = z
  .object({
    kind: z.enum(['invoice', 'correction']),
    /** `pending` while the invoicing provider issues it. */
    status: z.enum(['pending', 'issued']),
    number: z.string().nullable(),
    /** `YYYY-MM-DD`. */
    issue_date: z.string().nullable(),
    /** Where it is downloaded, once issued. */
    url: z.string().nullable(),
    /** True for the shop's own copy when no invoicing provider is configured: a proforma, not a tax invoice. */
    proforma: z.boolean(),
  })
  .meta({ id: 'OrderInvoice' });

/**
 * An order by its unguessable hash (with the purchase-tracking fields). Its payment
 * status is the truth the checkout result page shows; the page never trusts its query string.
 */
export const orderSchema = z
  .object({
    id: idSchema,
    order_number: z.string().meta({ description: "The order number as the shop's e-mails and the payment page show it (`OT-000042`)" }),
    order_hash: z.string(),
    transaction_id: z.string().nullable(),
    status: z.enum(['new', 'processing', 'completed', 'cancelled']),
    currency: currencyCodeSchema,
    items: z.array(orderItemSchema),
    summary: orderSummarySchema,
    delivery: z.object({
      id: idSchema,
      /** The delivery method's kind, as the cart's `DeliveryMethod.code`. */
      code: deliveryMethodSchema.shape.code,
      title: z.string(),
      price_net: amountSchema,
      price_gross: amountSchema,
      /** The locker or pick-up point the order goes to, as it was when the order was placed; null for other methods. */
      pickup_point: pickupPointSchema.nullable(),
      /** The home delivery's floor, assembly and slot with their prices, as placed; null for other methods. */
      home_delivery: homeDeliverySchema.nullable(),
      /** The delivery promise made when the order was placed: the method's lead time from the order's dispatch day (`placedOrderWindow` in `otthon/core`). */
      delivery_window: deliveryWindowSchema,
    }),
    payment: paymentSchema,
    coupon: couponSchema.nullable(),
    customer_data: customerDataSchema,
    comment: z.string().nullable(),
    /** The refunds of the order's accepted withdrawals, oldest first. */
    refunds: z.array(refundSchema),
    /** The order's invoice and correcting invoices, oldest first. */
    invoices: z.array(orderInvoiceSchema),
    is_new_account: z.boolean(),
    partner_name: z.string(),
    partner_firstname: z.string(),
    partner_lastname: z.string(),
    partner_email: z.string(),
    partner_phone: z.string(),
    partner_city: z.string(),
    partner_address: z.string(),
    partner_zipcode: z.string(),
    partner_country: z.string(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Order' });

/** A product line of the account's order list: what was bought and how many, with its picture. */
export const orderListLineSchema = z
  .object({
    product_id: idSchema,
    /** The product's title when it was ordered, in the request's language. */
    name: z.string(),
    quantity: z.number().int().positive(),
    /** The product's main picture; `null` when the product is gone or has none. */
    image: imageSchema.nullable(),
  })
  .meta({ id: 'OrderListLine' });

/**
 * A row of the account's order list: the order's number (`id`, printed `OT-000042`), date,
 * statuses, its lines and the total in the order's own currency.
 */
export const orderListItemSchema = z
  .object({
    id: idSchema,
    order_number: orderSchema.shape.order_number,
    order_hash: z.string(),
    status: orderSchema.shape.status,
    payment_status: paymentStatusSchema,
    /** How this order is paid, so each order shows its own method (cash on delivery, bank transfer, card). */
    payment_method: paymentMethodSchema.pick({ id: true, code: true, title: true }),
    currency: currencyCodeSchema,
    total_amount_gross: amountSchema,
    total_amount_net: amountSchema,
    total_quantity: z.number().int().nonnegative(),
    items: z.array(orderListLineSchema),
    /** The order's invoice and correcting invoices, as on the order. */
    invoices: z.array(orderInvoiceSchema),
    /** The locker or pick-up point the order goes to; null for other methods. */
    pickup_point: pickupPointSchema.nullable(),
    /** The home delivery's booked slot; null without one. */
    delivery_slot: deliverySlotChoiceSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'OrderListItem' });

/**
 * The answer to placing an order or restarting its payment: the order's hash, and the card
 * gateway's address when the payment method is online (else null: go to the result page).
 */
export const placedOrderSchema = z.object({ order_hash: z.string(), redirect_url: z.string().nullable() }).meta({ id: 'PlacedOrder' });

/** A custom quote request (spec: offer), identified by its hash. */
export const offerSchema = z
  .object({
    offer_hash: z.string(),
    status: z.enum(['requested', 'answered', 'expired']),
    currency: currencyCodeSchema,
    items: z.array(orderItemSchema),
    summary: orderSummarySchema,
    customer_data: customerDataSchema,
    comment: z.string().nullable(),
    created_at: timestampSchema,
    valid_until: timestampSchema,
  })
  .meta({ id: 'Offer' });

export const placedOfferSchema = z.object({ offer_hash: z.string() }).meta({ id: 'PlacedOffer' });

export interface Offer extends z.infer<typeof offerSchema> {}
/** An order as the API answers it; its parts by their own names (`OrderItem`, `OrderSummary`, …). */
export interface Order extends Omit<z.infer<typeof orderSchema>, 'items' | 'summary' | 'payment' | 'coupon' | 'customer_data' | 'refunds' | 'invoices'> {
  items: OrderItem[];
  refunds: Refund[];
  invoices: OrderInvoice[];
  summary: OrderSummary;
  payment: Payment;
  coupon: Coupon | null;
  customer_data: CustomerData;
}
export interface OrderItem extends z.infer<typeof orderItemSchema> {}
export interface OrderListItem extends Omit<z.infer<typeof orderListItemSchema>, 'items' | 'invoices'> {
  items: OrderListLine[];
  invoices: OrderInvoice[];
}
export interface OrderListLine extends z.infer<typeof orderListLineSchema> {}
export interface OrderSummary extends z.infer<typeof orderSummarySchema> {}
export interface Payment extends z.infer<typeof paymentSchema> {}
export interface PaymentRestartBody extends z.input<typeof paymentRestartBodySchema> {}
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export interface PlacedOffer extends z.infer<typeof placedOfferSchema> {}
export interface PlacedOrder extends z.infer<typeof placedOrderSchema> {}
export interface Refund extends z.infer<typeof refundSchema> {}
export interface OrderInvoice extends z.infer<typeof orderInvoiceSchema> {}
export interface PlaceOrderBody extends z.input<typeof placeOrderBodySchema> {}
