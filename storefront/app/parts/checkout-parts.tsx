import { buildPath, useAuth, useShop } from 'otthon';
import { type CheckoutOutcome, InfoIcon } from 'otthon/components';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../lib/return-path.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

export const inlineLink =
  'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring';

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
