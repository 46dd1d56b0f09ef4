/**
 * Foxpost's public list of parcel machines (APM), `https://cdn.foxpost.hu/foxplus.json`, refreshed
 * hourly by Foxpost and open to anyone.
 *
 * Format (Foxpost's integration guide for business partners, "4. Csomagautomata (APM) lista
 * (JSON)", foxpost.hu/uzleti-partnereknek/integracios-segedlet, quoted with two sample entries in
 * github.com/dfoddav2/shopickup-integration-layer): a JSON array of automata, each with
 * - `place_id` and `operator_id`: the machine's ids. New integrations send `operator_id` as the
 *   parcel's destination, and `place_id` when `operator_id` is empty **and for Packeta's machines and
 *   points** (`variant` "Packeta Z-BOX" / "Packeta Z-Pont"), which the list includes;
 * - `name`, `country` (ISO 3166-1 alpha-2, lower case in the samples: "hu"), `address` (the whole
 *   address), `zip`, `city`, `street` (street, type, number), `findme` (where in the place, HTML);
 * - `geolat`, `geolng` (numbers);
 * - `open`: `{ hetfo, kedd, szerda, csutortok, pentek, szombat, vasarnap }`, each "00:00-24:00";
 * - `variant`: "FOXPOST A-BOX", "FOXPOST Z-BOX", "Packeta Z-BOX" or "Packeta Z-Pont" (a counter);
 * - `apmType`, `load`, `isOutdoor`, `substitutes`, `fillEmptyList`, `paymentOptions`, `service`, … (not used).
 * Observed in the samples (not described in the guide): `closeDate` ("" while the machine runs).
 */
import { type Candidate, collect, FeedFormatError, type LoadResult, parseJson, spansFromText, text, coordinate, isRecord } from './row.js';

export const FOXPOST_PUBLIC_FEED = 'https://cdn.foxpost.hu/foxplus.json';

/** The guide's day keys, Monday first. */
const DAYS = ['hetfo', 'kedd', 'szerda', 'csutortok', 'pentek', 'szombat', 'vasarnap'] as const;

/** Packeta's machines and points that Foxpost's list carries; addressed by `place_id`. */
const PACKETA_VARIANT = /^packeta\b/i;

function readAutomata(entry: unknown): Candidate | null {
  if (!isRecord(entry)) return null;
  if (text(entry.country).toLowerCase() !== 'hu') return null;
  const variant = text(entry.variant);
  const ownId = PACKETA_VARIANT.test(variant) ? text(entry.place_id) : text(entry.operator_id) || text(entry.place_id);
  const open = isRecord(entry.open) ? entry.open : {};
  return {
    ownId,
    kind: /z-pont/i.test(variant) ? 'counter' : 'locker',
    name: text(entry.name),
    zipcode: text(entry.zip),
    city: text(entry.city),
    address: text(entry.street) || text(entry.address),
    lat: coordinate(entry.geolat),
    lng: coordinate(entry.geolng),
    openingHours: DAYS.flatMap((key, index) => spansFromText(index + 1, open[key])),
  };
}

/** Parses Foxpost's APM list. Throws `FeedFormatError` when the document is not a JSON array of automata. */
export function loadFoxpost(document: string): LoadResult {
  const parsed = parseJson(document, 'The Foxpost feed');
  if (!Array.isArray(parsed)) throw new FeedFormatError('The Foxpost feed is not Foxpost’s APM list: expected a JSON array of automata (foxplus.json).');
  if (parsed.length && !parsed.some((entry) => isRecord(entry) && ('place_id' in entry || 'operator_id' in entry))) {
    throw new FeedFormatError('The Foxpost feed is not Foxpost’s APM list: no entry has a place_id or an operator_id.');
  }
  return collect('foxpost', parsed, readAutomata);
}
