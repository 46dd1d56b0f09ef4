import { buildPath, useAuth, useShop } from 'otthon';
import { Button, cn, FormMessage } from 'otthon/components';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

/**
 * Logs out, then loads the home page afresh: the customer's data leaves the page, the router's
 * memory and every cache with it (field notes: logout clears the whole cache), and the pages
 * were never stored (`no-store`), so Back cannot bring them back.
 */
export function LogoutButton({ className }: { className?: string }) {
  const t = useShopT();
  const { locale } = useShop();
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Button
        type="button"
        variant="outline"
        busy={busy}
        data-slot="logout-button"
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          const result = await logout();
          if (result.ok) {
            window.location.replace(buildPath('index', locale));
            return;
          }
          setBusy(false);
          setFailed(true);
        }}
      >
        {t('auth.logout')}
      </Button>
      {failed ? <FormMessage tone="error">{t('errors.generic')}</FormMessage> : null}
    </div>
  );
}

const navLink =
  'inline-flex min-h-10 items-center rounded-otthon px-3 font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground';

/** The account's own pages: profile, orders and favourites, and logging out. */
export function AccountNav() {
  const t = useShopT();
  const { locale } = useShop();
  const { pathname } = useLocation();
  const links = [
    { href: buildPath('account', locale), label: t('routes.account.title') },
    { href: buildPath('account-orders', locale), label: t('routes.account-orders.title') },
    { href: buildPath('favourites', locale), label: t('routes.favourites.title') },
    { href: buildPath('withdrawal', locale), label: t('withdrawal.link') },
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
      <nav aria-label={t('accountPage.nav')}>
        <ul className="flex flex-wrap gap-1 text-sm">
          {links.map((link) => (
            <li key={link.href}>
              <ShopLink to={link.href} aria-current={pathname === link.href ? 'page' : undefined} className={navLink}>
                {link.label}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton />
    </div>
  );
}
