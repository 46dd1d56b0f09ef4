import type { Handlers } from '../application/handlers.js';
import { offerView, orderView, restartPayment } from './view.js';

export const orderRoutes = {
  order: (ctx, { params }) => orderView(ctx, params.order_hash),
  restartPayment: (ctx, { params, body }) => restartPayment(ctx, params.order_hash, body),
  offer: (ctx, { params }) => offerView(ctx, params.offer_hash),
} satisfies Partial<Handlers>;
