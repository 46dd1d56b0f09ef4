import type { Facets, ProductList } from 'otthon/contract';
import type { productListQuerySchema } from 'otthon/contract';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../db/client.js';
import { products } from '../db/schema.js';
import { CURRENCY_DECIMALS, DEFAULT_PAGE_SIZE, type Locale } from '../domain.js';
import type { RequestContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import { queryProducts, serializeProduct } from './catalog.js';
import { findCategory } from './content.js';
import type { Rates } from './pricing.js';
import { foldText, likeEscape } from './search-text.js';

export type ListQuery = z.output<typeof productListQuerySchema>;

/** `round(net × 1.27 / rate, decimals)`: the gross price in the request's currency, as `priceIn()` computes it. */
function grossSql(rates: Rates, ctx: RequestContext): SQL {
  const rate = String(rates[ctx.currency]);
  return sql`round(${products.priceNetHuf} * 127 / 100.0 / ${rate}::numeric, ${CURRENCY_DECIMALS[ctx.currency]}::int)`;
}

/** Search over the title (and SKU) in the request's language: every word must occur, accents ignored. */
export function searchCondition(q: string, locale: Locale): SQL | undefined {
  const words = foldText(q).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const column = locale === 'hu' ? products.searchHu : products.searchEn;
  return and(...words.map((word) => sql`${column} like ${`%${likeEscape(word)}%`}`));
}

function orderFor(query: ListQuery, locale: Locale): SQL[] {
  const startsWith = query.q ? foldText(query.q) : '';
  const relevance = startsWith
    ? [sql`(${locale === 'hu' ? products.searchHu : products.searchEn} like ${`${likeEscape(startsWith)}%`}) desc`]
    : [];
  switch (query.sort) {
    case 'price_asc':
      return [asc(products.priceNetHuf), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceNetHuf), asc(products.id)];
    case 'name':
      return [asc(locale === 'hu' ? products.nameRankHu : products.nameRankEn)];
    case 'popularity':
      return [desc(products.popularity), asc(products.id)];
    default:
      // Curated order, products one can buy now first; a search ranks titles that start with the query higher.
      return [...relevance, sql`(${products.stock} > 0) desc`, asc(products.position), asc(products.id)];
  }
}

interface FacetRow {
  kind: 'total' | 'price' | 'in_stock' | 'colour' | 'brand' | 'category';
  id: number | null;
  n: number;
  min: string | null;
  max: string | null;
  slug: string | null;
  name: Record<Locale, string> | string | null;
  hex: string | null;
  path_hu: string | null;
  path_en: string | null;
}

/**
 * The product listing (all products, a category with its descendants, search, sale items):
 * filters, the five sorts of spec §9, one page and disjunctive facets — each facet counts the
 * results of every other filter, so choosing a colour still shows the other colours' counts.
 * Two queries: the page, and all facets with the total in one pass over the base set.
 */
