import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type ScopedMutator, SWRConfig, type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';
import { createApiClient } from '../api/client.js';
import { type CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, type Locale, type VatMode } from '../domain/constants.js';
import { currencyFromCookie, vatModeFromCookie } from '../domain/cookies.js';
import type { AnalyticsBuilder, AnalyticsConsent, AnalyticsSink } from './analytics.js';
import { type ReturnUrlBuilder, type RouteLinks, ShopContext, type ShopRuntime, type ShopService } from './shop-context.js';
import { endpointKey, type ShopKey, type ShopKeyName } from '../api/shop-key.js';
import { createStore } from './store.js';
import { MAX_RETRIES, retryServerErrors } from './swr-options.js';

export interface ShopProviderProps {
  children?: ReactNode;
  /**
   * The page's language, controlled by the app (the route); sent as `Locale` and part of every
   * cache key.
   * @default 'hu'
   */
  locale?: Locale;
  /**
   * The currency when the `currency_id` cookie holds none.
   * @default 'HUF'
   */
  defaultCurrency?: CurrencyCode;
  /**
   * Net or gross prices when the `vat_mode` cookie holds no choice yet: the mode a first-time
   * visitor sees. A shop selling to consumers passes `'gross'` (Hungarian law has consumers shown
   * gross prices); net stays the shopper's choice through `setVatMode` and the cookie.
   * @default 'net'
   * @example <ShopProvider defaultVatMode="gross">…</ShopProvider>
   */
  defaultVatMode?: VatMode;
  /**
   * Where the API lives, without `/api`; empty means this page's origin.
   * @default ''
   */
  apiOrigin?: string;
  /**
   * This site's origin for return addresses (payment result, password reset, activation).
   * @default window.location.origin
   */
  siteOrigin?: string;
  /**
   * Where the card gateway sends the shopper back: this app's payment result page in a language.
   * The server appends `order_hash`, `attempt` and `sig`; the address must be on its list of
   * allowed origins. A path is taken on {@link ShopProviderProps.siteOrigin}.
   * @default siteOrigin + the package's `checkout-result` route
   * @example paymentResultUrl={(locale) => `/${locale}/payment/result`}
   */
  paymentResultUrl?: ReturnUrlBuilder;
  /**
   * The page of this app that the password-reset e-mail links to; the server adds the token
   * (`{token}` is replaced where present, else it is appended as the last segment).
   * @default siteOrigin + the package's `auth-password-reset` route
   * @example passwordResetUrl={(locale) => `/${locale}/reset-password/{token}`}
   */
  passwordResetUrl?: ReturnUrlBuilder;
  /**
   * The page of this app that the activation e-mail links to, with the token as in
   * {@link ShopProviderProps.passwordResetUrl}.
   * @default siteOrigin + the package's `auth-activate` route
   */
  activationUrl?: ReturnUrlBuilder;
  /**
   * This app's addresses for the pages the kit's components link to ("View order", product and
   * category links, the cart, the login, the terms, …), set once here instead of a prop on each
   * component: answer a path for the routes the app places elsewhere, `undefined` for the
   * package's own. A component's own `href` prop still wins.
   * @example routes={(name, locale, params) => (name === 'orders-order_hash' ? `/${locale}/my-orders/${params.order_hash}` : undefined)}
   */
  routes?: RouteLinks;
  /** A `fetch` for server rendering or an in-process API. */
  fetch?: typeof fetch;
  /** Server rendering only: the incoming request's `Cookie` header. */
  cookie?: string;
  /** Sees every API response, e.g. to forward `Set-Cookie` to the browser when server rendering. */
  onResponse?: (response: Response) => void;
  /**
   * Data the server already loaded, by {@link serializeShopKey}: hooks render it on the server
   * and hydrate without asking again.
   */
  fallback?: Record<string, unknown>;
  /** The currency to start with (a server reads it from the request's cookies). */
  initialCurrency?: CurrencyCode;
  /**
   * The VAT mode to start with (a server reads it from the request's cookies); else the
   * `vat_mode` cookie, else {@link ShopProviderProps.defaultVatMode}.
   */
  initialVatMode?: VatMode;
  /** Where analytics events go. */
  analytics?: AnalyticsSink;
  /**
   * What the visitor agreed to; nothing is tracked before analytics consent.
   * @default { analytics: false, ads: false }
   */
  consent?: AnalyticsConsent;
  /**
   * SWR options on top of the shop's (no retries on 4xx, a cache of its own per provider).
   * @example swrConfig={{ provider: () => new Map() }} // a fresh cache per test
   */
  swrConfig?: SWRConfiguration;
}

const NO_DATA: Record<string, unknown> = {};
const DENIED: AnalyticsConsent = { analytics: false, ads: false };

/**
 * Gives every Otthon hook the API client, the SWR cache and the shopper's language, currency and
 * VAT mode. Each provider has a cache of its own, so one server render never sees another's data.
 *
 * @example
 * <ShopProvider locale="hu" fallback={loaderData.fallback} analytics={createDataLayerSink()} consent={consent}>
 *   <App />
 * </ShopProvider>
 */
