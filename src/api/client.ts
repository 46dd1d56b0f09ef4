import { parse as parseCookie } from 'cookie-es';
import { type CurrencyCode, DEFAULT_LOCALE, type Locale } from '../domain/constants.js';
import { currencyFromCookie, readCookies, xsrfTokenFromCookie } from '../domain/cookies.js';
import * as paths from '../contract/paths.js';
import { ApiError, type FieldErrors } from './api-error.js';

/** A query value: arrays are sent comma-separated, booleans as 1/0; empty values are left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query | undefined;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
}

export interface ApiClientOptions {
  /**
   * Where the API lives, without the `/api` base path. Empty means the page's own origin.
   * @default ''
   * @example 'https://shop.example.hu'
   */
  origin?: string;
  /**
   * The current language, sent as the `Locale` header.
   * @default 'hu'
   */
  locale?: Locale | (() => Locale);
  /**
   * The currency sent as `Currency-Id` when the `currency_id` cookie is absent.
   * @default 'HUF'
   */
  defaultCurrency?: CurrencyCode;
  /** A `fetch` to use instead of the global one (server rendering, tests, in-process APIs). */
  fetch?: typeof fetch;
  /**
   * Server rendering only: the incoming request's `Cookie` header. The client then keeps its own
   * cookie jar (adding what the API sets, e.g. a refreshed XSRF token) and sends it explicitly.
   * Leave it out in the browser, where cookies come from `document.cookie`.
   */
  cookie?: string;
  /** Sees every response, e.g. to forward the API's `Set-Cookie` headers to the browser. */
  onResponse?: (response: Response) => void;
  /**
   * Abort a request that takes longer than this.
   * @default 20000
   */
  timeoutMs?: number;
}

export interface ApiClient {
  readonly origin: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The spec's delete helper: POSTs to `{path}/delete`. */
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** `GET /api/ping`, fire and forget: never throws, never waits. */
  ping(): void;
  /** `GET /sanctum/csrf-cookie`; concurrent callers share one request. */
  refreshCsrfCookie(): Promise<void>;
  /** The value of a cookie as the API would see it (URL-decoded). */
  readCookie(name: string): string | undefined;
  /**
   * An address the API handed out (`/api/media/…`, a payment gateway's `redirect_url`) as the
   * browser must request it: a root-relative path is resolved against the API's origin; absolute
   * addresses and a same-origin client (empty origin) leave it as it is.
   */
  url(address: string): string;
}

/**
 * The unwrap rule: the answer's `data` when it has one, else the answer itself, else
 * (no body, e.g. 204) `null`.
 */
