import type { Order } from '../contract/index.js';
import { TRACKED_CURRENCY, TRACKED_UNIT } from '../domain/constants.js';
import { hashIdentifier } from '../domain/hashing.js';
import type { AnalyticsContext, AnalyticsEvent, AnalyticsItem, AnalyticsUserData, TrackEvent } from './analytics.js';
import { analyticsItem, ecommerce, itemsEvent } from './analytics-items.js';

async function userData(values: { email?: string | null; phone?: string | null; id?: number | string | null }): Promise<AnalyticsUserData> {
  // Without Web Crypto (plain http) identifiers are left out, never sent in the clear.
  const hash = (value: string | number | null | undefined) => hashIdentifier(value).catch(() => null);
  const [email, phone, id] = await Promise.all([hash(values.email), hash(values.phone), hash(values.id)]);
  return {
    ...(email ? { sha256_email_address: email } : {}),
    ...(phone ? { sha256_phone_number: phone } : {}),
    ...(id ? { sha256_user_id: id } : {}),
  };
}

/** A page view; with advertising consent, the logged-in customer's hashed identifiers. */
export async function pageViewEvent(input: Extract<TrackEvent, { name: 'page_view' }>, context: AnalyticsContext): Promise<AnalyticsEvent> {
  const user = context.ads && input.user ? await userData({ id: input.user.id, email: input.user.email ?? null }) : null;
  return {
    event: 'page_view',
    page_path: input.path,
    ...(input.title ? { page_title: input.title } : {}),
    language: context.locale,
    ...(user ? { user_data: user } : {}),
  };
}

/**
 * A purchase (purchase-tracking fields): forint totals, shipping and tax when the order
 * was placed in forints, else forint item prices from the products; with advertising consent the
 * hashed e-mail and phone — never names or addresses, never the order's secret hash.
 */
export async function purchaseEvent(order: Order, context: AnalyticsContext): Promise<AnalyticsEvent> {
  const inForints = order.currency === TRACKED_CURRENCY;
  const items = order.items.map(
    (line): AnalyticsItem =>
      line.product
        ? analyticsItem(line.product, line.quantity, inForints ? line.price_gross : undefined)
        : {
            item_id: String(line.product_id),
            item_name: line.name,
            item_sku: line.sku,
            quantity: line.quantity,
            unit: TRACKED_UNIT,
            ...(inForints ? { price: line.price_gross } : {}),
          },
  );
  return {
    event: 'purchase',
    ecommerce: {
      ...ecommerce(items, order.coupon?.code),
      transaction_id: order.transaction_id ?? String(order.id),
      // The order's own totals are exact only when it was placed in forints.
      ...(inForints
        ? {
            value: order.summary.total_amount_gross,
            shipping: order.delivery.price_gross,
            tax: order.summary.total_amount_gross - order.summary.total_amount_net,
          }
        : {}),
    },
    is_new_account: order.is_new_account,
    ...(context.ads ? { user_data: await userData({ email: order.partner_email, phone: order.partner_phone }) } : {}),
  };
}

/**
 * The payload of any event: prices in forints from `prices_by_currencies.HUF` at the tier the
 * quantity reaches, unit 'db', identifiers hashed.
 */
export async function buildAnalyticsEvent(input: TrackEvent, context: AnalyticsContext): Promise<AnalyticsEvent> {
  switch (input.name) {
    case 'page_view':
      return pageViewEvent(input, context);
    case 'begin_checkout':
      return itemsEvent('begin_checkout', input.cart.products, input.cart.coupons[0]?.code);
    case 'purchase':
      return purchaseEvent(input.order, context);
    default:
      return itemsEvent(input.name, [{ product: input.product, quantity: input.quantity ?? 1 }]);
  }
}
