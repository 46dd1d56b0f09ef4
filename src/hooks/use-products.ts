import { fetchProducts } from '../api/shop-api.js';
import type { ProductList, ProductListQuery } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/**
 * A page of the product listing, search or sale items with facets (sort options and
 * filters). The previous page stays on screen while the next one loads.
 *
 * @example useProducts({ category: 'nappali/kanapek', sort: 'price_asc', in_stock: true, page: 2 })
 */
export function useProducts(query: ProductListQuery | null = {}, options?: ShopQueryOptions<ProductList>): ShopQuery<ProductList> {
  return useShopQuery('useProducts', 'products', query ? [query] : null, (client) => fetchProducts(client, query ?? {}), {
    keepPreviousData: true,
    ...options,
  });
}
