import type { Handlers } from '../application/handlers.js';
import { confirmRestock, showRestockConfirmation, subscribeRestock } from './restock.js';

export const restockRoutes = {
  restockSubscribe: (ctx, { params, body }) => subscribeRestock(ctx, params.id, body),
  restockConfirmPage: (ctx, { params }) => showRestockConfirmation(ctx, params.token),
  restockConfirm: (ctx, { params }) => confirmRestock(ctx, params.token),
} satisfies Partial<Handlers>;
