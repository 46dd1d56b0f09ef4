import { readCookies } from 'otthon';
import { routePatterns } from '../app/route-patterns.js';

/**
 * Anonymous product and category pages are the same for every visitor who has none of the shop's
 * cookies: the page's language comes from its path, the currency and VAT mode are the shop's
 * defaults, and nothing personal (cart, favourites, user) is rendered into them — the browser
 * fetches those after hydration. Such an answer can be kept by shared caches (a CDN, a reverse
 * proxy) and by the host itself; every other answer stays private.
 */

/**
 * Cookies that make a page personal: the session (cart, favourites, login), the XSRF token that
 * goes with it, the chosen currency, VAT mode and language, and the cookie choice (which hides the
 * banner). A request carrying any of them is rendered for that visitor and never shared. Other
 * cookies (a CDN's own) do not change the page; the shared render ignores them.
 */
export const PERSONAL_COOKIES = ['otthon_session', 'XSRF-TOKEN', 'currency_id', 'vat_mode', 'locale', 'cookie_consent'] as const;

/**
 * For shared caches: one minute fresh, then up to five more minutes served stale while one request
 * refreshes it. A price or stock change shows within a minute (the cart and the checkout check
 * both against the database anyway), and a burst of visitors after the minute still gets a cached
 * page. `max-age=0` keeps the browser's own cache out: once it holds the shop's cookies, the next
 * load must be its own personal page, never the anonymous copy.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * Shared and personal answers of the same address differ by the request's cookies, so a shared
 * cache keeps one copy per `Cookie` header and a request with cookies never gets the anonymous copy.
 */
export const PAGE_VARY = 'Cookie';

const SHARED_ROUTES = new Set(['products-product_slug', 'categories-category_slug']);
const sharedPatterns = routePatterns
  .filter((route) => SHARED_ROUTES.has(route.name))
  .map((route) => new RegExp(`^${route.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\\?\*$/, '')}[^/]`));

/** Whether a path is a product or category page (in either language). */
export function isSharedPagePath(pathname: string): boolean {
  return sharedPatterns.some((pattern) => pattern.test(pathname));
}

/** Whether the request carries one of the cookies that make a page personal. */
export function hasPersonalCookie(request: Request): boolean {
  const cookies = readCookies(request.headers.get('cookie') ?? '');
  return PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
}

/**
 * Whether the answer to this request may be shared: a document (not React Router's `.data`
 * requests, which follow a page's own navigation) of a product or category page, asked for
 * without any personal cookie.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('.data')) return false;
  return isSharedPagePath(pathname) && !hasPersonalCookie(request);
}

/** The request as the shared render sees it: the same address and headers, no cookies at all. */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

export interface CachedPage {
  status: number;
  /** Headers to send again, without `Set-Cookie` and without the nonce-bearing CSP. */
  headers: Array<[string, string]>;
  body: string;
  /** The CSP nonce the body was rendered with; replaced by each answer's own nonce. */
  nonce: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Most pages kept; the least recently used one goes first. @default 500 */
  maxEntries?: number;
  /** How long a page is served from memory, in ms (the `s-maxage`). @default 60_000 */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The host's own copy of shared pages: a small least-recently-used map with a time to live, one
 * per process (several processes each keep their own; nothing is shared between them, so a stale
 * copy lives at most `ttlMs` anywhere).
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (this.#now() - page.storedAt >= this.#ttlMs) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.#pages.set(key, page);
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    this.#pages.delete(key);
    this.#pages.set(key, { ...page, storedAt: this.#now() });
    while (this.#pages.size > this.#maxEntries) {
      const oldest = this.#pages.keys().next().value as string;
      this.#pages.delete(oldest);
    }
  }

  /** Seconds since the page was stored, for the `Age` header. */
  ageOf(page: CachedPage): number {
    return Math.max(0, Math.floor((this.#now() - page.storedAt) / 1000));
  }
}

/** The cache's key: the address (path and query); method aside, a HEAD is answered from a GET's copy. */
export const pageCacheKey = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};
