import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { isLoopbackAddress, isLoopbackHostname } from '../application/loopback.js';
import { recentMails } from './queries.js';
import { escapeHtml, mailLinks } from './send.js';

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

async function recent(ctx: Pick<ShopData, 'db'>, to: string | undefined) {
  const recipient = to?.trim().toLowerCase();
  return recentMails(ctx.db, recipient, LIMIT);
}

/** The outbox as JSON, newest first, with the links of each mail (development only). */
export async function mails(ctx: MailboxRequest, to: string | undefined) {
  requireMailbox(ctx);
  return (await recent(ctx, to)).map((mail) => ({
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mailLinks(mail.html),
    created_at: mail.createdAt.toISOString(),
  }));
}

/** The outbox as a page, so activation, reset, order and offer mails can be followed by hand. */
export async function mailboxPage(ctx: MailboxRequest): Promise<Response> {
  requireMailbox(ctx);
  const to = ctx
    .queryParam('to')
    ?.replace(/\u0000/g, '')
    .slice(0, 254);
  const list = await recent(ctx, to);
  const items = list
    .map((mail) => {
      const links = mailLinks(mail.html)
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('');
      return `<article>
        <h2>${escapeHtml(mail.subject)}</h2>
        <p class="meta">${escapeHtml(ctx.t('mailbox.to'))}: <a href="?to=${encodeURIComponent(mail.to)}">${escapeHtml(mail.to)}</a> · ${escapeHtml(ctx.t('mailbox.sent'))}: <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
        ${links ? `<p>${escapeHtml(ctx.t('mailbox.links'))}:</p><ul>${links}</ul>` : ''}
        <pre>${escapeHtml(mail.text)}</pre>
      </article>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="${ctx.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(ctx.t('mailbox.title'))}</title>
<style>
  body { margin: 0 auto; max-width: 52rem; padding: 1.5rem; font: 16px/1.5 system-ui, Arial, sans-serif; color: #1f1b16; }
  article { border: 1px solid #d9d2c7; border-radius: 0.5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.125rem; margin: 0 0 0.25rem; } .meta { color: #5c5247; margin: 0 0 0.5rem; }
  pre { white-space: pre-wrap; background: #f6f3ee; padding: 0.75rem; border-radius: 0.375rem; }
  a { color: #1d4ed8; word-break: break-all; } label, input, button { font: inherit; } input, button { min-height: 2.5rem; }
</style></head>
<body><main>
<h1>${escapeHtml(ctx.t('mailbox.title'))}</h1>
<p>${escapeHtml(ctx.t('mailbox.intro'))}</p>
<form method="get"><label for="to">${escapeHtml(ctx.t('mailbox.filter'))}</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">${escapeHtml(ctx.t('mailbox.show'))}</button></form>
${items || `<p>${escapeHtml(ctx.t('mailbox.empty'))}</p>`}
</main></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    },
  });
}