export function unwrap<T>(body: unknown): T {
  if (body !== null && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
  return (body === undefined || body === '' ? null : body) as T;
}

/** Serializes a query with sorted keys, so equal queries give equal URLs (and cache keys). */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else if (typeof value === 'boolean') {
      params.set(key, value ? '1' : '0');
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// The jar re-sends values exactly as the API set them; reading them decodes (domain/cookies).
const keepRaw = { decode: (value: string) => value };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Why no answer arrived, by the kind of the failure. */
const NO_ANSWER = {
  timeout: 'The request timed out.',
  aborted: 'The request was aborted.',
  network: 'The server could not be reached.',
} as const;

function failure(error: unknown, signal: AbortSignal | undefined): ApiError {
  const name = error instanceof Error ? error.name : '';
  const kind = name === 'TimeoutError' ? 'timeout' : name === 'AbortError' || signal?.aborted ? 'aborted' : 'network';
  return new ApiError({ status: 0, kind, message: NO_ANSWER[kind], cause: error });
}

/** Methods that change state and so must echo the XSRF token (Sanctum). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Root-relative (`/api/…`), not protocol-relative (`//host`). */
const ROOT_RELATIVE = /^\/(?![/\\])/;

/** Resolves an address the API handed out against the API's origin (see {@link ApiClient.url}). */
export function resolveApiUrl(origin: string, address: string): string {
  return origin && ROOT_RELATIVE.test(address) ? `${origin.replace(/\/+$/, '')}${address}` : address;
}

/**
 * The `/api` client with exactly the contract's common behaviour: credentials included, JSON
 * `Accept`, `X-XSRF-TOKEN` from the URL-decoded `XSRF-TOKEN` cookie, `Currency-Id` from the
 * `currency_id` cookie else the default, `Locale` from the current language, the unwrap rule,
 * and on 419 one shared CSRF-cookie refresh and one retry. A state change with no token yet asks
 * for the cookie first rather than spend a 419 on it; when the token still cannot be read after
 * a refresh (the API is on another site), it throws an `ApiError` of kind `csrf-unavailable`
 * instead of sending requests that must fail. Works in browsers and on servers.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? 20_000;
  const locale = typeof options.locale === 'function' ? options.locale : () => (options.locale as Locale | undefined) ?? DEFAULT_LOCALE;
  // Server mode keeps a jar of raw cookie values; the browser keeps its own.
  const jar = options.cookie === undefined ? null : new Map(Object.entries(parseCookie(options.cookie, keepRaw)) as [string, string][]);
  // Server mode reads the jar; the browser reads document.cookie (an undefined source).
  const cookieHeader = () => (jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined);
  const readCookie = (name: string) => readCookies(cookieHeader())[name];
  const currency = (): CurrencyCode => currencyFromCookie(cookieHeader(), options.defaultCurrency);

  const absorb = (response: Response) => {
    if (jar) {
      for (const line of response.headers.getSetCookie?.() ?? []) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
        if (expired) jar.delete(name);
        else jar.set(name, pair.slice(at + 1).trim());
      }
    }
    options.onResponse?.(response);
  };

  const baseHeaders = (): Headers => {
    const headers = new Headers({ Accept: 'application/json', Locale: locale(), 'Currency-Id': currency() });
    const xsrf = xsrfTokenFromCookie(cookieHeader());
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    if (jar?.size) headers.set('Cookie', cookieHeader() ?? '');
    return headers;
  };

  let refreshing: Promise<void> | null = null;
  const refreshCsrfCookie = (): Promise<void> => {
    refreshing ??= fetchImpl(`${origin}${paths.csrfCookie}`, { credentials: 'include', headers: baseHeaders() })
      .then((response) => {
        absorb(response);
        if (!response.ok) throw new ApiError({ status: response.status, message: 'The CSRF cookie could not be refreshed.' });
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  const hasToken = () => xsrfTokenFromCookie(cookieHeader()) !== null;
  /** Refreshes the cookie once and insists that the token is readable afterwards. */
  const obtainToken = async () => {
    await refreshCsrfCookie();
    if (hasToken()) return;
    // The explanation loads when it is needed; the failure keeps its kind even if it cannot load.
    throw await import('./csrf-unavailable.js').then(
      (module) => module.csrfUnavailable(origin),
      (cause: unknown) => new ApiError({ status: 419, kind: 'csrf-unavailable', message: 'The XSRF-TOKEN cookie cannot be read on this page.', cause }),
    );
  };

  async function request<T>(method: string, path: string, body: unknown, init: RequestOptions = {}, retried = false): Promise<T> {
    // Without a token the change would certainly be refused: fetch the cookie first.
    if (!retried && !SAFE_METHODS.has(method) && !hasToken()) await obtainToken();
    const headers = baseHeaders();
    for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await fetchImpl(`${origin}${path}${toQueryString(init.query)}`, {
        method,
        headers,
        credentials: 'include',
        signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw failure(error, init.signal);
    }
    absorb(response);

    if (response.status === 419 && !retried) {
      await obtainToken();
      return request<T>(method, path, body, init, true);
    }
    const parsed = await readBody(response);
    if (!response.ok) {
      const errorBody = (parsed && typeof parsed === 'object' ? parsed : {}) as { message?: unknown; errors?: FieldErrors };
      throw new ApiError({
        status: response.status,
        message: typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : response.statusText || `HTTP ${response.status}`,
        fieldErrors: errorBody.errors ?? {},
        body: parsed,
      });
    }
    return unwrap<T>(parsed);
  }

  return {
    origin,
    get: (path, init) => request('GET', path, undefined, init),
    post: (path, body, init) => request('POST', path, body ?? {}, init),
    put: (path, body, init) => request('PUT', path, body ?? {}, init),
    patch: (path, body, init) => request('PATCH', path, body ?? {}, init),
    delete: (path, init) => request('POST', `${path}/delete`, {}, init),
    ping() {
      fetchImpl(`${origin}${paths.ping}`, { credentials: 'include', headers: baseHeaders(), keepalive: true }).then(absorb, () => undefined);
    },
    refreshCsrfCookie,
    readCookie,
    url: (address) => resolveApiUrl(origin, address),
  };
}
