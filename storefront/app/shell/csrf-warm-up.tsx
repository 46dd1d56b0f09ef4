import { useShop, XSRF_COOKIE_NAME } from 'otthon';
import { useEffect } from 'react';

/**
 * A page every cookie-less visitor shares (home, product, category, blog… host/page-cache.ts) may
 * come from the shared page cache, which sends no cookies: the browser has no XSRF token yet, and
 * its first change (an add-to-cart) would have to fetch one first. Shortly after hydration, fetch
 * it then — unless an answer since (the router's route discovery, the cart) already brought it —
 * so the first click costs one request, not two.
 */
export function CsrfWarmUp() {
  const { client } = useShop();
  useEffect(() => {
    // A second after hydration: out of its way, and usually long before the first click.
    const id = window.setTimeout(() => {
      if (client.readCookie(XSRF_COOKIE_NAME) === undefined) client.refreshCsrfCookie().catch(() => undefined);
    }, 1_000);
    return () => window.clearTimeout(id);
  }, [client]);
  return null;
}
