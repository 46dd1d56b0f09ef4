import type { CurrencyCode, VatMode } from './constants.js';
import { pickPrice, type PriceLike } from './vat.js';

/**
 * A quantity-discount tier: it applies from `quantity` pieces up to `quantity_to`
 * (inclusive; `null` means open-ended), at the unit prices `price_net` / `price_gross`.
 */
export interface PriceTierLike extends PriceLike {
  quantity: number;
  quantity_to?: number | null;
  index?: number;
}

/** A product's per-currency prices, each holding its quantity-discount tiers. */
export interface TieredProductLike<Tier extends PriceTierLike = PriceTierLike> {
  prices_by_currencies?: Readonly<Partial<Record<string, { qty_discounts?: readonly Tier[] | null } | null>>> | null;
}

/**
 * The tiers in ascending order of their starting quantity, then of `index` — the order in which a
 * later tier takes precedence. Two tiers at the same quantity and index come dearest first, so the
 * lower unit price (net, then gross) is the later one and wins. The input is not changed.
 */
export function sortTiers<Tier extends PriceTierLike>(tiers: readonly Tier[]): Tier[] {
  return [...tiers].sort((a, b) => a.quantity - b.quantity || (a.index ?? 0) - (b.index ?? 0) || b.price_net - a.price_net || b.price_gross - a.price_gross);
}

/** The tiers of `product` in `currency`; empty when the product has none there. */
export function tiersForCurrency<Tier extends PriceTierLike>(product: TieredProductLike<Tier>, currency: CurrencyCode): readonly Tier[] {
  return product.prices_by_currencies?.[currency]?.qty_discounts ?? [];
}

/**
 * The tier that prices `quantity` pieces: the one whose `quantity`…`quantity_to` range
 * holds it; at or above the highest tier's quantity the top tier; `null` below the first tier
 * (and in a gap between ranges), meaning the base price applies. Where several apply the latest
 * in `sortTiers` order wins, so the answer never depends on the order the tiers arrive in.
 */
export function findPriceTier<Tier extends PriceTierLike>(tiers: readonly Tier[], quantity: number): Tier | null {
  if (!(quantity > 0) || tiers.length === 0) return null;
  const sorted = sortTiers(tiers);
  let match: Tier | null = null;
  for (const tier of sorted) {
    // Later (higher, or at a tie cheaper) tiers win where ranges overlap: the customer gets the better price.
    if (quantity >= tier.quantity && (tier.quantity_to == null || quantity <= tier.quantity_to)) match = tier;
  }
  if (match) return match;
  const top = sorted[sorted.length - 1]!;
  return quantity >= top.quantity ? top : null;
}

function basePriceIn(basePrice: number | PriceLike, mode: VatMode): number {
  return typeof basePrice === 'number' ? basePrice : pickPrice(basePrice, mode);
}

/**
 * The unit price of `quantity` pieces in the VAT mode: the applicable tier's price, else the base
 * price (a number already in that mode, or a net/gross pair).
 */
export function tierUnitPrice(basePrice: number | PriceLike, tiers: readonly PriceTierLike[], quantity: number, mode: VatMode): number {
  const tier = findPriceTier(tiers, quantity);
  return tier ? pickPrice(tier, mode) : basePriceIn(basePrice, mode);
}

export interface NextTier<Tier extends PriceTierLike = PriceTierLike> {
  tier: Tier;
  /** How many more pieces unlock the tier. */
  remaining: number;
  /** The tier's unit price in the requested VAT mode. */
  unitPrice: number;
}

export interface NextTierOptions {
  /** The price without a tier, so the first tier is only suggested when it is cheaper. */
  basePrice?: number | PriceLike;
  /** Stock or order limit: a tier that starts above it cannot be reached and is not suggested. */
  maxQuantity?: number;
}

/**
 * The nearest tier above `quantity` that lowers the unit price, with how many more pieces unlock
 * it, for nudges like "Buy 2 more to pay 9 900 Ft each"; `null` when no cheaper tier is reachable.
 */
export function nextTier<Tier extends PriceTierLike>(
  tiers: readonly Tier[],
  quantity: number,
  mode: VatMode,
  options: NextTierOptions = {},
): NextTier<Tier> | null {
  const sorted = sortTiers(tiers);
  const have = quantity > 0 ? quantity : 0;
  const current = findPriceTier(sorted, have);
  const currentPrice = current ? pickPrice(current, mode) : options.basePrice === undefined ? Number.POSITIVE_INFINITY : basePriceIn(options.basePrice, mode);
  for (const tier of sorted) {
    if (tier.quantity <= have) continue;
    if (options.maxQuantity !== undefined && tier.quantity > options.maxQuantity) return null;
    const unitPrice = pickPrice(tier, mode);
    // Only promise a price the lookup will really give at that quantity (inconsistent ranges exist).
    if (unitPrice < currentPrice && findPriceTier(sorted, tier.quantity) === tier) {
      return { tier, remaining: tier.quantity - have, unitPrice };
    }
  }
  return null;
}
