import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { blogPosts, brands, cities, countries, currencies, meta, pages, products } from '../db/schema.js';
import type { Locale } from '../domain.js';
import { likeEscape } from '../shared/like-queries.js';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

/** A product rail of the home page as a statement orders it: which products, in which order. */
export interface RailOrder {
  where: SQL;
  orderBy: SQL[];
}

/** The home page's product rails (each of products in stock): the biggest reductions, the newest, the most popular. */
export const HOME_RAIL_ORDERS = {
  discounted: {
    where: and(gt(products.stock, 0), isNotNull(products.priceOriginalGrossHuf))!,
    orderBy: [desc(sql`(1 - ${products.priceGrossHuf}::numeric / ${products.priceOriginalGrossHuf})`), asc(products.id)],
  },
  newest: { where: gt(products.stock, 0), orderBy: [desc(products.createdAt), desc(products.id)] },
  popular: { where: gt(products.stock, 0), orderBy: [desc(products.popularity), asc(products.id)] },
} satisfies Record<string, RailOrder>;

export const allBrandRows = (db: Db): Promise<BrandRow[]> => db.select().from(brands);

export const brandRowsByIds = (db: Db, ids: readonly number[]): Promise<BrandRow[]> =>
  ids.length
    ? db
        .select()
        .from(brands)
        .where(inArray(brands.id, [...ids]))
    : Promise.resolve([]);

/** A value the seed keeps in the meta table (the home page's picks, the showroom); `undefined` when missing. */
export async function metaValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(meta).where(eq(meta.key, key));
  return row?.value;
}

export async function countryName(db: Db, id: number): Promise<Record<Locale, string> | null> {
  const [country] = await rows<{ name: Record<Locale, string> }>(db, sql`select name from countries where id = ${id}`);
  return country?.name ?? null;
}

/** The newest posts first. */
export const recentPosts = (db: Db, limit: number): Promise<BlogPostRow[]> =>
  db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);

/** One page of posts, newest first, with a tag's (folded) slug or all; and how many there are. */
export async function postPage(
  db: Db,
  { tag, limit, offset }: { tag: string; limit: number; offset: number },
): Promise<{ list: BlogPostRow[]; total: number }> {
  const where = tag ? sql`${blogPosts.tagSlugs} @> array[${tag}]::text[]` : undefined;
  const [list, [total]] = await Promise.all([
    db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** A post by its slug in either language. */
export async function postBySlug(db: Db, slug: string): Promise<BlogPostRow | null> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(or(eq(blogPosts.slugHu, slug), eq(blogPosts.slugEn, slug)));
  return post ?? null;
}

/** A page by its slug in either language, or by its key. */
export async function pageBySlug(db: Db, slug: string): Promise<typeof pages.$inferSelect | null> {
  const [page] = await db
    .select()
    .from(pages)
    .where(or(eq(pages.slugHu, slug), eq(pages.slugEn, slug), eq(pages.key, slug)));
  return page ?? null;
}

export const currencyRows = (db: Db) => db.select().from(currencies).orderBy(asc(currencies.position));

export const countryRows = (db: Db) => db.select().from(countries).orderBy(asc(countries.position));

/**
 * Settlements by a folded name prefix or a postcode prefix, at most 100; all of them without
 * either. Ordered by the folded name, then the postcode, in code point order (`collate "C"`).
 */
export function cityRows(db: Db, { name, zipcode }: { name: string; zipcode: string }) {
  const conditions = [];
  if (name) conditions.push(sql`${cities.search} like ${`${likeEscape(name)}%`}`);
  if (zipcode) conditions.push(sql`${cities.zipcode} like ${`${likeEscape(zipcode)}%`}`);
  return db
    .select()
    .from(cities)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${cities.search} collate "C"`, sql`${cities.zipcode} collate "C"`, asc(cities.id))
    .limit(conditions.length ? 100 : 5000);
}
