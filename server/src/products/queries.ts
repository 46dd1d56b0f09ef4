import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, materials, products } from '../db/schema.js';
import type { Locale } from '../domain.js';
import type { Search, SearchTarget } from './search-queries.js';

export type CategoryRow = typeof categories.$inferSelect;

/** The one product, as a condition of the catalogue's product read. */
export const productWithId = (id: number): SQL => eq(products.id, id);

/** Products in stock filed under one of `kinds` (every product's main category is among its `category_ids`). */
export const inStockOfKinds = (kinds: readonly number[]): SQL => sql`${products.categoryIds} && ${`{${kinds.join(',')}}`}::int[] and ${products.stock} > 0`;

/** What a product page shows beyond its listing: descriptions, pictures, measures, attributes, material, safety. */
export async function productDetails(db: Db, id: number) {
  const [details] = await db
    .select({
      shortDescription: products.shortDescription,
      descriptionHtml: products.descriptionHtml,
      images: products.images,
      imageKind: products.imageKind,
      imageColour: products.imageColour,
      dimensions: products.dimensions,
      weightKg: products.weightKg,
      restockOn: products.restockOn,
      attributes: products.attributes,
      slug: products.slug,
      materialName: materials.name,
      materialCare: materials.care,
      safety: products.safety,
    })
    .from(products)
    .leftJoin(materials, eq(materials.id, products.materialId))
    .where(eq(products.id, id));
  return details ?? null;
}

export async function categoryById(db: Db, id: number): Promise<CategoryRow | null> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  return category ?? null;
}

export const categoriesByIds = (db: Db, ids: readonly number[]): Promise<CategoryRow[]> =>
  ids.length
    ? db
        .select()
        .from(categories)
        .where(inArray(categories.id, [...ids]))
    : Promise.resolve([]);

/** The columns a category search reads in `locale`. */
export const categorySearchColumns = (locale: Locale): SearchTarget => ({
  document: locale === 'hu' ? categories.searchDocHu : categories.searchDocEn,
  text: locale === 'hu' ? categories.searchHu : categories.searchEn,
  ofKind: (categoryIds) => sql`${categories.id} = any(${`{${categoryIds.join(',')}}`}::int[])`,
});

/** Suggested products in the search's order, then the most popular. */
export const suggestionOrder = (match: Search): SQL[] => [...match.orderBy, desc(products.popularity), asc(products.id)];

/** The first `limit` categories a search finds, in its order, then the shop's. */
export const categorySuggestions = (db: Db, match: Search, limit: number) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(match.where)
    .orderBy(...match.orderBy, asc(categories.sortOrder))
    .limit(limit);
