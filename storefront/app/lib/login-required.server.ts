import { isApiError } from 'otthon';
import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from './return-path.js';
import { apiCookieHeaders, requestedPath, shopRequest } from './shop-data.server.js';

/**
 * Runs an API read that needs a logged-in customer: a visitor (401) goes to the login page of
 * the page's language and comes back to this page afterwards.
 */
export async function orLogin<T>(read: Promise<T>, request: Request, context: AppLoadContext): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const { locale, url } = shopRequest(request);
      // A data request of the router carries its own parameter, which is no part of the page's address.
      const query = new URLSearchParams(url.search);
      query.delete('_routes');
      const search = query.size > 0 ? `?${query}` : '';
      throw redirect(loginPath(locale, `${requestedPath(request)}${search}`), { headers: apiCookieHeaders(context) });
    }
    throw error;
  }
}
