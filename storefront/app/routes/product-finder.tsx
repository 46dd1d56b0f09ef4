import { buildPath, localeFromPath, productSlugSegments, useInit, useProducts, useShop } from 'otthon';
import { ProductGrid } from 'otthon/components';
import { data, type MetaFunction, redirect } from 'react-router';
import { FinderForm, MAX_QUERY_LENGTH } from '../catalogue/finder-form.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { shopTranslator } from '../lib/i18n.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

/** The popular products the finder suggests. */
const POPULAR = { sort: 'popularity', per_page: 8 } as const;

/**
 * "Product (no slug)" of requirements §2 (`/en/product`): the product finder. `?q=` with an item number
 * (`OT-SOF-0001`) or a product number (`42`) opens that product's page; any other text is a
 * search. Without `q` it offers the finder, the main categories and the popular products.
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { url, key, locale } = shopRequest(request);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (q) {
    const found = /^\d{1,9}$/.test(q)
      ? await context.shop.product(Number(q)).catch(() => null)
      : (await context.shop.products({ q, per_page: 5 })).items.find((item) => item.sku.toLowerCase() === q.toLowerCase());
    const target = found
      ? buildPath('products-product_slug', locale, { product_slug: productSlugSegments(found) })
      : `${buildPath('search', locale)}?q=${encodeURIComponent(q)}`;
    throw redirect(target, { headers: apiCookieHeaders(context) });
  }
  const popular = await context.shop.products(POPULAR);
  return data({ fallback: { [key('products', POPULAR)]: popular } } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  return pageMeta(matches, { pathname: location.pathname, title: t('routes.product.title'), description: t('finder.description') });
};

export default function ProductFinderScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { data: init } = useInit();
  const { data: popular } = useProducts(POPULAR);
  const categories = init?.menu.categories ?? [];

  return (
    <div data-screen="product-finder" className="flex flex-col gap-12">
      <section aria-labelledby="finder-heading" className="rounded-otthon bg-accent px-6 py-8 md:px-10">
        <h1 id="finder-heading" className="text-3xl font-semibold tracking-tight md:text-4xl">
          {t('routes.product.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{t('finder.intro')}</p>
        <FinderForm className="mt-6 flex max-w-2xl flex-wrap items-end gap-3" />
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="finder-categories">
          <h2 id="finder-categories" className="text-xl font-semibold md:text-2xl">
            {t('home.sections.categories')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {categories.map((item) => (
              <li key={item.id}>
                <ShopLink
                  to={item.link.slug ? buildPath('categories-category_slug', locale, { category_slug: item.link.slug }) : buildPath('all-products', locale)}
                  className="inline-flex min-h-11 items-center rounded-otthon border border-border bg-surface px-4 font-medium outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.title}
                </ShopLink>
              </li>
            ))}
            <li>
              <ShopLink
                to={buildPath('all-products', locale)}
                className="inline-flex min-h-11 items-center rounded-otthon bg-primary px-4 font-medium text-primary-foreground outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {t('routes.all-products.title')}
              </ShopLink>
            </li>
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="finder-popular">
        <h2 id="finder-popular" className="mb-4 text-xl font-semibold md:text-2xl">
          {t('home.sections.popular')}
        </h2>
        <ProductGrid products={popular?.items} renderLink={renderShopLink} />
      </section>
    </div>
  );
}
