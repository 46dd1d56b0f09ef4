import type { Locale, ShopApi } from 'otthon';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';

/**
 * What the host hands every loader of one request. The shop API runs in the same process (no
 * HTTP hop) with this request's cookies, so the session, the XSRF token and the `currency_id`
 * cookie apply exactly as they would to a browser's own call.
 */
export interface ShopLoadContext {
  /** The CSP nonce of this response; every inline and entry script carries it. */
  readonly nonce: string;
  /** The language of the requested path (`/en/…` or `/hu/…`, `/` is Hungarian). */
  readonly locale: Locale;
  /** The shop's public origin, for canonical and `hreflang` addresses. */
  readonly origin: string;
  /** Whether the user agent looks like a crawler (requirements §4: crawlers get no error page). */
  readonly isCrawler: boolean;
  /** The deployed client build's version, to tell a newer deployment (requirements §7 build manifest). */
  readonly buildVersion: string;
  /** The `/api` calls of the contract, in-process, with this request's cookies, in the page's language. */
  readonly shop: ShopApi;
  /** The same calls in another language (the sitemap lists both). */
  readonly shopIn: (locale: Locale) => ShopApi;
  /** Every `Set-Cookie` the API answered during this request so far, for the browser. */
  readonly apiSetCookies: () => readonly string[];
  /**
   * The answer is shared by every anonymous visitor (a page the same for everyone without the
   * shop's cookies, see host/page-cache.ts, kept by shared caches): loaders must leave the
   * visitor's own data (cart, favourites, user) out; the browser fetches it after hydration.
   */
  readonly sharedPage: boolean;
  /**
   * The path the visitor asked for when its address cannot name a page (broken percent-encoding,
   * a NUL; host/unreadable-address.ts): the host renders the catch-all page instead, which answers
   * the 404 page for this path. Null for every readable address.
   */
  readonly unreadablePath: string | null;
}

declare module 'react-router' {
  // Loaders and actions receive the host's context as `context`.
  interface AppLoadContext extends ShopLoadContext {}
}

/** A loader's arguments with the host's context typed (React Router leaves it `any` by default). */
export type ShopLoaderArgs = LoaderFunctionArgs<AppLoadContext>;
