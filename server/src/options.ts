import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type Seller, sellerSchema } from 'otthon/contract';
import { showroomAddress } from '../seed/commerce/showroom.js';
import { COMPANY } from '../seed/content/company.js';
import type { Db } from './db/client.js';
import { isLoopbackOrigin } from './application/loopback.js';
import { fastTestHashing, TEST_HASHING_VARIABLE } from './accounts/passwords.js';
import { invoicingProviders, type InvoicingProviders, type InvoicingSettings, invoicingSettings } from './invoices/config.js';
import { paymentProviders, type PaymentProviders, type PaymentSettings } from './payments/config.js';

/** How `createApi()` is configured; every field has a default for development. */
export interface ApiOptions {
  /**
   * Where the data lives: a folder for the embedded PostgreSQL, an open `PGlite` instance, or
   * `{ url }` of a PostgreSQL server.
   * @default { url: DATABASE_URL } when set, else the folder PGLITE_DIR or `server/.data/pglite`
   */
  database?: string | PGlite | { url: string };
  /**
   * Origins of the shop's own site: return addresses (`transaction_result_url`, `result_url`,
   * `activation_url`) must be on one of them.
   * @default PUBLIC_ORIGINS (comma-separated) or PUBLIC_ORIGIN, else http://127.0.0.1:3000 and http://localhost:3000
   */
  publicOrigins?: string[];
  /**
   * Serve the outbox at `/api/dev/mailbox` and `/api/dev/mails`, to clients on this machine only
   * (see mail/mailbox.ts). `true` here turns it on whatever the origins (tests).
   * @default MAILBOX=1|0, else on unless NODE_ENV=production — and off while any public origin is not loopback
   */
  mailboxEnabled?: boolean;
  /**
   * Key for signing payment results. When absent, one is generated once and kept in the
   * database, so every process of the shop shares it.
   * @default SESSION_SECRET
   */
  secret?: string;
  /** Folder of rendered images. @default MEDIA_DIR, else server/.data/media */
  mediaDir?: string;
  /**
   * How many reverse proxies in front of the shop append to `X-Forwarded-For`: the client address
   * for rate limits is the one the outermost trusted proxy appended (`true` = 1, the rightmost
   * entry); what the client itself sent further left is ignored. `false`/0: the socket's address.
   * @default TRUST_PROXY (0, 1 or a number of hops; true/yes/on = 1), else 0
   */
  trustProxy?: boolean | number;
  /** Mark cookies `Secure`. @default true when a public origin is https */
  secureCookies?: boolean;
  /**
   * The `Domain` of the session and XSRF-TOKEN cookies, for a front end on another host of the
   * same site (`shop.example.hu` with the API on `api.shop.example.hu`: `.shop.example.hu`), whose
   * pages must read XSRF-TOKEN. Every public origin must be within it.
   * @default COOKIE_DOMAIN, else none (the API's own host only)
   */
  cookieDomain?: string;
  /** Fill an empty database with the seeded shop. @default true */
  seed?: boolean;
  /** Check every answer against its contract schema and fail loudly (tests). @default false */
  validateResponses?: boolean;
  /**
   * The shop's clock for stock reservations: when an unpaid card order's reservation ends and
   * whether it has (tests move it forward instead of waiting).
   * @default the system clock
   */
  now?: () => Date;
  /**
   * The outside card-payment providers; none: the simulated gateway takes card payments. A
   * provider given only part of its settings stops the start with a message naming what is missing.
   * @default from SIMPLEPAY_MERCHANT, SIMPLEPAY_SECRET_KEY and SIMPLEPAY_URL; BARION_POS_KEY, BARION_PAYEE and BARION_URL
   */
  payments?: PaymentSettings;
  /**
   * Ask the providers about payments whose notice is late or lost, at start-up and every minute
   * (payment/sweep.ts). Tests turn it off and sweep by hand. @default true
   */
  paymentSweep?: boolean;
  /**
   * Give the stock of card orders whose payment missed its reservation back to the shop, at
   * start-up and every 15 seconds (orders/reservations.ts). Tests on a clock of their own turn
   * it off and sweep by hand. @default true
   */
  reservationSweep?: boolean;
  /**
   * The invoicing provider; none: the shop keeps local proforma copies (not tax invoices). A
   * provider given only part of its settings, or both, stop the start with a message.
   * @default from BILLINGO_API_KEY and BILLINGO_URL, or SZAMLAZZ_AGENT_KEY and SZAMLAZZ_URL
   */
  invoicing?: InvoicingSettings;
  /**
   * Issue due invoices in the background: at start-up, every 15 seconds and right after one
   * becomes due (invoicing/invoices.ts). Tests turn it off and issue by hand. @default true
   */
  invoiceWorker?: boolean;
  /**
   * The company that sells, as `GET /api/init` answers it (checkout's notices name it: SimplePay's
   * data-transfer declaration). Each field given here wins over its variable.
   * @default SELLER_NAME, SELLER_ADDRESS, SELLER_WEBSITE and SELLER_EMAIL, else the demo company of the
   * seeded shop and the first public origin
   */
  seller?: Partial<Seller>;
}

