/**
 * The contact and project contact forms of the mock shop: the contract's forms rules (the
 * reference server's too) over the mock's bot tokens, its received forms and its outbox.
 */
import { createForms, type Forms } from '../contract/forms.js';
import type { OutgoingMail } from './shop-state.js';

/** A form the mock shop received, as it keeps it. */
interface Submission {
  form: 'contact' | 'projectContact' | 'newsletter';
  body: Record<string, unknown>;
  created_at: string;
}

interface FormsDependencies {
  /** Uses up a bot-challenge token; whether it was issued, unused and still valid. */
  consumeBotToken: (token: string) => boolean;
  /** The forms received, oldest first; the rules add to it. */
  submissions: () => Submission[];
  sendMail: (mail: OutgoingMail) => void;
  now: () => Date;
}

export function createMockForms(deps: FormsDependencies): Forms {
  return createForms({
    consumeBotToken: async (token) => deps.consumeBotToken(token),
    async keepMessage({ kind, phone, subject, ...message }) {
      // What the rules keep; an optional field the form left out stays out, as a consumer's test reads it.
      const body = { ...message, ...(phone === null ? {} : { phone }), ...(subject === null ? {} : { subject }) };
      deps.submissions().push({ form: kind === 'contact' ? 'contact' : 'projectContact', body, created_at: deps.now().toISOString() });
    },
    async deliver(mail) {
      deps.sendMail(mail);
    },
  });
}
