import type { RouteName } from 'otthon';

/**
 * Screens search engines should list: the catalogue, content and information pages. The rest are
 * personal (cart, checkout, account, orders, favourites) or transient (login, results).
 */
export const INDEXED_SCREENS = new Set<RouteName>([
  'index',
  'sale',
  'blog',
  'blog-slug',
  'faq',
  'terms',
  'all-products',
  'product',
  'products-product_slug',
  'categories-category_slug',
  'careers',
  'cookie-rules',
  'company',
  'contact',
  'stocks',
  'delivery',
  'delivery-and-payment',
  'data-sheet',
  'newsletter',
  'showroom',
  'page_slug',
]);

/** Screens crawlers should not even fetch: personal data behind the visitor's session. */
export const PRIVATE_SCREENS: readonly RouteName[] = [
  'account',
  'account-orders',
  'cart',
  'cart-data',
  'orders-order_hash',
  'checkout-result',
  'checkout-result-order_hash',
  'offer-data',
  'checkout-offer-offer_hash',
  'offer-result',
  'favourites',
  'auth-activate',
  'auth-password-reset',
];
