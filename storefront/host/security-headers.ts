import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce: 128 random bits, base64 (the CSP grammar's base64-value). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  /** Development adds what Vite's module server needs (its HMR socket on the same origin). */
  development?: boolean;
}

/**
 * The Content-Security-Policy of every HTML answer. Scripts run only with this response's nonce;
 * `'strict-dynamic'` lets those scripts load the route chunks they import. Styles come from the
 * shop's own stylesheets or carry the nonce; only `style` attributes may be inline, because
 * React and the component primitives position popovers and panels with them.
 */
export function contentSecurityPolicy(nonce: string, options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': options.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every HTML answer carries besides the CSP (OWASP ASVS 5.0; field notes). */
export const documentSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

/**
 * Headers of every answer that is not a page — the client build's files, the build manifest, a
 * missing asset: no sniffing a type, no framing, and a policy under which nothing runs should
 * one be opened as a document.
 */
export const fileSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** A year: once a browser has seen the shop over https, it never asks for it over http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** `Strict-Transport-Security` for a shop whose public origin is https; nothing on plain http. */
export function transportSecurityHeaders(origin: string): Readonly<Record<string, string>> {
  return origin.startsWith('https:') ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
}
