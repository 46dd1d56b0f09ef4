import { act, render, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Init, Product, ProductDetail, User } from '../contract/index.js';
import type { CurrencyCode, Locale } from '../domain/constants.js';
import { fixtures } from '../msw/fixtures/index.js';
import { API, renderShopHook, setupShopServer, testProviderProps } from '../testing/shop.js';
import { ShopProvider } from './shop-provider.js';
import { serializeShopKey, shopKey } from '../api/shop-key.js';
import { retryServerErrors } from './swr-options.js';
import { useAuth } from './use-auth.js';
import { useCart } from './use-cart.js';
import { useFavourites } from './use-favourites.js';
import { useInit } from './use-init.js';
import { usePriceTier } from './use-price-tier.js';
import { useProduct } from './use-product.js';
import { useShop } from './use-shop.js';

const { server, requests, count } = setupShopServer();

afterEach(() => {
  vi.useRealTimers();
});

/** Answers a product whose title says which language and currency it was asked in. */
function productByHeaders(id: number) {
  server.use(
    http.get(`${API}/api/products/${id}`, ({ request }) =>
      HttpResponse.json({ data: fixtures.productDetail({ id, title: `${request.headers.get('locale')} ${request.headers.get('currency-id')}` }) }),
    ),
  );
}

describe('shopKey', () => {
  it('holds the language and the currency of every resource (field notes: SWR facts)', () => {
    expect(shopKey('cart', 'hu', 'HUF')).toEqual(['otthon', 'cart', 'hu', 'HUF']);
    expect(shopKey('product', 'en', 'EUR', 42)).toEqual(['otthon', 'product', 'en', 'EUR', 42]);
    expect(serializeShopKey(shopKey('cart', 'hu', 'HUF'))).not.toBe(serializeShopKey(shopKey('cart', 'hu', 'EUR')));
    expect(serializeShopKey(shopKey('products', 'hu', 'HUF', { sort: 'name', page: 2 }))).toBe(
      serializeShopKey(shopKey('products', 'hu', 'HUF', { page: 2, sort: 'name' })),
    );
  });
});

