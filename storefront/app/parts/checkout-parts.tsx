import { buildPath, pickAmount, useAuth, useCart, useMoney, useShop, useVatMode } from 'otthon';
import { ChevronDownIcon, type CheckoutIntent, type CheckoutOutcome, FormMessage, Image, InfoIcon, PayableTotal } from 'otthon/components';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../lib/return-path.js';
import { useShopT } from '../lib/use-shop-t.js';
import { inlineLink, ShopLink } from '../shell/shop-link.js';

/**
 * Where the order goes once placed: a card payment to the gateway (another site, a full page
 * load), every other order to its result page, a quote request to its confirmation.
 */
export function useCheckoutCompletion(): { leaving: boolean; complete: (outcome: CheckoutOutcome) => void } {
  const { locale } = useShop();
  const navigate = useNavigate();
  // The placed order empties the cart: the form stays on screen while the next page loads.
  const [leaving, setLeaving] = useState(false);
  const complete = (outcome: CheckoutOutcome) => {
    setLeaving(true);
    if (outcome.kind === 'offer') {
      void navigate(`${buildPath('offer-result', locale)}?${new URLSearchParams({ offer_hash: outcome.offerHash })}`);
    } else if (outcome.redirectUrl) {
      window.location.assign(outcome.redirectUrl);
    } else {
      void navigate(buildPath('checkout-result-order_hash', locale, { order_hash: outcome.orderHash }));
    }
  };
  return { leaving, complete };
}

/**
 * Whether the checkout shows the empty cart (`empty`: it was empty on arrival) or keeps its form
 * with what was typed and says why nothing can be sent (`emptied`: the cart emptied under the
 * form — the session expired and a new one began, or another window emptied it).
 */
export function useCheckoutCart(leaving: boolean): { empty: boolean; emptied: boolean } {
  const { cart } = useCart();
  const [hadProducts, setHadProducts] = useState(false);
  if (cart?.products.length && !hadProducts) setHadProducts(true);
  const none = cart !== undefined && cart.products.length === 0 && !leaving;
  return { empty: none && !hadProducts, emptied: none && hadProducts };
}

/**
 * Says, beside "Place order" (`order`) or "Request a quote" (`offer`), that the cart emptied
 * under the form, that what was typed is kept, and how to go on.
 */
export function CheckoutCartEmptied({ intent = 'order' }: { intent?: CheckoutIntent }) {
  const t = useShopT();
  const { locale } = useShop();
  return (
    <FormMessage tone="error" data-slot="checkout-cart-emptied" data-intent={intent}>
      <p>{t(intent === 'offer' ? 'offerPage.cartEmptied' : 'checkoutPage.cartEmptied')}</p>
      <ShopLink to={buildPath('all-products', locale)} className={`${inlineLink} mt-1`}>
        {t('cart.continueShopping')}
      </ShopLink>
    </FormMessage>
  );
}

/** "Already have an account? Log in" for visitors, coming back to this page afterwards. */
export function CheckoutLoginPrompt() {
  const t = useShopT();
  const { locale } = useShop();
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (isLoggedIn) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-otthon border border-border bg-muted px-4 py-3 text-sm">
      <InfoIcon className="size-4 shrink-0 text-muted-foreground" />
      <span>{t('checkout.login.prompt')}</span>
      <ShopLink to={loginPath(locale, `${location.pathname}${location.search}`)} className={inlineLink}>
        {t('checkout.login.link')}
      </ShopLink>
    </p>
  );
}

/** The cart's products with quantity, unit price and line total, and the way back to the cart to change them. */
function CheckoutProductLines() {
  const t = useShopT();
  const { locale } = useShop();
  const { cart } = useCart();
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  if (!cart) return null;
  return (
    <>
      <ul className="flex flex-col divide-y divide-border">
        {cart.products.map((line) => (
          <li key={line.id} className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-start gap-3 py-2 text-sm">
            <div className="size-12 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] bg-muted">
              {line.product.image ? <Image image={line.product.image} alt="" width={48} fit="cover" /> : null}
            </div>
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">{line.product.title}</p>
              <p className="text-muted-foreground tabular-nums">
                {t('common.pieces', { count: line.quantity })} × {format(pickAmount(line, 'price', vatMode))}{' '}
                <span className="text-xs">{t(`vat.suffix.${vatMode}`)}</span>
              </p>
            </div>
            <p className="font-semibold tabular-nums">{format(pickAmount(line, 'total', vatMode))}</p>
          </li>
        ))}
      </ul>
      <ShopLink to={buildPath('cart', locale)} className={`${inlineLink} self-start text-sm`}>
        {t('checkoutPage.editCart')}
      </ShopLink>
    </>
  );
}

const disclosureSummary =
  'flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-otthon px-4 py-3 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden';

/**
 * What is being ordered, at the top of the checkout's summary column on wide screens: folded by
 * default so the summary and "Place order" stay in view beside the form; open, each product with
 * its quantity and total and the way back to the cart to change them. (Phones have
 * {@link CheckoutSummaryToggle} above the form instead.)
 */
export function CheckoutProducts() {
  const t = useShopT();
  const { cart } = useCart();
  if (!cart || cart.products.length === 0) return null;
  return (
    <details data-slot="checkout-products" className="group hidden rounded-otthon border border-border bg-surface lg:block">
      <summary className={disclosureSummary}>
        <span className="wrap-anywhere">{t('checkoutPage.products', { count: cart.summary.total_quantity })}</span>
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-3 border-t border-border px-4 pt-2 pb-4">
        <CheckoutProductLines />
      </div>
    </details>
  );
}

/**
 * The order at the top of a phone's checkout, where the summary column would only come after the
 * whole form: folded, it shows the gross amount to pay; opened, the products and the total with
 * its net and VAT parts. Wide screens show the summary beside the form instead.
 */
export function CheckoutSummaryToggle() {
  const t = useShopT();
  const { cart } = useCart();
  const { format } = useMoney();
  if (!cart || cart.products.length === 0) return null;
  const { summary } = cart;
  return (
    <details data-slot="checkout-summary-toggle" className="group rounded-otthon border border-border bg-surface lg:hidden">
      <summary className={disclosureSummary}>
        <span className="flex min-w-0 flex-col">
          <span className="wrap-anywhere">{t('checkoutPage.summaryToggle', { count: summary.total_quantity })}</span>
          <span className="text-xs font-normal text-muted-foreground group-open:hidden">{t('checkoutPage.summaryShow')}</span>
          <span className="hidden text-xs font-normal text-muted-foreground group-open:inline">{t('checkoutPage.summaryHide')}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <span data-slot="checkout-summary-toggle-total" className="flex flex-col items-end">
            <span className="text-lg font-bold tabular-nums">{format(summary.total_amount_gross)}</span>
            <span className="text-xs font-normal text-muted-foreground">{t('vat.suffix.gross')}</span>
          </span>
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-border px-4 pt-2 pb-4">
        <CheckoutProductLines />
        <PayableTotal net={summary.total_amount_net} gross={summary.total_amount_gross} />
      </div>
    </details>
  );
}
