import { createApiClient, createShopApi, isCrawler, type Locale, localeFromPath, readCookies, XSRF_COOKIE_NAME } from 'otthon';
import type { AppLoadContext } from 'react-router';
import type { ShopLoadContext } from '../app/lib/load-context.js';

/** The reference API as the host mounts it: a fetch handler (Hono's `app.fetch`). */
export interface InProcessApi {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface ShopContextOptions {
  api: InProcessApi;
  /** The shop's public origin (canonical addresses and the API's own origin checks). */
  origin: string;
  nonce: string;
  buildVersion: string;
  /** The Node bindings of the incoming request, passed on so the API sees the real client. */
  env?: unknown;
  /**
   * The answer will be shared by every anonymous visitor (page-cache.ts): no session is started
   * for it and loaders leave the visitor's own data out. @default false
   */
  sharedPage?: boolean;
  /** The visitor's own path when the host renders an unreadable address's 404 page (see load-context.ts). @default null */
  unreadablePath?: string | null;
}

export interface ShopContext {
  /** The loaders' `context` (see app/lib/load-context.ts). */
  context: AppLoadContext;
  /**
   * `Set-Cookie` lines of the host's own `/sanctum/csrf-cookie` call for a first visit, which
   * the host adds to the answer (loaders forward their own).
   */
  bootstrapCookies: string[];
}

/** `name=value` of a `Set-Cookie` line, or null for an expired (deleted) cookie. */
function cookiePair(line: string): [name: string, value: string | null] | null {
  const [pair = '', ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  if (at < 1) return null;
  const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
  return [pair.slice(0, at).trim(), expired ? null : pair.slice(at + 1).trim()];
}

/** The request's `Cookie` header as the browser will send it once it has stored `setCookies`. */
export function applySetCookies(cookieHeader: string, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const pair = cookiePair(line);
    if (!pair) continue;
    if (pair[1] === null) jar.delete(pair[0]);
    else jar.set(pair[0], pair[1]);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The page a request is for: React Router's data requests add `.data` to the page's path
 * (`/en.data`, `/_root.data` for `/`), which would hide the language prefix.
 */
export function pagePathname(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.replace(/\.data$/, '');
}

/** Whether a request is a page (or its data) the shop renders, not a file. */
export function wantsSession(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url);
  return !/\.(?:xml|txt|json|ico|png|svg|webmanifest)$/.test(pathname);
}

/**
 * The load context of one request: its language and crawler flag, and an in-process shop API
 * that sends this request's cookies and collects what the API sets. A first visit (no
 * `XSRF-TOKEN` yet) fetches `/sanctum/csrf-cookie` before any loader runs, so every loader of
 * the request shares one new session and the first HTML answer already gives the browser the
 * token — the first add-to-cart then needs no 419 round trip.
 */
export async function createShopContext(request: Request, options: ShopContextOptions): Promise<ShopContext> {
  const url = new URL(request.url);
  const apiFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const apiRequest = new Request(input, init);
    // The API sees the visitor's own user agent, as with a call from the browser.
    const userAgent = request.headers.get('user-agent');
    if (userAgent && !apiRequest.headers.has('user-agent')) apiRequest.headers.set('user-agent', userAgent);
    return Promise.resolve(options.api.fetch(apiRequest, options.env));
  };

  let cookie = request.headers.get('cookie') ?? '';
  const bootstrapCookies: string[] = [];
  if (!options.sharedPage && !readCookies(cookie)[XSRF_COOKIE_NAME] && wantsSession(request)) {
    const response = await apiFetch(`${options.origin}/sanctum/csrf-cookie`, {
      headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    });
    await response.body?.cancel();
    if (response.ok) {
      bootstrapCookies.push(...response.headers.getSetCookie());
      cookie = applySetCookies(cookie, bootstrapCookies);
    }
  }

  const locale = localeFromPath(pagePathname(url.pathname));
  const apiSetCookies: string[] = [];
  const shopIn = (language: Locale) =>
    createShopApi(
      createApiClient({
        origin: options.origin,
        locale: language,
        fetch: apiFetch as typeof fetch,
        cookie,
        onResponse: (response) => {
          apiSetCookies.push(...response.headers.getSetCookie());
        },
      }),
    );

  const context: ShopLoadContext = {
    nonce: options.nonce,
    locale,
    origin: options.origin,
    isCrawler: isCrawler(request.headers.get('user-agent')),
    buildVersion: options.buildVersion,
    shop: shopIn(locale),
    shopIn,
    apiSetCookies: () => [...apiSetCookies],
    sharedPage: options.sharedPage ?? false,
    unreadablePath: options.unreadablePath ?? null,
  };
  // React Router's context type is this one, widened by the augmentation in load-context.ts.
  return { bootstrapCookies, context: context as AppLoadContext };
}
