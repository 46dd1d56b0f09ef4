/**
 * Starting the real server (`src/main.ts`, what `npm start -w server` runs) on an embedded data
 * folder. A folder that does not exist or is empty becomes a new, seeded shop. A folder that held
 * a shop and is damaged stops the start: exit code 1, the folder and the damage named, every file
 * left as it was — it is never replaced by a freshly seeded shop. Everything here is the
 * embedded database's own folder, so a PostgreSQL run leaves this file out (the same rule inside
 * any database is seeding.test.ts).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, openPglite, rows } from '../src/db/client.js';
import { EMBEDDED_PG_MAJOR } from '../src/db/data-folder.js';
import { products } from '../src/db/schema.js';
import { ensureSeeded } from '../src/index.js';
import { startServer, type ServerData } from './support/server-process.js';

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));

let root: string;
/** A used shop's folder (one product sold out); each test damages a copy of it. */
let used: string;
let soldOut: number;
/** Where the products table and its primary key live inside the folder. */
let files: { products: string; productsKey: string };

/** A seeded embedded folder: unpacked from the global setup's dump, or seeded here on a PostgreSQL run. */
async function seededFolder(dir: string): Promise<void> {
  const dump = inject('pgliteDump');
  if (dump) {
    const unpacked = openPglite(dir, new Blob([await readFile(dump)]));
    await unpacked.waitReady;
    await unpacked.close();
    return;
  }
  const database = await openDatabase({ pglite: dir });
  await database.migrate();
  await ensureSeeded(database);
  await database.close();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'otthon-startup-'));
  used = join(root, 'used', 'pglite');
  await seededFolder(used);
  const database = await openDatabase({ pglite: used });
  try {
    const [product] = await database.db.select({ id: products.id }).from(products).where(sql`${products.stock} > 0`).limit(1);
    soldOut = product!.id;
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut));
    const [paths] = await rows<{ products: string; products_key: string }>(
      database.db,
      sql`select pg_relation_filepath('products') as products, pg_relation_filepath('products_pkey') as products_key`,
    );
    files = { products: paths!.products, productsKey: paths!.products_key };
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** A copy of the used folder, for one test to damage. */
async function copyOfUsed(name: string): Promise<string> {
  const dir = join(root, name, 'pglite');
  await cp(used, dir, { recursive: true });
  return dir;
}

/** Every file of a folder with its size, and with its modification time unless `sizesOnly`. */
async function snapshot(dir: string, sizesOnly = false): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    out[path.slice(dir.length)] = sizesOnly ? String(info.size) : `${info.size} ${info.mtimeMs}`;
  }
  return out;
}

/** The server's environment for a data folder: the embedded database even on a PostgreSQL run. */
function folderEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', PGLITE_DIR: dir, MEDIA_DIR: join(root, 'media') };
  delete env.DATABASE_URL;
  return env;
}

/** Starts the server on `dir` and waits for it to end by itself; one that starts listening is stopped and reported. */
function startAndWaitForExit(dir: string): Promise<{ code: number | null; output: string; listened: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: folderEnv(dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listened = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (!listened && /Otthon API on http/.test(output)) {
        listened = true;
        process.kill(child.pid!, 'SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      process.kill(child.pid!, 'SIGKILL');
      reject(new Error(`The server (PID ${child.pid}) neither exited nor listened within 90 s. Its output:\n${output}`));
    }, 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, listened });
    });
  });
}

const walSegments = async (dir: string) => (await readdir(join(dir, 'pg_wal'))).filter((name) => /^[0-9A-F]{24}$/.test(name));

/**
 * Each damage, what it does to the folder, how the refusal names it, and whether it is found
 * before the engine opens the folder or only by reading the tables after.
 */
