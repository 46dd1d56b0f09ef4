import type { ImageKind } from '../../artwork/kinds.js';
import type { CmsPageKey, Locale, LocalizedText, SeedBlogAuthor } from '../../types.js';
import { anchor, blogHref, categoryHref, pageHref, staticHref, type StaticRoute } from '../links.js';
import { POST_SLUGS } from './slugs.js';

/** A blog post before it gets its id, date and related products. */
export interface BlogDraft {
  slug: LocalizedText;
  title: LocalizedText;
  excerpt: LocalizedText;
  meta_description: LocalizedText;
  html: LocalizedText;
  author: SeedBlogAuthor;
  /** Published this many days before the reference date. */
  daysAgo: number;
  tags: LocalizedText[];
  cover: { kind: ImageKind; colour: string };
  /** Leaf categories whose most popular products the post suggests. */
  related: string[];
}

export const AUTHORS = {
  reka: { name: 'Kovács Réka', role: { hu: 'lakberendező', en: 'interior designer' } },
  bence: { name: 'Szabó Bence', role: { hu: 'asztalosmester', en: 'master carpenter' } },
  eszter: { name: 'Tóth Eszter', role: { hu: 'textiltervező', en: 'textile designer' } },
  daniel: { name: 'Varga Dániel', role: { hu: 'világítástervező', en: 'lighting designer' } },
  judit: { name: 'Molnár Judit', role: { hu: 'gyógytornász, ergonómiai tanácsadó', en: 'physiotherapist and ergonomics adviser' } },
  peter: { name: 'Horváth Péter', role: { hu: 'kertépítő', en: 'garden designer' } },
} satisfies Record<string, SeedBlogAuthor>;

export const TAGS = {
  tips: { hu: 'Tippek', en: 'Tips' },
  care: { hu: 'Ápolás', en: 'Care' },
  style: { hu: 'Stílus', en: 'Style' },
  living: { hu: 'Nappali', en: 'Living room' },
  bedroom: { hu: 'Hálószoba', en: 'Bedroom' },
  dining: { hu: 'Étkező', en: 'Dining' },
  office: { hu: 'Otthoni iroda', en: 'Home office' },
  garden: { hu: 'Kert', en: 'Garden' },
  lighting: { hu: 'Világítás', en: 'Lighting' },
  textiles: { hu: 'Lakástextil', en: 'Home textiles' },
  smallSpaces: { hu: 'Kis lakás', en: 'Small spaces' },
  sustainability: { hu: 'Fenntarthatóság', en: 'Sustainability' },
  health: { hu: 'Egészség', en: 'Health' },
  colour: { hu: 'Színek', en: 'Colour' },
} satisfies Record<string, LocalizedText>;

/** Link helpers bound to one language, so article HTML reads naturally. */
export function linksFor(locale: Locale) {
  return {
    category: (key: string, text: string) => anchor(categoryHref(key, locale), text),
    page: (key: CmsPageKey, text: string) => anchor(pageHref(key, locale), text),
    route: (route: StaticRoute, text: string) => anchor(staticHref(route, locale), text),
    post: (key: keyof typeof POST_SLUGS, text: string) => anchor(blogHref(POST_SLUGS[key], locale), text),
  };
}
