/**
 * SAMPLE DATA: invented parcel lockers and pick-up points of Foxpost, GLS, Packeta and MPL at real
 * Hungarian settlements and postcodes, written as each carrier's own feed (the formats described
 * in server/src/pickup-points/{foxpost,gls,packeta,mpl}.ts), so the shop has points before its
 * first `npm run pickup-points` and every loader runs on the embedded default. None of the names,
 * ids or addresses is a real point of the carrier.
 *
 * Deterministic: the same postcode table and seed give byte-identical documents (one PRNG,
 * settlements in the table's order).
 *
 * Where the points go:
 * - Budapest: every district gets 5–11 points of each carrier (more in the large outer districts),
 *   spread over the district (its coordinates are the district's), so a search at any Budapest
 *   postcode finds at least 10 points of each carrier within 3 km (checked by the server's tests);
 * - the larger towns (a fixed list with their population): points of each carrier by population;
 * - other towns (more than one postcode): a post point, mostly a Foxpost and a GLS point, often Packeta;
 * - villages: a post point in about one in nine, a locker in a few;
 * coordinates jittered a few hundred metres around the settlement (more in the large towns).
 * Lockers are mostly open day and night; counters keep shop, tobacconist's, petrol station or
 * post office hours.
 */
import type { OpeningHours } from 'otthon/contract';
import type { PostcodeRow } from '../places/postcodes.js';
import { createRandom, type Random } from '../random.js';

const SAMPLE_SEED = 20_261_101;
/** The moment the sample feeds say they were exported. */
const SAMPLE_EXPORTED_AT = '2026-11-01T03:00:00';

/** Larger towns and their population in thousands (KSH 2022, rounded): how many points they get. */
const TOWNS: Readonly<Record<string, number>> = {
  Debrecen: 200,
  Szeged: 160,
  Miskolc: 150,
  Pécs: 140,
  Győr: 130,
  Nyíregyháza: 115,
  Kecskemét: 108,
  Székesfehérvár: 95,
  Szombathely: 77,
  Szolnok: 70,
  Érd: 68,
  Tatabánya: 64,
  Sopron: 62,
  Kaposvár: 60,
  Veszprém: 58,
  Békéscsaba: 57,
  Zalaegerszeg: 56,
  Eger: 52,
  Nagykanizsa: 46,
  Dunakeszi: 44,
  Hódmezővásárhely: 43,
  Dunaújváros: 42,
  Szigetszentmiklós: 39,
  Cegléd: 35,
  Baja: 34,
  Salgótarján: 33,
  Mosonmagyaróvár: 33,
  Gödöllő: 34,
  Vác: 33,
  Szekszárd: 32,
  Ózd: 31,
  Pápa: 31,
  Hajdúböszörmény: 30,
  Gyula: 30,
  Budaörs: 29,
  Gyöngyös: 29,
  Esztergom: 28,
  Kiskunfélegyháza: 28,
  Jászberény: 27,
  Orosháza: 27,
  Ajka: 27,
  Szentendre: 27,
  Kiskunhalas: 27,
  Kazincbarcika: 25,
  Siófok: 25,
  Nagykőrös: 22,
  Makó: 21,
  Tata: 23,
  Fót: 20,
  Hatvan: 20,
  Karcag: 19,
  Komárom: 19,
  Keszthely: 19,
  Paks: 18,
  Mohács: 17,
  Törökszentmiklós: 20,
  Balassagyarmat: 15,
  Monor: 18,
  Vecsés: 21,
  Gyál: 24,
  Dunaharaszti: 21,
  Szentes: 27,
  Várpalota: 20,
};