export interface ResolvedOptions {
  publicOrigins: string[];
  mailboxEnabled: boolean;
  mediaDir: string;
  /** Trusted proxy hops in front of the shop (0 = use the socket's address). */
  trustProxy: number;
  secureCookies: boolean;
  /** `Domain` of the session cookies; undefined: the API's own host only. */
  cookieDomain: string | undefined;
  validateResponses: boolean;
  now: () => Date;
  /**
   * Fault injection for crash tests (`OTTHON_FAULT_ORDER_PAUSE_MS`): how long placing an order
   * waits inside its transaction, everything written but not committed; 0 = off. Never on under
   * `NODE_ENV=production`.
   */
  faultOrderPauseMs: number;
  /** The configured card-payment providers (none: the simulated gateway). */
  providers: PaymentProviders;
  /** The invoicing settings (no key in any message) and the providers that issue. */
  invoicing: { settings: InvoicingSettings; providers: InvoicingProviders };
  /** The company that sells. */
  seller: Seller;
}

function invoicingOf(given: InvoicingSettings | undefined, env: NodeJS.ProcessEnv) {
  const settings = invoicingSettings(given, env);
  return { settings, providers: invoicingProviders(settings) };
}

/** Shared by every request of one `createApi()`; holds no per-visitor state. */
export interface AppState extends ResolvedOptions {
  db: Db;
  secret: string;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** The longest pause the order fault accepts: long enough for any test, short of a stuck shop. */
const MAX_FAULT_PAUSE_MS = 10 * 60 * 1000;

function faultPause(env: NodeJS.ProcessEnv): number {
  const value = env.OTTHON_FAULT_ORDER_PAUSE_MS?.trim();
  if (!value || env.NODE_ENV === 'production') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_FAULT_PAUSE_MS)
    throw new Error(
      `OTTHON_FAULT_ORDER_PAUSE_MS: "${value}" is not a whole number of milliseconds from 0 to ${MAX_FAULT_PAUSE_MS}; unset it to turn the fault off.`,
    );
  return ms;
}

/** The trusted proxy hops: a whole number, or a yes/no flag meaning 1 or 0. */
function proxyHops(value: boolean | number | string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = String(value).trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (['false', 'no', 'off'].includes(text)) return 0;
  throw new Error(`TRUST_PROXY: "${value}" is not a number of proxy hops (0–99) or a yes/no flag.`);
}

function normaliseOrigin(value: string): string {
  const url = new URL(value.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`publicOrigins: "${value}" is not an http(s) origin.`);
  return url.origin;
}

/**
 * Whether the development mailbox is served, and why. It hands out every account's password-reset
 * link, so a setting from the environment (MAILBOX, or the default outside production) holds
 * only while every public origin is this machine's: a shop with a public name is reachable from
 * elsewhere, and behind a reverse proxy on the same machine every visitor arrives from loopback.
 */
export function mailboxSetting(
  options: Pick<ApiOptions, 'mailboxEnabled'>,
  env: NodeJS.ProcessEnv,
  publicOrigins: string[],
): { enabled: boolean; reason: string } {
  if (options.mailboxEnabled !== undefined) return { enabled: options.mailboxEnabled, reason: `mailboxEnabled: ${options.mailboxEnabled}` };
  const setting = flag(env.MAILBOX);
  const reason = setting !== undefined ? `MAILBOX=${env.MAILBOX}` : env.NODE_ENV === 'production' ? 'NODE_ENV=production' : 'NODE_ENV is not production';
  if (!(setting ?? env.NODE_ENV !== 'production')) return { enabled: false, reason };
  const outside = publicOrigins.find((origin) => !isLoopbackOrigin(origin));
  if (outside) return { enabled: false, reason: `${reason}, but the public origin ${outside} is not this machine` };
  return { enabled: true, reason };
}

