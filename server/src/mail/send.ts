import { escapeHtml, MAIL_RECIPIENT_LIMIT, mailCapKey, mailName, mayMail } from 'otthon/contract';
import type { Db } from '../db/client.js';
import type { Locale } from '../domain.js';
import { t } from '../messages/index.js';
import { insertMail } from './queries.js';
import { hit } from '../guards/rate-limit.js';

export interface MailContent {
  locale: Locale;
  name: string;
  paragraphs: string[];
  /** A call to action; its address is also written out in the text part. */
  action?: { label: string; url: string };
  /** Rows of label/value pairs (order lines, totals). */
  rows?: [string, string][];
  /** Paragraphs after the rows. */
  after?: string[];
}

/** A mail as plain text and simple, inline-styled HTML (mail clients ignore style sheets). */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { locale } = content;
  // The visitor's own text, mailed to an address they need not own: no links, no reordering.
  const greeting = t(locale, 'mail.greeting', { name: mailName(content.name, t(locale, 'mail.customer')) });
  const signature = t(locale, 'mail.signature');
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

/**
 * Puts a mail in the outbox (in the caller's transaction, so a rolled-back order sends nothing),
 * unless its address has had its share of this kind within the hour (`MAIL_RECIPIENT_LIMIT`): the
 * caller's request still succeeds, without the mail. The count is kept in the same transaction,
 * so a rolled-back request counts nothing. Answers whether the mail went into the outbox.
 */
export async function sendMail(db: Db, mail: { kind: string; to: string; subject: string; text: string; html: string }): Promise<boolean> {
  const counter = await hit(db, mailCapKey(mail.kind, mail.to), MAIL_RECIPIENT_LIMIT.windowSeconds);
  if (!mayMail(counter.hits)) return false;
  await insertMail(db, mail);
  return true;
}

/** Every address a mail links to, for the development mailbox and tests. */
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
