import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { Cart, CategoryDetail, SearchSuggestions, User } from '../contract/index.js';
import { type Endpoint, type EndpointId, endpoints } from '../contract/endpoints.js';
import { createApiClient } from './client.js';
import { type ClientEndpointId, createShopApi, type EndpointAnswer, type ShopApi } from './shop-api.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// A visit that already has its CSRF cookie: state changes are sent at once.
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

/**
 * Calls the storefront never makes itself: pages of the simulated gateway, development tools, and
 * images (the browser loads `Image.src`).
 */
const SERVER_ONLY_IDS = [
  'paymentGateway',
  'paymentGatewayDecision',
  'mailbox',
  'mails',
  'media',
  'restockConfirm',
  'simplePayNotice',
  'simplePayBack',
  'barionCallback',
  'barionBack',
  'orderInvoice',
  'restockConfirmPage',
  'newsletterConfirm',
  'newsletterConfirmPage',
] as const satisfies readonly EndpointId[];
const SERVER_ONLY = new Set<EndpointId>(SERVER_ONLY_IDS);

/** One sample call per method, with arguments that fill every path parameter. */
const samples: Record<keyof ShopApi, (api: ShopApi) => unknown> = {
  csrfCookie: (api) => api.csrfCookie(),
  ping: (api) => api.ping(),
  init: (api) => api.init(),
  currencies: (api) => api.currencies(),
  countries: (api) => api.countries(),
  cities: (api) => api.cities({ q: 'Buda' }),
  pickupPoints: (api) => api.pickupPoints({ q: '1111', carrier: 'foxpost' }),
  botChallenge: (api) => api.botChallenge(),
  home: (api) => api.home(),
  categories: (api) => api.categories(),
  resolveCategory: (api) => api.resolveCategory(['nappali', 'kanapek']),
  brands: (api) => api.brands(),
  products: (api) => api.products({ sort: 'price_asc', colour: ['szurke'] }),
  suggest: (api) => api.suggest('kan'),
  product: (api) => api.product(12),
  dataSheet: (api) => api.dataSheet(12),
  blogPosts: (api) => api.blogPosts({ page: 2 }),
  blogPost: (api) => api.blogPost('tippek/kanape-valasztas'),
  page: (api) => api.page('gyakran-ismetelt-kerdesek'),
  showroom: (api) => api.showroom(),
  favourites: (api) => api.favourites(),
  addFavourite: (api) => api.addFavourite(12),
  removeFavourite: (api) => api.removeFavourite(12),
  cart: (api) => api.cart(),
  addCartProduct: (api) => api.addCartProduct({ product_id: 12, quantity: 1 }),
  setCartProduct: (api) => api.setCartProduct(12, 3),
  updateCustomer: (api) => api.updateCustomer({} as never),
  addCoupon: (api) => api.addCoupon({ code: 'OTTHON10' }),
  removeCoupon: (api) => api.removeCoupon('OTTHON10'),
  setPaymentMethod: (api) => api.setPaymentMethod(1),
  setDeliveryMethod: (api) => api.setDeliveryMethod(3, 'foxpost:hu5122'),
  setHomeDelivery: (api) => api.setHomeDelivery({ floor: 3, has_lift: false, assembly: true, slot: { date: '2026-12-07', period: 'evening' } }),
  deliverySlots: (api) => api.deliverySlots(),
  placeOrder: (api) => api.placeOrder({} as never, 'key-1'),
  placeOffer: (api) => api.placeOffer({} as never, 'key-2'),
  order: (api) => api.order('a'.repeat(22)),
  restartPayment: (api) => api.restartPayment('a'.repeat(22), { payment_method: 1, transaction_result_url: 'http://shop.test/r' }),
  offer: (api) => api.offer('b'.repeat(22)),
  sendWithdrawalCode: (api) => api.sendWithdrawalCode({ order_number: 'OT-000001', email: 'vevo@example.hu' }),
  lookupWithdrawal: (api) => api.lookupWithdrawal({ order_number: 'OT-000001', email: 'vevo@example.hu', code: '123456' }),
  submitWithdrawal: (api) => api.submitWithdrawal({ order_number: 'OT-000001', items: [{ id: 1, quantity: 1 }] }, 'key-1'),
  user: (api) => api.user(),
  login: (api) => api.login({ email: 'a@b.hu', password: 'x' }),
  logout: (api) => api.logout(),
  register: (api) => api.register({} as never),
  activate: (api) => api.activate({ token: 't'.repeat(20) }),
  requestPasswordReset: (api) => api.requestPasswordReset({ email: 'a@b.hu', result_url: 'http://shop.test/r' }),
  resetPassword: (api) => api.resetPassword('t'.repeat(20), { password: 'x', password_confirmation: 'x' }),
  account: (api) => api.account(),
  updateAccount: (api) => api.updateAccount({} as never),
  accountOrders: (api) => api.accountOrders(2),
  withdrawableOrders: (api) => api.withdrawableOrders(),
  contact: (api) => api.contact({} as never),
  projectContact: (api) => api.projectContact({} as never),
  newsletter: (api) => api.newsletter({} as never),
  restockSubscribe: (api) => api.restockSubscribe(12, {} as never),
};

