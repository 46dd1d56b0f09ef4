/**
 * The contact, project contact and newsletter forms: the contract's forms rules (`otthon/contract`,
 * the mock shop's too) over this server's tables, with the rate limit and the transaction (the
 * message or signup and its mail in the outbox together) around them.
 */
import { addressGroup, type ContactBody, createForms, type FormsStore, type NewsletterBody, type ProjectContactBody } from 'otthon/contract';
import type { RequestContext } from '../application/context.js';
import type { Db } from '../db/client.js';
import { insertContactMessage, insertNewsletterSignup } from '../queries/forms.js';
import { consumeBotToken } from './bot-challenge.js';
import { renderMail, sendMail } from './mail.js';
import { limit } from './rate-limit.js';

/** The forms' tables as the rules read and write them, in `db` (the database or a transaction). */
function sqlStore(db: Db): FormsStore {
  return {
    consumeBotToken: (token) => consumeBotToken(db, token),
    keepMessage: (message) => insertContactMessage(db, message),
    addSubscriber: (subscriber) => insertNewsletterSignup(db, subscriber),
    async deliver({ kind, locale, to, name, subject, paragraphs }) {
      await sendMail(db, { kind, to, subject, ...renderMail({ locale, name, paragraphs }) });
    },
  };
}

const inTransaction = <T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> => db.transaction((transaction) => run(transaction as unknown as Db));

/** The contact and project forms: bot-checked, rate-limited, kept, acknowledged by e-mail. */
export async function sendContact(ctx: RequestContext, kind: 'contact' | 'project', body: ContactBody | ProjectContactBody): Promise<{ message: string }> {
  await limit(ctx, `contact:${addressGroup(ctx.clientIp())}`, 10, 600);
  return inTransaction(ctx.db, (tx) => createForms(sqlStore(tx)).contact(ctx.locale, kind, body));
}

/** A newsletter signup (a full name and an e-mail address); signing up twice answers the same. */
export async function subscribe(ctx: RequestContext, body: NewsletterBody): Promise<{ message: string }> {
  await limit(ctx, `newsletter:${addressGroup(ctx.clientIp())}`, 10, 600);
  return inTransaction(ctx.db, (tx) => createForms(sqlStore(tx)).newsletter(ctx.locale, body));
}
