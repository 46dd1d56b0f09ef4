/**
 * Writing a carrier's points into `pickup_points`: a carrier's rows are replaced together, in one
 * transaction, or not at all. A feed that failed, or that gave no point, keeps the rows already
 * there (a carrier's outage must not empty the checkout's map), and the outcome says so.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PickupCarrier } from 'otthon/core';
import type { Db } from '../db/client.js';
import { pickupPoints } from '../db/schema.js';
import { type CarrierFeed, carrierFeeds, SNAPSHOT_DIR } from './feeds.js';
import type { LoadResult, PickupPointRow } from './row.js';

export type RefreshOutcome =
  | { carrier: PickupCarrier; replaced: true; loaded: number; skipped: number; removed: number }
  /** The old rows stay: the feed failed (`reason`) or gave no point. */
  | { carrier: PickupCarrier; replaced: false; loaded: 0; skipped: number; kept: number; reason: string };

const CHUNK = 500;

async function countOf(db: Db, carrier: PickupCarrier): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(pickupPoints).where(eq(pickupPoints.carrier, carrier));
  return row?.count ?? 0;
}

/**
 * Replaces `carrier`'s points with `rows` in one transaction. With no rows the old ones are kept
 * and the outcome says why. Throws when a row belongs to another carrier (a caller's mistake).
 */
export async function refreshPickupPoints(db: Db, carrier: PickupCarrier, rows: readonly PickupPointRow[], skipped = 0): Promise<RefreshOutcome> {
  const stranger = rows.find((row) => row.carrier !== carrier || !row.id.startsWith(`${carrier}:`));
  if (stranger) throw new Error(`refreshPickupPoints(db, '${carrier}', rows): the row ${stranger.id} belongs to ${stranger.carrier}; pass one carrier's rows.`);
  if (!rows.length) {
    return { carrier, replaced: false, loaded: 0, skipped, kept: await countOf(db, carrier), reason: 'the feed gave no point' };
  }
  return db.transaction(async (tx) => {
    const removed = await tx.delete(pickupPoints).where(eq(pickupPoints.carrier, carrier)).returning({ id: pickupPoints.id });
    const now = new Date();
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insert(pickupPoints).values(
        rows.slice(start, start + CHUNK).map((row) => ({
          id: row.id,
          carrier: row.carrier,
          kind: row.kind,
          name: row.name,
          zipcode: row.zipcode,
          city: row.city,
          address: row.address,
          lat: row.lat,
          lng: row.lng,
          openingHours: row.opening_hours,
          updatedAt: now,
        })),
      );
    }
    return { carrier, replaced: true as const, loaded: rows.length, skipped, removed: removed.length };
  });
}

/**
 * Reads a carrier's document with `read` (a download, a file), parses it and replaces the
 * carrier's points. Any failure on the way (network, timeout, not the format) keeps the old rows
 * and is answered as the outcome's `reason`, never thrown.
 */
export async function refreshFromDocument(db: Db, feed: CarrierFeed, read: () => Promise<string>): Promise<RefreshOutcome> {
  let result: LoadResult;
  try {
    result = feed.load(await read());
  } catch (error) {
    return { carrier: feed.carrier, replaced: false, loaded: 0, skipped: 0, kept: await countOf(db, feed.carrier), reason: (error as Error).message };
  }
  return refreshPickupPoints(db, feed.carrier, result.rows, result.skipped);
}

/** Loads every carrier's shipped snapshot (sample data, see server/README.md). */
export async function loadSnapshot(db: Db, dir = SNAPSHOT_DIR): Promise<RefreshOutcome[]> {
  const outcomes: RefreshOutcome[] = [];
  for (const feed of carrierFeeds()) outcomes.push(await refreshFromDocument(db, feed, () => readFile(join(dir, feed.snapshotFile), 'utf8')));
  return outcomes;
}

/**
 * At start-up: when `pickup_points` holds no row at all (a new database, or one from before the
 * table), fills it from the shipped snapshot. Answers the outcomes, or null when there were points.
 */
export async function loadSnapshotWhenEmpty(db: Db, dir = SNAPSHOT_DIR): Promise<RefreshOutcome[] | null> {
  const [any] = await db.select({ id: pickupPoints.id }).from(pickupPoints).limit(1);
  if (any) return null;
  return loadSnapshot(db, dir);
}

/** One line per outcome, for the command and the start-up log. */
export function describeOutcome(outcome: RefreshOutcome): string {
  if (outcome.replaced) {
    return `${outcome.carrier}: ${outcome.loaded} points loaded, ${outcome.skipped} skipped (${outcome.removed} replaced).`;
  }
  return `${outcome.carrier}: kept the ${outcome.kept} points already stored — ${outcome.reason.replace(/\.$/, '')}${outcome.skipped ? ` (${outcome.skipped} skipped)` : ''}.`;
}
