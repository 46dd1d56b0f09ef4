import { useMemo } from 'react';
import type { CurrencyCode } from '../domain/constants.js';
import { formatMoney, type FormatMoneyOptions } from '../domain/money.js';
import { useShopRuntime } from './shop-context.js';

export interface Money {
  currency: CurrencyCode;
  /** An amount as the shop shows it, in the current currency unless another is given. */
  format(amount: number, currency?: CurrencyCode, options?: FormatMoneyOptions): string;
}

/** The one money formatter of the shop, following the shopper's currency. */
export function useMoney(): Money {
  const { currency } = useShopRuntime('useMoney');
  return useMemo(
    () => ({ currency, format: (amount: number, other?: CurrencyCode, options?: FormatMoneyOptions) => formatMoney(amount, other ?? currency, options) }),
    [currency],
  );
}
