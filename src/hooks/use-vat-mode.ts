import { useMemo } from 'react';
import type { VatMode } from '../domain/constants.js';
import { pickPrice, type PriceLike } from '../domain/vat.js';
import { preferencesOf } from './preferences.js';
import { useShopRuntime } from './shop-context.js';

export interface VatModeState {
  vatMode: VatMode;
  setVatMode(mode: VatMode): void;
  /** The price to show in the current mode. */
  pick(price: PriceLike): number;
}

/** Net or gross prices (at first the provider's `defaultVatMode`, net unless set), kept in the `vat_mode` cookie. */
export function useVatMode(): VatModeState {
  const shop = useShopRuntime('useVatMode');
  const { vatMode } = shop;
  const { setVatMode } = preferencesOf(shop);
  return useMemo(() => ({ vatMode, setVatMode, pick: (price: PriceLike) => pickPrice(price, vatMode) }), [vatMode, setVatMode]);
}
