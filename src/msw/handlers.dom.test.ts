import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createShopApi } from '../api/shop-api.js';
import { allHandlers } from './handlers.js';
import { createMockShop } from './shop.js';

// The browser path: cookies live in `document.cookie`, as under Storybook's service worker.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

describe('the mock handlers in a browser-like document', () => {
  it('set the readable XSRF-TOKEN cookie, so a browser client recovers from 419 on its own', async () => {
    server.resetHandlers(...allHandlers(createMockShop(), { csrf: true }));
    const api = createShopApi(createApiClient({ origin: 'http://shop.test' }));
    expect(document.cookie).not.toContain('XSRF-TOKEN');
    const cart = await api.addCartProduct({ product_id: 9, quantity: 1 });
    expect(cart.products).toHaveLength(1);
    expect(document.cookie).toMatch(/XSRF-TOKEN=\w{40}/);
    expect(document.cookie).not.toContain('otthon_session');
  });
});
