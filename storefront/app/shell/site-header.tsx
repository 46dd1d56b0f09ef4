import { buildPath, RETURN_DAYS, useAuth, useFavourites, useInit, useShop, WARRANTY_YEARS } from 'otthon';
import { Badge, CartPanelTrigger, CurrencySelect, HeartIcon, MobileNav, VatModeToggle } from 'otthon/components';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { headerLoginPath } from '../lib/return-path.js';
import { useShopT } from '../lib/use-shop-t.js';
import { LanguageSwitch } from './language-switch.js';
import { Logo } from './logo.js';
import { OnDemand, onDemand } from './on-demand.js';
import { renderShopLink, ShopLink } from './shop-link.js';

const iconLink =
  'relative inline-flex size-11 items-center justify-center rounded-otthon text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

function Count({ value }: { value: number }) {
  if (value <= 0) return null;
  return (
    <Badge aria-hidden="true" size="sm" className="absolute -top-0.5 -right-0.5 min-w-5 justify-center px-1 tabular-nums">
      {value > 99 ? '99+' : value}
    </Badge>
  );
}

// The search box with its suggestions loads after the page (the server renders it in full, see `onDemand`).
const headerSearch = onDemand(() => import('../parts/shop-search.js').then((part) => part.ShopSearch), {
  slot: 'header-search',
  role: 'search',
  className: 'order-last w-full md:order-none md:max-w-xl md:flex-1',
});

// The menu row loads after the page too: its links work as they are, and a press on a submenu's
// button before its code arrives opens the submenu once it is live.
const headerMenu = onDemand(() => import('../parts/header-menu.js').then((part) => part.ShopHeaderMenu), { slot: 'header-menu-row' });

/**
 * The shop's header: logo (home), search, account, favourites and cart with their counts, the
 * header menu, and the shop settings — currency, VAT mode and language. Below the desktop
 * breakpoint the menu and settings move into the mobile navigation drawer.
 */
export function SiteHeader() {
  const t = useShopT();
  const { locale } = useShop();
  const location = useLocation();
  const { data: init } = useInit();
  const { favourites } = useFavourites();
  const { isLoggedIn } = useAuth();
  const menu = init?.menu.header ?? [];
  const favouriteCount = favourites.length;
  // A visitor logging in comes back to this page (the return address is checked as this site's path).
  const accountPath = isLoggedIn ? buildPath('account', locale) : headerLoginPath(locale, location.pathname, location.search);
  const accountLabel = t(isLoggedIn ? 'header.account' : 'header.login');
  // The drawer closes on every route change, including those its extra links start.
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  // The page keeps focused fields, anchors and sticky boxes clear of this sticky header
  // (WCAG 2.4.11): app.css reads its real height, which changes with the breakpoint and wrapping.
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // Written only when it differs from what app.css says: a new value on the root element restyles
    // the whole page. The observer reports the first height itself, after the page's first layout.
    const measure = () => {
      const height = `${header.offsetHeight}px`;
      if (getComputedStyle(root).getPropertyValue('--site-header-height').trim() !== height) root.style.setProperty('--site-header-height', height);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location.key` is the trigger: every route change closes the drawer
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  return (
    <header ref={headerRef} data-slot="site-header" className="sticky top-0 z-40 border-b border-border bg-surface">
      <div className="hidden border-b border-border bg-muted md:block">
        <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-4 px-4 py-1.5 text-sm text-muted-foreground">
          <p>{t('footer.promises', { returnDays: RETURN_DAYS, warrantyYears: WARRANTY_YEARS })}</p>
          <div role="group" aria-label={t('header.preferences')} className="flex items-center gap-3 text-foreground">
            <CurrencySelect hideLabel size="sm" />
            <VatModeToggle />
            <LanguageSwitch />
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap md:gap-6">
        <MobileNav items={menu} open={menuOpen} onOpenChange={setMenuOpen} currentPath={location.pathname} renderLink={renderShopLink} className="md:hidden">
          <ShopLink
            to={accountPath}
            className="inline-flex min-h-10 items-center rounded-otthon px-2 font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {accountLabel}
          </ShopLink>
          <CurrencySelect />
          <VatModeToggle hideLabel={false} className="self-start" />
          <LanguageSwitch className="self-start" />
        </MobileNav>
        <ShopLink
          to={buildPath('index', locale)}
          aria-label={t('site.logo')}
          className="inline-flex min-h-11 items-center rounded-otthon text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo className="h-7 w-auto md:h-8" />
        </ShopLink>

        <OnDemand part={headerSearch} />

        <nav aria-label={t('header.label')} className="ml-auto flex items-center gap-1">
          <ShopLink
            to={accountPath}
            className="hidden min-h-11 items-center rounded-otthon px-3 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring md:inline-flex"
          >
            {accountLabel}
          </ShopLink>
          <ShopLink to={buildPath('favourites', locale)} aria-label={t('header.favourites', { count: favouriteCount })} className={iconLink}>
            <HeartIcon className="size-6" />
            <Count value={favouriteCount} />
          </ShopLink>
          <CartPanelTrigger className="size-11" />
        </nav>
      </div>

      {menu.length > 0 ? (
        <div className="hidden border-t border-border md:block">
          <OnDemand part={headerMenu} />
        </div>
      ) : null}
    </header>
  );
}
