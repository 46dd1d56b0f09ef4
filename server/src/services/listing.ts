import type { Facets, ProductList, SearchHelp, SearchVocabulary } from 'otthon/contract';
import { byFacetCount, correctSearchQuery, searchHelpCategories, searchVocabulary, type productListQuerySchema } from 'otthon/contract';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { rows } from '../db/client.js';
import { products } from '../db/schema.js';
import { DEFAULT_PAGE_SIZE, type CurrencyCode, type Locale } from '../domain.js';
import { catalog, pathOf, productView, withStock, type CatalogSnapshot } from './catalog.js';
import { findCategory } from './content.js';
import { priceOfGross, type Rates } from './pricing.js';
import { pageMeta } from './paging.js';
import { namedKinds, search, type NamedKinds, type Search } from '../queries/search.js';

export type ListQuery = z.output<typeof productListQuerySchema>;

/** The search over products in the request's language (see `search`). */
export function productSearch(q: string, locale: Locale, kinds?: NamedKinds): Search | undefined {
  return search(
    q,
    locale,
    {
      document: locale === 'hu' ? products.searchDocHu : products.searchDocEn,
      text: locale === 'hu' ? products.searchHu : products.searchEn,
      code: products.sku,
      ofKind: (categoryIds) => sql`${products.categoryIds} && ${`{${categoryIds.join(',')}}`}::int[]`,
      mainKind: (categoryIds) => sql`${products.mainCategoryId} = any(${`{${categoryIds.join(',')}}`}::int[])`,
    },
    kinds,
  );
}

function orderFor(query: ListQuery, locale: Locale, found: Search | undefined): SQL[] {
  const relevance = found?.orderBy ?? [];
  switch (query.sort) {
    case 'price_asc':
      return [asc(products.priceGrossHuf), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceGrossHuf), asc(products.id)];
    case 'name':
      return [asc(locale === 'hu' ? products.nameRankHu : products.nameRankEn)];
    case 'popularity':
      return [desc(products.popularity), asc(products.id)];
    default:
      // Curated order, products one can buy now first; a search puts the best matches first.
      return [...relevance, sql`(${products.stock} > 0) desc`, asc(products.position), asc(products.id)];
  }
}

interface ListingDoc {
  page: [number, number][];
  total: number;
  price: [number | null, number | null];
  in_stock: number;
  colours: Record<string, number> | null;
  brands: Record<string, number> | null;
  categories: Record<string, number> | null;
}

/**
 * The gross-forint range whose gross price in `currency` lies within [min, max]: the price in
 * any currency rises with the forint price, so the request currency's bounds become an indexed
 * integer range, found with the very function that prices the answer (no rounding disagreement
 * at the edges).
 */
export function grossHufRange(min: number | undefined, max: number | undefined, currency: CurrencyCode, rates: Rates): [number, number] | null {
  const LIMIT = 2_147_483_647;
  const gross = (grossHuf: number) => priceOfGross(grossHuf, currency, rates).gross;
  const estimate = (value: number) => Math.min(LIMIT, Math.max(0, Math.round(value * rates[currency])));
  let low = 0;
  let high = LIMIT;
  if (min !== undefined) {
    low = estimate(min);
    while (low > 0 && gross(low - 1) >= min) low -= 1;
    while (low <= LIMIT && gross(low) < min) low += 1;
  }
  if (max !== undefined) {
    high = estimate(max);
    while (high < LIMIT && gross(high + 1) <= max) high += 1;
    while (high >= 0 && gross(high) > max) high -= 1;
  }
  return low <= high ? [low, high] : null;
}

/**
 * The product listing (all products, a category with its descendants, search, sale items):
 * filters, the five sorts of requirements §9, one page and disjunctive facets — each facet counts the
 * results of every other filter, so choosing a colour still shows the other colours' counts.
 * One query: the page (indexed filters and sort) and every facet over the base set.
 */
