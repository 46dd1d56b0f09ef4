import type { Handlers } from '../application/handlers.js';
import { lookupWithdrawal, sendWithdrawalCode, submitWithdrawal, withdrawableOrders } from './withdrawals.js';

export const withdrawalRoutes = {
  sendWithdrawalCode: (ctx, { body }) => sendWithdrawalCode(ctx, body),
  lookupWithdrawal: (ctx, { body }) => lookupWithdrawal(ctx, body),
  submitWithdrawal: (ctx, { body }) => submitWithdrawal(ctx, body),
  withdrawableOrders: (ctx) => withdrawableOrders(ctx),
} satisfies Partial<Handlers>;
