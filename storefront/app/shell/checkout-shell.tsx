import { buildPath, matchPath, type RouteName, useShop } from 'otthon';
import { ChevronLeftIcon, PRIVACY_PAGE_SLUGS, ShieldIcon } from 'otthon/components';
import { useEffect } from 'react';
import { useShopT } from '../lib/use-shop-t.js';
import { Logo } from './logo.js';
import { ShopLink } from './shop-link.js';

/** The screens where the shopper is placing an order: nothing else on the page competes with the form. */
const CHECKOUT_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>(['cart-data', 'offer-data', 'checkout-offer-offer_hash']);

/** Whether the path is one of the checkout's own screens, which get the focused header and footer. */
export function isCheckoutPath(pathname: string): boolean {
  const name = matchPath(pathname)?.name;
  return name !== undefined && CHECKOUT_SCREENS.has(name);
}

const textLink =
  'inline-flex min-h-11 items-center gap-1 rounded-otthon px-1 font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The checkout's header: the logo, the way back to the cart and a word that the checkout is secure —
 * no search, menu or shop settings to lead away from the order.
 */
export function CheckoutHeader() {
  const t = useShopT();
  const { locale } = useShop();
  // Not sticky: nothing needs clearing below it (the shop's header measures its own height otherwise).
  useEffect(() => {
    document.documentElement.style.setProperty('--site-header-height', '0px');
  }, []);
  return (
    <header data-slot="checkout-header" className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <ShopLink
          to={buildPath('index', locale)}
          aria-label={t('site.logo')}
          className="inline-flex min-h-11 items-center rounded-otthon text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo className="h-7 w-auto md:h-8" />
        </ShopLink>
        <ShopLink to={buildPath('cart', locale)} data-slot="checkout-back-to-cart" className={`${textLink} text-sm`}>
          <ChevronLeftIcon className="size-4" />
          {t('checkoutShell.backToCart')}
        </ShopLink>
        <p data-slot="checkout-secure" className="ml-auto flex items-center gap-1.5 text-sm text-muted-foreground">
          <ShieldIcon className="size-5 text-success" />
          {t('checkoutShell.secure')}
        </p>
      </div>
    </header>
  );
}

/**
 * The checkout's footer: the terms, the privacy notice and the contact page (what a shopper may
 * want to read before ordering) and the withdrawal link the law wants on every page — no
 * newsletter form or menus.
 */
export function CheckoutFooter() {
  const t = useShopT();
  const { locale } = useShop();
  const links = [
    { to: buildPath('terms', locale), label: t('routes.terms.title') },
    { to: buildPath('page_slug', locale, { page_slug: PRIVACY_PAGE_SLUGS[locale] }), label: t('checkoutShell.privacy') },
    { to: buildPath('contact', locale), label: t('routes.contact.title') },
    { to: buildPath('withdrawal', locale), label: t('withdrawal.link'), slot: 'withdrawal-link' },
  ];
  return (
    <footer data-slot="site-footer" data-variant="checkout" className="mt-10 border-t border-border bg-muted">
      <div className="mx-auto flex max-w-screen-xl flex-col gap-2 px-4 py-4 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-4">
            {links.map((link) => (
              <li key={link.to}>
                <ShopLink to={link.to} data-slot={link.slot} className={`${textLink} underline`}>
                  {link.label}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
