/**
 * How a shop mail reads, written once for the reference server and the mock shop: a greeting by
 * name, the paragraphs, a call to action (its address also written out), rows of label and value
 * (order lines, totals), closing paragraphs and the signature — as plain text and as simple,
 * inline-styled HTML (mail clients ignore style sheets).
 */
import type { Locale } from '../domain/constants.js';
import { escapeHtml } from './api-pages.js';
import { mailName } from './mail-name.js';
import { apiMessage } from './messages.js';

/** What a mail says, before it is rendered. */
export interface MailContent {
  locale: Locale;
  /** Whom it greets: the name the recipient gave (`mailName` tames it), else "customer". */
  name: string;
  paragraphs: readonly string[];
  /** A call to action; its address is also written out in the text part. */
  action?: { label: string; url: string } | undefined;
  /** Rows of label/value pairs (order lines, totals). */
  rows?: readonly (readonly [string, string])[] | undefined;
  /** Paragraphs after the rows. */
  after?: readonly string[] | undefined;
}

/** A mail as plain text and HTML. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { locale } = content;
  // The visitor's own text, mailed to an address they need not own: no links, no reordering.
  const greeting = apiMessage(locale, 'mail.greeting', { name: mailName(content.name, apiMessage(locale, 'mail.customer')) });
  const signature = apiMessage(locale, 'mail.signature');
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.rows ? [...content.rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    signature,
  ].join('\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2620">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold">Otthon</p>',
    paragraph(greeting),
    ...content.paragraphs.map(paragraph),
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#2b2620;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(content.action.url)}</p>`
      : '',
    content.rows
      ? `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${content.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:6px 0;border-bottom:1px solid #e8e2d9">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e8e2d9;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    ...(content.after ?? []).map(paragraph),
    `<p style="margin:24px 0 0;white-space:pre-line">${escapeHtml(signature)}</p>`,
    '</div></body></html>',
  ].join('');
  return { text, html };
}

/** Every address a rendered mail links to, once each, for the development mailbox and tests. */
export function mailLinks(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
  return [...new Set(links)];
}
