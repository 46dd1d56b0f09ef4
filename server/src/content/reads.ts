import type {
  BlogPost,
  BlogPostSummary,
  Category,
  CategoryDetail,
  City,
  Country,
  Currency,
  Home,
  Init,
  MenuItem,
  Menus,
  Page,
  Showroom,
} from 'otthon/contract';
import { byBrandName, shopExtensions, showroomView } from 'otthon/contract';
import { reductionPercent } from 'otthon/core';
import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { SeedHome, SeedShowroom } from '../../seed/types.js';
import type { categories } from '../db/schema.js';
import {
  allBrandRows,
  type BlogPostRow,
  brandRowsByIds,
  cityRows,
  countryName,
  countryRows,
  currencyRows,
  HOME_RAIL_ORDERS,
  metaValue as storedMeta,
  pageBySlug,
  postBySlug,
  postPage,
  type RailOrder,
  recentPosts,
} from './queries.js';
import { distinctRails, HOME_RECENT_POSTS, HOME_RAILS, homeRailCandidates, type Locale } from '../domain.js';
import { catalog, pathOf, productsByIds, productView, queryProducts, type CatalogRequest } from '../catalog/snapshot.js';
import { imageOf } from '../catalog/media.js';
import { pageMeta } from '../shared/paging.js';
import { foldText } from '../shared/search-text.js';

type CategoryRow = typeof categories.$inferSelect;

// — menus and init —

export async function menus(ctx: CatalogRequest): Promise<Menus> {
  const items = (await catalog(ctx)).menus;
  const build = (menu: string, parentId: number | null): MenuItem[] =>
    items
      .filter((item) => item.menu === menu && item.parentId === parentId)
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        id: item.id,
        title: item.title[ctx.locale],
        link: { type: item.linkType as MenuItem['link']['type'], slug: item.linkSlug?.[ctx.locale] ?? null, ref_id: item.linkRefId },
        children: build(menu, item.id),
      }));
  return { header: build('header', null), footer: build('footer', null), categories: build('categories', null) };
}

export async function init(ctx: CatalogRequest & Pick<ShopData, 'app'>): Promise<Init> {
  const [menu, snapshot] = await Promise.all([menus(ctx), catalog(ctx)]);
  let biggest = 0;
  for (const product of snapshot.products.values()) biggest = Math.max(biggest, reductionPercent(product.priceGrossHuf, product.priceOriginalGrossHuf) ?? 0);
  return { menu, all_products: snapshot.products.size, biggest_discount: biggest, extensions: shopExtensions(), seller: { ...ctx.app.seller } };
}

// — categories —

export function serializeCategory(row: CategoryRow, locale: Locale, productCount: number): Category {
  return {
    id: row.id,
    slug: row.slug[locale],
    slugs: pathOf(row, locale),
    parent_id: row.parentId,
    title: row.title[locale],
    description: row.description[locale],
    image: row.image ? imageOf(row.image, row.title[locale]) : null,
    product_count: productCount,
    alternates: { hu: pathOf(row, 'hu'), en: pathOf(row, 'en') },
  };
}

export async function allCategories(ctx: CatalogRequest): Promise<Category[]> {
  const snapshot = await catalog(ctx);
  return snapshot.categories.map((row) => serializeCategory(row, ctx.locale, snapshot.productCounts.get(row.id) ?? 0));
}

/** A category by its slug path in the request's language (or the other one, after a language switch), or by id. */
export async function findCategory(ctx: CatalogRequest, path: string): Promise<CategoryRow | null> {
  const clean = path.split('/').filter(Boolean).join('/');
  if (!clean) return null;
  const { categories: all } = await catalog(ctx);
  const own = (c: CategoryRow) => (ctx.locale === 'hu' ? c.pathHu : c.pathEn);
  const other = (c: CategoryRow) => (ctx.locale === 'hu' ? c.pathEn : c.pathHu);
  return (
    all.find((c) => own(c) === clean) ??
    all.find((c) => other(c) === clean) ??
    (/^\d{1,9}$/.test(clean) ? all.find((c) => c.id === Number(clean)) : undefined) ??
    null
  );
}

export async function resolveCategory(ctx: CatalogRequest & Pick<ShopRequest, 't'>, path: string): Promise<CategoryDetail> {
  const row = await findCategory(ctx, path);
  if (!row) throw new HttpError(404, ctx.t('catalog.category_not_found'));
  const snapshot = await catalog(ctx);
  const count = (id: number) => snapshot.productCounts.get(id) ?? 0;
  return {
    category: serializeCategory(row, ctx.locale, count(row.id)),
    breadcrumbs: row.ancestorIds.flatMap((id) => {
      const c = snapshot.categoryById.get(id);
      return c ? [{ id: c.id, title: c.title[ctx.locale], slugs: pathOf(c, ctx.locale) }] : [];
    }),
    children: snapshot.categories.filter((c) => c.parentId === row.id).map((c) => serializeCategory(c, ctx.locale, count(c.id))),
  };
}

export async function allBrands(ctx: CatalogRequest) {
  const list = await allBrandRows(ctx.db);
  return list.sort(byBrandName).map((b) => ({ id: b.id, name: b.name, slug: b.slug, logo: null }));
}

// — blog —

export function serializePostSummary(row: BlogPostRow, locale: Locale): BlogPostSummary {
  return {
    id: row.id,
    slug: locale === 'hu' ? row.slugHu : row.slugEn,
    title: row.title[locale],
    excerpt: row.excerpt[locale],
    image: row.image ? imageOf(row.image, row.title[locale]) : null,
    author: row.author,
    tags: row.tags.map((tag) => tag[locale]),
    reading_minutes: row.readingMinutes,
    published_at: row.publishedAt.toISOString(),
  };
}

