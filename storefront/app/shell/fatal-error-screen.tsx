import { buildPath, useShop } from 'otthon';
import { buttonVariants, ErrorScreen } from 'otthon/components';
import { useShopT } from '../lib/use-shop-t.js';
import { Logo } from './logo.js';

/**
 * The generic error screen (requirements §2, §8): the shop's logo linking home, a warning icon and the
 * error text — 'Page Not Found: {path}' for a page that does not exist. Plain anchors, not router
 * links: after a fatal error a full load gives the visitor a clean start.
 */
export function FatalErrorScreen({ notFoundPath }: { notFoundPath: string | undefined }) {
  const t = useShopT();
  const { locale } = useShop();
  const home = buildPath('index', locale);
  const notFound = notFoundPath !== undefined;
  return (
    <main className="flex min-h-dvh items-center">
      <ErrorScreen
        title={notFound ? t('errors.notFound', { path: notFoundPath }) : t('errors.screen.title')}
        message={notFound ? t('notFound.hint') : t('errors.screen.text')}
        logo={<Logo className="h-10 w-auto text-primary" />}
        homeHref={home}
        // The link's name starts with the logo's visible word (WCAG 2.5.3 label in name).
        labels={{ 'errors.screen.logo': t('site.logo') }}
        actions={
          notFound ? (
            <a href={home} className={buttonVariants({ variant: 'primary' })}>
              {t('errors.screen.home')}
            </a>
          ) : undefined
        }
      />
    </main>
  );
}
