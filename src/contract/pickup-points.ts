import { z } from 'zod';
import { PICKUP_CARRIERS } from '../domain/pickup.js';

/** A carrier whose parcel lockers and pick-up points the shop delivers to. */
export const pickupCarrierSchema = z.enum(PICKUP_CARRIERS).meta({ id: 'PickupCarrier' });

const clockSchema = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);

/** One opening span of a weekday (1 Monday … 7 Sunday); a day without a span is closed. */
export const openingHoursSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    open: clockSchema.meta({ description: 'HH:MM, local time' }),
    close: clockSchema.meta({ description: 'HH:MM, local time; 24:00 for the end of the day' }),
  })
  .meta({ id: 'OpeningHours' });

/** A parcel locker or a pick-up point of a carrier. */
export const pickupPointSchema = z
  .object({
    id: z.string().meta({ description: 'The shop’s id of the point: the carrier and its own id (`foxpost:hu5122`)' }),
    carrier: pickupCarrierSchema,
    kind: z.enum(['locker', 'counter']).meta({ description: 'locker: a parcel machine; counter: a shop or post office' }),
    name: z.string(),
    zipcode: z.string(),
    city: z.string(),
    address: z.string(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    opening_hours: z.array(openingHoursSchema),
    /** From the place searched, in km; null where the point is not the answer of a search (a cart, an order). */
    distance_km: z.number().nonnegative().nullable(),
  })
  .meta({ id: 'PickupPoint' });

/** `GET /api/pickup-points`: near a postcode or a settlement, optionally of one carrier. */
export const pickupPointQuerySchema = z.object({
  q: z.string().trim().min(1).max(80).meta({ description: 'A Hungarian postcode or the start of a settlement’s name' }),
  carrier: pickupCarrierSchema.optional(),
});

/** The answer of a search (in the API's `{ data: … }` envelope like every answer). */
export const pickupPointListSchema = z.array(pickupPointSchema);

export interface OpeningHours extends z.infer<typeof openingHoursSchema> {}
export interface PickupPoint extends z.infer<typeof pickupPointSchema> {}
export interface PickupPointQuery extends z.input<typeof pickupPointQuerySchema> {}
export type PickupPointList = PickupPoint[];
