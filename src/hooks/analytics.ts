import type { Cart, Order, Product } from '../contract/index.js';
import type { Locale } from '../domain/constants.js';

/** The commerce and page events the hooks and the storefront report. */
export type AnalyticsEventName = 'page_view' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'begin_checkout' | 'purchase';

/** What the caller knows about a product; prices are taken from `prices_by_currencies.HUF`. */
export type TrackedProduct = Pick<Product, 'id' | 'title' | 'sku' | 'brand' | 'category' | 'prices_by_currencies'>;

/** What happened, described with the shop's own objects; the provider turns it into an {@link AnalyticsEvent}. */
export type TrackEvent =
  | { name: 'page_view'; path: string; title?: string; user?: { id: number | string; email?: string | null } | null }
  | { name: 'view_item' | 'add_to_wishlist'; product: TrackedProduct; quantity?: number }
  | { name: 'add_to_cart' | 'remove_from_cart'; product: TrackedProduct; quantity: number }
  | { name: 'begin_checkout'; cart: Pick<Cart, 'products' | 'coupons'> }
  | { name: 'purchase'; order: Order };

/** One product line of an event. Prices are gross forints; the unit is the piece ('db'). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_sku: string;
  item_brand?: string;
  item_category?: string;
  /** The Google product taxonomy id of the product's category (merchant_identifiers.google). */
  google_product_category?: string;
  price?: number;
  quantity: number;
  unit: 'db';
}

export interface AnalyticsEcommerce {
  /** Always HUF, whatever currency the shopper browses in. */
  currency: 'HUF';
  value: number;
  items: AnalyticsItem[];
  coupon?: string;
}

/**
 * Hashed identifiers (SHA-256 of the trimmed, lower-cased value); only sent with advertising
 * consent. Names and addresses are never sent.
 */
export interface AnalyticsUserData {
  sha256_email_address?: string;
  sha256_phone_number?: string;
  sha256_user_id?: string;
}

/** The payload a sink receives, in the GA4 / Google Tag Manager data-layer shape. */
export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string; page_title?: string; language: Locale; user_data?: AnalyticsUserData }
  | { event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'begin_checkout'; ecommerce: AnalyticsEcommerce }
  | {
      event: 'purchase';
      ecommerce: AnalyticsEcommerce & { transaction_id: string; shipping?: number; tax?: number };
      is_new_account: boolean;
      user_data?: AnalyticsUserData;
    };

/** Where analytics events go: a tag manager's data layer, a test spy, a server endpoint… */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

/** What a payload is built for: the page's language and whether hashed identifiers may go. */
export interface AnalyticsContext {
  locale: Locale;
  /** Advertising consent. */
  ads: boolean;
}

/** Builds a payload once consent is known; runs after every earlier event's build. */
export type AnalyticsBuilder = (context: AnalyticsContext) => AnalyticsEvent | Promise<AnalyticsEvent>;

/** What the visitor agreed to; everything is denied until they say otherwise (Consent Mode v2). */
export interface AnalyticsConsent {
  /** Measurement: without it nothing is sent at all. */
  analytics: boolean;
  /** Advertising: without it no hashed identifiers are sent. */
  ads: boolean;
}

/**
 * A sink that pushes events onto a data layer (Google Tag Manager's `window.dataLayer` unless
 * another array is given), clearing the previous `ecommerce` object first as GA4 asks.
 *
 * @example <ShopProvider analytics={createDataLayerSink()} consent={consent}>…</ShopProvider>
 */
export function createDataLayerSink(target?: unknown[]): AnalyticsSink {
  return {
    send(event) {
      const layer = target ?? ((globalThis as { dataLayer?: unknown[] }).dataLayer ??= []);
      if ('ecommerce' in event) layer.push({ ecommerce: null });
      layer.push(event);
    },
  };
}
