import type { Handlers } from '../application/handlers.js';
import { issueBotToken } from './bot-challenge.js';

/** The request's protections: the CSRF cookie and the bot challenge's token. */
export const guardRoutes = {
  csrfCookie: async (ctx) => {
    await ctx.sendCsrfCookie();
  },
  botChallenge: (ctx) => issueBotToken(ctx),
} satisfies Partial<Handlers>;
