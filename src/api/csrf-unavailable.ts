import { ApiError } from './api-error.js';

/**
 * The page cannot read the API's `XSRF-TOKEN` cookie even right after `/sanctum/csrf-cookie` set
 * it: the API is on another site, so the browser keeps that site's cookies from this page and
 * every change would be refused with 419. The message names the two set-ups that work. Only a
 * misconfigured deployment meets it, so the client loads this module when it happens.
 */
export function csrfUnavailable(origin: string): ApiError {
  const api = origin || 'the API';
  return new ApiError({
    status: 419,
    kind: 'csrf-unavailable',
    message:
      `The XSRF-TOKEN cookie of ${api} cannot be read on this page, so the API would refuse every change (419). ` +
      'Serve the API from this page\'s own origin through a proxy (as the reference storefront does: apiOrigin "" and /api, /sanctum forwarded), ' +
      "or from the same site (shop.example.hu with api.shop.example.hu) with the API's cookie domain set to the parent domain " +
      '(COOKIE_DOMAIN=.shop.example.hu on the reference server) and this origin in its CORS origins (PUBLIC_ORIGINS).',
  });
}
