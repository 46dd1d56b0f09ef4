/**
 * Parcel lockers and pick-up points: the search near a postcode or settlement and the point a cart
 * or an order names. The rows come from the carriers' feeds (`src/pickup-points/`).
 */
import type { PickupPoint, PickupPointList, PickupPointQuery } from 'otthon/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../application/context.js';
import type { Db } from '../db/client.js';
import { cities, pickupPoints } from '../db/schema.js';
import { isPostcode, nearestPoints, PICKUP_SEARCH_LIMIT, type GeoPoint } from '../domain.js';
import { foldText, likeEscape } from './search-text.js';

type PointRow = typeof pickupPoints.$inferSelect;

const serialize = (row: PointRow): PickupPoint => ({
  id: row.id,
  carrier: row.carrier,
  kind: row.kind,
  name: row.name,
  zipcode: row.zipcode,
  city: row.city,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  opening_hours: row.openingHours,
  distance_km: null,
});

/** The point by the shop's id, without a distance; null when the feeds no longer list it. */
export async function pickupPointById(db: Db, id: string): Promise<PickupPoint | null> {
  const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id));
  return row ? serialize(row) : null;
}

/**
 * Where a search starts: a complete postcode's place, else the settlement whose name (accents
 * ignored) is the query or, failing that, starts with it — the lowest postcode first. Null when
 * there is none.
 */
export async function placeOrigin(db: Db, query: string): Promise<GeoPoint | null> {
  const q = query.trim();
  const folded = foldText(q);
  if (!folded) return null;
  const where = isPostcode(q) ? eq(cities.zipcode, q) : sql`${cities.search} like ${`${likeEscape(folded)}%`}`;
  const [row] = await db
    .select({ lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(and(where, sql`${cities.lat} is not null`))
    .orderBy(desc(sql`${cities.search} = ${folded}`), asc(cities.zipcode), asc(cities.id))
    .limit(1);
  return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
}

/** Candidates taken by a flat-earth distance before the exact one orders them (enough to hold the nearest). */
const CANDIDATES = PICKUP_SEARCH_LIMIT * 3;

/** The points nearest to the place searched (the package's `nearestPoints`), of one carrier when asked. */
export async function pickupPointSearch(ctx: RequestContext, query: PickupPointQuery): Promise<PickupPointList> {
  const origin = await placeOrigin(ctx.db, query.q);
  if (!origin) return [];
  const scale = Math.cos((origin.lat * Math.PI) / 180);
  const rows = await ctx.db
    .select()
    .from(pickupPoints)
    .where(query.carrier ? eq(pickupPoints.carrier, query.carrier) : undefined)
    .orderBy(sql`power(${pickupPoints.lat} - ${origin.lat}, 2) + power((${pickupPoints.lng} - ${origin.lng}) * ${scale}, 2)`, asc(pickupPoints.id))
    .limit(CANDIDATES);
  return nearestPoints(rows.map(serialize), origin);
}
