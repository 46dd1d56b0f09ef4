import { z } from 'zod';
import { DELIVERY_PERIODS, MAX_FLOOR } from '../domain/home-delivery.js';
import { civilDateSchema, deliveryWindowSchema, type Product, productSchema } from './catalog.js';
import { pickupCarrierSchema, pickupPointSchema } from './pickup-points.js';
import { amountSchema, currencyCodeSchema, emailSchema, idSchema } from './common.js';
import { PAYMENT_PROVIDERS } from '../domain/constants.js';
import { canonicalTaxNumber } from '../domain/tax-number.js';
import { taxNumberIssue } from './tax-number.js';

const text = (max: number) => z.string().trim().min(1).max(max);
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()/-]{5,19}$/, { message: 'Enter a phone number such as +36 30 123 4567.' });
export const zipcodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z -]{3,10}$/, { message: 'Enter a valid postal code.' });

/**
 * Billing address (is_company, name, country_id, address, city, zipcode,
 * tax_number). A company adds its tax number and may name itself in `company_name`;
 * without one, `name` is the company's name. An individual may leave both out.
 */
export const invoiceDataSchema = z
  .object({
    is_company: z.boolean(),
    name: text(120),
    company_name: z.string().trim().max(160).nullable().optional(),
    tax_number: z.string().trim().max(20).nullable().optional(),
    country_id: idSchema,
    zipcode: zipcodeSchema,
    city: text(80),
    address: text(160),
  })
  .meta({ id: 'InvoiceData' });

/** Shipping address . */
export const deliveryDataSchema = z
  .object({
    name: text(120),
    country_id: idSchema,
    zipcode: zipcodeSchema,
    city: text(80),
    address: text(160),
  })
  .meta({ id: 'DeliveryData' });

/** Customer data, as the cart holds it: fields may still be empty while the shopper types. */
export const customerDataSchema = z
  .object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    invoice_data: invoiceDataSchema.partial().extend({ is_company: z.boolean() }).nullable(),
    delivery_data: deliveryDataSchema.partial().nullable(),
    /** When true the server copies the billing address into the shipping address. */
    is_delivery_same_as_invoice: z.boolean(),
  })
  .meta({ id: 'CustomerData' });

/**
 * The privacy-policy and terms consents checkout needs. They may come with the customer
 * data (`PUT /api/cart/customer`, kept with the cart until withdrawn with `false`) or with the order
 * itself; an order needs each of them from one or the other.
 */
export const consentFieldsSchema = z.object({
  accept_privacy: z.boolean().optional().meta({ description: 'Accepts the privacy policy (needed before an order).' }),
  accept_terms: z.boolean().optional().meta({ description: 'Accepts the terms and conditions (needed before an order).' }),
});

/**
 * `PUT /api/cart/customer`: complete customer data. A company needs a tax number; its name is
 * `company_name`, or `name` when that is left out. An individual's company name and tax number are
 * dropped. With "same as billing" the delivery data may be left out.
 */
export const customerBodySchema = z
  .object({
    email: emailSchema,
    phone: phoneSchema,
    invoice_data: invoiceDataSchema,
    delivery_data: deliveryDataSchema.nullable().optional(),
    is_delivery_same_as_invoice: z.boolean().default(true),
    ...consentFieldsSchema.shape,
  })
  .superRefine((body, ctx) => {
    if (body.invoice_data.is_company) {
      // A Hungarian tax number or EU VAT number whose check digit, VAT code and region hold.
      const problem = taxNumberIssue(body.invoice_data.tax_number);
      if (problem) ctx.addIssue({ code: 'custom', path: ['invoice_data', 'tax_number'], message: problem });
    }
    if (!body.is_delivery_same_as_invoice && !body.delivery_data) {
      ctx.addIssue({ code: 'custom', path: ['delivery_data'], message: 'The shipping address is required.' });
    }
  })
  .transform((body) => ({ ...body, invoice_data: billingOf(body.invoice_data) }))
  .meta({ id: 'CustomerBody' });

/**
 * The billing address as the shop keeps it: a company's name falls back to `name`, an
 * individual has no company name or tax number.
 */
export function billingOf<T extends z.output<typeof invoiceDataSchema>>(invoice: T): T & { company_name: string | null; tax_number: string | null } {
  return invoice.is_company
    ? {
        ...invoice,
        company_name: invoice.company_name || invoice.name,
        // One stored form, whichever way it was typed (hu12345676 → HU12345676).
        tax_number: invoice.tax_number ? canonicalTaxNumber(invoice.tax_number) : null,
      }
    : { ...invoice, company_name: null, tax_number: null };
}

/**
 * The customer data as the shop keeps it from a checked customer body: the e-mail address in lower
 * case, and with "same as billing" the billing address as the shipping address, addressed to the
 * company for a company.
 */
