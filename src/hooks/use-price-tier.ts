import { useMemo } from 'react';
import type { PriceTier } from '../contract/index.js';
import { formatMoney } from '../domain/money.js';
import { findPriceTier, nextTier, sortTiers } from '../domain/price-tiers.js';
import { pickPrice, type PriceLike } from '../domain/vat.js';
import { useShopRuntime } from './shop-context.js';

/** What the hook needs of a product: its prices and tiers per currency, and its stock. */
export interface TieredProduct extends PriceLike {
  prices_by_currencies?: Readonly<Partial<Record<string, (PriceLike & { qty_discounts?: readonly PriceTier[] | null }) | null>>> | null;
  /** Pieces in stock: a tier that starts above it cannot be reached and is not suggested. */
  quantity?: number;
}

export interface PriceTierRow {
  quantity: number;
  /** The last quantity of the tier; `null` for "and above". */
  quantityTo: number | null;
  price: number;
  priceFormatted: string;
  /** Whether the quantity asked about falls in this tier. */
  active: boolean;
}

export interface PriceTierState {
  /** The unit price at this quantity in the current currency and VAT mode; `null` without a product. */
  unitPrice: number | null;
  unitPriceFormatted: string;
  /** The tier that prices this quantity, or `null` when the base price applies. */
  tier: PriceTier | null;
  /** Every tier, for the "from N pieces" table. */
  tiers: PriceTierRow[];
  /** The nearest cheaper tier still in reach: how many more pieces, at what unit price. */
  nextTier: { missing: number; price: number; priceFormatted: string } | null;
}

/**
 * The quantity-discount tiers of a product (a tier applies from its quantity up to its
 * quantity_to; at or above the highest quantity the top tier does), in the shopper's currency
 * (`prices_by_currencies`) and VAT mode.
 *
 * @example const { unitPriceFormatted, nextTier } = usePriceTier(product, quantity);
 */
export function usePriceTier(product: TieredProduct | null | undefined, quantity = 1): PriceTierState {
  const { currency, vatMode } = useShopRuntime('usePriceTier');
  return useMemo(() => {
    const prices = product?.prices_by_currencies?.[currency];
    const base: PriceLike | undefined = prices ?? product ?? undefined;
    const tiers = sortTiers(prices?.qty_discounts ?? []);
    const tier = findPriceTier(tiers, quantity);
    const format = (amount: number) => formatMoney(amount, currency);
    const unitPrice = tier ? pickPrice(tier, vatMode) : base ? pickPrice(base, vatMode) : null;
    const stock = product?.quantity;
    const next = base ? nextTier(tiers, quantity, vatMode, { basePrice: base, ...(stock ? { maxQuantity: stock } : {}) }) : null;
    return {
      unitPrice,
      unitPriceFormatted: unitPrice === null ? '' : format(unitPrice),
      tier,
      tiers: tiers.map((row) => {
        const price = pickPrice(row, vatMode);
        return { quantity: row.quantity, quantityTo: row.quantity_to, price, priceFormatted: format(price), active: row === tier };
      }),
      nextTier: next && { missing: next.remaining, price: next.unitPrice, priceFormatted: format(next.unitPrice) },
    };
  }, [product, quantity, currency, vatMode]);
}
