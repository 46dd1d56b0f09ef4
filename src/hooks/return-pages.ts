import { buildPath, pathPrefix } from '../i18n/routes.js';
import type { ReturnPage, ReturnUrlBuilder, ShopRuntime, ShopSettings } from './shop-context.js';
import { routePath } from './use-route-path.js';

// Kept apart from the provider so that the route table loads with the hooks that send shoppers
// away (checkout, payment retry, sign-up, password reminder), not with every page's provider.

/** The package's own routes for the pages the server sends shoppers back to. */
const DEFAULT_RETURN_PAGES: Record<ReturnPage, ReturnUrlBuilder> = {
  paymentResult: (locale) => buildPath('checkout-result', locale),
  // The server completes these with the token.
  passwordReset: (locale) => pathPrefix('auth-password-reset', locale),
  activation: (locale) => pathPrefix('auth-activate', locale),
};

/** The provider's prop that sets each page to the app's own. */
const RETURN_PAGE_PROPS = {
  paymentResult: 'paymentResultUrl',
  passwordReset: 'passwordResetUrl',
  activation: 'activationUrl',
} as const satisfies Record<ReturnPage, keyof ShopSettings>;

/** This site's origin, for the return addresses the API sends shoppers back to: the provider's, else the page's. */
function siteOrigin(shop: ShopRuntime): string {
  return shop.settings().siteOrigin ?? (typeof location === 'undefined' ? '' : location.origin);
}

/** The absolute address of a page the server sends shoppers back to, in the current language. */
export function returnUrl(shop: ShopRuntime, page: ReturnPage): string {
  const address = (shop.settings()[RETURN_PAGE_PROPS[page]] ?? DEFAULT_RETURN_PAGES[page])(shop.locale);
  return address.startsWith('/') && !address.startsWith('//') ? siteOrigin(shop) + address : address;
}

/**
 * Where an order placed without a card payment is shown: the package's result route, or the
 * app's own `paymentResultUrl` page with `order_hash` when one is configured.
 */
export function orderResultUrl(shop: ShopRuntime, orderHash: string): string {
  if (!shop.settings().paymentResultUrl) return routePath(shop, 'checkout-result-order_hash', { order_hash: orderHash });
  // The consumer's result page, as the gateway's return reaches it (without a payment attempt).
  const url = new URL(returnUrl(shop, 'paymentResult'));
  url.searchParams.set('order_hash', orderHash);
  return url.href;
}
