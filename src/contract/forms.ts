/**
 * The contact form and the project contact form, once for every implementation of the contract
 * (the newsletter has its own rules: `newsletter.ts`). The reference server runs these rules over PostgreSQL,
 * `otthon/msw` over its in-memory shop; each gives them a {@link FormsStore} and keeps its own
 * transport around the call (rate limit, transaction).
 *
 * The rules (docs/requirements.md 1 and 4.8):
 * - the two contact forms need a bot-challenge token, used once: a missing, unknown, expired or
 *   used token is a 422 on `bot_token`;
 * - a contact message is kept (name, the address in lower case, phone, subject, message, the
 *   language) and acknowledged by e-mail, quoting a short excerpt without links (`mailExcerpt`);
 * - every answer is one sentence in the request's language.
 */
import type { Locale } from '../domain/constants.js';
import { fieldRefusal } from './refusal.js';
import { mailExcerpt } from './mail-name.js';

/** The words of these rules: the answers and the mails. */
const WORDS = {
  contact_sent: {
    en: 'Thank you for your message! We will reply within one working day.',
    hu: 'Köszönjük üzenetét! Egy munkanapon belül válaszolunk.',
  },
  project_sent: {
    en: 'Thank you! Our interior design team will contact you within two working days.',
    hu: 'Köszönjük! Belsőépítész csapatunk két munkanapon belül felveszi Önnel a kapcsolatot.',
  },
  contact_subject: { en: 'We have received your message', hu: 'Megkaptuk üzenetét' },
  contact_body: {
    en: 'Thank you for contacting us. We will reply within one working day. Your message:',
    hu: 'Köszönjük, hogy írt nekünk! Egy munkanapon belül válaszolunk. Az üzenete:',
  },
  project_subject: { en: 'We have received your project request', hu: 'Megkaptuk projektigényét' },
  project_body: {
    en: 'Thank you for your project request. Our interior design team will contact you within two working days. Your message:',
    hu: 'Köszönjük projektigényét! Belsőépítész csapatunk két munkanapon belül felveszi Önnel a kapcsolatot. Az üzenete:',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** Which contact form: the general one or the project form. */
export type ContactKind = 'contact' | 'project';

/** A contact message to keep. */
export interface ContactMessage {
  kind: ContactKind;
  name: string;
  /** In lower case. */
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  locale: Locale;
}

/** A mail these rules send; the store delivers it. */
export interface FormMail {
  kind: ContactKind;
  locale: Locale;
  to: string;
  /** Whom the mail greets. */
  name: string;
  subject: string;
  paragraphs: string[];
}

/** What these rules read and write; every call may be asynchronous. */
export interface FormsStore {
  /** Uses up a bot-challenge token; answers whether it was issued, unused and still valid. */
  consumeBotToken(token: string): Promise<boolean>;
  keepMessage(message: ContactMessage): Promise<void>;
  deliver(mail: FormMail): Promise<void>;
}

/** A contact form as these rules read it (the contract's `ContactBody` and `ProjectContactBody`). */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string | null | undefined;
  subject?: string | null | undefined;
  message: string;
  bot_token: string;
}

export interface Forms {
  /** `POST /api/contact` or `POST /api/contact/project`: keeps the message, acknowledges it by e-mail, answers the thanks. */
  contact(locale: Locale, kind: ContactKind, body: ContactRequest): Promise<{ message: string }>;
}

export function createForms(store: FormsStore): Forms {
  return {
    async contact(locale, kind, body) {
      if (!(await store.consumeBotToken(body.bot_token))) throw fieldRefusal(locale, 'bot_token', 'auth.bot_failed');
      const email = body.email.trim().toLowerCase();
      await store.keepMessage({
        kind,
        name: body.name,
        email,
        phone: body.phone ?? null,
        subject: kind === 'contact' ? (body.subject ?? null) : null,
        message: body.message,
        locale,
      });
      await store.deliver({
        kind,
        locale,
        to: email,
        name: body.name,
        subject: WORDS[kind === 'contact' ? 'contact_subject' : 'project_subject'][locale],
        paragraphs: [WORDS[kind === 'contact' ? 'contact_body' : 'project_body'][locale], mailExcerpt(body.message)],
      });
      return { message: WORDS[kind === 'contact' ? 'contact_sent' : 'project_sent'][locale] };
    },
  };
}
