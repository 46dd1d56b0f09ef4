import { http, HttpResponse } from 'msw';
import type { City, DeliveryMethod, PickupPoint } from 'otthon';
import { withOverrides } from './mock-shop.js';

/**
 * Pick-up points and settlements of the pick-up point and postcode stories, answered by handlers
 * of their own in front of the mock shop's, so a story's list (and its screenshot) stays the same
 * whatever the mock shop's sample data holds.
 */

/** A Monday morning in Budapest: "today" of the stories' opening hours. */
export const STORY_NOW = new Date('2026-11-30T10:00:00+01:00');

const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((day) => ({ day, open, close }));
const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '24:00' }));

/** Points near Budapest XI. (1111), nearest first, of three carriers. */
export const storyPoints: PickupPoint[] = [
  {
    id: 'foxpost:hu1001',
    carrier: 'foxpost',
    kind: 'locker',
    name: 'Foxpost Allee',
    zipcode: '1117',
    city: 'Budapest',
    address: 'Október huszonharmadika utca 8–10.',
    lat: 47.4752,
    lng: 19.0494,
    opening_hours: allWeek,
    distance_km: 0.4,
  },
  {
    id: 'gls:2351-hu',
    carrier: 'gls',
    kind: 'counter',
    name: 'GLS Csomagpont – Bartók Trafik',
    zipcode: '1111',
    city: 'Budapest',
    address: 'Bartók Béla út 15.',
    lat: 47.4809,
    lng: 19.0551,
    opening_hours: [...weekdays('08:00', '12:00'), ...weekdays('13:00', '18:00'), { day: 6, open: '09:00', close: '13:00' }],
    distance_km: 0.7,
  },
  {
    id: 'packeta:9911',
    carrier: 'packeta',
    kind: 'counter',
    name: 'Packeta Z-BOX Móricz',
    zipcode: '1114',
    city: 'Budapest',
    address: 'Móricz Zsigmond körtér 3.',
    lat: 47.4774,
    lng: 19.0468,
    opening_hours: weekdays('07:00', '20:00'),
    distance_km: 1.2,
  },
  {
    id: 'foxpost:hu1002',
    carrier: 'foxpost',
    kind: 'locker',
    name: 'Foxpost Kelenföld',
    zipcode: '1115',
    city: 'Budapest',
    address: 'Etele út 40.',
    lat: 47.4639,
    lng: 19.0203,
    opening_hours: allWeek,
    distance_km: 2.5,
  },
];

/** A locker and pick-up point method of the given carriers (the mock shop's "parcel locker", id 3). */
export function storyLockerMethod(carriers: DeliveryMethod['pickup_carriers'] = ['foxpost', 'gls', 'packeta']): DeliveryMethod {
  return {
    id: 3,
    code: 'parcel_locker',
    title: 'Csomagautomata vagy csomagpont',
    description: '',
    price_net: 1173,
    price_gross: 1490,
    payment_ids: [2, 3],
    lead_days: { min: 1, max: 3 },
    delivery_window: { earliest: '2026-12-01', latest: '2026-12-03' },
    needs_pickup_point: true,
    pickup_carriers: carriers,
    home_service: false,
  };
}

/** Settlements by postcode: one (Budapest XI.), one outside Budapest, and three sharing a code. */
export const storyCities: Record<string, City[]> = {
  '1111': [{ id: 1, name: 'Budapest', zipcode: '1111', district: 'XI.', country_id: 1 }],
  '8230': [{ id: 2, name: 'Balatonfüred', zipcode: '8230', district: null, country_id: 1 }],
  '8660': [
    { id: 3, name: 'Tab', zipcode: '8660', district: null, country_id: 1 },
    { id: 4, name: 'Lulla', zipcode: '8660', district: null, country_id: 1 },
    { id: 5, name: 'Torvaj', zipcode: '8660', district: null, country_id: 1 },
  ],
};

/** `GET /api/pickup-points` over {@link storyPoints} (a name or postcode other than Budapest's finds none). */
export const pickupPointsHandler = http.get('*/api/pickup-points', ({ request }) => {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const carrier = params.get('carrier');
  const near = /^1\d{3}$/.test(q) || 'budapest'.startsWith(q);
  return HttpResponse.json({ data: near ? storyPoints.filter((point) => !carrier || point.carrier === carrier) : [] });
});

/** `GET /api/cities?zipcode=` over {@link storyCities}. */
export const citiesHandler = http.get('*/api/cities', ({ request }) => {
  const zipcode = new URL(request.url).searchParams.get('zipcode') ?? '';
  return HttpResponse.json({ data: storyCities[zipcode] ?? [] });
});

/** The app group with the stories' own pick-up points and settlements in front. */
export const pickupAppHandlers = () => withOverrides('app', pickupPointsHandler, citiesHandler);
