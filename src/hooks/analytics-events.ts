import { TRACKED_CURRENCY, TRACKED_UNIT, type Locale } from '../domain/constants.js';
import { hashIdentifier } from '../domain/hashing.js';
import { tierUnitPrice } from '../domain/price-tiers.js';
import type { AnalyticsEcommerce, AnalyticsEvent, AnalyticsItem, AnalyticsUserData, TrackedProduct, TrackEvent } from './analytics.js';

// Loaded on the first event after consent: visitors who never consent never download it.

function item(product: TrackedProduct, quantity: number, fallbackPrice?: number): AnalyticsItem {
  const huf = product.prices_by_currencies[TRACKED_CURRENCY];
  const price = huf ? tierUnitPrice(huf, huf.qty_discounts, quantity, 'gross') : fallbackPrice;
  return {
    item_id: String(product.id),
    item_name: product.title,
    item_sku: product.sku,
    ...(product.brand ? { item_brand: product.brand.name } : {}),
    ...(product.category
      ? { item_category: product.category.title, google_product_category: product.category.merchant_identifiers.google }
      : {}),
    ...(price === undefined ? {} : { price }),
    quantity,
    unit: TRACKED_UNIT,
  };
}

function ecommerce(items: AnalyticsItem[], coupon?: string): AnalyticsEcommerce {
  const value = items.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0);
  return { currency: TRACKED_CURRENCY as 'HUF', value, items, ...(coupon ? { coupon } : {}) };
}

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

/**
 * The payload of an event: prices in forints from `prices_by_currencies.HUF` at the tier the
 * quantity reaches, unit 'db', identifiers hashed (spec §7, §9). `ads` adds hashed identifiers.
 */
export async function buildAnalyticsEvent(input: TrackEvent, context: { locale: Locale; ads: boolean }): Promise<AnalyticsEvent> {
  switch (input.name) {
    case 'page_view': {
      const user = context.ads && input.user ? await userData({ id: input.user.id, email: input.user.email ?? null }) : null;
      return {
        event: 'page_view',
        page_path: input.path,
        ...(input.title ? { page_title: input.title } : {}),
        language: context.locale,
        ...(user ? { user_data: user } : {}),
      };
    }
    case 'begin_checkout':
      return {
        event: 'begin_checkout',
        ecommerce: ecommerce(
          input.cart.products.map((line) => item(line.product, line.quantity)),
          input.cart.coupons[0]?.code,
        ),
      };
    case 'purchase': {
      const { order } = input;
      const inForints = order.currency === TRACKED_CURRENCY;
      const items = order.items.map(
        (line): AnalyticsItem =>
          line.product
          ? item(line.product, line.quantity, inForints ? line.price_gross : undefined)
            : {
                item_id: String(line.product_id),
                item_name: line.name,
                item_sku: line.sku,
                quantity: line.quantity,
                unit: TRACKED_UNIT,
                ...(inForints ? { price: line.price_gross } : {}),
              },
      );
      const base = ecommerce(items, order.coupon?.code);
      return {
        event: 'purchase',
        ecommerce: {
          ...base,
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
    default:
      return { event: input.name, ecommerce: ecommerce([item(input.product, input.quantity ?? 1)]) };
  }
}
