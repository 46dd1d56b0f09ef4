/**
 * GLS Hungary's public list of delivery points (ParcelShops and ParcelLockers), the file GLS's own
 * map widget reads: `https://map.gls-hungary.com/data/deliveryPoints/hu.json` (one file per
 * country code; no key).
 *
 * GLS publishes no description of this file. The format below is the one integrations measured on
 * the downloaded file and code against (github.com/dfoddav2/shopickup-integration-layer,
 * packages/adapters/GLS: types and fixture; a Next.js shop's `GlsPickupPointsService`, found by
 * code search, measured 2026-09/10: 4081–4084 points, 926 parcel-shop and 3155 parcel-locker):
 * `{ "items": [ … ] }`, each item with
 * - `id` (string, the id a parcel is addressed to), `goldId` (number), `name`, `description`;
 * - `contact`: `{ countryCode, postalCode, city, address, phone, web }`;
 * - `location`: `[latitude, longitude]`;
 * - `hours`: `[[weekday, from, to], …]`, weekday 1 Monday … 7 Sunday as measured (one fixture of
 *   the same project numbers them from 0, which we do not follow), times "HH:MM" or null when
 *   closed, and with a lunch break `[weekday, from, to, breakFrom, breakTo]`;
 * - `type`: "parcel-shop" or "parcel-locker"; `features`, `externalId`, `hasWheelchairAccess`;
 * - `lockerSaturation`: "lowVolume" | "highVolume" | "outOfOrder" (an out-of-order point cannot be
 *   chosen, so it is left out).
 */
import type { OpeningHours } from 'otthon/contract';
import { type Candidate, collect, coordinate, FeedFormatError, isRecord, type LoadResult, parseJson, span, text } from './row.js';

export const GLS_PUBLIC_FEED = 'https://map.gls-hungary.com/data/deliveryPoints/hu.json';

function readHours(hours: unknown): OpeningHours[] {
  if (!Array.isArray(hours)) return [];
  return hours.flatMap((entry) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number') return [];
    const [day, from, to, breakFrom, breakTo] = entry as [number, unknown, unknown, unknown, unknown];
    const hasBreak = breakFrom !== null && breakFrom !== undefined && breakTo !== null && breakTo !== undefined;
    const spans = hasBreak ? [span(day, from, breakFrom), span(day, breakTo, to)] : [span(day, from, to)];
    return spans.filter((part): part is OpeningHours => part !== null);
  });
}

function readPoint(entry: unknown): Candidate | null {
  if (!isRecord(entry) || !isRecord(entry.contact)) return null;
  const { contact } = entry;
  if (text(contact.countryCode).toUpperCase() !== 'HU') return null;
  if (text(entry.lockerSaturation) === 'outOfOrder') return null;
  const location = Array.isArray(entry.location) ? entry.location : [];
  return {
    ownId: text(entry.id),
    kind: text(entry.type) === 'parcel-locker' ? 'locker' : 'counter',
    name: text(entry.name),
    zipcode: text(contact.postalCode),
    city: text(contact.city),
    address: text(contact.address),
    lat: coordinate(location[0]),
    lng: coordinate(location[1]),
    openingHours: readHours(entry.hours),
  };
}

/** Parses GLS's delivery-point list. Throws `FeedFormatError` when the document is not `{ "items": [...] }`. */
export function loadGls(document: string): LoadResult {
  const parsed = parseJson(document, 'The GLS feed');
  if (!isRecord(parsed) || !Array.isArray(parsed.items)) {
    throw new FeedFormatError('The GLS feed is not GLS’s delivery-point list: expected a JSON object with an "items" array (deliveryPoints/hu.json).');
  }
  return collect('gls', parsed.items, readPoint);
}
