/** Countries for addresses (Hungary first) and Hungarian settlements with their postcodes. */
import { postcodeRows } from '../places/postcodes.js';
import type { SeedCity, SeedCountry } from '../types.js';

export const HUNGARY_ID = 1;

export const countries: SeedCountry[] = [
  { id: HUNGARY_ID, code: 'HU', name: { hu: 'Magyarország', en: 'Hungary' } },
  { id: 2, code: 'AT', name: { hu: 'Ausztria', en: 'Austria' } },
  { id: 3, code: 'SK', name: { hu: 'Szlovákia', en: 'Slovakia' } },
  { id: 4, code: 'RO', name: { hu: 'Románia', en: 'Romania' } },
  { id: 5, code: 'HR', name: { hu: 'Horvátország', en: 'Croatia' } },
  { id: 6, code: 'SI', name: { hu: 'Szlovénia', en: 'Slovenia' } },
  { id: 7, code: 'RS', name: { hu: 'Szerbia', en: 'Serbia' } },
  { id: 8, code: 'UA', name: { hu: 'Ukrajna', en: 'Ukraine' } },
  { id: 9, code: 'CZ', name: { hu: 'Csehország', en: 'Czechia' } },
  { id: 10, code: 'PL', name: { hu: 'Lengyelország', en: 'Poland' } },
  { id: 11, code: 'DE', name: { hu: 'Németország', en: 'Germany' } },
  { id: 12, code: 'IT', name: { hu: 'Olaszország', en: 'Italy' } },
];

/**
 * Every Hungarian settlement with each of its postcodes (Budapest: a row per postcode with its
 * district), from the postcode table the mock answers from too; a row's id is its place in it.
 * A settlement's name is the same in both languages.
 */
export const cities: SeedCity[] = postcodeRows().map((row, index) => ({
  id: index + 1,
  country_id: HUNGARY_ID,
  zipcode: row.zipcode,
  name: { hu: row.name, en: row.name },
  district: row.district,
  lat: row.lat,
  lng: row.lng,
}));
