import { buildPath, useShop } from 'otthon';
import { CartEmpty, CheckoutForm } from 'otthon/components';
import { checkoutLoader } from '../lib/checkout-data.server.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { loginPath } from '../lib/return-path.js';
import { useShopT } from '../lib/use-shop-t.js';
import {
  CheckoutCartEmptied,
  CheckoutLoginPrompt,
  CheckoutProducts,
  CheckoutSummaryToggle,
  useCheckoutCart,
  useCheckoutCompletion,
} from '../parts/checkout-parts.js';
import { CheckoutSteps } from '../parts/checkout-steps.js';
import { inlineLink, renderShopLink, ShopLink } from '../shell/shop-link.js';

export const loader = checkoutLoader;
export const meta = personalMeta('cart-data');
export const headers = personalHeaders;

/**
 * The checkout data step (requirements §2 summary step): contact, billing (individual or company),
 * shipping ("same as billing"), delivery and payment (payment limited by delivery), coupon,
 * comment, newsletter, the consents and "Place order" — one order per submission whatever the
 * clicks (Idempotency-Key); the server's field errors next to their fields, nothing typed lost,
 * also when the cart empties under the form (an expired session): the form stays and says why.
 */
export default function CheckoutDataScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { leaving, complete } = useCheckoutCompletion();
  const { empty, emptied } = useCheckoutCart(leaving);

  return (
    <div data-screen="cart-data" className="flex flex-col gap-8 pb-8">
      <CheckoutSteps current="data" />
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.cart-data.title')}</h1>
      {empty ? null : <CheckoutSummaryToggle />}
      {empty ? (
        <CartEmpty renderLink={renderShopLink} className="rounded-otthon border border-border bg-surface" />
      ) : (
        <CheckoutForm
          onComplete={complete}
          renderLink={renderShopLink}
          loginHref={loginPath(locale, buildPath('cart-data', locale))}
          // The summary sits in the checkout itself: the delivery is not "chosen at checkout" but not chosen yet.
          labels={{ 'cart.summary.deliveryLater': t('checkoutPage.deliveryNotChosen') }}
          summaryStart={emptied ? <CheckoutCartEmptied /> : <CheckoutProducts />}
          intro={
            <div className="flex flex-col gap-3">
              <CheckoutLoginPrompt />
              <p className="text-sm text-muted-foreground">
                {t('checkoutPage.offerHint')}{' '}
                <ShopLink to={buildPath('offer-data', locale)} className={inlineLink}>
                  {t('checkout.requestOffer')}
                </ShopLink>
              </p>
            </div>
          }
        />
      )}
    </div>
  );
}
