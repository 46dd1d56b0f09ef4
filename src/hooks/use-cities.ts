import { fetchCities } from '../api/shop-api.js';
import type { City, CityQuery } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/**
 * Cities matching a name or postal code, for address forms; nothing is loaded while `query` is
 * `null`.
 *
 * @example useCities({ zipcode: '1051' })
 */
export function useCities(query: CityQuery | null = {}, options?: ShopQueryOptions<City[]>): ShopQuery<City[]> {
  return useShopQuery('useCities', 'cities', query ? [query] : null, (client) => fetchCities(client, query ?? {}), { keepPreviousData: true, ...options });
}
