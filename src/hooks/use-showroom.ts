import { fetchShowroom } from '../api/shop-api.js';
import type { Showroom } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** The showroom: address, opening hours and route links (`GET /api/showroom`). */
export function useShowroom(options?: ShopQueryOptions<Showroom>): ShopQuery<Showroom> {
  return useShopQuery('useShowroom', 'showroom', [], (client) => fetchShowroom(client), options);
}
