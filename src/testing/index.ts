/**
 * `otthon/testing`: helpers for testing a shop built on Otthon with Testing Library and msw:
 * render UI or a hook inside a `<ShopProvider>` with a cache of its own, against an msw server
 * that answers every `/api` call from Otthon's mock shop. Needs `@testing-library/react` and `msw`
 * (optional peers of the package); works with any test runner (vitest, jest) in a DOM environment.
 */
export { renderShop, renderShopHook, shopWrapper, TEST_API_ORIGIN, TEST_SITE_ORIGIN, testProviderProps } from './render.js';
export { createShopServer } from './server.js';
export type { ShopServer, ShopServerOptions } from './server.js';
