/**
 * The auth desk: logging in and out, registering, activating, resetting a password and the
 * customer's own account, with every decision they make, once for every implementation of the
 * contract. The reference server runs it over PostgreSQL (users, sessions, one-time tokens, its
 * rate-limit table, scrypt), `otthon/msw` over its in-memory accounts; each gives it an
 * {@link AuthStore} and keeps the transport around the call (the session cookie and its new id,
 * the CSRF token, the transaction).
 *
 * The rules:
 * - a wrong password and an unknown address get the same 422 on `email`, after the same work (an
 *   unknown address is checked against a hash that never matches); a right password for an account
 *   not activated yet is a 403;
 * - wrong passwords are counted per client address and e-mail (5 a minute) and per client address
 *   over all e-mails (20 in ten minutes); an attempt beyond either is a 429 with Retry-After until
 *   its window ends, before the password is checked. Each attempt takes its place before the check;
 *   a right password gives them back (the e-mail's counter starts over);
 * - after a login and a logout the session must be renewed (a new id and CSRF token);
 * - registering an address that has an account answers as a new registration does and mails its
 *   owner a notice instead of a link, so the form does not tell who has an account here;
 * - activation links live 7 days, reset links 60 minutes; each works once, and a new one retires
 *   the account's unused links of its kind; at most one reset mail a minute goes to an account;
 * - asking for a reset answers alike for a known and an unknown address, and mails after answering;
 * - a reset activates the account and ends every login of it;
 * - an account update changes the names (trimmed), the phone and the newsletter choice only;
 *   switching the newsletter on signs the address up (double opt-in), saving it on again does not.
 */
import type { Locale } from '../domain/constants.js';
import type { Account, AccountUpdateBody, User } from './auth.js';
import type { CustomerData } from './cart.js';
import { type ApiMessageKey, apiMessage } from './messages.js';
import { fieldRefusal, refusal, ThrottledRefusal } from './refusal.js';

/** A throttling rule: at most `max` attempts per `windowSeconds`, counted per key. */
export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

/** Wrong passwords per client address and e-mail: five, then a pause until the minute is over. */
export const LOGIN_LIMIT: AttemptLimit = { max: 5, windowSeconds: 60 };
/** Wrong passwords per client address over all e-mails: trying many e-mails costs a hash each. */
export const ADDRESS_LOGIN_LIMIT: AttemptLimit = { max: 20, windowSeconds: 600 };
/** Registrations per client address. */
export const REGISTER_LIMIT: AttemptLimit = { max: 10, windowSeconds: 3600 };
/** Reset mails asked for per client address. */
export const RESET_REQUEST_LIMIT: AttemptLimit = { max: 10, windowSeconds: 600 };
/** Attempts to set a password with a reset link, per client address and per link. */
export const RESET_ADDRESS_LIMIT: AttemptLimit = { max: 10, windowSeconds: 600 };
export const RESET_LINK_LIMIT: AttemptLimit = { max: 5, windowSeconds: 600 };

const ACTIVATION_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_MS = 60 * 60 * 1000;
const RESET_MAIL_GAP_MS = 60 * 1000;

/** The rate-limit keys of a client address (and e-mail): the same in every implementation. */
export const attemptKeys = {
  login: (address: string, email: string) => `login:${address}:${email}`,
  loginAddress: (address: string) => `login-address:${address}`,
  register: (address: string) => `register:${address}`,
  resetRequest: (address: string) => `reset:${address}`,
  resetAddress: (address: string) => `reset-token:${address}`,
  /** Per link: the store may hash the token before it keys a table with it. */
  resetLink: (tokenDigest: string) => `reset-link:${tokenDigest}`,
};

/** An account as the desk reads it. */
export interface AuthAccount {
  id: number;
  /** In lower case. */
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  activated: boolean;
  newsletter: boolean;
  created_at: Date;
  /** The checkout data the account brings to a cart. */
  customer_data: CustomerData;
}

export type TokenPurpose = 'activation' | 'password_reset';

/** A mail the desk composed in the request's language; the store renders and delivers it. */
export interface AuthMail {
  kind: 'activation' | 'register_existing' | 'password_reset';
  to: string;
  locale: Locale;
  /** Whom the mail greets. */
  name: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** A new account to write. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  locale: Locale;
  newsletter: boolean;
}

