/** The SQL of parcel lockers, pick-up points and the settlements a search starts from. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cities, pickupPoints } from '../db/schema.js';
import type { GeoPoint } from '../domain.js';

export type PointRow = typeof pickupPoints.$inferSelect;

/** The point of this id, or undefined. */
export async function pointRow(db: Db, id: string): Promise<PointRow | undefined> {
  const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id));
  return row;
}

/**
 * The place of a complete postcode (`zipcode`) or of the settlements whose folded name starts
 * with `prefix` (a LIKE pattern), the one named exactly `folded` first, then the lowest postcode.
 */
export async function placeRow(db: Db, folded: string, match: { zipcode: string } | { prefix: string }): Promise<GeoPoint | null> {
  const where = 'zipcode' in match ? eq(cities.zipcode, match.zipcode) : sql`${cities.search} like ${match.prefix}`;
  const [row] = await db
    .select({ lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(and(where, sql`${cities.lat} is not null`))
    .orderBy(desc(sql`${cities.search} = ${folded}`), asc(cities.zipcode), asc(cities.id))
    .limit(1);
  return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
}

/**
 * The `limit` points nearest to `origin` by a flat-earth distance (longitude scaled by the
 * latitude's cosine), of one carrier when given.
 */
export function nearPointRows(db: Db, origin: GeoPoint, carrier: PointRow['carrier'] | undefined, limit: number): Promise<PointRow[]> {
  const scale = Math.cos((origin.lat * Math.PI) / 180);
  return db
    .select()
    .from(pickupPoints)
    .where(carrier ? eq(pickupPoints.carrier, carrier) : undefined)
    .orderBy(sql`power(${pickupPoints.lat} - ${origin.lat}, 2) + power((${pickupPoints.lng} - ${origin.lng}) * ${scale}, 2)`, asc(pickupPoints.id))
    .limit(limit);
}
