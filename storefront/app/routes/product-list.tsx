import { buildPath, localeFromPath, matchPath, type RouteName, useInit, useShop } from 'otthon';
import { SearchHelp } from 'otthon/components';
import { data, type MetaFunction, useLoaderData } from 'react-router';
import { loadListing } from '../catalogue/listing.server.js';
import { ProductListing } from '../catalogue/product-listing.js';
import { shopTranslator } from '../lib/i18n.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ListingScope } from 'otthon';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

/** The listings this module renders: every product, the sale items, and the search results. */
type ListName = Extract<RouteName, 'all-products' | 'sale' | 'search'>;

const SCOPES: Record<ListName, ListingScope> = { 'all-products': {}, sale: { sale: true }, search: {} };

function listName(pathname: string): ListName {
  const name = matchPath(pathname)?.name;
  return name === 'sale' || name === 'search' ? name : 'all-products';
}

export async function loader({ request, context }: ShopLoaderArgs) {
  const { url } = shopRequest(request);
  const name = listName(url.pathname);
  const listing = await loadListing(request, context, SCOPES[name]);
  return data(
    {
      name,
      q: listing.state.q,
      total: listing.products.meta.total,
      variant: listing.variant,
      canonicalSearch: listing.canonicalSearch,
      answer: listing.answer,
      fallback: listing.fallback,
      // A search that found nothing: a corrected query and kinds (or rooms) to go on with.
      help: listing.products.search_help ?? null,
    } satisfies ScreenData & Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) => {
  const name = listName(location.pathname);
  const t = shopTranslator(localeFromPath(location.pathname));
  const title = name === 'search' && screen?.q ? t('search.results', { query: screen.q }) : t(`routes.${name}.title`);
  const description = name === 'sale' ? t('listing.description.sale') : name === 'all-products' ? t('listing.description.all') : undefined;
  return pageMeta(matches, {
    pathname: location.pathname,
    title,
    description,
    variant: screen?.variant,
    canonicalSearch: screen?.canonicalSearch,
  });
};

/** All products (requirements §2), the sale items, and the search results for `q`, with sort, filters and pages (requirements §9). */
export default function ProductListScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { name, q, answer, help } = useLoaderData<typeof loader>();
  const { data: init } = useInit();
  const allProducts = buildPath('all-products', locale);
  const link = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

  return (
    <div data-screen={name}>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t(`routes.${name}.title`)}</h1>
        {name === 'search' ? (
          <p className="text-lg text-muted-foreground">{q ? t('search.results', { query: q }) : t('listing.search.prompt')}</p>
        ) : name === 'sale' && init && init.biggest_discount > 0 ? (
          <p className="text-lg text-muted-foreground">{t('home.discountBanner', { percent: init.biggest_discount })}</p>
        ) : name === 'all-products' && init ? (
          <p className="max-w-3xl text-lg text-muted-foreground">{t('home.intro', { count: init.all_products })}</p>
        ) : null}
      </header>
      <ProductListing
        key={name === 'search' ? q : name}
        scope={SCOPES[name]}
        loaded={answer}
        empty={
          name === 'search' && q && help ? (
            <SearchHelp query={q} help={help} renderLink={renderShopLink} className="items-center text-center">
              <ShopLink to={allProducts} className={link}>
                {t('listing.browseAll')}
              </ShopLink>
            </SearchHelp>
          ) : (
            <p>
              {name === 'search' && q ? t('search.noResults', { query: q }) : t(name === 'sale' ? 'listing.empty.sale' : 'listing.empty.all')}{' '}
              <ShopLink to={allProducts} className={link}>
                {t('listing.browseAll')}
              </ShopLink>
            </p>
          )
        }
      />
    </div>
  );
}
