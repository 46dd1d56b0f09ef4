import { fetchOffer } from '../api/shop-api.js';
import type { Offer } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A quote request by its hash (the offer view). */
export function useOffer(offerHash: string | null | undefined, options?: ShopQueryOptions<Offer>): ShopQuery<Offer> {
  return useShopQuery('useOffer', 'offer', offerHash ? [offerHash] : null, (client) => fetchOffer(client, offerHash as string), options);
}
