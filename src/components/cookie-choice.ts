/**
 * The visitor's cookie choice and what it allows, apart from the banner that asks for it: a page
 * tells Consent Mode and analytics the stored choice without loading the banner.
 */
/**
 * The visitor's cookie choice. Necessary cookies (cart, login, security) need no consent and are
 * always on; analytics and marketing are off until the visitor turns them on.
 */
export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
}

/** Nothing optional allowed: the state before a choice and after "Reject all". */
export const REJECT_ALL: CookieChoice = { analytics: false, marketing: false };
export const ACCEPT_ALL: CookieChoice = { analytics: true, marketing: true };

/** Google Consent Mode v2 signals. */
export interface ConsentModeState {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
  functionality_storage: 'granted';
  security_storage: 'granted';
}

/**
 * The Consent Mode v2 state of a choice (`null`: no choice yet, everything optional denied — the
 * default a page must `gtag('consent', 'default', …)` before any tag loads). Analytics maps to
 * `analytics_storage`; marketing to `ad_storage`, `ad_user_data` and `ad_personalization`;
 * functionality and security storage are necessary and always granted.
 *
 * @example
 * gtag('consent', 'update', consentModeState(choice));
 */
export function consentModeState(choice: CookieChoice | null): ConsentModeState {
  const grant = (allowed: boolean | undefined) => (allowed ? 'granted' : 'denied');
  return {
    ad_storage: grant(choice?.marketing),
    ad_user_data: grant(choice?.marketing),
    ad_personalization: grant(choice?.marketing),
    analytics_storage: grant(choice?.analytics),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

/**
 * The `consent` of `<ShopProvider>` for a choice: nothing is tracked before analytics consent, and
 * hashed identifiers go only with marketing consent.
 */
export function analyticsConsent(choice: CookieChoice | null): { analytics: boolean; ads: boolean } {
  return { analytics: Boolean(choice?.analytics), ads: Boolean(choice?.marketing) };
}
