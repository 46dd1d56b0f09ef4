import { VAT_MODES, VAT_RATE, type CurrencyCode, type VatMode } from './constants.js';
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

/** The net amount inside a gross one at the 27 % rate; rounded to the currency when one is given. */
export function netFromGross(gross: number, currency?: CurrencyCode): number {
  const net = gross / (1 + VAT_RATE);
  return currency ? roundMoney(net, currency) : net;
}

/** The gross amount of a net one at the 27 % rate; rounded to the currency when one is given. */
export function grossFromNet(net: number, currency?: CurrencyCode): number {
  const gross = net * (1 + VAT_RATE);
  return currency ? roundMoney(gross, currency) : gross;
}
