import { LOCALES, LOCALE_TAGS, type Locale } from './constants.js';

/** Whether `value` is one of the site languages (en and hu). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag `Intl` APIs want for a site language (`hu` → `hu-HU`, `en` → `en-US`). */
export function localeTag(locale: Locale): string {
  return LOCALE_TAGS[locale];
}