type Found = 'before opening' | 'by reading the tables';
const damages: [string, (dir: string) => Promise<void>, RegExp, Found][] = [
  ['PG_VERSION is missing', (dir) => unlink(join(dir, 'PG_VERSION')), /PG_VERSION is missing/, 'before opening'],
  ['global/pg_control is missing', (dir) => unlink(join(dir, 'global', 'pg_control')), /global\/pg_control \(the control file\) is missing/, 'before opening'],
  [
    'the write-ahead log is missing',
    async (dir) => {
      for (const name of await walSegments(dir)) await unlink(join(dir, 'pg_wal', name));
    },
    /pg_wal \(the write-ahead log\) holds no segment/,
    'before opening',
  ],
  [
    'the write-ahead log is cut short',
    async (dir) => truncate(join(dir, 'pg_wal', (await walSegments(dir))[0]!), 4096),
    /pg_wal\/[0-9A-F]{24} \(the write-ahead log\) is damaged: 4096 bytes/,
    'before opening',
  ],
  [
    'the write-ahead log is overwritten with zeros',
    async (dir) => writeFile(join(dir, 'pg_wal', (await walSegments(dir))[0]!), new Uint8Array(16 * 1024 * 1024)),
    /the embedded PostgreSQL stopped while opening it/,
    'before opening',
  ],
  [
    'a table file is cut short',
    async (dir) => truncate(join(dir, files.products), Math.floor((await stat(join(dir, files.products))).size / 2)),
    /table products is damaged \(could not read block/,
    'by reading the tables',
  ],
  ['an index file is emptied', (dir) => truncate(join(dir, files.productsKey), 0), /index products_pkey of table products is damaged/, 'by reading the tables'],
];

describe('starting on a damaged data folder', () => {
  it.each(damages)(
    '%s: refuses to start, names the folder and the damage, and writes nothing of the shop',
    async (name, damage, problem, found) => {
      const dir = await copyOfUsed(name.replace(/\W+/g, '-'));
      await damage(dir);
      const before = await snapshot(dir);
      const sizes = await snapshot(dir, true);

      const { code, output, listened } = await startAndWaitForExit(dir);

      expect(listened, output).toBe(false);
      expect(code, output).toBe(1);
      expect(output).toContain(`The embedded database folder ${dir} cannot be used`);
      expect(output).toMatch(problem);
      expect(output).not.toMatch(/\n\s+at /);
      if (found === 'before opening') {
        expect(await snapshot(dir)).toEqual(before);
      } else {
        // Opening and closing is PostgreSQL's own bookkeeping (the control file, a new WAL segment);
        // no file shrinks, grows or disappears: nothing was migrated, seeded or written.
        expect(await snapshot(dir, true)).toMatchObject(sizes);
      }
    },
    120_000,
  );

  it('never seeds a new shop over a folder that lost PG_VERSION: with the file back, the shop and its sold-out stock are there', {
    timeout: 180_000,
  }, async () => {
    const dir = await copyOfUsed('pg-version-back');
    const version = await readFile(join(dir, 'PG_VERSION'));
    await unlink(join(dir, 'PG_VERSION'));
    expect((await startAndWaitForExit(dir)).code).toBe(1);

    await writeFile(join(dir, 'PG_VERSION'), version);
    const server = await startServer(embeddedIn(dir));
    try {
      const answer = await server.fetch(new Request(`https://shop.example/api/products/${soldOut}`, { headers: { Accept: 'application/json' } }));
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { quantity: number } }).data.quantity).toBe(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

/** The shop's server over the embedded database in `dir`, which the test keeps. */
function embeddedIn(dir: string): ServerData {
  return { kind: 'pglite', env: { PGLITE_DIR: dir, MEDIA_DIR: join(root, 'media') }, open: () => openDatabase({ pglite: dir }), drop: async () => undefined };
}

describe('starting on a new data folder', () => {
  it('creates, migrates and seeds an empty folder as before', { timeout: 180_000 }, async () => {
    const dir = join(root, 'empty', 'pglite');
    await mkdir(dir, { recursive: true });
    const server = await startServer(embeddedIn(dir));
    try {
      const answer = await server.fetch(new Request('https://shop.example/api/init', { headers: { Accept: 'application/json' } }));
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { all_products: number } }).data.all_products).toBeGreaterThanOrEqual(300);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // The version the folder check expects is the one the embedded engine writes.
    expect((await readFile(join(dir, 'PG_VERSION'), 'utf8')).trim()).toBe(EMBEDDED_PG_MAJOR);
  });
});
