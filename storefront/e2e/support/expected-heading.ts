import { createTranslator, type Locale, type MessageKey } from 'otthon';
import { shopMessages } from '../../app/i18n/catalogues.js';
import type { RouteSample } from './route-samples.js';

/**
 * The `<h1>` a screen must show (requirements §2 screens, in the page's language): the home page's own
 * heading, the title of the product, category, article or CMS page shown, otherwise the screen's
 * name from the route titles of the message catalogue (`routes.<name>.title`).
 */
export function expectedHeading(sample: RouteSample): string {
  if (sample.name === 'index') return shopMessages[sample.locale]['home.heading'];
  if (sample.title) return sample.title;
  return createTranslator(sample.locale)(`routes.${sample.name}.title` as MessageKey);
}

/** The missing page's heading: a sentence for the shopper, without the address (that is in the title). */
export function notFoundHeading(locale: Locale): string {
  return shopMessages[locale]['notFound.title'];
}

/** 'Page Not Found: {path}' in a language (requirements §2.5, §8.1): the missing page's document title. */
export function notFoundTitle(locale: Locale, path: string): string {
  return createTranslator(locale)('errors.notFound', { path });
}
