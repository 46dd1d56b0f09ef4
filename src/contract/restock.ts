/**
 * "Notify me when it is back" for products out of stock, once for every implementation of the
 * contract. The reference server runs these rules over PostgreSQL (its goods-in command and lapsed
 * reservations bring stock back), `otthon/msw` over its in-memory shop (`setStock`); each gives
 * them a {@link RestockStore} and keeps its own transport around the call (rate limit,
 * transaction).
 *
 * The rules (docs/requirements.md 10.4, double opt-in):
 * - a signup needs the consent (422 on `consent`), then a product address on the shop's own site
 *   (422 on `product_url`), then a product of the catalogue (404) that is out of stock (409);
 * - a signup only mails a confirmation link; an address already confirmed and still waiting for
 *   its notice stays as it is and gets no second mail; any other (new, unconfirmed, already
 *   notified) starts over with a fresh link, and an earlier link stops working;
 * - opening the link (a GET, which mail scanners do on their own) only shows a page with a button
 *   and changes nothing; the button (a POST to the same address) confirms the signup while the
 *   notice has not gone out (pressing it again shows the same page); an unknown link, or one whose
 *   notice has gone, is a 404 either way. Confirming a product that is back in stock already sends
 *   its notice at once;
 * - when a product's stock returns, every confirmed subscriber not yet notified gets one notice,
 *   in the language they signed up in, linking to the product page they signed up on.
 */
import type { Locale } from '../domain/constants.js';
import { isAllowedReturnUrl } from '../domain/return-url.js';
import { fillPlaceholders } from './messages.js';
import { refusal, ShopRefusal } from './refusal.js';

/** The path of the confirmation link (served on the shop's own origin with the rest of `/api`). */
export const RESTOCK_CONFIRM_PATH = '/api/restock-notifications/confirm/';

/** The words of these rules: answers, refusals, the confirmation page and both mails. */
const WORDS = {
  subscribed: {
    en: 'Thank you! We have sent you a confirmation e-mail: open its link to switch the notice on.',
    hu: 'Köszönjük! Elküldtük a megerősítő e-mailt: a benne lévő hivatkozással kapcsolhatja be az értesítést.',
  },
  in_stock: { en: 'This product is in stock now; you can order it straight away.', hu: 'Ez a termék most is raktáron van, azonnal megrendelheti.' },
  consent_required: { en: 'Please agree to be notified by e-mail.', hu: 'Kérjük, járuljon hozzá, hogy e-mailben értesítsük.' },
  product_url: { en: "The product address must be a page of this shop's own site.", hu: 'A termék címe csak ennek a webáruháznak egy oldala lehet.' },
  link_invalid: {
    en: 'This confirmation link is invalid or can no longer be used.',
    hu: 'Ez a megerősítő hivatkozás érvénytelen vagy már nem használható.',
  },
  confirmed_title: { en: 'Notice switched on', hu: 'Értesítés bekapcsolva' },
  confirmed_body: {
    en: 'Thank you, your request is confirmed. We will e-mail you once this product is back in stock: {product}.',
    hu: 'Köszönjük, megerősítette a kérését. E-mailt küldünk, amint ez a termék újra raktáron lesz: {product}.',
  },
  back_to_product: { en: 'Back to the product', hu: 'Vissza a termékhez' },
  ask_title: { en: 'Confirm your restock notice', hu: 'Erősítse meg az értesítést' },
  ask_body: {
    en: 'Press the button to be e-mailed once this product is back in stock: {product}. Opening this page alone changes nothing.',
    hu: 'Nyomja meg a gombot, és e-mailt küldünk, amint ez a termék újra raktáron lesz: {product}. Az oldal megnyitása önmagában semmit sem változtat.',
  },
  mail_name: { en: 'customer', hu: 'Vásárlónk' },
  confirm_subject: { en: 'Confirm your restock notice: {product}', hu: 'Erősítse meg az értesítést: {product}' },
  confirm_body: {
    en: 'You asked to be told when this product is back in stock: {product}. Please confirm with the link below. If it was not you, simply ignore this e-mail: without confirmation we send no notice.',
    hu: 'Értesítést kért arról, hogy ez a termék újra raktáron lesz: {product}. Kérjük, erősítse meg a kérését az alábbi hivatkozással. Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: megerősítés nélkül nem küldünk értesítést.',
  },
  confirm_button: { en: 'Confirm the notice', hu: 'Értesítés megerősítése' },
  notice_subject: { en: 'Back in stock: {product}', hu: 'Újra raktáron: {product}' },
  notice_body: {
    en: 'Good news: this product is back in stock: {product}. We send this notice only once.',
    hu: 'Jó hír: ez a termék újra raktáron van: {product}. Ezt az értesítést csak egyszer küldjük el.',
  },
  notice_button: { en: 'View the product', hu: 'Megnézem a terméket' },
} as const satisfies Record<string, Record<Locale, string>>;

