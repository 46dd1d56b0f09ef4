import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  /** Runs the migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs `fn` while holding the shop-wide setup lock (migrations, seeding). */
  withSetupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const SETUP_LOCK_ID = 0x07_7_40; // any constant; pg_advisory_lock takes a bigint

/** Opens an embedded PostgreSQL with the extensions the migrations need. */
export function openPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  return new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
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
      withSetupLock,
      migrate: () =>
        withSetupLock((locked) =>
          migrateNodePg(locked as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
        ),
      close: () => pool.end(),
    };
  }
  const owned = typeof options.pglite === 'string';
  const client = typeof options.pglite === 'string' ? openPglite(options.pglite) : options.pglite;
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One embedded database belongs to one process; its queries are already serialised.
    withSetupLock: (fn) => fn(db),
    migrate: () => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (owned && !client.closed) await client.close();
    },
  };
}

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
