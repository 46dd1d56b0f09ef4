import { currencyFromCookie, isApiError, localeFromPath, serializeShopKey, shopKey, type ShopKeyName, vatModeFromCookie } from 'otthon';
import { SHOP_VAT_MODE } from './vat-mode.js';
import { type AppLoadContext, data } from 'react-router';

/**
 * The shopper's language, currency and VAT mode for this request, and a way to file loaded data
 * under the key the hooks will ask for — language and currency included (field notes: SWR).
 */
export function shopRequest(request: Request) {
  const cookie = request.headers.get('cookie');
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const currency = currencyFromCookie(cookie);
  const vatMode = vatModeFromCookie(cookie, SHOP_VAT_MODE);
  return {
    url,
    locale,
    currency,
    vatMode,
    key: (name: ShopKeyName, ...args: unknown[]) => serializeShopKey(shopKey(name, locale, currency, ...args)),
  };
}

/**
 * The `Set-Cookie` lines the API answered during this request (session, `XSRF-TOKEN`,
 * `currency_id`), for `data(…, { headers })`: a cookie set in-process reaches the browser only
 * through the loader's answer.
 */
export function apiCookieHeaders(context: AppLoadContext): Headers {
  const headers = new Headers();
  for (const line of context.apiSetCookies()) headers.append('Set-Cookie', line);
  return headers;
}

/** The page's own path as the visitor asked for it, for 'Page Not Found: {path}'. */
export function requestedPath(request: Request): string {
  const { pathname } = new URL(request.url);
  // Single-fetch data requests end in `.data`; the visitor asked for the page itself.
  return pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
}

/** What a 404 answer carries to the root error boundary. */
export interface NotFoundData {
  /** The path the visitor asked for, for the title 'Page Not Found: {path}'. */
  path: string;
  /** The home's data under its hook's key: the categories and best products to go on to. */
  fallback: Record<string, unknown>;
}

/**
 * A fatal 404 (requirements §2 route validity): the root error boundary shows 'Page Not Found: {path}'
 * and the answer has the 404 status. The page offers the shop's categories and best products to go
 * on to; they come with the answer, so they are in the page without scripts and without a second
 * request (a home that fails to load leaves them to the browser).
 */
export async function notFound(request: Request, context: AppLoadContext): Promise<never> {
  const { key } = shopRequest(request);
  const home = await context.shop.home().catch(() => undefined);
  const body: NotFoundData = { path: context.unreadablePath ?? requestedPath(request), fallback: home === undefined ? {} : { [key('home')]: home } };
  throw data(body, { status: 404, headers: apiCookieHeaders(context) });
}

/** Runs an API read whose 404 means the page does not exist (unknown product, category, article, page). */
export async function orNotFound<T>(read: Promise<T>, request: Request, context: AppLoadContext): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return notFound(request, context);
    throw error;
  }
}