/** Budapest's districts: area in km² (how far their points spread, how many) and a few of their streets. */
const DISTRICTS: Readonly<Record<string, { area: number; streets: readonly string[] }>> = {
  'I.': { area: 3.4, streets: ['Attila út', 'Krisztina körút', 'Fő utca'] },
  'II.': { area: 36.3, streets: ['Margit körút', 'Szilágyi Erzsébet fasor', 'Hűvösvölgyi út', 'Pasaréti út'] },
  'III.': { area: 39.7, streets: ['Bécsi út', 'Szentendrei út', 'Vörösvári út', 'Pacsirtamező utca'] },
  'IV.': { area: 18.8, streets: ['Árpád út', 'Váci út', 'István út'] },
  'V.': { area: 2.6, streets: ['Váci utca', 'Bajcsy-Zsilinszky út', 'Szent István körút', 'Kossuth Lajos utca'] },
  'VI.': { area: 2.4, streets: ['Andrássy út', 'Teréz körút', 'Király utca'] },
  'VII.': { area: 2.1, streets: ['Rákóczi út', 'Erzsébet körút', 'Thököly út', 'Dob utca'] },
  'VIII.': { area: 6.9, streets: ['József körút', 'Üllői út', 'Baross utca', 'Népszínház utca'] },
  'IX.': { area: 12.5, streets: ['Ferenc körút', 'Soroksári út', 'Üllői út', 'Mester utca'] },
  'X.': { area: 32.5, streets: ['Kőbányai út', 'Körösi Csoma Sándor út', 'Gyömrői út', 'Kolozsvári utca'] },
  'XI.': { area: 33.5, streets: ['Bartók Béla út', 'Fehérvári út', 'Október huszonharmadika utca', 'Etele út', 'Budaörsi út'] },
  'XII.': { area: 26.7, streets: ['Alkotás utca', 'Böszörményi út', 'Istenhegyi út'] },
  'XIII.': { area: 13.4, streets: ['Váci út', 'Béke utca', 'Szent István körút', 'Dózsa György út'] },
  'XIV.': { area: 18.2, streets: ['Thököly út', 'Hungária körút', 'Mexikói út', 'Bosnyák tér'] },
  'XV.': { area: 26.9, streets: ['Rákos út', 'Szentmihályi út', 'Fő út'] },
  'XVI.': { area: 33.5, streets: ['Veres Péter út', 'Csömöri út', 'Jókai Mór utca'] },
  'XVII.': { area: 54.8, streets: ['Pesti út', 'Ferihegyi út', 'Rákoscsabai út'] },
  'XVIII.': { area: 38.6, streets: ['Üllői út', 'Margó Tivadar utca', 'Nemes utca'] },
  'XIX.': { area: 9.4, streets: ['Üllői út', 'Ady Endre út', 'Nádasdy utca'] },
  'XX.': { area: 12.2, streets: ['Határ út', 'Kossuth Lajos utca', 'Török Flóris utca'] },
  'XXI.': { area: 25.8, streets: ['II. Rákóczi Ferenc út', 'Kossuth Lajos utca', 'Szent Imre tér'] },
  'XXII.': { area: 34.3, streets: ['Nagytétényi út', 'Háros utca', 'Promontor utca'] },
  'XXIII.': { area: 40.8, streets: ['Grassalkovich út', 'Haraszti út', 'Hősök tere'] },
};

