/**
 * The normalised pick-up point every carrier's loader answers, and the rules they share: a row
 * outside Hungary, without an id or coordinates, or that the contract's schema refuses is skipped
 * and counted, never thrown; a document that is not the carrier's format at all throws
 * `FeedFormatError`.
 */
import { type OpeningHours, type PickupPoint, pickupPointSchema } from 'otthon/contract';
import type { PickupCarrier, PickupPointKind } from 'otthon/core';

/** A point as stored and searched: everything but the distance, which only a search knows. */
export type PickupPointRow = Omit<PickupPoint, 'distance_km'>;

/** What a loader made of one feed document. */
export interface LoadResult {
  /** The points kept, sorted by id, each id once. */
  rows: PickupPointRow[];
  /** Entries left out: outside Hungary, no id or coordinates, closed, refused by the schema, a repeated id. */
  skipped: number;
}

/** The carrier's document is not its feed format at all (an HTML error page, another feed, broken JSON/XML). */
export class FeedFormatError extends Error {
  override readonly name = 'FeedFormatError';
}

const rowSchema = pickupPointSchema.omit({ distance_km: true });

/** Hungary's extent with a margin, to catch swapped or zeroed coordinates in a row that says HU. */
const HUNGARY = { south: 45.6, north: 48.7, west: 16.0, east: 23.0 };

/** A value that is a real number (feeds send numbers, strings, and Hungarian decimal commas). */
export function coordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Trimmed text, or '' for anything that is not a string or a number. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `8:00`, `08:00`, `08:00:00` → `08:00`; null for anything else. */
function clock(value: unknown): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(text(value));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * One opening span, or null when either end is not a time or it does not run forwards. A span
 * that runs the whole day as 00:00–23:59 is written 00:00–24:00, as the contract says.
 */
export function span(day: number, open: unknown, close: unknown): OpeningHours | null {
  const from = clock(open);
  let to = clock(close);
  if (!from || !to || day < 1 || day > 7) return null;
  if (to === '00:00' || (from === '00:00' && to === '23:59')) to = '24:00';
  return from < to ? { day, open: from, close: to } : null;
}

/** Spans written as text: `08:00-12:00, 13:00–18:00` (hyphen or en dash); closed or unreadable parts give none. */
export function spansFromText(day: number, value: unknown): OpeningHours[] {
  return text(value)
    .split(/[,;]/)
    .map((part) => /^(\d{1,2}[:.]\d{2})\s*[-–—]\s*(\d{1,2}[:.]\d{2})$/.exec(part.trim()))
    .flatMap((match) => {
      const result = match ? span(day, match[1], match[2]) : null;
      return result ? [result] : [];
    });
}

/** The fields a loader read from one entry, before the shared checks. */
export interface Candidate {
  /** The carrier's own id. */
  ownId: string;
  kind: PickupPointKind;
  name: string;
  zipcode: string;
  city: string;
  address: string;
  lat: number | null;
  lng: number | null;
  openingHours: OpeningHours[];
}

/** The row for a candidate, or null when it cannot be offered (no id, no coordinates, not in Hungary, refused by the schema). */
function toRow(carrier: PickupCarrier, candidate: Candidate): PickupPointRow | null {
  const { ownId, lat, lng } = candidate;
  if (!ownId || lat === null || lng === null) return null;
  if (lat < HUNGARY.south || lat > HUNGARY.north || lng < HUNGARY.west || lng > HUNGARY.east) return null;
  const zipcode = candidate.zipcode.replace(/\s/g, '');
  if (!/^[1-9]\d{3}$/.test(zipcode)) return null;
  const parsed = rowSchema.safeParse({
    id: `${carrier}:${ownId}`,
    carrier,
    kind: candidate.kind,
    name: candidate.name || candidate.address,
    zipcode,
    city: candidate.city,
    address: candidate.address,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    opening_hours: [...candidate.openingHours].sort((a, b) => a.day - b.day || (a.open < b.open ? -1 : 1)),
  });
  if (!parsed.success || !parsed.data.city || !parsed.data.name) return null;
  return parsed.data;
}

/**
 * Runs `read` over every entry, skipping (and counting) the ones it refuses or throws on, and
 * answers the rows sorted by id, a repeated id kept once (its first entry).
 */
export function collect<T>(carrier: PickupCarrier, entries: readonly T[], read: (entry: T) => Candidate | null): LoadResult {
  const byId = new Map<string, PickupPointRow>();
  let skipped = 0;
  for (const entry of entries) {
    let row: PickupPointRow | null = null;
    try {
      const candidate = read(entry);
      row = candidate ? toRow(carrier, candidate) : null;
    } catch {
      row = null;
    }
    if (!row || byId.has(row.id)) skipped += 1;
    else byId.set(row.id, row);
  }
  const rows = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { rows, skipped };
}

/** A JSON document, or `FeedFormatError` naming the feed. */
export function parseJson(document: string, feed: string): unknown {
  try {
    return JSON.parse(document.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new FeedFormatError(`${feed} is not JSON (${(error as Error).message}).`);
  }
}

/** Whether a value is a plain object (a JSON object, a parsed XML element). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A repeated XML element parsed as one object or as an array, always as an array. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
