import type { StoredTier } from '../db/schema.js';
import { roundMoney, type CurrencyCode, type Rates } from '../domain.js';

export type { Rates } from '../domain.js';

/** A gross forint amount (thresholds, fixed coupons) in `currency`. */
export function grossHufIn(grossHuf: number, currency: CurrencyCode, rates: Rates): number {
  return roundMoney(grossHuf / rates[currency], currency);
}

/**
 * The gross forint unit price of a quantity tier: its own retail-round price, or (for tiers
 * stored before tiers carried one) the base gross price less the tier's discount, in whole forints.
 */
export function tierGrossHuf(baseGrossHuf: number, tier: Pick<StoredTier, 'discount_percent' | 'price_gross_huf'>): number {
  return tier.price_gross_huf ?? roundMoney((baseGrossHuf * (100 - tier.discount_percent)) / 100, 'HUF');
}
