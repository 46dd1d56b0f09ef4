import type { Locale } from '../domain/constants.js';

/**
 * The slug of the privacy policy's CMS page in each language (served by the catch-all `page_slug`
 * route). A module without components, so a page that only links to the policy (a checkout footer)
 * does not load the consent checkboxes with it.
 */
export const PRIVACY_PAGE_SLUGS: Readonly<Record<Locale, string>> = { hu: 'adatvedelmi-tajekoztato', en: 'privacy-policy' };
