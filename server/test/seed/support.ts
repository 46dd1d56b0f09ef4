/** Helpers shared by the seed tests. */
import type { LocalizedText } from '../../seed/types.js';

export const isLocalizedText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join(',') === 'en,hu';

/** Every `{ hu, en }` object anywhere inside `value`, with the path it was found at. */
export function collectTexts(value: unknown, path = '$'): { path: string; text: LocalizedText }[] {
  if (isLocalizedText(value)) return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((entry, index) => collectTexts(entry, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, entry]) => collectTexts(entry, `${path}.${key}`));
  }
  return [];
}

/** Every string anywhere inside `value`. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(collectStrings);
  return [];
}

/**
 * Plain text of an HTML fragment with numbers ungrouped, so "159 900", "159 900" and "159,900"
 * all read "159900".
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u00a0/g, ' ')
    .replace(/(\d)[ ,](?=\d{3}(?!\d))/g, '$1')
    .replace(/\s+/g, ' ');
}

/** The href of every anchor in an HTML fragment. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1] as string);
}

export const ASCII_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ASCII_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
