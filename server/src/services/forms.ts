import type { ContactBody, NewsletterBody, ProjectContactBody } from 'otthon/contract';
import type { RequestContext } from '../application/context.js';
import { fieldError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import { t } from '../messages/index.js';
import { insertContactMessage, insertNewsletterSignup } from '../queries/forms.js';
import { consumeBotToken } from './bot-challenge.js';
import { renderMail, sendMail } from './mail.js';
import { limit } from './rate-limit.js';

/** The contact and project forms: bot-checked, rate-limited, stored, acknowledged by e-mail. */
export async function sendContact(ctx: RequestContext, kind: 'contact' | 'project', body: ContactBody | ProjectContactBody): Promise<{ message: string }> {
  await limit(ctx, `contact:${ctx.clientIp()}`, 10, 600);
  if (!(await consumeBotToken(ctx.db, body.bot_token))) throw fieldError('bot_token', ctx.t('auth.bot_failed'));
  const locale = ctx.locale;
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await insertContactMessage(tx, {
      kind,
      name: body.name,
      email: body.email.toLowerCase(),
      phone: body.phone ?? null,
      subject: 'subject' in body ? (body.subject ?? null) : null,
      message: body.message,
      locale,
    });
    const mail = renderMail({
      locale,
      name: body.name,
      paragraphs: [t(locale, kind === 'contact' ? 'mail.contact.body' : 'mail.project.body'), body.message],
    });
    await sendMail(tx, {
      kind,
      to: body.email,
      subject: t(locale, kind === 'contact' ? 'mail.contact.subject' : 'mail.project.subject'),
      ...mail,
    });
  });
  return { message: ctx.t(kind === 'contact' ? 'forms.contact_sent' : 'forms.project_sent') };
}

/** A newsletter signup (requirements §5: full name and e-mail); signing up twice answers the same. */
export async function subscribe(ctx: RequestContext, body: NewsletterBody): Promise<{ message: string }> {
  await limit(ctx, `newsletter:${ctx.clientIp()}`, 10, 600);
  const email = body.email.trim().toLowerCase();
  const locale = ctx.locale;
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (await insertNewsletterSignup(tx, { email, name: body.name, locale })) {
      const mail = renderMail({ locale, name: body.name, paragraphs: [t(locale, 'mail.newsletter.body')] });
      await sendMail(tx, { kind: 'newsletter', to: email, subject: t(locale, 'mail.newsletter.subject'), ...mail });
    }
  });
  return { message: ctx.t('forms.newsletter_subscribed') };
}
