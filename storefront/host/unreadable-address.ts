import { localeFromPath } from 'otthon';
import { pagePathname } from './shop-context.js';

/** One part of an address, decoded; null when its percent-encoding is broken or it holds a NUL. */
function decodedPart(part: string, form: boolean): string | null {
  try {
    const text = decodeURIComponent(form ? part.replaceAll('+', ' ') : part);
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/**
 * Whether an address cannot name any page: a path segment or a query name or value whose
 * percent-encoding is broken (`%ZZ`, a cut-off `%E0%A4%A`) or that decodes to a NUL character.
 * Such an address is the shop's 404 page, never a failed render.
 */
export function isUnreadableAddress(url: string): boolean {
  const { pathname, search } = new URL(url);
  if (pathname.split('/').some((segment) => decodedPart(segment, false) === null)) return true;
  return search
    .slice(1)
    .split('&')
    .flatMap((pair) => pair.split('='))
    .some((part) => decodedPart(part, true) === null);
}

/**
 * The request the shop renders for an unreadable address: a page of the catch-all route in the
 * address's language (a data request stays one), without body or cookies, so that no loader reads
 * the broken parts and no session starts for it. Its loader answers the 404 page at once.
 */
export function unreadableAddressRequest(request: Request): Request {
  const url = new URL(request.url);
  const locale = localeFromPath(pagePathname(url.pathname));
  const page = new URL(`/${locale}/-${url.pathname.endsWith('.data') ? '.data' : ''}`, url.origin);
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(page, { method: 'GET', headers, signal: request.signal });
}
