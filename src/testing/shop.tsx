import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { ShopProvider, type ShopProviderProps } from '../hooks/shop-provider.js';

/** The API origin the hooks' tests talk to through msw. */
export const API = 'http://shop.test';
/** The CSRF token every test of `setupShopServer` starts with. */
export const TEST_XSRF_TOKEN = 'test-xsrf-token';
/** The storefront origin return addresses are built from. */
export const SITE = 'https://otthon.test';

/**
 * An msw server for one test file: started before, reset after each test (handlers and the
 * request log), closed after all. `requests` lists `METHOD /path?query` of every request.
 */
export function setupShopServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    clearCookies();
    // A visit whose CSRF cookie the API already set (as the storefront's first page does), so a
    // state change is sent at once; tests of the cookie's own rules clear it.
    document.cookie = `XSRF-TOKEN=${TEST_XSRF_TOKEN}; path=/`;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  /** How many requests matched `METHOD /path` (query ignored) so far. */
  const count = (call: string) => requests.filter((line) => line.split('?')[0] === call).length;
  return { server, requests, count };
}

export function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Provider props for tests: the msw origin, a fresh cache, quick retries. */
export function testProviderProps(props: Partial<ShopProviderProps> = {}): ShopProviderProps {
  return {
    apiOrigin: API,
    siteOrigin: SITE,
    ...props,
    swrConfig: { provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 1, ...props.swrConfig },
  };
}

export function shopWrapper(props: Partial<ShopProviderProps> = {}) {
  const provider = testProviderProps(props);
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <ShopProvider {...provider}>{children}</ShopProvider>;
  };
}

/** Renders a hook inside a `<ShopProvider>` with a cache of its own. */
export function renderShopHook<Result, Props>(
  hook: (props: Props) => Result,
  props: Partial<ShopProviderProps> = {},
  options: Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  return renderHook(hook, { ...options, wrapper: shopWrapper(props) });
}

/** Renders UI inside a `<ShopProvider>` with a cache of its own. */
export function renderShop(ui: ReactElement, props: Partial<ShopProviderProps> = {}) {
  return render(ui, { wrapper: shopWrapper(props) });
}

/** A promise the test resolves when it decides: answers arrive exactly when and in the order wanted. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
