/**
 * The two small pages of a link mailed to confirm something (a restock notice, a newsletter
 * subscription): opening the link shows a button that posts to the same address, so a mail
 * scanner that follows links confirms nothing; the button answers a page with a link onwards.
 */
import type { Locale } from '../domain.js';
import { escapeHtml } from '../mail/send.js';
import { apiPage } from './api-page.js';

const paragraphsHtml = (paragraphs: readonly string[]) => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/** The page the link opens: the text and a button posting to `action`. */
export function confirmButtonPage(page: { locale: Locale; title: string; paragraphs: readonly string[]; button: string }, action: string): Response {
  return apiPage(
    page.locale,
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>${paragraphsHtml(page.paragraphs)}
     <form method="post" action="${escapeHtml(action)}"><button class="button" type="submit">${escapeHtml(page.button)}</button></form>`,
    [],
  );
}

/** The page the button answers: the text and a link onwards. */
export function confirmedPage(page: { locale: Locale; title: string; paragraphs: readonly string[]; link: { label: string; url: string } }): Response {
  return apiPage(
    page.locale,
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>${paragraphsHtml(page.paragraphs)}
     <p><a class="button" href="${escapeHtml(page.link.url)}">${escapeHtml(page.link.label)}</a></p>`,
    [],
  );
}
