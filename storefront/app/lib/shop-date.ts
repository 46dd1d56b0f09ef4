import { type Locale, LOCALE_TAGS, SHOWROOM_TIME_ZONE } from 'otthon';

// A page shows many dates (a blog list, an order history): each language's format is built once.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (and time) in the page's language, written out in full ("2026. november 28."), in the
 * shop's time zone so the server and the browser write the same.
 */
export function formatShopDate(iso: string, locale: Locale, withTime = false): string {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: SHOWROOM_TIME_ZONE });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
