import { TRACKED_CURRENCY, TRACKED_UNIT } from '../domain/constants.js';
import { tierUnitPrice } from '../domain/price-tiers.js';
import type { AnalyticsEcommerce, AnalyticsEvent, AnalyticsItem, TrackedProduct } from './analytics.js';

/** One product line: the forint price of its tier at this quantity, the piece as unit. */
export function analyticsItem(product: TrackedProduct, quantity: number, fallbackPrice?: number): AnalyticsItem {
  const huf = product.prices_by_currencies[TRACKED_CURRENCY];
  const price = huf ? tierUnitPrice(huf, huf.qty_discounts, quantity, 'gross') : fallbackPrice;
  return {
    item_id: String(product.id),
    item_name: product.title,
    item_sku: product.sku,
    ...(product.brand ? { item_brand: product.brand.name } : {}),
    ...(product.category ? { item_category: product.category.title, google_product_category: product.category.merchant_identifiers.google } : {}),
    ...(price === undefined ? {} : { price }),
    quantity,
    unit: TRACKED_UNIT,
  };
}

export function ecommerce(items: AnalyticsItem[], coupon?: string): AnalyticsEcommerce {
  const value = items.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0);
  return { currency: TRACKED_CURRENCY as 'HUF', value, items, ...(coupon ? { coupon } : {}) };
}

/** An event about product lines: viewing, adding, removing, wishing, starting checkout. */
export function itemsEvent(
  name: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'begin_checkout',
  lines: ReadonlyArray<{ product: TrackedProduct; quantity: number }>,
  coupon?: string,
): AnalyticsEvent {
  return {
    event: name,
    ecommerce: ecommerce(
      lines.map((line) => analyticsItem(line.product, line.quantity)),
      coupon,
    ),
  };
}
