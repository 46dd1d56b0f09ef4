import type { HttpHandler } from 'msw';
import { createHandlers, createMockShop } from 'otthon/msw';

/**
 * The mock shop behind every story: the contract answered in the browser by the service worker,
 * from the same handlers and fixtures `otthon/msw` gives consumers for their own tests.
 */
export const mockShop = createMockShop();

/** The default handlers, one group per contract tag (`app`, `catalog`, `cart`, …). */
export const mockShopHandlers = createHandlers(mockShop);

export type HandlerGroup = keyof typeof mockShopHandlers;

/**
 * Mock shops whose card method an outside provider takes, so checkout shows that provider's
 * notices, with their handlers (every group): a story passes them as its `msw.handlers` and seeds
 * the shop with `seedCart(lines, { shop })`.
 */
export const providerShops = {
  simplepay: createMockShop({ cardProvider: 'simplepay' }),
  barion: createMockShop({ cardProvider: 'barion' }),
  /** Both on: each is its own card method. */
  both: createMockShop({ cardProvider: ['simplepay', 'barion'] }),
} as const;
export const providerShopHandlers = {
  simplepay: createHandlers(providerShops.simplepay),
  barion: createHandlers(providerShops.barion),
  both: createHandlers(providerShops.both),
} as const;

/**
 * A group's handlers with `overrides` in front (first match wins), for a story that changes one
 * endpoint and keeps the rest of the group:
 *
 * @example
 * parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('cart')) } } }
 */
export function withOverrides(group: HandlerGroup, ...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...mockShopHandlers[group]];
}

/** Back to the seeded state (empty cart, no favourites, logged out) before each story. */
export function resetMockShop(): void {
  mockShop.reset();
}

/** The language and currency of a story's toolbar (`context.globals`). */
export interface StoryGlobals {
  locale?: unknown;
  currency?: unknown;
}

/**
 * The mock shop's products as the API answers them in the story's language and currency, so a
 * story's product is one the cart and favourites handlers know.
 */
export function shopProducts(globals: StoryGlobals) {
  return mockShop.allProducts({
    locale: globals.locale === 'en' ? 'en' : 'hu',
    currency: globals.currency === 'EUR' || globals.currency === 'USD' ? globals.currency : 'HUF',
  });
}

type ShopProduct = ReturnType<typeof shopProducts>[number];

/** The first product of the mock shop that matches, in the story's language and currency. */
export function shopProduct(globals: StoryGlobals, matches: (product: ShopProduct) => boolean = () => true): ShopProduct {
  const product = shopProducts(globals).find(matches);
  if (!product) throw new Error('shopProduct(): no product of the mock shop matches; loosen the condition.');
  return product;
}

/** Products of the mock shop with quantity tiers, on sale, sold out, or nearly sold out. */
export const hasTiers = (product: ShopProduct) => (product.prices_by_currencies.HUF?.qty_discounts.length ?? 0) > 0;
export const isOnSale = (product: ShopProduct) => product.price_original_gross !== null;
export const isSoldOut = (product: ShopProduct) => product.quantity === 0;
export const isNearlySoldOut = (product: ShopProduct) => product.quantity > 0 && product.quantity <= 3;
