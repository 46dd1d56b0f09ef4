import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, documentSecurityHeaders } from './security-headers.js';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('lets only scripts with this response’s nonce run, and what they load (no unsafe-inline scripts)', () => {
    const policy = directives(contentSecurityPolicy('abc123'));
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(contentSecurityPolicy('abc123')).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('forbids plugins, base rewriting and framing (OWASP ASVS; field notes)', () => {
    const policy = directives(contentSecurityPolicy('n'));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('opens the development server’s HMR socket only in development', () => {
    expect(directives(contentSecurityPolicy('n')).get('connect-src')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy('n', { development: true })).get('connect-src')).toContain('ws:');
  });
});

describe('createNonce', () => {
  it('gives a different base64 value of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('documentSecurityHeaders', () => {
  it('stops MIME sniffing and keeps the referrer to the origin across sites', () => {
    expect(documentSecurityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(documentSecurityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
