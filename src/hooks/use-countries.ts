import { fetchCountries } from '../api/shop-api.js';
import type { Country } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** The countries a billing or shipping address may be in (`GET /api/countries`). */
export function useCountries(options?: ShopQueryOptions<Country[]>): ShopQuery<Country[]> {
  return useShopQuery('useCountries', 'countries', [], (client) => fetchCountries(client), options);
}
