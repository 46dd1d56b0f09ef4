import { CURRENCY_DECIMALS, VAT_MODES, VAT_RATE, type CurrencyCode, type VatMode } from './constants.js';
import { roundMoney } from './money.js';

/** Anything priced in both forms, as every price of the contract is (`price_net`, `price_gross`). */
export interface PriceLike {
  price_net: number;
  price_gross: number;
}

/** Whether `value` is a VAT display mode (net or gross). */
export function isVatMode(value: unknown): value is VatMode {
  return typeof value === 'string' && (VAT_MODES as readonly string[]).includes(value);
}

/** The price to show in the chosen VAT mode (prices can be shown net or gross). */
export function pickPrice(price: PriceLike, mode: VatMode): number {
  return mode === 'gross' ? price.price_gross : price.price_net;
}

/**
 * Picks `<base>_net` or `<base>_gross` of any record, for amounts named like the cart summary's
 * (`pickAmount(summary, 'total_amount', 'gross')` → `summary.total_amount_gross`).
 */
export function pickAmount<Base extends string>(record: Readonly<Record<`${Base}_${VatMode}`, number>>, base: Base, mode: VatMode): number {
  return record[`${base}_${mode}`];
}

/** 1 + VAT as the exact fraction 127/100, so amounts in whole minor units divide without float error. */
const VAT_NUMERATOR = Math.round((1 + VAT_RATE) * 100);
const VAT_DENOMINATOR = 100;

/** An amount in the currency's smallest unit (forints, cents) as a whole number. */
function minorUnits(amount: number, currency: CurrencyCode): number {
  return Math.round(roundMoney(amount, currency) * 10 ** CURRENCY_DECIMALS[currency]);
}

/** `dividend / divisor` for whole numbers, rounded half away from zero, computed exactly via the remainder. */
function divideRounded(dividend: number, divisor: number): number {
  const magnitude = Math.abs(dividend);
  const remainder = magnitude % divisor;
  const quotient = (magnitude - remainder) / divisor + (2 * remainder >= divisor ? 1 : 0);
  return Math.sign(dividend) * quotient + 0;
}

/**
 * The net amount inside a gross one at the 27 % rate. With a currency this is the shop's one
 * rounding rule for net prices: gross in minor units × 100 / 127, rounded half away from zero in
 * whole-number arithmetic (219 990 Ft → 173 220 Ft), the same on the server, in the mock and in
 * the client. Without a currency the exact quotient.
 */
export function netFromGross(gross: number, currency?: CurrencyCode): number {
  if (!currency) return gross / (1 + VAT_RATE);
  return divideRounded(minorUnits(gross, currency) * VAT_DENOMINATOR, VAT_NUMERATOR) / 10 ** CURRENCY_DECIMALS[currency];
}

/**
 * The gross amount of a net one at the 27 % rate; with a currency, net in minor units × 127 / 100
 * rounded half away from zero in whole-number arithmetic. Without a currency the exact product.
 */
export function grossFromNet(net: number, currency?: CurrencyCode): number {
  if (!currency) return net * (1 + VAT_RATE);
  return divideRounded(minorUnits(net, currency) * VAT_NUMERATOR, VAT_DENOMINATOR) / 10 ** CURRENCY_DECIMALS[currency];
}
