import { CURRENCY_DECIMALS, FREE_SHIPPING_THRESHOLD_HUF, type CurrencyCode } from './constants.js';
import { convertFromHuf, type HufRates } from './money.js';

/**
 * What is still missing from `haveHuf` to `needHuf`, shown in `currency`: 0 exactly when the
 * forint amount is reached, else at least the currency's smallest unit (a few forints short is
 * never shown as "0.00 €" still to go).
 */
export function amountToReach(haveHuf: number, needHuf: number, currency: CurrencyCode, rates: HufRates): number {
  const missingHuf = needHuf - haveHuf;
  if (missingHuf <= 0) return 0;
  const missing = convertFromHuf(missingHuf, currency, rates);
  if (missing === null) throw new RangeError(`amountToReach: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return Math.max(missing, 10 ** -CURRENCY_DECIMALS[currency]);
}

/** Whether a cart whose items come to `itemsGrossHuf` (gross, after coupons) ships free from `thresholdHuf`. */
export function shipsFree(itemsGrossHuf: number, thresholdHuf: number | null = FREE_SHIPPING_THRESHOLD_HUF): boolean {
  return thresholdHuf !== null && itemsGrossHuf >= thresholdHuf;
}

export interface FreeShipping {
  /** Whether the cart ships free: the same answer in every currency. */
  free: boolean;
  /** The threshold in `currency`. */
  threshold: number;
  /** What the cart still needs, in `currency`; 0 exactly when it ships free. */
  remaining: number;
}

/**
 * Free shipping (from 159 900 Ft gross, items after coupons) is decided once per cart,
 * in forints, the shop's base currency: the displayed currency only converts the figures. Its
 * own rounding (each price rounded to cents, then summed) would otherwise let the same cart
 * ship free in forints and not in euros.
 */
export function freeShipping(itemsGrossHuf: number, currency: CurrencyCode, rates: HufRates, thresholdHuf: number = FREE_SHIPPING_THRESHOLD_HUF): FreeShipping {
  const threshold = convertFromHuf(thresholdHuf, currency, rates);
  if (threshold === null) throw new RangeError(`freeShipping: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return {
    free: shipsFree(itemsGrossHuf, thresholdHuf),
    threshold,
    remaining: amountToReach(itemsGrossHuf, thresholdHuf, currency, rates),
  };
}
