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

import { operations } from './operations.js';
import type { MockView } from './fixtures/render.js';
import type { ShopCore } from './shop-state.js';

/** Every product of the catalogue, in the view's language and currency. */
export const allProducts = ({ catalogue, context }: ShopCore, view: MockView) => catalogue.products.map((record) => renderProduct(record, context, view));

/** The mock shop's reads of its catalogue and content. */
export function catalogueOperations(core: ShopCore) {
  const { catalogue, context, requireProduct } = core;
  return operations({
    // — app —
    init: ({ view }) => renderInit(catalogue, view, core.seller),
    currencies: ({ view }) => renderCurrencies(view),
    countries: ({ view }) => renderCountries(catalogue, view),
    async cities({ query }) {
      const { findPostcodes } = await import('./fixtures/places/postcodes.js');
      return renderCities(catalogue, findPostcodes(query));
    },
    pickupPoints: async ({ query }) => (await import('./pickup-points.js')).searchMockPickupPoints(query),
    // — catalog and content —
    home: ({ view }) => renderHome(context, view),
    categories: ({ view }) => catalogue.categories.map((category) => renderCategory(category, context, view)),
    resolveCategory({ view, query: { path } }) {
      const id = resolveCategoryParam(catalogue, path, view.locale);
      const category = catalogue.categories.find((item) => item.id === id);
      if (!category || /^\d+$/.test(path)) throw new MockApiError(404, apiMessage(view.locale, 'catalog.category_not_found'));
      return renderCategoryDetail(category, context, view);
    },
    brands: () => [...catalogue.brands].sort(byBrandName).map(renderBrand),
    products({ view, query }) {
      const list = listProducts(allProducts(core, view), query, catalogue, view.locale);
      if (!list) throw new MockApiError(404, apiMessage(view.locale, 'catalog.category_not_found'));
      return list;
    },
    suggest: ({ view, query }) => suggest(allProducts(core, view), catalogue, query.q, view.locale),
    product: ({ view, params }) => renderProductDetail(requireProduct(view, params.id), context, view),
    dataSheet: ({ view, params }) => renderDataSheet(requireProduct(view, params.id), context, view),
    blogPosts({ view, query }) {
      const tag = query.tag ? foldText(query.tag) : null;
      const posts = [...catalogue.blogPosts]
        .filter((post) => !tag || post.tags.some((item) => foldText(item.hu) === tag || foldText(item.en) === tag))
        .sort((a, b) => b.published_at.localeCompare(a.published_at))
        .map((post) => renderBlogSummary(post, view));
      return paginate(posts, query.page, query.per_page);
    },
    blogPost({ view, params: { slug } }) {
      const post =
        catalogue.blogPosts.find((item) => item.slug[view.locale] === slug) ??
        catalogue.blogPosts.find((item) => item.slug.hu === slug || item.slug.en === slug);
      if (!post) throw new MockApiError(404, apiMessage(view.locale, 'catalog.post_not_found'));
      return renderBlogPost(post, context, view);
    },
    page({ view, params: { slug } }) {
      const found =
        catalogue.pages.find((item) => item.slug[view.locale] === slug) ??
        catalogue.pages.find((item) => item.slug.hu === slug || item.slug.en === slug || item.key === slug);
      if (!found) throw new MockApiError(404, apiMessage(view.locale, 'catalog.page_not_found'));
      return renderPage(found, view);
    },
    showroom({ view }) {
      const record = catalogue.showroom;
      if (!record) return renderShowroom(view);
      const country = catalogue.countries.find((item) => item.id === record.address.country_id);
      return showroomView(record, country?.name[view.locale] ?? '', view.locale);
    },
  });
}