export async function listProducts(ctx: RequestContext, query: ListQuery): Promise<ProductList> {
  const snapshot = await catalog(ctx);
  const rates = snapshot.reference.rates;
  const base: SQL[] = [];
  let inCategory = sql`true`;
  if (query.category) {
    const category = await findCategory(ctx, query.category);
    if (!category) throw new HttpError(404, ctx.t('catalog.category_not_found'));
    inCategory = sql`${products.categoryIds} @> array[${category.id}::int]`;
  }
  const found = query.q ? productSearch(query.q, ctx.locale, await namedKinds(ctx.db, query.q, ctx.locale)) : undefined;
  if (query.q) {
    // A query without a word (only punctuation) finds nothing rather than everything.
    base.push(found?.where ?? sql`false`);
  }
  if (query.sale) base.push(sql`${products.priceOriginalNetHuf} is not null`);

  const range =
    query.price_min !== undefined || query.price_max !== undefined ? grossHufRange(query.price_min, query.price_max, ctx.currency, rates) : undefined;
  const price = range === undefined ? sql`true` : range === null ? sql`false` : sql`${products.priceGrossHuf} between ${range[0]} and ${range[1]}`;
  const stock = query.in_stock ? sql`${products.stock} > 0` : sql`true`;
  const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  const colourIds = query.colour ? snapshot.colours.filter((c) => query.colour!.includes(c.key)).map((c) => c.id) : [];
  const brandIds = query.brand ? snapshot.brands.filter((b) => query.brand!.includes(b.slug)).map((b) => b.id) : [];
  const colour = query.colour?.length ? sql`${products.colourId} = any(${ids(colourIds)})` : sql`true`;
  const brand = query.brand?.length ? sql`${products.brandId} = any(${ids(brandIds)})` : sql`true`;
  const baseWhere = base.length ? and(...base)! : sql`true`;
  const listWhere = and(baseWhere, inCategory)!;

  const perPage = query.per_page ?? DEFAULT_PAGE_SIZE;
  const offset = (query.page - 1) * perPage;
  const order = sql.join(orderFor(query, ctx.locale, found), sql`, `);

  const [row] = await rows<{ doc: ListingDoc }>(
    ctx.db,
    sql`with base as materialized (
      select ${products.id} as id, ${products.colourId} as colour_id, ${products.brandId} as brand_id,
        ${products.categoryIds} as category_ids, ${products.stock} as stock, ${products.priceGrossHuf} as gross_huf,
        (${price}) as p_ok, (${stock}) as s_ok, (${colour}) as c_ok, (${brand}) as b_ok, (${inCategory}) as k_ok
      from ${products} where ${baseWhere}
    )
    select json_build_object(
      'page', (select coalesce(json_agg(json_build_array(id, stock) order by ordinal), '[]'::json) from (
          select ${products.id} as id, ${products.stock} as stock, row_number() over (order by ${order}) as ordinal
          from ${products} where ${and(listWhere, price, stock, colour, brand)} order by ${order} limit ${perPage} offset ${offset}) t),
      'total', (select count(*) from base where k_ok and p_ok and s_ok and c_ok and b_ok),
      'price', (select json_build_array(min(gross_huf), max(gross_huf)) from base where k_ok and s_ok and c_ok and b_ok),
      'in_stock', (select count(*) from base where k_ok and p_ok and c_ok and b_ok and stock > 0),
      'colours', (select json_object_agg(colour_id, n) from (select colour_id, count(*) as n from base where k_ok and p_ok and s_ok and b_ok and colour_id is not null group by colour_id) t),
      'brands', (select json_object_agg(brand_id, n) from (select brand_id, count(*) as n from base where k_ok and p_ok and s_ok and c_ok and brand_id is not null group by brand_id) t),
      'categories', (select json_object_agg(category_id, n) from (select category_id, count(*) as n from base cross join lateral unnest(category_ids) as c(category_id)
          where p_ok and s_ok and c_ok and b_ok group by category_id) t)
    ) as doc`,
  );
  const doc = row!.doc;
  const locale = ctx.locale;
  const counted = (record: Record<string, number> | null) => Object.entries(record ?? {}).map(([id, n]) => [Number(id), Number(n)] as const);
  const byCountThenName = byFacetCount(locale);
  const [minGrossHuf, maxGrossHuf] = doc.price;
  const categoryCounts = new Map(counted(doc.categories));
  const facets: Facets = {
    price: {
      min: minGrossHuf === null ? 0 : priceOfGross(minGrossHuf, ctx.currency, rates).gross,
      max: maxGrossHuf === null ? 0 : priceOfGross(maxGrossHuf, ctx.currency, rates).gross,
    },
    in_stock: Number(doc.in_stock),
    colours: counted(doc.colours)
      .flatMap(([id, count]) => {
        const c = snapshot.colourById.get(id);
        return c ? [{ id, slug: c.key, name: c.name[locale], hex: c.hex, count }] : [];
      })
      .sort(byCountThenName),
    brands: counted(doc.brands)
      .flatMap(([id, count]) => {
        const b = snapshot.brandById.get(id);
        return b ? [{ id, slug: b.slug, name: b.name, count }] : [];
      })
      .sort(byCountThenName),
    // Every category with a matching product in it or below it, in the shop's display order, so
    // the panel can show the tree; the category filter itself is left out of these counts.
    categories: snapshot.categories.flatMap((c) => {
      const count = categoryCounts.get(c.id);
      return count ? [{ id: c.id, parent_id: c.parentId, title: c.title[locale], slugs: pathOf(c, locale), count }] : [];
    }),
  };

  const total = Number(doc.total);
  const items = withStock(snapshot, doc.page).map((product) => productView(snapshot, product, locale, ctx.currency));
  const alone = !query.category && !query.sale && !query.in_stock && !query.colour?.length && !query.brand?.length && range === undefined;
  return {
    items,
    meta: pageMeta(query.page, perPage, total, items.length),
    facets,
    ...(query.q && total === 0 && alone ? { search_help: await searchHelp(ctx, snapshot, query.q) } : {}),
  };
}

