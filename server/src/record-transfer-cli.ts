/**
 * `npm run record-transfer -w server -- <order number>`: records that the order's bank transfer
 * arrived — the order is paid and its invoice is issued by the running server's invoice worker
 * (or this shop's next start). Uses DATABASE_URL when set, else the embedded database in
 * PGLITE_DIR or server/.data/pglite — stop a server that holds the embedded folder first.
 */
import { openDatabase } from './db/client.js';
import { DEFAULT_DATA_DIR } from './options.js';
import { describeTransfer, recordTransfer } from './payment/transfers.js';

const [orderNumber, ...rest] = process.argv.slice(2);
if (!orderNumber || orderNumber.startsWith('--') || rest.length) {
  console.error('Usage: npm run record-transfer -w server -- <order number, e.g. OT-000123>');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { pglite: process.env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite` });
try {
  const outcome = await recordTransfer(database.db, orderNumber);
  if (outcome.recorded) console.log(describeTransfer(outcome));
  else {
    console.error(describeTransfer(outcome));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
