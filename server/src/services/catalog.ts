import type { Product } from 'otthon/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { brands, categories, colours, products, type Localized } from '../db/schema.js';
import { CURRENCIES, type CurrencyCode, type Locale } from '../domain.js';
import type { RequestContext } from '../http/context.js';
import { imageOf } from './media.js';
import { priceIn, tierNetHuf, type Rates } from './pricing.js';

const mainCategory = alias(categories, 'main_category');

/** The columns every product answer needs, joined in one query. */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  title: products.title,
  priceNetHuf: products.priceNetHuf,
  priceOriginalNetHuf: products.priceOriginalNetHuf,
  stock: products.stock,
  tiers: products.tiers,
  popularity: products.popularity,
  createdAt: products.createdAt,
  image: products.image,
  firstImageAlt: sql<Localized | null>`${products.images} -> 0 -> 'alt'`,
  weightKg: products.weightKg,
  costNetHuf: products.costNetHuf,
  mainCategoryId: products.mainCategoryId,
  categoryTitle: mainCategory.title,
  categoryPathHu: mainCategory.pathHu,
  categoryPathEn: mainCategory.pathEn,
  categoryGoogleId: mainCategory.googleId,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
  colourId: colours.id,
  colourKey: colours.key,
  colourName: colours.name,
  colourHex: colours.hex,
};

/** `SELECT <product columns> FROM products JOIN …` — add where/order/limit. */
export function selectProducts(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(mainCategory, eq(mainCategory.id, products.mainCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(colours, eq(colours.id, products.colourId));
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export const pathOf = (row: { pathHu: string; pathEn: string }, locale: Locale): string[] =>
  (locale === 'hu' ? row.pathHu : row.pathEn).split('/').filter(Boolean);

export function discountPercent(netHuf: number, originalNetHuf: number | null): number | null {
  if (!originalNetHuf || originalNetHuf <= netHuf) return null;
  return Math.round((1 - netHuf / originalNetHuf) * 100);
}

/** Prices of a product in one currency, with its quantity tiers (spec §3 prices_by_currencies). */
function currencyPrices(row: ProductRow, currency: CurrencyCode, rates: Rates) {
  const price = priceIn(row.priceNetHuf, currency, rates);
  const original = row.priceOriginalNetHuf ? priceIn(row.priceOriginalNetHuf, currency, rates) : null;
  return {
    price_net: price.net,
    price_gross: price.gross,
    price_original_net: original?.net ?? null,
    price_original_gross: original?.gross ?? null,
    qty_discounts: row.tiers.map((tier, index) => {
      const tierPrice = priceIn(tierNetHuf(row.priceNetHuf, tier), currency, rates);
      return { index, quantity: tier.quantity, quantity_to: tier.quantity_to, price_net: tierPrice.net, price_gross: tierPrice.gross };
    }),
  };
}

/** A product as lists, the cart and favourites show it (contract Product), in the request's language and currency. */
export function serializeProduct(row: ProductRow, locale: Locale, currency: CurrencyCode, rates: Rates): Product {
  const byCurrency = Object.fromEntries(CURRENCIES.map((code) => [code, currencyPrices(row, code, rates)])) as Product['prices_by_currencies'];
  const own = byCurrency[currency]!;
  const title = row.title[locale];
  const categorySlugs = row.categoryPathHu ? pathOf({ pathHu: row.categoryPathHu, pathEn: row.categoryPathEn! }, locale) : [];
  return {
    id: row.id,
    sku: row.sku,
    title,
    price_net: own.price_net,
    price_gross: own.price_gross,
    price_original_net: own.price_original_net,
    price_original_gross: own.price_original_gross,
    discount_percent: discountPercent(row.priceNetHuf, row.priceOriginalNetHuf),
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
    link: { slug: row.slug[locale], main_category_id: row.mainCategoryId, category_slugs: categorySlugs },
    brand: row.brandId ? { id: row.brandId, name: row.brandName!, slug: row.brandSlug!, logo: null } : null,
    colour: row.colourId ? { id: row.colourId, slug: row.colourKey!, name: row.colourName![locale], hex: row.colourHex! } : null,
    image: row.image ? imageOf(row.image, row.firstImageAlt?.[locale] ?? title) : null,
    prices_by_currencies: byCurrency,
    popularity: row.popularity,
    created_at: row.createdAt.toISOString(),
  };
}

/** Products by id in the given order (missing ids are skipped). */
export async function productsByIds(ctx: RequestContext, ids: readonly number[], extra?: SQL): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, rates] = await Promise.all([
    selectProducts(ctx.db).where(extra ? and(inArray(products.id, [...ids]), extra) : inArray(products.id, [...ids])),
    ctx.rates(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializeProduct(row, ctx.locale, ctx.currency, rates)] : [];
  });
}

/** Product rows by id, keyed by id (for the cart and orders, which need stock, cost and weight). */
export async function productRowsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProducts(db).where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