export function keptCustomerData(body: z.output<typeof customerBodySchema>) {
  const invoice = body.invoice_data;
  const delivery =
    body.is_delivery_same_as_invoice || !body.delivery_data
      ? {
          name: invoice.is_company && invoice.company_name ? invoice.company_name : invoice.name,
          country_id: invoice.country_id,
          zipcode: invoice.zipcode,
          city: invoice.city,
          address: invoice.address,
        }
      : body.delivery_data;
  return {
    email: body.email.toLowerCase(),
    phone: body.phone,
    invoice_data: invoice,
    delivery_data: delivery,
    is_delivery_same_as_invoice: body.is_delivery_same_as_invoice,
  };
}

/** A notice the server attaches to a line, e.g. when the quantity was clamped to the stock. */
export const lineNoticeSchema = z
  .object({
    code: z.enum(['quantity_clamped', 'out_of_stock', 'price_changed']),
    message: z.string(),
    /** Pieces available when the notice was raised. */
    available: z.number().int().nonnegative(),
  })
  .meta({ id: 'LineNotice' });

/**
 * A cart line : `id` is the product's id; unit prices follow the quantity tier.
 */
export const cartProductSchema = z
  .object({
    id: idSchema,
    quantity: z.number().int().positive(),
    price_net: amountSchema,
    price_gross: amountSchema,
    /**
     * The price the line's unit price is below, net: the product's reduction reference price (the
     * lowest price of the 30 days before the reduction, as `product.price_original_net`) or, for a
     * quantity-tier price of a product not on sale, its list price. `null` when neither lowers it.
     */
    price_original_net: amountSchema.nullable().meta({
      description:
        "Net price the line's unit price is below: the product's reduction reference price (the lowest price of the 30 days before the reduction, " +
        'as product.price_original_net) or, for a quantity-tier price of a product not on sale, its list price; null when neither applies.',
    }),
    /** The same, gross. */
    price_original_gross: amountSchema.nullable().meta({
      description: 'Gross form of price_original_net: the reduction reference price or, for a quantity tier without a reduction, the list price.',
    }),
    total_net: amountSchema,
    total_gross: amountSchema,
    product: productSchema,
    notice: lineNoticeSchema.nullable(),
    /**
     * The line's expected delivery, by the chosen delivery method or else the quickest that takes
     * it; for a line out of stock, from its restock date (`null` without one).
     */
    delivery_window: deliveryWindowSchema.nullable(),
    /** What assembling one piece costs with home delivery; null when the product comes assembled or needs none. */
    assembly: z
      .object({ price_net: amountSchema, price_gross: amountSchema })
      .nullable()
      .meta({ description: 'What assembling one piece costs with home delivery; null when the product comes assembled or needs none' }),
  })
  .meta({ id: 'CartProduct' });

/** A part of a delivery day a home delivery can be booked for. */
export const deliveryPeriodSchema = z.enum(DELIVERY_PERIODS).meta({ id: 'DeliveryPeriod' });

/** A booked home-delivery slot: a day and a part of it. */
export const deliverySlotChoiceSchema = z.object({ date: civilDateSchema, period: deliveryPeriodSchema }).meta({ id: 'DeliverySlotChoice' });

/** A home-delivery slot as offered: its day and period, hours (Budapest time), what it costs and how many orders it still takes. */
export const deliverySlotSchema = z
  .object({
    date: civilDateSchema,
    period: deliveryPeriodSchema,
    from: z.string().meta({ description: 'Start of the period, HH:MM, Budapest time' }),
    to: z.string().meta({ description: 'End of the period, HH:MM, Budapest time' }),
    /** Orders the slot still takes; 0 for a full slot, which cannot be chosen. */
    remaining: z.number().int().nonnegative(),
    price_net: amountSchema,
    price_gross: amountSchema,
  })
  .meta({ id: 'DeliverySlot' });

/** `GET /api/cart/delivery-slots`: the slots offered for the cart's home delivery, by date and period. */
export const deliverySlotListSchema = z.array(deliverySlotSchema);

/**
 * The furniture home delivery's extras as chosen for the cart (or kept on the order): the floor
 * to carry in to and whether there is a lift, assembly, the booked slot, and what each costs.
 */
export const homeDeliverySchema = z
  .object({
    floor: z.number().int().min(0).max(MAX_FLOOR).meta({ description: '0 for the ground floor' }),
    has_lift: z.boolean(),
    assembly: z.boolean().meta({ description: 'The crew assembles every piece that can be assembled' }),
    slot: deliverySlotChoiceSchema.nullable().meta({ description: 'The booked slot; null when the crew calls to agree a day' }),
    carry_in_net: amountSchema,
    carry_in_gross: amountSchema,
    assembly_net: amountSchema,
    assembly_gross: amountSchema,
    slot_net: amountSchema,
    slot_gross: amountSchema,
    total_net: amountSchema,
    total_gross: amountSchema,
  })
  .meta({ id: 'HomeDelivery' });

