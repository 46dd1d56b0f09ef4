/**
 * Parcel lockers and pick-up points: the carriers, what fits their boxes, and the distance that
 * orders a search's answer. The server and the mock shop both decide by these rules.
 */

/** The carriers whose lockers and pick-up points the shop delivers to. */
export const PICKUP_CARRIERS = ['foxpost', 'gls', 'packeta', 'mpl'] as const;
export type PickupCarrier = (typeof PICKUP_CARRIERS)[number];

/** A locker (a box machine) or a counter (a shop or post office that hands parcels over). */
export type PickupPointKind = 'locker' | 'counter';

/** What a carrier takes to its points: the heaviest parcel and the largest box, in cm, longest side first. */
export interface CarrierLimit {
  maxWeightKg: number;
  box: readonly [number, number, number];
}

/**
 * Each carrier's limits for parcels sent to its points, the strictest of its lockers and counters
 * (a parcel may be sent to either kind), as the carriers publish them for Hungary.
 *
 * - Foxpost: the largest locker box, XL, is 60 × 36 × 62 cm, and every box up from M takes 25 kg
 *   (foxpost.hu/ugyfelszolgalat: "XS 4.5 × 36 × 53 cm, max. 5 kg … XL 60 × 36 × 62 cm, max. 25 kg").
 * - GLS: a ParcelShop takes what home delivery takes, 40 kg and 200 × 80 × 60 cm (GLS Hungary's FAQ,
 *   gls-group.eu/HU/en/faq-occasional-shipment; help.webshippy.com "appropriate parcel sizes");
 *   GLS publishes no box size or weight for its ParcelLockers, so 20 kg and 60 × 40 × 40 cm stay an
 *   estimate (not confirmed).
 * - Packeta: at most 10 kg to a pick-up point, one side at most 120 cm and the three together at
 *   most 150 cm (Packeta Hungary's road price list, "A csomagok maximális súlya 10 kg lehet";
 *   help.webshippy.com); 70 × 40 × 40 cm is a box within that sum. Its Z-BOX compartments are not
 *   published (not confirmed).
 * - MPL: 20 kg to a PostaPont and to a parcel machine (MPL Netcsomag / Üzleti csomag, portfolio.hu
 *   2017-11; the machines' tariff up to 20 kg, ma.hu 2019-07); the largest machine compartment is
 *   not published, so 60 × 50 × 31 cm stays an estimate (not confirmed).
 */
export const CARRIER_LIMITS: Readonly<Record<PickupCarrier, CarrierLimit>> = {
  foxpost: { maxWeightKg: 25, box: [62, 60, 36] },
  gls: { maxWeightKg: 20, box: [60, 40, 40] },
  packeta: { maxWeightKg: 10, box: [70, 40, 40] },
  mpl: { maxWeightKg: 20, box: [60, 50, 31] },
};

/** One piece as it travels: its packed weight and size (cm, any order); `null` size for unknown. */
export interface Parcel {
  weightKg: number;
  size: readonly [number, number, number] | null;
}

const longestFirst = (size: readonly [number, number, number]) => [...size].sort((a, b) => b - a);

/**
 * Whether a parcel goes into the carrier's largest box and under its weight limit. A piece of
 * unknown size is taken when its weight is.
 */
export function parcelFits(parcel: Parcel, carrier: PickupCarrier): boolean {
  const limit = CARRIER_LIMITS[carrier];
  if (parcel.weightKg > limit.maxWeightKg) return false;
  if (!parcel.size) return true;
  const sides = longestFirst(parcel.size);
  return sides.every((side, index) => side <= limit.box[index]!);
}

/** The carriers, of those given, that take every parcel. */
export function carriersTaking(carriers: readonly PickupCarrier[], parcels: readonly Parcel[]): PickupCarrier[] {
  return carriers.filter((carrier) => parcels.every((parcel) => parcelFits(parcel, carrier)));
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places in km, to 0.1 km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/** How many points a search answers. */
export const PICKUP_SEARCH_LIMIT = 20;

/**
 * The points nearest to `origin`, nearest first (ties by id so every answer is the same), each
 * with its distance; at most {@link PICKUP_SEARCH_LIMIT}.
 */
export function nearestPoints<T extends GeoPoint & { id: string }>(
  points: readonly T[],
  origin: GeoPoint,
  limit = PICKUP_SEARCH_LIMIT,
): (T & { distance_km: number })[] {
  return points
    .map((point) => ({ ...point, distance_km: distanceKm(origin, point) }))
    .sort((a, b) => a.distance_km - b.distance_km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
}

/** Whether a place query is a complete Hungarian postcode (four digits, the first not 0). */
export const isPostcode = (query: string): boolean => /^[1-9]\d{3}$/.test(query.trim());

/** Packaging added to each side of a product shipped without its own packed size (cm). */
const PACKAGING_CM = 6;

/**
 * A product's parcel: its packed size and weight where the shop recorded them, else its own size
 * with packaging around it and a tenth more weight.
 */
export function productParcel(product: {
  dimensions: { width: number; depth: number; height: number } | null;
  weightKg: number | null;
  packedSize?: readonly [number, number, number] | null | undefined;
  packedWeightKg?: number | null | undefined;
}): Parcel {
  const { dimensions } = product;
  const size =
    product.packedSize ?? (dimensions ? ([dimensions.width + PACKAGING_CM, dimensions.depth + PACKAGING_CM, dimensions.height + PACKAGING_CM] as const) : null);
  const weightKg = product.packedWeightKg ?? Math.round((product.weightKg ?? 0) * 1.1 * 10) / 10;
  return { weightKg, size };
}

/** A delivery method as the offer reads it. */
export interface OfferingMethod {
  /** The heaviest single item it takes; `null` for any. */
  maxItemWeightKg: number | null;
  /** The carriers whose points it delivers to; empty for a method without points. */
  pickupCarriers: readonly PickupCarrier[];
}

/** The method's carriers that take every parcel (empty for a method without points). */
export const methodCarriers = (method: OfferingMethod, parcels: readonly Parcel[]): PickupCarrier[] => carriersTaking(method.pickupCarriers, parcels);

/**
 * Why a method cannot take the parcels, or null when it can: a piece over its weight limit
 * (`too_heavy`), or, for a method with points, no carrier whose box and weight limits every piece
 * fits (`too_large`).
 */
export function methodRefusal(method: OfferingMethod, parcels: readonly Parcel[]): 'too_heavy' | 'too_large' | null {
  const heaviest = parcels.reduce((max, parcel) => Math.max(max, parcel.weightKg), 0);
  if (method.maxItemWeightKg !== null && heaviest > method.maxItemWeightKg) return 'too_heavy';
  if (method.pickupCarriers.length > 0 && methodCarriers(method, parcels).length === 0) return 'too_large';
  return null;
}
