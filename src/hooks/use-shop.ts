import { useMemo } from 'react';
import type { ApiClient } from '../api/client.js';
import { createShopApi, type ShopApi } from '../api/shop-api.js';
import { preferencesOf } from './preferences.js';
import { type ShopContextValue, useShopRuntime } from './shop-context.js';

// One API object per client (and so per provider), built on the first `useShop()`: the provider
// itself holds only the client, so pages that never ask for the whole API do not load it.
const apis = new WeakMap<ApiClient, ShopApi>();

function apiOf(client: ApiClient): ShopApi {
  let api = apis.get(client);
  if (!api) apis.set(client, (api = createShopApi(client)));
  return api;
}

/**
 * The API client and the shopper's language, currency and VAT mode.
 *
 * @example const { api, currency, setCurrency } = useShop();
 */
export function useShop(): ShopContextValue {
  const shop = useShopRuntime('useShop');
  const { client, locale, currency, vatMode, emit } = shop;
  const { setCurrency, setVatMode } = preferencesOf(shop);
  return useMemo(
    () => ({
      api: apiOf(client),
      client,
      locale,
      currency,
      setCurrency,
      vatMode,
      setVatMode,
      // The event builders load on demand, and only once there is consent (emit builds nothing before).
      track: (event) => emit(async (context) => (await import('./analytics-events.js')).buildAnalyticsEvent(event, context)),
    }),
    [client, locale, currency, setCurrency, vatMode, setVatMode, emit],
  );
}
