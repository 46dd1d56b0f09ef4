/**
 * The catalogue's read model: the one statement that loads the seeded catalogue as a document
 * (the snapshot's source), and the product query that answers ids with their current stock.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { type brands, type categories, type colours, type menuItems, products, type Localized, type StoredTier } from '../db/schema.js';
import type { AssemblyKind } from 'otthon/core';

/** Everything a product answer needs, as the database hands it over (one JSON document per query). */
export interface ProductRow {
  id: number;
  sku: string;
  slug: Localized;
  title: Localized;
  /** The shelf price, gross forints (retail-round); every currency's prices derive from it. */
  priceGrossHuf: number;
  priceOriginalGrossHuf: number | null;
  priceNetHuf: number;
  priceOriginalNetHuf: number | null;
  stock: number;
  tiers: StoredTier[];
  popularity: number;
  createdAt: string;
  image: string | null;
  firstImageAlt: Localized | null;
  weightKg: number | null;
  dimensions: { width: number; depth: number; height: number } | null;
  /** One piece as shipped; null where the shop did not record it (the package's `productParcel` then estimates it). */
  packedSize: [number, number, number] | null;
  packedWeightKg: number | null;
  /** How the piece is put together; the home delivery's assembly is priced by it. */
  assemblyKind: AssemblyKind;
  costNetHuf: number;
  mainCategoryId: number | null;
  categoryTitle: Localized | null;
  categoryPathHu: string | null;
  categoryPathEn: string | null;
  categoryGoogleId: number | null;
  brandId: number | null;
  brandName: string | null;
  brandSlug: string | null;
  colourId: number | null;
  colourKey: string | null;
  colourName: Localized | null;
  colourHex: string | null;
  /** The model this product is one colour of; `null` when sold in one colour only. */
  variantGroup: string | null;
}

/**
 * One product (`p`, joined with `pc` category, `pb` brand, `pco` colour) as a JSON object, for
 * loading the catalogue snapshot.
 */
const productJson = sql.raw(`json_build_object(
  'id', p.id, 'sku', p.sku, 'slug', p.slug, 'title', p.title, 'priceGrossHuf', p.price_gross_huf,
  'priceOriginalGrossHuf', p.price_original_gross_huf, 'priceNetHuf', p.price_net_huf,
  'priceOriginalNetHuf', p.price_original_net_huf, 'stock', p.stock, 'tiers', p.tiers, 'popularity', p.popularity,
  'createdAt', p.created_at, 'image', p.image, 'firstImageAlt', p.images -> 0 -> 'alt', 'weightKg', p.weight_kg,
  'dimensions', p.dimensions, 'packedSize', p.packed_size, 'packedWeightKg', p.packed_weight_kg, 'assemblyKind', p.assembly_kind,
  'costNetHuf', p.cost_net_huf, 'mainCategoryId', p.main_category_id,
  'categoryTitle', pc.title, 'categoryPathHu', pc.path_hu, 'categoryPathEn', pc.path_en, 'categoryGoogleId', pc.google_id,
  'brandId', pb.id, 'brandName', pb.name, 'brandSlug', pb.slug,
  'colourId', pco.id, 'colourKey', pco.key, 'colourName', pco.name, 'colourHex', pco.hex, 'variantGroup', p.variant_group)`);

export type CategoryRow = typeof categories.$inferSelect;
export type MenuRow = typeof menuItems.$inferSelect;
export type ColourRow = typeof colours.$inferSelect;
export type BrandRow = Pick<typeof brands.$inferSelect, 'id' | 'key' | 'name' | 'slug'>;

/** The seeded catalogue as one document: products (joined with their category, brand, colour), categories, counts, menus, colours, brands. */
export async function catalogDocument(db: Db) {
  const [row] = await rows<{
    doc: {
      products: ProductRow[];
      categories: CategoryRow[];
      counts: Record<string, number> | null;
      menus: MenuRow[] | null;
      colours: ColourRow[] | null;
      brands: BrandRow[] | null;
    };
  }>(
    db,
    sql`select json_build_object(
      'products', (select coalesce(json_agg(${productJson}), '[]'::json) from products p
        left join categories pc on pc.id = p.main_category_id left join brands pb on pb.id = p.brand_id left join colours pco on pco.id = p.colour_id),
      'categories', (select coalesce(json_agg(json_build_object('id', id, 'parentId', parent_id, 'key', key, 'slug', slug,
          'pathHu', path_hu, 'pathEn', path_en, 'ancestorIds', ancestor_ids, 'title', title, 'description', description,
          'googleId', google_id, 'googlePath', google_path, 'image', image, 'sortOrder', sort_order) order by sort_order), '[]'::json) from categories),
      'counts', (select json_object_agg(id, n) from (
          select c.id, count(*)::int as n from products p cross join lateral unnest(p.category_ids) as c(id) group by c.id) t),
      'menus', (select json_agg(json_build_object('id', id, 'menu', menu, 'parentId', parent_id, 'position', position, 'title', title,
          'linkType', link_type, 'linkSlug', link_slug, 'linkRefId', link_ref_id) order by menu, position) from menu_items),
      'colours', (select json_agg(json_build_object('id', id, 'key', key, 'hex', hex, 'name', name) order by id) from colours),
      'brands', (select json_agg(json_build_object('id', id, 'key', key, 'name', name, 'slug', slug) order by name) from brands)
    ) as doc`,
  );
  return row!.doc;
}

export interface ProductQuery {
  /** Conditions on `products` (drizzle column references). */
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/** Product ids with their current stock, filtered, sorted and paged by the database. */
export async function productIdsAndStock(db: Db, query: ProductQuery): Promise<[number, number][]> {
  const order = query.orderBy?.length ? sql.join(query.orderBy, sql`, `) : sql`${products.id}`;
  const [row] = await rows<{ ids: [number, number][] }>(
    db,
    sql`select coalesce(json_agg(json_build_array(id, stock) order by ordinal), '[]'::json) as ids
        from (
          select ${products.id} as id, ${products.stock} as stock, row_number() over (order by ${order}) as ordinal from ${products}
          ${query.where ? sql`where ${query.where}` : sql``}
          order by ${order}
          ${query.limit !== undefined ? sql`limit ${query.limit}` : sql``}
          ${query.offset ? sql`offset ${query.offset}` : sql``}
        ) p`,
  );
  return row?.ids ?? [];
}

/** The products with these ids, and `extra` when given. */
export function productsWithIds(ids: readonly number[], extra?: SQL): SQL {
  const idList = sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`;
  return extra ? and(idList, extra)! : idList;
}
