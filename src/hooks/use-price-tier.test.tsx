import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopHook, setupShopServer } from '../testing/shop.js';
import { type TieredProduct, usePriceTier } from './use-price-tier.js';
import { useShop } from './use-shop.js';

setupShopServer();

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

/** 12 700 Ft gross each; 11 000 from 3 pieces, 9 900 from 10 (open-ended); euros differ. */
const product: TieredProduct = {
  price_net: 10_000,
  price_gross: 12_700,
  quantity: 40,
  prices_by_currencies: {
    HUF: {
      price_net: 10_000,
      price_gross: 12_700,
      qty_discounts: [
        { index: 1, quantity: 10, quantity_to: null, price_net: 7_795, price_gross: 9_900 },
        { index: 0, quantity: 3, quantity_to: 9, price_net: 8_661, price_gross: 11_000 },
      ],
    },
    EUR: {
      price_net: 25.4,
      price_gross: 32.26,
      qty_discounts: [{ index: 0, quantity: 3, quantity_to: null, price_net: 22, price_gross: 27.94 }],
    },
  },
};

describe('usePriceTier', () => {
  it('uses the base price below the first tier', () => {
    const { result } = renderShopHook(() => usePriceTier(product, 2), { initialVatMode: 'gross' });
    expect(result.current.tier).toBeNull();
    expect(result.current.unitPrice).toBe(12_700);
    expect(result.current.unitPriceFormatted).toBe(nbsp('12 700 Ft'));
  });

  it('uses the tier whose quantity range holds the quantity (requirements §5)', () => {
    const { result } = renderShopHook(() => usePriceTier(product, 5), { initialVatMode: 'gross' });
    expect(result.current.tier).toMatchObject({ quantity: 3, quantity_to: 9 });
    expect(result.current.unitPrice).toBe(11_000);
  });

  it('uses the top tier at or above the highest tier quantity (requirements §5)', () => {
    const { result } = renderShopHook(() => usePriceTier(product, 25), { initialVatMode: 'gross' });
    expect(result.current.tier).toMatchObject({ quantity: 10 });
    expect(result.current.unitPrice).toBe(9_900);
  });

  it('lists every tier in order, marking the active one, for the "over N pieces" table (requirements §9)', () => {
    const { result } = renderShopHook(() => usePriceTier(product, 4), { initialVatMode: 'gross' });
    expect(result.current.tiers).toEqual([
      { quantity: 3, quantityTo: 9, price: 11_000, priceFormatted: nbsp('11 000 Ft'), active: true },
      { quantity: 10, quantityTo: null, price: 9_900, priceFormatted: nbsp('9 900 Ft'), active: false },
    ]);
  });

  it('shows net prices by default (requirements §3) and gross ones in gross mode', () => {
    const { result } = renderShopHook(() => ({ tier: usePriceTier(product, 3), shop: useShop() }));
    expect(result.current.tier.unitPrice).toBe(8_661);
    act(() => result.current.shop.setVatMode('gross'));
    expect(result.current.tier.unitPrice).toBe(11_000);
  });

  it('prices in the shopper’s currency from prices_by_currencies', () => {
    const { result } = renderShopHook(() => usePriceTier(product, 3), { initialCurrency: 'EUR', initialVatMode: 'gross' });
    expect(result.current.unitPrice).toBe(27.94);
    expect(result.current.unitPriceFormatted).toBe(nbsp('27.94 €'));
    expect(result.current.tiers).toHaveLength(1);
  });

  it('suggests the next cheaper tier with how many pieces are missing', () => {
    const { result } = renderShopHook(() => usePriceTier(product, 1), { initialVatMode: 'gross' });
    expect(result.current.nextTier).toEqual({ missing: 2, price: 11_000, priceFormatted: nbsp('11 000 Ft') });
  });

  it('suggests no tier the stock cannot reach', () => {
    const { result } = renderShopHook(() => usePriceTier({ ...product, quantity: 8 }, 5), { initialVatMode: 'gross' });
    expect(result.current.nextTier).toBeNull();
  });

  it('has no price without a product', () => {
    const { result } = renderShopHook(() => usePriceTier(undefined, 1));
    expect(result.current).toEqual({ unitPrice: null, unitPriceFormatted: '', tier: null, tiers: [], nextTier: null });
  });
});
