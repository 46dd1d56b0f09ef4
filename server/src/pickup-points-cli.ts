/**
 * `npm run pickup-points -w server`: refreshes the carriers' parcel lockers and pick-up points
 * (`pickup_points`) from their feeds; `-- --snapshot` loads the shipped sample snapshot,
 * `-- --file foxpost=<path>` a file in the carrier's own format (see pickup-points/command.ts and
 * the feeds' environment variables in pickup-points/feeds.ts). Prints a line per carrier; exits 1
 * when a carrier's feed failed (its old points were kept). Uses DATABASE_URL when set, else the
 * embedded database in PGLITE_DIR or server/.data/pglite — stop a server that holds the embedded
 * folder first.
 */
import { openDatabase } from './db/client.js';
import { DEFAULT_DATA_DIR } from './options.js';
import { parsePickupPointsArguments, runPickupPoints } from './pickup-points/command.js';

const parsed = parsePickupPointsArguments(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { pglite: process.env.PGLITE_DIR || `${DEFAULT_DATA_DIR}/pglite` });
try {
  // The table comes with migration 0018; a database from before it is brought up to date first.
  await database.migrate();
  const run = await runPickupPoints(database.db, parsed);
  for (const line of run.lines) console.log(line);
  if (run.failed) process.exitCode = 1;
} finally {
  await database.close();
}
