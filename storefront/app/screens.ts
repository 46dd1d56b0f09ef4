import type { RouteName } from 'otthon';

/**
 * The route module that renders each screen of the route table (requirements §2), shared by both
 * languages. `null`: the screen is not built yet, so its paths fall through to the CMS catch-all
 * (and the end-to-end suite lists it as missing).
 */
export const screens = {
  index: 'routes/home.tsx',
  search: 'routes/product-list.tsx',
  sale: 'routes/product-list.tsx',
  blog: 'routes/blog.tsx',
  'blog-slug': 'routes/blog-post.tsx',
  favourites: 'routes/favourites.tsx',
  faq: 'routes/cms-page.tsx',
  terms: 'routes/cms-page.tsx',
  account: 'routes/account.tsx',
  'account-orders': 'routes/account-orders.tsx',
  cart: 'routes/cart.tsx',
  'cart-data': 'routes/cart-data.tsx',
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
  'orders-order_hash': 'routes/order.tsx',
  'checkout-result': 'routes/checkout-result.tsx',
  'checkout-result-order_hash': 'routes/checkout-result.tsx',
  'offer-data': 'routes/offer-data.tsx',
  'checkout-offer-offer_hash': 'routes/offer.tsx',
  'data-sheet': 'routes/data-sheet.tsx',
  newsletter: 'routes/newsletter.tsx',
  'auth-login': 'routes/auth-login.tsx',
  'auth-register': 'routes/auth-register.tsx',
  'auth-register-success': 'routes/auth-register-success.tsx',
  'auth-activate': 'routes/auth-activate.tsx',
  'auth-password-reminder': 'routes/auth-password-reminder.tsx',
  'auth-password-reset': 'routes/auth-password-reset.tsx',
  'offer-result': 'routes/offer-result.tsx',
  'cookie-settings': 'routes/cookie-settings.tsx',
  showroom: 'routes/showroom.tsx',
  withdrawal: 'routes/withdrawal.tsx',
  page_slug: 'routes/cms-page.tsx',
} as const satisfies Record<RouteName, string | null>;

/** The id of a screen's route in one language: unique per route, as React Router requires. */
export const routeId = (name: RouteName, locale: string) => `${name}.${locale}`;

/** The id of the Hungarian home served at `/` (requirements §2). */
export const ROOT_HOME_ID = 'index.root';
