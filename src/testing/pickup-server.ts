import { http, HttpResponse } from 'msw';
import type { Cart, City, DeliveryMethod, PickupPoint } from '../contract/index.js';
import type { PickupCarrier } from '../domain/pickup.js';
import { fixtures } from '../msw/fixtures/index.js';
import { API } from './shop.js';

/**
 * Pick-up points, settlements and a cart for the pick-up point and postcode tests: a small API of
 * its own (the contract's answers, written here), so those tests do not depend on the mock shop's
 * data.
 */

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const weekdays = (open: string, close: string) => WEEKDAYS.map((day) => ({ day, open, close }));

/** A point near Budapest XI. (Újbuda); `distance_km` as a search near 1111 answers it. */
export function pickupPoint(overrides: Partial<PickupPoint> = {}): PickupPoint {
  return {
    id: 'foxpost:hu1001',
    carrier: 'foxpost',
    kind: 'locker',
    name: 'Foxpost Allee',
    zipcode: '1117',
    city: 'Budapest',
    address: 'Október huszonharmadika utca 8–10.',
    lat: 47.4752,
    lng: 19.0494,
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '24:00' })),
    distance_km: 0.4,
    ...overrides,
  };
}

/** Four points near 1111, nearest first, of three carriers. */
export const nearbyPoints: PickupPoint[] = [
  pickupPoint(),
  pickupPoint({
    id: 'gls:2351-hu',
    carrier: 'gls',
    kind: 'counter',
    name: 'GLS Csomagpont – Bartók Trafik',
    zipcode: '1111',
    address: 'Bartók Béla út 15.',
    opening_hours: [...weekdays('08:00', '12:00'), ...weekdays('13:00', '18:00'), { day: 6, open: '09:00', close: '13:00' }],
    distance_km: 0.7,
  }),
  pickupPoint({
    id: 'packeta:9911',
    carrier: 'packeta',
    kind: 'counter',
    name: 'Packeta Z-BOX Móricz',
    zipcode: '1114',
    address: 'Móricz Zsigmond körtér 3.',
    opening_hours: weekdays('07:00', '20:00'),
    distance_km: 1.2,
  }),
  pickupPoint({ id: 'foxpost:hu1002', name: 'Foxpost Kelenföld', zipcode: '1115', address: 'Etele út 40.', distance_km: 2.5 }),
];

/** A delivery method to lockers and pick-up points of `carriers`. */
export function lockerMethod(carriers: PickupCarrier[] = ['foxpost', 'gls', 'packeta']): DeliveryMethod {
  return {
    ...fixtures.deliveryMethod({ id: 3, code: 'parcel_locker', title: 'Parcel locker', price_net: 1173, price_gross: 1490, payment_ids: [2, 3] }),
    needs_pickup_point: true,
    pickup_carriers: carriers,
    home_service: false,
  };
}

/** Home delivery, which needs no point. */
export const homeMethod = (): DeliveryMethod => ({
  ...fixtures.deliveryMethod({ id: 2, title: 'Home delivery' }),
  needs_pickup_point: false,
  pickup_carriers: [],
});

/** Settlements by postcode, as `GET /api/cities?zipcode=` answers them. */
export const citiesByPostcode: Record<string, City[]> = {
  '1111': [{ id: 1, name: 'Budapest', zipcode: '1111', district: 'XI.', country_id: 1 }],
  '8230': [{ id: 2, name: 'Balatonfüred', zipcode: '8230', district: null, country_id: 1 }],
  '8660': [
    { id: 3, name: 'Tab', zipcode: '8660', district: null, country_id: 1 },
    { id: 4, name: 'Lulla', zipcode: '8660', district: null, country_id: 1 },
    { id: 5, name: 'Torvaj', zipcode: '8660', district: null, country_id: 1 },
  ],
};

export interface PickupServerOptions {
  /** The cart's delivery methods. @default home delivery and the locker method of three carriers */
  methods?: DeliveryMethod[];
  /** The delivery method chosen at the start. @default none */
  deliveryMethod?: number | null;
  /** The point chosen at the start. @default none */
  point?: PickupPoint | null;
  /** The payment method chosen. @default none */
  paymentMethod?: number | null;
  /** Points a search answers. @default {@link nearbyPoints} */
  points?: PickupPoint[];
  /** Point ids the server refuses with a 422 on `pickup_point_id`. */
  refused?: string[];
}

/**
 * Handlers of `GET /api/cart`, `PUT /api/cart/method/delivery` (storing the method and point,
 * refusing `refused` points as the server does), `GET /api/pickup-points` (nearest first, of one
 * carrier when asked), `GET /api/cities?zipcode=` and `GET /api/countries`.
 */
export function createPickupServer(options: PickupServerOptions = {}) {
  const methods = options.methods ?? [homeMethod(), lockerMethod()];
  const points = options.points ?? nearbyPoints;
  let revision = 1;
  let delivery = options.deliveryMethod ?? null;
  let point = options.point ?? null;
  const bodies: unknown[] = [];
  const snapshot = (): Cart => ({
    ...fixtures.cart({
      revision,
      products: [fixtures.cartProduct({ quantity: 1 })],
      delivery_methods: methods,
      delivery_method: delivery,
      payment_method: options.paymentMethod ?? null,
    }),
    delivery_methods: methods,
    pickup_point: point,
  });
  const handlers = [
    http.get(`${API}/api/cart`, () => HttpResponse.json({ data: snapshot() })),
    http.put(`${API}/api/cart/method/delivery`, async ({ request }) => {
      const body = (await request.json()) as { id: number; pickup_point_id?: string | null };
      bodies.push(body);
      if (body.pickup_point_id && options.refused?.includes(body.pickup_point_id)) {
        const message = 'This pick-up point cannot take your order with the chosen delivery method. Choose another one.';
        return HttpResponse.json({ message, errors: { pickup_point_id: [message] } }, { status: 422 });
      }
      const found = points.find((candidate) => candidate.id === body.pickup_point_id);
      if (body.pickup_point_id !== undefined) point = found ? { ...found, distance_km: null } : null;
      else if (body.id !== delivery) point = null;
      delivery = body.id;
      revision += 1;
      return HttpResponse.json({ data: snapshot() });
    }),
    http.get(`${API}/api/pickup-points`, ({ request }) => {
      const carrier = new URL(request.url).searchParams.get('carrier');
      return HttpResponse.json({ data: points.filter((candidate) => !carrier || candidate.carrier === carrier) });
    }),
    http.get(`${API}/api/countries`, () =>
      HttpResponse.json({
        data: [
          { id: 1, code: 'HU', name: 'Hungary' },
          { id: 2, code: 'AT', name: 'Austria' },
        ],
      }),
    ),
    http.get(`${API}/api/cities`, ({ request }) => {
      const zipcode = new URL(request.url).searchParams.get('zipcode') ?? '';
      return HttpResponse.json({ data: citiesByPostcode[zipcode] ?? [] });
    }),
  ];
  return { handlers, snapshot, bodies, point: () => point, delivery: () => delivery };
}
