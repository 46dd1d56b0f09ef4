import { buildPath, useShop } from 'otthon';
import { ErrorScreen } from 'otthon/components';
import { useShopT } from '../lib/use-shop-t.js';
import { Logo } from './logo.js';

/**
 * The generic error screen of a fatal error (requirements §2.7, §8.4): the shop's logo linking
 * home, a warning icon and the error text. A missing page has its own screen inside the shop's
 * frame (not-found-screen.tsx). Plain anchors, not router links: after a fatal error a full load
 * gives the visitor a clean start.
 */
export function FatalErrorScreen() {
  const t = useShopT();
  const { locale } = useShop();
  return (
    <main className="flex min-h-dvh items-center">
      <ErrorScreen
        title={t('errors.screen.title')}
        message={t('errors.screen.text')}
        logo={<Logo className="h-10 w-auto text-primary" />}
        homeHref={buildPath('index', locale)}
        // The link's name starts with the logo's visible word (WCAG 2.5.3 label in name).
        labels={{ 'errors.screen.logo': t('site.logo') }}
      />
    </main>
  );
}
