/** Countries for addresses (Hungary first) and Hungarian settlements with their postcodes. */
import type { LocalizedText, SeedCity, SeedCountry } from '../types.js';

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
] as const;

/** The first postcode of each Budapest district; the XXIII. district's begin at 1237. */
const BUDAPEST_ZIPCODES = [
  '1011', '1021', '1031', '1041', '1051', '1061', '1071', '1081', '1091', '1101', '1111', '1121',
  '1131', '1141', '1151', '1161', '1171', '1181', '1191', '1201', '1211', '1221', '1239',
] as const;

/** [name, postcode, county] — county names without the word "vármegye". */
const TOWNS: readonly (readonly [string, string, string])[] = [
  ['Debrecen', '4024', 'Hajdú-Bihar'],
  ['Szeged', '6720', 'Csongrád-Csanád'],
  ['Miskolc', '3525', 'Borsod-Abaúj-Zemplén'],
  ['Pécs', '7621', 'Baranya'],
  ['Győr', '9021', 'Győr-Moson-Sopron'],
  ['Nyíregyháza', '4400', 'Szabolcs-Szatmár-Bereg'],
  ['Kecskemét', '6000', 'Bács-Kiskun'],
  ['Székesfehérvár', '8000', 'Fejér'],
  ['Szombathely', '9700', 'Vas'],
  ['Szolnok', '5000', 'Jász-Nagykun-Szolnok'],
  ['Tatabánya', '2800', 'Komárom-Esztergom'],
  ['Kaposvár', '7400', 'Somogy'],
  ['Érd', '2030', 'Pest'],
  ['Veszprém', '8200', 'Veszprém'],
  ['Békéscsaba', '5600', 'Békés'],
  ['Zalaegerszeg', '8900', 'Zala'],
  ['Sopron', '9400', 'Győr-Moson-Sopron'],
  ['Eger', '3300', 'Heves'],
  ['Nagykanizsa', '8800', 'Zala'],
  ['Dunaújváros', '2400', 'Fejér'],
  ['Hódmezővásárhely', '6800', 'Csongrád-Csanád'],
  ['Dunakeszi', '2120', 'Pest'],
  ['Cegléd', '2700', 'Pest'],
  ['Baja', '6500', 'Bács-Kiskun'],
  ['Szigetszentmiklós', '2310', 'Pest'],
  ['Vác', '2600', 'Pest'],
  ['Gödöllő', '2100', 'Pest'],
  ['Salgótarján', '3100', 'Nógrád'],
  ['Szekszárd', '7100', 'Tolna'],
  ['Budaörs', '2040', 'Pest'],
  ['Mosonmagyaróvár', '9200', 'Győr-Moson-Sopron'],
  ['Gyöngyös', '3200', 'Heves'],
  ['Esztergom', '2500', 'Komárom-Esztergom'],
  ['Szentendre', '2000', 'Pest'],
  ['Keszthely', '8360', 'Zala'],
  ['Siófok', '8600', 'Somogy'],
  ['Balatonfüred', '8230', 'Veszprém'],
  ['Gyula', '5700', 'Békés'],
  ['Makó', '6900', 'Csongrád-Csanád'],
  ['Paks', '7030', 'Tolna'],
  ['Kőszeg', '9730', 'Vas'],
  ['Tata', '2890', 'Komárom-Esztergom'],
  ['Hajdúszoboszló', '4200', 'Hajdú-Bihar'],
  ['Kiskunhalas', '6400', 'Bács-Kiskun'],
  ['Jászberény', '5100', 'Jász-Nagykun-Szolnok'],
  ['Kazincbarcika', '3700', 'Borsod-Abaúj-Zemplén'],
  ['Ózd', '3600', 'Borsod-Abaúj-Zemplén'],
  ['Tokaj', '3910', 'Borsod-Abaúj-Zemplén'],
  ['Pápa', '8500', 'Veszprém'],
  ['Mohács', '7700', 'Baranya'],
  ['Sárvár', '9600', 'Vas'],
  ['Kalocsa', '6300', 'Bács-Kiskun'],
  ['Szentes', '6600', 'Csongrád-Csanád'],
  ['Hatvan', '3000', 'Heves'],
  ['Vecsés', '2220', 'Pest'],
  ['Fót', '2151', 'Pest'],
  ['Veresegyház', '2112', 'Pest'],
  ['Mátészalka', '4700', 'Szabolcs-Szatmár-Bereg'],
  ['Kisvárda', '4600', 'Szabolcs-Szatmár-Bereg'],
  ['Tapolca', '8300', 'Veszprém'],
  ['Karcag', '5300', 'Jász-Nagykun-Szolnok'],
  ['Orosháza', '5900', 'Békés'],
];

const county = (name: string): LocalizedText =>
  name === 'Budapest' ? { hu: 'Budapest', en: 'Budapest' } : { hu: `${name} vármegye`, en: `${name} County` };

function buildCities(): SeedCity[] {
  const budapest = ROMAN.map((numeral, index) => ({
    zipcode: BUDAPEST_ZIPCODES[index] as string,
    name: { hu: `Budapest ${numeral}. kerület`, en: `Budapest District ${numeral}` },
    county: county('Budapest'),
  }));
  const towns = TOWNS.map(([name, zipcode, countyName]) => ({
    zipcode,
    name: { hu: name, en: name },
    county: county(countyName),
  }));
  return [...budapest, ...towns].map((city, index) => ({ id: index + 1, country_id: HUNGARY_ID, ...city }));
}

export const cities: SeedCity[] = buildCities();
