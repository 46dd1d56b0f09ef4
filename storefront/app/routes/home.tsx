import { buildPath, type Locale, useHome, useInit, useShop } from 'otthon';
import { Image } from 'otthon/components';
import type { ReactNode } from 'react';
import { data, type MetaFunction } from 'react-router';
import { BlogCard } from '../catalogue/blog-card.js';
import { ProductRail } from '../catalogue/product-rail.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { Product } from '../lib/api-types.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

/** Spec §1: the home page shows categories, best products, brands, recent blogs, discounted, newest and popular products. */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const home = await context.shop.home();
  return data({ fallback: { [key('home')]: home } } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => pageMeta(matches, { pathname: location.pathname });

function Section({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      {/* Wrapping: a long heading and "View all" do not fit side by side on a 320 px phone. */}
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-semibold md:text-2xl">
          {title}
        </h2>
        {more ? (
          <ShopLink
            to={more.to}
            className="inline-flex min-h-10 shrink-0 items-center rounded-otthon px-1 text-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {more.label}
            <span className="sr-only">: {title}</span>
          </ShopLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Up to eight products of a home section: a sideways rail on phones, a grid on wider screens. */
function ProductRow({ products }: { products: readonly Product[] }) {
  return <ProductRail products={products.slice(0, 8)} />;
}

function categoryPath(locale: Locale, slugs: readonly string[]) {
  return buildPath('categories-category_slug', locale, { category_slug: slugs });
}

export default function HomeScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { data: home } = useHome();
  const { data: init } = useInit();
  const allProducts = buildPath('all-products', locale);
  // The hero shows a furnished room: the first room category's scene.
  const heroImage = home?.categories.find((category) => category.image)?.image ?? null;

  return (
    <div data-screen="home">
      <section
        aria-labelledby="home-heading"
        className="grid overflow-hidden rounded-otthon bg-accent md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center"
      >
        {heroImage ? (
          <Image
            image={heroImage}
            alt=""
            sizes="(min-width: 768px) 50vw, 100vw"
            fit="cover"
            loading="eager"
            fetchPriority="high"
            className="aspect-[16/9] w-full bg-muted md:order-2 md:aspect-[4/3]"
          />
        ) : null}
        <div className="px-6 py-8 md:px-12 md:py-16">
          <h1 id="home-heading" className="max-w-3xl text-3xl font-semibold tracking-tight md:text-5xl">
            {t('home.heading')}
          </h1>
          {init ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('home.intro', { count: init.all_products })}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ShopLink
              to={allProducts}
              className="inline-flex min-h-11 items-center rounded-otthon bg-primary px-5 py-2 font-medium text-primary-foreground outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              {t('routes.all-products.title')}
            </ShopLink>
            {init && init.biggest_discount > 0 ? (
              <ShopLink
                to={buildPath('sale', locale)}
                className="inline-flex min-h-11 items-center rounded-otthon border border-input bg-surface px-5 py-2 font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {t('home.discountBanner', { percent: init.biggest_discount })}
              </ShopLink>
            ) : null}
          </div>
        </div>
      </section>

      {home && home.categories.length > 0 ? (
        <Section id="home-categories" title={t('home.sections.categories')}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {home.categories.map((category) => (
              <li key={category.id}>
                <ShopLink
                  to={categoryPath(locale, category.slugs)}
                  className="group flex h-full flex-col overflow-hidden rounded-otthon border border-border bg-surface outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {category.image ? (
                    <Image
                      image={category.image}
                      alt=""
                      sizes="(min-width: 1280px) 200px, (min-width: 600px) 30vw, 50vw"
                      fit="cover"
                      className="aspect-[4/3] bg-muted"
                    />
                  ) : (
                    <span aria-hidden="true" className="aspect-[4/3] w-full bg-muted" />
                  )}
                  <span className="flex flex-1 flex-col gap-1 p-3">
                    <span className="font-medium group-hover:underline">{category.title}</span>
                    <span className="text-sm text-muted-foreground">{t('home.categoryProducts', { count: category.product_count })}</span>
                  </span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {home ? (
        <>
          <Section id="home-best" title={t('home.sections.bestProducts')} more={{ to: `${allProducts}?sort=popularity`, label: t('home.viewAll') }}>
            <ProductRow products={home.best_products} />
          </Section>
          <Section id="home-discounted" title={t('home.sections.discounted')} more={{ to: buildPath('sale', locale), label: t('home.viewAll') }}>
            <ProductRow products={home.discounted_products} />
          </Section>
          <Section id="home-newest" title={t('home.sections.newest')} more={{ to: allProducts, label: t('home.viewAll') }}>
            <ProductRow products={home.newest_products} />
          </Section>
          <Section id="home-popular" title={t('home.sections.popular')} more={{ to: `${allProducts}?sort=popularity`, label: t('home.viewAll') }}>
            <ProductRow products={home.popular_products} />
          </Section>
        </>
      ) : null}

      {home && home.brands.length > 0 ? (
        <Section id="home-brands" title={t('home.sections.brands')}>
          <ul className="flex flex-wrap gap-3">
            {home.brands.map((brand) => (
              <li key={brand.id}>
                <ShopLink
                  to={`${allProducts}?brand=${encodeURIComponent(brand.slug)}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-otthon border border-border bg-surface px-4 font-medium outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {brand.logo ? <Image image={brand.logo} alt="" width={32} fit="contain" className="size-8" /> : null}
                  {brand.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {home && home.recent_blogs.length > 0 ? (
        <Section id="home-blog" title={t('home.sections.recentBlogs')} more={{ to: buildPath('blog', locale), label: t('home.viewAll') }}>
          <ul className="grid gap-6 md:grid-cols-3">
            {home.recent_blogs.slice(0, 3).map((post) => (
              <li key={post.id}>
                <BlogCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
