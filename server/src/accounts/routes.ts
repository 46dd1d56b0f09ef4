import type { Handlers } from '../application/handlers.js';
import { account, accountOrders, activate, currentUser, login, logout, register, requestPasswordReset, resetPassword, updateAccount } from './auth.js';

export const accountRoutes = {
  user: (ctx) => currentUser(ctx),
  login: (ctx, { body }) => login(ctx, body),
  logout: (ctx) => logout(ctx),
  register: (ctx, { body }) => register(ctx, body),
  activate: (ctx, { body }) => activate(ctx, body.token),
  requestPasswordReset: (ctx, { body }) => requestPasswordReset(ctx, body),
  resetPassword: (ctx, { params, body }) => resetPassword(ctx, params.token, body.password),
  account: (ctx) => account(ctx),
  updateAccount: (ctx, { body }) => updateAccount(ctx, body),
  accountOrders: (ctx, { query }) => accountOrders(ctx, query),
} satisfies Partial<Handlers>;
