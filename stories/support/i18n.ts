import { buildPath, createTranslator, type Locale, type MessageKey, messages } from 'otthon';
import { shopProducts } from './mock-shop.js';

/**
 * The catalogue's texts in the language a story renders in, for play functions that look for a
 * label: the same story then passes in Hungarian and in English (the test-runner runs both).
 * The preview's decorator sets `<html lang>` to the toolbar's language before the story renders.
 */
export const storyLocale = (): Locale => (document.documentElement.lang === 'en' ? 'en' : 'hu');

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** The message `key` in the story's language, formatted with `values`. */
export function t(key: MessageKey, values?: Values): string {
  return String(createTranslator(storyLocale(), {}, messages[storyLocale()])(key, values));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message `key` in the story's language as a pattern that matches it inside a longer text. */
export function tx(key: MessageKey, values?: Values): RegExp {
  return new RegExp(escapeRegExp(t(key, values)));
}

/** Pattern matching the message `key` at the start of a text (a label followed by a required mark). */
export function txStart(key: MessageKey, values?: Values): RegExp {
  return new RegExp(`^${escapeRegExp(t(key, values))}`);
}

/** Pattern matching the label `key` alone, with or without the required mark (`E-mail-cím*`). */
export function txLabel(key: MessageKey, values?: Values): RegExp {
  return new RegExp(`^${escapeRegExp(t(key, values))}\\*?$`);
}

/**
 * A mock-shop product's name in the story's language, given its Hungarian name (the catalogue
 * names every product in both languages): `productTitle('Tölgy dohányzóasztal')` is
 * "Oak coffee table" in English.
 */
export function productTitle(hungarianTitle: string): string {
  const product = shopProducts({ locale: 'hu' }).find((candidate) => candidate.title === hungarianTitle);
  if (!product) throw new Error(`productTitle(): the mock shop has no product named "${hungarianTitle}".`);
  return shopProducts({ locale: storyLocale() }).find((candidate) => candidate.id === product.id)?.title ?? hungarianTitle;
}

/** A shop page's address in the story's language: `route('cart')` is `/hu/kosar` or `/en/cart`. */
export function route(name: 'cart' | 'cart-data'): string {
  return buildPath(name, storyLocale());
}
