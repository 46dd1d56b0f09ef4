/**
 * `npm run stock -w server -- <product id or SKU> <pieces>`: goods in. Adds the pieces to the
 * product's stock (clearing its restock date) and, when that brings it back, mails the restock
 * notice to every confirmed subscriber, once (see restock/restock.ts; the mails appear in the
 * development mailbox). Uses DATABASE_URL when set, else the embedded database in PGLITE_DIR or
 * server/.data/pglite — stop a server that holds the embedded folder first.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { products } from './db/schema.js';
import { DEFAULT_DATA_DIR } from './options.js';
import { restock } from './restock/restock.js';

const [which, pieces] = process.argv.slice(2);
const quantity = Number(pieces);
if (!which || !Number.isInteger(quantity) || quantity <= 0) {
  console.error('Usage: npm run stock -w server -- <product id or SKU> <pieces (a whole number above 0)>');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { pglite: process.env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite` });
try {
  const [row] = await database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(/^\d+$/.test(which) ? eq(products.id, Number(which)) : eq(products.sku, which));
  if (!row) {
    console.error(`No product with the id or SKU "${which}".`);
    process.exitCode = 1;
  } else {
    const { stock, notified } = await restock(database.db, row.id, quantity);
    console.log(`${row.sku}: ${stock} in stock; ${notified} restock notice${notified === 1 ? '' : 's'} sent.`);
  }
} finally {
  await database.close();
}