function words(locale: Locale, key: keyof typeof WORDS, values: Record<string, string> = {}): string {
  return fillPlaceholders(WORDS[key][locale], values);
}

/** A product as these rules read it. */
export interface RestockProduct {
  stock: number;
  title: Record<Locale, string>;
}

/** A signup as it is stored. */
export interface RestockSubscription {
  product_id: number;
  email: string;
  locale: Locale;
  product_url: string;
  confirmed: boolean;
  notified: boolean;
}

/** A signup to write: new, or starting over (unconfirmed, not notified, with a new link). */
export interface RestockSignup {
  product_id: number;
  /** Trimmed, in lower case. */
  email: string;
  locale: Locale;
  product_url: string;
  /** The link's secret (the store may keep only its hash). */
  token: string;
  consent_at: Date;
}

/** A mail these rules send; the store delivers it (`kind`: the confirmation link or the notice). */
export interface RestockMail {
  kind: 'restock_confirm' | 'restock';
  locale: Locale;
  to: string;
  /** Whom the mail greets. */
  name: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
}

/** The page the confirmation link answers, in the language of the signup. */
export interface RestockConfirmation {
  locale: Locale;
  title: string;
  paragraphs: string[];
  link: { label: string; url: string };
}

/** The page the confirmation link opens: a button that confirms (a form posting to the same address). */
export interface RestockConfirmRequest {
  locale: Locale;
  title: string;
  paragraphs: string[];
  button: string;
}

/** What these rules read and write; every call may be asynchronous. */
export interface RestockStore {
  now(): Date;
  /** A new secret for a confirmation link. */
  newToken(): string;
  /** The origins of the shop's own site (a product address must be on one). */
  origins: readonly string[];
  product(productId: number): Promise<RestockProduct | null>;
  /** The signup of this address for this product, or null. */
  subscription(productId: number, email: string): Promise<RestockSubscription | null>;
  /**
   * Writes a new signup or starts an earlier one over (replacing its link); answers false when a
   * confirmed signup still waiting for its notice was found there after all (a signup at the same
   * moment) and left as it was.
   */
  signUp(signup: RestockSignup): Promise<boolean>;
  /** The signup of this link whose notice has not gone out, without changing it; null when there is none such. */
  pending(token: string): Promise<RestockSubscription | null>;
  /** Marks the signup of this link confirmed (once: a second time keeps the first time) unless its notice has gone; null when there is none such. */
  confirm(token: string, at: Date): Promise<RestockSubscription | null>;
  /**
   * Claims the confirmed signups not yet notified of these products, marking them notified so
   * that each is claimed once, and answers them.
   */
  claimDue(productIds: readonly number[]): Promise<RestockSubscription[]>;
  deliver(mail: RestockMail): Promise<void>;
}

