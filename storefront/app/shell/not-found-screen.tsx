import { buildPath, useHome, useShop } from 'otthon';
import { buttonVariants, ProductGrid } from 'otthon/components';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from './shop-link.js';

/**
 * A page that does not exist, inside the shop's frame (header, search, navigation): the error
 * text 'Page Not Found: {path}', the way home, and somewhere to go on — the shop's categories and
 * best products — so the visitor is not left at a dead end. The answer stays a 404.
 */
export function NotFoundScreen({ path }: { path: string }) {
  const t = useShopT();
  const { locale } = useShop();
  const { data: home } = useHome();
  return (
    <div data-screen="not-found" className="flex flex-col gap-10 pb-8">
      <section className="flex flex-col items-start gap-3">
        <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere md:text-4xl">{t('errors.notFound', { path })}</h1>
        <p className="text-muted-foreground">{t('notFound.hint')}</p>
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
