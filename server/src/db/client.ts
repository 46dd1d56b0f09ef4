import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DamagedDatabaseError, damagedTables, DataFolderError, inspectDataFolder, openFailure, zeroedPages } from './data-folder.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query layer over either driver; transactions have the same type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Where the data lives: an embedded PostgreSQL in a folder (`pglite`), one the caller already
 * opened (tests clone a seeded one per file), or a PostgreSQL server (`url`).
 */
export type DatabaseOptions = { pglite: string | PGlite } | { url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data is, for the start-up log: the folder, or the server's address without its password. */
  location: string;
  /** Runs the migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Reads the tables for damage that hides rows before the shop serves (on PostgreSQL: the
   * zeroed-page check of data-folder.ts, where the role may run it; the embedded database checks
   * everything as it opens). Throws `DamagedDatabaseError`.
   */
  verify(): Promise<void>;
  /** Runs `fn` while holding the shop-wide setup lock (migrations, seeding). */
  withSetupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const SETUP_LOCK_ID = 0x07_7_40; // any constant; pg_advisory_lock takes a bigint

/** Opens an embedded PostgreSQL with the extensions the migrations and the start-up check need. */
export function openPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  return new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pageinspect, pg_trgm, unaccent } });
}

/** A connection string fit for a log: the password (and any `password=` parameter) left out. */
export function withoutPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    url.password = '';
    for (const key of [...url.searchParams.keys()]) if (/pass/i.test(key)) url.searchParams.set(key, 'hidden');
    return url.href;
  } catch {
    return 'at an address that is not a URL';
  }
}

/**
 * Opens the embedded database in `dataDir`: a folder that does not exist or is empty becomes a
 * new database; one that holds a database is opened only when it is whole (see data-folder.ts),
 * and its tables are read through before anything is written. Throws `DataFolderError` naming
 * the folder and the damage otherwise.
 */
