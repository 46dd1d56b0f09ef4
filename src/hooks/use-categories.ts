import { fetchCategories } from '../api/shop-api.js';
import type { Category } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** Every category with its slug path (`GET /api/categories`). */
export function useCategories(options?: ShopQueryOptions<Category[]>): ShopQuery<Category[]> {
  return useShopQuery('useCategories', 'categories', [], (client) => fetchCategories(client), options);
}
