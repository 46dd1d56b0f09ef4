import { useMemo } from 'react';
import { buildAnalyticsEvent } from './analytics-events.js';
import { type ShopContextValue, useShopRuntime } from './shop-context.js';

/**
 * The API client and the shopper's language, currency and VAT mode.
 *
 * @example const { api, currency, setCurrency } = useShop();
 */
export function useShop(): ShopContextValue {
  const { api, client, locale, currency, setCurrency, vatMode, setVatMode, emit } = useShopRuntime('useShop');
  return useMemo(
    () => ({ api, client, locale, currency, setCurrency, vatMode, setVatMode, track: (event) => emit((context) => buildAnalyticsEvent(event, context)) }),
    [api, client, locale, currency, setCurrency, vatMode, setVatMode, emit],
  );
}