async function openPgliteFolder(dataDir: string): Promise<PGlite> {
  const memory = dataDir.startsWith('memory://');
  const state = memory ? 'new' : inspectDataFolder(dataDir);
  const lockFile = join(resolve(dataDir), 'postmaster.pid');
  const locked = existsSync(lockFile);
  let client: PGlite;
  try {
    client = openPglite(dataDir);
    await client.waitReady;
  } catch (error) {
    // An engine that stopped half-way leaves its lock file; the folder is left as it was found.
    if (!memory && !locked) rmSync(lockFile, { force: true });
    throw openFailure(dataDir, error);
  }
  if (state === 'existing') {
    const problem = await damagedTables(client).catch((error: unknown) => `its tables could not be read (${String(error)})`);
    if (problem) {
      await client.close().catch(() => undefined);
      throw new DataFolderError(resolve(dataDir), problem);
    }
  }
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle connection the server ends (a restart, a failover, an administrator, a timeout) is
    // dropped by the pool and the next query opens a new one; without this listener node-postgres
    // rethrows the error and ends the whole process.
    pool.on('error', (error) => {
      if (!closing) console.error(`[db] an idle PostgreSQL connection ended (${error.message}); the pool opens a new one when needed`);
    });
    // Drizzle's numeric(mode: number) parses itself; keep bigint counts as numbers too.
    pg.types.setTypeParser(20, (value) => Number(value));

    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const withSetupLock = async <T>(fn: (db: Db) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
        return await fn(drizzleNodePg(client, { schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      location: `PostgreSQL ${withoutPassword(options.url)}`,
      withSetupLock,
      migrate: () =>
        withSetupLock((locked) => migrateNodePg(locked as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder: MIGRATIONS_FOLDER })),
      // A table page overwritten with zeros hides its rows from every read: refuse to serve on it
      // (data-folder.ts; needs pageinspect and a superuser, and is skipped without them).
      async verify() {
        const problem = await zeroedPages(async (text, params) => ({ rows: (await pool.query(text, params)).rows }));
        if (problem) throw new DamagedDatabaseError(`PostgreSQL ${withoutPassword(options.url)}`, problem);
      },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const owned = typeof options.pglite === 'string';
  const client = typeof options.pglite === 'string' ? await openPgliteFolder(options.pglite) : options.pglite;
  if (!owned) await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  direct.set(db, client);
  return {
    db,
    kind: 'pglite',
    location:
      typeof options.pglite === 'string'
        ? `embedded PostgreSQL (PGlite) in ${options.pglite.startsWith('memory://') ? options.pglite : resolve(options.pglite)}`
        : 'embedded PostgreSQL (PGlite) opened by the caller',
    // One embedded database belongs to one process; its queries are already serialised.
    withSetupLock: (fn) => fn(db),
    migrate: () => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
    // Checked as the folder was opened (openPgliteFolder).
    verify: async () => undefined,
    close: async () => {
      if (owned && !client.closed) await client.close();
    },
  };
}

/** Embedded clients by their query layer, for raw reads outside transactions. */
const direct = new WeakMap<Db, PGlite>();

/** The statements prepared on one embedded connection: their names by text (a promise while preparing). */
interface PreparedRegistry {
  /** The session settings the prepared reads rely on, set once per connection. */
  ready: Promise<unknown> | null;
  names: Map<string, Promise<string>>;
}

/**
 * One registry per connection for the whole process, kept on `globalThis` under a registered
 * symbol: a prepared statement belongs to the connection, not to this module, and a second copy
 * of the module (a development server re-evaluating it, a bundle inlining it) on the same
 * connection must see the statements the first one prepared instead of preparing its own.
 */
const REGISTRIES = Symbol.for('otthon-server.prepared-statements');
function registryOf(client: PGlite): PreparedRegistry {
  const global = globalThis as { [REGISTRIES]?: WeakMap<PGlite, PreparedRegistry> };
  const registries = (global[REGISTRIES] ??= new WeakMap());
  let registry = registries.get(client);
  if (!registry) {
    registry = { ready: null, names: new Map() };
    registries.set(client, registry);
  }
  return registry;
}
const MAX_PREPARED = 500;
/** PostgreSQL's codes for a prepared statement's name that is taken or unknown. */
const DUPLICATE_PREPARED_STATEMENT = '42P05';
const UNKNOWN_PREPARED_STATEMENT = '26000';

/**
 * A statement's name is a digest of its text, so whoever prepares a text on a connection gives it
 * the same name: a name that exists already holds this very statement.
 */
function preparedName(text: string): string {
  return `otthon_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/** A parameter as an untyped SQL literal; the prepared statement's parameter type converts it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // standard_conforming_strings is on: inside '…' only the quote itself needs doubling.
  return `'${text.replace(/'/g, "''")}'`;
}

/** Prepares `text` once per connection; concurrent callers share one `PREPARE`. */
function prepare(client: PGlite, registry: PreparedRegistry, text: string): Promise<string> {
  let name = registry.names.get(text);
  if (!name) {
    const id = preparedName(text);
    // Stored before the first await, so callers arriving meanwhile wait for this PREPARE.
    name = client.exec(`prepare ${id} as ${text}`).then(
      () => id,
      (error: unknown) => {
        if (errorCode(error) === DUPLICATE_PREPARED_STATEMENT) return id;
        throw error;
      },
    );
    registry.names.set(text, name);
    name.catch(() => {
      if (registry.names.get(text) === name) registry.names.delete(text);
    });
  }
  return name;
}

/**
 * Runs a statement on the embedded database as a prepared statement with a generic plan: the
 * embedded engine spends more time planning the hot queries than running them, so each text is
 * planned once per connection (`PREPARE`) and then executed with its parameters as literals.
 */
async function runPrepared<T>(client: PGlite, text: string, params: unknown[]): Promise<T[]> {
  const registry = registryOf(client);
  if (!registry.ready) {
    const ready = client.exec('set plan_cache_mode = force_generic_plan; set standard_conforming_strings = on');
    registry.ready = ready;
    ready.catch(() => {
      if (registry.ready === ready) registry.ready = null;
    });
  }
  await registry.ready;
  if (!registry.names.has(text) && registry.names.size >= MAX_PREPARED) return (await client.query<T>(text, params)).rows;
  const args = params.length ? `(${params.map(literal).join(', ')})` : '';
  const pending = prepare(client, registry, text);
  try {
    return (await client.query<T>(`execute ${await pending}${args}`)).rows;
  } catch (error) {
    // Someone ended the statement (DEALLOCATE, DISCARD ALL): prepare it again, once.
    if (errorCode(error) !== UNKNOWN_PREPARED_STATEMENT) throw error;
    if (registry.names.get(text) === pending) registry.names.delete(text);
    const again = await prepare(client, registry, text);
    return (await client.query<T>(`execute ${again}${args}`)).rows;
  }
}

/**
 * Rows of a raw query, whichever driver ran it. Outside a transaction on the embedded database it
 * runs as a prepared statement on PGlite directly (see `runPrepared`); JSON values arrive parsed
 * either way and timestamps as Date or ISO text (read them with `new Date()`).
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = direct.get(db);
  if (client) {
    const compiled = (db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
    return runPrepared<T>(client, compiled.sql, compiled.params);
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