const STREETS = [
  'Fő utca',
  'Kossuth Lajos utca',
  'Petőfi Sándor utca',
  'Rákóczi út',
  'Ady Endre utca',
  'Dózsa György út',
  'Szabadság tér',
  'Béke utca',
  'Jókai Mór utca',
  'Arany János utca',
  'Bajcsy-Zsilinszky út',
  'Széchenyi István tér',
  'Deák Ferenc utca',
  'Vasút utca',
  'Kinizsi utca',
  'Hunyadi János utca',
  'Táncsics Mihály utca',
  'Batthyány utca',
  'Mátyás király út',
  'Rózsa utca',
  'Határ út',
  'Ipar utca',
  'Bem József utca',
  'Zrínyi Miklós utca',
  'Vörösmarty Mihály utca',
  'Kölcsey Ferenc utca',
  'Munkácsy Mihály utca',
  'Erzsébet tér',
];
/** Where lockers stand: supermarkets, petrol stations, malls, chains. */
const HOSTS = ['Tesco', 'Spar', 'Lidl', 'Aldi', 'Penny', 'Auchan', 'CBA', 'Coop', 'MOL', 'OMV', 'Shell', 'OBI', 'Praktiker', 'dm', 'Rossmann', 'Pláza'];
/** Shops that hand parcels over. */
const SHOPS = [
  'Nemzeti Dohánybolt',
  'Tabák Trafik',
  'Papír-írószer',
  'Virágbolt',
  'Mobiltelefon szerviz',
  'Állateledel',
  'Vegyesbolt',
  'Könyvesbolt',
  'Ajándékbolt',
  'Fotó stúdió',
  'Kulcsmásoló',
  'Drogéria',
  'Ruhatisztító',
  'Coop ABC',
  'Reál',
  'Nyomtatás-fénymásolás',
  'Játékbolt',
  'Bio bolt',
];

type Day = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const every = (days: readonly Day[], open: string, close: string): OpeningHours[] => days.map((day) => ({ day, open, close }));
const WEEKDAYS: Day[] = [1, 2, 3, 4, 5];
const ALL_DAYS: Day[] = [1, 2, 3, 4, 5, 6, 7];

type HoursKind = 'always' | 'mall' | 'shop' | 'tobacco' | 'fuel' | 'post' | 'postPartner';

function hoursOf(kind: HoursKind, random: Random): OpeningHours[] {
  switch (kind) {
    case 'always':
      return every(ALL_DAYS, '00:00', '24:00');
    case 'mall':
      return [...every([1, 2, 3, 4, 5, 6], random.pick(['08:00', '10:00']), random.pick(['20:00', '21:00'])), ...every([7], '10:00', '18:00')];
    case 'tobacco':
      return [...every([1, 2, 3, 4, 5, 6], '06:00', random.pick(['19:00', '20:00', '21:00'])), ...every([7], '07:00', '13:00')];
    case 'fuel':
      return random.chance(0.6) ? every(ALL_DAYS, '00:00', '24:00') : every(ALL_DAYS, '06:00', '22:00');
    case 'post':
      return random.chance(0.5)
        ? [...every([1], '08:00', '18:00'), ...every([2, 3, 4, 5], '08:00', '16:00')]
        : [...every(WEEKDAYS, '08:00', '19:00'), ...every([6], '08:00', '12:00')];
    case 'postPartner': {
      const [open, close] = random.pick([
        ['08:00', '10:00'],
        ['08:00', '12:00'],
        ['13:00', '15:00'],
        ['09:00', '11:30'],
      ] as const);
      return every(WEEKDAYS, open, close);
    }
    default: {
      const [open, close] = random.pick([
        ['08:00', '18:00'],
        ['09:00', '17:00'],
        ['07:00', '19:00'],
        ['10:00', '18:00'],
      ] as const);
      const week = random.chance(0.2)
        ? WEEKDAYS.flatMap((day) => [
            { day, open, close: '12:00' },
            { day, open: '13:00', close },
          ])
        : every(WEEKDAYS, open, close);
      return random.chance(0.6) ? [...week, ...every([6], open, '12:00')] : week;
    }
  }
}

/** A point before it is written in a carrier's format. */
interface SamplePoint {
  carrier: 'foxpost' | 'gls' | 'packeta' | 'mpl';
  kind: 'locker' | 'counter';
  /** The carrier's own sub-type: Foxpost's variant, MPL's ServicePointType. */
  subtype: string;
  host: string;
  zipcode: string;
  city: string;
  /** Budapest's district (`XI.`), else null. */
  district: string | null;
  street: { name: string; type: string; number: string };
  lat: number;
  lng: number;
  hours: OpeningHours[];
  indoor: boolean;
}

interface Settlement {
  name: string;
  rows: PostcodeRow[];
  lat: number;
  lng: number;
}

