/**
 * The embedded database's folder, judged before and right after it is opened. A folder that held
 * a database is never initialised again: when part of it is missing or damaged the start stops
 * and names the folder and the damage, so a shop's orders, customers and stock are never
 * replaced by a freshly seeded shop. Only a folder that does not exist or is empty becomes a new
 * database.
 */
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The PostgreSQL major version of the embedded engine (PGlite 0.5 runs PostgreSQL 18); every
 * folder it creates says so in `PG_VERSION`, and it cannot read a folder of another version.
 */
export const EMBEDDED_PG_MAJOR = '18';

/** `pg_control` is one block; PostgreSQL refuses any other size. */
const CONTROL_FILE_BYTES = 8192;
/** WAL segment files are named by timeline, log and segment: 24 hexadecimal digits. */
const WAL_SEGMENT_NAME = /^[0-9A-F]{24}$/;

/** The embedded database's folder cannot be used; the message names the folder and what is wrong. */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';

  constructor(
    readonly folder: string,
    readonly problem: string,
  ) {
    super(
      `The embedded database folder ${folder} cannot be used: ${problem}. The shop did not start and left the folder ` +
        'as it is. Restore the folder from a backup; if it never held a shop (an interrupted first start), move it ' +
        'away and start again for a new one.',
    );
  }
}

function statOf(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Whether `size` is a WAL segment size PostgreSQL accepts: a power of two from 1 MiB to 1 GiB. */
function isSegmentSize(size: number): boolean {
  return size >= 2 ** 20 && size <= 2 ** 30 && (size & (size - 1)) === 0;
}

/** What is wrong with a folder that holds files, or null when it looks like a whole database. */
function damage(folder: string): string | null {
  const version = statOf(join(folder, 'PG_VERSION'));
  if (!version) return 'PG_VERSION is missing, so it is not a whole PostgreSQL data folder';
  const major = readFileSync(join(folder, 'PG_VERSION'), 'utf8').trim();
  if (major !== EMBEDDED_PG_MAJOR) return `PG_VERSION says "${major.slice(0, 20)}", but the embedded PostgreSQL is version ${EMBEDDED_PG_MAJOR}`;
  const control = statOf(join(folder, 'global', 'pg_control'));
  if (!control) return 'global/pg_control (the control file) is missing';
  if (control.size !== CONTROL_FILE_BYTES) return `global/pg_control (the control file) is damaged: ${control.size} bytes instead of ${CONTROL_FILE_BYTES}`;
  if (!statOf(join(folder, 'base'))?.isDirectory()) return 'base (the tables) is missing';
  const wal = join(folder, 'pg_wal');
  if (!statOf(wal)?.isDirectory()) return 'pg_wal (the write-ahead log) is missing';
  const segments = readdirSync(wal).filter((name) => WAL_SEGMENT_NAME.test(name));
  if (!segments.length) return 'pg_wal (the write-ahead log) holds no segment';
  const sizes = segments.map((name) => [name, statSync(join(wal, name)).size] as const);
  const [, expected] = sizes[0]!;
  for (const [name, size] of sizes) {
    if (!isSegmentSize(size) || size !== expected) return `pg_wal/${name} (the write-ahead log) is damaged: ${size} bytes`;
  }
  return null;
}

/**
 * Whether `dataDir` will be a new database (`'new'`: it does not exist or is empty) or holds one
 * (`'existing'`). Throws `DataFolderError` for a folder with files that is not a whole database.
 */
export function inspectDataFolder(dataDir: string): 'new' | 'existing' {
  const folder = resolve(dataDir);
  const stats = statOf(folder);
  if (!stats) return 'new';
  if (!stats.isDirectory()) throw new DataFolderError(folder, 'it is not a folder');
  if (readdirSync(folder).length === 0) return 'new';
  const problem = damage(folder);
  if (problem) throw new DataFolderError(folder, problem);
  return 'existing';
}

/** A PostgreSQL database whose tables lost rows; the message names the database and the damage. */
export class DamagedDatabaseError extends Error {
  override readonly name = 'DamagedDatabaseError';

  constructor(
    readonly database: string,
    readonly problem: string,
  ) {
    super(`The database ${database} cannot be used: ${problem}. The shop did not start and wrote nothing. Restore the database from a backup.`);
  }
}

/** The embedded engine failed while opening the folder (a WebAssembly abort, a failed start-up). */
export function openFailure(dataDir: string, error: unknown): DataFolderError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new DataFolderError(resolve(dataDir), `the embedded PostgreSQL stopped while opening it (${reason})`);
}

const TABLES = `
    select format('%I.%I', n.nspname, c.relname) as "table",
           (select string_agg(format('%I', a.attname), ', ' order by k.ord)
              from unnest(x.indkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_index x on x.indrelid = c.oid and x.indisprimary
     where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
     order by 1`;