export interface RestockNotices {
  /** `POST /api/products/{id}/restock-notifications`: mails the confirmation link; answers the message. */
  subscribe(locale: Locale, productId: number, body: { email: string; consent: boolean; product_url: string }): Promise<{ message: string }>;
  /** `GET /api/restock-notifications/confirm/{token}`: the page with the button; changes nothing; 404 in `locale` for a link that does not confirm. */
  ask(locale: Locale, token: string): Promise<RestockConfirmRequest>;
  /** `POST /api/restock-notifications/confirm/{token}`: confirms; the page to answer; refused with 404 in `locale` for a link that does not confirm. */
  confirm(locale: Locale, token: string): Promise<RestockConfirmation>;
  /** Sends the notice to every confirmed subscriber not yet notified of those products that are in stock now; answers how many went out. */
  notify(productIds: readonly number[]): Promise<number>;
}

export function createRestockNotices(store: RestockStore): RestockNotices {
  const notify = async (productIds: readonly number[]): Promise<number> => {
    const products = new Map<number, RestockProduct>();
    for (const id of new Set(productIds)) {
      const product = await store.product(id);
      if (product && product.stock > 0) products.set(id, product);
    }
    if (products.size === 0) return 0;
    const due = await store.claimDue([...products.keys()]);
    for (const subscription of due) {
      const { locale } = subscription;
      const product = products.get(subscription.product_id)!.title[locale];
      await store.deliver({
        kind: 'restock',
        locale,
        to: subscription.email,
        name: words(locale, 'mail_name'),
        subject: words(locale, 'notice_subject', { product }),
        paragraphs: [words(locale, 'notice_body', { product })],
        action: { label: words(locale, 'notice_button'), url: subscription.product_url },
      });
    }
    return due.length;
  };

  return {
    async subscribe(locale, productId, body) {
      const field = (name: string, key: keyof typeof WORDS) => new ShopRefusal(422, words(locale, key), { [name]: [words(locale, key)] });
      if (body.consent !== true) throw field('consent', 'consent_required');
      if (!isAllowedReturnUrl(body.product_url, store.origins)) throw field('product_url', 'product_url');
      const product = await store.product(productId);
      if (!product) throw refusal(locale, 404, 'catalog.product_not_found');
      if (product.stock > 0) throw new ShopRefusal(409, words(locale, 'in_stock'));
      const email = body.email.trim().toLowerCase();
      const earlier = await store.subscription(productId, email);
      // A confirmed signup still waiting for its notice stays as it is, and nothing is mailed.
      if (earlier?.confirmed && !earlier.notified) return { message: words(locale, 'subscribed') };
      const token = store.newToken();
      const written = await store.signUp({ product_id: productId, email, locale, product_url: body.product_url, token, consent_at: store.now() });
      if (written) {
        const title = product.title[locale];
        await store.deliver({
          kind: 'restock_confirm',
          locale,
          to: email,
          name: words(locale, 'mail_name'),
          subject: words(locale, 'confirm_subject', { product: title }),
          paragraphs: [words(locale, 'confirm_body', { product: title })],
          action: { label: words(locale, 'confirm_button'), url: new URL(`${RESTOCK_CONFIRM_PATH}${encodeURIComponent(token)}`, body.product_url).href },
        });
      }
      return { message: words(locale, 'subscribed') };
    },

    async ask(locale, token) {
      const subscription = await store.pending(token);
      if (!subscription) throw new ShopRefusal(404, words(locale, 'link_invalid'));
      const product = await store.product(subscription.product_id);
      const page = subscription.locale;
      return {
        locale: page,
        title: words(page, 'ask_title'),
        paragraphs: [words(page, 'ask_body', { product: product?.title[page] ?? '' })],
        button: words(page, 'confirm_button'),
      };
    },

    async confirm(locale, token) {
      const subscription = await store.confirm(token, store.now());
      if (!subscription) throw new ShopRefusal(404, words(locale, 'link_invalid'));
      const product = await store.product(subscription.product_id);
      // Back in stock before the link was opened: the notice goes out now.
      if (product && product.stock > 0) await notify([subscription.product_id]);
      const page = subscription.locale;
      return {
        locale: page,
        title: words(page, 'confirmed_title'),
        paragraphs: [words(page, 'confirmed_body', { product: product?.title[page] ?? '' })],
        link: { label: words(page, 'back_to_product'), url: subscription.product_url },
      };
    },

    notify,
  };
}
