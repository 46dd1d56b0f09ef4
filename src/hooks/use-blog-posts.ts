import { fetchBlogPosts } from '../api/shop-api.js';
import type { BlogList, BlogListQuery } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** A page of the blog list; the previous page stays on screen while the next one loads. */
export function useBlogPosts(query: BlogListQuery = {}, options?: ShopQueryOptions<BlogList>): ShopQuery<BlogList> {
  return useShopQuery('useBlogPosts', 'blogPosts', [query], (client) => fetchBlogPosts(client, query), { keepPreviousData: true, ...options });
}
