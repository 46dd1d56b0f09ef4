import { buildPath, STOCK_RESERVATION_MINUTES, useCart, useShop } from 'otthon';
import { CartEmpty, CartLines, CartSummary, CheckoutButton, SimilarProducts } from 'otthon/components';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import { CheckoutSteps } from '../parts/checkout-steps.js';
import { OnDemand, onDemand } from '../shell/on-demand.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

// The cart itself comes with every page (the root loader, requirements §7 "the cart is fetched at
// startup") and is kept current by `useCart`, so the screen has no loader of its own.
export const meta = personalMeta('cart');
export const headers = personalHeaders;

// The coupon form loads after the page (the server renders it in full, see `onDemand`): a code typed
// and applied before its code arrives is applied once it is live.
const cartCoupon = onDemand(() => import('../parts/cart-coupon.js').then((part) => part.CartCoupon), { slot: 'cart-coupon' });

const secondaryLink =
  'inline-flex min-h-10 items-center justify-center rounded-otthon px-2 text-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The cart page: every line with its quantity (rapid edits coalesced, each line's state, clamped
 * quantities announced), the server's summary with the free-shipping progress, coupons, the way
 * on to checkout (disabled while the cart settles) or to a quote request, and similar products.
 */
export default function CartScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { cart } = useCart();
  const empty = cart !== undefined && cart.products.length === 0;

  return (
    <div data-screen="cart" className="flex flex-col gap-8 pb-8">
      <CheckoutSteps current="cart" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.cart.title')}</h1>
        {cart && !empty ? <p className="text-muted-foreground">{t('cart.itemCount', { count: cart.summary.total_quantity })}</p> : null}
      </div>

      {empty ? (
        <CartEmpty renderLink={renderShopLink} className="rounded-otthon border border-border bg-surface" />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <section aria-labelledby="cart-lines-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="cart-lines-title" className="sr-only">
              {t('cartPage.lines')}
            </h2>
            <CartLines layout="page" renderLink={renderShopLink} className="border-y border-border" />
            <p className="text-sm text-muted-foreground">{t('cart.reservation', { minutes: STOCK_RESERVATION_MINUTES })}</p>
          </section>
          <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-[calc(var(--site-header-height)+1rem)]">
            <CartSummary>
              <OnDemand part={cartCoupon} />
              <CheckoutButton renderLink={renderShopLink} />
              <div className="flex flex-col items-center gap-1 text-center">
                <p className="text-sm text-muted-foreground">{t('cartPage.offerHint')}</p>
                <ShopLink to={buildPath('offer-data', locale)} className={secondaryLink}>
                  {t('checkout.requestOffer')}
                </ShopLink>
              </div>
            </CartSummary>
            <ShopLink to={buildPath('all-products', locale)} className={`${secondaryLink} self-center`}>
              {t('cart.continueShopping')}
            </ShopLink>
          </div>
        </div>
      )}

      <SimilarProducts renderLink={renderShopLink} className="mt-4" />
    </div>
  );
}
