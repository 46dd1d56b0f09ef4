import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { RequestContext, SessionLogin, SessionRow, UserRow } from '../application/context.js';
import { sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isCurrencyCode, type CurrencyCode, type Locale } from '../domain.js';
import { t, type MessageKey } from '../messages/index.js';
import type { AppState } from '../options.js';
import { loadCatalog, type CatalogSnapshot } from '../catalog/snapshot.js';
import type { Rates } from '../shared/pricing.js';
import { requestHead, type Reference, type RequestHead } from '../shared/reference-queries.js';
import { ensureSessionCookies, regenerateSession, resumeSession, sessionCookie } from './session.js';

/**
 * The `RequestContext` of a request that came over HTTP, built from its Hono context: the language
 * and currency from its headers, the session from its cookie, and the shop's shared state.
 */
export class HttpRequestContext implements RequestContext {
  readonly locale: Locale;
  readonly currency: CurrencyCode;
  private headPromise: Promise<RequestHead> | null = null;
  private catalogPromise: Promise<CatalogSnapshot> | null = null;
  private sessionPromise: Promise<SessionRow | null> | null = null;
  private userPromise: Promise<UserRow | null> | null = null;

  constructor(
    readonly c: Context,
    readonly app: AppState,
  ) {
    const locale = c.req.header('locale')?.trim().toLowerCase();
    this.locale = locale === 'en' || locale === 'hu' ? locale : DEFAULT_LOCALE;
    const currency = c.req.header('currency-id')?.trim().toUpperCase();
    this.currency = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  }

  get db(): Db {
    return this.app.db;
  }

  t(key: MessageKey, params?: Record<string, string | number>): string {
    return t(this.locale, key, params);
  }

  /** The shop's clock (stock reservations). */
  now(): Date {
    return this.app.now();
  }

  /**
   * The request's first read, once: the catalogue's stamp and the session its cookie names (see
   * `requestHead`).
   */
  private head(): Promise<RequestHead> {
    this.headPromise ??= (() => {
      const token = sessionCookie(this);
      return requestHead(this.db, token ? sha256(token) : null);
    })();
    return this.headPromise;
  }

  /**
   * The catalogue snapshot, its version checked once per request. Reading it changes nothing
   * (lapsed stock reservations are released by their own sweep, see `reservations.ts`).
   */
  catalog(): Promise<CatalogSnapshot> {
    this.catalogPromise ??= this.head().then((head) => loadCatalog(this.db, head.version));
    return this.catalogPromise;
  }

  /** Currency rates, delivery and payment methods. */
  async reference(): Promise<Reference> {
    return (await this.catalog()).reference;
  }

  /** Forints per unit of each currency. */
  async rates(): Promise<Rates> {
    return (await this.reference()).rates;
  }

  /** The visitor's session, or null when the request carries none (or an expired one). */
  session(): Promise<SessionRow | null> {
    this.sessionPromise ??= this.head().then((head) => resumeSession(this, head.session));
    return this.sessionPromise;
  }

  /** Replaces the memoised session after it was created or regenerated. */
  setSession(session: SessionRow | null): void {
    this.sessionPromise = Promise.resolve(session);
    this.userPromise = null;
  }

  /** The logged-in customer, or null. */
  user(): Promise<UserRow | null> {
    this.userPromise ??= this.session().then(async (session) => {
      if (!session?.userId) return null;
      const [user] = await this.db.select().from(users).where(eq(users.id, session.userId));
      return user ?? null;
    });
    return this.userPromise;
  }

  header(name: string): string | undefined {
    return this.c.req.header(name);
  }

  rawBody(): Promise<string> {
    // Hono keeps the body it read for the contract's check, so this reads the same text.
    return this.c.req.text();
  }

  queryParam(name: string): string | undefined {
    return this.c.req.query(name);
  }

  hostname(): string {
    // The Node adapter builds the request's address from its Host header.
    return new URL(this.c.req.url).hostname;
  }

  peer(): { address: string | undefined } | null {
    const incoming = (this.c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return incoming ? { address: incoming.socket?.remoteAddress } : null;
  }

  setHeader(name: string, value: string): void {
    this.c.header(name, value);
  }

  regenerateSession(session: SessionRow, login: SessionLogin | null, db: Db = this.db): Promise<SessionRow> {
    return regenerateSession(this, session, login, db);
  }

  async sendCsrfCookie(): Promise<void> {
    await ensureSessionCookies(this);
  }

  /**
   * The client's address for rate limits: the socket's, or behind `trustProxy` proxies the
   * `X-Forwarded-For` entry the outermost of them appended — counted from the right, because the
   * client can write anything to the left of what the proxies add. In-process calls without a
   * socket share one bucket.
   */
  clientIp(): string {
    const hops = this.app.trustProxy;
    if (hops > 0) {
      const chain = (this.c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      // Fewer entries than proxies: the leftmost is the nearest to the client anyone vouched for.
      if (chain.length > 0) return chain[Math.max(0, chain.length - hops)]!;
    }
    return this.peer()?.address ?? 'local';
  }
}
