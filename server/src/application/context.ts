/**
 * What a module knows of the request it answers. The routes receive a `RequestContext` and a
 * module's function asks for the parts it uses; the modules import only these types: the transport
 * builds the concrete one (`http/context.ts` from a Hono context), and a test can hand a module's
 * function any object of the narrower shape it asks for.
 */
import type { Db } from '../db/client.js';
import type { sessions, users } from '../db/schema.js';
import type { CurrencyCode, Locale } from '../domain.js';
import type { MessageKey } from '../messages/index.js';
import type { AppState } from '../options.js';
import type { CatalogSnapshot } from '../catalog/snapshot.js';
import type { Rates } from '../shared/pricing.js';
import type { Reference } from '../shared/reference-queries.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The shop's settings the modules read: return-address origins, the signing key, the mailbox, images, faults. */
export type ShopSettings = Pick<AppState, 'publicOrigins' | 'secret' | 'mailboxEnabled' | 'mediaDir' | 'faultOrderPauseMs' | 'providers' | 'seller'>;

/** Who a login belongs to, when a session is regenerated for one (null: logged out). */
export interface SessionLogin {
  userId: number;
  remember: boolean;
}

/**
 * Who is asking and how: the request's language and currency (the `Locale` and `Currency-Id`
 * headers, requirements §7), its messages and clock, its session and customer (read once, on demand).
 */
export interface ShopRequest {
  readonly locale: Locale;
  readonly currency: CurrencyCode;

  /** A server message in the request's language. */
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** The shop's clock (stock reservations). */
  now(): Date;
  /** The visitor's session, or null when the request carries none (or an expired one). */
  session(): Promise<SessionRow | null>;
  /** The logged-in customer, or null. */
  user(): Promise<UserRow | null>;
}

/** The shop's shared state: the database, the settings, the catalogue snapshot and the reference data. */
export interface ShopData {
  readonly db: Db;
  readonly app: ShopSettings;

  /** The catalogue snapshot, current as of this request (reading it changes nothing). */
  catalog(): Promise<CatalogSnapshot>;
  /** Currency rates, delivery and payment methods. */
  reference(): Promise<Reference>;
  /** Forints per unit of each currency. */
  rates(): Promise<Rates>;
}

/** The transport: the request's headers, body and addresses, and the answer's headers and cookies. */
export interface HttpExchange {
  /** A request header (names are case-insensitive). */
  header(name: string): string | undefined;
  /** The request's body as it came (a provider's notice is verified over these exact bytes). */
  rawBody(): Promise<string>;
  /** A query parameter of the request's address. */
  queryParam(name: string): string | undefined;
  /** The host name the request was addressed to. */
  hostname(): string;
  /** The client's address for rate limits (behind trusted proxies, the one they vouch for). */
  clientIp(): string;
  /** The socket the request came over, or null for a call made in this process (a loader, a test). */
  peer(): { address: string | undefined } | null;
  /** Sets a header of the answer. */
  setHeader(name: string, value: string): void;

  /**
   * Gives the session a new id and CSRF token (login, logout) and sends its cookies; `db` is the
   * transaction the change belongs to.
   */
  regenerateSession(session: SessionRow, login: SessionLogin | null, db?: Db): Promise<SessionRow>;
  /**
   * Sends the CSRF cookie: the session's cookies again, or for a visitor without one a signed
   * token that stores nothing (the session is stored on the first change).
   */
  sendCsrfCookie(): Promise<void>;
}

/**
 * One request, whole: who asks (`ShopRequest`), the shop's state (`ShopData`) and the transport
 * (`HttpExchange`). The routes receive it; a module's function asks for the parts it uses.
 */
export interface RequestContext extends ShopRequest, ShopData, HttpExchange {}
