import { buildPath, DEFAULT_LOCALE, type Locale, LOCALES, productSlugSegments, type RouteName, routeTable, type ShopApi } from 'otthon';
import type { ApiAnswer } from '../lib/api-types.js';
import { INDEXED_SCREENS } from '../lib/indexing.js';
import { screens } from '../screens.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';

/** One page in both languages: its path in each. */
type PageVersions = Record<Locale, string>;

const isBuilt = (name: RouteName) => screens[name] !== null;
const path = (name: RouteName, locale: Locale, params: object) =>
  (buildPath as (route: RouteName, language: Locale, values: object) => string)(name, locale, params);

/** Every page of a paged list, in one language. */
async function allPages<T>(load: (page: number) => Promise<{ items: T[]; meta: { last_page: number } }>): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) => load(index + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

/** Pairs the same entities of both languages by id, in the default language's order. */
function pair<T extends { id: number }>(lists: Record<Locale, T[]>, versions: (entity: T, locale: Locale) => string): PageVersions[] {
  const byId = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(lists[locale].map((entity) => [entity.id, entity]))])) as Record<
    Locale,
    Map<number, T>
  >;
  return lists[DEFAULT_LOCALE].flatMap((entity) => {
    const found = LOCALES.map((locale) => [locale, byId[locale].get(entity.id)] as const);
    if (found.some(([, other]) => other === undefined)) return [];
    return [Object.fromEntries(found.map(([locale, other]) => [locale, versions(other as T, locale)])) as PageVersions];
  });
}

type Shops = Record<Locale, ShopApi>;
type MenuItem = ApiAnswer<'init'>['menu']['header'][number];

function contentLinks(items: readonly MenuItem[]): Array<{ id: number; slug: string }> {
  return items.flatMap((item) => [
    ...(item.link.type === 'content' && item.link.ref_id !== null && item.link.slug ? [{ id: item.link.ref_id, slug: item.link.slug }] : []),
    ...contentLinks(item.children),
  ]);
}

async function inBothLanguages<T>(load: (shop: ShopApi, locale: Locale) => Promise<T>, shops: Shops): Promise<Record<Locale, T>> {
  const loaded = await Promise.all(LOCALES.map(async (locale) => [locale, await load(shops[locale], locale)] as const));
  return Object.fromEntries(loaded) as Record<Locale, T>;
}

/** The pages of the screens with parameters, for the screens that exist. */
async function entityPages(shops: Shops): Promise<PageVersions[]> {
  const pages: Promise<PageVersions[]>[] = [];
  if (isBuilt('categories-category_slug')) {
    pages.push(
      shops[DEFAULT_LOCALE]
        .categories()
        .then((categories) =>
          categories.map(
            (category) =>
              Object.fromEntries(
                LOCALES.map((locale) => [locale, path('categories-category_slug', locale, { category_slug: category.alternates[locale] })]),
              ) as PageVersions,
          ),
        ),
    );
  }
  if (isBuilt('products-product_slug')) {
    pages.push(
      inBothLanguages((shop) => allPages((page) => shop.products({ page, per_page: 96 })), shops).then((lists) =>
        pair(lists, (product, locale) => path('products-product_slug', locale, { product_slug: productSlugSegments(product) })),
      ),
    );
  }
  if (isBuilt('blog-slug')) {
    pages.push(
      inBothLanguages((shop) => allPages((page) => shop.blogPosts({ page, per_page: 96 })), shops).then((lists) =>
        pair(lists, (post, locale) => path('blog-slug', locale, { slug: post.slug })),
      ),
    );
  }
  if (isBuilt('page_slug')) {
    // CMS pages beyond the static ones are reached from the menus (requirements §2 content links).
    pages.push(
      inBothLanguages((shop) => shop.init(), shops).then((inits) => {
        const lists = Object.fromEntries(
          LOCALES.map((locale) => {
            const { header, footer } = inits[locale].menu;
            const unique = new Map(contentLinks([...header, ...footer]).map((link) => [link.id, link]));
            return [locale, [...unique.values()]];
          }),
        ) as Record<Locale, Array<{ id: number; slug: string }>>;
        return pair(lists, (link, locale) => path('page_slug', locale, { page_slug: link.slug }));
      }),
    );
  }
  return (await Promise.all(pages)).flat();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * `sitemap.xml`: every indexable page of the screens that exist, in both languages, each with
 * its `hreflang` alternates (hu, en, x-default → Hungarian).
 */
export async function loader({ context }: ShopLoaderArgs) {
  const shops = Object.fromEntries(LOCALES.map((locale) => [locale, context.shopIn(locale)])) as Shops;
  const fixed = routeTable
    .filter((route) => INDEXED_SCREENS.has(route.name) && isBuilt(route.name) && !route.paths.en.includes('{'))
    .map((route) => Object.fromEntries(LOCALES.map((locale) => [locale, path(route.name, locale, {})])) as PageVersions);
  const pages = [...fixed, ...(await entityPages(shops))];
  const seen = new Set<string>();
  const absolute = (pathname: string) => escapeXml(new URL(pathname, context.origin).href);

  const urls = pages.flatMap((versions) =>
    LOCALES.filter((locale) => !seen.has(versions[locale]) && seen.add(versions[locale])).map((locale) =>
      [
        '  <url>',
        `    <loc>${absolute(versions[locale])}</loc>`,
        ...LOCALES.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${absolute(versions[language])}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(versions[DEFAULT_LOCALE])}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
