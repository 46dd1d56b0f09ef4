/**
 * The few non-JSON answers of the mock API: the simulated card gateway's page, the outside card
 * providers' test pages, the development mailbox and the placeholder product artwork.
 */
import type { Locale } from '../domain/constants.js';
import type { PaymentMethodProvider } from '../contract/cart.js';
import { apiMessage } from '../contract/messages.js';
import { PROVIDER_NAMES, PROVIDER_OUTCOMES } from './card-providers.js';
import { message } from './messages.js';
import type { MockMail } from './shop.js';

/** Text made safe to put into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function htmlDocument(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}button{font:inherit;min-height:44px;padding:.5rem 1rem;margin:.25rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}</style></head><body>${body}</body></html>`;
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };
const paragraphsHtml = (paragraphs: readonly string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/**
 * The page a mailed confirmation link opens (a restock notice, a newsletter subscription): its
 * button posts to `action`, so a mail scanner that follows the link confirms nothing.
 */
export function confirmButtonPage(page: { locale: Locale; title: string; paragraphs: readonly string[]; button: string }, action: string): Response {
  const body = `<h1>${escapeHtml(page.title)}</h1>${paragraphsHtml(page.paragraphs)}<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(page.button)}</button></form>`;
  return new Response(htmlDocument(page.locale, page.title, body), { headers: HTML_HEADERS });
}

/** The page that button answers: the text and a link onwards. */
export function confirmedPage(page: { locale: Locale; title: string; paragraphs: readonly string[]; link: { label: string; url: string } }): Response {
  const body = `<h1>${escapeHtml(page.title)}</h1>${paragraphsHtml(page.paragraphs)}<p><a href="${escapeHtml(page.link.url)}">${escapeHtml(page.link.label)}</a></p>`;
  return new Response(htmlDocument(page.locale, page.title, body), { headers: HTML_HEADERS });
}

/** The simulated gateway: a form posting `decision` back to the same address (outcomes). */
/**
 * The simulated card gateway's page, in the reference server's words: the order's number and
 * amount, and for a payment still to be decided a button for each decision posting back to
 * `action`; for one decided or no longer used, what became of it (`result`) and a link back.
 */
export function gatewayPage(locale: Locale, action: string, order: { number: string; amount: string }, done: { result: string; back: string } | null): string {
  const say = (key: Parameters<typeof apiMessage>[1], values?: Record<string, string>) => escapeHtml(apiMessage(locale, key, values));
  const details =
    `<dl><dt>${say('gateway.merchant')}</dt><dd>Otthon</dd><dt>${say('gateway.order')}</dt><dd>${escapeHtml(order.number)}</dd>` +
    `<dt>${say('gateway.amount')}</dt><dd>${escapeHtml(order.amount)}</dd></dl>`;
  if (done)
    return htmlDocument(
      locale,
      apiMessage(locale, 'gateway.title'),
      `<h1>${say('gateway.done_heading')}</h1>${details}<p>${say('gateway.done_text', { result: done.result })}</p>` +
        `<p><a class="button" href="${escapeHtml(done.back)}">${say('gateway.back')}</a></p>`,
    );
  const button = (decision: 'approve' | 'decline' | 'cancel') =>
    `<button type="submit" name="decision" value="${decision}">${say(`gateway.${decision}`)}</button>`;
  return htmlDocument(
    locale,
    apiMessage(locale, 'gateway.title'),
    `<h1>${say('gateway.heading')}</h1><p class="notice">${say('gateway.notice')}</p>${details}` +
      `<form method="post" action="${escapeHtml(action)}">${button('approve')}${button('decline')}${button('cancel')}</form>`,
  );
}

/**
 * An outside provider's test payment page: its name in the title, its own outcomes as buttons
 * posting `outcome` back to the same address (`PROVIDER_OUTCOMES`).
 */
export function providerPage(locale: Locale, provider: PaymentMethodProvider, action: string, known: boolean): string {
  const name = PROVIDER_NAMES[provider];
  const title = message(locale, 'providerPageTitle', { provider: name });
  if (!known) return htmlDocument(locale, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(apiMessage(locale, 'payment.attempt_not_found'))}</p>`);
  const buttons = Object.keys(PROVIDER_OUTCOMES[provider])
    .map((outcome) => `<button type="submit" name="outcome" value="${escapeHtml(outcome)}">${escapeHtml(outcome)}</button>`)
    .join('');
  return htmlDocument(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message(locale, 'providerPageLead', { provider: name }))}</p><form method="post" action="${escapeHtml(action)}">${buttons}</form>`,
  );
}

/** Every mail the shop sent, newest first, with its links clickable. */
export function mailboxPage(mails: readonly MockMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.created_at)}</td><td>${escapeHtml(mail.to)}</td><td><strong>${escapeHtml(mail.subject)}</strong><br>${escapeHtml(mail.text)}${mail.links
          .map((link) => `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
          .join('')}</td></tr>`,
    )
    .join('');
  return htmlDocument('en', 'Mailbox', `<h1>Mailbox</h1><table><thead><tr><th>Sent</th><th>To</th><th>Mail</th></tr></thead><tbody>${rows}</tbody></table>`);
}
