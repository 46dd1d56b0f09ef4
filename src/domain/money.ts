import { CURRENCIES, CURRENCY_DECIMALS, CURRENCY_SYMBOLS, MINIMUM_AMOUNT, type CurrencyCode } from './constants.js';

export interface FormatMoneyOptions {
  /**
   * Append the currency symbol (`Ft`, `€`, `$`) after a no-break space.
   * @default true
   */
  symbol?: boolean;
  /**
   * When to show the sign; `'exceptZero'` suits discounts and differences (`+500 Ft`, `-500 Ft`).
   * @default 'auto'
   */
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
}

const NBSP = '\u00a0';
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode, signDisplay: NonNullable<FormatMoneyOptions['signDisplay']>): Intl.NumberFormat {
  const key = `${currency}|${signDisplay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const decimals = CURRENCY_DECIMALS[currency];
    formatter = new Intl.NumberFormat('hu-HU', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // hu-HU leaves 4-digit numbers ungrouped (`1270`); grouping them too keeps the digits of a
      // price table aligned (`1 270 Ft` above `12 700 Ft`), so this is a deliberate choice.
      useGrouping: 'always',
      signDisplay,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether `value` is one of the supported currency ids. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

function assertCurrency(api: string, currency: string): asserts currency is CurrencyCode {
  if (!isCurrencyCode(currency)) {
    throw new TypeError(`${api}: unknown currency "${currency}"; use one of ${CURRENCIES.join(', ')}.`);
  }
}

/**
 * Rounds to the currency's decimals (HUF 0, EUR/USD 2), half away from zero, without the binary
 * float surprises of `Math.round(x * 100) / 100` (`1.005` → `1.01`).
 */
export function roundMoney(amount: number, currency: CurrencyCode): number {
  assertCurrency('roundMoney', currency);
  return roundChecked(amount, currency);
}

/** {@link roundMoney} of a currency already checked. */
function roundChecked(amount: number, currency: CurrencyCode): number {
  const factor = 10 ** CURRENCY_DECIMALS[currency];
  const magnitude = Math.abs(amount);
  // Shifting the decimal point in the decimal string rounds 1.005 as written; numbers already
  // in exponent form (tiny or astronomic) cannot be shifted that way and need no such care.
  const shifted = Number(`${magnitude}e${CURRENCY_DECIMALS[currency]}`);
  const rounded = Math.round(Number.isNaN(shifted) ? magnitude * factor : shifted) / factor;
  // `+ 0` turns -0 into 0 so a zero never prints as "-0".
  return Math.sign(amount) * rounded + 0;
}

/**
 * Formats an amount the way every price of the shop is shown: Hungarian number format
 * with the decimal comma replaced by a dot, HUF without decimals, EUR and USD with two, the
 * symbol after a no-break space; digit groups are separated by no-break spaces.
 *
 * @example formatMoney(12700, 'HUF') // "12 700 Ft"
 * @example formatMoney(1234.5, 'EUR') // "1 234.50 €"
 */
export function formatMoney(amount: number, currency: CurrencyCode, options: FormatMoneyOptions = {}): string {
  assertCurrency('formatMoney', currency);
  if (!Number.isFinite(amount)) {
    throw new TypeError(`formatMoney: the amount must be a finite number; received ${String(amount)}.`);
  }
  const number = formatterFor(currency, options.signDisplay ?? 'auto')
    .format(roundChecked(amount, currency))
    .replace(/\s/g, NBSP)
    .replace(',', '.');
  return options.symbol === false ? number : `${number}${NBSP}${CURRENCY_SYMBOLS[currency]}`;
}

/** Forints per one unit of each other currency, e.g. `{ EUR: 395.2, USD: 362.8 }`. */
export type HufRates = Readonly<Partial<Record<CurrencyCode, number>>>;

/**
 * Converts a forint amount (such as the free-shipping threshold) into `currency`, rounded to its
 * decimals; `null` when no usable rate is known, so callers can hide the figure instead of
 * showing a wrong one.
 */
export function convertFromHuf(amountHuf: number, currency: CurrencyCode, rates: HufRates): number | null {
  if (currency === 'HUF') return roundMoney(amountHuf, 'HUF');
  const rate = rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  return roundMoney(amountHuf / rate, currency);
}

/** The smallest amount the shop works with in `currency`: 1000 HUF, 10 EUR or USD. */
export function minimumAmount(currency: CurrencyCode): number {
  assertCurrency('minimumAmount', currency);
  return MINIMUM_AMOUNT[currency];
}
