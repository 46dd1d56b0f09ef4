import type { Handlers } from '../application/handlers.js';
import { allBrands, allCategories, blogList, blogPost, cityList, cmsPage, countryList, currencyList, home, init, resolveCategory, showroom } from './reads.js';

/** The app's start-up reads, the catalogue's tree and brands, and the content pages. */
export const contentRoutes = {
  ping: async () => undefined,
  init: (ctx) => init(ctx),
  currencies: (ctx) => currencyList(ctx),
  countries: (ctx) => countryList(ctx),
  cities: (ctx, { query }) => cityList(ctx, query),
  home: (ctx) => home(ctx),
  categories: (ctx) => allCategories(ctx),
  resolveCategory: (ctx, { query }) => resolveCategory(ctx, query.path),
  brands: (ctx) => allBrands(ctx),
  blogPosts: (ctx, { query }) => blogList(ctx, query),
  blogPost: (ctx, { params }) => blogPost(ctx, params.slug),
  page: (ctx, { params }) => cmsPage(ctx, params.slug),
  showroom: (ctx) => showroom(ctx),
} satisfies Partial<Handlers>;