/** The words of the catalogue's titles in each language, built once per catalogue snapshot. */
const vocabularies = new WeakMap<CatalogSnapshot, Partial<Record<Locale, SearchVocabulary>>>();

function vocabularyOf(snapshot: CatalogSnapshot, locale: Locale): SearchVocabulary {
  const built = vocabularies.get(snapshot) ?? {};
  vocabularies.set(snapshot, built);
  built[locale] ??= searchVocabulary(
    [...[...snapshot.products.values()].map((product) => product.title[locale]), ...snapshot.categories.map((category) => category.title[locale])],
    locale,
  );
  return built[locale];
}

/** The package's correction of `q` (`correctSearchQuery`) when the search finds products with it; null otherwise. */
export async function searchCorrection(ctx: RequestContext, snapshot: CatalogSnapshot, q: string): Promise<string | null> {
  const corrected = correctSearchQuery(q, ctx.locale, vocabularyOf(snapshot, ctx.locale));
  if (!corrected) return null;
  const found = productSearch(corrected, ctx.locale, await namedKinds(ctx.db, corrected, ctx.locale));
  const [row] = found ? await rows<{ any: boolean }>(ctx.db, sql`select exists (select 1 from ${products} where ${found.where}) as any`) : [];
  return row?.any ? corrected : null;
}

/** What a search that found nothing offers (the package's rule): a correction that finds products, and kinds or rooms. */
async function searchHelp(ctx: RequestContext, snapshot: CatalogSnapshot, q: string): Promise<SearchHelp> {
  const didYouMean = await searchCorrection(ctx, snapshot, q);
  const categories = searchHelpCategories(didYouMean ? `${q} ${didYouMean}` : q, ctx.locale, snapshot.categories);
  return {
    did_you_mean: didYouMean,
    categories: categories.map((category) => ({ id: category.id, title: category.title[ctx.locale], slugs: pathOf(category, ctx.locale) })),
  };
}
