import {
  DEFAULT_CARE,
  localizeSafety,
  productMediaName,
  productShippingLine,
  type DataSheet,
  type ProductDetail,
  type SearchSuggestions,
} from 'otthon/contract';
import { rankSimilar } from 'otthon/core';
import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import {
  categoriesByIds,
  categoryById,
  categorySearchColumns,
  categorySuggestions,
  inStockOfKinds,
  productDetails,
  productWithId,
  suggestionOrder,
} from './queries.js';
import { type CurrencyCode, type DeliveryMethodCode, guaranteeYears, productDeliveryWindow, productParcel, restockDateAt, type Locale } from '../domain.js';
import {
  type CatalogSnapshot,
  pathOf,
  type ProductRow,
  productsByIds,
  productView,
  queryProducts,
  similarCandidate,
  similarKinds,
  variantsOf,
  type CatalogRequest,
} from '../catalog/snapshot.js';
import { promisingMethods } from '../delivery/methods.js';
import type { Rates } from '../shared/pricing.js';
import type { DeliveryRow } from '../shared/reference-queries.js';
import { imageOf } from '../catalog/media.js';
import { productSearch, searchCorrection } from './listing.js';
import { namedKinds, search } from './search-queries.js';

async function productWithDetails(ctx: CatalogRequest & Pick<ShopRequest, 't'>, id: number) {
  const [[row], details] = await Promise.all([queryProducts(ctx, { where: productWithId(id) }), productDetails(ctx.db, id)]);
  if (!row || !details) throw new HttpError(404, ctx.t('catalog.product_not_found'));
  return { row, details };
}

/**
 * The product page's similar products by the shop's rule (`rankSimilar`): other models of its kind,
 * then what goes with it, over the products of those kinds in stock right now.
 */
async function similarProducts(ctx: CatalogRequest, snapshot: CatalogSnapshot, row: ProductRow): Promise<ProductDetail['similar_products']> {
  const kinds = similarKinds(snapshot, [row.mainCategoryId]);
  if (kinds.length === 0) return [];
  // category_ids holds every product's main category (GIN-indexed); other kinds it holds are ignored by the rule.
  const inStock = await queryProducts(ctx, { where: inStockOfKinds(kinds) });
  return rankSimilar(similarCandidate(row), inStock.map(similarCandidate), snapshot.complements).map((candidate) =>
    productView(snapshot, candidate, ctx.locale, ctx.currency),
  );
}

const dimensionsOf = (value: { width: number; depth: number; height: number } | null) => (value ? { ...value, unit: 'cm' as const } : null);

/** How one piece ships, priced as the cart prices the method (the contract's `productShippingLine`). */
function shippingOf(deliveries: readonly DeliveryRow[], row: ProductRow, locale: Locale, currency: CurrencyCode, rates: Rates): ProductDetail['shipping'] {
  const methods = deliveries.map((method) => ({ ...method, code: method.code as DeliveryMethodCode, feeGrossHuf: method.priceGrossHuf }));
  return productShippingLine(methods, productParcel(row), row.priceGrossHuf, { locale, currency, rates });
}

