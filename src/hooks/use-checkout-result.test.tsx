import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, PaymentStatus } from '../contract/index.js';
import { hashIdentifier } from '../domain/hashing.js';
import { fixtures } from '../msw/fixtures/index.js';
import { API, renderShopHook, SITE, setupShopServer } from '../testing/shop.js';
import type { AnalyticsEvent } from './analytics.js';
import { checkoutResultState, useCheckoutResult } from './use-checkout-result.js';

const { server, count } = setupShopServer();

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const HASH = 'h'.repeat(22);

function withStatus(order: Order, status: PaymentStatus): Order {
  return { ...order, order_hash: HASH, payment: { ...order.payment, status } };
}

/** Serves the order; `statuses` are answered in turn (the last one from then on). */
function serveOrder(...statuses: PaymentStatus[]) {
  const base = fixtures.orderPending();
  let asked = 0;
  server.use(
    http.get(`${API}/api/orders/${HASH}`, () => {
      const status = statuses[Math.min(asked, statuses.length - 1)]!;
      asked += 1;
      return HttpResponse.json({ data: withStatus(base, status) });
    }),
  );
  return base;
}

describe('checkoutResultState', () => {
  it('is a success when paid or when nothing is to be paid online, an error when failed or cancelled (requirements §4)', () => {
    const order = fixtures.orderPending();
    expect(checkoutResultState(withStatus(order, 'paid'), false)).toBe('success');
    expect(checkoutResultState(withStatus(order, 'not_required'), false)).toBe('success');
    expect(checkoutResultState(withStatus(order, 'pending'), false)).toBe('in-progress');
    expect(checkoutResultState(withStatus(order, 'failed'), false)).toBe('error');
    expect(checkoutResultState(withStatus(order, 'cancelled'), false)).toBe('error');
    expect(checkoutResultState(undefined, false)).toBe('in-progress');
    expect(checkoutResultState(undefined, true)).toBe('error');
  });
});

describe('useCheckoutResult', () => {
  it('is in progress while the payment is pending and asks again until it is decided (requirements §4)', async () => {
    serveOrder('pending', 'pending', 'paid');
    const { result } = renderShopHook(() => useCheckoutResult(HASH, { pollIntervalMs: 5 }));
    await waitFor(() => expect(result.current.order).toBeDefined());
    expect(['in-progress', 'success']).toContain(result.current.state);
    await waitFor(() => expect(result.current.state).toBe('success'));
    expect(count(`GET /api/orders/${HASH}`)).toBe(3);
  });

  it('stops asking after a bounded number of times and waits for "Refresh Page" (requirements §8)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    serveOrder('pending');
    const { result } = renderShopHook(() => useCheckoutResult(HASH, { pollIntervalMs: 1000, maxPolls: 3 }));
    await waitFor(() => expect(result.current.order).toBeDefined());
    for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    const asked = count(`GET /api/orders/${HASH}`);
    expect(asked).toBeLessThanOrEqual(4);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count(`GET /api/orders/${HASH}`)).toBe(asked);
    expect(result.current.state).toBe('in-progress');
    await act(() => result.current.refresh());
    expect(count(`GET /api/orders/${HASH}`)).toBe(asked + 1);
  });

  it('trusts the server’s order, never the query string (field notes)', async () => {
    window.history.replaceState(null, '', `/hu/checkout/result/${HASH}?status=success&paid=1`);
    serveOrder('failed');
    const { result } = renderShopHook(() => useCheckoutResult(HASH));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.order?.payment.status).toBe('failed');
  });

  it('is an error when the order cannot be found', async () => {
    server.use(http.get(`${API}/api/orders/${HASH}`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    const { result } = renderShopHook(() => useCheckoutResult(HASH));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error?.status).toBe(404);
  });

  it('pays again through the payment restart and answers the gateway address (requirements §4, §7)', async () => {
    const order = serveOrder('failed');
    let body: unknown;
    server.use(
      http.post(`${API}/api/orders/payment_restart/${HASH}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { order_hash: HASH, redirect_url: 'https://gateway.test/pay/2' } });
      }),
    );
    const { result } = renderShopHook(() => useCheckoutResult(HASH), { locale: 'en' });
    await waitFor(() => expect(result.current.state).toBe('error'));
    let answer: { ok: boolean; redirectUrl?: string | null } | undefined;
    await act(async () => {
      answer = await result.current.payAgain();
    });
    expect(answer).toEqual({ ok: true, redirectUrl: 'https://gateway.test/pay/2' });
    expect(body).toEqual({ payment_method: order.payment.method.id, transaction_result_url: `${SITE}/en/checkout/result` });
    expect(result.current.isPayingAgain).toBe(false);
  });

  it('pays again with another method and reloads the order when it pays offline', async () => {
    serveOrder('failed', 'not_required');
    let body: { payment_method?: number } = {};
    server.use(
      http.post(`${API}/api/orders/payment_restart/${HASH}`, async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ data: { order_hash: HASH, redirect_url: null } });
      }),
    );
    const { result } = renderShopHook(() => useCheckoutResult(HASH));
    await waitFor(() => expect(result.current.state).toBe('error'));
    await act(async () => void (await result.current.payAgain(1)));
    expect(body.payment_method).toBe(1);
    await waitFor(() => expect(result.current.state).toBe('success'));
  });

  it('reports a refused payment restart as state', async () => {
    serveOrder('failed');
    server.use(http.post(`${API}/api/orders/payment_restart/${HASH}`, () => HttpResponse.json({ message: 'The order is already paid.' }, { status: 409 })));
    const { result } = renderShopHook(() => useCheckoutResult(HASH));
    await waitFor(() => expect(result.current.state).toBe('error'));
    let answer: { ok: boolean; message?: string } | undefined;
    await act(async () => {
      answer = await result.current.payAgain();
    });
    expect(answer).toMatchObject({ ok: false, message: 'The order is already paid.' });
  });

  it('reports the purchase once, even when the page is opened again', async () => {
    serveOrder('paid');
    const sent: AnalyticsEvent[] = [];
    const props = { analytics: { send: (event: AnalyticsEvent) => sent.push(event) }, consent: { analytics: true, ads: false } };
    const first = renderShopHook(() => useCheckoutResult(HASH), props);
    await waitFor(() => expect(sent.map((event) => event.event)).toEqual(['purchase']));
    first.unmount();
    const second = renderShopHook(() => useCheckoutResult(HASH), props);
    await waitFor(() => expect(second.result.current.state).toBe('success'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toHaveLength(1);
  });

  it("remembers a reported purchase without keeping the order's hash in the tab (it opens the order)", async () => {
    serveOrder('paid');
    const sent: AnalyticsEvent[] = [];
    const props = { analytics: { send: (event: AnalyticsEvent) => sent.push(event) }, consent: { analytics: true, ads: false } };
    renderShopHook(() => useCheckoutResult(HASH), props);
    await waitFor(() => expect(sent.map((event) => event.event)).toEqual(['purchase']));
    const stored = Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`);
    expect(stored).toEqual([`otthon.purchase.${await hashIdentifier(HASH)}=1`]);
    expect(stored.join(' ')).not.toContain(HASH);
  });

  it('loads nothing without an order hash', async () => {
    const { result } = renderShopHook(() => useCheckoutResult(undefined));
    expect(result.current.state).toBe('in-progress');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(count(`GET /api/orders/${HASH}`)).toBe(0);
  });
});
