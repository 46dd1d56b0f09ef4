import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createPickupServer } from '../testing/pickup-server.js';
import { API, renderShopHook, setupShopServer } from '../testing/shop.js';
import { usePostcodeLookup } from './use-postcode-lookup.js';

const { server, requests } = setupShopServer();
const lookups = () => requests.filter((request) => request.startsWith('GET /api/cities'));

describe('usePostcodeLookup', () => {
  it('looks nothing up until the postcode has four digits', async () => {
    server.use(...createPickupServer().handlers);
    const view = renderShopHook(({ code }: { code: string }) => usePostcodeLookup(code), {}, { initialProps: { code: '1' } });
    view.rerender({ code: '111' });
    view.rerender({ code: '1111a' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups()).toEqual([]);
    expect(view.result.current.status).toBe('idle');
    expect(view.result.current.cities).toEqual([]);
  });

  it('gives the one settlement of a postcode to fill in, Budapest with its district', async () => {
    server.use(...createPickupServer().handlers);
    const view = renderShopHook(() => usePostcodeLookup('1111'));
    expect(view.result.current.status).toBe('loading');
    await waitFor(() => expect(view.result.current.status).toBe('found'));
    expect(view.result.current.city).toMatchObject({ name: 'Budapest', district: 'XI.' });
    expect(lookups()).toEqual(['GET /api/cities?zipcode=1111']);
  });

  it('offers a choice where several settlements share the postcode', async () => {
    server.use(...createPickupServer().handlers);
    const view = renderShopHook(() => usePostcodeLookup('8660'));
    await waitFor(() => expect(view.result.current.status).toBe('choice'));
    expect(view.result.current.cities.map((city) => city.name)).toEqual(['Tab', 'Lulla', 'Torvaj']);
    expect(view.result.current.city).toBeUndefined();
  });

  it('says a postcode no settlement has is unknown', async () => {
    server.use(...createPickupServer().handlers);
    const view = renderShopHook(() => usePostcodeLookup('9999'));
    await waitFor(() => expect(view.result.current.status).toBe('unknown'));
    expect(view.result.current.cities).toEqual([]);
  });

  it('gives a failed lookup as state', async () => {
    server.use(http.get(`${API}/api/cities`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const view = renderShopHook(() => usePostcodeLookup('1111'));
    await waitFor(() => expect(view.result.current.status).toBe('error'), { timeout: 3000 });
  });
});
