/**
 * Logging in, registering and the account in the mock shop: the contract's auth desk (the
 * reference server's too) over the mock's in-memory accounts, its one-time tokens and its attempt
 * counters. What stays the mock's is the session around it: `logIn` / `logOut` give the session a
 * new id and CSRF token when the desk says a login or logout renews it.
 *
 * The mock serves one visitor, so the attempts are counted for one client address; the keys and
 * limits are the desk's, as on the server (five wrong passwords a minute per e-mail, twenty in ten
 * minutes over all e-mails). Passwords are kept as they are: a mock needs no hashing.
 */
import type { Locale } from '../domain/constants.js';
import type { Account, AccountUpdateBody, User } from '../contract/auth.js';
import { type AuthAccount, type AuthStore, createAuthDesk, ThrottledRefusal, type TokenPurpose, userOf } from '../contract/auth-desk.js';
import { isAllowedReturnUrl } from '../domain/return-url.js';
import { emptyCustomerData } from './fixtures/factories.js';
import { MockApiError } from './http-error.js';
import { randomToken } from './tokens.js';
import type { MockAccount } from './shop.js';
import type { OutgoingMail } from './shop-state.js';

/** The client address the mock counts its one visitor's attempts by. */
const VISITOR_ADDRESS = 'mock-visitor';

/** A one-time link's token as the mock keeps it. */
export interface MockAuthToken {
  accountId: number;
  purpose: TokenPurpose;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
}

/** Attempts counted under a key in the window that ends at `resetAt` (epoch ms). */
export interface MockAttempts {
  count: number;
  resetAt: number;
}

interface AuthDependencies {
  accounts: () => MockAccount[];
  nextAccountId: () => number;
  currentAccount: () => MockAccount | undefined;
  tokens: () => Map<string, MockAuthToken>;
  attempts: () => Map<string, MockAttempts>;
  /** Uses a bot-check token once. */
  consumeBotToken: (token: string) => boolean;
  /** Gives the session a new id and CSRF token, logged in to the account (its favourites join it). */
  logIn: (account: MockAccount) => void;
  /** Gives the session a new id and CSRF token, a visitor's again. */
  logOut: () => void;
  /** Ends the account's login, if the session holds it: the session is a visitor's again, with an empty cart; the customer's waits with the account. */
  endLoginsOf: (accountId: number) => void;
  /** Signs an address up for the newsletter (double opt-in), the link on `origins[0]`. */
  subscribeNewsletter: (subscriber: { email: string; name: string; locale: Locale }, origins: readonly string[]) => Promise<void>;
  sendMail: (mail: OutgoingMail) => void;
  now: () => Date;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A mock account as the desk reads it. */
function accountOf(record: MockAccount): AuthAccount {
  return {
    id: record.id,
    email: record.email,
    firstname: record.firstname,
    lastname: record.lastname,
    phone: record.phone,
    activated: record.is_activated,
    newsletter: record.is_newsletter_subscription,
    created_at: new Date(record.created_at),
    customer_data: record.customer,
  };
}

/** The account as the contract's `User`, in `locale`. */
export const userOfAccount = (record: MockAccount, locale: Locale): User => userOf(accountOf(record), locale);

function memoryStore(deps: AuthDependencies, origins: readonly string[], later: Promise<void>[]): AuthStore {
  const record = (id: number) => deps.accounts().find((item) => item.id === id);
  const store: AuthStore = {
    clientAddress: VISITOR_ADDRESS,
    now: deps.now,
    async countAttempt(key, windowSeconds) {
      const now = deps.now().getTime();
      const current = deps.attempts().get(key);
      const counter =
        current && current.resetAt > now ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowSeconds * 1000 };
      deps.attempts().set(key, counter);
      return { count: counter.count, retryAfterSeconds: Math.ceil((counter.resetAt - now) / 1000) };
    },
    async releaseAttempt(key) {
      const current = deps.attempts().get(key);
      if (current) current.count = Math.max(0, current.count - 1);
    },
    async clearAttempts(key) {
      deps.attempts().delete(key);
    },
    tokenDigest: (token) => token,
    async accountByEmail(email) {
      const found = deps.accounts().find((item) => sameAddress(item.email, email));
      return found ? { ...accountOf(found), passwordHash: found.password } : null;
    },
    async currentAccount() {
      const found = deps.currentAccount();
      return found ? accountOf(found) : null;
    },
    hashPassword: async (password) => password,
    verifyPassword: async (password, hash) => hash !== null && password === hash,
    consumeBotToken: async (token) => deps.consumeBotToken(token),
    isReturnUrl: (url) => isAllowedReturnUrl(url, origins),
    async insertAccountIfNew(account) {
      if (deps.accounts().some((item) => sameAddress(item.email, account.email))) return null;
      const created: MockAccount = {
        id: deps.nextAccountId(),
        email: account.email,
        password: account.passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        phone: account.phone,
        is_activated: false,
        is_newsletter_subscription: account.newsletter,
        created_at: deps.now().toISOString(),
        customer: { ...emptyCustomerData(), email: account.email, phone: account.phone },
        favourites: [],
        orderHashes: [],
        offerHashes: [],
        cart: null,
      };
      deps.accounts().push(created);
      return accountOf(created);
    },
    async activate(accountId) {
      const found = record(accountId);
      if (found) found.is_activated = true;
    },
    async setPassword(accountId, passwordHash) {
      const found = record(accountId);
      if (found) Object.assign(found, { password: passwordHash, is_activated: true });
    },
    endLoginsOf: async (accountId) => deps.endLoginsOf(accountId),
    async updateProfile(accountId, profile) {
      const found = record(accountId)!;
      Object.assign(found, {
        firstname: profile.firstname,
        lastname: profile.lastname,
        phone: profile.phone,
        is_newsletter_subscription: profile.newsletter,
      });
      return accountOf(found);
    },
    subscribeNewsletter: (subscriber) => deps.subscribeNewsletter(subscriber, origins),
    async counts(accountId) {
      const found = record(accountId);
      return { orders: found?.orderHashes.length ?? 0, offers: found?.offerHashes.length ?? 0, favourites: found?.favourites.length ?? 0 };
    },
    async issueToken(accountId, purpose, expiresAt) {
      for (const token of deps.tokens().values()) if (token.accountId === accountId && token.purpose === purpose) token.used = true;
      const token = randomToken(48);
      deps.tokens().set(token, { accountId, purpose, issuedAt: deps.now().getTime(), expiresAt: expiresAt.getTime(), used: false });
      return token;
    },
    async useToken(token, purpose, at) {
      const found = deps.tokens().get(token);
      if (!found || found.purpose !== purpose || found.used || found.expiresAt <= at.getTime()) return null;
      found.used = true;
      return found.accountId;
    },
    async tokenUsable(token, purpose, at) {
      const found = deps.tokens().get(token);
      return Boolean(found && found.purpose === purpose && !found.used && found.expiresAt > at.getTime());
    },
    async lastTokenIssuedAt(accountId, purpose) {
      const times = [...deps.tokens().values()].filter((token) => token.accountId === accountId && token.purpose === purpose).map((token) => token.issuedAt);
      return times.length ? new Date(Math.max(...times)) : null;
    },
    async sendMail(mail) {
      deps.sendMail(mail);
    },
    // The mock has no timing to hide: the work is done before the answer, so a test finds the mail at once.
    afterAnswer(work) {
      later.push(work());
    },
    transaction: (work) => work(store),
  };
  return store;
}

