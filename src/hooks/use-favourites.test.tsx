import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Product } from '../contract/index.js';
import { fixtures } from '../msw/fixtures/index.js';
import { API, deferred, renderShopHook, setupShopServer } from '../testing/shop.js';
import type { AnalyticsEvent } from './analytics.js';
import { useFavourites } from './use-favourites.js';

const { server, count } = setupShopServer();

/** A favourites API over a list; `gate` (when set) holds every change's answer. */
function serveFavourites(initial: Product[], catalogue: Product[]) {
  let list = [...initial];
  const state = { gate: null as Promise<void> | null };
  const answer = async () => {
    if (state.gate) await state.gate;
    return HttpResponse.json({ data: list });
  };
  server.use(
    http.get(`${API}/api/favourites`, () => HttpResponse.json({ data: list })),
    http.post(`${API}/api/favourites/:id`, async ({ params }) => {
      const product = catalogue.find((item) => item.id === Number(params.id))!;
      if (!list.some((item) => item.id === product.id)) list = [...list, product];
      return answer();
    }),
    http.post(`${API}/api/favourites/:id/delete`, async ({ params }) => {
      list = list.filter((item) => item.id !== Number(params.id));
      return answer();
    }),
  );
  return { state, list: () => list };
}

async function renderFavourites(props = {}) {
  const view = renderShopHook(() => useFavourites(), props);
  await waitFor(() => expect(view.result.current.data).toBeDefined());
  return view;
}

describe('useFavourites', () => {
  it('adds a product that is not a favourite and removes one that is, then shows the reloaded list (requirements §4)', async () => {
    const [a, b] = [fixtures.product(), fixtures.product()];
    const api = serveFavourites([a], [a, b]);
    const view = await renderFavourites();
    expect(view.result.current.isFavourite(a.id)).toBe(true);
    expect(view.result.current.isFavourite(b.id)).toBe(false);
    await act(() => view.result.current.toggle(b.id));
    expect(count(`POST /api/favourites/${b.id}`)).toBe(1);
    await act(() => view.result.current.toggle(a.id));
    expect(count(`POST /api/favourites/${a.id}/delete`)).toBe(1);
    expect(view.result.current.favourites.map((product) => product.id)).toEqual([b.id]);
    expect(api.list().map((product) => product.id)).toEqual([b.id]);
  });

  it('shows a toggle at once, with the product pending until the server answers', async () => {
    const a = fixtures.product();
    const api = serveFavourites([a], [a]);
    const view = await renderFavourites();
    const gate = deferred();
    api.state.gate = gate.promise;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = view.result.current.toggle(a.id);
    });
    expect(view.result.current.isFavourite(a.id)).toBe(false);
    expect(view.result.current.favourites).toEqual([]);
    expect(view.result.current.pendingIds).toEqual([a.id]);
    gate.resolve();
    await act(() => done);
    expect(view.result.current.pendingIds).toEqual([]);
    expect(view.result.current.isFavourite(a.id)).toBe(false);
  });

  it('rolls back to the server’s list and reports the error when a toggle fails', async () => {
    const a = fixtures.product();
    serveFavourites([], [a]);
    server.use(http.post(`${API}/api/favourites/${a.id}`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const view = await renderFavourites();
    await act(() => view.result.current.toggle(a.id));
    expect(view.result.current.isFavourite(a.id)).toBe(false);
    expect(view.result.current.lastError).toMatchObject({ status: 500 });
    expect(view.result.current.error).toBeUndefined();
    await act(() => view.result.current.toggle(a.id));
    expect(view.result.current.isFavourite(a.id)).toBe(true);
    expect(view.result.current.lastError).toBeUndefined();
  });

  it('ends where the last click meant after a double click', async () => {
    const a = fixtures.product();
    const api = serveFavourites([], [a]);
    const view = await renderFavourites();
    const gate = deferred();
    api.state.gate = gate.promise;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = view.result.current.toggle(a.id);
    });
    act(() => {
      done = view.result.current.toggle(a.id);
    });
    expect(view.result.current.isFavourite(a.id)).toBe(false);
    gate.resolve();
    await act(() => done);
    expect(api.list()).toEqual([]);
    expect(view.result.current.isFavourite(a.id)).toBe(false);
    expect(count(`POST /api/favourites/${a.id}`) + count(`POST /api/favourites/${a.id}/delete`)).toBeLessThanOrEqual(2);
  });

  it('reports an addition to the wishlist', async () => {
    const a = fixtures.product();
    serveFavourites([], [a]);
    const sent: AnalyticsEvent[] = [];
    const view = await renderFavourites({ analytics: { send: (event: AnalyticsEvent) => sent.push(event) }, consent: { analytics: true, ads: false } });
    await act(() => view.result.current.toggle(a.id));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ event: 'add_to_wishlist', ecommerce: { currency: 'HUF', items: [{ item_id: String(a.id) }] } });
  });
});
