/**
 * Listing, filtering, sorting, facets and search over rendered products (sort options and
 * filters). Works on contract `Product`s, so prices filter and sort in the request's currency.
 */
import { DEFAULT_PAGE_SIZE, LOCALE_TAGS, type Locale, type SortOption } from '../domain/constants.js';
import { findCategoryBySlugs } from '../domain/categories.js';
import { byFacetCount, type Facets, type Product, type ProductList, type SearchHelp, type SearchSuggestions } from '../contract/catalog.js';
import { pageMeta, type Paginated } from '../contract/common.js';
import type { MockCatalogue } from './fixtures/catalogue-types.js';
import { categorySlugs, categorySubtree } from './fixtures/render.js';
import { compareSearchStanding, normaliseSearchQuery, SEARCH_COLOUR_ALTERNATIVES, searchKindTerms, type SearchStanding } from '../contract/search-query.js';
import { correctSearchQuery, searchHelpCategories, searchVocabulary } from '../contract/search-help.js';
import { foldText, searchMatches } from './search-match.js';

/** The product list query after the contract schema's defaults and coercion. */
export interface ProductFilters {
  page: number;
  per_page?: number | undefined;
  sort: SortOption;
  q?: string | undefined;
  category?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  in_stock?: boolean | undefined;
  sale?: boolean | undefined;
  colour?: string[] | undefined;
  brand?: string[] | undefined;
}

type FilterName = 'q' | 'category' | 'price' | 'in_stock' | 'sale' | 'colour' | 'brand';

export { foldText } from './search-match.js';

/**
 * The category a `category` query names: an id, or a slug path in the request's language (the
 * other language's path is accepted too, for links shared across languages). `null` if unknown.
 */
export function resolveCategoryParam(catalogue: MockCatalogue, value: string, locale: Locale): number | null {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return catalogue.categories.some((category) => category.id === id) ? id : null;
  }
  const slugs = value.split('/').filter(Boolean);
  for (const language of [locale, locale === 'hu' ? 'en' : 'hu'] as const) {
    const localized = catalogue.categories.map((category) => ({ id: category.id, slug: category.slug[language], parent_id: category.parent_id }));
    const found = findCategoryBySlugs(localized, slugs);
    if (found) return found.id;
  }
  return null;
}

/** The key the kind dictionary names a category by: its own, else its English slug. */
const kindKey = (category: MockCatalogue['categories'][number]) => category.key ?? category.slug.en;

/** The kinds a query names (category ids) and the indexes of the words naming them; the others are qualifiers. */
interface QueryKinds {
  words: string[];
  categoryIds: Set<number>;
  covered: Set<number>;
}

/**
 * The kinds `q` names, from the package's kind dictionary (the server's rule, matched here with the
 * mock's folding instead of the database's stemmer): a term matches when each of its words matches
 * a query word; the terms with the most words win, then those equal to the typed words.
 */
function queryKinds(q: string, catalogue: MockCatalogue, locale: Locale): QueryKinds {
  const words = normaliseSearchQuery(q, locale)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const folded = words.map((word) => foldText(word));
  const matched = searchKindTerms(locale).flatMap(({ term, category }) => {
    const parts = foldText(term)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const covered = parts.map((part) => folded.findIndex((word) => searchMatches(word, part) || searchMatches(part, word)));
    if (covered.some((index) => index < 0)) return [];
    const whole = parts.every((part) => folded.includes(part));
    return [{ category, covered, strength: parts.length * 4 + (whole ? 2 : 0) }];
  });
  const best = Math.max(0, ...matched.map((match) => match.strength));
  const winners = matched.filter((match) => match.strength === best);
  const keys = new Set(winners.map((match) => match.category));
  return {
    words,
    categoryIds: new Set(catalogue.categories.filter((category) => keys.has(kindKey(category))).map((category) => category.id)),
    covered: new Set(winners.flatMap((match) => match.covered)),
  };
}

const searchText = (product: Product) => [product.title, product.sku, product.brand?.name, product.category?.title, product.colour?.name].join(' ');

/** The products in the order the package's rule gives their standings (`compareSearchStanding`), stable among equals. */
function byStanding(products: readonly Product[], kinds: QueryKinds, q: string, locale: Locale): Product[] {
  const standings = new Map(products.map((product) => [product.id, standing(product, kinds, q, locale)]));
  return [...products].sort((a, b) => compareSearchStanding(standings.get(a.id)!, standings.get(b.id)!));
}

