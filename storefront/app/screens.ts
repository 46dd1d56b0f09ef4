import type { RouteName } from 'otthon';

/**
 * The route module that renders each screen of the route table (spec §2), shared by both
 * languages. `null`: the screen is not built yet, so its paths fall through to the CMS catch-all
 * (and the end-to-end suite lists it as missing).
 */
export const screens = {
  index: 'routes/home.tsx',
  search: 'routes/product-list.tsx',
  sale: 'routes/product-list.tsx',
  blog: 'routes/blog.tsx',
  'blog-slug': 'routes/blog-post.tsx',
  favourites: null,
  faq: 'routes/cms-page.tsx',
  terms: 'routes/cms-page.tsx',
  account: null,
  'account-orders': null,
  cart: null,
  'cart-data': null,
  product: 'routes/product-finder.tsx',
  'products-product_slug': 'routes/product.tsx',
  'all-products': 'routes/product-list.tsx',
  'categories-category_slug': 'routes/category.tsx',
  careers: 'routes/cms-page.tsx',
  'cookie-rules': 'routes/cms-page.tsx',
  company: 'routes/cms-page.tsx',
  contact: 'routes/contact.tsx',
  stocks: 'routes/cms-page.tsx',
  delivery: 'routes/cms-page.tsx',
  'delivery-and-payment': 'routes/cms-page.tsx',
  'orders-order_hash': null,
  'checkout-result': null,
  'checkout-result-order_hash': null,
  'offer-data': null,
  'checkout-offer-offer_hash': null,
  'data-sheet': 'routes/data-sheet.tsx',
  newsletter: 'routes/newsletter.tsx',
  'auth-login': null,
  'auth-register': null,
  'auth-register-success': null,
  'auth-activate': null,
  'auth-password-reminder': null,
  'auth-password-reset': null,
  'offer-result': null,
  'cookie-settings': 'routes/cookie-settings.tsx',
  showroom: 'routes/showroom.tsx',
  page_slug: 'routes/cms-page.tsx',
} as const satisfies Record<RouteName, string | null>;

/** The id of a screen's route in one language: unique per route, as React Router requires. */
export const routeId = (name: RouteName, locale: string) => `${name}.${locale}`;

/** The id of the Hungarian home served at `/` (spec §2). */
export const ROOT_HOME_ID = 'index.root';
