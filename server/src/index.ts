/**
 * The reference API server of the Otthon contract. `createApi()` opens (and on first use creates,
 * migrates and seeds) the database and answers a Hono app that serves `/api/*` and `/sanctum/*`;
 * a storefront mounts it in-process or `main.ts` serves it alone.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { buildApp } from './app.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { meta } from './db/schema.js';
import { isSeeded, loadSeed, refreshCities, tablesWithRows } from './db/seed-loader.js';
import { loadSnapshotWhenEmpty, type RefreshOutcome } from './pickup-points/refresh.js';
import { randomToken } from './application/tokens.js';
import { describeInvoicing } from './invoices/config.js';
import { startInvoiceWorker } from './invoicing/invoices.js';
import { describePayments } from './payments/config.js';
import { settled } from './shared/deferred.js';
import { startPaymentSweep } from './payment/sweep.js';
import { startReservationSweep } from './orders/reservations.js';
import { DEFAULT_DATA_DIR, mailboxSetting, resolveOptions, type ApiOptions, type AppState, type ResolvedOptions } from './options.js';

export type { ApiOptions } from './options.js';
export type { Db } from './db/client.js';
export { DamagedDatabaseError, DataFolderError } from './db/data-folder.js';
export { resultSignature } from './payment/gateway.js';

export interface Api {
  /** The Hono app: mount it (`app.route('/', api.app)`) or call `api.app.fetch(request)`. */
  app: Hono;
  /** Same as `app.fetch`: answers a `Request` in-process, e.g. from a storefront loader. */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** The query layer, for tools and tests. */
  db: Db;
  /** Which database it runs on. */
  kind: Database['kind'];
  /** The resolved origin allowlist for return addresses. */
  publicOrigins: string[];
  /**
   * What it runs on, a line each, for the start-up log: the database (never its password), the
   * public origins and whether cookies are `Secure`, and whether the mailbox is served.
   */
  settings: string[];
  /** Waits for the work requests left running after their answers (e.g. mails), then closes the database. */
  close(): Promise<void>;
}

/**
 * Fills a database that holds no shop data at all with the generated shop, once, even when
 * several processes start together. One that holds data but no record of the seed is refused,
 * never seeded over. A seeded one gets the current list of settlements and postcodes when its
 * `cities` table holds another number of rows (`refreshCities`).
 */
export async function ensureSeeded(database: Database): Promise<boolean> {
  return database.withSetupLock(async (db) => {
    if (await isSeeded(db)) {
      const { cities } = await import('../seed/commerce/geography.js');
      await refreshCities(db, cities);
      return false;
    }
    const filled = await tablesWithRows(db);
    if (filled.length)
      throw new Error(
        `The database (${database.location}) holds shop data (${filled.join(', ')}) but no record of the seeded shop, ` +
          'so it was not seeded over. Restore it from a backup, or empty it for a new shop (npm run seed -- --reset).',
      );
    const { generateSeed } = await import('../seed/index.js');
    await loadSeed(db, generateSeed());
    return true;
  });
}

/**
 * Fills `pickup_points` from the shipped sample snapshot of the carriers' feeds when it holds no
 * point at all (a new database, or one from before the table), once, even when several processes
 * start together. `npm run pickup-points` replaces them with the carriers' current lists.
 */
export async function ensurePickupPoints(database: Database): Promise<RefreshOutcome[] | null> {
  return database.withSetupLock((db) => loadSnapshotWhenEmpty(db));
}

/** The signing key: the configured one, else one generated on first start and kept in the database. */
async function signingSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return database.withSetupLock(async (db) => {
    const [row] = await db.select().from(meta).where(eq(meta.key, 'secret'));
    if (row) return row.value as string;
    const secret = randomToken(32);
    await db.insert(meta).values({ key: 'secret', value: secret });
    return secret;
  });
}

/** The start-up log's lines (see `Api.settings`). */
function describeSettings(database: Database, resolved: ResolvedOptions, options: ApiOptions, env: NodeJS.ProcessEnv): string[] {
  const ignored = options.database === undefined && env.DATABASE_URL && env.PGLITE_DIR ? ' (PGLITE_DIR is ignored while DATABASE_URL is set)' : '';
  const mailbox = mailboxSetting(options, env, resolved.publicOrigins);
  return [
    `database: ${database.location}${ignored}`,
    `public origins: ${resolved.publicOrigins.join(', ')} (cookies ${resolved.secureCookies ? '' : 'not '}Secure)`,
    mailbox.enabled ? `mailbox: /api/dev/mailbox, for clients on this machine only (${mailbox.reason})` : `mailbox: off (${mailbox.reason})`,
    describePayments(options.payments, env),
    describeInvoicing(resolved.invoicing.settings),
  ];
}

function databaseOptions(option: ApiOptions['database'], env: NodeJS.ProcessEnv) {
  if (option === undefined) return env.DATABASE_URL ? { url: env.DATABASE_URL } : { pglite: env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite` };
  if (typeof option === 'string') return { pglite: option };
  if ('url' in option && typeof option.url === 'string') return { url: option.url };
  return { pglite: option as Exclude<ApiOptions['database'], string | { url: string } | undefined> };
}

/**
 * Opens the shop's database (embedded by default), migrates it, seeds it when empty and builds
 * the API.
 *
 * @example
 * const api = await createApi({ publicOrigins: ['http://127.0.0.1:3000'] });
 * const response = await api.fetch(new Request('http://127.0.0.1:3000/api/init'));
 */
export async function createApi(options: ApiOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<Api> {
  const resolved = resolveOptions(options, env);
  const database = await openDatabase(databaseOptions(options.database, env));
  try {
    await database.migrate();
    await database.verify();
    if (options.seed !== false) {
      await ensureSeeded(database);
      await ensurePickupPoints(database);
    }
    const secret = await signingSecret(database, options.secret ?? env.SESSION_SECRET);
    const state: AppState = { ...resolved, db: database.db, secret };
    const app = buildApp(state);
    // Payments waiting for a provider's late or lost notice are asked about (back-off, see the sweep).
    const stopSweep = options.paymentSweep === false ? async () => {} : startPaymentSweep(database.db, resolved.providers, resolved.now);
    // Stock held for card payments that never came goes back on sale (see the reservation sweep).
    const stopReservations = options.reservationSweep === false ? async () => {} : startReservationSweep(database.db, resolved.now);
    // Invoices due (paid, delivered, withdrawn) are issued from their outbox (see the invoice worker).
    const stopInvoices = options.invoiceWorker === false ? async () => {} : startInvoiceWorker(database.db, resolved.invoicing.providers, resolved.now);
    return {
      app,
      fetch: (request, envArg) => app.fetch(request, envArg),
      db: database.db,
      kind: database.kind,
      publicOrigins: resolved.publicOrigins,
      settings: describeSettings(database, resolved, options, env),
      // Work requests left running after their answers (mails) finishes before the database closes.
      close: async () => {
        await stopSweep();
        await stopReservations();
        await stopInvoices();
        await settled();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
