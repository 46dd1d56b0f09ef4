import type { Handlers } from '../application/handlers.js';
import { settled } from '../shared/deferred.js';
import { mailboxPage, mails } from './mailbox.js';

/** Development: the outbox as it is once the mails requests left to send after their answers are written. */
export const mailRoutes = {
  mailbox: async (ctx) => (await settled(), mailboxPage(ctx)),
  mails: async (ctx, { query }) => (await settled(), mails(ctx, query.to)),
} satisfies Partial<Handlers>;
