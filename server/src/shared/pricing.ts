import type { StoredTier } from '../db/schema.js';
import { roundMoney, VAT_RATE, type CurrencyCode, type Rates } from '../domain.js';

export type { Rates } from '../domain.js';

export interface Price {
  net: number;
  gross: number;
}

/** VAT multiplier as a fraction of integers, so HUF arithmetic stays exact (×127/100). */
const VAT_NUMERATOR = Math.round((1 + VAT_RATE) * 100);

/**
 * A net forint amount in `currency`: net and gross (net × 1.27), each rounded to the currency's
 * decimals (HUF whole forints, EUR/USD cents). The listing's SQL price filter uses the same formula.
 */
export function priceOfNet(netHuf: number, currency: CurrencyCode, rates: Rates): Price {
  const rate = rates[currency];
  return {
    net: roundMoney(netHuf / rate, currency),
    gross: roundMoney((netHuf * VAT_NUMERATOR) / 100 / rate, currency),
  };
}

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