/** A cookie domain that every public origin lies within, as browsers require to accept it. */
function cookieDomain(value: string | undefined, publicOrigins: readonly string[]): string | undefined {
  const domain = value?.trim().toLowerCase();
  if (!domain) return undefined;
  if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))
    throw new Error(`cookieDomain (COOKIE_DOMAIN): "${value}" is not a host name such as .shop.example.hu (no scheme, port or path).`);
  const bare = domain.replace(/^\./, '');
  const outside = publicOrigins.find((origin) => {
    const host = new URL(origin).hostname;
    return host !== bare && !host.endsWith(`.${bare}`);
  });
  if (outside)
    throw new Error(`cookieDomain (COOKIE_DOMAIN): the public origin ${outside} is not within ${domain}, so its pages could not read the XSRF-TOKEN cookie.`);
  return domain;
}

/** The seller from the options, else the environment, else the seeded demo company; refuses one that is not whole. */
function sellerFrom(given: Partial<Seller> | undefined, env: NodeJS.ProcessEnv, publicOrigins: readonly string[]): Seller {
  const pick = (field: keyof Seller, variable: string, fallback: string) => given?.[field] ?? (env[variable]?.trim() || fallback);
  const seller = {
    name: pick('name', 'SELLER_NAME', COMPANY.name),
    address: pick('address', 'SELLER_ADDRESS', showroomAddress('hu')),
    website: pick('website', 'SELLER_WEBSITE', publicOrigins[0] ?? 'http://localhost:3000'),
    email: pick('email', 'SELLER_EMAIL', COMPANY.email),
  };
  const checked = sellerSchema.safeParse(seller);
  if (!checked.success)
    throw new Error(
      `seller (SELLER_NAME, SELLER_ADDRESS, SELLER_WEBSITE, SELLER_EMAIL): ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}.`,
    );
  return checked.data;
}

/**
 * The test shops' cheap password hashing is refused for a production shop that serves anyone but
 * this machine (the test suites' own apps run under NODE_ENV=test and try every origin).
 */
function refuseTestHashingInPublic(env: NodeJS.ProcessEnv, publicOrigins: readonly string[]): void {
  if (!fastTestHashing(env) || env.NODE_ENV !== 'production') return;
  const outside = publicOrigins.find((origin) => !isLoopbackOrigin(origin));
  if (outside)
    throw new Error(
      `${TEST_HASHING_VARIABLE}=fast hashes passwords at a test cost, and the public origin ${outside} is not this machine: unset it for a shop that serves shoppers.`,
    );
}

export function resolveOptions(options: ApiOptions, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  const fromEnv = (env.PUBLIC_ORIGINS ?? env.PUBLIC_ORIGIN ?? '').split(',').filter((s) => s.trim());
  const publicOrigins = (options.publicOrigins ?? (fromEnv.length ? fromEnv : ['http://127.0.0.1:3000', 'http://localhost:3000'])).map(normaliseOrigin);
  refuseTestHashingInPublic(env, publicOrigins);
  return {
    publicOrigins,
    mailboxEnabled: mailboxSetting(options, env, publicOrigins).enabled,
    mediaDir: options.mediaDir ?? (env.MEDIA_DIR || `${DEFAULT_DATA_DIR}/media`),
    trustProxy: proxyHops(options.trustProxy ?? env.TRUST_PROXY),
    secureCookies: options.secureCookies ?? publicOrigins.some((origin) => origin.startsWith('https:')),
    cookieDomain: cookieDomain(options.cookieDomain ?? env.COOKIE_DOMAIN, publicOrigins),
    validateResponses: options.validateResponses ?? false,
    now: options.now ?? (() => new Date()),
    faultOrderPauseMs: faultPause(env),
    providers: paymentProviders(options.payments, env),
    invoicing: invoicingOf(options.invoicing, env),
    seller: sellerFrom(options.seller, env, publicOrigins),
  };
}
