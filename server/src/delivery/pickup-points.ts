/**
 * Parcel lockers and pick-up points: the search near a postcode or settlement and the point a cart
 * or an order names. The rows come from the carriers' feeds (`src/pickup-points/`).
 */
import type { PickupPoint, PickupPointList, PickupPointQuery } from 'otthon/contract';
import type { ShopData } from '../application/context.js';
import type { Db } from '../db/client.js';
import { isPostcode, nearestPoints, PICKUP_SEARCH_LIMIT, type GeoPoint } from '../domain.js';
import { nearPointRows, placeRow, pointRow, type PointRow } from './pickup-points-queries.js';
import { likeEscape } from '../shared/like-queries.js';
import { foldText } from '../shared/search-text.js';

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
  const row = await pointRow(db, id);
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
  return placeRow(db, folded, isPostcode(q) ? { zipcode: q } : { prefix: `${likeEscape(folded)}%` });
}

/** Candidates taken by a flat-earth distance before the exact one orders them (enough to hold the nearest). */
const CANDIDATES = PICKUP_SEARCH_LIMIT * 3;

/** The points nearest to the place searched (the package's `nearestPoints`), of one carrier when asked. */
export async function pickupPointSearch(ctx: Pick<ShopData, 'db'>, query: PickupPointQuery): Promise<PickupPointList> {
  const origin = await placeOrigin(ctx.db, query.q);
  if (!origin) return [];
  const rows = await nearPointRows(ctx.db, origin, query.carrier, CANDIDATES);
  return nearestPoints(rows.map(serialize), origin);
}
