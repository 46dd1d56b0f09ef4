import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NewsletterBody } from '../contract/index.js';
import { API, deferred, renderShopHook, setupShopServer } from '../testing/shop.js';
import { useShop } from './use-shop.js';
import { useSubmit } from './use-submit.js';

const { server, count } = setupShopServer();

function useNewsletter() {
  const { api } = useShop();
  return useSubmit((body: NewsletterBody) => api.newsletter(body));
}

describe('useSubmit', () => {
  it('is busy while sending and keeps the answer on success', async () => {
    const gate = deferred();
    server.use(
      http.post(`${API}/api/newsletter`, async () => {
        await gate.promise;
        return HttpResponse.json({ data: { message: 'Thank you for subscribing.' } }, { status: 201 });
      }),
    );
    const { result } = renderShopHook(() => useNewsletter());
    expect(result.current.status).toBe('idle');
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.submit({ name: 'Kovács Anna', email: 'anna@example.hu' });
    });
    expect(result.current.status).toBe('submitting');
    gate.resolve();
    expect(await act(() => sent)).toEqual({ ok: true, data: { message: 'Thank you for subscribing.' } });
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual({ message: 'Thank you for subscribing.' });
  });

  it('returns the server’s 422 field errors to show next to the fields', async () => {
    server.use(
      http.post(`${API}/api/newsletter`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['Please enter a valid e-mail address.'] } }, { status: 422 }),
      ),
    );
    const { result } = renderShopHook(() => useNewsletter());
    await act(async () => void (await result.current.submit({ name: 'Anna', email: 'nope' })));
    expect(result.current.status).toBe('error');
    expect(result.current.fieldErrors).toEqual({ email: ['Please enter a valid e-mail address.'] });
    expect(result.current.message).toBe('The given data was invalid.');
    expect(result.current.error?.status).toBe(422);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    expect(result.current.fieldErrors).toEqual({});
  });

  it('names a library message when the shop cannot be reached', async () => {
    server.use(http.post(`${API}/api/newsletter`, () => HttpResponse.error()));
    const { result } = renderShopHook(() => useNewsletter());
    await act(async () => void (await result.current.submit({ name: 'Anna', email: 'anna@example.hu' })));
    expect(result.current.messageKey).toBe('errors.network');
    expect(result.current.message).toBe('errors.network');
  });

  it('sends once when submitted twice while the first is on its way', async () => {
    const gate = deferred();
    server.use(
      http.post(`${API}/api/newsletter`, async () => {
        await gate.promise;
        return HttpResponse.json({ data: { message: 'ok' } });
      }),
    );
    const { result } = renderShopHook(() => useNewsletter());
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit({ name: 'Anna', email: 'anna@example.hu' });
      second = result.current.submit({ name: 'Anna', email: 'anna@example.hu' });
    });
    gate.resolve();
    await act(() => Promise.all([first, second]));
    expect(count('POST /api/newsletter')).toBe(1);
  });

  it('works with any async function, outside the provider too', async () => {
    const { result } = renderHook(() => useSubmit(async (a: number, b: number) => a + b));
    expect(await act(() => result.current.submit(2, 3))).toEqual({ ok: true, data: 5 });
  });
});
