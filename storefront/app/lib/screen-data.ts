import type { AlternateSlugs, Locale } from 'otthon';

/** Data the hooks read from their cache, by serialized shop key (the `<ShopProvider fallback>`). */
export type ShopFallback = Record<string, unknown>;

/** The other languages' slugs of the page, for the language switch and `hreflang` links. */
export type PageAlternates = Partial<Record<Locale, AlternateSlugs>>;

/** What every screen loader returns besides its own fields. */
export interface ScreenData {
  fallback: ShopFallback;
  alternates?: PageAlternates;
}

/** Whether a route's loader data carries screen data (the root merges every match's fallback). */
export function isScreenData(value: unknown): value is ScreenData {
  return typeof value === 'object' && value !== null && 'fallback' in value && typeof value.fallback === 'object';
}
