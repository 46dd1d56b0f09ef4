import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../msw/fixtures/index.js';
import { API, renderShopHook, setupShopServer } from '../testing/shop.js';
import { useCountries } from './use-countries.js';
import { useInit } from './use-init.js';

const { server, count } = setupShopServer(
  http.get(`${API}/api/init`, () => HttpResponse.json({ data: fixtures.init() })),
  http.get(`${API}/api/countries`, () => HttpResponse.json({ data: fixtures.countries() })),
);

describe('useInit', () => {
  it('runs the initialisation once for every component that uses it (requirements §4)', async () => {
    const { result } = renderShopHook(() => ({ header: useInit(), footer: useInit() }));
    await waitFor(() => expect(result.current.footer.data).toBeDefined());
    expect(result.current.header.data).toBe(result.current.footer.data);
    expect(count('GET /api/init')).toBe(1);
  });

  it('does not run again on focus or reconnect, unlike ordinary data (requirements §4)', async () => {
    // Read during render, as a component would: SWR re-renders for what a render used.
    const { result } = renderShopHook(() => ({ init: useInit().data, countries: useCountries().data }));
    await waitFor(() => expect(result.current.init).toBeDefined());
    await waitFor(() => expect(result.current.countries).toBeDefined());
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(count('GET /api/countries')).toBe(2));
    expect(count('GET /api/init')).toBe(1);
  });

  it('returns a failure as state', async () => {
    server.use(http.get(`${API}/api/init`, () => HttpResponse.json({ message: 'Forbidden.' }, { status: 403 })));
    const { result } = renderShopHook(() => useInit());
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.data).toBeUndefined();
  });
});
