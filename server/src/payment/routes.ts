import type { Handlers } from '../application/handlers.js';
import { decide, gatewayPage } from './gateway.js';
import { barionBack, barionCallback, simplePayBack, simplePayNotice } from './provider-payments.js';

export const paymentRoutes = {
  paymentGateway: (ctx, { params }) => gatewayPage(ctx, params.attempt),
  paymentGatewayDecision: (ctx, { params, body }) => decide(ctx, params.attempt, body.decision),
  simplePayNotice: (ctx) => simplePayNotice(ctx),
  simplePayBack: (ctx, { query }) => simplePayBack(ctx, query),
  barionCallback: (ctx) => barionCallback(ctx),
  barionBack: (ctx, { query }) => barionBack(ctx, query),
} satisfies Partial<Handlers>;
