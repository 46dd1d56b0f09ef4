import { buildPath, type Locale, matchPath, useCategory, useShop } from 'otthon';
import { Breadcrumbs, Image } from 'otthon/components';
import { data, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { loadListing } from '../catalogue/listing.server.js';
import { ProductListing } from '../catalogue/product-listing.js';
import { breadcrumbList, JsonLd, useShopOrigin } from '../lib/json-ld.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, notFound, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

const categoryPath = (locale: Locale, slugs: readonly string[]) => buildPath('categories-category_slug', locale, { category_slug: slugs });

/**
 * A category by its slug path (requirements §2: `category_slug` is a list of segments): 404 when no
 * category has that path, a permanent redirect to the category's own spelling of it, then the
 * category's products with the listing's sort, filters and pages.
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { url, key, locale } = shopRequest(request);
  const match = matchPath(url.pathname);
  if (match?.name !== 'categories-category_slug') return notFound(request, context);
  const slugs = match.params.category_slug;
  const detail = await orNotFound(context.shop.resolveCategory(slugs), request, context);
  const own = categoryPath(locale, detail.category.slugs);
  if (own !== url.pathname) throw redirect(`${own}${url.search}`, { status: 301, headers: apiCookieHeaders(context) });
  const path = detail.category.slugs.join('/');
  const listing = await loadListing(request, context, { category: path });
  return data(
    {
      path,
      title: detail.category.title,
      description: detail.category.description,
      variant: listing.variant,
      canonicalSearch: listing.canonicalSearch,
      answer: listing.answer,
      fallback: { ...listing.fallback, [key('resolveCategory', path)]: detail },
      alternates: { hu: { category_slug: detail.category.alternates.hu }, en: { category_slug: detail.category.alternates.en } },
    } satisfies ScreenData & Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) =>
  pageMeta(matches, {
    pathname: location.pathname,
    title: screen?.title,
    description: screen?.description,
    alternates: screen?.alternates,
    variant: screen?.variant,
    canonicalSearch: screen?.canonicalSearch,
  });

/** A category (requirements §2): breadcrumbs, its description and subcategories, then its products. */
export default function CategoryScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const origin = useShopOrigin();
  const { path, answer } = useLoaderData<typeof loader>();
  const { data: detail } = useCategory(path, { keepPreviousData: true });
  if (!detail) return null;
  const { category, breadcrumbs, children } = detail;
  const home = { label: t('routes.index.title'), href: buildPath('index', locale) };
  const trail = breadcrumbs.map((crumb) => ({ label: crumb.title, href: categoryPath(locale, crumb.slugs) }));

  return (
    <div data-screen="category">
      <JsonLd data={breadcrumbList(origin, [{ name: home.label, path: home.href }, ...trail.map((crumb) => ({ name: crumb.label, path: crumb.href }))])} />
      <Breadcrumbs items={[home, ...trail]} renderLink={renderShopLink} className="mb-4" />
      <header className={category.image ? 'grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] md:items-center md:gap-8' : undefined}>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{category.title}</h1>
          {category.description ? <p className="max-w-3xl text-lg text-muted-foreground">{category.description}</p> : null}
        </div>
        {category.image ? (
          <Image
            image={category.image}
            alt=""
            sizes="(min-width: 768px) 26rem, 100vw"
            fit="cover"
            loading="eager"
            // The category's picture is the page's largest paint on a phone, above the products.
            fetchPriority="high"
            className="aspect-[21/9] w-full rounded-otthon bg-muted md:aspect-[16/9]"
          />
        ) : null}
      </header>
      {children.length > 0 ? (
        <nav aria-labelledby="subcategories-heading" className="mt-6">
          <h2 id="subcategories-heading" className="sr-only">
            {t('listing.subcategories', { category: category.title })}
          </h2>
          <ul className="flex gap-3 overflow-x-auto pb-2">
            {children.map((child) => (
              <li key={child.id} className="shrink-0">
                <ShopLink
                  to={categoryPath(locale, child.slugs)}
                  className="flex min-h-11 items-center gap-3 rounded-otthon border border-border bg-surface py-1.5 pr-4 pl-1.5 font-medium outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {child.image ? (
                    <span className="block size-12 shrink-0 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] bg-muted">
                      <Image image={child.image} alt="" width={48} fit="cover" />
                    </span>
                  ) : null}
                  <span>
                    {child.title} <span className="font-normal text-muted-foreground">({child.product_count})</span>
                  </span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        key={path}
        scope={{ category: path }}
        loaded={answer}
        empty={
          <p>
            {t('listing.empty.category')}{' '}
            <ShopLink to={buildPath('all-products', locale)} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              {t('listing.browseAll')}
            </ShopLink>
          </p>
        }
      />
    </div>
  );
}
