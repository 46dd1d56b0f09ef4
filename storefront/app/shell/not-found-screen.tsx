import { buildPath, useHome, useShop } from 'otthon';
import { buttonVariants, ProductGrid } from 'otthon/components';
import { useShopT } from '../lib/use-shop-t.js';
import { OnDemand, onDemand } from './on-demand.js';
import { renderShopLink, ShopLink } from './shop-link.js';

// The search box loads after the page, as in the header (the server renders it in full, see `onDemand`).
const notFoundSearch = onDemand(() => import('../parts/shop-search.js').then((part) => part.ShopSearch), { slot: 'not-found-search-box' });

/**
 * A page that does not exist, inside the shop's frame (header, search, navigation): a heading and a
 * sentence for the shopper, a search box, the way home, and somewhere to go on — the shop's
 * categories and best products — so the visitor is not left at a dead end. The raw address stays
 * out of the heading: 'Page Not Found: {path}' (requirements §2.5, §8.1) is the document's title
 * and the server's log line. The answer stays a 404.
 */
export function NotFoundScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { data: home } = useHome();
  return (
    <div data-screen="not-found" className="flex flex-col gap-10 pb-8">
      <section className="flex max-w-2xl flex-col items-start gap-4">
        <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere md:text-4xl">{t('notFound.title')}</h1>
        <p className="text-muted-foreground">{t('notFound.hint')}</p>
        {/* Its own name, so the page's two search landmarks can be told apart. */}
        <div role="search" aria-label={t('search.label')} data-slot="not-found-search" className="w-full">
          <OnDemand part={notFoundSearch} />
        </div>
        <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: 'primary' })}>
          {t('errors.screen.home')}
        </ShopLink>
      </section>
      {home && home.categories.length > 0 ? (
        <section aria-labelledby="not-found-categories" className="flex flex-col gap-4">
          <h2 id="not-found-categories" className="text-xl font-semibold">
            {t('home.sections.categories')}
          </h2>
          <ul data-slot="not-found-categories" className="flex flex-wrap gap-2">
            {home.categories.map((category) => (
              <li key={category.id}>
                <ShopLink
                  to={buildPath('categories-category_slug', locale, { category_slug: category.slugs })}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  {category.title}
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home && home.best_products.length > 0 ? (
        <section aria-labelledby="not-found-products" className="flex flex-col gap-4">
          <h2 id="not-found-products" className="text-xl font-semibold">
            {t('home.sections.bestProducts')}
          </h2>
          <ProductGrid products={home.best_products.slice(0, 4)} renderLink={renderShopLink} />
        </section>
      ) : null}
    </div>
  );
}
