import { fetchDataSheet } from '../api/shop-api.js';
import type { DataSheet } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A product's printable data sheet (`GET /api/products/{id}/data-sheet`). */
export function useDataSheet(id: number | null | undefined, options?: ShopQueryOptions<DataSheet>): ShopQuery<DataSheet> {
  return useShopQuery('useDataSheet', 'dataSheet', id ? [id] : null, (client) => fetchDataSheet(client, id as number), options);
}
