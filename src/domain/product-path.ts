/**
 * What a product path is built from (the product link): the product's slug and id, and
 * the slug path of its main category when it has one.
 */
export interface ProductPathLike {
  id: number;
  link: {
    slug: string;
    /** `null` when the product has no main category: its path is then its own slug and id. */
    main_category_id?: number | null;
    /** The main category's slug path from the root, when the API already resolved it. */
    category_slugs?: readonly string[] | null;
  };
}

/**
 * The path segments of a product: the main category's slug path, then the product's
 * slug joined to its id by a dash (`['living-room', 'sofas', 'oslo-sofa-42']`); without a main
 * category only `['oslo-sofa-42']`. `categorySlugs` overrides `link.category_slugs`.
 */
export function productSlugSegments(product: ProductPathLike, categorySlugs?: readonly string[] | null): string[] {
  const { link } = product;
  const categories = link.main_category_id === null ? [] : (categorySlugs ?? link.category_slugs ?? []);
  const own = link.slug ? `${link.slug}-${product.id}` : String(product.id);
  return [...categories.filter((segment) => segment !== ''), own];
}

/**
 * The product path as one string (the `product_slug` route param):
 * `living-room/sofas/oslo-sofa-42`, or `oslo-sofa-42` without a main category.
 */
export function productSlugPath(product: ProductPathLike, categorySlugs?: readonly string[] | null): string {
  return productSlugSegments(product, categorySlugs).join('/');
}

/**
 * Recovers a product id from a product path: the text after the last dash of the final
 * segment. Accepts the path (`living-room/oslo-sofa-42`, a leading or trailing slash is fine) or
 * its segments; `null` unless that text is a positive integer.
 */
export function productIdFromSlug(pathOrSegments: string | readonly string[]): number | null {
  const segments = typeof pathOrSegments === 'string' ? pathOrSegments.split('/') : pathOrSegments;
  const last = segments.filter((segment) => segment !== '').at(-1);
  if (last === undefined) return null;
  const text = last.slice(last.lastIndexOf('-') + 1);
  if (!/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
