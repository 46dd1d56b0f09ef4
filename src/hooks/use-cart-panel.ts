import { useMemo } from 'react';
import { useShopRuntime } from './shop-context.js';
import { useStore } from './store.js';

export interface CartPanel {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
}

/**
 * The cart panel, shared by the header button and the panel: it opens after a successful
 * add-to-cart; the app hides it on every route change with `setOpen(false)`.
 */
export function useCartPanel(): CartPanel {
  const { panel } = useShopRuntime('useCartPanel');
  const open = useStore(panel);
  return useMemo(() => ({ open, setOpen: (next: boolean) => panel.set(next), toggle: () => panel.set((shown) => !shown) }), [open, panel]);
}