/** Where a product stands against the query, by the package's rule (`compareSearchStanding`). */
function standing(product: Product, kinds: QueryKinds, q: string, locale: Locale): SearchStanding {
  const text = searchText(product);
  const ofKind = product.category !== null && kinds.categoryIds.has(product.category.id);
  const qualifiers = kinds.categoryIds.size
    ? kinds.words.reduce((sum, word, index) => {
        if (kinds.covered.has(index)) return sum;
        if (searchMatches(word, text)) return sum + 1;
        const alternatives = SEARCH_COLOUR_ALTERNATIVES[locale][word.toLowerCase()] ?? [];
        return alternatives.some((alternative) => searchMatches(alternative, text)) ? sum + 0.5 : sum;
      }, 0)
    : 0;
  return { ofKind, everyWord: searchMatches(q, text), qualifiers };
}

interface Criteria {
  filters: ProductFilters;
  categoryIds: Set<number> | null;
  kinds?: QueryKinds | undefined;
}

function matches(product: Product, { filters, categoryIds, kinds }: Criteria, skip: FilterName | null): boolean {
  if (skip !== 'q' && filters.q) {
    const ofKind = product.category !== null && kinds?.categoryIds.has(product.category.id) === true;
    if (!ofKind && !searchMatches(filters.q, searchText(product))) return false;
  }
  if (skip !== 'category' && categoryIds && !(product.category && categoryIds.has(product.category.id))) return false;
  if (skip !== 'price') {
    if (filters.price_min !== undefined && product.price_gross < filters.price_min) return false;
    if (filters.price_max !== undefined && product.price_gross > filters.price_max) return false;
  }
  if (skip !== 'in_stock' && filters.in_stock && product.quantity <= 0) return false;
  if (skip !== 'sale' && filters.sale && product.price_original_gross === null) return false;
  if (skip !== 'colour' && filters.colour?.length && !(product.colour && filters.colour.includes(product.colour.slug))) return false;
  if (skip !== 'brand' && filters.brand?.length && !(product.brand && filters.brand.includes(product.brand.slug))) return false;
  return true;
}

function countBy<T>(products: readonly Product[], key: (product: Product) => T | null): Map<number, { value: T; count: number }> {
  const counts = new Map<number, { value: T; count: number }>();
  for (const product of products) {
    const value = key(product);
    if (value === null) continue;
    const id = (value as { id: number }).id;
    const entry = counts.get(id);
    if (entry) entry.count += 1;
    else counts.set(id, { value, count: 1 });
  }
  return counts;
}

/**
 * The category facet as a tree: every category of the catalogue (in its display order) with the
 * products in it or below it; categories without any are left out, as the server does.
 */
function categoryTreeCounts(products: readonly Product[], catalogue: MockCatalogue, locale: Locale): Facets['categories'] {
  return catalogue.categories.flatMap((category) => {
    const subtree = categorySubtree(catalogue, category.id);
    const count = products.filter((product) => product.category && subtree.has(product.category.id)).length;
    return count
      ? [{ id: category.id, parent_id: category.parent_id, title: category.title[locale], slugs: categorySlugs(catalogue, category.id, locale), count }]
      : [];
  });
}

/**
 * Counts for the filter panel. Each facet is counted with every other filter applied but its
 * own, so choosing one colour still shows how many products the other colours have. With the
 * catalogue, categories count their sub-categories' products too; without it (a hand-made list)
 * each product's own category is counted.
 */
export function facetsOf(
  products: readonly Product[],
  criteria: Criteria = { filters: { page: 1, sort: 'default' }, categoryIds: null },
  tree?: { catalogue: MockCatalogue; locale: Locale },
): Facets {
  const without = (skip: FilterName) => products.filter((product) => matches(product, criteria, skip));
  // The server's order of a facet's options (the contract's rule), in the request's language.
  const byCount = byFacetCount(tree?.locale ?? 'hu');
  const prices = without('price').map((product) => product.price_gross);
  return {
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    in_stock: without('in_stock').filter((product) => product.quantity > 0).length,
    colours: [...countBy(without('colour'), (product) => product.colour).values()].map(({ value, count }) => ({ ...value, count })).sort(byCount),
    brands: [...countBy(without('brand'), (product) => product.brand).values()]
      .map(({ value, count }) => ({
        id: value.id,
        slug: value.slug,
        name: value.name,
        count,
      }))
      .sort(byCount),
    categories: tree
      ? categoryTreeCounts(without('category'), tree.catalogue, tree.locale)
      : [...countBy(without('category'), (product) => product.category).values()].map(({ value, count }) => ({
          id: value.id,
          parent_id: null,
          title: value.title,
          slugs: value.slugs,
          count,
        })),
  };
}

