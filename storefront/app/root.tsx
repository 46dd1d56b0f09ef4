import { createDataLayerSink, isApiError, localeFromPath, ShopProvider } from 'otthon';
import { analyticsConsent, type CookieChoice, useMessages } from 'otthon/components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preloadModule } from 'react-dom';
import {
  data,
  type HeadersFunction,
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import stylesheet from './app.css?url';
import { consentModeBootstrap, readConsent, serializeConsent, updateConsentMode } from './lib/consent.js';
import { loadPageMessages, packageMessageParts, pageMessageParts, shopTranslator, useShopMessages } from './lib/i18n.js';
import { useIsCrawler, useNonce } from './lib/request-info.js';
import { isScreenData, type ShopFallback } from './lib/screen-data.js';
import { NotFoundScreen } from './shell/not-found-screen.js';
import { pageMeta } from './lib/seo.js';
import { apiCookieHeaders, type NotFoundData, shopRequest } from './lib/shop-data.server.js';
import { SHOP_VAT_MODE } from './lib/vat-mode.js';
import { FatalErrorScreen } from './shell/fatal-error-screen.js';
import { ShopShell } from './shell/shop-shell.js';
import type { ShopLoaderArgs } from './lib/load-context.js';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * What every page needs (requirements §7 "the cart is fetched at startup"): menus and extensions
 * (`init`), currencies, and the visitor's cart, favourites and user — all in-process, in the
 * page's language and the visitor's currency, handed to the hooks as SWR fallback.
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { locale, currency, vatMode, key } = shopRequest(request);
  const { shop } = context;
  // A page shared by every anonymous visitor carries nobody's cart, favourites or user: their
  // hooks fetch them in the browser after hydration. Personal data that fails to load is fetched
  // again by its hook in the browser too.
  const personal = !context.sharedPage;
  const [init, currencies, cart, favourites, user] = await Promise.all([
    shop.init(),
    shop.currencies(),
    personal ? shop.cart().catch(logged('cart')) : undefined,
    personal ? shop.favourites().catch(logged('favourites')) : undefined,
    personal ? shop.user().catch((error: unknown) => (isApiError(error) && error.status === 401 ? null : logged('user')(error))) : undefined,
  ]);
  const fallback: ShopFallback = { [key('init')]: init, [key('currencies')]: currencies };
  if (cart !== undefined) fallback[key('cart')] = cart;
  if (favourites !== undefined) fallback[key('favourites')] = favourites;
  if (user !== undefined) fallback[key('user')] = user;
  return data(
    {
      locale,
      currency,
      vatMode,
      origin: context.origin,
      buildVersion: context.buildVersion,
      consent: readConsent(request.headers.get('cookie')),
      fallback,
    },
    { headers: apiCookieHeaders(context) },
  );
}

function logged(what: string) {
  return (error: unknown): undefined => {
    console.error(`The ${what} could not be loaded for the page:`, error);
    return undefined;
  };
}

/**
 * Menus and currencies depend on the language only; the cart, favourites and user are kept
 * current by their hooks after the first page. So the root loads again only when the language
 * changes or a form was submitted.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return false;
};

/** Pages carry the visitor's cart: never stored by shared caches (Set-Cookie lines are added by the router). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-cache' });

/** The default head for a page without its own `meta`, and the error screen's. */
export const meta: MetaFunction<typeof loader> = ({ matches, location, error }) => {
  if (error) {
    const locale = localeFromPath(location.pathname);
    const t = shopTranslator(locale);
    // The address asked for (an unreadable one is rendered at a stand-in path), for the title and the log.
    const missing = isRouteErrorResponse(error) && error.status === 404 ? (error.data as { path?: unknown } | undefined)?.path : undefined;
    const title =
      isRouteErrorResponse(error) && error.status === 404
        ? t('errors.notFound', { path: typeof missing === 'string' ? missing : location.pathname })
        : t('errors.screen.title');
    return pageMeta(matches, { title, pathname: location.pathname, noindex: true });
  }
  return pageMeta(matches, { pathname: location.pathname });
};