/** The mock shop's auth calls, answering as the reference server does. */
export interface MockAuth {
  user(locale: Locale): User | null;
  login(locale: Locale, body: { email: string; password: string; remember?: boolean | undefined }): Promise<User>;
  logout(locale: Locale): { message: string };
  register(locale: Locale, body: Parameters<ReturnType<typeof createAuthDesk>['register']>[1], origins: readonly string[]): Promise<{ message: string }>;
  activate(locale: Locale, token: string): Promise<{ message: string }>;
  requestPasswordReset(locale: Locale, body: { email: string; result_url: string }, origins: readonly string[]): Promise<{ message: string }>;
  resetPassword(locale: Locale, token: string, body: { password: string }): Promise<{ message: string }>;
  account(locale: Locale): Promise<Account>;
  updateAccount(locale: Locale, body: AccountUpdateBody, origins: readonly string[]): Promise<User>;
}

export function createMockAuth(deps: AuthDependencies): MockAuth {
  /** Runs one desk call; deferred work finishes before the answer, a throttled attempt answers with Retry-After. */
  const atDesk = async <T>(origins: readonly string[], call: (desk: ReturnType<typeof createAuthDesk>) => Promise<T>): Promise<T> => {
    const later: Promise<void>[] = [];
    try {
      const answer = await call(createAuthDesk(memoryStore(deps, origins, later)));
      await Promise.all(later);
      return answer;
    } catch (error) {
      if (error instanceof ThrottledRefusal) throw new MockApiError(429, error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) });
      throw error;
    }
  };
  return {
    user(locale) {
      const record = deps.currentAccount();
      return record ? userOfAccount(record, locale) : null;
    },
    async login(locale, body) {
      const done = await atDesk([], (desk) => desk.login(locale, body));
      const record = deps.accounts().find((item) => item.id === done.accountId)!;
      deps.logIn(record);
      return done.user;
    },
    logout(locale) {
      const done = createAuthDesk(memoryStore(deps, [], [])).logout(locale);
      deps.logOut();
      return { message: done.message };
    },
    register: (locale, body, origins) => atDesk(origins, (desk) => desk.register(locale, body)),
    activate: (locale, token) => atDesk([], (desk) => desk.activate(locale, token)),
    requestPasswordReset: (locale, body, origins) => atDesk(origins, (desk) => desk.requestPasswordReset(locale, body)),
    resetPassword: (locale, token, body) => atDesk([], (desk) => desk.resetPassword(locale, token, body.password)),
    account: (locale) => atDesk([], (desk) => desk.account(locale)),
    updateAccount: (locale, body, origins) => atDesk(origins, (desk) => desk.updateAccount(locale, body)),
  };
}
