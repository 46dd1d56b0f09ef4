/** Text helpers shared by the seed modules: slugs, Hungarian articles, number formats, HTML. */
import type { LocalizedText } from './types.js';

const SLUG_REPLACEMENTS: Record<string, string> = { '×': 'x', ß: 'ss', æ: 'ae', ø: 'o', å: 'a', Ø: '' };

/**
 * An ASCII slug: accents stripped (ő → o, ű → u), lower case, words joined by dashes.
 * `/` is kept when `keepSlashes` is set, for slugs that span several path segments.
 */
export function slugify(text: string, keepSlashes = false): string {
  const replaced = [...text].map((char) => SLUG_REPLACEMENTS[char] ?? char).join('');
  const ascii = replaced
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const segments = keepSlashes ? ascii.split('/') : [ascii];
  return segments
    .map((segment) => segment.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter((segment) => segment.length > 0)
    .join('/');
}

const HUNGARIAN_VOWELS = /^[aáeéiíoóöőuúüű]/i;

/** The Hungarian definite article for the next word: "az" before a vowel sound, "a" otherwise. */
export function article(nextWord: string, capital = false): string {
  const word = HUNGARIAN_VOWELS.test(nextWord) ? 'az' : 'a';
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Groups thousands the Hungarian way with a no-break space: 159900 → "159 900". */
export function formatNumberHu(value: number, decimals = 0): string {
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** Groups thousands the English way: 159900 → "159,900". */
export function formatNumberEn(value: number, decimals = 0): string {
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A forint amount in both languages: "159 900 Ft" / "159,900 Ft". */
export function forints(value: number): LocalizedText {
  return { hu: `${formatNumberHu(value)}\u00a0Ft`, en: `${formatNumberEn(value)} Ft` };
}

/** A decimal in both languages with the right separator: 12.5 → "12,5" / "12.5". */
export function decimal(value: number): LocalizedText {
  const rounded = Math.round(value * 10) / 10;
  const decimals = Number.isInteger(rounded) ? 0 : 1;
  return { hu: formatNumberHu(rounded, decimals), en: formatNumberEn(rounded, decimals) };
}

/** Counts the words of an HTML text, for a reading-time estimate. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
}

/** An ISO 8601 timestamp without milliseconds: "2026-11-01T09:00:00Z". */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
