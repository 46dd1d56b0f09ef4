import { describe, expect, it } from 'vitest';
import { consentModeBootstrap, readConsent, serializeConsent } from './consent.js';

describe('the cookie choice', () => {
  it('is read back as it was stored', () => {
    const cookie = serializeConsent({ analytics: true, marketing: false }, false).split(';')[0]!;
    expect(readConsent(`other=1; ${cookie}`)).toEqual({ analytics: true, marketing: false });
  });

  it('counts as not made when the cookie is missing or malformed, so the banner shows', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('cookie_consent=yes')).toBeNull();
    expect(readConsent('cookie_consent=%7B%22analytics%22%3A1%7D')).toBeNull();
  });

  it('lasts a year for the whole site, Secure on https', () => {
    expect(serializeConsent({ analytics: false, marketing: false }, true)).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
  });
});

describe('consentModeBootstrap', () => {
  it('denies every optional signal by default before any tag (Consent Mode v2)', () => {
    const script = consentModeBootstrap(null);
    expect(script).toContain(
      `gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"`,
    );
    expect(script).not.toContain("'update'");
  });

  it('applies the stored choice right after the defaults', () => {
    const script = consentModeBootstrap({ analytics: true, marketing: false });
    expect(script.indexOf("'default'")).toBeLessThan(script.indexOf("'update'"));
    expect(script).toContain(
      `gtag('consent','update',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"granted"`,
    );
  });
});
