/**
 * The product listing's statements: what a search reads of a product, the five sorts, and the
 * one query that answers a page with every facet over the same base set.
 */
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { products } from '../db/schema.js';
import type { Locale } from '../domain.js';
import type { Search, SearchTarget } from './search-queries.js';

/** What a product search reads in `locale`: the weighted document, the folded title, the SKU, its kinds. */
export const productSearchTarget = (locale: Locale): SearchTarget => ({
  document: locale === 'hu' ? products.searchDocHu : products.searchDocEn,
  text: locale === 'hu' ? products.searchHu : products.searchEn,
  code: products.sku,
  ofKind: (categoryIds) => sql`${products.categoryIds} && ${`{${categoryIds.join(',')}}`}::int[]`,
  mainKind: (categoryIds) => sql`${products.mainCategoryId} = any(${`{${categoryIds.join(',')}}`}::int[])`,
});

export type ListingSort = 'price_asc' | 'price_desc' | 'name' | 'popularity' | string | undefined;

/** A listing's order: one of the sorts, else the curated order with products one can buy now first (a search's best matches before). */
export function listingOrder(sort: ListingSort, locale: Locale, found: Search | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.priceGrossHuf), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceGrossHuf), asc(products.id)];
    case 'name':
      return [asc(locale === 'hu' ? products.nameRankHu : products.nameRankEn)];
    case 'popularity':
      return [desc(products.popularity), asc(products.id)];
    default:
      return [...(found?.orderBy ?? []), sql`(${products.stock} > 0) desc`, asc(products.position), asc(products.id)];
  }
}

export interface ListingDoc {
  page: [number, number][];
  total: number;
  price: [number | null, number | null];
  in_stock: number;
  colours: Record<string, number> | null;
  brands: Record<string, number> | null;
  categories: Record<string, number> | null;
}

export interface ListingFilters {
  /** A search's condition; `false` for a query without a word, absent without a query. */
  search?: SQL | false | undefined;
  sale: boolean;
  categoryId?: number | undefined;
  /** Gross forints; `null` for a range no price falls in, absent for none. */
  grossRange?: [number, number] | null | undefined;
  inStock: boolean;
  /** Absent for no colour filter. */
  colourIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

const idArray = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/**
 * One page of the listing with disjunctive facets: each facet counts the results of every other
 * filter, so choosing a colour still shows the other colours' counts. The base set (search, sale)
 * is read once; the page uses the indexed filters and sort.
 */
export async function listingDocument(db: Db, filters: ListingFilters): Promise<ListingDoc> {
  const base: SQL[] = [];
  if (filters.search !== undefined) base.push(filters.search === false ? sql`false` : filters.search);
  if (filters.sale) base.push(sql`${products.priceOriginalNetHuf} is not null`);
  const inCategory = filters.categoryId === undefined ? sql`true` : sql`${products.categoryIds} @> array[${filters.categoryId}::int]`;
  const range = filters.grossRange;
  const price = range === undefined ? sql`true` : range === null ? sql`false` : sql`${products.priceGrossHuf} between ${range[0]} and ${range[1]}`;
  const stock = filters.inStock ? sql`${products.stock} > 0` : sql`true`;
  const colour = filters.colourIds ? sql`${products.colourId} = any(${idArray(filters.colourIds)})` : sql`true`;
  const brand = filters.brandIds ? sql`${products.brandId} = any(${idArray(filters.brandIds)})` : sql`true`;
  const baseWhere = base.length ? and(...base)! : sql`true`;
  const listWhere = and(baseWhere, inCategory)!;
  const order = sql.join(filters.order, sql`, `);
  const [row] = await rows<{ doc: ListingDoc }>(
    db,
    sql`with base as materialized (
      select ${products.id} as id, ${products.colourId} as colour_id, ${products.brandId} as brand_id,
        ${products.categoryIds} as category_ids, ${products.stock} as stock, ${products.priceGrossHuf} as gross_huf,
        (${price}) as p_ok, (${stock}) as s_ok, (${colour}) as c_ok, (${brand}) as b_ok, (${inCategory}) as k_ok
      from ${products} where ${baseWhere}
    )
    select json_build_object(
      'page', (select coalesce(json_agg(json_build_array(id, stock) order by ordinal), '[]'::json) from (
          select ${products.id} as id, ${products.stock} as stock, row_number() over (order by ${order}) as ordinal
          from ${products} where ${and(listWhere, price, stock, colour, brand)} order by ${order} limit ${filters.limit} offset ${filters.offset}) t),
      'total', (select count(*) from base where k_ok and p_ok and s_ok and c_ok and b_ok),
      'price', (select json_build_array(min(gross_huf), max(gross_huf)) from base where k_ok and s_ok and c_ok and b_ok),
      'in_stock', (select count(*) from base where k_ok and p_ok and c_ok and b_ok and stock > 0),
      'colours', (select json_object_agg(colour_id, n) from (select colour_id, count(*) as n from base where k_ok and p_ok and s_ok and b_ok and colour_id is not null group by colour_id) t),
      'brands', (select json_object_agg(brand_id, n) from (select brand_id, count(*) as n from base where k_ok and p_ok and s_ok and c_ok and brand_id is not null group by brand_id) t),
      'categories', (select json_object_agg(category_id, n) from (select category_id, count(*) as n from base cross join lateral unnest(category_ids) as c(category_id)
          where p_ok and s_ok and c_ok and b_ok group by category_id) t)
    ) as doc`,
  );
  return row!.doc;
}

/** Whether any product matches `where`. */
export async function anyProduct(db: Db, where: SQL): Promise<boolean> {
  const [row] = await rows<{ any: boolean }>(db, sql`select exists (select 1 from ${products} where ${where}) as any`);
  return row?.any ?? false;
}