export async function productDetail(ctx: CatalogRequest & Pick<ShopRequest, 't' | 'now'> & Pick<ShopData, 'reference'>, id: number): Promise<ProductDetail> {
  const { row, details } = await productWithDetails(ctx, id);
  const locale = ctx.locale;
  const category = row.mainCategoryId ? await categoryById(ctx.db, row.mainCategoryId) : null;
  const snapshot = await ctx.catalog();
  const [ancestors, similar, variants, reference] = await Promise.all([
    categoriesByIds(ctx.db, category?.ancestorIds ?? []),
    similarProducts(ctx, snapshot, row),
    // Each colour with its own price, stock and picture, read like any listed product.
    productsByIds(
      ctx,
      variantsOf(snapshot, row).map((member) => member.id),
    ),
    ctx.reference(),
  ]);
  const promised = { stock: row.stock, restockOn: details.restockOn, weightKg: details.weightKg };
  const byId = new Map(ancestors.map((c) => [c.id, c]));
  const title = row.title[locale];
  const images = details.images.map((image) => imageOf(productMediaName(row.id, image.variant), image.alt[locale] || title));
  return {
    ...productView(snapshot, row, locale, ctx.currency),
    short_description: details.shortDescription[locale],
    description_html: details.descriptionHtml[locale],
    images,
    material: details.materialName?.[locale] ?? null,
    dimensions: dimensionsOf(details.dimensions),
    weight_kg: details.weightKg,
    attributes: details.attributes.map((attribute) => ({ label: attribute.label[locale], value: attribute.value[locale] })),
    breadcrumbs: (category?.ancestorIds ?? []).flatMap((ancestorId) => {
      const c = byId.get(ancestorId);
      return c ? [{ title: c.title[locale], slugs: pathOf(c, locale) }] : [];
    }),
    similar_products: similar,
    variants,
    restock_date: restockDateAt(promised, ctx.now()),
    delivery_window: productDeliveryWindow(promisingMethods(reference.deliveries), promised, ctx.now()),
    shipping: shippingOf(reference.deliveries, row, locale, ctx.currency, snapshot.reference.rates),
    in_showroom: row.stock > 0 && reference.deliveries.some((method) => method.code === 'showroom_pickup'),
    safety: localizeSafety(details.safety, locale),
    alternates: {
      hu: { slug: details.slug.hu, category_slugs: category ? pathOf(category, 'hu') : [] },
      en: { slug: details.slug.en, category_slugs: category ? pathOf(category, 'en') : [] },
    },
  };
}

export async function dataSheet(ctx: CatalogRequest & Pick<ShopRequest, 't'>, id: number): Promise<DataSheet> {
  const { row, details } = await productWithDetails(ctx, id);
  const locale: Locale = ctx.locale;
  return {
    product: productView(await ctx.catalog(), row, locale, ctx.currency),
    rows: [
      { label: locale === 'hu' ? 'Cikkszám' : 'SKU', value: row.sku },
      ...details.attributes.map((attribute) => ({ label: attribute.label[locale], value: attribute.value[locale] })),
    ],
    dimensions: dimensionsOf(details.dimensions),
    weight_kg: details.weightKg,
    warranty_years: guaranteeYears(row.priceGrossHuf),
    care: details.materialCare?.[locale] ?? DEFAULT_CARE[locale],
    safety: localizeSafety(details.safety, locale),
  };
}

const SUGGESTIONS = 5;

/** Products and categories for search-as-you-type, found and ranked by the same search as the listing. */
export async function suggest(ctx: CatalogRequest, q: string): Promise<SearchSuggestions> {
  const kinds = await namedKinds(ctx.db, q, ctx.locale);
  const productMatch = productSearch(q, ctx.locale, kinds);
  const categoryMatch = search(q, ctx.locale, categorySearchColumns(ctx.locale), kinds);
  const [productRows, categoryRows, snapshot] = await Promise.all([
    productMatch
      ? queryProducts(ctx, {
          where: productMatch.where,
          orderBy: suggestionOrder(productMatch),
          limit: SUGGESTIONS,
        })
      : Promise.resolve([]),
    categoryMatch ? categorySuggestions(ctx.db, categoryMatch, SUGGESTIONS) : Promise.resolve([]),
    ctx.catalog(),
  ]);
  const nothing = productRows.length === 0 && categoryRows.length === 0;
  return {
    products: productRows.map((row) => productView(snapshot, row, ctx.locale, ctx.currency)),
    categories: categoryRows.flatMap(({ id }) => {
      const category = snapshot.categoryById.get(id);
      return category ? [{ id, title: category.title[ctx.locale], slugs: pathOf(category, ctx.locale) }] : [];
    }),
    // Nothing to suggest: the listing's correction, so the box can offer it as typed.
    ...(nothing ? { did_you_mean: await searchCorrection(ctx, snapshot, q) } : {}),
  };
}
