/**
 * The server's reader of the package's postcode table (`src/msw/fixtures/places/postcodes.json`,
 * written by `generate.ts` beside this file), so the server's `cities` and the mock's
 * `GET /api/cities` come from one file. It is read as data: the package exports no entry for it,
 * and the server takes only `otthon/contract` and `otthon/core` as code.
 */
import { readFileSync } from 'node:fs';

/** One settlement with one of its postcodes, as the package's `postcodes.ts` reads a row. */
export interface PostcodeRow {
  zipcode: string;
  name: string;
  /** Budapest's district of the postcode in Roman numerals (`XI.`); null elsewhere. */
  district: string | null;
  lat: number;
  lng: number;
}

type StoredRow = [zipcode: string, name: string, district: string | null, lat: number, lng: number];

const TABLE = new URL('../../../src/msw/fixtures/places/postcodes.json', import.meta.url);

let rows: readonly PostcodeRow[] | undefined;

/** Every row, sorted by postcode, then name; a row's id is its position counting from 1. */
export function postcodeRows(): readonly PostcodeRow[] {
  rows ??= (JSON.parse(readFileSync(TABLE, 'utf8')) as StoredRow[]).map(([zipcode, name, district, lat, lng]) =>
    Object.freeze({ zipcode, name, district, lat, lng }),
  );
  return rows;
}
