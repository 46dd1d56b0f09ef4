/**
 * The mock shop's copy of the sample points, `src/msw/fixtures/places/pickup-points.json`: the rows
 * the server's loaders make of the shipped snapshot, sorted by id, one array per point and one
 * point per line:
 *
 *   [id, carrier, kind, name, zipcode, city, address, lat, lng, opening_hours]
 *   opening_hours: [[day 1 Monday … 7 Sunday, "HH:MM" open, "HH:MM" close], …]  (a day absent is closed)
 *
 * e.g. `["foxpost:hu1234","foxpost","locker","FOXPOST A-BOX Szeged Tesco","6724","Szeged",
 * "Kossuth Lajos utca 12.",46.2664,20.1284,[[1,"00:00","24:00"],…]]`. A server test loads the
 * snapshot with the loaders and compares it with this file, so the two cannot drift.
 */
import type { PickupPointRow } from '../../src/pickup-points/row.js';

type MockPickupPointRow = [
  id: string,
  carrier: PickupPointRow['carrier'],
  kind: PickupPointRow['kind'],
  name: string,
  zipcode: string,
  city: string,
  address: string,
  lat: number,
  lng: number,
  openingHours: [day: number, open: string, close: string][],
];

function toMockRow(row: PickupPointRow): MockPickupPointRow {
  return [
    row.id,
    row.carrier,
    row.kind,
    row.name,
    row.zipcode,
    row.city,
    row.address,
    row.lat,
    row.lng,
    row.opening_hours.map((span) => [span.day, span.open, span.close]),
  ];
}

/** The file's text for the rows (sorted by id here, whatever their order). */
export function mockFileText(rows: readonly PickupPointRow[]): string {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return `[\n${sorted.map((row) => `  ${JSON.stringify(toMockRow(row))}`).join(',\n')}\n]\n`;
}
