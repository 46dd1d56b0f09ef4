import { type Locale, LOCALES } from 'otthon';

/**
 * The languages a journey runs in. A journey's steps (adding to the cart, paying, registering)
 * are the same in both languages, and every screen is checked in both elsewhere: routes.e2e.ts
 * opens each route in Hungarian and English (heading, CSP, axe), message-parts.e2e.ts loads each
 * language's messages, phones.e2e.ts lays out both languages' labels, and Storybook and the
 * unit tests render every component in both. So each journey runs in the one language it names,
 * the journeys split about evenly between the two, and the suite stays inside the CI's time.
 * `OTTHON_E2E_LANGUAGES=all` runs every journey in both languages.
 */
export function journeyLocales(language: Locale): readonly Locale[] {
  return process.env.OTTHON_E2E_LANGUAGES === 'all' ? LOCALES : [language];
}
