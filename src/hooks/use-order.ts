import { fetchOrder } from '../api/shop-api.js';
import type { Order } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** An order by its hash (the order view); see `useCheckoutResult` for the payment result page. */
export function useOrder(orderHash: string | null | undefined, options?: ShopQueryOptions<Order>): ShopQuery<Order> {
  return useShopQuery('useOrder', 'order', orderHash ? [orderHash] : null, (client) => fetchOrder(client, orderHash as string), options);
}