interface TableRow {
  table: string;
  /** The primary key's columns, quoted, or null for a table without one. */
  key: string | null;
}

/**
 * Reads every row of the shop's tables twice — in file order and through the primary key, which
 * visits each row the index points to — so a relation file that lost pages (truncated, cut short
 * by a copy) is found now instead of as a 500 on every request. Answers what is wrong, or null.
 */
export async function damagedTables(client: PGlite): Promise<string | null> {
  const tables = await shopTables((text, params) => client.query(text, params));
  if (!tables.length) return null;
  const columns = tables.flatMap((row, index) => [
    `(select count(*) from ${row.table})::int as f${index}`,
    ...(row.key ? [`(select count(*) from (select ${row.key} from ${row.table} order by ${row.key}) k)::int as k${index}`] : []),
  ]);
  // Only a plain index scan reads the rows the primary key points to.
  await client.exec(
    'begin; set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_indexonlyscan = off; set local enable_sort = off',
  );
  const read = await client.query<Record<string, number>>(`select ${columns.join(', ')}`).then(
    (result) => ({ counts: result.rows[0]! }),
    (error: unknown) => ({ error }),
  );
  await client.exec('rollback');
  if ('error' in read) return describeReadError((text, params) => client.query(text, params), read.error);
  const { counts } = read;
  for (const [index, row] of tables.entries()) {
    const inFile = counts[`f${index}`];
    const inKey = counts[`k${index}`];
    if (row.key && inFile !== inKey) return `table ${row.table} holds ${inFile} rows but its primary key lists ${inKey}`;
  }
  return zeroedPages((text, params) => client.query(text, params), tables);
}

/** Runs one statement with parameters and answers its rows: PGlite's `query` or a pool's. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;

/** The shop's tables with their primary keys, as `damagedTables` and `zeroedPages` read them. */
async function shopTables(query: Query): Promise<TableRow[]> {
  const { rows } = await query<TableRow>(TABLES);
  return rows;
}

/**
 * Finds a table page overwritten with zeros that its primary key still points into. PostgreSQL
 * takes an all-zero page for a new, empty one and skips it in every read, so neither count above
 * misses its rows; the primary key's entries still name the page, and a page the key points into
 * must hold rows. (A crash may leave zero pages at a table's end while it grows; no key entry
 * points there, so they are not taken for damage.) Reads the pages with `pageinspect`, which a
 * migration installs; a folder migrated before that is checked from its next start on.
 */
export async function zeroedPages(query: Query, known?: readonly TableRow[]): Promise<string | null> {
  const installed = await query(`select 1 from pg_extension where extname = 'pageinspect'`);
  if (!installed.rows.length) return null;
  const keyed = (known ?? (await shopTables(query))).filter((row) => row.key);
  try {
    for (const { table } of keyed) {
      const { rows } = await query<{ block: number }>(
        `with key as (select x.indexrelid::regclass::text as name, pg_relation_size(x.indexrelid) / current_setting('block_size')::int as blocks
                        from pg_index x where x.indrelid = $1::regclass and x.indisprimary),
              leaves as (select b from key, generate_series(1, key.blocks - 1) b where (bt_page_stats(key.name, b::int)).type = 'l'),
              pointed as (select distinct (tid::text::point)[0]::int as block
                            from key, leaves, lateral bt_page_items(key.name, leaves.b::int) item,
                                 lateral unnest(coalesce(item.tids, array[item.htid])) tid
                           where item.htid is not null)
         select block from pointed where (page_header(get_raw_page($1::text, block))).upper = 0 order by block limit 1`,
        [table],
      );
      if (rows[0]) return `table ${table} has a page overwritten with zeros (block ${rows[0].block}) that its primary key still points into: rows are missing`;
    }
    return null;
  } catch (error) {
    // A role that may not read pages (not a superuser) cannot run the check; that is no damage.
    if ((error as { code?: string }).code === '42501') return null;
    return describeReadError(query, error);
  }
}

/** Names the table whose file a read failed in (PostgreSQL names only the file). */
async function describeReadError(query: Query, error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  const file = /file "([^"]+)"/.exec(message)?.[1];
  if (file) {
    const { rows } = await query<{ relation: string }>(
      `select case when t.oid is null then format('table %s', c.oid::regclass)
                       else format('index %s of table %s', c.oid::regclass, t.oid::regclass) end as relation
           from pg_class c left join pg_index x on x.indexrelid = c.oid left join pg_class t on t.oid = x.indrelid
          where pg_relation_filepath(c.oid) = $1`,
      [file],
    ).catch(() => ({ rows: [] as { relation: string }[] }));
    if (rows[0]) return `${rows[0].relation} is damaged (${message})`;
  }
  return `a table could not be read (${message})`;
}
