/**
 * The mock shop's parcel lockers and pick-up points: the sample points the reference server ships
 * (the carriers' feeds read by its loaders, kept in `fixtures/places/pickup-points.json`), searched
 * by the package's shared rule (`nearestPoints` from the place's coordinates).
 */
import type { PickupPoint, PickupPointQuery } from '../contract/pickup-points.js';
import { nearestPoints } from '../domain/pickup.js';
import { pickupPointRows } from './fixtures/places/pickup-points.js';
import { placeOrigin } from './fixtures/places/postcodes.js';

let byId: Map<string, PickupPoint> | undefined;

const points = (): Map<string, PickupPoint> => (byId ??= new Map(pickupPointRows().map((row) => [row.id, { ...row, distance_km: null }])));

/** The point by the shop's id, without a distance; null for none. */
export const mockPickupPoint = (id: string): PickupPoint | null => points().get(id) ?? null;

/** The points nearest to the postcode or settlement searched, of the carrier when one is given. */
export function searchMockPickupPoints(query: PickupPointQuery): PickupPoint[] {
  const origin = placeOrigin(query.q);
  if (!origin) return [];
  const all = [...points().values()];
  return nearestPoints(query.carrier ? all.filter((point) => point.carrier === query.carrier) : all, origin);
}
