import type { Handlers } from '../application/handlers.js';
import { placeFromCart } from './place-order.js';

export const placementRoutes = {
  placeOrder: (ctx, { body }) => placeFromCart(ctx, body, 'order') as Promise<{ order_hash: string; redirect_url: string | null }>,
  placeOffer: (ctx, { body }) => placeFromCart(ctx, body, 'offer') as Promise<{ offer_hash: string }>,
} satisfies Partial<Handlers>;