/** A point in a disc of `radiusKm` around the centre, uniformly. */
function jitter(random: Random, lat: number, lng: number, radiusKm: number): { lat: number; lng: number } {
  const distance = radiusKm * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const dLat = (distance * Math.cos(angle)) / 111.2;
  const dLng = (distance * Math.sin(angle)) / (111.2 * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lng: Math.round((lng + dLng) * 1e6) / 1e6 };
}

function splitStreet(street: string, random: Random): SamplePoint['street'] {
  const words = street.split(' ');
  const type = words.pop()!;
  const number = `${random.int(1, 120)}${random.chance(0.15) ? `/${random.pick(['A', 'B'])}` : ''}.`;
  return { name: words.join(' '), type, number };
}

interface PlaceContext {
  city: string;
  district: string | null;
  rows: PostcodeRow[];
  lat: number;
  lng: number;
  radiusKm: number;
  streets: readonly string[];
}

function makePoint(random: Random, place: PlaceContext, carrier: SamplePoint['carrier'], rural: boolean): SamplePoint {
  const row = random.pick(place.rows);
  const { lat, lng } = jitter(random, place.lat, place.lng, place.radiusKm);
  const street = splitStreet(random.pick(place.streets), random);
  const base = { carrier, zipcode: row.zipcode, city: place.city, district: place.district, street, lat, lng };
  switch (carrier) {
    case 'foxpost': {
      const roll = random.next();
      const subtype = roll < 0.05 ? 'Packeta Z-Pont' : roll < 0.11 ? 'Packeta Z-BOX' : roll < 0.7 ? 'FOXPOST A-BOX' : 'FOXPOST Z-BOX';
      const kind = subtype === 'Packeta Z-Pont' ? 'counter' : 'locker';
      const host = kind === 'counter' ? random.pick(SHOPS) : random.pick(HOSTS);
      const indoor = kind === 'locker' && random.chance(0.15);
      const hours = hoursOf(kind === 'counter' ? 'shop' : indoor ? 'mall' : 'always', random);
      return { ...base, kind, subtype, host, indoor, hours };
    }
    case 'gls': {
      const kind = random.chance(rural ? 0.4 : 0.62) ? 'locker' : 'counter';
      const host = kind === 'locker' ? random.pick(HOSTS) : random.pick(SHOPS);
      const hours = hoursOf(kind === 'locker' ? 'always' : host.includes('Dohány') || host.includes('Trafik') ? 'tobacco' : 'shop', random);
      return { ...base, kind, subtype: kind === 'locker' ? 'parcel-locker' : 'parcel-shop', host, indoor: false, hours };
    }
    case 'packeta': {
      const kind = random.chance(0.55) ? 'locker' : 'counter';
      const host = kind === 'locker' ? random.pick(HOSTS) : random.pick(SHOPS);
      const hours = hoursOf(kind === 'locker' ? 'always' : host.includes('Dohány') || host.includes('Trafik') ? 'tobacco' : 'shop', random);
      return { ...base, kind, subtype: kind === 'locker' ? 'Z-BOX' : 'point', host, indoor: false, hours };
    }
    default: {
      const roll = random.next();
      const subtype = rural ? (roll < 0.85 ? 'PM' : 'PP') : roll < 0.45 ? 'PM' : roll < 0.75 ? 'PP' : 'CS';
      const kind = subtype === 'CS' ? 'locker' : 'counter';
      const host =
        subtype === 'PP' ? random.pick(['MOL', 'Coop']) : subtype === 'CS' ? random.pick(HOSTS) : rural && random.chance(0.5) ? 'postapartner' : 'posta';
      const hours = hoursOf(
        subtype === 'CS' ? 'always' : subtype === 'PP' ? (host === 'MOL' ? 'fuel' : 'shop') : host === 'postapartner' ? 'postPartner' : 'post',
        random,
      );
      return { ...base, kind, subtype, host, indoor: false, hours };
    }
  }
}

