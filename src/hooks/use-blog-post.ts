import { fetchBlogPost } from '../api/shop-api.js';
import type { BlogPost } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A blog article by its slug, which may span several segments. */
export function useBlogPost(slug: string | null | undefined, options?: ShopQueryOptions<BlogPost>): ShopQuery<BlogPost> {
  return useShopQuery('useBlogPost', 'blogPost', slug ? [slug] : null, (client) => fetchBlogPost(client, slug as string), options);
}
