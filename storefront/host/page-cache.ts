import { matchPath, readCookies, type RouteName } from 'otthon';

/**
 * Some pages are the same for every visitor who has none of the shop's cookies: the page's
 * language comes from its path, the currency and VAT mode are the shop's defaults, and nothing
 * personal (cart, favourites, user) is rendered into them — the browser fetches those after
 * hydration and gets its XSRF token by itself (the router's route discovery, the shell's warm-up,
 * or the client before its first change), so no such answer needs to set a cookie. Such an answer
 * can be kept by shared caches (a CDN, a reverse proxy) and by the host itself; every other answer
 * stays private.
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

/**
 * The screens whose page depends only on its address, never on who asks:
 * - the home page (also at `/`), product, category, all-products and sale listings, the product
 *   finder and a product's data sheet: the catalogue in the shop's default currency and VAT mode;
 * - the blog's list and articles, the CMS pages (FAQ, terms, delivery, company… and the catch-all)
 *   and the showroom: the shop's own content;
 * - contact, newsletter and cookie settings: their forms start empty (the bot challenge's token is
 *   fetched in the browser, the user is not rendered into a shared page, and the cookie choice
 *   comes from a cookie that makes the request personal), so the page before any typing is the
 *   same for everyone.
 * Search results, the cart and checkout, favourites, the account, orders and offers, login and
 * registration, password and activation links and the withdrawal form (which looks up the user)
 * stay private.
 */
const SHARED_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'index',
  'products-product_slug',
  'categories-category_slug',
  'all-products',
  'sale',
  'product',
  'data-sheet',
  'blog',
  'blog-slug',
  'faq',
  'terms',
  'careers',
  'cookie-rules',
  'company',
  'stocks',
  'delivery',
  'delivery-and-payment',
  'page_slug',
  'showroom',
  'contact',
  'newsletter',
  'cookie-settings',
]);

/**
 * A free-text query makes any listing a search: every query is an address of its own, so keeping
 * them would push out the pages many visitors share, and what one visitor typed stays theirs.
 */
const PRIVATE_QUERY_PARAMETERS = ['q'] as const;

/** Whether a path shows one of the screens that are the same for every cookie-less visitor (in either language). */
export function isSharedPagePath(pathname: string): boolean {
  const name = matchPath(pathname)?.name;
  return name !== undefined && SHARED_SCREENS.has(name);
}

/** Whether an address may be shared: a shared screen, asked for without a search. */
export function isSharedPageAddress(url: URL): boolean {
  if (PRIVATE_QUERY_PARAMETERS.some((name) => url.searchParams.has(name))) return false;
  return isSharedPagePath(url.pathname);
}

/** Whether the request carries one of the cookies that make a page personal. */
export function hasPersonalCookie(request: Request): boolean {
  const cookies = readCookies(request.headers.get('cookie') ?? '');
  return PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
}

/**
 * Whether the answer to this request may be shared: a document (not React Router's `.data`
 * requests, which follow a page's own navigation) of a shared screen, asked for without a search
 * and without any personal cookie.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) return false;
  return isSharedPageAddress(url) && !hasPersonalCookie(request);
}

/**
 * Whether a shared render's answer may be kept and sent as shared: a complete page (200, HTML)
 * whose route did not forbid storing it (`no-store`, the mark of a personal screen), so an
 * address that reaches a personal screen is never shared even if the list above were wrong.
 */
export function isShareableAnswer(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  return !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
}

/** The request as the shared render sees it: the same address and headers, no cookies at all. */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/** A page as it is handed to the cache: its answer's status, headers and body, and the nonce in the body. */
export interface PageToKeep {
  status: number;
  /** Headers to send again, without `Set-Cookie` and without the nonce-bearing CSP. */
  headers: Array<[string, string]>;
  body: string;
  /** The CSP nonce the body was rendered with; replaced by each answer's own nonce. */
  nonce: string;
}

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /**
   * The body's UTF-8 bytes cut where its nonce stood: each answer joins them with its own nonce,
   * a copy of bytes instead of a search through the text and its encoding on every answer.
   */
  parts: Uint8Array[];
  storedAt: number;
}

const utf8 = new TextEncoder();

/** The page's body with `nonce` wherever the rendered one stood. */
export function pageBody(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const between = utf8.encode(nonce);
  const body = new Uint8Array(page.parts.reduce((length, part) => length + part.length, between.length * (page.parts.length - 1)));
  let at = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(between, at);
      at += between.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return body;
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

  set(key: string, { status, headers, body, nonce }: PageToKeep): void {
    this.#pages.delete(key);
    const parts = (nonce === '' ? [body] : body.split(nonce)).map((part) => utf8.encode(part));
    this.#pages.set(key, { status, headers, parts, storedAt: this.#now() });
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
