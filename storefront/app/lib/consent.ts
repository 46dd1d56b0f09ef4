import { readCookies } from 'otthon';
import { type CookieChoice, consentModeState } from 'otthon/components';

/** The cookie that keeps the visitor's cookie choice (necessary cookies need none). */
export const CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored choice of a `Cookie` header (or `document.cookie`), `null` when none was made. */
export function readConsent(cookieSource?: string | null): CookieChoice | null {
  const raw = readCookies(cookieSource)[CONSENT_COOKIE];
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookieChoice>;
    if (typeof parsed.analytics !== 'boolean' || typeof parsed.marketing !== 'boolean') return null;
    return { analytics: parsed.analytics, marketing: parsed.marketing };
  } catch {
    return null;
  }
}

/** The choice as a cookie for `document.cookie` (a year, the whole site, never sent cross-site). */
export function serializeConsent(choice: CookieChoice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ analytics: choice.analytics, marketing: choice.marketing }));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The first script of every page: the data layer and Google Consent Mode v2 defaults — everything
 * optional denied — before any tag could load, then the visitor's stored choice.
 */
export function consentModeBootstrap(stored: CookieChoice | null): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag('consent','default',${JSON.stringify({ ...consentModeState(null), wait_for_update: 500 })});`,
  ];
  if (stored) lines.push(`gtag('consent','update',${JSON.stringify(consentModeState(stored))});`);
  return lines.join('');
}

/** Tells Consent Mode about a new choice, as the tag the bootstrap defined would. */
export function updateConsentMode(choice: CookieChoice): void {
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  // gtag commands are `arguments` objects on the data layer, not arrays.
  (function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag's commands must be `arguments` objects, not arrays
    layer.push(arguments);
  })('consent', 'update', consentModeState(choice));
}
