import { buildPath, isApiError } from 'otthon';
import { type AppLoadContext, redirect } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from './return-path.js';
import { apiCookieHeaders, shopRequest } from './shop-data.server.js';

/**
 * The login and registration pages are for visitors: a logged-in customer goes on to where the
 * login would have led (the return path, else the account).
 */
export async function redirectIfLoggedIn(request: Request, context: AppLoadContext): Promise<void> {
  const user = await context.shop.user().catch((error: unknown) => {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  });
  if (!user) return;
  const { locale, url } = shopRequest(request);
  throw redirect(safeReturnPath(url.searchParams.get(RETURN_PARAM)) ?? buildPath('account', locale), { headers: apiCookieHeaders(context) });
}
