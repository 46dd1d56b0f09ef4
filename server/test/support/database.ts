/**
 * A fresh database per test file: a clone of the migrated and seeded one the global setup built —
 * an embedded PGlite loaded from its dump, or with DATABASE_URL a PostgreSQL database created
 * from the template database.
 */
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string | null;
    pgTemplate: { adminUrl: string; template: string } | null;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function freshDatabase(): Promise<{
  database: Awaited<ReturnType<typeof openPglite>> | { url: string };
  drop: () => Promise<void>;
}> {
  const template = inject('pgTemplate');
  if (template) {
    const name = `otthon_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.template}`);
    await admin.end();
    return {
      database: { url: databaseUrl(template.adminUrl, name) },
      drop: async () => {
        const client = new pg.Client({ connectionString: template.adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('The global setup did not prepare a database; run the tests through vitest with server/vitest.config.ts.');
  const pglite = openPglite(undefined, new Blob([await readFile(dump)]));
  await pglite.waitReady;
  return {
    database: pglite,
    drop: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
