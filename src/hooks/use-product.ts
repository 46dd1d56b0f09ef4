import { fetchProduct } from '../api/shop-api.js';
import type { ProductDetail } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A product page by id (`GET /api/products/{id}`); nothing is loaded while `id` is empty. */
export function useProduct(id: number | null | undefined, options?: ShopQueryOptions<ProductDetail>): ShopQuery<ProductDetail> {
  return useShopQuery('useProduct', 'product', id ? [id] : null, (client) => fetchProduct(client, id as number), options);
}