/** `PUT /api/cart/home-delivery`: the floor, lift, assembly and slot for a method with home service. */
export const homeDeliveryBodySchema = z
  .object({
    floor: z.number().int().min(0).max(MAX_FLOOR).default(0),
    has_lift: z.boolean().default(false),
    assembly: z.boolean().default(false),
    slot: deliverySlotChoiceSchema.nullable().default(null),
  })
  .meta({ id: 'HomeDeliveryBody' });

/** Delivery option: its fee and the payment methods allowed with it. */
export const deliveryMethodSchema = z
  .object({
    id: idSchema,
    code: z.enum(['showroom_pickup', 'home_delivery', 'parcel_locker']),
    title: z.string(),
    description: z.string(),
    price_net: amountSchema,
    price_gross: amountSchema,
    /** Ids of the payment methods allowed with this delivery method. */
    payment_ids: z.array(idSchema),
    /** Working days from dispatch to delivery (to pickup for the showroom). */
    lead_days: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
    /**
     * When the cart's lines would arrive by this method if ordered now: the latest of its lines that
     * can be bought; without any, the window of an in-stock order.
     */
    delivery_window: deliveryWindowSchema,
    /** True when the order goes to a parcel locker or pick-up point the shopper chooses. */
    needs_pickup_point: z.boolean(),
    /**
     * The carriers whose points can take this cart (every piece fits their box and weight limits);
     * empty for a method without points. A method with points none of whose carriers fit is not offered.
     */
    pickup_carriers: z.array(pickupCarrierSchema),
    /** True for the furniture home delivery: carry-in to the floor, assembly and a booked time slot can be chosen. */
    home_service: z.boolean(),
  })
  .meta({ id: 'DeliveryMethod' });

/** An outside card-payment provider the shop hands payments to. */
export const paymentMethodProviderSchema = z.enum(PAYMENT_PROVIDERS).meta({ id: 'PaymentMethodProvider' });

export const paymentMethodSchema = z
  .object({
    id: idSchema,
    code: z.enum(['cash_on_delivery', 'bank_transfer', 'card_online']),
    title: z.string(),
    description: z.string(),
    /** True when paying redirects to the card gateway. */
    is_online: z.boolean(),
    /**
     * The outside provider that takes the payment (its notices are shown at checkout); null for
     * the shop's own simulated gateway and for offline methods.
     */
    provider: paymentMethodProviderSchema.nullable().meta({
      description: 'The outside provider that takes the payment; null for the shop’s own simulated gateway and for offline methods',
    }),
  })
  .meta({ id: 'PaymentMethod' });

export const couponSchema = z
  .object({
    code: z.string(),
    type: z.enum(['percent', 'fixed']),
    value: z.number().nonnegative(),
    discount_net: amountSchema,
    discount_gross: amountSchema,
    description: z.string(),
  })
  .meta({ id: 'Coupon' });

/** Cart summary, computed by the server, plus delivery and free-shipping figures. */
export const cartSummarySchema = z
  .object({
    total_amount_gross: amountSchema,
    total_amount_net: amountSchema,
    total_discount_amount_gross: amountSchema,
    total_discount_amount_net: amountSchema,
    total_items_amount_gross: amountSchema,
    total_items_amount_net: amountSchema,
    total_quantity: z.number().int().nonnegative(),
    total_profit: z.number(),
    total_saving_net: amountSchema,
    total_saving_gross: amountSchema,
    cart_discount_net: amountSchema,
    cart_discount_gross: amountSchema,
    delivery_price_net: amountSchema,
    delivery_price_gross: amountSchema,
    /** The home delivery's carry-in, assembly and slot (never free with the delivery fee). */
    home_service_net: amountSchema,
    home_service_gross: amountSchema,
    /** Free shipping from 159,900 Ft gross, converted to the request's currency. */
    free_shipping_threshold_gross: amountSchema,
    free_shipping_remaining_gross: amountSchema,
    currency: currencyCodeSchema,
  })
  .meta({ id: 'CartSummary' });

