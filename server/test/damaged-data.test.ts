/**
 * A table page overwritten with zeros (a disk or copy fault) hides its rows from every read, since
 * PostgreSQL takes an all-zero page for a new, empty one. The shop must then refuse to start,
 * naming the damage, rather than run with orders or customers missing — on the embedded database
 * by default, on PostgreSQL with DATABASE_URL (server/README.md, what the embedded database promises).
 */
import { cp, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../src/db/client.js';
import { orders, users } from '../src/db/schema.js';
import { createApi } from '../src/index.js';
import { ORIGIN, type TestApi } from './support/api.js';
import { Client } from './support/client.js';
import { databaseUrl } from './support/database.js';
import { freshServerData, type ServerData, startServer } from './support/server-process.js';
import { placedOrder } from './support/shop.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A seeded database of its own with `orderCount` orders placed as shoppers would. */
async function shopWithOrders(orderCount: number): Promise<ServerData> {
  const data = await freshServerData();
  cleanups.push(() => data.drop());
  const database = data.kind === 'pglite' ? data.env.PGLITE_DIR! : { url: data.env.DATABASE_URL! };
  const api = (await createApi(
    { database, publicOrigins: [ORIGIN], secret: 'test-signing-secret', mediaDir: data.env.MEDIA_DIR!, trustProxy: true },
    {},
  )) as TestApi;
  try {
    for (let i = 0; i < orderCount; i++) await placedOrder(await new Client(api).start(), { email: `serult-${i}@example.hu` });
  } finally {
    await api.close();
  }
  return data;
}

/**
 * A copy of `data` for one test to damage or start: the embedded folder copied, or a PostgreSQL
 * database created from it as a template (no connection may be open to it).
 */
async function copyOf(data: ServerData): Promise<ServerData> {
  if (data.kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'otthon-damaged-'));
    const dataDir = join(root, 'pglite');
    await cp(data.env.PGLITE_DIR!, dataDir, { recursive: true });
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    return { ...data, env: { ...data.env, PGLITE_DIR: dataDir }, open: () => openDatabase({ pglite: dataDir }), drop: async () => undefined };
  }
  const url = new URL(data.env.DATABASE_URL!);
  const copy = `${url.pathname.slice(1)}_${cleanups.length}`;
  const admin = new pg.Client({ connectionString: databaseUrl(url.href, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${copy} template ${url.pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: databaseUrl(url.href, 'postgres') });
    await dropper.connect();
    await dropper.query(`drop database if exists ${copy} with (force)`);
    await dropper.end();
  });
  const copied = databaseUrl(url.href, copy);
  return { ...data, env: { ...data.env, DATABASE_URL: copied }, open: () => openDatabase({ url: copied }), drop: async () => undefined };
}

/** Where a table's rows are: its file and the last block that holds rows. */
async function lastPageOf(data: ServerData, table: 'orders' | 'users') {
  const database = await data.open();
  try {
    const [found] = await rows<{ file: string; block: number; directory: string }>(
      database.db,
      sql`select pg_relation_filepath(${table}) as file, max((ctid::text::point)[0])::int as block,
                 current_setting('data_directory') as directory
            from ${sql.identifier(table)}`,
    );
    const [live] = await database.db.select({ n: count() }).from(table === 'orders' ? orders : users);
    return { ...found!, rows: live!.n };
  } finally {
    await database.close();
  }
}

async function zeroBlock(path: string, block: number): Promise<void> {
  const file = await open(path, 'r+');
  try {
    await file.write(new Uint8Array(8192), 0, 8192, block * 8192);
  } finally {
    await file.close();
  }
}

/**
 * Overwrites a block of `table` with zeros as a disk fault would. The embedded database's folder
 * is written directly; a PostgreSQL server keeps pages in its memory, so its database is first
 * written out (CHECKPOINT), the file changed on disk, and the database then copied file by file
 * into a new one that reads the changed file — the shop is started on the copy.
 */
async function damaged(data: ServerData, table: 'orders' | 'users'): Promise<ServerData> {
  const page = await lastPageOf(data, table);
  expect(page.rows).toBeGreaterThan(0);
  if (data.kind === 'pglite') {
    await zeroBlock(join(data.env.PGLITE_DIR!, page.file), page.block);
    return data;
  }
  const url = new URL(data.env.DATABASE_URL!);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl(url.href, 'postgres') });
  await admin.connect();
  try {
    await admin.query('checkpoint');
    await zeroBlock(isAbsolute(page.file) ? page.file : join(page.directory, page.file), page.block);
    const copy = `${name}_damaged`;
    await admin.query(`create database ${copy} template ${name} strategy file_copy`);
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl(url.href, 'postgres') });
      await dropper.connect();
      await dropper.query(`drop database if exists ${copy} with (force)`);
      await dropper.end();
    });
    const damagedUrl = databaseUrl(url.href, copy);
    return { ...data, env: { ...data.env, DATABASE_URL: damagedUrl }, open: () => openDatabase({ url: damagedUrl }) };
  } finally {
    await admin.end();
  }
}

/** One shop with orders, placed once; each test works on a copy. */
let shop: ServerData;
beforeAll(async () => {
  shop = await shopWithOrders(12);
}, 240_000);

describe('a table page overwritten with zeros', () => {
  it.each(['orders', 'users'] as const)(
    'in the %s table: the shop refuses to start, naming the table, instead of running with rows missing',
    {
      timeout: 240_000,
    },
    async (table) => {
      const data = await damaged(await copyOf(shop), table);
      const failed = await startServer(data).then(
        async (server) => {
          await server.stop();
          return null;
        },
        (error: unknown) => String(error),
      );
      expect(failed, 'the server started on a database with rows missing').not.toBeNull();
      expect(failed).toMatch(new RegExp(`table public\\.${table} has a page overwritten with zeros \\(block \\d+\\) that its primary key still points into`));
      expect(failed).toMatch(/cannot be used/);
      expect(failed).not.toMatch(/\n\s+at /);
    },
  );

  it('an undamaged shop with the same orders starts', { timeout: 240_000 }, async () => {
    const server = await startServer(await copyOf(shop));
    expect(await server.stop()).toBe(0);
  });
});