/** The document around every page and the error screen. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  // The choice the page was served with; a later choice updates Consent Mode from script instead.
  const bootstrap = useRef(consentModeBootstrap(root?.consent ?? null)).current;
  const locale = localeFromPath(location.pathname);
  const parts = pageMessageParts(location.pathname);
  // A switch to the other language, or to a screen with message parts of its own, loads those
  // messages while the next page's data loads.
  const nextPath = useNavigation().location?.pathname;
  useEffect(() => {
    if (nextPath !== undefined) void loadPageMessages(localeFromPath(nextPath), pageMessageParts(nextPath)).catch(() => {});
  }, [nextPath]);
  // Nothing of a page (its title included) renders before its language's messages are there,
  // with the parts its screen shows.
  useMessages(locale, packageMessageParts(parts));
  useShopMessages(locale, parts);
  // The browser loads them before hydrating: fetched with the page's scripts, not after them.
  const catalogueFiles = (import.meta.env.MESSAGE_CATALOGUES as Partial<Record<string, Partial<Record<string, string[]>>>> | undefined)?.[locale];
  for (const piece of ['core', ...parts]) {
    for (const catalogueFile of catalogueFiles?.[piece] ?? []) preloadModule(catalogueFile, { as: 'script', nonce });
  }
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        {/* Vite's development client reads this nonce for the styles it injects. */}
        <meta property="csp-nonce" nonce={nonce} />
        {/* Consent Mode v2 defaults before anything else can run (field notes: nothing before consent). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the inline bootstrap is our own fixed code plus JSON of booleans, run under the page's nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootstrap }} />
        <Meta />
        <Links nonce={nonce} />
        {/* A stylesheet with a precedence is React's own resource: it is written at the top of the
            head, before the scripts' preloads, so on a slow connection the page's styles are asked
            for first and it paints sooner (a link among the route's `links` would come after the
            scripts). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
      </head>
      <body className="flex min-h-dvh flex-col bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every match's SWR fallback (the root's and the screen's), merged for `<ShopProvider>`. */
function useShopFallback(rootFallback: ShopFallback): ShopFallback {
  const matches = useMatches();
  return useMemo(() => {
    const merged: ShopFallback = { ...rootFallback };
    for (const match of matches) {
      if (match.id !== 'root' && isScreenData(match.loaderData)) Object.assign(merged, match.loaderData.fallback);
    }
    return merged;
  }, [rootFallback, matches]);
}

/** Analytics events go to the page's data layer, and only with consent (requirements §7; field notes). */
const dataLayer = createDataLayerSink();

/** The visitor's cookie choice: stored in a cookie, told to Consent Mode and to the shop's analytics. */
function useCookieChoice(initial: CookieChoice | null) {
  const [choice, setChoice] = useState(initial);
  const choose = useCallback((next: CookieChoice) => {
    document.cookie = serializeConsent(next, window.location.protocol === 'https:');
    updateConsentMode(next);
    setChoice(next);
  }, []);
  return [choice, choose] as const;
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const fallback = useShopFallback(root.fallback);
  const [consent, setConsent] = useCookieChoice(root.consent);
  const analytics = useMemo(() => analyticsConsent(consent), [consent]);
  return (
    <ShopProvider
      locale={locale}
      initialCurrency={root.currency}
      initialVatMode={root.vatMode}
      defaultVatMode={SHOP_VAT_MODE}
      fallback={fallback}
      analytics={dataLayer}
      consent={analytics}
    >
      <ShopShell buildVersion={root.buildVersion} consent={consent} onConsentChange={setConsent}>
        <Outlet />
      </ShopShell>
    </ShopProvider>
  );
}

/**
 * A page that does not exist is a 404 inside the shop's frame — 'Page Not Found: {path}' as its
 * title, a sentence, a search box, categories and products to go on to for the shopper; any other failure shows the error screen — except to crawlers, for whom it is only
 * logged (requirements §4) and the shop's frame is rendered without it.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const crawler = useIsCrawler();

  useEffect(() => {
    if (!notFound) console.error(`${crawler ? '[crawler] ' : ''}The page ${location.pathname} failed:`, error);
  }, [error, notFound, crawler, location.pathname]);
  // Inside Layout the messages are there already; rendered on its own, the boundary waits for them
  // itself (the error screens need the core only).
  useMessages(locale, []);
  useShopMessages(locale);

  // A 404 answer brings the home's data for the page's ways on (shop-data.server.ts `notFound`).
  const missingPage = notFound ? (error.data as Partial<NotFoundData> | undefined)?.fallback : undefined;
  const fallback = useMemo(() => (missingPage ? { ...root?.fallback, ...missingPage } : root?.fallback), [root?.fallback, missingPage]);
  const [consent, setConsent] = useCookieChoice(root?.consent ?? null);
  return (
    <ShopProvider locale={locale} initialCurrency={root?.currency} initialVatMode={root?.vatMode} defaultVatMode={SHOP_VAT_MODE} fallback={fallback}>
      {notFound ? (
        // A missing page keeps the shop's frame, search and navigation, and suggests where to go.
        <ShopShell buildVersion={root?.buildVersion} consent={consent} onConsentChange={setConsent}>
          <NotFoundScreen />
        </ShopShell>
      ) : crawler ? (
        <ShopShell buildVersion={root?.buildVersion} consent={root?.consent ?? null}>
          {null}
        </ShopShell>
      ) : (
        <FatalErrorScreen />
      )}
    </ShopProvider>
  );
}
