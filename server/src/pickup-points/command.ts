/**
 * `npm run pickup-points -w server -- [options] [carrier …]`: what the command does, apart from
 * opening the database (see pickup-points-cli.ts), so a test can run it against a fake feed server.
 *
 * - no option: downloads every carrier whose feed is configured (Foxpost, GLS and MPL are public;
 *   Packeta needs `PACKETA_API_KEY`), or only the carriers named;
 * - `--snapshot`: loads the shipped sample snapshot (server/data/pickup-points/) for every carrier;
 * - `--file <carrier>=<path>` (repeatable): loads that carrier's list from a file in its own format.
 * Each carrier's points are replaced in one transaction; a carrier whose feed fails or gives no
 * point keeps the points it had.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PICKUP_CARRIERS, type PickupCarrier } from 'otthon/core';
import type { Db } from '../db/client.js';
import { CARRIER_FEEDS, describeUrl, fetchFeed, SNAPSHOT_DIR } from './feeds.js';
import { describeOutcome, type RefreshOutcome, refreshFromDocument } from './refresh.js';

export type PickupPointsArguments =
  | { mode: 'feeds'; carriers: PickupCarrier[] }
  | { mode: 'snapshot' }
  | { mode: 'files'; files: Partial<Record<PickupCarrier, string>> };

const PICKUP_POINTS_USAGE =
  'Usage: npm run pickup-points -w server -- [foxpost|gls|packeta|mpl …]  (download the configured feeds)\n' +
  '       npm run pickup-points -w server -- --snapshot                (load the shipped sample snapshot)\n' +
  '       npm run pickup-points -w server -- --file foxpost=<path> [--file gls=<path> …]';

const isCarrier = (value: string): value is PickupCarrier => (PICKUP_CARRIERS as readonly string[]).includes(value);

export function parsePickupPointsArguments(argv: readonly string[]): PickupPointsArguments | { error: string } {
  const files: Partial<Record<PickupCarrier, string>> = {};
  const carriers: PickupCarrier[] = [];
  let snapshot = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--snapshot') snapshot = true;
    else if (arg === '--file' || arg.startsWith('--file=')) {
      const value = arg === '--file' ? argv[++index] : arg.slice('--file='.length);
      const match = value ? /^([a-z]+)=(.+)$/.exec(value) : null;
      if (!match || !isCarrier(match[1]!))
        return { error: `--file takes <carrier>=<path>, the carrier one of ${PICKUP_CARRIERS.join(', ')}.\n${PICKUP_POINTS_USAGE}` };
      files[match[1] as PickupCarrier] = match[2]!;
    } else if (isCarrier(arg)) carriers.push(arg);
    else return { error: `Unknown argument "${arg}".\n${PICKUP_POINTS_USAGE}` };
  }
  const modes = [snapshot, Object.keys(files).length > 0, carriers.length > 0].filter(Boolean).length;
  if (modes > 1) return { error: `Give carriers, --snapshot or --file, one of them.\n${PICKUP_POINTS_USAGE}` };
  if (snapshot) return { mode: 'snapshot' };
  if (Object.keys(files).length) return { mode: 'files', files };
  return { mode: 'feeds', carriers: carriers.length ? carriers : [...PICKUP_CARRIERS] };
}

export interface PickupPointsRun {
  outcomes: RefreshOutcome[];
  /** A line per carrier: loaded and skipped, kept and why, or not configured. */
  lines: string[];
  /** Whether a carrier asked for failed (its old points were kept). */
  failed: boolean;
}

export async function runPickupPoints(
  db: Db,
  args: PickupPointsArguments,
  env: NodeJS.ProcessEnv = process.env,
  options: { snapshotDir?: string; fetcher?: typeof fetch } = {},
): Promise<PickupPointsRun> {
  const outcomes: RefreshOutcome[] = [];
  const lines: string[] = [];
  const record = (outcome: RefreshOutcome, source: string) => {
    outcomes.push(outcome);
    lines.push(`${describeOutcome(outcome)} [${source}]`);
  };
  for (const carrier of PICKUP_CARRIERS) {
    const feed = CARRIER_FEEDS[carrier];
    if (args.mode === 'snapshot') {
      const path = join(options.snapshotDir ?? SNAPSHOT_DIR, feed.snapshotFile);
      record(await refreshFromDocument(db, feed, () => readFile(path, 'utf8')), `sample snapshot ${feed.snapshotFile}`);
    } else if (args.mode === 'files') {
      const path = args.files[carrier];
      if (path) record(await refreshFromDocument(db, feed, () => readFile(path, 'utf8')), path);
    } else if (args.carriers.includes(carrier)) {
      const url = feed.url(env);
      if (!url) {
        lines.push(
          `${carrier}: not configured (${carrier === 'packeta' ? 'set PACKETA_API_KEY' : `${carrier.toUpperCase()}_FEED_URL is off`}); its points are left as they are.`,
        );
        continue;
      }
      record(await refreshFromDocument(db, feed, () => fetchFeed(feed, url, env, options.fetcher)), describeUrl(url));
    }
  }
  return { outcomes, lines, failed: outcomes.some((outcome) => !outcome.replaced) };
}
