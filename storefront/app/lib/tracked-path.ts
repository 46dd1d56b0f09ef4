import { matchPath, type RouteName, routeTable } from 'otthon';

/**
 * Routes whose address is a secret: whoever holds it opens someone's order or quote (with their
 * name and address), activates their account or sets their password.
 */
const SECRET_ROUTES: ReadonlySet<RouteName> = new Set([
  'orders-order_hash',
  'checkout-result-order_hash',
  'checkout-offer-offer_hash',
  'auth-activate',
  'auth-password-reset',
]);

/** Query parameters that carry the same secrets (the payment gateway's return, the quote result). */
const SECRET_PARAMS = ['order_hash', 'offer_hash', 'attempt', 'sig', 'token'];

/**
 * The address a page view reports to analytics: the page's own path and query, except that an
 * order's or quote's hash and a one-time token are replaced by the route's pattern
 * (`/hu/orders/{order_hash}`) and dropped from the query, so trackers never receive a key to a
 * customer's personal data (field notes: no personal data in tracker payloads).
 */
export function trackedPath(pathname: string, search: string): string {
  const match = matchPath(pathname);
  const path = match && SECRET_ROUTES.has(match.name) ? routeTable.find((route) => route.name === match.name)!.paths[match.locale] : pathname;
  const query = new URLSearchParams(search);
  for (const name of SECRET_PARAMS) query.delete(name);
  return query.size > 0 ? `${path}?${query}` : path;
}
