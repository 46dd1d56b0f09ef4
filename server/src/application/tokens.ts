/** Random tokens and their digests: session and CSRF tokens, public order ids, e-mailed links. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What the database keeps of a secret token: its SHA-256, base64url. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Compares two secrets in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
