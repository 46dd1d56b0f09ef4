import { buildPath, localeFromPath, useShop } from 'otthon';
import { CookieSettings } from 'otthon/components';
import type { MetaFunction } from 'react-router';
import { shopTranslator } from '../lib/i18n.js';
import { pageMeta } from '../lib/seo.js';
import { useShopT } from '../lib/use-shop-t.js';
import { useCookieChoice } from '../shell/cookie-choice.js';
import { ShopLink } from '../shell/shop-link.js';

const NOTHING_OPTIONAL = { analytics: false, marketing: false };

export const meta: MetaFunction = ({ matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  return pageMeta(matches, {
    pathname: location.pathname,
    title: t('routes.cookie-settings.title'),
    description: t('cookieSettings.description'),
    noindex: true,
  });
};

/**
 * The cookie settings: the choice the shell keeps (the banner's), changed here at any time —
 * stored in the consent cookie, told to Consent Mode and to the shop's analytics at once.
 */
export default function CookieSettingsScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { choice, choose } = useCookieChoice();
  return (
    <div data-screen="cookie-settings" className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.cookie-settings.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('cookieSettings.intro')}</p>
        <p className="text-sm text-muted-foreground" data-slot="cookie-settings-status">
          {choice === null ? t('cookieSettings.notChosen') : t('cookieSettings.chosen')}
        </p>
      </header>
      <CookieSettings
        value={choice ?? NOTHING_OPTIONAL}
        {...(choose ? { onValueChange: choose } : {})}
        className="rounded-otthon border border-border bg-surface p-6"
      />
      <p>
        <ShopLink
          to={buildPath('cookie-rules', locale)}
          className="inline-flex min-h-10 items-center font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          {t('routes.cookie-rules.title')}
        </ShopLink>
      </p>
    </div>
  );
}
