/** The shop's rule for return addresses (no open redirects), shared with the mock shop. */
export { isAllowedReturnUrl } from '../domain.js';

/**
 * The e-mailed link: the page address plus the token — `{token}` is replaced where present, an
 * address ending in `/` or `=` gets the token appended, any other gets it as a last path segment.
 */
export function linkWithToken(base: string, token: string): string {
  if (base.includes('{token}')) return base.replace('{token}', encodeURIComponent(token));
  if (base.endsWith('/') || base.endsWith('=')) return `${base}${encodeURIComponent(token)}`;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(token)}`;
  return url.href;
}
