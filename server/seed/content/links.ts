/**
 * Storefront paths from the route table of requirements §2, for links inside CMS pages, blog posts and
 * menus. Building them here keeps every internal link pointing at a route that exists.
 */
import { categoryByKey, categoryPath } from '../catalogue/categories.js';
import type { CmsPageKey, Locale, LocalizedText } from '../types.js';

/** Fixed screens of requirements §2, without the locale prefix. */
export const STATIC_ROUTES = {
  home: { hu: '', en: '' },
  search: { hu: 'kereses', en: 'search' },
  sale: { hu: 'akcios', en: 'sale' },
  blog: { hu: 'blog', en: 'blog' },
  favourites: { hu: 'kedvencek', en: 'favourites' },
  account: { hu: 'account', en: 'account' },
  orders: { hu: 'account/orders', en: 'account/orders' },
  cart: { hu: 'kosar', en: 'cart' },
  allProducts: { hu: 'termekek', en: 'all-products' },
  contact: { hu: 'kapcsolat', en: 'contact' },
  dataSheet: { hu: 'adatlap', en: 'adatlap' },
  newsletter: { hu: 'hirlevel', en: 'newsletter' },
} as const satisfies Record<string, LocalizedText>;

export type StaticRoute = keyof typeof STATIC_ROUTES;

/**
 * CMS page slugs. The first eight are the static pages of requirements §2 (including its spellings
 * "service-agrrement" and "carrier"); the rest are reached through the catch-all route.
 */
export const PAGE_SLUGS: Record<CmsPageKey, LocalizedText> = {
  faq: { hu: 'gyakran-ismetelt-kerdesek', en: 'faq' },
  terms: { hu: 'altalanos-szerzodesi-feltetelek', en: 'service-agrrement' },
  delivery: { hu: 'szallitas', en: 'delivery' },
  'delivery-and-payment': { hu: 'szallitasi-fizetesi-feltetelek', en: 'delivery-and-payment' },
  company: { hu: 'cegunk', en: 'companies' },
  careers: { hu: 'karrier', en: 'carrier' },
  'cookie-rules': { hu: 'cookie-szabalyzat', en: 'cookie-rules' },
  stocks: { hu: 'raktar', en: 'stocks' },
  privacy: { hu: 'adatvedelmi-tajekoztato', en: 'privacy-policy' },
  showroom: { hu: 'bemutatoterem', en: 'showroom' },
  sustainability: { hu: 'fenntarthatosag', en: 'sustainability' },
  warranty: { hu: 'garancia', en: 'warranty' },
  accessibility: { hu: 'akadalymentesseg', en: 'accessibility' },
};

const CATEGORY_PREFIX: LocalizedText = { hu: 'kategoriak', en: 'categories' };

export function staticHref(route: StaticRoute, locale: Locale): string {
  const path = STATIC_ROUTES[route][locale];
  return path ? `/${locale}/${path}` : `/${locale}`;
}

export function pageHref(key: CmsPageKey, locale: Locale): string {
  return `/${locale}/${PAGE_SLUGS[key][locale]}`;
}

export function categoryHref(key: string, locale: Locale): string {
  return `/${locale}/${CATEGORY_PREFIX[locale]}/${categoryPath(categoryByKey(key))[locale]}`;
}

export function blogHref(slug: LocalizedText, locale: Locale): string {
  return `/${locale}/blog/${slug[locale]}`;
}

/** An anchor; `href` is trusted (built above) and `text` is plain text. */
export function anchor(href: string, text: string): string {
  return `<a href="${href}">${text}</a>`;
}
