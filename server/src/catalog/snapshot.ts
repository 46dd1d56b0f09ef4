import { currencyPrices, type Product } from 'otthon/contract';
import { cardSwatches, orderVariants, reductionPercent, type SimilarCandidate } from 'otthon/core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { CURRENCIES, type CurrencyCode, type Locale } from '../domain.js';
import { complementIds } from '../../seed/catalogue/complements.js';
import { imageOf } from './media.js';
import { tierGrossHuf, type Rates } from '../shared/pricing.js';
import { loadReference, type Reference } from '../shared/reference-queries.js';
import {
  type BrandRow,
  catalogDocument,
  type CategoryRow,
  type ColourRow,
  type MenuRow,
  type ProductQuery,
  type ProductRow,
  productIdsAndStock,
  productsWithIds,
} from './queries.js';

export type { ProductQuery, ProductRow } from './queries.js';

/**
 * The catalogue as it was seeded: products (without their stock), categories with product counts,
 * menus. It changes only when the catalogue is reloaded, which stamps a new version in `meta`;
 * every request reads that version with the reference data and reuses the snapshot while it
 * holds. The database stays the only truth (stock, carts, sessions are always read fresh), so
 * several processes can serve the same shop.
 */
export interface CatalogSnapshot {
  version: string;
  /** Currency rates, delivery and payment methods. */
  reference: Reference;
  products: Map<number, ProductRow>;
  /** Each model's colours (products), in the model's order (`orderVariants`). */
  variants: Map<string, ProductRow[]>;
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  productCounts: Map<number, number>;
  menus: MenuRow[];
  colours: ColourRow[];
  colourById: Map<number, ColourRow>;
  brands: BrandRow[];
  brandById: Map<number, BrandRow>;
  /** What goes with each kind: leaf category id → its complementing categories' ids (the shop's `COMPLEMENTS`), for `rankSimilar`. */
  complements: Map<number, number[]>;
  /** Products as the contract shows them, per language and currency, built on first use (see `productView`). */
  views: Map<string, Map<number, Readonly<Product>>>;
}

async function loadSnapshot(db: Db, version: string): Promise<CatalogSnapshot> {
  const reference = await loadReference(db);
  const doc = await catalogDocument(db);
  const models = new Map<string, ProductRow[]>();
  for (const product of doc.products) {
    if (product.variantGroup) models.set(product.variantGroup, [...(models.get(product.variantGroup) ?? []), product]);
  }
  return {
    version,
    reference,
    products: new Map(doc.products.map((product) => [product.id, product])),
    variants: new Map([...models].map(([group, members]) => [group, orderVariants(members)])),
    categories: doc.categories,
    categoryById: new Map(doc.categories.map((category) => [category.id, category])),
    productCounts: new Map(Object.entries(doc.counts ?? {}).map(([id, n]) => [Number(id), n])),
    menus: doc.menus ?? [],
    colours: doc.colours ?? [],
    colourById: new Map((doc.colours ?? []).map((colour) => [colour.id, colour])),
    brands: doc.brands ?? [],
    brandById: new Map((doc.brands ?? []).map((brand) => [brand.id, brand])),
    complements: complementIds(doc.categories),
    views: new Map(),
  };
}

const snapshots = new WeakMap<Db, { version: string; snapshot: Promise<CatalogSnapshot> }>();

/** The catalogue snapshot of a database at `version` (see `catalogHead`), reloaded when that changed. */
export async function loadCatalog(db: Db, version: string): Promise<CatalogSnapshot> {
  const cached = snapshots.get(db);
  if (cached && cached.version === version) return cached.snapshot;
  const snapshot = loadSnapshot(db, version);
  snapshots.set(db, { version, snapshot });
  snapshot.catch(() => snapshots.delete(db));
  return snapshot;
}

/**
 * What reading products needs of a request: its language and currency, the database, and the
 * catalogue snapshot current for it (the request context is one).
 */
export interface CatalogRequest {
  readonly locale: Locale;
  readonly currency: CurrencyCode;
  readonly db: Db;
  catalog(): Promise<CatalogSnapshot>;
}

/** The request's catalogue snapshot (its version is checked once per request). */
export function catalog(ctx: CatalogRequest): Promise<CatalogSnapshot> {
  return ctx.catalog();
}

/**
 * Product rows matching a query, in its order: the database filters, sorts and pages and answers
 * ids with their current stock; the snapshot adds everything else.
 */
export async function queryProducts(ctx: CatalogRequest, query: ProductQuery = {}, db: Db = ctx.db): Promise<ProductRow[]> {
  const [ids, snapshot] = await Promise.all([productIdsAndStock(db, query), catalog(ctx)]);
  return withStock(snapshot, ids);
}

/**
 * Snapshot rows with the stock the database just answered. Whatever changes the catalogue stamps
 * a new `catalog_version` (the seed does), so every id has its row.
 */
export function withStock(snapshot: CatalogSnapshot, pairs: readonly (readonly [number, number])[]): ProductRow[] {
  return pairs.flatMap(([id, stock]) => {
    const product = snapshot.products.get(id);
    return product ? [{ ...product, stock }] : [];
  });
}

/** A product row with its stock as the similar-products rule (`rankSimilar`) reads it: its kind is its main category. */
export function similarCandidate(row: ProductRow): SimilarCandidate & { stock: number } {
  return {
    id: row.id,
    kind: row.mainCategoryId ?? 0,
    model: row.variantGroup ?? row.id,
    priceGrossHuf: row.priceGrossHuf,
    popularity: row.popularity,
    inStock: row.stock > 0,
    stock: row.stock,
  };
}

