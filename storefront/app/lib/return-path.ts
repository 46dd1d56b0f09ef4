import { buildPath, type Locale, matchPath } from 'otthon';

/** The query parameter of the login page that holds where to go back to after logging in. */
export const RETURN_PARAM = 'redirect';

/**
 * A return address from a query string, if it is a path of this site: `/hu/account?page=2`
 * passes; another origin (`//evil`, `/\evil`, `https://shop@evil`), a scheme (`javascript:`) or
 * control characters do not (field notes: return URLs are checked against this site's origin).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs, which could turn `/\t/evil` into `//evil`.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page of a language, with the page to return to afterwards. */
export function loginPath(locale: Locale, returnTo?: string | null): string {
  const path = buildPath('auth-login', locale);
  const back = safeReturnPath(returnTo);
  return back ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : path;
}

/**
 * The header's login link from the page the shopper is on: back to this page afterwards (logging
 * in from the cart lands in the cart). On the login, registration and password pages themselves
 * it keeps the return address they already carry rather than returning to a form.
 */
export function headerLoginPath(locale: Locale, pathname: string, search: string): string {
  const route = matchPath(pathname)?.name;
  if (route?.startsWith('auth-')) return loginPath(locale, new URLSearchParams(search).get(RETURN_PARAM));
  return loginPath(locale, `${pathname}${search}`);
}
