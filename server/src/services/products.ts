import type { DataSheet, ProductDetail, SearchSuggestions } from 'otthon/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { categories, materials, products } from '../db/schema.js';
import { WARRANTY_YEARS, type Locale } from '../domain.js';
import type { RequestContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import { pathOf, productsByIds, productView, queryProducts, serializeProduct } from './catalog.js';
import { imageOf, mediaKey } from './media.js';
import { searchCondition } from './listing.js';
import { foldText, likeEscape } from './search-text.js';

async function productWithDetails(ctx: RequestContext, id: number) {
  const [[row], [details], rates] = await Promise.all([
    queryProducts(ctx, { where: eq(products.id, id) }),
    ctx.db
      .select({
        shortDescription: products.shortDescription,
        descriptionHtml: products.descriptionHtml,
        images: products.images,
        imageKind: products.imageKind,
        imageColour: products.imageColour,
        dimensions: products.dimensions,
        weightKg: products.weightKg,
        attributes: products.attributes,
        similarIds: products.similarIds,
        slug: products.slug,
        materialName: materials.name,
        materialCare: materials.care,
      })
      .from(products)
      .leftJoin(materials, eq(materials.id, products.materialId))
      .where(eq(products.id, id)),
    ctx.rates(),
  ]);
  if (!row || !details) throw new HttpError(404, ctx.t('catalog.product_not_found'));
  return { row, details, rates };
}

const dimensionsOf = (value: { width: number; depth: number; height: number } | null) => (value ? { ...value, unit: 'cm' as const } : null);

export async function productDetail(ctx: RequestContext, id: number): Promise<ProductDetail> {
  const { row, details, rates } = await productWithDetails(ctx, id);
  const locale = ctx.locale;
  const [category] = row.mainCategoryId ? await ctx.db.select().from(categories).where(eq(categories.id, row.mainCategoryId)) : [];
  const [ancestors, similar] = await Promise.all([
    category ? ctx.db.select().from(categories).where(inArray(categories.id, category.ancestorIds)) : Promise.resolve([]),
    productsByIds(ctx, details.similarIds),
  ]);
  const byId = new Map(ancestors.map((c) => [c.id, c]));
  const title = row.title[locale];
  const images = details.images.map((image) =>
    imageOf(mediaKey({ kind: details.imageKind, colour: details.imageColour, variant: image.variant }), image.alt[locale] || title),
  );
  return {
    ...serializeProduct(row, locale, ctx.currency, rates),
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
    alternates: {
      hu: { slug: details.slug.hu, category_slugs: category ? pathOf(category, 'hu') : [] },
      en: { slug: details.slug.en, category_slugs: category ? pathOf(category, 'en') : [] },
    },
  };
}

export async function dataSheet(ctx: RequestContext, id: number): Promise<DataSheet> {
  const { row, details, rates } = await productWithDetails(ctx, id);
  const locale: Locale = ctx.locale;
  return {
    product: serializeProduct(row, locale, ctx.currency, rates),
    rows: [
      { label: locale === 'hu' ? 'Cikkszám' : 'SKU', value: row.sku },
      ...details.attributes.map((attribute) => ({ label: attribute.label[locale], value: attribute.value[locale] })),
    ],
    dimensions: dimensionsOf(details.dimensions),
    weight_kg: details.weightKg,
    warranty_years: WARRANTY_YEARS,
    care: details.materialCare?.[locale] ?? ctx.t('sheet.care_default'),
  };
}

const SUGGESTIONS = 5;

export async function suggest(ctx: RequestContext, q: string): Promise<SearchSuggestions> {
  const condition = searchCondition(q, ctx.locale);
  const folded = foldText(q);
  const column = ctx.locale === 'hu' ? products.searchHu : products.searchEn;
  const [productRows, categoryRows, snapshot] = await Promise.all([
    condition
      ? queryProducts(ctx, {
          where: condition,
          orderBy: [sql`(${column} like ${`${likeEscape(folded)}%`}) desc`, desc(products.popularity), asc(products.id)],
          limit: SUGGESTIONS,
        })
      : Promise.resolve([]),
    ctx.db.select().from(categories).orderBy(asc(categories.sortOrder)),
    ctx.catalog(),
  ]);
  const words = folded.split(' ').filter(Boolean);
  return {
    products: productRows.map((row) => productView(snapshot, row, ctx.locale, ctx.currency)),
    categories: categoryRows
      .filter((c) => words.length > 0 && words.every((word) => foldText(c.title[ctx.locale]).includes(word)))
      .slice(0, SUGGESTIONS)
      .map((c) => ({ id: c.id, title: c.title[ctx.locale], slugs: pathOf(c, ctx.locale) })),
  };
}
