import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { API, deferred, renderShopHook, setupShopServer } from '../testing/shop.js';
import type { EndpointAnswer } from '../api/shop-api.js';
import { serializeShopKey, shopKey, type ShopKeyName } from '../api/shop-key.js';
import { endpoints } from '../contract/endpoints.js';
import { useAccount } from './use-account.js';
import { useAccountOrders } from './use-account-orders.js';
import { useBlogPost } from './use-blog-post.js';
import { useBlogPosts } from './use-blog-posts.js';
import { useBrands } from './use-brands.js';
import { useCategories } from './use-categories.js';
import { useCategory } from './use-category.js';
import { useCities } from './use-cities.js';
import { useCountries } from './use-countries.js';
import { useCurrencies } from './use-currencies.js';
import { useDataSheet } from './use-data-sheet.js';
import { useHome } from './use-home.js';
import { useOffer } from './use-offer.js';
import { useOrder } from './use-order.js';
import { usePage } from './use-page.js';
import { useProduct } from './use-product.js';
import { useProducts } from './use-products.js';
import { useSearchSuggestions } from './use-search-suggestions.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';
import { useShowroom } from './use-showroom.js';

const seen: { call: string; locale: string | null; currency: string | null }[] = [];
const { count, server } = setupShopServer(
  http.all(`${API}/*`, ({ request }) => {
    const url = new URL(request.url);
    seen.push({ call: `${request.method} ${url.pathname}${url.search}`, locale: request.headers.get('locale'), currency: request.headers.get('currency-id') });
    return HttpResponse.json({ data: { answered: `${url.pathname}${url.search}` } });
  }),
);

afterEach(() => {
  seen.length = 0;
  vi.useRealTimers();
});

const HASH = 'a'.repeat(22);

/** Each data hook, the request it makes and the key it files the answer under. */
const cases: Array<{ hook: string; use: () => Pick<ShopQuery<unknown>, 'data'>; call: string; key: [ShopKeyName, ...unknown[]] }> = [
  { hook: 'useAccount', use: () => useAccount(), call: 'GET /api/account', key: ['account'] },
  { hook: 'useAccountOrders', use: () => useAccountOrders(2), call: 'GET /api/account/orders?page=2', key: ['accountOrders', 2] },
  {
    hook: 'useBlogPost',
    use: () => useBlogPost('tippek/kanape-valasztas'),
    call: 'GET /api/blog/tippek/kanape-valasztas',
    key: ['blogPost', 'tippek/kanape-valasztas'],
  },
  {
    hook: 'useBlogPosts',
    use: () => useBlogPosts({ page: 2, tag: 'nappali' }),
    call: 'GET /api/blog?page=2&tag=nappali',
    key: ['blogPosts', { page: 2, tag: 'nappali' }],
  },
  { hook: 'useBrands', use: () => useBrands(), call: 'GET /api/brands', key: ['brands'] },
  { hook: 'useCategories', use: () => useCategories(), call: 'GET /api/categories', key: ['categories'] },
  {
    hook: 'useCategory',
    use: () => useCategory(['nappali', 'kanapek']),
    call: 'GET /api/categories/resolve?path=nappali%2Fkanapek',
    key: ['resolveCategory', 'nappali/kanapek'],
  },
  { hook: 'useCities', use: () => useCities({ zipcode: '1051' }), call: 'GET /api/cities?zipcode=1051', key: ['cities', { zipcode: '1051' }] },
  { hook: 'useCountries', use: () => useCountries(), call: 'GET /api/countries', key: ['countries'] },
  { hook: 'useCurrencies', use: () => useCurrencies(), call: 'GET /api/currencies', key: ['currencies'] },
  { hook: 'useDataSheet', use: () => useDataSheet(12), call: 'GET /api/products/12/data-sheet', key: ['dataSheet', 12] },
  { hook: 'useHome', use: () => useHome(), call: 'GET /api/home', key: ['home'] },
  { hook: 'useOffer', use: () => useOffer(HASH), call: `GET /api/offers/${HASH}`, key: ['offer', HASH] },
  { hook: 'useOrder', use: () => useOrder(HASH), call: `GET /api/orders/${HASH}`, key: ['order', HASH] },
  { hook: 'usePage', use: () => usePage('szallitas'), call: 'GET /api/pages/szallitas', key: ['page', 'szallitas'] },
  { hook: 'useProduct', use: () => useProduct(12), call: 'GET /api/products/12', key: ['product', 12] },
  {
    hook: 'useProducts',
    use: () => useProducts({ sort: 'price_asc', in_stock: true, page: 2 }),
    call: 'GET /api/products?in_stock=1&page=2&sort=price_asc',
    key: ['products', { sort: 'price_asc', in_stock: true, page: 2 }],
  },
  { hook: 'useShowroom', use: () => useShowroom(), call: 'GET /api/showroom', key: ['showroom'] },
];

