import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopHook, setupShopServer } from '../testing/shop.js';
import { useCartPanel } from './use-cart-panel.js';

setupShopServer();

describe('useCartPanel', () => {
  it('is shown, hidden or toggled, and shared by every component (requirements §4)', () => {
    const { result } = renderShopHook(() => ({ button: useCartPanel(), panel: useCartPanel() }));
    expect(result.current.panel.open).toBe(false);
    act(() => result.current.button.toggle());
    expect(result.current.panel.open).toBe(true);
    // The storefront hides it on every route change (requirements §2).
    act(() => result.current.button.setOpen(false));
    expect(result.current.panel.open).toBe(false);
  });
});