// — singletons —

async function metaValue<T>(ctx: CatalogRequest, key: string): Promise<T> {
  const value = await storedMeta(ctx.db, key);
  if (value === undefined) throw new Error(`The database has no "${key}" entry; was it seeded?`);
  return value as T;
}

export async function showroom(ctx: CatalogRequest): Promise<Showroom> {
  const seed = await metaValue<SeedShowroom>(ctx, 'showroom');
  const country = await countryName(ctx.db, seed.address.country_id);
  return showroomView(seed, country?.[ctx.locale] ?? '', ctx.locale);
}

// — home —

export async function home(ctx: CatalogRequest): Promise<Home> {
  const homeSeed = await metaValue<SeedHome>(ctx, 'home');
  const snapshot = await ctx.catalog();
  // Each rail in the page's order, with enough candidates to fill it after the rails before it (distinctRails).
  const list = async (railIndex: number, { where, orderBy }: RailOrder) =>
    (await queryProducts(ctx, { where, orderBy, limit: homeRailCandidates(railIndex) })).map((row) => productView(snapshot, row, ctx.locale, ctx.currency));
  const [allCats, best, featured, posts, discounted, newest, popular] = await Promise.all([
    allCategories(ctx),
    productsByIds(ctx, homeSeed.best_product_ids),
    brandRowsByIds(ctx.db, homeSeed.featured_brand_ids),
    recentPosts(ctx.db, HOME_RECENT_POSTS),
    list(HOME_RAILS.indexOf('discounted'), HOME_RAIL_ORDERS.discounted),
    list(HOME_RAILS.indexOf('newest'), HOME_RAIL_ORDERS.newest),
    list(HOME_RAILS.indexOf('popular'), HOME_RAIL_ORDERS.popular),
  ]);
  const rails = distinctRails({ best, discounted, newest, popular }, HOME_RAILS);
  const brandOrder = new Map(homeSeed.featured_brand_ids.map((id, index) => [id, index]));
  return {
    categories: allCats.filter((c) => c.parent_id === null),
    best_products: rails.best,
    brands: [...featured]
      .sort((a, b) => (brandOrder.get(a.id) ?? 0) - (brandOrder.get(b.id) ?? 0))
      .map((b) => ({ id: b.id, name: b.name, slug: b.slug, logo: null })),
    recent_blogs: posts.map((post) => serializePostSummary(post, ctx.locale)),
    discounted_products: rails.discounted,
    newest_products: rails.newest,
    popular_products: rails.popular,
  };
}

export async function blogList(ctx: CatalogRequest, query: { page: number; per_page: number; tag?: string | undefined }) {
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const tag = query.tag ? foldText(query.tag, '-') : '';
  const { list, total: n } = await postPage(ctx.db, { tag, limit: perPage, offset });
  return {
    items: list.map((post) => serializePostSummary(post, ctx.locale)),
    meta: pageMeta(query.page, perPage, n, list.length),
  };
}

/** A post by its slug in either language (a shared link survives a language switch). */
export async function blogPost(ctx: CatalogRequest & Pick<ShopRequest, 't'>, slug: string): Promise<BlogPost> {
  const clean = slug.split('/').filter(Boolean).join('/');
  const post = await postBySlug(ctx.db, clean);
  if (!post) throw new HttpError(404, ctx.t('catalog.post_not_found'));
  return {
    ...serializePostSummary(post, ctx.locale),
    content_html: post.html[ctx.locale],
    alternates: { hu: post.slugHu, en: post.slugEn },
    related_products: await productsByIds(ctx, post.relatedProductIds),
  };
}

export async function cmsPage(ctx: CatalogRequest & Pick<ShopRequest, 't'>, slug: string): Promise<Page> {
  const clean = slug.split('/').filter(Boolean).join('/');
  const page = await pageBySlug(ctx.db, clean);
  if (!page) throw new HttpError(404, ctx.t('catalog.page_not_found'));
  return {
    id: page.id,
    key: page.key,
    slug: ctx.locale === 'hu' ? page.slugHu : page.slugEn,
    title: page.title[ctx.locale],
    meta_description: page.metaDescription[ctx.locale],
    content_html: page.html[ctx.locale],
    alternates: { hu: page.slugHu, en: page.slugEn },
    updated_at: page.updatedAt.toISOString(),
  };
}

export async function currencyList(ctx: CatalogRequest): Promise<Currency[]> {
  const list = await currencyRows(ctx.db);
  return list.map((c) => ({
    id: c.code as Currency['id'],
    code: c.code as Currency['code'],
    name: c.name[ctx.locale],
    symbol: c.symbol,
    decimals: c.decimals,
    rate: c.rate,
    is_default: c.isDefault,
  }));
}

export async function countryList(ctx: CatalogRequest): Promise<Country[]> {
  const list = await countryRows(ctx.db);
  return list.map((c) => ({ id: c.id, code: c.code, name: c.name[ctx.locale] }));
}

/**
 * Hungarian settlements with their postcodes (Budapest's with the district): by name prefix
 * (accents ignored) or postcode prefix, at most 100; all of them without a filter. Ordered by the
 * folded name, then the postcode, in code point order (`collate "C"`), as the mock orders them.
 */
export async function cityList(ctx: CatalogRequest, query: { q?: string | undefined; zipcode?: string | undefined }): Promise<City[]> {
  const list = await cityRows(ctx.db, { name: query.q ? foldText(query.q) : '', zipcode: query.zipcode ?? '' });
  return list.map((c) => ({ id: c.id, name: c.name[ctx.locale], zipcode: c.zipcode, district: c.district, country_id: c.countryId }));
}