const CARRIERS = ['foxpost', 'gls', 'packeta', 'mpl'] as const;

/** Every sample point, in a fixed order: Budapest's districts, then the settlements as the table lists them. */
function samplePoints(table: readonly PostcodeRow[], seed = SAMPLE_SEED): SamplePoint[] {
  const random = createRandom(seed);
  const points: SamplePoint[] = [];
  const settlements = new Map<string, Settlement>();
  const districts = new Map<string, PostcodeRow[]>();
  for (const row of table) {
    if (row.name === 'Budapest' && row.district) {
      districts.set(row.district, [...(districts.get(row.district) ?? []), row]);
      continue;
    }
    const known = settlements.get(row.name);
    if (known) known.rows.push(row);
    else settlements.set(row.name, { name: row.name, rows: [row], lat: row.lat, lng: row.lng });
  }

  for (const [district, rows] of [...districts].sort((a, b) => a[1][0]!.zipcode.localeCompare(b[1][0]!.zipcode))) {
    const info = DISTRICTS[district] ?? { area: 20, streets: STREETS };
    const radiusKm = Math.min(2.4, Math.max(0.7, 0.75 * Math.sqrt(info.area / Math.PI)));
    const place = { city: 'Budapest', district, rows, lat: rows[0]!.lat, lng: rows[0]!.lng, radiusKm, streets: [...info.streets, ...STREETS.slice(0, 4)] };
    const count = Math.min(11, Math.max(5, 5 + Math.round(info.area / 6)));
    for (const carrier of CARRIERS) for (let index = 0; index < count; index += 1) points.push(makePoint(random, place, carrier, false));
  }

  // A village the postcode table gives a neighbour's coordinates (GeoNames lacks it) would put its
  // points in that neighbour: such villages get none.
  const namesAt = new Map<string, number>();
  for (const settlement of settlements.values())
    namesAt.set(`${settlement.lat},${settlement.lng}`, (namesAt.get(`${settlement.lat},${settlement.lng}`) ?? 0) + 1);
  for (const settlement of settlements.values()) {
    const population = TOWNS[settlement.name];
    const town = population !== undefined || settlement.rows.length > 1;
    if (!town && (namesAt.get(`${settlement.lat},${settlement.lng}`) ?? 0) > 1) continue;
    const radiusKm = population ? Math.min(3, 0.6 + population / 80) : town ? 0.8 : 0.35;
    const place = { city: settlement.name, district: null, rows: settlement.rows, lat: settlement.lat, lng: settlement.lng, radiusKm, streets: STREETS };
    const counts = population
      ? {
          foxpost: Math.max(2, Math.round(population / 14)),
          gls: Math.max(1, Math.round(population / 20)),
          packeta: Math.max(1, Math.round(population / 22)),
          mpl: Math.max(2, Math.round(population / 16)),
        }
      : town
        ? { foxpost: random.chance(0.9) ? 1 : 0, gls: random.chance(0.7) ? 1 : 0, packeta: random.chance(0.6) ? 1 : 0, mpl: random.int(1, 2) }
        : { foxpost: random.chance(0.03) ? 1 : 0, gls: random.chance(0.025) ? 1 : 0, packeta: random.chance(0.02) ? 1 : 0, mpl: random.chance(0.11) ? 1 : 0 };
    for (const carrier of CARRIERS) for (let index = 0; index < counts[carrier]; index += 1) points.push(makePoint(random, place, carrier, !town));
  }
  return points;
}

// — writing each carrier's format —

