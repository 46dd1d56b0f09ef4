import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../msw/fixtures/index.js';
import { API, renderShopHook, setupShopServer } from '../testing/shop.js';
import { useCurrency } from './use-currency.js';

const { server } = setupShopServer();

describe('useCurrency', () => {
  it('lists the currencies and switches between them, keeping the choice in the currency_id cookie (requirements §4)', async () => {
    server.use(http.get(`${API}/api/currencies`, () => HttpResponse.json({ data: fixtures.currencies() })));
    const { result } = renderShopHook(() => useCurrency());
    expect(result.current.currency).toBe('HUF');
    await waitFor(() => expect(result.current.currencies?.map((c) => c.code)).toEqual(['HUF', 'EUR', 'USD']));
    act(() => result.current.setCurrency('EUR'));
    expect(result.current.currency).toBe('EUR');
    expect(document.cookie).toContain('currency_id=EUR');
  });

  it('falls back to the configured default without a cookie (requirements §4)', () => {
    server.use(http.get(`${API}/api/currencies`, () => HttpResponse.json({ data: [] })));
    const { result } = renderShopHook(() => useCurrency(), { defaultCurrency: 'USD' });
    expect(result.current.currency).toBe('USD');
  });

  it('refuses an unknown currency with a message naming the fix', () => {
    server.use(http.get(`${API}/api/currencies`, () => HttpResponse.json({ data: [] })));
    const { result } = renderShopHook(() => useCurrency());
    expect(() => result.current.setCurrency('GBP' as never)).toThrow('setCurrency: unknown currency "GBP".');
  });
});
