import { CartEmpty, CheckoutForm } from 'otthon/components';
import { checkoutLoader } from '../lib/checkout-data.server.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import {
  CheckoutCartEmptied,
  CheckoutLoginPrompt,
  CheckoutProducts,
  CheckoutSummaryToggle,
  useCheckoutCart,
  useCheckoutCompletion,
} from '../parts/checkout-parts.js';
import { renderShopLink } from '../shell/shop-link.js';

export const loader = checkoutLoader;
export const meta = personalMeta('offer-data');
export const headers = personalHeaders;

/**
 * A quote request for the cart (requirements §1 "a custom quote request"): contact and billing data,
 * shipping, the preferred delivery, a comment for the sales team and the consents; sent once
 * (Idempotency-Key) as `POST /api/cart/offer`, then its confirmation. Nothing typed is lost, also
 * when the cart empties under the form (an expired session): the form stays and says why.
 */
export default function OfferDataScreen() {
  const t = useShopT();
  const { leaving, complete } = useCheckoutCompletion();
  const { empty, emptied } = useCheckoutCart(leaving);

  return (
    <div data-screen="offer-data" className="flex flex-col gap-8 pb-8">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.offer-data.title')}</h1>
        <p className="text-muted-foreground">{t('offerPage.intro')}</p>
      </div>
      {empty ? null : <CheckoutSummaryToggle />}
      {empty ? (
        <CartEmpty renderLink={renderShopLink} className="rounded-otthon border border-border bg-surface" />
      ) : (
        <CheckoutForm
          mode="offer"
          onComplete={complete}
          renderLink={renderShopLink}
          labels={{ 'cart.summary.deliveryLater': t('checkoutPage.deliveryNotChosen') }}
          summaryStart={emptied ? <CheckoutCartEmptied intent="offer" /> : <CheckoutProducts />}
          intro={<CheckoutLoginPrompt />}
        />
      )}
    </div>
  );
}
