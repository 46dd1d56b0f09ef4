import { buildPath, RETURN_DAYS, useInit, useShop, VAT_RATE, WARRANTY_YEARS } from 'otthon';
import { FooterMenu } from 'otthon/components';
import { useShopT } from '../lib/use-shop-t.js';
import { Logo } from './logo.js';
import { OnDemand, onDemand } from './on-demand.js';
import { renderShopLink, ShopLink } from './shop-link.js';

// The newsletter signup loads after the page (the server renders it in full, see `onDemand`).
const footerNewsletter = onDemand(() => import('../parts/footer-newsletter.js').then((part) => part.FooterNewsletter), { slot: 'footer-newsletter' });

/**
 * The footer: the footer menu's groups, the newsletter signup (requirements §5), the shop's promises and
 * what its prices are — gross with VAT, net for companies on request — as the FAQ says it.
 */
export function SiteFooter() {
  const t = useShopT();
  const { locale } = useShop();
  const { data: init } = useInit();
  return (
    <footer data-slot="site-footer" className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr]">
        <FooterMenu items={init?.menu.footer ?? []} renderLink={renderShopLink} headingLevel={2} className="md:grid-cols-3" />
        <OnDemand part={footerNewsletter} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-screen-xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <ShopLink
            to={buildPath('index', locale)}
            aria-label={t('site.logo')}
            className="inline-flex min-h-11 items-center self-start rounded-otthon text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo className="h-6 w-auto" />
          </ShopLink>
          {/* The withdrawal function is reachable from every page: the law asks for it to be easy to find. */}
          <ShopLink
            to={buildPath('withdrawal', locale)}
            data-slot="withdrawal-link"
            className="inline-flex min-h-11 items-center self-start font-medium text-foreground underline underline-offset-4 hover:no-underline"
          >
            {t('withdrawal.link')}
          </ShopLink>
          <p>
            {t('footer.promises', { returnDays: RETURN_DAYS, warrantyYears: WARRANTY_YEARS })} · {t('footer.prices', { rate: Math.round(VAT_RATE * 100) })}
          </p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
