import { fetchCities } from '../api/shop-api.js';
import type { City } from '../contract/index.js';
import { isPostcode } from '../domain/pickup.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';

/**
 * Where a postcode lookup stands: `idle` until the code is complete, `loading`, `found` (one
 * settlement: fill it in), `choice` (several share the code: let the shopper pick), `unknown`
 * (no settlement has it) or `error` (the lookup failed; the town can still be typed).
 */
export type PostcodeLookupStatus = 'idle' | 'loading' | 'found' | 'choice' | 'unknown' | 'error';

/** What {@link usePostcodeLookup} returns. */
export interface PostcodeLookup extends ShopQuery<City[]> {
  status: PostcodeLookupStatus;
  /** The settlements of the code (one row per settlement); empty until known. */
  cities: City[];
  /** The one settlement of the code, when it has exactly one. */
  city: City | undefined;
}

/**
 * The settlements of a Hungarian postcode (`GET /api/cities?zipcode=`), asked for only once the
 * code is complete (four digits), for filling the town of an address: one settlement fills it,
 * several offer a choice, none says the code is unknown. Budapest's rows carry the `district`.
 *
 * @example
 * const { status, city, cities } = usePostcodeLookup(zipcode);
 * useEffect(() => { if (city) setTown(city.name); }, [city]);
 */
export function usePostcodeLookup(zipcode: string): PostcodeLookup {
  const code = zipcode.trim();
  const complete = isPostcode(code);
  // The cities cache of `useCities({ zipcode })`: the same call, the same key.
  const query = useShopQuery('usePostcodeLookup', 'cities', complete ? [{ zipcode: code }] : null, (client) => fetchCities(client, { zipcode: code }));
  const cities = (): City[] => (complete ? (query.data ?? []).filter((city) => city.zipcode === code) : []);
  const status = (): PostcodeLookupStatus => {
    if (!complete) return 'idle';
    if (query.data === undefined) return query.error ? 'error' : 'loading';
    const found = cities();
    return found.length === 0 ? 'unknown' : found.length === 1 ? 'found' : 'choice';
  };
  return Object.defineProperties(query, {
    status: { get: status, enumerable: true },
    cities: { get: cities, enumerable: true },
    city: { get: () => (status() === 'found' ? cities()[0] : undefined), enumerable: true },
  }) as PostcodeLookup;
}
