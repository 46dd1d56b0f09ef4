import { fetchAccount } from '../api/shop-api.js';
import type { Account } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** The logged-in customer with counts of orders, offers and favourites; a visitor gets a 401 `error`. */
export function useAccount(options?: ShopQueryOptions<Account>): ShopQuery<Account> {
  return useShopQuery('useAccount', 'account', [], (client) => fetchAccount(client), options);
}
