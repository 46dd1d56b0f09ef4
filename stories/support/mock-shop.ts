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
