/**
 * The contact, project contact and newsletter forms: the contract's forms and newsletter rules
 * (`otthon/contract`, the mock shop's too) over this server's tables, with the rate limit and the
 * transaction (the message or signup and its mail in the outbox together) around them.
 */
import {
  addressGroup,
  apiPageResponse,
  confirmButtonPageHtml,
  confirmedPageHtml,
  type ContactBody,
  createForms,
  createNewsletter,
  type FormsStore,
  type Newsletter,
  NEWSLETTER_CONFIRM_PATH,
  type NewsletterBody,
  type NewsletterStore,
  type ProjectContactBody,
  renderMail,
} from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { randomToken, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import type { Locale } from '../domain.js';
import { confirmNewsletterSubscriber, insertContactMessage, newsletterSubscriberOf, newsletterSubscriberOfLink, upsertNewsletterSignup } from './queries.js';
import { consumeBotToken } from '../guards/bot-challenge.js';
import { sendMail } from '../mail/send.js';
import { limit } from '../guards/rate-limit.js';

/**
 * What the forms and the newsletter ask of a request: language, messages, clock, the database and
 * the settings (a form sent adds the client's address for its rate limit).
 */
type FormsRequest = Pick<ShopRequest, 'locale' | 't' | 'now'> & Pick<ShopData, 'db' | 'app'>;

/** The forms' tables as the rules read and write them, in `db` (the database or a transaction). */
function sqlStore(db: Db): FormsStore {
  return {
    consumeBotToken: (token) => consumeBotToken(db, token),
    keepMessage: (message) => insertContactMessage(db, message),
    async deliver({ kind, locale, to, name, subject, paragraphs }) {
      await sendMail(db, { kind, to, subject, ...renderMail({ locale, name, paragraphs }) });
    },
  };
}

/** The newsletter's table as its rules read and write it, in `db` (the database or a transaction). */
function newsletterStore(db: Db, { now, origins }: { now: () => Date; origins: readonly string[] }): NewsletterStore {
  const asSubscriber = (row: { email: string; name: string; locale: string; confirmedAt: Date | null } | null) =>
    row && { email: row.email, name: row.name, locale: row.locale as Locale, confirmed: row.confirmedAt !== null };
  return {
    now,
    newToken: () => randomToken(),
    origins,
    subscriber: async (email) => asSubscriber(await newsletterSubscriberOf(db, email)),
    signUp: ({ token, consent_at, ...signup }) => upsertNewsletterSignup(db, { ...signup, tokenHash: sha256(token), consentAt: consent_at }),
    pending: async (token) => asSubscriber(await newsletterSubscriberOfLink(db, sha256(token))),
    confirm: async (token, at) => asSubscriber(await confirmNewsletterSubscriber(db, sha256(token), at)),
    async deliver({ kind, locale, to, name, subject, paragraphs, action }) {
      await sendMail(db, { kind, to, subject, ...renderMail({ locale, name, paragraphs, action }) });
    },
  };
}

/** The newsletter's rules over `db` (the database or the transaction of the request), linking to the shop's own origin. */
export function newsletterOf(ctx: Pick<ShopRequest, 'now'> & Pick<ShopData, 'db' | 'app'>, db: Db = ctx.db): Newsletter {
  return createNewsletter(newsletterStore(db, { now: () => ctx.now(), origins: ctx.app.publicOrigins }));
}

const inTransaction = <T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> => db.transaction((transaction) => run(transaction as unknown as Db));

/** The contact and project forms: bot-checked, rate-limited, kept, acknowledged by e-mail. */
export async function sendContact(
  ctx: FormsRequest & Pick<HttpExchange, 'clientIp'>,
  kind: 'contact' | 'project',
  body: ContactBody | ProjectContactBody,
): Promise<{ message: string }> {
  await limit(ctx, `contact:${addressGroup(ctx.clientIp())}`, 10, 600);
  return inTransaction(ctx.db, (tx) => createForms(sqlStore(tx)).contact(ctx.locale, kind, body));
}

/** `POST /api/newsletter`: mails the confirmation link (double opt-in); signing up twice answers the same. */
export async function subscribe(ctx: FormsRequest & Pick<HttpExchange, 'clientIp'>, body: NewsletterBody): Promise<{ message: string }> {
  await limit(ctx, `newsletter:${addressGroup(ctx.clientIp())}`, 10, 600);
  return inTransaction(ctx.db, (tx) => newsletterOf(ctx, tx).subscribe(ctx.locale, body));
}

/** `GET /api/newsletter/confirm/{token}`: a page whose button confirms; opening it (as a mail scanner does) changes nothing. */
export async function showNewsletterConfirmation(ctx: FormsRequest, token: string): Promise<Response> {
  return apiPageResponse(confirmButtonPageHtml(await newsletterOf(ctx).ask(ctx.locale, token), `${NEWSLETTER_CONFIRM_PATH}${encodeURIComponent(token)}`));
}

/** `POST /api/newsletter/confirm/{token}`: the button of that page; confirms and answers a page in the signup's language. */
export async function confirmNewsletter(ctx: FormsRequest, token: string): Promise<Response> {
  return apiPageResponse(confirmedPageHtml(await newsletterOf(ctx).confirm(ctx.locale, token)));
}
