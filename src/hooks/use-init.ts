import { fetchInit } from '../api/shop-api.js';
import type { Init } from '../contract/index.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';

// The app initialisation runs only once; nothing revalidates it.
const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** `GET /api/init` (menus, product count, biggest discount, extensions), fetched once per language. */
export function useInit(): ShopQuery<Init> {
  return useShopQuery('useInit', 'init', [], (client) => fetchInit(client), ONCE);
}
