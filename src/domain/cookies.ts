import { parse as parseCookie } from 'cookie-es';
import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY,
  DEFAULT_VAT_MODE,
  LOCALE_COOKIE,
  VAT_MODE_COOKIE,
  type CurrencyCode,
  type Locale,
  type VatMode,
} from './constants.js';
import { isLocale } from './locale.js';
import { isCurrencyCode } from './money.js';
import { isVatMode } from './vat.js';

/**
 * Where cookies are read from: a `Cookie` request header or `document.cookie` text. `undefined`
 * reads `document.cookie` in a browser (and nothing on a server); `null` means no cookies.
 */
export type CookieSource = string | null | undefined;

/** Laravel Sanctum's readable anti-forgery cookie. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

// The cookies are read for every request and several times while a page renders, mostly from
// the same text: the last reading is kept and handed out again while the text is unchanged.
let lastReading: { text: string; cookies: Readonly<Record<string, string | undefined>> } | null = null;

/** Every cookie of the source by name, values URL-decoded (not to be changed: it may be shared). */
export function readCookies(source?: CookieSource): Readonly<Record<string, string | undefined>> {
  // Typed without the DOM library: servers (Node's types only) compile this module too.
  const browser = globalThis as { document?: { cookie?: string } };
  const text = source === undefined ? (browser.document?.cookie ?? '') : (source ?? '');
  if (lastReading?.text !== text) lastReading = { text, cookies: Object.freeze(parseCookie(text)) };
  return lastReading.cookies;
}

/** The language saved in the locale cookie, or `null` when it is absent or unknown. */
export function localeFromCookie(source?: CookieSource): Locale | null {
  const value = readCookies(source)[LOCALE_COOKIE.name];
  return isLocale(value) ? value : null;
}

/**
 * The currency of the `currency_id` cookie, falling back to the configured default
 * when the cookie is absent or holds an unknown value.
 */
export function currencyFromCookie(source?: CookieSource, fallback: CurrencyCode = DEFAULT_CURRENCY): CurrencyCode {
  const value = readCookies(source)[CURRENCY_COOKIE.name];
  return isCurrencyCode(value) ? value : fallback;
}

/** The VAT display mode of the `vat_mode` cookie, falling back to net (default). */
export function vatModeFromCookie(source?: CookieSource, fallback: VatMode = DEFAULT_VAT_MODE): VatMode {
  const value = readCookies(source)[VAT_MODE_COOKIE.name];
  return isVatMode(value) ? value : fallback;
}

/**
 * The URL-decoded `XSRF-TOKEN` to echo as `X-XSRF-TOKEN`; `null` before
 * `/sanctum/csrf-cookie` has set it.
 */
export function xsrfTokenFromCookie(source?: CookieSource): string | null {
  return readCookies(source)[XSRF_COOKIE_NAME] || null;
}

export interface PreferenceCookieOptions {
  /** Send only over https; set it on https sites. @default false */
  secure?: boolean;
  /** Share the cookie with subdomains. @default the current host only */
  domain?: string;
}

function serializePreference(
  api: string,
  definition: { name: string; maxAgeDays: number; path: string },
  value: string,
  valid: boolean,
  options: PreferenceCookieOptions,
): string {
  if (!valid) throw new TypeError(`${api}: "${value}" is not an accepted value of the ${definition.name} cookie.`);
  if (options.domain !== undefined && !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(options.domain)) {
    throw new TypeError(`${api}: "${options.domain}" is not a valid cookie domain.`);
  }
  // The values are fixed tokens (hu, EUR, gross…) checked above, so the attribute list is written
  // directly instead of pulling a general cookie serializer into every page.
  const attributes = [
    `${definition.name}=${value}`,
    `Max-Age=${definition.maxAgeDays * 24 * 60 * 60}`,
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    `Path=${definition.path}`,
    // Lax keeps the preference on links from other sites while never sending it on cross-site posts.
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}

/**
 * The locale cookie (365 days, path `/`) as a `Set-Cookie` value, also fit for
 * assigning to `document.cookie`.
 */
export function serializeLocaleCookie(locale: Locale, options: PreferenceCookieOptions = {}): string {
  return serializePreference('serializeLocaleCookie', LOCALE_COOKIE, locale, isLocale(locale), options);
}

/** The `currency_id` cookie as a `Set-Cookie` / `document.cookie` value. */
export function serializeCurrencyCookie(currency: CurrencyCode, options: PreferenceCookieOptions = {}): string {
  return serializePreference('serializeCurrencyCookie', CURRENCY_COOKIE, currency, isCurrencyCode(currency), options);
}

/** The `vat_mode` cookie as a `Set-Cookie` / `document.cookie` value. */
export function serializeVatModeCookie(mode: VatMode, options: PreferenceCookieOptions = {}): string {
  return serializePreference('serializeVatModeCookie', VAT_MODE_COOKIE, mode, isVatMode(mode), options);
}
