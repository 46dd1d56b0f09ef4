import { fetchBrands } from '../api/shop-api.js';
import type { Brand } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** The brands of the catalogue (`GET /api/brands`). */
export function useBrands(options?: ShopQueryOptions<Brand[]>): ShopQuery<Brand[]> {
  return useShopQuery('useBrands', 'brands', [], (client) => fetchBrands(client), options);
}