/** The sort options; "default" keeps the shop's order with products in stock first. */
export function sortProducts(products: readonly Product[], sort: SortOption, locale: Locale): Product[] {
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  const sorted = [...products];
  switch (sort) {
    case 'price_asc':
      return sorted.sort((a, b) => a.price_gross - b.price_gross || a.id - b.id);
    case 'price_desc':
      return sorted.sort((a, b) => b.price_gross - a.price_gross || a.id - b.id);
    case 'name':
      return sorted.sort((a, b) => collator.compare(a.title, b.title));
    case 'popularity':
      return sorted.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    default:
      return sorted.sort((a, b) => Number(b.quantity > 0) - Number(a.quantity > 0) || a.id - b.id);
  }
}

/** One page of a list with the contract's meta; a page past the end is empty, not an error. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Paginated<T> {
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return { items: slice, meta: pageMeta(page, perPage, items.length, slice.length) };
}

/** `GET /api/products`; `null` when the `category` query names no category (a 404). */
export function listProducts(products: readonly Product[], filters: ProductFilters, catalogue: MockCatalogue, locale: Locale): ProductList | null {
  let categoryIds: Set<number> | null = null;
  if (filters.category) {
    const id = resolveCategoryParam(catalogue, filters.category, locale);
    if (id === null) return null;
    categoryIds = categorySubtree(catalogue, id);
  }
  const kinds = filters.q ? queryKinds(filters.q, catalogue, locale) : undefined;
  const criteria = { filters, categoryIds, kinds };
  let found = sortProducts(
    products.filter((product) => matches(product, criteria, null)),
    filters.sort,
    locale,
  );
  if (kinds && filters.q && filters.sort === 'default') found = byStanding(found, kinds, filters.q, locale);
  const alone =
    !filters.category &&
    !filters.sale &&
    !filters.in_stock &&
    !filters.colour?.length &&
    !filters.brand?.length &&
    filters.price_min === undefined &&
    filters.price_max === undefined;
  return {
    ...paginate(found, filters.page, filters.per_page ?? DEFAULT_PAGE_SIZE),
    facets: facetsOf(products, criteria, { catalogue, locale }),
    ...(filters.q && found.length === 0 && alone ? { search_help: searchHelp(products, catalogue, filters.q, locale) } : {}),
  };
}

/** The package's correction of `q` (`correctSearchQuery`) when the search finds products with it; null otherwise. */
function searchCorrection(products: readonly Product[], catalogue: MockCatalogue, q: string, locale: Locale): string | null {
  const vocabulary = searchVocabulary([...products.map((product) => product.title), ...catalogue.categories.map((category) => category.title[locale])], locale);
  const corrected = correctSearchQuery(q, locale, vocabulary);
  if (!corrected) return null;
  const kinds = queryKinds(corrected, catalogue, locale);
  return products.some((product) => matches(product, { filters: { page: 1, sort: 'default', q: corrected }, categoryIds: null, kinds }, null))
    ? corrected
    : null;
}

/** What a search that found nothing offers (the package's rule): a correction that finds products, and kinds or rooms. */
function searchHelp(products: readonly Product[], catalogue: MockCatalogue, q: string, locale: Locale): SearchHelp {
  const didYouMean = searchCorrection(products, catalogue, q, locale);
  const categories = searchHelpCategories(
    didYouMean ? `${q} ${didYouMean}` : q,
    locale,
    catalogue.categories.map((category) => ({ id: category.id, key: kindKey(category), parentId: category.parent_id })),
  );
  return {
    did_you_mean: didYouMean,
    categories: categories.map(({ id }) => ({
      id,
      title: catalogue.categories.find((category) => category.id === id)!.title[locale],
      slugs: categorySlugs(catalogue, id, locale),
    })),
  };
}

/**
 * Up to five products and five categories for search-as-you-type: the products the listing's search
 * finds, in its order (the kind the query names first, then the qualifiers, then every word), the
 * most popular first among equals, as the server ranks them.
 */
export function suggest(products: readonly Product[], catalogue: MockCatalogue, q: string, locale: Locale): SearchSuggestions {
  const kinds = queryKinds(q, catalogue, locale);
  const criteria = { filters: { page: 1, sort: 'default', q } as const, categoryIds: null, kinds };
  const found = products.filter((product) => matches(product, criteria, null));
  const suggested = byStanding(sortProducts(found, 'popularity', locale), kinds, q, locale).slice(0, 5);
  const categories = catalogue.categories
    .filter((category) => searchMatches(q, category.title[locale]))
    .slice(0, 5)
    .map((category) => ({ id: category.id, title: category.title[locale], slugs: categorySlugs(catalogue, category.id, locale) }));
  return {
    products: suggested,
    categories,
    // Nothing to suggest: the listing's correction, so the box can offer it as typed.
    ...(suggested.length === 0 && categories.length === 0 ? { did_you_mean: searchCorrection(products, catalogue, q, locale) } : {}),
  };
}
