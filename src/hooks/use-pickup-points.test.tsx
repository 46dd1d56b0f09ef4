import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createPickupServer, nearbyPoints } from '../testing/pickup-server.js';
import { API, deferred, renderShopHook, setupShopServer } from '../testing/shop.js';
import { searchablePlace, usePickupPoints } from './use-pickup-points.js';

const { server, requests } = setupShopServer();
const searches = () => requests.filter((request) => request.startsWith('GET /api/pickup-points'));

describe('searchablePlace', () => {
  it('searches a complete postcode or two letters of a name, never part of a postcode', () => {
    expect(searchablePlace('')).toBeNull();
    expect(searchablePlace(' B ')).toBeNull();
    expect(searchablePlace('11')).toBeNull();
    expect(searchablePlace('111')).toBeNull();
    expect(searchablePlace(' 1111 ')).toBe('1111');
    expect(searchablePlace('Bu')).toBe('Bu');
    expect(searchablePlace('Szent  endre')).toBe('Szent endre');
  });
});

describe('usePickupPoints', () => {
  it('asks nothing for an empty, too short or partial query', async () => {
    server.use(...createPickupServer().handlers);
    const view = renderShopHook(({ q }: { q: string }) => usePickupPoints({ q }, { debounceMs: 0 }), {}, { initialProps: { q: '' } });
    view.rerender({ q: 'B' });
    view.rerender({ q: '111' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(searches()).toEqual([]);
    expect(view.result.current.points).toBeUndefined();
    expect(view.result.current.searched).toBeNull();
  });

  it('answers the points near a postcode, nearest first, of the carrier asked for', async () => {
    server.use(...createPickupServer().handlers);
    const view = renderShopHook(() => usePickupPoints({ q: '1111', carrier: 'foxpost' }, { debounceMs: 0 }));
    await waitFor(() => expect(view.result.current.points).toBeDefined());
    expect(view.result.current.points?.map((point) => point.id)).toEqual(['foxpost:hu1001', 'foxpost:hu1002']);
    expect(searches()).toEqual(['GET /api/pickup-points?carrier=foxpost&q=1111']);
  });

  it('keeps the previous answer while the shopper types, marked stale, and asks once typing pauses', async () => {
    const later = deferred();
    server.use(
      http.get(`${API}/api/pickup-points`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        if (q === 'Buda') await later.promise;
        return HttpResponse.json({ data: q === 'Buda' ? nearbyPoints.slice(0, 1) : nearbyPoints });
      }),
    );
    const view = renderShopHook(({ q }: { q: string }) => usePickupPoints({ q }, { debounceMs: 40 }), {}, { initialProps: { q: '1111' } });
    await waitFor(() => expect(view.result.current.points).toHaveLength(4));
    view.rerender({ q: 'Bud' });
    view.rerender({ q: 'Buda' });
    expect(view.result.current.points).toHaveLength(4);
    expect(view.result.current.isStale).toBe(true);
    await waitFor(() => expect(searches()).toContain('GET /api/pickup-points?q=Buda'));
    expect(view.result.current.points).toHaveLength(4);
    later.resolve();
    await waitFor(() => expect(view.result.current.points).toHaveLength(1));
    expect(view.result.current.isStale).toBe(false);
    // "Bud" never reached the server: typing had not paused on it.
    expect(searches()).toEqual(['GET /api/pickup-points?q=1111', 'GET /api/pickup-points?q=Buda']);
  });

  it('gives a failed search as state, not as an exception', async () => {
    server.use(http.get(`${API}/api/pickup-points`, () => HttpResponse.json({ message: 'The q field is invalid.' }, { status: 422 })));
    const view = renderShopHook(() => usePickupPoints({ q: 'Xy' }, { debounceMs: 0 }));
    await waitFor(() => expect(view.result.current.error?.status).toBe(422));
    expect(view.result.current.points).toBeUndefined();
  });
});
