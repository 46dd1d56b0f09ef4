/** What the slug chain needs of a category (id, slug, parent_id). */
export interface CategoryLike {
  id: number;
  slug: string;
  /** `null` (or absent) for a top-level category. */
  parent_id?: number | null;
}

/** A flat category list, or an index of one made by {@link indexCategories} for repeated lookups. */
export type CategorySource<Category extends CategoryLike> = readonly Category[] | ReadonlyMap<number, Category>;

/** One step of a breadcrumb: the category and the slug path that links to it. */
export interface CategoryBreadcrumb<Category extends CategoryLike> {
  category: Category;
  slugs: string[];
}

/** Indexes a flat list by id, so many chains can be built without rescanning it. */
export function indexCategories<Category extends CategoryLike>(categories: readonly Category[]): Map<number, Category> {
  return new Map(categories.map((category) => [category.id, category]));
}

function asIndex<Category extends CategoryLike>(source: CategorySource<Category>): ReadonlyMap<number, Category> {
  return source instanceof Map ? source : indexCategories(source as readonly Category[]);
}

function categoryError(id: number, reason: string): null {
  // A broken slug chain is logged, never thrown, so one bad category cannot take a page down.
  console.error('Category Error', { id, reason });
  return null;
}

/**
 * The chain of categories from the root down to `id`; `null` (after logging 'Category Error')
 * when the category, one of its parents is missing, or the parents form a cycle.
 */
export function categoryChain<Category extends CategoryLike>(source: CategorySource<Category>, id: number): Category[] | null {
  const index = asIndex(source);
  const chain: Category[] = [];
  const seen = new Set<number>();
  let current = index.get(id);
  if (!current) return categoryError(id, 'category not found');
  for (;;) {
    if (seen.has(current.id)) return categoryError(id, `parent cycle at category ${current.id}`);
    seen.add(current.id);
    chain.push(current);
    const parentId = current.parent_id;
    if (parentId === null || parentId === undefined) break;
    const parent = index.get(parentId);
    if (!parent) return categoryError(id, `parent ${parentId} of category ${current.id} not found`);
    current = parent;
  }
  return chain.reverse();
}

/** The slug path of a category from the root (`['living-room', 'sofas']`); `null` on a broken chain. */
export function categorySlugChain(source: CategorySource<CategoryLike>, id: number): string[] | null {
  return categoryChain(source, id)?.map((category) => category.slug) ?? null;
}

/**
 * Breadcrumb steps from the root down to the category, each with the slug path of its own
 * category page; `null` on a broken chain.
 */
export function categoryBreadcrumbs<Category extends CategoryLike>(source: CategorySource<Category>, id: number): CategoryBreadcrumb<Category>[] | null {
  const chain = categoryChain(source, id);
  if (!chain) return null;
  return chain.map((category, depth) => ({ category, slugs: chain.slice(0, depth + 1).map((step) => step.slug) }));
}

/**
 * The category a `category_slug` route param names: each segment must be the slug of a
 * child of the previous one, starting at a top-level category; `null` when none matches.
 */
export function findCategoryBySlugs<Category extends CategoryLike>(source: CategorySource<Category>, slugs: readonly string[]): Category | null {
  const categories = [...asIndex(source).values()];
  let parentId: number | null = null;
  let found: Category | null = null;
  for (const slug of slugs) {
    found = categories.find((category) => category.slug === slug && (category.parent_id ?? null) === parentId) ?? null;
    if (!found) return null;
    parentId = found.id;
  }
  return found;
}

/**
 * Adds the derived `slugs`  to every category of a flat list; categories with a
 * broken chain are logged and left out rather than linked to a wrong page.
 */
export function withCategorySlugs<Category extends CategoryLike>(categories: readonly Category[]): Array<Category & { slugs: string[] }> {
  const index = indexCategories(categories);
  return categories.flatMap((category) => {
    const slugs = categorySlugChain(index, category.id);
    return slugs ? [{ ...category, slugs }] : [];
  });
}

/**
 * The categories of the room (top-level category) a category page belongs to: the room itself and
 * everything under it, read from the first segment of each category's slug path. A category page's
 * filters offer the kinds of its own room (a sofa page lists armchairs, not beds); the other rooms
 * are one menu away. An empty `path` (no category page) keeps every category.
 */
export function categoriesInRoom<Category extends { slugs: readonly string[] }>(categories: readonly Category[], path: string): Category[] {
  const room = path.split('/')[0];
  if (!room) return [...categories];
  return categories.filter((category) => category.slugs[0] === room);
}
