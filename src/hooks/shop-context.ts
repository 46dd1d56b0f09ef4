import { createContext, useContext } from 'react';
import type { ScopedMutator } from 'swr';
import type { ApiClient } from '../api/client.js';
import type { ShopApi } from '../api/shop-api.js';
import type { CurrencyCode, Locale, VatMode } from '../domain/constants.js';
import type { RouteName } from '../i18n/routes.js';
import type { AnalyticsBuilder, TrackEvent } from './analytics.js';
import type { ShopKey, ShopKeyName } from '../api/shop-key.js';
import type { Store } from './store.js';

/** What `useShop()` gives: the API, the language and the shopper's currency and VAT mode. */
export interface ShopContextValue {
  /** One typed method per `/api` call. */
  api: ShopApi;
  /** The underlying client (GET/POST helpers, cookies as the API sees them). */
  client: ApiClient;
  locale: Locale;
  currency: CurrencyCode;
  /** Switches the currency and keeps it in the `currency_id` cookie. */
  setCurrency(currency: CurrencyCode): void;
  vatMode: VatMode;
  /** Switches between net and gross prices and keeps the choice in the `vat_mode` cookie. */
  setVatMode(mode: VatMode): void;
  /** Reports an event to the analytics sink once the visitor has consented. */
  track(event: TrackEvent): void;
}

/**
 * What the hooks share beyond the public value; not part of the package's API. It holds the
 * client, not the whole `ShopApi`: each hook imports the calls it makes (`api/shop-api`), so a
 * page pays only for those, and `useShop()` builds the full API for code that asks for it.
 */
export interface ShopRuntime extends Omit<ShopContextValue, 'api' | 'track' | 'setCurrency' | 'setVatMode'> {
  /** The provider's currency state; `preferencesOf` validates and keeps the cookie. */
  setCurrencyState(currency: CurrencyCode): void;
  /** The provider's VAT-mode state; `preferencesOf` validates and keeps the cookie. */
  setVatModeState(mode: VatMode): void;
  /**
   * Sends the event `build` makes once the visitor has consented to analytics; nothing at all
   * before. Builders run in order, so events keep the order they happened in.
   */
  emit(build: AnalyticsBuilder): void;
  /** A cache key in the current language and currency. */
  key(name: ShopKeyName, ...args: unknown[]): ShopKey;
  /** A key's data as the hooks see it: the cache, else the server-rendered fallback. */
  read<T>(key: ShopKey): T | undefined;
  /**
   * This provider's SWR mutate. Once the provider has unmounted its cache is gone, and writes
   * (an answer that arrives later) are dropped instead of failing.
   */
  mutate: ScopedMutator;
  /**
   * A helper shared by every hook of the provider (the cart's race rules, favourites), created on
   * first use so that the provider does not import its code; `reset` runs on logout, `flush`
   * (where there is one) when the provider unmounts, to send what still waits.
   */
  service<T extends ShopService>(name: string, create: () => T): T;
  panel: Store<boolean>;
  /**
   * The provider's current props that only some hooks read (return pages, route links): read at
   * the moment they are needed, by the modules that need them, so every page's provider does
   * not carry their code.
   */
  settings(): ShopSettings;
  /** Logout: forgets the server-rendered data, every cached answer and every pending edit. */
  forgetSession(): void;
}

/** The props of `<ShopProvider>` that {@link ShopRuntime.settings} gives (see `ShopProviderProps`). */
export interface ShopSettings {
  /** This site's origin for return addresses; else the page's. */
  siteOrigin?: string | undefined;
  paymentResultUrl?: ReturnUrlBuilder | undefined;
  passwordResetUrl?: ReturnUrlBuilder | undefined;
  activationUrl?: ReturnUrlBuilder | undefined;
  /** The app's addresses for the pages the kit links to. */
  routes?: RouteLinks | undefined;
}

/** A helper of the provider's hooks, see {@link ShopRuntime.service}. */
export interface ShopService {
  reset(): void;
  flush?(): void;
}

/** Pages of the app the server links back to: the card gateway's return, and e-mailed links. */
export type ReturnPage = 'paymentResult' | 'passwordReset' | 'activation';

/** A page of this app in a language: an absolute address, or a path on the site's origin. */
export type ReturnUrlBuilder = (locale: Locale) => string;

/**
 * This app's address of a page the kit links to (a product, a category, the cart, an order, the
 * login, the terms, …), named as in the package's route table with its params; `undefined` keeps
 * the package's own path (`buildPath`).
 *
 * @example (name, locale, params) => (name === 'orders-order_hash' ? `/${locale}/my-orders/${params.order_hash}` : undefined)
 */
export type RouteLinks = (name: RouteName, locale: Locale, params: Readonly<Record<string, string | number | readonly string[]>>) => string | undefined;

export const ShopContext = /* @__PURE__ */ createContext<ShopRuntime | null>(null);

/** The provider's runtime, or the misuse error every hook throws outside `<ShopProvider>`. */
export function useShopRuntime(hook: string): ShopRuntime {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error(`\`${hook}()\` must be used inside \`<ShopProvider>\`.`);
  return shop;
}
