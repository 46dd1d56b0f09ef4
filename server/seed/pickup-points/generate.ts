/**
 * `npm run generate-pickup-points -w server`: writes the shipped SAMPLE snapshot of the carriers'
 * points, each in the carrier's own feed format, and the mock shop's normalised copy:
 *
 * - `server/data/pickup-points/foxpost.json` (Foxpost's foxplus.json), `gls.json` (GLS's
 *   deliveryPoints/hu.json), `packeta.xml` (Packeta's branch export v4), `mpl.xml` (Magyar Posta's
 *   PartnerExtra PostInfo.xml): invented points at real settlements (see sample-feeds.ts);
 * - `src/msw/fixtures/places/pickup-points.json`: what the server's loaders make of those four
 *   files, as compact rows sorted by id, one per line:
 *     [id, carrier, kind, name, zipcode, city, address, lat, lng, [[day, open, close], …]]
 *   (day 1 Monday … 7 Sunday, "HH:MM" local time, 24:00 for midnight; see mock-file.ts).
 *
 * Reads the settlements from the package's postcode table (`postcodeRows()` of
 * seed/places/postcodes.ts: `src/msw/fixtures/places/postcodes.json`). Deterministic: run it again and nothing changes unless the
 * postcode table or this code did. Prints the figures per carrier and Budapest's coverage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceKm, PICKUP_CARRIERS } from 'otthon/core';
import { CARRIER_FEEDS, SNAPSHOT_DIR } from '../../src/pickup-points/feeds.js';
import type { PickupPointRow } from '../../src/pickup-points/row.js';
import { postcodeRows } from '../places/postcodes.js';
import { mockFileText } from './mock-file.js';
import { sampleFeeds } from './sample-feeds.js';

const MOCK_FILE = fileURLToPath(new URL('../../../src/msw/fixtures/places/pickup-points.json', import.meta.url));

const table = postcodeRows();
const documents = sampleFeeds(table);
mkdirSync(SNAPSHOT_DIR, { recursive: true });
const rows: PickupPointRow[] = [];
for (const carrier of PICKUP_CARRIERS) {
  const feed = CARRIER_FEEDS[carrier];
  const document = documents[feed.snapshotFile as keyof typeof documents];
  writeFileSync(join(SNAPSHOT_DIR, feed.snapshotFile), document);
  const { rows: loaded, skipped } = feed.load(document);
  rows.push(...loaded);
  const lockers = loaded.filter((row) => row.kind === 'locker').length;
  console.log(
    `${carrier}: ${loaded.length} points (${lockers} lockers, ${loaded.length - lockers} counters), ${skipped} entries skipped; ${(document.length / 1024).toFixed(0)} KiB`,
  );
}
writeFileSync(MOCK_FILE, mockFileText(rows));

// Budapest's coverage: at each postcode, the points of each carrier within 3 km.
const budapest = table.filter((row) => row.name === 'Budapest');
const fewest = Object.fromEntries(
  PICKUP_CARRIERS.map((carrier) => {
    const own = rows.filter((row) => row.carrier === carrier);
    const counts = budapest.map((row) => own.filter((point) => distanceKm(row, point) <= 3).length);
    return [carrier, Math.min(...counts)];
  }),
);
console.log(
  `${rows.length} points in all, ${rows.filter((row) => row.city === 'Budapest').length} in Budapest; fewest within 3 km of a Budapest postcode: ${JSON.stringify(fewest)}`,
);