const streetLine = (street: SamplePoint['street']) => `${street.name} ${street.type} ${street.number}`;
/** How a point's town is named in its name: `Budapest XI.`, `Szeged`. */
const placeLabel = (point: SamplePoint) => (point.district ? `${point.city} ${point.district}` : point.city);
const spansOf = (hours: readonly OpeningHours[], day: number) => hours.filter((span) => span.day === day);
const HU_DAYS = ['hetfo', 'kedd', 'szerda', 'csutortok', 'pentek', 'szombat', 'vasarnap'] as const;
const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const MPL_DAYS = ['Hétfő', 'Kedd', 'Szerda', 'Csütörtök', 'Péntek', 'Szombat', 'Vasárnap'] as const;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
/** Hungarian decimal comma, as Magyar Posta writes coordinates. */
const huDecimal = (value: number) => String(value).replace('.', ',');

/** Foxpost's depot by the postcode's first digit (the postal regions). */
const DEPOTS = ['', 'Budapest', 'Budapest', 'Miskolc', 'Debrecen', 'Szeged', 'Szeged', 'Pécs', 'Győr', 'Győr'];

function foxpostDocument(points: readonly SamplePoint[], random: Random): string {
  let operator = 100;
  let place = 1_200_000;
  const items = points.map((point) => {
    operator += random.int(1, 9);
    place += random.int(1_000, 40_000);
    const packeta = point.subtype.startsWith('Packeta');
    const name = `${point.subtype} ${placeLabel(point)} ${point.host}${point.kind === 'counter' ? ` ${point.street.name} ${point.street.type}` : ''}`;
    const open = Object.fromEntries(
      HU_DAYS.map((key, index) => [
        key,
        spansOf(point.hours, index + 1)
          .map((span) => `${span.open}-${span.close}`)
          .join(', '),
      ]),
    );
    const payment = packeta ? ['card', 'app'] : ['card', 'link'];
    return {
      place_id: String(place),
      operator_id: packeta ? '' : `hu${operator}`,
      name,
      ssapt: '',
      sdapt: '',
      country: 'hu',
      address: `${point.zipcode} ${point.city}, ${streetLine(point.street)}`,
      zip: point.zipcode,
      city: point.city,
      street: streetLine(point.street),
      findme: `${point.indoor ? 'Beltéri' : 'Kültéri'} automatánk a(z) ${point.host} ${random.pick(['bejárata mellett', 'parkolójában', 'pénztárai után', 'oldalfalánál'])} található.`,
      geolat: point.lat,
      geolng: point.lng,
      allowed2: 'ALL',
      depot: `${DEPOTS[Number(point.zipcode[0])] ?? 'Budapest'} Depo`,
      load: random.pick(['normal loaded', 'normal loaded', 'medium loaded', 'overloaded']),
      isOutdoor: !point.indoor,
      apmType: random.pick(['Rollkon', 'Keba', 'Cleveron', 'Rotte']),
      substitutes: [],
      open,
      fillEmptyList: [
        { emptying: `${String(random.int(8, 11)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}:00`, filling: `${random.int(12, 14)}:00:00` },
      ],
      cardPayment: true,
      cashPayment: false,
      iconUrl: 'https://cdn.foxpost.hu/icons/FOXPOST_icon_low.png',
      variant: point.subtype,
      paymentOptions: payment,
      paymentOptionsString: packeta ? 'Fizetés bankkártyával, Fizetés Packeta applikáción keresztül' : 'Fizetés bankkártyával, Fizetés linken keresztül',
      service: ['pick up', 'dispatch'],
      serviceString: 'Csomagfeladás és -átvétel',
      closeDate: '',
    };
  });
  return `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;
}

function glsDocument(points: readonly SamplePoint[], random: Random): string {
  let gold = 1_000_000;
  const items = points.map((point) => {
    gold += random.int(7, 300);
    const hours = ALL_DAYS.map((day) => {
      const spans = spansOf(point.hours, day);
      if (!spans.length) return [day, null, null];
      const close = spans[spans.length - 1]!.close === '24:00' ? '23:59' : spans[spans.length - 1]!.close;
      return spans.length > 1 ? [day, spans[0]!.open, close, spans[0]!.close, spans[1]!.open] : [day, spans[0]!.open, close];
    });
    const locker = point.kind === 'locker';
    return {
      id: `${gold}-${locker ? 'CSOMAGAUTOMATA' : 'CSOMAGPONT'}`,
      goldId: gold,
      name: locker ? `GLS csomagautomata – ${point.host} ${placeLabel(point)}` : `GLS csomagpont – ${point.host}`,
      description: '',
      contact: { countryCode: 'HU', postalCode: point.zipcode, city: point.city, address: streetLine(point.street), phone: null, web: null },
      location: [point.lat, point.lng],
      hours,
      features: locker ? ['pickup', 'delivery', 'acceptsCard'] : ['pickup', 'delivery', 'acceptsCash', 'acceptsCard'],
      type: point.subtype,
      ...(locker ? { lockerSaturation: random.pick(['lowVolume', 'lowVolume', 'highVolume']) } : {}),
      externalId: locker ? `HU${String(gold).slice(-5)}` : null,
      hasWheelchairAccess: random.chance(0.5),
    };
  });
  return `{"items":[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]}\n`;
}

/** Branches of Packeta's other countries, as the export lists them too (left out by the loader). */
const FOREIGN_BRANCHES = [
  ['sk', 'Bratislava', '811 01', 48.1486, 17.1077, 'EUR'],
  ['sk', 'Komárno', '945 01', 47.7631, 18.1286, 'EUR'],
  ['sk', 'Košice', '040 01', 48.7164, 21.2611, 'EUR'],
  ['cz', 'Praha', '110 00', 50.0875, 14.4214, 'CZK'],
  ['cz', 'Brno', '602 00', 49.1951, 16.6068, 'CZK'],
  ['ro', 'Oradea', '410001', 47.0465, 21.9189, 'RON'],
  ['ro', 'Satu Mare', '440001', 47.7928, 22.8857, 'RON'],
] as const;

function packetaDocument(points: readonly SamplePoint[], random: Random): string {
  let id = 20_000;
  const branch = (fields: {
    id: number;
    name: string;
    place: string;
    street: string;
    city: string;
    zip: string;
    country: string;
    currency: string;
    lat: number;
    lng: number;
    hours: readonly OpeningHours[];
    box: boolean;
  }) => {
    const regular = EN_DAYS.map((key, index) =>
      element(
        key,
        spansOf(fields.hours, index + 1)
          .map((span) => `${span.open}–${span.close === '24:00' ? '23:59' : span.close}`)
          .join(', '),
      ),
    ).join('');
    return [
      '    <branch>',
      `      ${element('id', fields.id)}${element('name', fields.name)}${element('place', fields.place)}`,
      `      ${element('street', fields.street)}${element('city', fields.city)}${element('zip', fields.zip)}${element('country', fields.country)}${element('currency', fields.currency)}`,
      '      <status><statusId>1</statusId><description>Üzemel</description></status><displayFrontend>1</displayFrontend>',
      `      ${element('latitude', fields.lat)}${element('longitude', fields.lng)}${element('maxWeight', fields.box ? 10 : 15)}`,
      `      <openingHours><regular>${regular}</regular></openingHours>`,
      '    </branch>',
    ].join('\n');
  };
  const branches = points.map((point) => {
    id += random.int(3, 60);
    const box = point.kind === 'locker';
    const where = `${placeLabel(point)}, ${point.street.name} ${point.street.type} ${point.street.number.replace(/\.$/, '')}`;
    return branch({
      id,
      name: box ? `Z-BOX ${where} (${point.host})` : `${where} (${point.host})`,
      place: box ? 'Z-BOX' : point.host,
      street: streetLine(point.street),
      city: point.city,
      zip: point.zipcode,
      country: 'hu',
      currency: 'HUF',
      lat: point.lat,
      lng: point.lng,
      hours: point.hours,
      box,
    });
  });
  const foreign = FOREIGN_BRANCHES.map(([country, city, zip, lat, lng, currency]) => {
    id += random.int(3, 60);
    return branch({
      id,
      name: `${city}, Hlavná 1 (Trafika)`,
      place: 'Trafika',
      street: 'Hlavná 1',
      city,
      zip,
      country,
      currency,
      lat,
      lng,
      hours: hoursOf('shop', random),
      box: false,
    });
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<export>',
    '  <branches>',
    ...branches,
    ...foreign,
    '  </branches>',
    '  <carriers>',
    '    <carrier><id>4159</id><name>HU MPL HD</name><country>hu</country><currency>HUF</currency><pickupPoints>false</pickupPoints></carrier>',
    '  </carriers>',
    '</export>',
    '',
  ].join('\n');
}

function mplDocument(points: readonly SamplePoint[], random: Random): string {
  let id = 100_000;
  const posts = points.map((point) => {
    id += random.int(1, 40);
    const name =
      point.subtype === 'CS'
        ? `MPL csomagautomata ${placeLabel(point)} ${point.host}`
        : point.subtype === 'PP'
          ? `${point.host} PostaPont ${placeLabel(point)} ${point.street.name} ${point.street.type}`
          : point.host === 'postapartner'
            ? `${point.city} postapartner`
            : point.district
              ? `Budapest ${Number(point.zipcode.slice(1))} posta`
              : `${point.city} ${random.int(1, 9)} posta`;
    const days = ALL_DAYS.flatMap((day) => {
      const spans = spansOf(point.hours, day);
      if (!spans.length) return [];
      const second = spans[1] ? `${element('From2', spans[1].open)}${element('To2', spans[1].close)}` : '';
      return [`<days>${element('day', MPL_DAYS[day - 1]!)}${element('From1', spans[0]!.open)}${element('To1', spans[0]!.close)}${second}</days>`];
    });
    return [
      `  <post isPostPoint="1" zipCode="${point.zipcode}">`,
      `    ${element('ID', id)}${element('name', name)}${element('city', point.city)}`,
      `    <street>${element('name', point.street.name)}${element('type', point.street.type)}${element('houseNumber', point.street.number)}</street>`,
      `    <gpsData>${element('WGSLat', huDecimal(point.lat))}${element('WGSLon', huDecimal(point.lng))}</gpsData>`,
      `    ${element('phoneArea', `1-${random.int(100, 999)}-${random.int(1000, 9999)}`)}`,
      `    <workingHours culture="HU">${days.join('')}</workingHours>`,
      `    ${element('ServicePointType', point.subtype)}`,
      '  </post>',
    ].join('\n');
  });
  // As in Magyar Posta's own file, a few posts carry no coordinates; the loader leaves them out.
  const withoutGps = [1, 2, 3].map(() => {
    id += random.int(1, 40);
    return `  <post isPostPoint="0" zipCode="1${random.int(100, 239)}">\n    ${element('ID', id)}${element('name', 'Budapest posta (zárva)')}${element('city', 'Budapest')}\n  </post>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<postInfo timestamp="${SAMPLE_EXPORTED_AT}">`, ...posts, ...withoutGps, '</postInfo>', ''].join('\n');
}

/** The four sample feeds, each in its carrier's format, keyed by the snapshot's file name. */
export function sampleFeeds(table: readonly PostcodeRow[], seed = SAMPLE_SEED): Record<'foxpost.json' | 'gls.json' | 'packeta.xml' | 'mpl.xml', string> {
  const points = samplePoints(table, seed);
  const of = (carrier: SamplePoint['carrier']) => points.filter((point) => point.carrier === carrier);
  // A stream of its own for the details, so adding a field never moves the points.
  const random = createRandom(seed ^ 0x5eed);
  return {
    'foxpost.json': foxpostDocument(of('foxpost'), random),
    'gls.json': glsDocument(of('gls'), random),
    'packeta.xml': packetaDocument(of('packeta'), random),
    'mpl.xml': mplDocument(of('mpl'), random),
  };
}
