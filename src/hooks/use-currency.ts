import type { Currency } from '../contract/index.js';
import type { CurrencyCode } from '../domain/constants.js';
import { preferencesOf } from './preferences.js';
import { useShopRuntime } from './shop-context.js';
import { useCurrencies } from './use-currencies.js';

export interface CurrencyState {
  currency: CurrencyCode;
  /** Switches the currency; kept in the `currency_id` cookie for 365 days. */
  setCurrency(currency: CurrencyCode): void;
  /** The currencies to choose from, once loaded. */
  currencies: Currency[] | undefined;
}

/** The shopper's currency: the `currency_id` cookie, else the provider's default. */
export function useCurrency(): CurrencyState {
  const shop = useShopRuntime('useCurrency');
  const { data } = useCurrencies();
  return { currency: shop.currency, setCurrency: preferencesOf(shop).setCurrency, currencies: data };
}