export async function listProducts(ctx: RequestContext, query: ListQuery): Promise<ProductList> {
  const rates = await ctx.rates();
  const base: SQL[] = [];
  if (query.category) {
    const category = await findCategory(ctx, query.category);
    if (!category) throw new HttpError(404, ctx.t('catalog.category_not_found'));
    base.push(sql`${products.categoryIds} @> array[${category.id}::int]`);
  }
  if (query.q) {
    const condition = searchCondition(query.q, ctx.locale);
    if (condition) base.push(condition);
  }
  if (query.sale) base.push(sql`${products.priceOriginalNetHuf} is not null`);

  const gross = grossSql(rates, ctx);
  const priceParts: SQL[] = [];
  if (query.price_min !== undefined) priceParts.push(sql`${gross} >= ${String(query.price_min)}::numeric`);
  if (query.price_max !== undefined) priceParts.push(sql`${gross} <= ${String(query.price_max)}::numeric`);
  const price = priceParts.length ? and(...priceParts)! : sql`true`;
  const stock = query.in_stock ? sql`${products.stock} > 0` : sql`true`;
  const colour = query.colour?.length
    ? sql`${products.colourId} in (select id from colours where key in (${sql.join(query.colour.map((slug) => sql`${slug}`), sql`, `)}))`
    : sql`true`;
  const brand = query.brand?.length
    ? sql`${products.brandId} in (select id from brands where slug in (${sql.join(query.brand.map((slug) => sql`${slug}`), sql`, `)}))`
    : sql`true`;
  const baseWhere = base.length ? and(...base)! : sql`true`;

  const perPage = query.per_page ?? DEFAULT_PAGE_SIZE;
  const offset = (query.page - 1) * perPage;

  const [pageRows, facetRows] = await Promise.all([
    queryProducts(ctx, { where: and(baseWhere, price, stock, colour, brand), orderBy: orderFor(query, ctx.locale), limit: perPage, offset }),
    rows<{ facets: FacetRow[] }>(
      ctx.db,
      sql`with base as (
        select ${products.id} as id, ${products.colourId} as colour_id, ${products.brandId} as brand_id,
          ${products.mainCategoryId} as main_category_id, ${products.stock} as stock, ${gross} as gross,
          (${price}) as p_ok, (${stock}) as s_ok, (${colour}) as c_ok, (${brand}) as b_ok
        from ${products} where ${baseWhere}
      ), facet as (
      select 'total' as kind, null::int as id, (count(*) filter (where p_ok and s_ok and c_ok and b_ok))::int as n,
        null::text as min, null::text as max, null::text as slug, null::jsonb as name, null::text as hex, null::text as path_hu, null::text as path_en
        from base
      union all
      select 'price', null, 0, min(gross)::text, max(gross)::text, null, null, null, null, null from base where s_ok and c_ok and b_ok
      union all
      select 'in_stock', null, (count(*) filter (where stock > 0))::int, null, null, null, null, null, null, null from base where p_ok and c_ok and b_ok
      union all
      select 'colour', co.id, count(*)::int, null, null, co.key, co.name, co.hex, null, null
        from base join colours co on co.id = base.colour_id where p_ok and s_ok and b_ok group by co.id
      union all
      select 'brand', br.id, count(*)::int, null, null, br.slug, to_jsonb(br.name), null, null, null
        from base join brands br on br.id = base.brand_id where p_ok and s_ok and c_ok group by br.id
      union all
      select 'category', ca.id, count(*)::int, null, null, null, ca.title, null, ca.path_hu, ca.path_en
        from base join categories ca on ca.id = base.main_category_id where p_ok and s_ok and c_ok and b_ok group by ca.id
      )
      select json_agg(facet) as facets from facet`,
    ).then((result) => result[0]?.facets ?? []),
  ]);

  const locale = ctx.locale;
  const text = (name: FacetRow['name']) => (typeof name === 'string' ? name : (name?.[locale] ?? ''));
  const facets: Facets = { price: { min: 0, max: 0 }, in_stock: 0, colours: [], brands: [], categories: [] };
  let total = 0;
  for (const row of facetRows) {
    switch (row.kind) {
      case 'total':
        total = Number(row.n);
        break;
      case 'price':
        facets.price = { min: Number(row.min ?? 0), max: Number(row.max ?? 0) };
        break;
      case 'in_stock':
        facets.in_stock = Number(row.n);
        break;
      case 'colour':
        facets.colours.push({ id: Number(row.id), slug: row.slug!, name: text(row.name), hex: row.hex!, count: Number(row.n) });
        break;
      case 'brand':
        facets.brands.push({ id: Number(row.id), slug: row.slug!, name: text(row.name), count: Number(row.n) });
        break;
      case 'category':
        facets.categories.push({
          id: Number(row.id),
          title: text(row.name),
          slugs: (locale === 'hu' ? row.path_hu! : row.path_en!).split('/'),
          count: Number(row.n),
        });
        break;
    }
  }
  const byCountThenName = <T extends { count: number; name?: string; title?: string }>(a: T, b: T) =>
    b.count - a.count || (a.name ?? a.title ?? '').localeCompare(b.name ?? b.title ?? '', locale);
  facets.colours.sort(byCountThenName);
  facets.brands.sort(byCountThenName);
  facets.categories.sort(byCountThenName);

  const items = pageRows.map((row) => serializeProduct(row, locale, ctx.currency, rates));
  return {
    items,
    meta: {
      current_page: query.page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      from: items.length ? offset + 1 : null,
      to: items.length ? offset + items.length : null,
    },
    facets,
  };
}
