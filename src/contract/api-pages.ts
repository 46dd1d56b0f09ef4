/**
 * The API's own small HTML pages, written once for the reference server and the mock shop: the
 * simulated card gateway, the two pages of a mailed confirmation link and the development
 * mailbox. They carry no script at all, one stylesheet inline, and a policy that lets a form post
 * only to the page itself and the origins given.
 */
import type { Locale } from '../domain/constants.js';
import { apiMessage, type ApiMessageKey } from './messages.js';
import type { GatewayState } from './payment-desk.js';

/** Text made safe to put into HTML, in text and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const CARD_STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f1b16; background: #f4f1ec; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 1.5rem 0; }
  dt { color: #5c5247; } dd { margin: 0; font-weight: 600; text-align: right; }
  .notice { padding: 0.75rem 1rem; background: #fff6dd; border-left: 4px solid #b7791f; }
  form { display: grid; gap: 0.75rem; }
  button, a.button { font: inherit; min-height: 2.75rem; padding: 0.625rem 1rem; border-radius: 0.5rem; border: 2px solid #1f1b16; cursor: pointer; text-align: center; text-decoration: none; }
  button[value="approve"] { background: #1f5f3a; border-color: #1f5f3a; color: #fff; }
  button[value="decline"] { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
  button[value="cancel"], a.button { background: #fff; color: #1f1b16; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }`;

const LIST_STYLE = `
  body { margin: 0 auto; max-width: 52rem; padding: 1.5rem; font: 16px/1.5 system-ui, Arial, sans-serif; color: #1f1b16; }
  article { border: 1px solid #d9d2c7; border-radius: 0.5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.125rem; margin: 0 0 0.25rem; } .meta { color: #5c5247; margin: 0 0 0.5rem; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f3ee; padding: 0.75rem; border-radius: 0.375rem; }
  a { color: #1d4ed8; word-break: break-all; } label, input, button { font: inherit; } input, button { min-height: 2.5rem; }`;

/**
 * A small page of the API's own in `locale`: a card in the middle of the page (`card`, for the
 * gateway and the confirmations), or a wide list (`list`, for the mailbox).
 */
export function apiPageHtml(locale: Locale, title: string, body: string, layout: 'card' | 'list' = 'card'): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${layout === 'card' ? CARD_STYLE : LIST_STYLE}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * A page's HTML as an answer: never cached, and a policy with no scripts at all under which its
 * forms post only to the page itself and `formOrigins` (where a redirect may lead back to the shop).
 */
