import { fetchAccountOrders } from '../api/shop-api.js';
import type { OrderListItem, Paginated } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A page of the logged-in customer's orders, newest first; a visitor gets a 401 `error`. */
export function useAccountOrders(page = 1, options?: ShopQueryOptions<Paginated<OrderListItem>>): ShopQuery<Paginated<OrderListItem>> {
  return useShopQuery('useAccountOrders', 'accountOrders', [page], (client) => fetchAccountOrders(client, page), { keepPreviousData: true, ...options });
}
