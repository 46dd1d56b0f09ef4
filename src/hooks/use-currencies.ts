import { fetchCurrencies } from '../api/shop-api.js';
import type { Currency } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** The currencies the shop sells in (`GET /api/currencies`), for the currency switcher. */
export function useCurrencies(options?: ShopQueryOptions<Currency[]>): ShopQuery<Currency[]> {
  return useShopQuery('useCurrencies', 'currencies', [], (client) => fetchCurrencies(client), options);
}
