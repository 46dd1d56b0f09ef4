import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Cart, User } from '../contract/index.js';
import { fixtures } from '../msw/fixtures/index.js';
import { API, renderShopHook, SITE, setupShopServer } from '../testing/shop.js';
import { serializeShopKey, shopKey } from '../api/shop-key.js';
import { useAuth } from './use-auth.js';
import { useCart } from './use-cart.js';

const { server, requests, count } = setupShopServer();

/** A session API: who is logged in decides what the cart holds. */
function serveSession(options: { loggedIn?: User | null } = {}) {
  let user: User | null = options.loggedIn ?? null;
  const customer = fixtures.user({ email: 'anna@example.hu', firstname: 'Anna' });
  const guestCart: Cart = fixtures.cart({ revision: 1 });
  const customerCart: Cart = fixtures.cart({ revision: 9, customer_data: fixtures.customerData() });
  const bodies: Record<string, unknown> = {};
  server.use(
    http.get(`${API}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=abc; Path=/' } })),
    http.get(`${API}/api/auth/user`, () => HttpResponse.json({ data: user })),
    http.get(`${API}/api/cart`, () => HttpResponse.json({ data: user ? customerCart : guestCart })),
    http.get(`${API}/api/favourites`, () => HttpResponse.json({ data: [] })),
    http.post(`${API}/api/auth/login`, async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      bodies.login = body;
      if (body.password !== 'secret-password') {
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: ['These credentials do not match our records.'] } },
          { status: 422 },
        );
      }
      user = customer;
      return HttpResponse.json({ data: user });
    }),
    http.get(`${API}/api/auth/logout`, () => {
      user = null;
      return HttpResponse.json({ data: { message: 'Logged out.' } });
    }),
    http.post(`${API}/api/auth/register`, async ({ request }) => {
      bodies.register = await request.json();
      return HttpResponse.json({ data: { message: 'Check your e-mail.' } }, { status: 201 });
    }),
    http.post(`${API}/api/auth/activate`, async ({ request }) => {
      bodies.activate = await request.json();
      return HttpResponse.json({ data: { message: 'Activated.' } });
    }),
    http.post(`${API}/api/auth/password/reset`, async ({ request }) => {
      bodies.reset = await request.json();
      return HttpResponse.json({ data: { message: 'If the address is known, a link is on its way.' } });
    }),
    http.post(`${API}/api/auth/password/reset/:token`, async ({ request, params }) => {
      bodies.newPassword = { token: params.token, ...((await request.json()) as object) };
      return HttpResponse.json({ data: { message: 'Password changed.' } });
    }),
  );
  return { customer, guestCart, customerCart, bodies };
}

describe('useAuth', () => {
  it('fetches the CSRF cookie, then logs in, and reloads the merged cart (requirements §4, §7)', async () => {
    const { customer, customerCart, bodies } = serveSession();
    const { result } = renderShopHook(() => ({ auth: useAuth(), cart: useCart() }));
    await waitFor(() => expect(result.current.auth.user).toBeNull());
    await waitFor(() => expect(result.current.cart.cart).toBeDefined());
    expect(result.current.auth.isLoggedIn).toBe(false);
    requests.length = 0;
    let answer: { ok: boolean } | undefined;
    await act(async () => {
      answer = await result.current.auth.login({ email: 'anna@example.hu', password: 'secret-password' });
    });
    expect(answer).toEqual({ ok: true });
    expect(requests.slice(0, 2)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/auth/login']);
    expect(bodies.login).toEqual({ email: 'anna@example.hu', password: 'secret-password' });
    expect(result.current.auth.user).toEqual(customer);
    expect(result.current.auth.isLoggedIn).toBe(true);
    expect(result.current.cart.data?.revision).toBe(customerCart.revision);
  });

  it('answers the server’s field errors when the credentials are wrong', async () => {
    serveSession();
    const { result } = renderShopHook(() => useAuth());
    let answer: { ok: boolean; fieldErrors?: Record<string, string[]> } | undefined;
    await act(async () => {
      answer = await result.current.login({ email: 'anna@example.hu', password: 'nope' });
    });
    expect(answer).toMatchObject({
      ok: false,
      message: 'The given data was invalid.',
      fieldErrors: { email: ['These credentials do not match our records.'] },
    });
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('logs out: clears the user and every cached answer, then reloads what is on screen (requirements §4)', async () => {
    const { guestCart, customerCart } = serveSession({ loggedIn: fixtures.user({ email: 'anna@example.hu' }) });
    const { result } = renderShopHook(() => ({ auth: useAuth(), cart: useCart(), swr: useSWRConfig() }));
    await waitFor(() => expect(result.current.auth.isLoggedIn).toBe(true));
    await waitFor(() => expect(result.current.cart.data?.revision).toBe(customerCart.revision));
    // Personal data cached by a screen no longer shown.
    const orderKey = shopKey('order', 'hu', 'HUF', 'o'.repeat(22));
    await act(() => result.current.swr.mutate(orderKey, fixtures.orderPaid(), { revalidate: false }));
    expect(result.current.swr.cache.get(serializeShopKey(orderKey))?.data).toBeDefined();
    await act(async () => void (await result.current.auth.logout()));
    expect(result.current.auth.isLoggedIn).toBe(false);
    expect(result.current.swr.cache.get(serializeShopKey(orderKey))).toBeUndefined();
    await waitFor(() => expect(result.current.auth.user).toBeNull());
    await waitFor(() => expect(result.current.cart.data?.revision).toBe(guestCart.revision));
    expect(count('GET /api/cart')).toBe(2);
    expect(count(`GET /api/orders/${'o'.repeat(22)}`)).toBe(0);
  });

  it('forgets the server-rendered data of the page on logout', async () => {
    const { guestCart } = serveSession({ loggedIn: fixtures.user() });
    const privateCart = fixtures.cart({ revision: 50, customer_data: fixtures.customerData({ email: 'private@example.hu' }) });
    const fallback = {
      [serializeShopKey(shopKey('cart', 'hu', 'HUF'))]: privateCart,
      [serializeShopKey(shopKey('user', 'hu', 'HUF'))]: fixtures.user({ email: 'private@example.hu' }),
    };
    const { result } = renderShopHook(() => ({ auth: useAuth(), cart: useCart() }), { fallback });
    expect(result.current.cart.cart?.customer_data.email).toBe('private@example.hu');
    await act(async () => void (await result.current.auth.logout()));
    expect(result.current.cart.cart?.customer_data.email).not.toBe('private@example.hu');
    await waitFor(() => expect(result.current.cart.data?.revision).toBe(guestCart.revision));
    expect(result.current.auth.user).toBeNull();
  });

  it('keeps the session when the server cannot log out', async () => {
    serveSession({ loggedIn: fixtures.user() });
    server.use(http.get(`${API}/api/auth/logout`, () => HttpResponse.error()));
    const { result } = renderShopHook(() => useAuth());
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    let answer: { ok: boolean } | undefined;
    await act(async () => {
      answer = await result.current.logout();
    });
    expect(answer).toMatchObject({ ok: false, messageKey: 'errors.network' });
    expect(result.current.isLoggedIn).toBe(true);
  });

  it('requests a password reset with the reset route of the page’s language as result_url (requirements §7)', async () => {
    const { bodies } = serveSession();
    const hu = renderShopHook(() => useAuth());
    let answer: { ok: boolean; message?: string } | undefined;
    await act(async () => {
      answer = await hu.result.current.requestPasswordReset(' anna@example.hu ');
    });
    expect(answer).toEqual({ ok: true, message: 'If the address is known, a link is on its way.' });
    expect(bodies.reset).toEqual({ email: 'anna@example.hu', result_url: `${SITE}/hu/jelszo-visszaallitas/` });
    const en = renderShopHook(() => useAuth(), { locale: 'en' });
    await act(async () => void (await en.result.current.requestPasswordReset('anna@example.hu')));
    expect(bodies.reset).toEqual({ email: 'anna@example.hu', result_url: `${SITE}/en/reset-password/` });
  });

  it('links the reset and activation e-mails to the app’s own pages when they are configured', async () => {
    const { bodies } = serveSession();
    const { result } = renderShopHook(() => useAuth(), {
      locale: 'en',
      passwordResetUrl: (locale) => `/${locale}/account/new-password?token={token}`,
      activationUrl: () => 'https://shop.example.hu/activate/{token}',
    });
    await act(async () => void (await result.current.requestPasswordReset('anna@example.hu')));
    expect(bodies.reset).toEqual({ email: 'anna@example.hu', result_url: `${SITE}/en/account/new-password?token={token}` });
    let registered: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/api/auth/register`, async ({ request }) => {
        registered = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await act(async () => void (await result.current.register({ email: 'anna@example.hu' } as never)));
    expect(registered?.activation_url).toBe('https://shop.example.hu/activate/{token}');
  });

  it('sets a new password with the token of the e-mailed link', async () => {
    const { bodies } = serveSession();
    const { result } = renderShopHook(() => useAuth());
    let answer: { ok: boolean } | undefined;
    await act(async () => {
      answer = await result.current.resetPassword('t'.repeat(40), { password: 'new-password-1', password_confirmation: 'new-password-1' });
    });
    expect(answer).toEqual({ ok: true, message: 'Password changed.' });
    expect(bodies.newPassword).toEqual({ token: 't'.repeat(40), password: 'new-password-1', password_confirmation: 'new-password-1' });
  });

  it('registers with the activation route of the page’s language filled in', async () => {
    const { bodies } = serveSession();
    const { result } = renderShopHook(() => useAuth(), { locale: 'en' });
    const body = {
      firstname: 'Anna',
      lastname: 'Kovács',
      email: 'anna@example.hu',
      password: 'secret-password',
      password_confirmation: 'secret-password',
      accept_privacy: true as const,
      accept_terms: true as const,
      bot_token: 'token',
    };
    let answer: { ok: boolean } | undefined;
    await act(async () => {
      answer = await result.current.register(body);
    });
    expect(answer).toEqual({ ok: true, message: 'Check your e-mail.' });
    expect(bodies.register).toEqual({ ...body, activation_url: `${SITE}/en/activate/` });
  });

  it('activates an account and asks again who is logged in', async () => {
    const { bodies } = serveSession();
    const { result } = renderShopHook(() => useAuth());
    await waitFor(() => expect(result.current.user).toBeNull());
    const before = count('GET /api/auth/user');
    await act(async () => void (await result.current.activate('a'.repeat(32))));
    expect(bodies.activate).toEqual({ token: 'a'.repeat(32) });
    expect(count('GET /api/auth/user')).toBe(before + 1);
  });
});
