import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopHook, setupShopServer } from '../testing/shop.js';
import { useMoney } from './use-money.js';
import { useShop } from './use-shop.js';

setupShopServer();

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('useMoney', () => {
  it('formats in the shopper’s currency, HUF without decimals and EUR with two (requirements §9)', () => {
    const { result } = renderShopHook(() => ({ money: useMoney(), shop: useShop() }));
    expect(result.current.money.format(159_900)).toBe(nbsp('159 900 Ft'));
    act(() => result.current.shop.setCurrency('EUR'));
    expect(result.current.money.currency).toBe('EUR');
    expect(result.current.money.format(1234.5)).toBe(nbsp('1 234.50 €'));
  });

  it('formats in another currency when asked', () => {
    const { result } = renderShopHook(() => useMoney());
    expect(result.current.format(12.5, 'USD')).toBe(nbsp('12.50 $'));
    expect(result.current.format(-500, 'HUF', { signDisplay: 'exceptZero' })).toBe(nbsp('-500 Ft'));
  });
});
