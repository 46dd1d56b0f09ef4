import { resolveCategory } from '../api/shop-api.js';
import type { CategoryDetail } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/**
 * A category by its slug path in the page's language (`category_slug` is a list of
 * segments), with breadcrumbs and children.
 *
 * @example useCategory(['nappali', 'kanapek'])
 */
export function useCategory(slugs: readonly string[] | string | null | undefined, options?: ShopQueryOptions<CategoryDetail>): ShopQuery<CategoryDetail> {
  const segments = typeof slugs === 'string' ? slugs.split('/').filter(Boolean) : (slugs ?? []);
  const path = segments.join('/');
  return useShopQuery('useCategory', 'resolveCategory', path ? [path] : null, (client) => resolveCategory(client, segments), options);
}
