import { fetchPage } from '../api/shop-api.js';
import type { Page } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A CMS page by slug: the static information pages and the catch-all route. */
export function usePage(slug: string | null | undefined, options?: ShopQueryOptions<Page>): ShopQuery<Page> {
  return useShopQuery('usePage', 'page', slug ? [slug] : null, (client) => fetchPage(client, slug as string), options);
}
