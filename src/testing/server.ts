import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { pendingIntents } from '../hooks/intent-queue.js';
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
 * The cart gathers quick quantity presses for a moment (`QUANTITY_GATHER_MS`) before it sends
 * them, so a change can reach the server after the screen shows it: `await api.settled()` before
 * counting requests (it waits for the edits the hooks still hold, then for their requests), and
 * `reset()` waits for the same, so nothing lands in the next test's log.
 *
 * @example
 * import { createShopServer } from 'otthon/testing';
 * const api = createShopServer({ shop: { cart: [{ product_id: 17, quantity: 2 }] } });
 * beforeAll(api.start);
 * afterEach(api.reset);
 * afterAll(api.stop);
 * it('adds one request per click', async () => { …; await api.settled(); expect(api.count('POST /api/cart/product')).toBe(1); });
 */
export function createShopServer(options: ShopServerOptions = {}) {
  const answersFromMockShop = !options.handlers || Boolean(options.mockShop ?? options.shop);
  const mockShop = answersFromMockShop ? (options.mockShop ?? createMockShop(options.shop)) : undefined;
  const server = setupServer(...(options.handlers ?? []), ...(mockShop ? allHandlers(mockShop) : []));
  const requests: string[] = [];
  let inFlight = 0;
  let lastActivity = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    inFlight += 1;
    lastActivity = Date.now();
  });
  server.events.on('request:end', () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  });
  /**
   * Resolves once the hooks hold no edit (a cart change still gathering presses, a favourite on
   * its way), no request is under way and none has started for `quietMs` (a refetch an answer
   * set off), or rejects after `timeoutMs`.
   */
  const settled = async ({ quietMs = 50, timeoutMs = 5000 }: { quietMs?: number; timeoutMs?: number } = {}) => {
    const started = Date.now();
    for (;;) {
      const quiet = Date.now() - lastActivity;
      if (pendingIntents() === 0 && inFlight === 0 && quiet >= quietMs) return;
      if (Date.now() - started > timeoutMs) {
        throw new Error(`createShopServer().settled(): still busy after ${timeoutMs} ms (${pendingIntents()} edits held, ${inFlight} requests in flight).`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    server,
    mockShop,
    /** `METHOD /path?query` of every request since the last `reset()`. */
    requests,
    /** How many requests matched `METHOD /path` (query ignored) since the last `reset()`. */
    count: (call: string) => requests.filter((line) => line.split('?')[0] === call).length,
    /** Starts answering; a request no handler answers fails the test. */
    start: () => server.listen({ onUnhandledRequest: 'error' }),
    /** Waits until the app's requests are done, gathered cart changes included (see above). */
    settled,
    /**
     * After a test: waits for requests still on their way, then drops handlers added with
     * `server.use()`, forgets the requests and starts the mock shop over from its options (cart,
     * customer, stock), so no state leaks into the next test.
     */
    reset: async () => {
      await settled().catch(() => undefined);
      server.resetHandlers();
      requests.length = 0;
      mockShop?.reset();
    },
    stop: () => server.close(),
  };
}

export type ShopServer = ReturnType<typeof createShopServer>;