/** The contract path as a pattern: `{id}` one segment, `{slug+}` several. */
const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\+\}/g, '[^?]+').replace(/\{\w+\}/g, '[^/?]+')}$`);

describe('createShopApi', () => {
  const calls: { method: string; path: string; headers: Headers }[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers });
  });

  it('has a method for every call of the contract the storefront makes', () => {
    const api = createShopApi(createApiClient({ origin: ORIGIN }));
    const contractIds = (Object.keys(endpoints) as EndpointId[]).filter((id) => !SERVER_ONLY.has(id)).sort();
    expect(Object.keys(api).sort()).toEqual(contractIds);
  });

  it('names each method by its endpoint id and answers that endpoint’s data (checked by the compiler)', () => {
    expectTypeOf<keyof ShopApi>().toEqualTypeOf<ClientEndpointId>();
    expectTypeOf<Exclude<EndpointId, ClientEndpointId>>().toEqualTypeOf<(typeof SERVER_ONLY_IDS)[number]>();
    expectTypeOf<ReturnType<ShopApi['cart']>>().toEqualTypeOf<Promise<Cart>>();
    expectTypeOf<ReturnType<ShopApi['resolveCategory']>>().toEqualTypeOf<Promise<CategoryDetail>>();
    expectTypeOf<ReturnType<ShopApi['suggest']>>().toEqualTypeOf<Promise<EndpointAnswer<'suggest'>>>();
    expectTypeOf<EndpointAnswer<'suggest'>>().toEqualTypeOf<SearchSuggestions>();
    expectTypeOf<ReturnType<ShopApi['user']>>().toEqualTypeOf<Promise<User | null>>();
    expect(Object.keys(samples)).toHaveLength(Object.keys(endpoints).length - SERVER_ONLY.size);
  });

  it.each(Object.keys(samples) as (keyof ShopApi)[])('%s requests the method and path of the contract', async (id) => {
    server.use(http.all('*', () => HttpResponse.json({ data: {} })));
    calls.length = 0;
    await samples[id](createShopApi(createApiClient({ origin: ORIGIN })));
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    const endpoint = (endpoints as Record<string, Endpoint>)[id];
    if (!endpoint) throw new Error(`no contract endpoint ${id}`);
    const last = calls.at(-1)!;
    const viaDeleteHelper = endpoint.deleteAlias && last.method === 'POST' && last.path.endsWith('/delete');
    expect(viaDeleteHelper ? 'DELETE' : last.method).toBe(endpoint.method);
    expect(viaDeleteHelper ? last.path.replace(/\/delete$/, '') : last.path).toMatch(pattern(endpoint.path));
  });

  it('sends the Idempotency-Key header when placing an order or an offer', async () => {
    server.use(http.all('*', () => HttpResponse.json({ data: { order_hash: 'h', redirect_url: null } })));
    calls.length = 0;
    const api = createShopApi(createApiClient({ origin: ORIGIN }));
    await api.placeOrder({ transaction_result_url: 'http://shop.test/r', accept_privacy: true, accept_terms: true }, 'k-123');
    expect(calls.at(-1)?.headers.get('idempotency-key')).toBe('k-123');
  });

  it('gives the card gateway of an order or of Pay Again on the API origin, not the page', async () => {
    server.use(http.all('*', () => HttpResponse.json({ data: { order_hash: 'h', redirect_url: '/api/payment/gateway/att-1' } })));
    const api = createShopApi(createApiClient({ origin: 'http://api.shop.test' }));
    const placed = await api.placeOrder({ transaction_result_url: 'http://shop.test/r', accept_privacy: true, accept_terms: true }, 'k-1');
    const again = await api.restartPayment('h', { payment_method: 2, transaction_result_url: 'http://shop.test/r' });
    expect([placed.redirect_url, again.redirect_url]).toEqual([
      'http://api.shop.test/api/payment/gateway/att-1',
      'http://api.shop.test/api/payment/gateway/att-1',
    ]);
    // Same origin: the address stays as the API wrote it.
    const local = await createShopApi(createApiClient()).placeOrder({ transaction_result_url: 'http://shop.test/r', accept_privacy: true, accept_terms: true });
    expect(local.redirect_url).toBe('/api/payment/gateway/att-1');
  });

  it('fetches the CSRF cookie before logging in (requirements §7)', async () => {
    server.use(http.all('*', () => HttpResponse.json({ data: {} })));
    calls.length = 0;
    await createShopApi(createApiClient({ origin: ORIGIN })).login({ email: 'a@b.hu', password: 'secret' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/auth/login']);
  });

  it('encodes each segment of a multi-segment slug', async () => {
    server.use(http.all('*', () => HttpResponse.json({ data: {} })));
    calls.length = 0;
    await createShopApi(createApiClient({ origin: ORIGIN })).blogPost('tippek/kanapé választás');
    expect(calls.at(-1)?.path).toBe('/api/blog/tippek/kanap%C3%A9%20v%C3%A1laszt%C3%A1s');
  });
  it('sends the delivery method with its pick-up point, and without one leaves the point to the server', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/cart/method/delivery', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    const api = createShopApi(createApiClient({ origin: ORIGIN }));
    await api.setDeliveryMethod(3, 'foxpost:hu5122');
    await api.setDeliveryMethod(2);
    await api.setDeliveryMethod(3, null);
    expect(bodies).toEqual([{ id: 3, pickup_point_id: 'foxpost:hu5122' }, { id: 2 }, { id: 3, pickup_point_id: null }]);
  });

  it('asks for pick-up points near a postcode, of one carrier', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/pickup-points', ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ data: [] });
      }),
    );
    await createShopApi(createApiClient({ origin: ORIGIN })).pickupPoints({ q: '1111', carrier: 'gls' });
    expect(urls).toEqual(['?carrier=gls&q=1111']);
  });
});
