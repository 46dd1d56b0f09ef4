import { Announcer, CartPanel, type CookieChoice } from 'otthon/components';
import { matchPath } from 'otthon';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useShopT } from '../lib/use-shop-t.js';
import { CheckoutFooter, CheckoutHeader, isCheckoutPath } from './checkout-shell.js';
import { CookieChoiceProvider } from './cookie-choice.js';
import { CsrfWarmUp } from './csrf-warm-up.js';
import { NavigationEffects } from './navigation-effects.js';
import { OnDemand, onDemand } from './on-demand.js';
import { PageTransition } from './page-transition.js';
import { renderShopLink, RoutePreloadProvider } from './shop-link.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

// The cookie banner loads after the page (the server renders it in full, see `onDemand`), and only
// for a visitor who has not chosen yet: one who has never loads its code.
const cookieBanner = onDemand(() => import('../parts/cookie-banner.js').then((part) => part.CookieBanner), { slot: 'cookie-banner' });

export interface ShopShellProps {
  buildVersion: string | undefined;
  /** The visitor's cookie choice; `null` shows the consent banner. */
  consent: CookieChoice | null;
  /** Stores a new choice; without it (the crawler's error frame) the banner only shows. */
  onConsentChange?: (choice: CookieChoice) => void;
  children: ReactNode;
}

/**
 * The default layout (requirements §2 'default'): the live regions, the cookie banner (first in the tab
 * order), skip link, header, the page with its transition, footer, the cart panel (its code loads
 * when it first opens), and what every route change triggers. The checkout's screens get a slim
 * header and footer instead, so nothing leads away from the order.
 */
export function ShopShell({ buildVersion, consent, onConsentChange, children }: ShopShellProps) {
  const t = useShopT();
  const { pathname } = useLocation();
  const cookieChoice = useMemo(() => ({ choice: consent, choose: onConsentChange }), [consent, onConsentChange]);
  // The cookie settings page is the banner's settings, in full: the banner would only repeat it.
  const onCookieSettings = matchPath(pathname)?.name === 'cookie-settings';
  // The checkout keeps the shopper on the order: a slim header and footer instead of the shop's own.
  const checkout = isCheckoutPath(pathname);
  return (
    <CookieChoiceProvider value={cookieChoice}>
      <RoutePreloadProvider>
        {/* First, so its live regions listen before any screen's effects speak (a clamped quantity on arrival). */}
        <Announcer />
        {/* The cookie banner comes first in the tab order (it sits fixed at the bottom, where it leaves
            room for what is focused above it) so it can be answered before anything else; it traps nothing. */}
        {onCookieSettings || consent !== null ? null : <OnDemand part={cookieBanner} />}
        <a
          href="#main"
          className="sr-only z-50 rounded-otthon bg-surface px-4 py-2 font-medium text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
        >
          {t('common.skipToContent')}
        </a>
        {checkout ? <CheckoutHeader /> : <SiteHeader />}
        {/* At least a screen tall, so the footer always starts below the first screen: stretched to fill a
            short page's screen instead, it would jump up when the browser paints before the footer is all
            there (a layout shift). The small viewport height does not change as a phone's toolbar hides. */}
        <main id="main" tabIndex={-1} className="mx-auto min-h-svh w-full max-w-screen-xl flex-1 px-4 pt-6 outline-none">
          <PageTransition>{children}</PageTransition>
        </main>
        {checkout ? <CheckoutFooter /> : <SiteFooter />}
        <CartPanel renderLink={renderShopLink} />
        <NavigationEffects buildVersion={buildVersion} />
        <CsrfWarmUp />
      </RoutePreloadProvider>
    </CookieChoiceProvider>
  );
}
