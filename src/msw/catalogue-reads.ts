/**
 * What the mock shop reads of its catalogue and content: the start-up data, categories and
 * listings, products, articles, pages and the showroom, rendered from the catalogue in memory in
 * the request's language and currency.
 */
import { byBrandName } from '../contract/catalog.js';
import { showroomView } from '../contract/content.js';
import { foldText, listProducts, paginate, resolveCategoryParam, suggest } from './catalogue-queries.js';
import {
  renderBlogPost,
  renderBlogSummary,
  renderBrand,
  renderCategory,
  renderCategoryDetail,
  renderCities,
  renderCountries,
  renderCurrencies,
  renderDataSheet,
  renderHome,
  renderInit,
  renderPage,
  renderProduct,
  renderProductDetail,
  renderShowroom,
} from './fixtures/render.js';
import { MockApiError } from './http-error.js';
import { apiMessage } from '../contract/messages.js';

import type { MockShop } from './shop.js';
import type { ShopCore } from './shop-state.js';

type CatalogueReads = Pick<
  MockShop,
  | 'init'
  | 'currencies'
  | 'countries'
  | 'cities'
  | 'pickupPoints'
  | 'home'
  | 'categories'
  | 'resolveCategory'
  | 'brands'
  | 'products'
  | 'listProducts'
  | 'suggest'
  | 'product'
  | 'dataSheet'
  | 'blogPosts'
  | 'blogPost'
  | 'page'
  | 'showroom'
>;

/** The mock shop's reads of its catalogue and content. */
export function createCatalogueReads(core: ShopCore): CatalogueReads {
  const { catalogue, context, requireProduct } = core;
  const reads: CatalogueReads = {
    // — app —
    init: (v) => renderInit(catalogue, v, core.seller),
    currencies: (v) => renderCurrencies(v),
    countries: (v) => renderCountries(catalogue, v),
    async cities(query) {
      const { findPostcodes } = await import('./fixtures/places/postcodes.js');
      return renderCities(catalogue, findPostcodes(query));
    },
    pickupPoints: async (query) => (await import('./pickup-points.js')).searchMockPickupPoints(query),
    // — catalog and content —
    home: (v) => renderHome(context, v),
    categories: (v) => catalogue.categories.map((category) => renderCategory(category, context, v)),
    resolveCategory(v, path) {
      const id = resolveCategoryParam(catalogue, path, v.locale);
      const category = catalogue.categories.find((item) => item.id === id);
      if (!category || /^\d+$/.test(path)) throw new MockApiError(404, apiMessage(v.locale, 'catalog.category_not_found'));
      return renderCategoryDetail(category, context, v);
    },
    brands: () => [...catalogue.brands].sort(byBrandName).map(renderBrand),
    products: (v) => catalogue.products.map((record) => renderProduct(record, context, v)),
    listProducts(v, filters) {
      const list = listProducts(reads.products(v), filters, catalogue, v.locale);
      if (!list) throw new MockApiError(404, apiMessage(v.locale, 'catalog.category_not_found'));
      return list;
    },
    suggest: (v, q) => suggest(reads.products(v), catalogue, q, v.locale),
    product: (v, id) => renderProductDetail(requireProduct(v, id), context, v),
    dataSheet: (v, id) => renderDataSheet(requireProduct(v, id), context, v),
    blogPosts(v, query) {
      const tag = query.tag ? foldText(query.tag) : null;
      const posts = [...catalogue.blogPosts]
        .filter((post) => !tag || post.tags.some((item) => foldText(item.hu) === tag || foldText(item.en) === tag))
        .sort((a, b) => b.published_at.localeCompare(a.published_at))
        .map((post) => renderBlogSummary(post, v));
      return paginate(posts, query.page, query.per_page);
    },
    blogPost(v, slug) {
      const post =
        catalogue.blogPosts.find((item) => item.slug[v.locale] === slug) ?? catalogue.blogPosts.find((item) => item.slug.hu === slug || item.slug.en === slug);
      if (!post) throw new MockApiError(404, apiMessage(v.locale, 'catalog.post_not_found'));
      return renderBlogPost(post, context, v);
    },
    page(v, slug) {
      const found =
        catalogue.pages.find((item) => item.slug[v.locale] === slug) ??
        catalogue.pages.find((item) => item.slug.hu === slug || item.slug.en === slug || item.key === slug);
      if (!found) throw new MockApiError(404, apiMessage(v.locale, 'catalog.page_not_found'));
      return renderPage(found, v);
    },
    showroom(v) {
      const record = catalogue.showroom;
      if (!record) return renderShowroom(v);
      const country = catalogue.countries.find((item) => item.id === record.address.country_id);
      return showroomView(record, country?.name[v.locale] ?? '', v.locale);
    },
  };
  return reads;
}
