import { buildPath, pathPrefix } from '../i18n/routes.js';
import type { ReturnPage, ReturnUrlBuilder, ShopRuntime } from './shop-context.js';
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

/** The absolute address of a page the server sends shoppers back to, in the current language. */
export function returnUrl(shop: ShopRuntime, page: ReturnPage): string {
  const address = (shop.returnPages()[page] ?? DEFAULT_RETURN_PAGES[page])(shop.locale);
  return address.startsWith('/') && !address.startsWith('//') ? shop.siteOrigin() + address : address;
}

/**
 * Where an order placed without a card payment is shown: the package's result route, or the
 * app's own `paymentResultUrl` page with `order_hash` when one is configured.
 */
export function orderResultUrl(shop: ShopRuntime, orderHash: string): string {
  if (!shop.returnPages().paymentResult) return routePath(shop, 'checkout-result-order_hash', { order_hash: orderHash });
  // The consumer's result page, as the gateway's return reaches it (without a payment attempt).
  const url = new URL(returnUrl(shop, 'paymentResult'));
  url.searchParams.set('order_hash', orderHash);
  return url.href;
}
