import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { allHandlers } from '../msw/handlers.js';
import { createMockShop, type MockShop, type MockShopOptions } from '../msw/shop.js';

/** What {@link createShopServer} takes: the mock shop's state, or your own handlers instead of it. */
export interface ShopServerOptions {
  /** The in-memory shop the handlers answer from; built from `shop` options when not given. */
  mockShop?: MockShop;
  /** The state a fresh mock shop starts in (cart lines, logged-in customer, …). */
  shop?: MockShopOptions;
  /** Your own handlers: alone, or in front of the mock shop's when `mockShop` or `shop` is given too. */
  handlers?: RequestHandler[];
}

/**
 * An msw server (Node) answering every `/api` call from Otthon's mock shop, for tests of code that
 * uses the hooks and components. It records each request as `METHOD /path?query`. Wire its
 * lifecycle to your test runner: `start()` before all tests, `reset()` after each, `stop()` after all.
 *
 * @example
 * import { createShopServer } from 'otthon/testing';
 * const api = createShopServer({ shop: { cart: [{ product_id: 17, quantity: 2 }] } });
 * beforeAll(api.start);
 * afterEach(api.reset);
 * afterAll(api.stop);
 * it('adds one request per click', async () => { …; expect(api.count('POST /api/cart/product')).toBe(1); });
 */
export function createShopServer(options: ShopServerOptions = {}) {
  const answersFromMockShop = !options.handlers || Boolean(options.mockShop ?? options.shop);
  const mockShop = answersFromMockShop ? (options.mockShop ?? createMockShop(options.shop)) : undefined;
  const server = setupServer(...(options.handlers ?? []), ...(mockShop ? allHandlers(mockShop) : []));
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return {
    server,
    mockShop,
    /** `METHOD /path?query` of every request since the last `reset()`. */
    requests,
    /** How many requests matched `METHOD /path` (query ignored) since the last `reset()`. */
    count: (call: string) => requests.filter((line) => line.split('?')[0] === call).length,
    /** Starts answering; a request no handler answers fails the test. */
    start: () => server.listen({ onUnhandledRequest: 'error' }),
    /** Drops handlers added with `server.use()` and forgets the requests. */
    reset: () => {
      server.resetHandlers();
      requests.length = 0;
    },
    stop: () => server.close(),
  };
}

export type ShopServer = ReturnType<typeof createShopServer>;
