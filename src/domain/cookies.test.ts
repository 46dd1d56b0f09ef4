import { parseSetCookie } from 'cookie-es';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currencyFromCookie,
  localeFromCookie,
  readCookies,
  serializeCurrencyCookie,
  serializeLocaleCookie,
  serializeVatModeCookie,
  vatModeFromCookie,
  xsrfTokenFromCookie,
} from './cookies.js';

const header = 'locale=en; currency_id=EUR; vat_mode=gross; XSRF-TOKEN=eyJpdiI6IkFiYyt0PT0iLCJ2YWx1ZSI6Ingvei89In0%3D; laravel_session=abc';

function clearDocumentCookies() {
  for (const name of Object.keys(readCookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('reading cookies from a server Cookie header', () => {
  it('reads the locale, currency, VAT mode and XSRF token', () => {
    expect(localeFromCookie(header)).toBe('en');
    expect(currencyFromCookie(header)).toBe('EUR');
    expect(vatModeFromCookie(header)).toBe('gross');
  });

  it('URL-decodes the XSRF-TOKEN before it is echoed (requirements §7)', () => {
    expect(xsrfTokenFromCookie(header)).toBe('eyJpdiI6IkFiYyt0PT0iLCJ2YWx1ZSI6Ingvei89In0=');
  });

  it('falls back to the configured default currency when currency_id is absent or unknown (requirements §4)', () => {
    expect(currencyFromCookie('locale=hu')).toBe('HUF');
    expect(currencyFromCookie('currency_id=GBP')).toBe('HUF');
    expect(currencyFromCookie('currency_id=eur')).toBe('HUF');
    expect(currencyFromCookie('currency_id=GBP', 'EUR')).toBe('EUR');
    expect(currencyFromCookie(null)).toBe('HUF');
  });

  it('falls back to net mode when vat_mode is absent or unknown (requirements §3 default)', () => {
    expect(vatModeFromCookie('')).toBe('net');
    expect(vatModeFromCookie('vat_mode=both')).toBe('net');
  });

  it('gives no locale or token when the cookies are missing or hold other values', () => {
    expect(localeFromCookie('locale=de')).toBeNull();
    expect(localeFromCookie(null)).toBeNull();
    expect(xsrfTokenFromCookie('XSRF-TOKEN=')).toBeNull();
    expect(xsrfTokenFromCookie('')).toBeNull();
  });

  it('keeps a malformed percent-encoding as sent instead of throwing', () => {
    expect(xsrfTokenFromCookie('XSRF-TOKEN=abc%E0%A4%A')).toBe('abc%E0%A4%A');
  });
});

describe('reading cookies from document.cookie', () => {
  afterEach(clearDocumentCookies);

  it('reads the browser cookies when no source is given', () => {
    document.cookie = serializeLocaleCookie('en');
    document.cookie = serializeCurrencyCookie('USD');
    document.cookie = serializeVatModeCookie('gross');
    document.cookie = 'XSRF-TOKEN=a%2Bb%3D';
    expect(localeFromCookie()).toBe('en');
    expect(currencyFromCookie()).toBe('USD');
    expect(vatModeFromCookie()).toBe('gross');
    expect(xsrfTokenFromCookie()).toBe('a+b=');
  });

  it('reads a cookie set after an earlier reading, and answers a repeated reading unchanged', () => {
    document.cookie = serializeCurrencyCookie('USD');
    expect(currencyFromCookie()).toBe('USD');
    expect(readCookies()).toBe(readCookies());
    document.cookie = serializeCurrencyCookie('EUR');
    expect(currencyFromCookie()).toBe('EUR');
    expect(readCookies(header).currency_id).toBe('EUR');
    expect(Object.isFrozen(readCookies())).toBe(true);
  });

  it('falls back to the defaults when the browser has none of the cookies', () => {
    expect(localeFromCookie()).toBeNull();
    expect(currencyFromCookie()).toBe('HUF');
    expect(vatModeFromCookie()).toBe('net');
  });
});

describe('serializing preference cookies', () => {
  it('keeps the locale for 365 days on path / (requirements §9)', () => {
    const cookie = parseSetCookie(serializeLocaleCookie('hu'));
    expect(cookie).toMatchObject({ name: 'locale', value: 'hu', maxAge: 365 * 86400, path: '/', sameSite: 'lax' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('writes currency_id and vat_mode on path / (requirements §4, §9)', () => {
    expect(parseSetCookie(serializeCurrencyCookie('EUR'))).toMatchObject({ name: 'currency_id', value: 'EUR', path: '/' });
    expect(parseSetCookie(serializeVatModeCookie('gross'))).toMatchObject({ name: 'vat_mode', value: 'gross', path: '/' });
  });

  it('adds Secure and Domain when asked', () => {
    const cookie = parseSetCookie(serializeCurrencyCookie('USD', { secure: true, domain: 'shop.example' }));
    expect(cookie).toMatchObject({ secure: true, domain: 'shop.example' });
  });

  it('throws a message naming the API for a value the cookie does not accept', () => {
    expect(() => serializeCurrencyCookie('GBP' as never)).toThrow(/serializeCurrencyCookie: "GBP" is not an accepted value of the currency_id cookie/);
    expect(() => serializeLocaleCookie('de' as never)).toThrow(/serializeLocaleCookie/);
  });
  it('refuses a cookie domain that would inject attributes', () => {
    expect(() => serializeCurrencyCookie('EUR', { domain: 'shop.example; Secure=0' })).toThrow(/not a valid cookie domain/);
  });
});