/** Where the desk reads and writes; every call may be made inside {@link AuthStore.transaction}. */
export interface AuthStore {
  /** The client address the attempts are counted by. */
  readonly clientAddress: string;
  now(): Date;
  /**
   * Counts one attempt under `key` in a fixed window of `windowSeconds` (started by its first
   * attempt), atomically, and answers this attempt's number and the seconds until the window ends.
   */
  countAttempt(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Gives one attempt back (it turned out not to count). */
  releaseAttempt(key: string): Promise<void>;
  /** Forgets every attempt under `key`. */
  clearAttempts(key: string): Promise<void>;
  /** The digest a reset link is keyed by (its hash on the server). */
  tokenDigest(token: string): string;

  accountByEmail(email: string): Promise<(AuthAccount & { passwordHash: string }) | null>;
  /** The logged-in customer's account; null for a visitor. */
  currentAccount(): Promise<AuthAccount | null>;
  hashPassword(password: string): Promise<string>;
  /** Whether `password` matches `hash`; against `null` it does the same work and answers false. */
  verifyPassword(password: string, hash: string | null): Promise<boolean>;
  /** Uses a bot-check token once: true for an issued, unused, unexpired one. */
  consumeBotToken(token: string): Promise<boolean>;
  /** Whether a page address is on the shop's own site (no open redirects). */
  isReturnUrl(url: string): boolean;

  /** Writes the account unless the address has one already (then null). */
  insertAccountIfNew(account: NewAccount): Promise<AuthAccount | null>;
  activate(accountId: number): Promise<void>;
  /** Sets a new password hash; an account not active yet becomes active. */
  setPassword(accountId: number, passwordHash: string): Promise<void>;
  /** Ends every login of the account: its sessions belong to visitors again. */
  endLoginsOf(accountId: number): Promise<void>;
  updateProfile(accountId: number, profile: { firstname: string; lastname: string; phone: string | null; newsletter: boolean }): Promise<AuthAccount>;
  subscribeNewsletter(subscriber: { email: string; name: string; locale: Locale }): Promise<void>;
  counts(accountId: number): Promise<{ orders: number; offers: number; favourites: number }>;

  /** Retires the account's unused tokens of `purpose`, then stores a new one valid until `expiresAt`. */
  issueToken(accountId: number, purpose: TokenPurpose, expiresAt: Date): Promise<string>;
  /** Marks a known, unused token of `purpose` valid at `now` used (once, atomically) and answers its account id; null otherwise. */
  useToken(token: string, purpose: TokenPurpose, now: Date): Promise<number | null>;
  /** Whether a token is known, unused and valid at `now`, without using it. */
  tokenUsable(token: string, purpose: TokenPurpose, now: Date): Promise<boolean>;
  /** When the account's latest token of `purpose` was issued; null if never. */
  lastTokenIssuedAt(accountId: number, purpose: TokenPurpose): Promise<Date | null>;

  sendMail(mail: AuthMail): Promise<void>;
  /** Runs `work` after the answer has gone (its timing must tell nothing); failures are the store's to log. */
  afterAnswer(work: () => Promise<void>): void;
  /** Runs `work` all or nothing, over a store bound to the transaction. */
  transaction<T>(work: (store: AuthStore) => Promise<T>): Promise<T>;
}

/** A login the transport completes: it renews the session for the account (the visitor's cart and favourites join it). */
export interface LoggedIn {
  user: User;
  accountId: number;
  remember: boolean;
  /** Always true: a login renews the session id and the CSRF token. */
  renewSession: true;
}

/** A logout: the transport renews the session, which belongs to a visitor again. */
export interface LoggedOut {
  message: string;
  renewSession: true;
}

export interface AuthDesk {
  login(locale: Locale, body: { email: string; password: string; remember?: boolean | undefined }): Promise<LoggedIn>;
  logout(locale: Locale): LoggedOut;
  register(
    locale: Locale,
    body: {
      email: string;
      password: string;
      firstname: string;
      lastname: string;
      phone?: string | null | undefined;
      is_newsletter_subscription?: boolean | undefined;
      bot_token: string;
      activation_url: string;
    },
  ): Promise<{ message: string }>;
  activate(locale: Locale, token: string): Promise<{ message: string }>;
  requestPasswordReset(locale: Locale, body: { email: string; result_url: string }): Promise<{ message: string }>;
  resetPassword(locale: Locale, token: string, password: string): Promise<{ message: string }>;
  currentUser(locale: Locale): Promise<User | null>;
  account(locale: Locale): Promise<Account>;
  updateAccount(locale: Locale, body: AccountUpdateBody): Promise<User>;
}

/** How an address is compared and stored: trimmed, in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Hungarian names put the family name first. */
export function displayName(account: Pick<AuthAccount, 'firstname' | 'lastname'>, locale: Locale): string {
  return locale === 'hu' ? `${account.lastname} ${account.firstname}` : `${account.firstname} ${account.lastname}`;
}

/** The account as the contract's `User`. */
export function userOf(account: AuthAccount, locale: Locale): User {
  return {
    id: account.id,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    name: displayName(account, locale),
    phone: account.phone,
    is_activated: account.activated,
    is_newsletter_subscription: account.newsletter,
    customer_data: account.customer_data,
    created_at: account.created_at.toISOString(),
  };
}

/**
 * The e-mailed link: the page address plus the token — `{token}` is replaced where present, an
 * address ending in `/` or `=` gets the token appended, any other gets it as a last path segment.
 */
export function linkWithToken(base: string, token: string): string {
  if (base.includes('{token}')) return base.replace('{token}', encodeURIComponent(token));
  if (base.endsWith('/') || base.endsWith('=')) return `${base}${encodeURIComponent(token)}`;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(token)}`;
  return url.href;
}

export { ThrottledRefusal };

/** Counts an attempt; beyond the limit a 429 until the window ends (the attempt stays counted). */
async function attempt(store: AuthStore, locale: Locale, key: string, rule: AttemptLimit, words: ApiMessageKey = 'error.too_many_requests'): Promise<void> {
  const { count, retryAfterSeconds } = await store.countAttempt(key, rule.windowSeconds);
  if (count > rule.max) throw new ThrottledRefusal(locale, words, Math.max(1, retryAfterSeconds));
}

export function createAuthDesk(store: AuthStore): AuthDesk {
  const requireReturnUrl = (locale: Locale, url: string, field: string) => {
    if (!store.isReturnUrl(url)) throw fieldRefusal(locale, field, 'order.result_url');
  };
  const requireAccount = async (locale: Locale): Promise<AuthAccount> => {
    const account = await store.currentAccount();
    // The pipeline lets only a logged-in customer reach the account calls.
    if (!account) throw refusal(locale, 401, 'request.unauthenticated');
    return account;
  };

  const mailResetLink = async (locale: Locale, email: string, resultUrl: string): Promise<void> => {
    const account = await store.accountByEmail(email);
    if (!account) return;
    const last = await store.lastTokenIssuedAt(account.id, 'password_reset');
    if (last && store.now().getTime() - last.getTime() < RESET_MAIL_GAP_MS) return;
    await store.transaction(async (tx) => {
      const token = await tx.issueToken(account.id, 'password_reset', new Date(tx.now().getTime() + RESET_MS));
      await tx.sendMail({
        kind: 'password_reset',
        to: account.email,
        locale,
        name: displayName(account, locale),
        subject: apiMessage(locale, 'mail.reset.subject'),
        paragraphs: [apiMessage(locale, 'mail.reset.body')],
        action: { label: apiMessage(locale, 'mail.reset.button'), url: linkWithToken(resultUrl, token) },
      });
    });
  };

  return {
    async login(locale, body) {
      const email = normalizeEmail(body.email);
      const key = attemptKeys.login(store.clientAddress, email);
      const addressKey = attemptKeys.loginAddress(store.clientAddress);
      await attempt(store, locale, key, LOGIN_LIMIT, 'auth.throttled');
      try {
        await attempt(store, locale, addressKey, ADDRESS_LOGIN_LIMIT, 'auth.throttled');
      } catch (error) {
        await store.releaseAttempt(key);
        throw error;
      }
      const account = await store.accountByEmail(email);
      let matches: boolean;
      try {
        matches = await store.verifyPassword(body.password, account?.passwordHash ?? null);
      } catch (error) {
        // Not checked (the shop was busy hashing): the attempt does not count.
        await Promise.all([store.releaseAttempt(key), store.releaseAttempt(addressKey)]);
        throw error;
      }
      if (!account || !matches) throw fieldRefusal(locale, 'email', 'auth.failed');
      await Promise.all([store.clearAttempts(key), store.releaseAttempt(addressKey)]);
      if (!account.activated) throw refusal(locale, 403, 'auth.not_activated');
      return { user: userOf(account, locale), accountId: account.id, remember: body.remember ?? false, renewSession: true };
    },

    logout(locale) {
      return { message: apiMessage(locale, 'auth.logged_out'), renewSession: true };
    },

    async register(locale, body) {
      await attempt(store, locale, attemptKeys.register(store.clientAddress), REGISTER_LIMIT);
      requireReturnUrl(locale, body.activation_url, 'activation_url');
      if (!(await store.consumeBotToken(body.bot_token))) throw fieldRefusal(locale, 'bot_token', 'auth.bot_failed');
      const email = normalizeEmail(body.email);
      // Hashed whether or not the address is taken, so both take as long.
      const passwordHash = await store.hashPassword(body.password);
      await store.transaction(async (tx) => {
        const newsletter = body.is_newsletter_subscription ?? false;
        const account = await tx.insertAccountIfNew({
          email,
          passwordHash,
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          phone: body.phone ?? null,
          locale,
          newsletter,
        });
        if (!account) {
          const owner = await tx.accountByEmail(email);
          if (!owner) return;
          await tx.sendMail({
            kind: 'register_existing',
            to: email,
            locale,
            name: displayName(owner, locale),
            subject: apiMessage(locale, 'mail.register_existing.subject'),
            paragraphs: [apiMessage(locale, 'mail.register_existing.body'), apiMessage(locale, 'mail.register_existing.ignore')],
          });
          return;
        }
        if (newsletter) await tx.subscribeNewsletter({ email, name: displayName(account, locale), locale });
        const token = await tx.issueToken(account.id, 'activation', new Date(tx.now().getTime() + ACTIVATION_MS));
        await tx.sendMail({
          kind: 'activation',
          to: email,
          locale,
          name: displayName(account, locale),
          subject: apiMessage(locale, 'mail.activation.subject'),
          paragraphs: [apiMessage(locale, 'mail.activation.body')],
          action: { label: apiMessage(locale, 'mail.activation.button'), url: linkWithToken(body.activation_url, token) },
        });
      });
      return { message: apiMessage(locale, 'auth.registered', { email }) };
    },

    async activate(locale, token) {
      const activated = await store.transaction(async (tx) => {
        const accountId = await tx.useToken(token, 'activation', tx.now());
        if (accountId === null) return false;
        await tx.activate(accountId);
        return true;
      });
      if (!activated) throw refusal(locale, 404, 'auth.token_invalid');
      return { message: apiMessage(locale, 'auth.activated') };
    },

    async requestPasswordReset(locale, body) {
      requireReturnUrl(locale, body.result_url, 'result_url');
      await attempt(store, locale, attemptKeys.resetRequest(store.clientAddress), RESET_REQUEST_LIMIT);
      const email = normalizeEmail(body.email);
      store.afterAnswer(() => mailResetLink(locale, email, body.result_url));
      return { message: apiMessage(locale, 'auth.reset_requested') };
    },

    async resetPassword(locale, token, password) {
      await attempt(store, locale, attemptKeys.resetAddress(store.clientAddress), RESET_ADDRESS_LIMIT);
      await attempt(store, locale, attemptKeys.resetLink(store.tokenDigest(token)), RESET_LINK_LIMIT);
      // A made-up link costs no hashing.
      if (!(await store.tokenUsable(token, 'password_reset', store.now()))) throw refusal(locale, 404, 'auth.token_invalid');
      const passwordHash = await store.hashPassword(password);
      const done = await store.transaction(async (tx) => {
        // Used once: of two requests with the same link, only one gets its account.
        const accountId = await tx.useToken(token, 'password_reset', tx.now());
        if (accountId === null) return false;
        await tx.setPassword(accountId, passwordHash);
        await tx.endLoginsOf(accountId);
        return true;
      });
      if (!done) throw refusal(locale, 404, 'auth.token_invalid');
      return { message: apiMessage(locale, 'auth.password_reset') };
    },

    async currentUser(locale) {
      const account = await store.currentAccount();
      return account && userOf(account, locale);
    },

    async account(locale) {
      const account = await requireAccount(locale);
      const counts = await store.counts(account.id);
      return { user: userOf(account, locale), orders_count: counts.orders, offers_count: counts.offers, favourites_count: counts.favourites };
    },

    async updateAccount(locale, body) {
      const account = await requireAccount(locale);
      const wasSubscribed = account.newsletter;
      const updated = await store.updateProfile(account.id, {
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        phone: body.phone ?? null,
        newsletter: body.is_newsletter_subscription,
      });
      // Ticking the box signs up (a confirmation link is mailed); saving again with it ticked does not.
      if (body.is_newsletter_subscription && !wasSubscribed) {
        await store.subscribeNewsletter({ email: updated.email, name: displayName(updated, locale), locale });
      }
      return userOf(updated, locale);
    },
  };
}
