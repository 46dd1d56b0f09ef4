import { Slot } from '@radix-ui/react-slot';
import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useRoutePath } from '../hooks/index.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { WarningIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The default logo: the Otthon house mark and word; a shop passes its own through `logo`. */
function OtthonLogo() {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-semibold tracking-tight text-primary">
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinejoin="round"
      >
        <path d="M4 15 16 5l12 10v12H20v-8h-8v8H4z" />
      </svg>
      Otthon
    </span>
  );
}

export interface ErrorScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The error text, e.g. `t('errors.notFound', { path })` ('Page Not Found: {path}'). @default t('errors.screen.text') */
  message?: ReactNode;
  /** The heading. @default t('errors.screen.title') */
  title?: ReactNode;
  /** The product logo inside the home link. @default the Otthon mark */
  logo?: ReactNode;
  /** Where the logo leads. @default the `index` route of the shop's language */
  homeHref?: string;
  /**
   * The home link as the router's element (`asChild`): it receives the `href`, the accessible
   * name and the logo, e.g. `<RouterAnchor />`.
   */
  homeLink?: ReactElement;
  /** The actions under the text. @default a "Refresh page" button */
  actions?: ReactNode;
  /** What "Refresh page" does. @default reloads the page */
  onRefresh?(): void;
  /** The heading's element. @default 'h1' */
  titleAs?: 'h1' | 'h2';
  /** Replaces messages: `errors.screen.*`. */
  labels?: LabelOverrides;
}

/**
 * The generic error screen: the product logo linking to the home route, a warning
 * icon and the error text, shown for a fatal error and for 'Page Not Found: {path}'.
 *
 * @example
 * <ErrorScreen title={t('routes.page_slug.title')} message={t('errors.notFound', { path })} homeLink={<RouterAnchor />} />
 */
function ErrorScreen({ message, title, logo, homeHref, homeLink, actions, onRefresh, titleAs: Title = 'h1', labels, className, ...props }: ErrorScreenProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const Home = homeLink ? Slot : 'a';
  // The logo's own text (or alt text) starts the link's name, then where it leads (WCAG 2.5.3).
  const home = (
    <>
      {logo ?? <OtthonLogo />} <span className="sr-only">{t('errors.screen.logo')}</span>
    </>
  );
  return (
    <div
      data-slot="error-screen"
      className={cn('mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-12 text-center', className)}
      {...props}
    >
      <Home
        data-slot="error-screen-home"
        href={homeHref ?? pathTo('index')}
        className="rounded-otthon p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {homeLink ? cloneElement(homeLink as ReactElement<{ children?: ReactNode }>, undefined, home) : home}
      </Home>
      <WarningIcon data-slot="error-screen-icon" className="size-12 text-warning" />
      <div className="flex flex-col gap-2">
        <Title className="text-2xl font-semibold text-foreground wrap-anywhere">{title ?? t('errors.screen.title')}</Title>
        <p data-slot="error-screen-message" className="text-muted-foreground wrap-anywhere">
          {message ?? t('errors.screen.text')}
        </p>
      </div>
      <div data-slot="error-screen-actions" className="flex flex-wrap justify-center gap-3">
        {actions ?? (
          <Button variant="outline" onClick={() => (onRefresh ? onRefresh() : window.location.reload())}>
            {t('errors.screen.refresh')}
          </Button>
        )}
      </div>
    </div>
  );
}

export { ErrorScreen };
