/**
 * The newsletter, once for every implementation of the contract: the signup form, the box at the
 * checkout, the registration and the account page all sign up through these rules. The reference
 * server runs them over PostgreSQL, `otthon/msw` over its in-memory shop; each gives them a
 * {@link NewsletterStore} and keeps its own transport around the call (rate limit, transaction).
 *
 * The rules (docs/requirements.md 5.7, double opt-in):
 * - a signup takes a full name and an address (trimmed, in lower case) and only mails a
 *   confirmation link: nobody receives the newsletter at an address they have not confirmed, so
 *   a stranger's signup costs its owner one mail they can ignore (and the mail cap bounds even that);
 * - an address already confirmed stays as it is and gets no second mail; an unconfirmed one starts
 *   over with a fresh link (the earlier link stops working) in the language of the latest signup;
 * - opening the link (a GET, which mail scanners do on their own) only shows a page with a button
 *   and changes nothing; the button (a POST to the same address) confirms, once (pressing it again
 *   shows the same page); an unknown link is a 404 either way;
 * - every answer is in the request's language, the pages in the signup's.
 */
import type { Locale } from '../domain/constants.js';
import { ShopRefusal } from './refusal.js';

/** The path of the confirmation link (served on the shop's own origin with the rest of `/api`). */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm/';

/** The words of these rules: the answer, the refusal, the confirmation pages and the mail. */
const WORDS = {
  subscribed: {
    en: 'Thank you! We have sent you a confirmation e-mail: open its link to start receiving our newsletter.',
    hu: 'Köszönjük! Elküldtük a megerősítő e-mailt: a benne lévő hivatkozással erősítheti meg a feliratkozást.',
  },
  link_invalid: {
    en: 'This confirmation link is invalid or can no longer be used.',
    hu: 'Ez a megerősítő hivatkozás érvénytelen vagy már nem használható.',
  },
  confirm_subject: { en: 'Confirm your newsletter subscription', hu: 'Erősítse meg hírlevél-feliratkozását' },
  confirm_body: {
    en: 'This address was signed up for the Otthon newsletter. Please confirm with the link below. If it was not you, simply ignore this e-mail: without confirmation we send you no newsletter.',
    hu: 'Ezt a címet feliratkoztatták az Otthon hírlevelére. Kérjük, erősítse meg a feliratkozást az alábbi hivatkozással. Ha nem Ön volt, hagyja figyelmen kívül ezt a levelet: megerősítés nélkül nem küldünk hírlevelet.',
  },
  confirm_button: { en: 'Confirm the subscription', hu: 'Feliratkozás megerősítése' },
  ask_body: {
    en: 'Press the button to receive the Otthon newsletter about new collections, offers and home ideas. Opening this page alone changes nothing.',
    hu: 'Nyomja meg a gombot, és megküldjük az Otthon hírlevelét új kollekciókról, ajánlatokról és lakberendezési ötletekről. Az oldal megnyitása önmagában semmit sem változtat.',
  },
  confirmed_title: { en: 'Subscription confirmed', hu: 'Feliratkozás megerősítve' },
  confirmed_body: {
    en: 'Thank you for subscribing. You will hear from us about new collections, offers and home ideas.',
    hu: 'Köszönjük a feliratkozást! Új kollekciókról, ajánlatokról és lakberendezési ötletekről értesítjük.',
  },
  back_to_shop: { en: 'Back to the shop', hu: 'Vissza az áruházba' },
} as const satisfies Record<string, Record<Locale, string>>;

/** A subscriber as it is stored. */
export interface NewsletterSubscriber {
  /** Trimmed, in lower case. */
  email: string;
  name: string;
  locale: Locale;
  confirmed: boolean;
}

/** A signup to write: new, or starting an unconfirmed one over (with a new link). */
export interface NewsletterSignup {
  email: string;
  name: string;
  locale: Locale;
  /** The link's secret (the store may keep only its hash). */
  token: string;
  consent_at: Date;
}

/** The confirmation mail; the store delivers it. */
export interface NewsletterMail {
  kind: 'newsletter_confirm';
  locale: Locale;
  to: string;
  /** Whom the mail greets. */
  name: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
}

