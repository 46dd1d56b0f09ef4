/**
 * SHA-256 of an identifier or e-mail address for analytics and advertising (hashed
 * first), as lower-case hex, after trimming and lower-casing so `' Anna@Example.com'` and
 * `'anna@example.com'` give the same hash. Resolves `null` for an empty value, so nothing is
 * sent for guests. Rejects where Web Crypto is missing (pages served over plain http), rather
 * than let a caller fall back to the raw value.
 */
export async function hashIdentifier(value: string | number | null | undefined): Promise<string | null> {
  const normalized = String(value ?? '')
    .trim()
    .toLowerCase();
  if (normalized === '') return null;
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error('hashIdentifier: Web Crypto (crypto.subtle) is unavailable; serve the page over https or from localhost.');
  }
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
