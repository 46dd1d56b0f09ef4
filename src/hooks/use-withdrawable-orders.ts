import { fetchWithdrawableOrders } from '../api/shop-api.js';
import type { WithdrawableOrder } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/**
 * The logged-in customer's orders still within the 14-day withdrawal period with something left
 * to withdraw, newest first (step 1 of the withdrawal function); a visitor gets a 401 `error`.
 * `enabled: false` loads nothing (e.g. while nobody is logged in).
 *
 * @example const { data: orders } = useWithdrawableOrders(Boolean(user));
 */
export function useWithdrawableOrders(enabled = true, options?: ShopQueryOptions<WithdrawableOrder[]>): ShopQuery<WithdrawableOrder[]> {
  return useShopQuery('useWithdrawableOrders', 'withdrawableOrders', enabled ? [] : null, (client) => fetchWithdrawableOrders(client), options);
}