describe('the data hooks', () => {
  it.each(cases)('$hook asks $call in the page’s language and the shopper’s currency', async ({ use, call }) => {
    const { result } = renderShopHook(() => use().data, { locale: 'en', initialCurrency: 'EUR' });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(seen).toEqual([{ call, locale: 'en', currency: 'EUR' }]);
  });

  it.each(cases)('$hook renders from the data the server handed in, without asking', ({ use, key: [name, ...args] }) => {
    const data = { from: 'server' };
    const fallback = { [serializeShopKey(shopKey(name, 'hu', 'HUF', ...args))]: data };
    const { result } = renderShopHook(() => use().data, { fallback });
    expect(result.current).toBe(data);
    expect(seen).toEqual([]);
  });

  it.each(cases)('$hook files its answer under the id of the endpoint it asks', ({ call, key: [name] }) => {
    const [method, url] = call.split(' ');
    const { path } = endpoints[name];
    expect(method).toBe(endpoints[name].method);
    // `{id}` is one segment of the path, `{slug+}` several.
    expect(url!.split('?')[0]).toMatch(new RegExp(`^${path.replace(/\{\w+\+\}/g, '.+').replace(/\{\w+\}/g, '[^/]+')}$`));
  });

  it('file under keys naming GET endpoints, each holding that endpoint’s answer (the types checked by the compiler)', () => {
    expect(cases.filter(({ key: [name] }) => endpoints[name].method !== 'GET')).toEqual([]);
    expectTypeOf<ReturnType<typeof useAccount>['data']>().toEqualTypeOf<EndpointAnswer<'account'> | undefined>();
    expectTypeOf<ReturnType<typeof useAccountOrders>['data']>().toEqualTypeOf<EndpointAnswer<'accountOrders'> | undefined>();
    expectTypeOf<ReturnType<typeof useBlogPost>['data']>().toEqualTypeOf<EndpointAnswer<'blogPost'> | undefined>();
    expectTypeOf<ReturnType<typeof useBlogPosts>['data']>().toEqualTypeOf<EndpointAnswer<'blogPosts'> | undefined>();
    expectTypeOf<ReturnType<typeof useCategory>['data']>().toEqualTypeOf<EndpointAnswer<'resolveCategory'> | undefined>();
    expectTypeOf<ReturnType<typeof useDataSheet>['data']>().toEqualTypeOf<EndpointAnswer<'dataSheet'> | undefined>();
    expectTypeOf<ReturnType<typeof useSearchSuggestions>['data']>().toEqualTypeOf<EndpointAnswer<'suggest'> | undefined>();
    expectTypeOf<ReturnType<typeof useProducts>['data']>().toEqualTypeOf<EndpointAnswer<'products'> | undefined>();
    // A hook cannot file one endpoint's answer under another's key.
    expectTypeOf(useShopQuery<'cart'>)
      .parameter(3)
      .returns.toEqualTypeOf<Promise<EndpointAnswer<'cart'>>>();
    const productLoader = expectTypeOf(useShopQuery<'product'>).parameter(3).returns;
    // @ts-expect-error the product list is no answer of GET /api/products/{id}
    productLoader.toEqualTypeOf<Promise<EndpointAnswer<'products'>>>();
  });

  it('loads nothing while an id, slug or hash is missing', async () => {
    renderShopHook(() => [
      useProduct(undefined).data,
      useBlogPost('').data,
      useOrder(null).data,
      useCategory([]).data,
      useCities(null).data,
      useProducts(null).data,
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(seen).toEqual([]);
  });
});

describe('useSearchSuggestions', () => {
  it('asks once typing pauses, for the text as it is then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { result, rerender } = renderShopHook(
      ({ text }: { text: string }) => useSearchSuggestions(text, { debounceMs: 10_000 }).data,
      {},
      { initialProps: { text: 'k' } },
    );
    for (const text of ['ka', 'kan', 'kana']) rerender({ text });
    expect(seen).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(seen.map((entry) => entry.call)).toEqual(['GET /api/search/suggest?q=kana']);
  });

  it('cancels the request for text the shopper has typed past', async () => {
    const aborted: string[] = [];
    const held = deferred();
    server.use(
      http.get(`${API}/api/search/suggest`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        request.signal.addEventListener('abort', () => aborted.push(q));
        if (q === 'kana') await held.promise;
        return HttpResponse.json({ data: { products: [], categories: [], answered: q } });
      }),
    );
    const { result, rerender } = renderShopHook(
      ({ text }: { text: string }) => useSearchSuggestions(text, { debounceMs: 0 }).data,
      {},
      { initialProps: { text: 'kana' } },
    );
    await waitFor(() => expect(count('GET /api/search/suggest')).toBe(1));
    rerender({ text: 'kanapé' });
    await waitFor(() => expect(result.current).toMatchObject({ answered: 'kanapé' }));
    expect(aborted).toEqual(['kana']);
    held.resolve();
  });

  it('is stale while the suggestions at hand answer earlier text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(
      http.get(`${API}/api/search/suggest`, ({ request }) =>
        HttpResponse.json({ data: { products: [], categories: [], answered: new URL(request.url).searchParams.get('q') } }),
      ),
    );
    const { result, rerender } = renderShopHook(
      ({ text }: { text: string }) => useSearchSuggestions(text, { debounceMs: 1_000 }),
      {},
      { initialProps: { text: 'kana' } },
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ answered: 'kana' }));
    expect(result.current.isStale).toBe(false);
    rerender({ text: 'kanapé' });
    // Typing has not paused: the answer for "kana" is still shown, and it is stale.
    expect(result.current.data).toMatchObject({ answered: 'kana' });
    expect(result.current.isStale).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.data).toMatchObject({ answered: 'kanapé' }));
    expect(result.current.isStale).toBe(false);
  });

  it('suggests nothing for text shorter than the minimum', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { result, rerender } = renderShopHook(
      ({ text }: { text: string }) => useSearchSuggestions(text, { debounceMs: 100 }).data,
      {},
      { initialProps: { text: 'kanapé' } },
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(result.current).toBeDefined());
    rerender({ text: 'k' });
    expect(result.current).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(count('GET /api/search/suggest')).toBe(1);
  });
});
