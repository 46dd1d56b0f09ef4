import { type ShopContextValue, useShopRuntime } from './shop-context.js';

/**
 * The API client and the shopper's language, currency and VAT mode.
 *
 * @example const { api, currency, setCurrency } = useShop();
 */
export function useShop(): ShopContextValue {
  return useShopRuntime('useShop');
}