export function ShopProvider(props: ShopProviderProps) {
  const locale = props.locale ?? DEFAULT_LOCALE;
  const [currency, setCurrencyState] = useState<CurrencyCode>(
    () => props.initialCurrency ?? currencyFromCookie(props.cookie, props.defaultCurrency ?? DEFAULT_CURRENCY),
  );
  const [vatMode, setVatModeState] = useState<VatMode>(() => props.initialVatMode ?? vatModeFromCookie(props.cookie, props.defaultVatMode));
  // After logout the server-rendered data of this page is someone else's: drop it until new arrives.
  const [forgottenFallback, setForgottenFallback] = useState<Record<string, unknown>>();
  const fallback = !props.fallback || props.fallback === forgottenFallback ? NO_DATA : props.fallback;

  const latest = useRef({ props, locale, currency, fallback });
  latest.current = { props, locale, currency, fallback };

  const swr = useMemo<SWRConfiguration>(
    () => ({
      provider: () => new Map(),
      errorRetryCount: MAX_RETRIES,
      onErrorRetry: retryServerErrors,
      ...props.swrConfig,
      fallback,
    }),
    [props.swrConfig, fallback],
  );

  return (
    <SWRConfig value={swr}>
      <ShopRuntimeProvider
        latest={latest}
        locale={locale}
        currency={currency}
        vatMode={vatMode}
        setCurrencyState={setCurrencyState}
        setVatModeState={setVatModeState}
        setForgottenFallback={setForgottenFallback}
      >
        {props.children}
      </ShopRuntimeProvider>
    </SWRConfig>
  );
}

interface RuntimeProps {
  latest: { current: { props: ShopProviderProps; locale: Locale; currency: CurrencyCode; fallback: Record<string, unknown> } };
  locale: Locale;
  currency: CurrencyCode;
  vatMode: VatMode;
  setCurrencyState(currency: CurrencyCode): void;
  setVatModeState(mode: VatMode): void;
  setForgottenFallback(fallback: Record<string, unknown> | undefined): void;
  children?: ReactNode;
}

/** Lives inside `<SWRConfig>` so that the cart and favourites write to this provider's cache. */
function ShopRuntimeProvider({ latest, locale, currency, vatMode, setCurrencyState, setVatModeState, setForgottenFallback, children }: RuntimeProps) {
  const { cache, mutate: cacheMutate, unload } = useSWRConfig();
  const [shared] = useState(() => {
    const { props } = latest.current;
    const send = props.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    const client = createApiClient({
      origin: props.apiOrigin ?? '',
      locale: () => latest.current.locale,
      defaultCurrency: props.defaultCurrency ?? DEFAULT_CURRENCY,
      // The cache key and the Currency-Id header must agree even where the cookie cannot be set.
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Currency-Id', latest.current.currency);
        return send(input, { ...init, headers });
      },
      ...(props.cookie === undefined ? {} : { cookie: props.cookie }),
      ...(props.onResponse ? { onResponse: props.onResponse } : {}),
    });
    const key = (name: ShopKeyName, ...args: unknown[]) => endpointKey(name, latest.current.locale, latest.current.currency, ...args);
    const read = <T,>(k: ShopKey): T | undefined => {
      const serialized = unstable_serialize(k);
      return (cache.get(serialized)?.data ?? latest.current.fallback[serialized]) as T | undefined;
    };
    let analytics = Promise.resolve();
    const emit = (build: AnalyticsBuilder) => {
      const { props: current, locale: language } = latest.current;
      const consent = current.consent ?? DENIED;
      if (!current.analytics || !consent.analytics) return;
      // Hashing is asynchronous; the chain keeps events in the order they happened.
      analytics = analytics
        .then(() => build({ locale: language, ads: consent.ads }))
        .then((payload) => {
          if (latest.current.props.consent?.analytics) latest.current.props.analytics?.send(payload);
        })
        .catch(() => undefined);
    };
    // SWR drops this provider's cache when the provider unmounts; an answer still on its way
    // then has nowhere to go, and its write is dropped rather than failing.
    const mounted = { current: true };
    const mutate = ((...args: unknown[]) =>
      mounted.current ? (cacheMutate as (...write: unknown[]) => Promise<unknown>)(...args) : Promise.resolve(undefined)) as ScopedMutator;
    const services = new Map<string, ShopService>();
    const service = <T extends ShopService>(name: string, create: () => T): T => {
      if (!services.has(name)) services.set(name, create());
      return services.get(name) as T;
    };
    return { client, key, read, emit, mutate, mounted, service, services, setCurrencyState, setVatModeState, panel: createStore(false) };
  });

  // Mounting (again, under StrictMode) opens the cache to writes; unmounting closes it and sends
  // at once what the hooks' helpers still hold back (a quantity waiting for the next press).
  useLayoutEffect(() => {
    shared.mounted.current = true;
    return () => {
      shared.mounted.current = false;
      for (const running of shared.services.values()) running.flush?.();
    };
  }, [shared]);

  const value = useMemo<ShopRuntime>(() => {
    return {
      ...shared,
      locale,
      currency,
      vatMode,
      settings: () => latest.current.props,
      forgetSession() {
        setForgottenFallback(latest.current.props.fallback);
        for (const running of shared.services.values()) running.reset();
        shared.panel.set(false);
        // Clears every entry (personal data included) and revalidates what is mounted.
        unload();
      },
    };
  }, [shared, locale, currency, vatMode, setForgottenFallback, unload, latest]);

  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}
