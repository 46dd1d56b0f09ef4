import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopHook, setupShopServer } from '../testing/shop.js';
import { useVatMode } from './use-vat-mode.js';

setupShopServer();

describe('useVatMode', () => {
  it('shows net prices by default (requirements §3)', () => {
    const { result } = renderShopHook(() => useVatMode());
    expect(result.current.vatMode).toBe('net');
    expect(result.current.pick({ price_net: 100, price_gross: 127 })).toBe(100);
  });

  it("starts a first-time visitor in the provider's defaultVatMode, and a chosen mode wins over it", () => {
    const first = renderShopHook(() => useVatMode(), { defaultVatMode: 'gross' });
    expect(first.result.current.vatMode).toBe('gross');
    expect(first.result.current.pick({ price_net: 100, price_gross: 127 })).toBe(127);
    // The shopper's choice is kept and outlasts the shop's default on the next page.
    act(() => first.result.current.setVatMode('net'));
    expect(document.cookie).toContain('vat_mode=net');
    const next = renderShopHook(() => useVatMode(), { defaultVatMode: 'gross' });
    expect(next.result.current.vatMode).toBe('net');
  });

  it('takes the defaultVatMode when rendering on the server for a request without a vat_mode cookie', () => {
    const fresh = renderShopHook(() => useVatMode(), { cookie: 'currency_id=EUR', defaultVatMode: 'gross' });
    expect(fresh.result.current.vatMode).toBe('gross');
    const chosen = renderShopHook(() => useVatMode(), { cookie: 'vat_mode=net', defaultVatMode: 'gross' });
    expect(chosen.result.current.vatMode).toBe('net');
  });

  it('switches to gross and keeps the choice in the vat_mode cookie', () => {
    const { result } = renderShopHook(() => useVatMode());
    act(() => result.current.setVatMode('gross'));
    expect(result.current.pick({ price_net: 100, price_gross: 127 })).toBe(127);
    expect(document.cookie).toContain('vat_mode=gross');
    const next = renderShopHook(() => useVatMode());
    expect(next.result.current.vatMode).toBe('gross');
  });

  it('refuses an unknown mode with a message naming the fix', () => {
    const { result } = renderShopHook(() => useVatMode());
    expect(() => result.current.setVatMode('both' as never)).toThrow('setVatMode: unknown VAT mode "both"; use net or gross.');
  });
});
