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

const GATEWAY_TEXT: Record<Locale, { title: string; lead: string; approve: string; decline: string; cancel: string; unknown: string }> = {
  hu: {
    title: 'Bankkártyás fizetés – tesztfizetőoldal',
    lead: 'Ez a szimulált bank oldala. Válassza ki, mi történjen a fizetéssel.',
    approve: 'Jóváhagyás',
    decline: 'Elutasítás',
    cancel: 'Megszakítás',
    unknown: 'Ez a fizetési kísérlet nem létezik.',
  },
  en: {
    title: 'Card payment – test gateway',
    lead: 'This is the simulated bank’s page. Choose what happens to the payment.',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel',
    unknown: 'This payment attempt does not exist.',
  },
};

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
export function gatewayPage(locale: Locale, action: string, known: boolean): string {
  const text = GATEWAY_TEXT[locale];
  if (!known) return htmlDocument(locale, text.title, `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.unknown)}</p>`);
  const button = (decision: string, label: string) => `<button type="submit" name="decision" value="${decision}">${escapeHtml(label)}</button>`;
  return htmlDocument(
    locale,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.lead)}</p><form method="post" action="${escapeHtml(action)}">${button('approve', text.approve)}${button('decline', text.decline)}${button('cancel', text.cancel)}</form>`,
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
