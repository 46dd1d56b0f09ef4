import { buildPath } from 'otthon';
import { defaultCatalogue } from 'otthon/msw';
import { storyLocale } from './i18n.js';

/**
 * The mock shop's categories by their Hungarian names, for the navigation stories in either
 * language.
 */

export type StoryLocale = 'hu' | 'en';
export const localeOf = (globals: { locale?: unknown }): StoryLocale => (globals.locale === 'en' ? 'en' : 'hu');

/** A mock-shop category by its Hungarian name: its name in `locale` (the story's by default). */
export const categoryTitle = (hungarianTitle: string, locale: StoryLocale = storyLocale()) => categoryOf(hungarianTitle).title[locale];
/** A category page's address in `locale`, from the Hungarian names of the categories on the way. */
export const categoryPath = (hungarianTitles: string[], locale: StoryLocale = storyLocale()) =>
  buildPath('categories-category_slug', locale, { category_slug: hungarianTitles.map((title) => categoryOf(title).slug[locale]) });
export function categoryOf(hungarianTitle: string) {
  const category = defaultCatalogue.categories.find((candidate) => candidate.title.hu === hungarianTitle);
  if (!category) throw new Error(`The mock shop has no category named "${hungarianTitle}".`);
  return category;
}