/** The cart. Every cart call answers the whole cart, so totals always come from the server. */
export const cartSchema = z
  .object({
    /** Grows with every change; a client ignores answers older than one it has already applied. */
    revision: z.number().int().nonnegative(),
    products: z.array(cartProductSchema),
    similar_products: z.array(productSchema),
    coupons: z.array(couponSchema),
    delivery_methods: z.array(deliveryMethodSchema),
    payment_methods: z.array(paymentMethodSchema),
    delivery_method: idSchema.nullable(),
    /** The locker or pick-up point chosen for a method that needs one; null otherwise. */
    pickup_point: pickupPointSchema.nullable(),
    /** The home delivery's floor, assembly and slot while the chosen method has home service; null otherwise. */
    home_delivery: homeDeliverySchema.nullable(),
    payment_method: idSchema.nullable(),
    customer_data: customerDataSchema,
    summary: cartSummarySchema,
    comment: z.string().nullable(),
    is_newsletter_subscription: z.boolean(),
  })
  .meta({ id: 'Cart' });

const quantitySchema = z.number().int().min(0).max(999);

/** `POST /api/cart/product`: add pieces of a product. */
export const addCartProductBodySchema = z.object({ product_id: idSchema, quantity: quantitySchema.min(1).default(1) }).meta({ id: 'AddCartProductBody' });

/** `PUT /api/cart/product/{id}`: set the quantity; 0 removes the line. */
/**
 * `PUT /api/cart/product/{id}`: the product is the address's `id`; `product_id` may repeat it (as
 * the original API has it) and must then be the same.
 */
export const setCartProductBodySchema = z
  .object({
    product_id: idSchema.optional().meta({ description: 'The product of the address, repeated; optional' }),
    quantity: quantitySchema,
  })
  .meta({ id: 'SetCartProductBody' });

/**
 * `POST /api/cart/coupon`. A coupon needs an e-mail: the checkout's, this body's, or the logged-in
 * customer's.
 */
export const couponBodySchema = z.object({ code: z.string().trim().min(1).max(64), email: emailSchema.optional() }).meta({ id: 'CouponBody' });

export const methodBodySchema = z.object({ id: idSchema }).meta({ id: 'MethodBody' });

/**
 * `PUT /api/cart/method/delivery`: the method, and for one that needs it the locker or pick-up
 * point (it may also be chosen later, but an order is not placed without it).
 */
export const deliveryMethodBodySchema = z
  .object({
    id: idSchema,
    pickup_point_id: z.string().trim().min(1).max(64).nullable().optional().meta({ description: 'A point of one of the method’s `pickup_carriers`' }),
  })
  .meta({ id: 'DeliveryMethodBody' });

export interface AddCartProductBody extends z.input<typeof addCartProductBodySchema> {}
/** A cart as the API answers it; its parts by their own names (`CartProduct`, `CartSummary`, …). */
export interface Cart
  extends Omit<z.infer<typeof cartSchema>, 'products' | 'similar_products' | 'coupons' | 'delivery_methods' | 'payment_methods' | 'customer_data' | 'summary'> {
  products: CartProduct[];
  similar_products: Product[];
  coupons: Coupon[];
  delivery_methods: DeliveryMethod[];
  payment_methods: PaymentMethod[];
  customer_data: CustomerData;
  summary: CartSummary;
}
/** One line of a cart: the product, its quantity, unit and line prices, and a notice when stock changed it. */
export interface CartProduct extends Omit<z.infer<typeof cartProductSchema>, 'product' | 'notice'> {
  product: Product;
  notice: LineNotice | null;
}
export interface CartSummary extends z.infer<typeof cartSummarySchema> {}
export interface ConsentFields extends z.infer<typeof consentFieldsSchema> {}
export interface Coupon extends z.infer<typeof couponSchema> {}
export interface CouponBody extends z.input<typeof couponBodySchema> {}
export interface CustomerBody extends z.input<typeof customerBodySchema> {}
export interface CustomerData extends z.infer<typeof customerDataSchema> {}
export interface DeliveryData extends z.infer<typeof deliveryDataSchema> {}
export interface DeliveryMethod extends z.infer<typeof deliveryMethodSchema> {}
export interface DeliverySlot extends z.infer<typeof deliverySlotSchema> {}
export type DeliverySlotList = DeliverySlot[];
export interface HomeDelivery extends z.infer<typeof homeDeliverySchema> {}
export interface HomeDeliveryBody extends z.input<typeof homeDeliveryBodySchema> {}
export interface InvoiceData extends z.infer<typeof invoiceDataSchema> {}
export interface LineNotice extends z.infer<typeof lineNoticeSchema> {}
export interface MethodBody extends z.input<typeof methodBodySchema> {}
export interface DeliveryMethodBody extends z.input<typeof deliveryMethodBodySchema> {}
export interface PaymentMethod extends z.infer<typeof paymentMethodSchema> {}
export type PaymentMethodProvider = z.infer<typeof paymentMethodProviderSchema>;
export interface SetCartProductBody extends z.input<typeof setCartProductBodySchema> {}
