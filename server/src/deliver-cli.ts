/**
 * `npm run deliver -w server -- <order number> [--at <ISO date or date-time>]`: records that the
 * shopper received the order's goods (now, or at the moment given), which starts the consumer's
 * 14-day withdrawal period and marks the order completed. Refuses an unknown, cancelled or
 * unpaid-card order, one already delivered, and a moment in the future (see delivery/deliveries.ts).
 * Uses DATABASE_URL when set, else the embedded database in PGLITE_DIR or server/.data/pglite —
 * stop a server that holds the embedded folder first.
 */
import { openDatabase } from './db/client.js';
import { DEFAULT_DATA_DIR } from './options.js';
import { describeDelivery, parseDeliverArguments, recordDelivery } from './delivery/deliveries.js';

const parsed = parseDeliverArguments(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { pglite: process.env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite` });
try {
  const outcome = await recordDelivery(database.db, parsed.orderNumber, parsed.at);
  if (outcome.recorded) console.log(describeDelivery(outcome));
  else {
    console.error(describeDelivery(outcome));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
