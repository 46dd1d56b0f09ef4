/** The showroom: address, contact, opening hours (requirements §9) and route links. */
import type { Locale, SeedShowroom } from '../types.js';
import { HUNGARY_ID } from './geography.js';

const LAT = 47.5434;
const LNG = 19.0703;

export const showroom: SeedShowroom = {
  name: { hu: 'Otthon bemutatóterem', en: 'Otthon showroom' },
  address: {
    zipcode: '1138',
    city: { hu: 'Budapest', en: 'Budapest' },
    street: 'Váci út 152.',
    country_id: HUNGARY_ID,
  },
  phone: '+36 1 555 0140',
  email: 'bemutatoterem@otthon.example',
  coordinates: { lat: LAT, lng: LNG },
  opening_hours: [
    { days: [1, 2], label: { hu: 'Hétfő–kedd', en: 'Monday–Tuesday' }, open: '09:00', close: '17:00' },
    { days: [3, 4], label: { hu: 'Szerda–csütörtök', en: 'Wednesday–Thursday' }, open: '10:00', close: '18:00' },
    { days: [5], label: { hu: 'Péntek', en: 'Friday' }, open: '10:00', close: '17:00' },
    { days: [6], label: { hu: 'Szombat', en: 'Saturday' }, open: '10:00', close: '16:00' },
    { days: [7], label: { hu: 'Vasárnap', en: 'Sunday' }, open: null, close: null },
  ],
  routes: [
    {
      key: 'public_transport',
      title: { hu: 'Tömegközlekedéssel', en: 'By public transport' },
      description: {
        hu: 'Az M3-as metró Forgách utca megállójától 3 perc séta a Váci úton kifelé, a bejárat az épület utcai homlokzatán van.',
        en: 'A 3-minute walk from Forgách utca station on metro line M3, heading out of town along Váci út; the entrance is on the street front.',
      },
      url: `https://maps.example.com/directions?mode=transit&to=${LAT},${LNG}`,
    },
    {
      key: 'car',
      title: { hu: 'Autóval', en: 'By car' },
      description: {
        hu: 'Az udvarban 12 ingyenes parkolóhely várja a vásárlókat; a behajtó a Váci út felől nyílik. Nagyobb bútort a rakodórámpánál segítünk beemelni.',
        en: 'Twelve free parking spaces wait in the courtyard, entered from Váci út. We help load larger pieces at the loading bay.',
      },
      url: `https://maps.example.com/directions?mode=driving&to=${LAT},${LNG}`,
    },
    {
      key: 'bicycle',
      title: { hu: 'Kerékpárral', en: 'By bicycle' },
      description: {
        hu: 'Fedett kerékpártároló a bejárat mellett, a Váci úti kerékpársáv a ház előtt halad.',
        en: 'Covered bike racks stand next to the entrance, and the Váci út cycle lane runs past the door.',
      },
      url: null,
    },
    {
      key: 'map',
      title: { hu: 'Térkép', en: 'Map' },
      description: {
        hu: 'Nyissa meg a bemutatóterem helyét a térképen.',
        en: 'Open the showroom’s location on the map.',
      },
      url: `https://maps.example.com/?q=${LAT},${LNG}`,
    },
  ],
};

/** The opening hours as a safe HTML list, one source for every page that shows them. */
export function openingHoursHtml(locale: Locale): string {
  const closed = locale === 'hu' ? 'zárva' : 'closed';
  const items = showroom.opening_hours.map((entry) => {
    const hours = entry.open && entry.close ? `${entry.open}–${entry.close}` : closed;
    return `<li><strong>${entry.label[locale]}:</strong> ${hours}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** "1138 Budapest, Váci út 152." */
export function showroomAddress(locale: Locale): string {
  return `${showroom.address.zipcode} ${showroom.address.city[locale]}, ${showroom.address.street}`;
}
