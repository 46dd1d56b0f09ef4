/**
 * Return addresses must point at this shop's own site (OWASP ASVS: no open redirects). Refused:
 * other origins, protocol-relative `//evil`, backslash tricks `/\evil`, credentials
 * `https://shop@evil`, and every scheme but http(s) (`javascript:`).
 */
export function isAllowedReturnUrl(raw: string, origins: readonly string[]): boolean {
  if (/[\\\s\u0000-\u001f]/.test(raw) || raw.startsWith('//')) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return origins.includes(url.origin);
}

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
