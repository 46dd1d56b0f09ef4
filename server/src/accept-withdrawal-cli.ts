/**
 * `npm run accept-withdrawal -w server -- <order number>`: the shop accepts the order's
 * withdrawals (the goods are back, or it refunds before) and refunds them: a card payment through
 * the provider that took it (SIMPLEPAY_* or BARION_* as for `npm start`; the simulated gateway's
 * payments are refunded at once), an offline payment recorded for the shop's own bank transfer.
 * Running it again retries a card refund the provider refused or could not take. Uses DATABASE_URL
 * when set, else the embedded database in PGLITE_DIR or server/.data/pglite — stop a server that
 * holds the embedded folder first.
 */
import { openDatabase } from './db/client.js';
import { DEFAULT_DATA_DIR } from './options.js';
import { paymentProviders } from './payments/config.js';
import { acceptWithdrawals, describeAcceptance } from './withdrawal/refunds.js';

const [orderNumber, ...rest] = process.argv.slice(2);
if (!orderNumber || orderNumber.startsWith('--') || rest.length) {
  console.error('Usage: npm run accept-withdrawal -w server -- <order number, e.g. OT-000123>');
  process.exit(2);
}
const providers = paymentProviders(undefined, process.env);
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { pglite: process.env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite` });
try {
  const outcome = await acceptWithdrawals(database.db, providers, orderNumber);
  const lines = describeAcceptance(outcome);
  if (outcome.ok && !outcome.refunds.some((refund) => refund.status === 'failed')) console.log(lines.join('\n'));
  else {
    console.error(lines.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
