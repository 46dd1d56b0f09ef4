/**
 * Seeding inside the database, on whichever the run uses (the embedded one, or PostgreSQL under
 * DATABASE_URL): data without a record of the seed is never seeded over, and an older postcode
 * table is replaced in one go. Also what the start prints about a PostgreSQL address.
 */
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { cities, meta, products } from '../src/db/schema.js';
import { SEED_META_KEY } from '../src/db/seed-loader.js';
import { createApi, ensureSeeded } from '../src/index.js';
import { postcodeRows } from '../seed/places/postcodes.js';
import { freshDatabase } from './support/database.js';

/** The media folder of the API these tests create. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'otthon-seeding-'));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('seeding', () => {
  // A whole database each, with its postcode table written anew: seconds alone, half a minute and
  // more on two cores shared with the browser suites.
  it('refuses a database that holds shop data but no record of the seed, and writes nothing', { timeout: 120_000 }, async () => {
    const { database, drop } = await freshDatabase();
    try {
      const opened = await openDatabase('url' in database ? { url: database.url } : { pglite: database });
      const before = (await opened.db.select({ n: count() }).from(products))[0]!.n;
      await opened.db.delete(meta).where(eq(meta.key, SEED_META_KEY));

      await expect(createApi({ database, mediaDir: join(root, 'media') }, {})).rejects.toThrow(
        /holds shop data \(.*products.*\) but no record of the seeded shop, so it was not seeded over/,
      );
      expect((await opened.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
      expect(await opened.db.select().from(meta).where(eq(meta.key, SEED_META_KEY))).toEqual([]);
      await opened.close();
    } finally {
      await drop();
    }
  });

  it('gives a database seeded with an older list of settlements the current postcode table, in one go', { timeout: 120_000 }, async () => {
    const { database, drop } = await freshDatabase();
    try {
      const opened = await openDatabase('url' in database ? { url: database.url } : { pglite: database });
      await opened.db.delete(cities);
      const name = { hu: 'Budapest XI. kerület', en: 'Budapest District XI' };
      await opened.db.insert(cities).values({ id: 1, countryId: 1, zipcode: '1111', name, search: 'budapest xi. kerulet' });

      expect(await ensureSeeded(opened)).toBe(false);
      const stored = await opened.db.select().from(cities).orderBy(cities.id);
      expect(stored).toHaveLength(postcodeRows().length);
      expect(stored.find((city) => city.zipcode === '1117')).toMatchObject({ name: { hu: 'Budapest', en: 'Budapest' }, district: 'XI.', search: 'budapest' });
      // The same list again is left alone.
      await opened.db.update(cities).set({ search: 'kept' }).where(eq(cities.id, 1));
      await ensureSeeded(opened);
      expect((await opened.db.select().from(cities).where(eq(cities.id, 1)))[0]?.search).toBe('kept');
      await opened.close();
    } finally {
      await drop();
    }
  });
});

describe('what the start prints', () => {
  it('names a PostgreSQL server by its address without the password', async () => {
    // Opening a pool connects nothing: nothing needs to listen there.
    const database = await openDatabase({ url: 'postgres://otthon:do-not-log-this@127.0.0.1:3619/shop?sslmode=disable&password=nor-this' });
    try {
      expect(database.location).toBe('PostgreSQL postgres://otthon@127.0.0.1:3619/shop?sslmode=disable&password=hidden');
    } finally {
      await database.close();
    }
  });
});
