/**
 * Return addresses (where a payment, an e-mailed link or a restock notice sends the shopper back)
 * must point at the shop's own site: no open redirects (OWASP ASVS). Refused: other origins,
 * protocol-relative `//evil`, backslash tricks `/\evil`, white space and control characters,
 * credentials `https://shop@evil`, and every scheme but http(s) (`javascript:`).
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
