import type { RouteName } from 'otthon';

/**
 * The route module that renders each screen of the route table (spec §2), shared by both
 * languages. `null`: the screen is not built yet, so its paths fall through to the CMS catch-all
 * (and the end-to-end suite lists it as missing).
 */
export const screens = {
  index: 'routes/home.tsx',
  search: null,
  sale: null,
  blog: null,
  'blog-slug': null,
  favourites: null,
  faq: 'routes/cms-page.tsx',
  terms: 'routes/cms-page.tsx',
  account: null,
  'account-orders': null,
  cart: null,
  'cart-data': null,
  product: null,
  'products-product_slug': null,
  'all-products': null,
  'categories-category_slug': null,
  careers: 'routes/cms-page.tsx',
  'cookie-rules': 'routes/cms-page.tsx',
  company: 'routes/cms-page.tsx',
  contact: null,
  stocks: 'routes/cms-page.tsx',
  delivery: 'routes/cms-page.tsx',
  'delivery-and-payment': 'routes/cms-page.tsx',
  'orders-order_hash': null,
  'checkout-result': null,
  'checkout-result-order_hash': null,
  'offer-data': null,
  'checkout-offer-offer_hash': null,
  'data-sheet': null,
  newsletter: null,
  'auth-login': null,
  'auth-register': null,
  'auth-register-success': null,
  'auth-activate': null,
  'auth-password-reminder': null,
  'auth-password-reset': null,
  'offer-result': null,
  'cookie-settings': null,
  showroom: null,
  page_slug: 'routes/cms-page.tsx',
} as const satisfies Record<RouteName, string | null>;

/** The id of a screen's route in one language: unique per route, as React Router requires. */
export const routeId = (name: RouteName, locale: string) => `${name}.${locale}`;

/** The id of the Hungarian home served at `/` (spec §2). */
export const ROOT_HOME_ID = 'index.root';
