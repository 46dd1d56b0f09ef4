import { fetchHome } from '../api/shop-api.js';
import type { Home } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** Everything the home page shows, in one call (`GET /api/home`). */
export function useHome(options?: ShopQueryOptions<Home>): ShopQuery<Home> {
  return useShopQuery('useHome', 'home', [], (client) => fetchHome(client), options);
}