describe('ShopProvider', () => {
  it('throws a message naming the fix when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useShop())).toThrow('`useShop()` must be used inside `<ShopProvider>`.');
  });

  it('keys the cache by locale and currency', async () => {
    productByHeaders(7);
    let setLocale: (locale: Locale) => void = () => undefined;
    function Harness({ children }: { children?: ReactNode }) {
      const [locale, set] = useState<Locale>('hu');
      setLocale = set;
      return <ShopProvider {...testProviderProps({ locale })}>{children}</ShopProvider>;
    }
    const { result } = renderHook(() => ({ product: useProduct(7), shop: useShop() }), { wrapper: Harness });
    await waitFor(() => expect(result.current.product.data?.title).toBe('hu HUF'));
    act(() => setLocale('en'));
    await waitFor(() => expect(result.current.product.data?.title).toBe('en HUF'));
    act(() => result.current.shop.setCurrency('EUR'));
    await waitFor(() => expect(result.current.product.data?.title).toBe('en EUR'));
    // Back in Hungarian forints the cached answer of that key shows at once, never another's.
    act(() => {
      setLocale('hu');
      result.current.shop.setCurrency('HUF');
    });
    expect(result.current.product.data?.title).toBe('hu HUF');
    expect(count('GET /api/products/7')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the chosen currency in the currency_id cookie for 365 days and sends it as Currency-Id (requirements §4, §7)', async () => {
    productByHeaders(8);
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      cookieWrites.push(value);
      descriptor.set!.call(this, value);
    });
    const { result } = renderShopHook(() => ({ product: useProduct(8), shop: useShop() }));
    await waitFor(() => expect(result.current.product.data?.title).toBe('hu HUF'));
    act(() => result.current.shop.setCurrency('USD'));
    await waitFor(() => expect(result.current.product.data?.title).toBe('hu USD'));
    expect(cookieWrites.at(-1)).toMatch(/^currency_id=USD; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(document.cookie).toContain('currency_id=USD');
  });

  it('starts from the currency_id cookie, else the configured default (requirements §4)', () => {
    const first = renderShopHook(() => useShop(), { defaultCurrency: 'EUR' });
    expect(first.result.current.currency).toBe('EUR');
    document.cookie = 'currency_id=USD; path=/';
    const second = renderShopHook(() => useShop(), { defaultCurrency: 'EUR' });
    expect(second.result.current.currency).toBe('USD');
    document.cookie = 'currency_id=GBP; path=/';
    const third = renderShopHook(() => useShop());
    expect(third.result.current.currency).toBe('HUF');
  });

  it('reads the currency and VAT mode from the forwarded cookie when rendering on the server', () => {
    const { result } = renderShopHook(() => useShop(), { cookie: 'currency_id=EUR; vat_mode=gross' });
    expect(result.current.currency).toBe('EUR');
    expect(result.current.vatMode).toBe('gross');
  });

  it('gives useShop() one API per provider: the same object across renders, hooks and currency changes', async () => {
    productByHeaders(10);
    const { result, rerender } = renderShopHook(() => ({ first: useShop(), second: useShop() }), { locale: 'en' });
    const { api } = result.current.first;
    expect(result.current.second.api).toBe(api);
    rerender();
    act(() => result.current.first.setCurrency('EUR'));
    expect(result.current.first.currency).toBe('EUR');
    expect(result.current.first.api).toBe(api);
    // Bound to this provider's client: the page's language and the shopper's currency go along.
    expect((await api.product(10)).title).toBe('en EUR');
    const other = renderShopHook(() => useShop());
    expect(other.result.current.api).not.toBe(api);
    expect(other.result.current.api.product).toBeTypeOf('function');
  });

  it('gives each provider a cache of its own, so one render never sees another’s data', async () => {
    productByHeaders(9);
    const first = renderHook(() => useProduct(9), { wrapper: ({ children }) => <ShopProvider apiOrigin={API}>{children}</ShopProvider> });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    const second = renderHook(() => useProduct(9), { wrapper: ({ children }) => <ShopProvider apiOrigin={API}>{children}</ShopProvider> });
    expect(second.result.current.data).toBeUndefined();
    await waitFor(() => expect(second.result.current.data).toBeDefined());
    expect(count('GET /api/products/9')).toBe(2);
  });

  it.each([400, 401, 403, 404, 409, 419, 429])('does not retry a %i either', async (status) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.get(`${API}/api/products/3`, () => HttpResponse.json({ message: 'No.' }, { status })));
    if (status === 419) server.use(http.get(`${API}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })));
    const { result } = renderShopHook(() => useProduct(3), { swrConfig: { errorRetryInterval: 1000 } });
    await waitFor(() => expect(result.current.error?.status).toBe(status));
    const asked = count('GET /api/products/3');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(count('GET /api/products/3')).toBe(asked);
  });

  it('does not retry a 422', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.get(`${API}/api/products/4`, () => HttpResponse.json({ message: 'Invalid.' }, { status: 422 })));
    const { result } = renderShopHook(() => useProduct(4), { swrConfig: { errorRetryInterval: 1000 } });
    await waitFor(() => expect(result.current.error?.status).toBe(422));
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(count('GET /api/products/4')).toBe(1);
  });

  it('retries a server error or a lost connection a bounded number of times', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.get(`${API}/api/products/5`, () => HttpResponse.json({ message: 'Down.' }, { status: 503 })));
    const { result } = renderShopHook(() => useProduct(5), { swrConfig: { errorRetryInterval: 1000 } });
    await waitFor(() => expect(result.current.error?.status).toBe(503));
    for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count('GET /api/products/5')).toBe(4);
    expect(result.current.error?.status).toBe(503);
  });

  it('recovers when a retry of a server error succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/products/6`, () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: fixtures.productDetail({ id: 6, title: 'Kanapé' }) }),
      ),
    );
    const { result } = renderShopHook(() => useProduct(6));
    await waitFor(() => expect(result.current.data?.title).toBe('Kanapé'));
    expect(calls).toBe(2);
  });

  it('retries with backoff and stops after errorRetryCount', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn(async () => true);
    const config = { errorRetryCount: 3, errorRetryInterval: 100 } as never;
    const serverError = { status: 500, kind: 'http' } as never;
    retryServerErrors(serverError, 'k', config, revalidate, { retryCount: 3, dedupe: true });
    vi.runAllTimers();
    expect(revalidate).toHaveBeenCalledTimes(1);
    retryServerErrors(serverError, 'k', config, revalidate, { retryCount: 4, dedupe: true });
    retryServerErrors({ status: 0, kind: 'aborted' } as never, 'k', config, revalidate, { retryCount: 1, dedupe: true });
    vi.runAllTimers();
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('renders on the server from fallback and hydrates without fetching', async () => {
    const locale: Locale = 'hu';
    const currency: CurrencyCode = 'HUF';
    const product: ProductDetail = fixtures.productDetail({ id: 11, title: 'Oslo kanapé' });
    const line = fixtures.cartProduct({ product: fixtures.product({ id: 11 }), quantity: 2 });
    const cart: Cart = fixtures.cart({ products: [line] });
    const init: Init = fixtures.init();
    const user: User = fixtures.user({ firstname: 'Anna' });
    const favourites: Product[] = [fixtures.product({ id: 12, title: 'Bergen fotel' })];
    const key = (...args: Parameters<typeof shopKey>) => serializeShopKey(shopKey(...args));
    const fallback = {
      [key('product', locale, currency, 11)]: product,
      [key('cart', locale, currency)]: cart,
      [key('init', locale, currency)]: init,
      [key('user', locale, currency)]: user,
      [key('favourites', locale, currency)]: favourites,
    };
    function Page() {
      const { data } = useProduct(11);
      const { unitPriceFormatted } = usePriceTier(data, 1);
      const { cart: shown } = useCart();
      const { data: menus } = useInit();
      const { user: customer } = useAuth();
      const { favourites: liked } = useFavourites();
      return (
        <p>
          {data?.title} · {unitPriceFormatted} · {shown?.summary.total_quantity} · {menus?.all_products} · {customer?.firstname} ·{' '}
          {liked.map((p) => p.title).join()}
        </p>
      );
    }
    const app = (
      <ShopProvider {...testProviderProps({ locale, fallback })}>
        <Page />
      </ShopProvider>
    );
    const html = renderToString(app);
    expect(html).toContain('Oslo kanapé');
    expect(html).toContain('Anna');
    expect(html).toContain('Bergen fotel');
    expect(html.replaceAll('<!-- -->', '')).toContain(`· ${cart.summary.total_quantity} ·`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverText = container.textContent;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    // Give any revalidation scheduled for after hydration (SWR waits a frame) the chance to start.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(serverText);
    expect(requests).toEqual([]);
    container.remove();
  });

  it('asks for data the server did not hand in', async () => {
    server.use(http.get(`${API}/api/init`, () => HttpResponse.json({ data: fixtures.init() })));
    const { result } = renderShopHook(() => useInit(), { fallback: {} });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(count('GET /api/init')).toBe(1);
  });

  it('renders its children', () => {
    const { container } = render(
      <ShopProvider {...testProviderProps()}>
        <span>inside</span>
      </ShopProvider>,
    );
    expect(container.textContent).toBe('inside');
  });
});
