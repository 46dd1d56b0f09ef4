import { buildPath, useFavourites, useShop } from 'otthon';
import { AddToCartButton, ProductCard, productGridVariants } from 'otthon/components';
import type { ApiAnswer } from '../lib/api-types.js';
import { shopMessagesOf } from '../lib/i18n.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

type Product = ApiAnswer<'favourites'>[number];

// The visitor's own list: never cached, never indexed.
export const headers = personalHeaders;
export const meta = personalMeta('favourites');

/**
 * Moves one favourite to the cart: adds a piece (the cart panel opens, requirements §4) and, once the
 * cart has taken it, takes it off the favourites. A failed add keeps the favourite and says so,
 * announced and under the button until the next try (AddToCartButton's own failure state).
 */
function MoveToCartButton({ product }: { product: Product }) {
  const { locale } = useShop();
  const { toggle } = useFavourites();
  const messages = shopMessagesOf(locale);
  return (
    <AddToCartButton
      product={product}
      variant="outline"
      size="sm"
      // A 44 px target on a phone's half-width column; its words may take two lines there.
      className="min-h-11 w-full px-2 leading-tight whitespace-normal sm:min-h-8 sm:px-3 sm:whitespace-nowrap"
      // The shop's ICU texts, not formatted ones: the button fills in the title itself.
      labels={{
        'product.addToCart': messages['favourites.move'],
        'product.addToCartNamed': messages['favourites.moveNamed'],
        'announcements.cart.added': messages['favourites.moved'],
      }}
      onAdded={() => void toggle(product.id)}
    />
  );
}

/** The visitor's favourites (requirements §4; guests keep them in their session): each can move to the cart. */
export default function FavouritesScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { favourites } = useFavourites();
  return (
    <div data-screen="favourites" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.favourites.title')}</h1>
        {favourites.length > 0 ? <p className="text-muted-foreground">{t('products.count', { count: favourites.length })}</p> : null}
      </header>
      {favourites.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-otthon border border-dashed border-border bg-surface px-6 py-12 text-center">
          <p className="text-lg font-medium">{t('favourites.empty')}</p>
          <p className="max-w-md text-muted-foreground">{t('favourites.emptyHint')}</p>
          <ShopLink
            to={buildPath('all-products', locale)}
            className="mt-2 inline-flex min-h-11 items-center rounded-otthon bg-primary px-5 font-medium text-primary-foreground outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {t('routes.all-products.title')}
          </ShopLink>
        </div>
      ) : (
        <ul className={productGridVariants({ columns: 4 })}>
          {favourites.map((product) => (
            <li key={product.id} className="flex min-w-0 flex-col gap-2">
              <ProductCard product={product} renderLink={renderShopLink} titleAs="h2" showAddToCart={false} className="flex-1" />
              <MoveToCartButton product={product} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
