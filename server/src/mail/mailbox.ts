import { apiPageResponse, mailboxPageHtml, mailboxRecipient, mailLinks } from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { isLoopbackAddress, isLoopbackHostname } from '../application/loopback.js';
import { recentMails } from './queries.js';

/**
 * The mailbox opens only to this machine, so besides the shop's data it reads the transport: the
 * client's and the socket's address, the host and the `to` parameter.
 */
type MailboxRequest = Pick<ShopRequest, 'locale' | 't'> &
  Pick<ShopData, 'db' | 'app'> &
  Pick<HttpExchange, 'header' | 'queryParam' | 'hostname' | 'clientIp' | 'peer'>;

const LIMIT = 200;

/** Headers a reverse proxy adds: a request carrying one came from somewhere else through it. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * Whether the request comes from the person running the shop on this machine: over a socket from
 * a loopback address, to a loopback host name (a page of another site that points its own name
 * at 127.0.0.1 does not qualify), through no proxy, and with a loopback client address as the
 * rate limits see it. A call without a socket comes from code in this process (a loader, a
 * test); whoever mounts the API passes the Node bindings (`c.env`) so HTTP clients are judged.
 */
function fromThisMachine(ctx: MailboxRequest): boolean {
  const peer = ctx.peer();
  if (!peer) return true;
  return (
    isLoopbackAddress(peer.address) &&
    isLoopbackHostname(ctx.hostname()) &&
    PROXY_HEADERS.every((name) => ctx.header(name) === undefined) &&
    isLoopbackAddress(ctx.clientIp())
  );
}

/** Anyone else gets the answer of an unknown route, as when the mailbox is off. */
function requireMailbox(ctx: MailboxRequest): void {
  if (!ctx.app.mailboxEnabled || !fromThisMachine(ctx)) throw new HttpError(404, ctx.t('error.route_not_found'));
}

/** The newest mails, to one recipient if given, with the links of each. */
async function recentMailViews(ctx: Pick<ShopData, 'db'>, to: string | undefined) {
  const recipient = to?.trim().toLowerCase();
  return (await recentMails(ctx.db, recipient, LIMIT)).map((mail) => ({
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mailLinks(mail.html),
    created_at: mail.createdAt.toISOString(),
  }));
}

/** The outbox as JSON, newest first, with the links of each mail (development only). */
export async function mails(ctx: MailboxRequest, to: string | undefined) {
  requireMailbox(ctx);
  return recentMailViews(ctx, to);
}

/** The outbox as a page (the contract's), so activation, reset, order and offer mails can be followed by hand. */
export async function mailboxPage(ctx: MailboxRequest): Promise<Response> {
  requireMailbox(ctx);
  const to = mailboxRecipient(ctx.queryParam('to'));
  return apiPageResponse(mailboxPageHtml(ctx.locale, await recentMailViews(ctx, to), to));
}
