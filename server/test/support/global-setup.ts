/**
 * Builds the migrated and seeded database once per test run (seeding hashes a password and writes
 * the whole catalogue, so it is done once), then every test file clones it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../../src/db/client.js';
import { ensurePickupPoints, ensureSeeded } from '../../src/index.js';
import { databaseUrl } from './database.js';

export default async function setup(project: TestProject) {
  const started = performance.now();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `otthon_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, template) });
    await database.migrate();
    await ensureSeeded(database);
    await ensurePickupPoints(database);
    await database.close();
    project.provide('pgTemplate', { adminUrl, template });
    project.provide('pgliteDump', null);
    console.log(`[server tests] PostgreSQL template ${template} ready in ${Math.round(performance.now() - started)} ms`);
    return async () => {
      const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'otthon_test_%' or datname = $1`, [template]);
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'otthon-test-'));
  const pglite = openPglite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await ensureSeeded(database);
  await ensurePickupPoints(database);
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'seeded.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', null);
  console.log(`[server tests] seeded embedded database ready in ${Math.round(performance.now() - started)} ms`);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
