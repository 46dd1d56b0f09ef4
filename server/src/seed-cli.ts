/**
 * `npm run seed -w server`: creates, migrates and seeds the shop's database when it is empty.
 * `npm run seed -w server -- --reset`: deletes every table first (customers, orders and carts too)
 * and starts from the freshly generated shop. Uses DATABASE_URL when set, else the embedded
 * database in PGLITE_DIR or server/.data/pglite.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { ensureSeeded } from './index.js';
import { DEFAULT_DATA_DIR } from './options.js';

const reset = process.argv.includes('--reset');
const url = process.env.DATABASE_URL;
const dir = process.env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite`;
const database = await openDatabase(url ? { url } : { pglite: dir });
const where = url ? `database ${new URL(url).pathname.slice(1)}` : dir;
try {
  if (reset) {
    await database.withSetupLock(async (db) => {
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`drop schema public cascade`);
      await db.execute(sql`create schema public`);
    });
    console.log(`Emptied ${where}.`);
  }
  const started = performance.now();
  await database.migrate();
  const seeded = await ensureSeeded(database);
  const counts = await database.db.execute(
    sql`select (select count(*) from products)::int as products, (select count(*) from categories)::int as categories,
               (select count(*) from blog_posts)::int as posts, (select count(*) from orders)::int as orders`,
  );
  const row = (counts as unknown as { rows: Record<string, number>[] }).rows[0]!;
  console.log(
    `${seeded ? 'Seeded' : 'Already seeded:'} ${where} — ${row.products} products, ${row.categories} categories, ${row.posts} blog posts, ${row.orders} orders (${Math.round(performance.now() - started)} ms).`,
  );
} finally {
  await database.close();
}