/** The kinds whose products may be suggested beside products of `kinds`: those kinds and what goes with them. */
export function similarKinds(snapshot: Pick<CatalogSnapshot, 'complements'>, kinds: readonly (number | null)[]): number[] {
  return [...new Set(kinds.flatMap((kind) => (kind === null ? [] : [kind, ...(snapshot.complements.get(kind) ?? [])])))];
}

export const pathOf = (row: { pathHu: string; pathEn: string }, locale: Locale): string[] =>
  (locale === 'hu' ? row.pathHu : row.pathEn).split('/').filter(Boolean);

/** Prices of a product in one currency, with its quantity tiers (requirements §3 prices_by_currencies). */
function currencyPricesOf(row: ProductRow, currency: CurrencyCode, rates: Rates) {
  const tiers = row.tiers.map((tier) => ({ from: tier.quantity, to: tier.quantity_to, grossHuf: tierGrossHuf(row.priceGrossHuf, tier) }));
  return currencyPrices({ grossHuf: row.priceGrossHuf, referenceGrossHuf: row.priceOriginalGrossHuf || null, tiers }, currency, rates);
}

/** The model's colours of a product, itself included, in the model's order; `[]` for a product sold in one colour. */
export function variantsOf(snapshot: Pick<CatalogSnapshot, 'variants'>, row: Pick<ProductRow, 'variantGroup'>): ProductRow[] {
  return row.variantGroup ? (snapshot.variants.get(row.variantGroup) ?? []) : [];
}

const linkOf = (row: ProductRow, locale: Locale) => {
  const categorySlugs = row.categoryPathHu ? pathOf({ pathHu: row.categoryPathHu, pathEn: row.categoryPathEn! }, locale) : [];
  return { slug: row.slug[locale], main_category_id: row.mainCategoryId, category_slugs: categorySlugs };
};

const colourOf = (row: ProductRow, locale: Locale) =>
  row.colourId ? { id: row.colourId, slug: row.colourKey!, name: row.colourName![locale], hex: row.colourHex! } : null;

/**
 * A product as lists, the cart and favourites show it (contract Product), in the request's language
 * and currency; `variants` are its model's colours (see `variantsOf`), for the card's swatches.
 */
export function serializeProduct(row: ProductRow, locale: Locale, currency: CurrencyCode, rates: Rates, variants: readonly ProductRow[] = []): Product {
  const byCurrency = Object.fromEntries(CURRENCIES.map((code) => [code, currencyPricesOf(row, code, rates)])) as Product['prices_by_currencies'];
  const own = byCurrency[currency]!;
  const title = row.title[locale];
  const link = linkOf(row, locale);
  const categorySlugs = link.category_slugs;
  return {
    id: row.id,
    sku: row.sku,
    title,
    price_net: own.price_net,
    price_gross: own.price_gross,
    price_original_net: own.price_original_net,
    price_original_gross: own.price_original_gross,
    discount_percent: reductionPercent(row.priceGrossHuf, row.priceOriginalGrossHuf),
    quantity: Math.max(0, row.stock),
    category:
      row.mainCategoryId && row.categoryTitle
        ? {
            id: row.mainCategoryId,
            title: row.categoryTitle[locale],
            slugs: categorySlugs,
            merchant_identifiers: { google: String(row.categoryGoogleId) },
          }
        : null,
    link,
    brand: row.brandId ? { id: row.brandId, name: row.brandName!, slug: row.brandSlug!, logo: null } : null,
    colour: colourOf(row, locale),
    image: row.image ? imageOf(row.image, row.firstImageAlt?.[locale] ?? title) : null,
    prices_by_currencies: byCurrency,
    popularity: row.popularity,
    created_at: new Date(row.createdAt).toISOString(),
    variant_count: Math.max(1, variants.length),
    swatches: cardSwatches(variants, row.id).flatMap((member) => {
      const colour = colourOf(member, locale);
      return colour ? [{ id: member.id, colour, link: linkOf(member, locale) }] : [];
    }),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * A product of the snapshot as the contract shows it, with the stock just read. Everything but
 * the stock depends on the snapshot alone (texts, prices in three currencies, tiers, image), so
 * it is built once per snapshot, language and currency and shared, frozen, by every answer that
 * lists the product; each answer gets its own top-level object carrying its `quantity`.
 */
export function productView(snapshot: CatalogSnapshot, row: Pick<ProductRow, 'id' | 'stock'>, locale: Locale, currency: CurrencyCode): Product {
  const key = `${locale}:${currency}`;
  let views = snapshot.views.get(key);
  if (!views) snapshot.views.set(key, (views = new Map()));
  let view = views.get(row.id);
  if (!view) {
    const source = snapshot.products.get(row.id);
    if (!source) throw new Error(`Product ${row.id} is not in catalogue snapshot ${snapshot.version}.`);
    view = deepFreeze(serializeProduct(source, locale, currency, snapshot.reference.rates, variantsOf(snapshot, source)));
    views.set(row.id, view);
  }
  return { ...view, quantity: Math.max(0, row.stock) };
}

/** Products by id in the given order (missing ids are skipped). */
export async function productsByIds(ctx: CatalogRequest, ids: readonly number[], extra?: SQL): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [list, snapshot] = await Promise.all([queryProducts(ctx, { where: productsWithIds(ids, extra) }), ctx.catalog()]);
  const byId = new Map(list.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [productView(snapshot, row, ctx.locale, ctx.currency)] : [];
  });
}
