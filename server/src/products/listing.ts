import type { Facets, ProductList, SearchHelp, SearchVocabulary } from 'otthon/contract';
import { byFacetCount, correctSearchQuery, searchHelpCategories, searchVocabulary, type productListQuerySchema } from 'otthon/contract';
import type { z } from 'zod';
import type { ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { anyProduct, listingDocument, listingOrder, productSearchTarget } from './listing-queries.js';
import { DEFAULT_PAGE_SIZE, type CurrencyCode, type Locale } from '../domain.js';
import { catalog, pathOf, productView, withStock, type CatalogSnapshot, type CatalogRequest } from '../catalog/snapshot.js';
import { findCategory } from '../content/reads.js';
import { priceOfGross } from 'otthon/contract';
import type { Rates } from '../shared/pricing.js';
import { pageMeta } from '../shared/paging.js';
import { namedKinds, search, type NamedKinds, type Search } from './search-queries.js';

export type ListQuery = z.output<typeof productListQuerySchema>;

/** The search over products in the request's language (see `search`). */
export function productSearch(q: string, locale: Locale, kinds?: NamedKinds): Search | undefined {
  return search(q, locale, productSearchTarget(locale), kinds);
}

/**
 * The gross-forint range whose gross price in `currency` lies within [min, max]: the price in
 * any currency rises with the forint price, so the request currency's bounds become an indexed
 * integer range, found with the very function that prices the answer (no rounding disagreement
 * at the edges).
 */
export function grossHufRange(min: number | undefined, max: number | undefined, currency: CurrencyCode, rates: Rates): [number, number] | null {
  const LIMIT = 2_147_483_647;
  const gross = (grossHuf: number) => priceOfGross(grossHuf, currency, rates).price_gross;
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
export async function listProducts(ctx: CatalogRequest & Pick<ShopRequest, 't'>, query: ListQuery): Promise<ProductList> {
  const snapshot = await catalog(ctx);
  const rates = snapshot.reference.rates;
  let categoryId: number | undefined;
  if (query.category) {
    const category = await findCategory(ctx, query.category);
    if (!category) throw new HttpError(404, ctx.t('catalog.category_not_found'));
    categoryId = category.id;
  }
  const found = query.q ? productSearch(query.q, ctx.locale, await namedKinds(ctx.db, query.q, ctx.locale)) : undefined;
  const range =
    query.price_min !== undefined || query.price_max !== undefined ? grossHufRange(query.price_min, query.price_max, ctx.currency, rates) : undefined;
  const perPage = query.per_page ?? DEFAULT_PAGE_SIZE;
  const doc = await listingDocument(ctx.db, {
    // A query without a word (only punctuation) finds nothing rather than everything.
    search: query.q ? (found?.where ?? false) : undefined,
    sale: Boolean(query.sale),
    categoryId,
    grossRange: range,
    inStock: Boolean(query.in_stock),
    colourIds: query.colour?.length ? snapshot.colours.filter((c) => query.colour!.includes(c.key)).map((c) => c.id) : undefined,
    brandIds: query.brand?.length ? snapshot.brands.filter((b) => query.brand!.includes(b.slug)).map((b) => b.id) : undefined,
    order: listingOrder(query.sort, ctx.locale, found),
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  const locale = ctx.locale;
  const counted = (record: Record<string, number> | null) => Object.entries(record ?? {}).map(([id, n]) => [Number(id), Number(n)] as const);
  const byCountThenName = byFacetCount(locale);
  const [minGrossHuf, maxGrossHuf] = doc.price;
  const categoryCounts = new Map(counted(doc.categories));
  const facets: Facets = {
    price: {
      min: minGrossHuf === null ? 0 : priceOfGross(minGrossHuf, ctx.currency, rates).price_gross,
      max: maxGrossHuf === null ? 0 : priceOfGross(maxGrossHuf, ctx.currency, rates).price_gross,
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
export async function searchCorrection(ctx: CatalogRequest, snapshot: CatalogSnapshot, q: string): Promise<string | null> {
  const corrected = correctSearchQuery(q, ctx.locale, vocabularyOf(snapshot, ctx.locale));
  if (!corrected) return null;
  const found = productSearch(corrected, ctx.locale, await namedKinds(ctx.db, corrected, ctx.locale));
  return found && (await anyProduct(ctx.db, found.where)) ? corrected : null;
}

/** What a search that found nothing offers (the package's rule): a correction that finds products, and kinds or rooms. */
async function searchHelp(ctx: CatalogRequest, snapshot: CatalogSnapshot, q: string): Promise<SearchHelp> {
  const didYouMean = await searchCorrection(ctx, snapshot, q);
  const categories = searchHelpCategories(didYouMean ? `${q} ${didYouMean}` : q, ctx.locale, snapshot.categories);
  return {
    did_you_mean: didYouMean,
    categories: categories.map((category) => ({ id: category.id, title: category.title[ctx.locale], slugs: pathOf(category, ctx.locale) })),
  };
}
