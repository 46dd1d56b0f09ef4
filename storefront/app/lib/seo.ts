import { alternatePath, DEFAULT_LOCALE, type Locale, LOCALE_TAGS, LOCALES, localeFromPath } from 'otthon';
import type { MetaDescriptor } from 'react-router';
import { shopTranslator } from './i18n.js';
import type { PageAlternates } from './screen-data.js';

/** What the root loader shares with every page's `meta`. */
export interface SeoContext {
  origin: string;
  locale: Locale;
}

/** A route match as `meta` receives it (only what the SEO helpers read). */
interface MetaMatch {
  id: string;
  data: unknown;
}

export interface PageSeo {
  /** The page's own title; the shop's name is added. Leave it out on the home page. */
  title?: string;
  description?: string;
  /** The page's path; the current one when left out. */
  pathname: string;
  /** The other language's slugs of the page, from its loader. */
  alternates?: PageAlternates | undefined;
  /** Keep the page out of search results (error pages, personal pages). */
  noindex?: boolean;
  /**
   * The page is a variant of the page at `pathname` (a filtered or sorted listing, a search):
   * kept out of search results, but its canonical and `hreflang` links name that page, so links
   * to the variant count for it.
   */
  variant?: boolean;
  /** A query the canonical address keeps (`?page=2` of a listing's later page). */
  canonicalSearch?: string;
}

/** The same page in every language: the paths the language switch and `hreflang` links use. */
export function languageVersions(pathname: string, alternates: PageAlternates | undefined): Record<Locale, string> {
  // `/` is the Hungarian home; its Hungarian address is `/hu`.
  const path = pathname === '/' ? '/hu' : pathname;
  return Object.fromEntries(LOCALES.map((locale) => [locale, alternatePath(path, locale, alternates?.[locale] ?? {})])) as Record<Locale, string>;
}

function seoContext(matches: readonly (MetaMatch | undefined)[]): SeoContext | undefined {
  const root = matches.find((match) => match?.id === 'root')?.data as Partial<SeoContext> | undefined;
  return root?.origin && root.locale ? { origin: root.origin, locale: root.locale } : undefined;
}

/**
 * `<title>`, description, canonical and `hreflang` alternates (hu, en, x-default → Hungarian, the
 * default language) of a page, for a route's `meta`.
 */
export function pageMeta(matches: readonly (MetaMatch | undefined)[], page: PageSeo): MetaDescriptor[] {
  const context = seoContext(matches);
  const locale = context?.locale ?? localeFromPath(page.pathname);
  const t = shopTranslator(locale);
  const siteName = t('site.name');
  const title = page.title ? `${page.title} | ${siteName}` : `${siteName} – ${t('site.tagline')}`;
  const description = page.description?.trim() || t('site.description');
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: page.title ?? siteName },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: LOCALE_TAGS[locale].replace('-', '_') },
  ];
  if (page.noindex) {
    meta.push({ name: 'robots', content: 'noindex' });
    return meta;
  }
  if (page.variant) meta.push({ name: 'robots', content: 'noindex, follow' });
  if (!context) return meta;
  const versions = languageVersions(page.pathname, page.alternates);
  const absolute = (path: string) => new URL(`${path}${page.variant ? '' : (page.canonicalSearch ?? '')}`, context.origin).href;
  meta.push({ tagName: 'link', rel: 'canonical', href: absolute(versions[locale]) });
  meta.push({ property: 'og:url', content: absolute(versions[locale]) });
  for (const language of LOCALES) {
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang: language, href: absolute(versions[language]) });
  }
  meta.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(versions[DEFAULT_LOCALE]) });
  return meta;
}