export function apiPageResponse(html: string, formOrigins: readonly string[] = [], status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${formOrigins.map((origin) => ` ${origin}`).join('')}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

const paragraphsHtml = (paragraphs: readonly string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/** What a confirmation page says: its title and paragraphs, in the signup's language. */
export interface ConfirmPageText {
  locale: Locale;
  title: string;
  paragraphs: readonly string[];
}

/**
 * The page a mailed confirmation link opens (a restock notice, a newsletter subscription): its
 * button posts to `action`, so a mail scanner that follows the link confirms nothing.
 */
export function confirmButtonPageHtml(page: ConfirmPageText & { button: string }, action: string): string {
  return apiPageHtml(
    page.locale,
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>${paragraphsHtml(page.paragraphs)}
     <form method="post" action="${escapeHtml(action)}"><button class="button" type="submit">${escapeHtml(page.button)}</button></form>`,
  );
}

/** The page that button answers: the text and a link onwards. */
export function confirmedPageHtml(page: ConfirmPageText & { link: { label: string; url: string } }): string {
  return apiPageHtml(
    page.locale,
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>${paragraphsHtml(page.paragraphs)}
     <p><a class="button" href="${escapeHtml(page.link.url)}">${escapeHtml(page.link.label)}</a></p>`,
  );
}

/** What the gateway's page shows of the order it takes a payment for. */
export interface GatewayPageInput {
  locale: Locale;
  /** The order's number and its amount as money text. */
  order: { number: string; amount: string };
  /** The attempt's state by the payment desk's rule (`gatewayState`). */
  state: GatewayState;
  /** Where the decision buttons post (an open attempt). */
  action: string;
  /** The address back to the shop (an attempt no longer open). */
  back: string;
  /** How long an order holds its pieces for a card payment, in minutes (the expired page says it). */
  holdMinutes: number;
}

/**
 * The simulated card gateway's page: the order's number and amount, and for an open attempt a
 * button for each decision; for one decided, replaced or superseded, what became of it; for an
 * order whose hold ran out, that the time is over. Both of the last two link back to the shop.
 */
export function gatewayPageHtml({ locale, order, state, action, back, holdMinutes }: GatewayPageInput): string {
  const say = (key: ApiMessageKey, values?: Record<string, string | number>) => escapeHtml(apiMessage(locale, key, values));
  const details = `<dl>
    <dt>${say('gateway.merchant')}</dt><dd>Otthon</dd>
    <dt>${say('gateway.order')}</dt><dd>${escapeHtml(order.number)}</dd>
    <dt>${say('gateway.amount')}</dt><dd>${escapeHtml(order.amount)}</dd>
  </dl>`;
  const title = apiMessage(locale, 'gateway.title');
  if (state.kind === 'open') {
    const button = (decision: 'approve' | 'decline' | 'cancel') =>
      `<button type="submit" name="decision" value="${decision}">${say(`gateway.${decision}`)}</button>`;
    return apiPageHtml(
      locale,
      title,
      `<h1>${say('gateway.heading')}</h1>
     <p class="notice">${say('gateway.notice')}</p>
     ${details}
     <form method="post" action="${escapeHtml(action)}">${button('approve')}${button('decline')}${button('cancel')}</form>`,
    );
  }
  const outcome =
    state.kind === 'expired'
      ? `<h1>${say('gateway.expired_heading')}</h1>${details}<p>${say('order.reservation_expired', { minutes: holdMinutes })}</p>`
      : `<h1>${say('gateway.done_heading')}</h1>${details}<p>${say('gateway.done_text', { result: apiMessage(locale, state.result) })}</p>`;
  return apiPageHtml(locale, title, `${outcome}\n     <p><a class="button" href="${escapeHtml(back)}">${say('gateway.back')}</a></p>`);
}

/** A mail as the development mailbox lists it. */
export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: readonly string[];
  /** When it was sent, ISO 8601. */
  created_at: string;
}

/** The mailbox's recipient filter from its `to` parameter: without NUL characters, at most an address's 254 characters, trimmed; none when empty. */
export function mailboxRecipient(raw: string | null | undefined): string | undefined {
  return (
    raw
      ?.replace(/\u0000/g, '')
      .slice(0, 254)
      .trim() || undefined
  );
}

/** The development mailbox: every mail sent, newest first, with its links to follow by hand; `to` filters by recipient. */
export function mailboxPageHtml(locale: Locale, mails: readonly MailboxEntry[], to = ''): string {
  const say = (key: ApiMessageKey) => escapeHtml(apiMessage(locale, key));
  const items = mails
    .map((mail) => {
      const links = mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
      return `<article>
        <h2>${escapeHtml(mail.subject)}</h2>
        <p class="meta">${say('mailbox.to')}: <a href="?to=${encodeURIComponent(mail.to)}">${escapeHtml(mail.to)}</a> · ${say('mailbox.sent')}: <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
        ${links ? `<p>${say('mailbox.links')}:</p><ul>${links}</ul>` : ''}
        <pre>${escapeHtml(mail.text)}</pre>
      </article>`;
    })
    .join('');
  return apiPageHtml(
    locale,
    apiMessage(locale, 'mailbox.title'),
    `<h1>${say('mailbox.title')}</h1>
<p>${say('mailbox.intro')}</p>
<form method="get"><label for="to">${say('mailbox.filter')}</label> <input id="to" name="to" type="email" value="${escapeHtml(to)}"> <button type="submit">${say('mailbox.show')}</button></form>
${items || `<p>${say('mailbox.empty')}</p>`}`,
    'list',
  );
}