/** The page the confirmation link opens: a button that confirms (a form posting to the same address). */
export interface NewsletterConfirmRequest {
  locale: Locale;
  title: string;
  paragraphs: string[];
  button: string;
}

/** The page the button answers, in the language of the signup. */
export interface NewsletterConfirmation {
  locale: Locale;
  title: string;
  paragraphs: string[];
  link: { label: string; url: string };
}

/** What these rules read and write; every call may be asynchronous. */
export interface NewsletterStore {
  now(): Date;
  /** A new secret for a confirmation link. */
  newToken(): string;
  /** The origins of the shop's own site: the links go to the first. */
  origins: readonly string[];
  /** The subscriber of this address, or null. */
  subscriber(email: string): Promise<NewsletterSubscriber | null>;
  /**
   * Writes a new signup or starts an unconfirmed one over (replacing its link); answers false when
   * a confirmed subscriber was found there after all (a signup at the same moment) and left as it was.
   */
  signUp(signup: NewsletterSignup): Promise<boolean>;
  /** The subscriber of this link, without changing it; null when there is none. */
  pending(token: string): Promise<NewsletterSubscriber | null>;
  /** Marks the subscriber of this link confirmed (a second time keeps the first time); null when there is none. */
  confirm(token: string, at: Date): Promise<NewsletterSubscriber | null>;
  deliver(mail: NewsletterMail): Promise<void>;
}

export interface Newsletter {
  /** `POST /api/newsletter`: mails the confirmation link; answers the message. */
  subscribe(locale: Locale, body: { name: string; email: string }): Promise<{ message: string }>;
  /** A signup made with another form (the checkout's box, the registration, the account page): the same, without an answer. */
  signUp(locale: Locale, subscriber: { name: string; email: string }): Promise<void>;
  /** `GET /api/newsletter/confirm/{token}`: the page with the button; changes nothing; 404 in `locale` for an unknown link. */
  ask(locale: Locale, token: string): Promise<NewsletterConfirmRequest>;
  /** `POST /api/newsletter/confirm/{token}`: confirms; the page to answer; 404 in `locale` for an unknown link. */
  confirm(locale: Locale, token: string): Promise<NewsletterConfirmation>;
}

export function createNewsletter(store: NewsletterStore): Newsletter {
  const origin = () => {
    const first = store.origins[0];
    if (first === undefined) throw new Error('The newsletter needs the shop’s own origin for its confirmation links.');
    return first;
  };

  const signUp = async (locale: Locale, body: { name: string; email: string }): Promise<void> => {
    const email = body.email.trim().toLowerCase();
    const name = body.name.trim();
    if ((await store.subscriber(email))?.confirmed) return;
    const token = store.newToken();
    if (!(await store.signUp({ email, name, locale, token, consent_at: store.now() }))) return;
    await store.deliver({
      kind: 'newsletter_confirm',
      locale,
      to: email,
      name,
      subject: WORDS.confirm_subject[locale],
      paragraphs: [WORDS.confirm_body[locale]],
      action: { label: WORDS.confirm_button[locale], url: new URL(`${NEWSLETTER_CONFIRM_PATH}${encodeURIComponent(token)}`, origin()).href },
    });
  };

  return {
    async subscribe(locale, body) {
      await signUp(locale, body);
      return { message: WORDS.subscribed[locale] };
    },

    signUp,

    async ask(locale, token) {
      const subscriber = await store.pending(token);
      if (!subscriber) throw new ShopRefusal(404, WORDS.link_invalid[locale]);
      const page = subscriber.locale;
      return { locale: page, title: WORDS.confirm_subject[page], paragraphs: [WORDS.ask_body[page]], button: WORDS.confirm_button[page] };
    },

    async confirm(locale, token) {
      const subscriber = await store.confirm(token, store.now());
      if (!subscriber) throw new ShopRefusal(404, WORDS.link_invalid[locale]);
      const page = subscriber.locale;
      return {
        locale: page,
        title: WORDS.confirmed_title[page],
        paragraphs: [WORDS.confirmed_body[page]],
        link: { label: WORDS.back_to_shop[page], url: new URL(`/${page}`, origin()).href },
      };
    },
  };
}
