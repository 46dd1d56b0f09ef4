import { http, HttpResponse } from 'msw';
import { DELIVERY_PERIOD_HOURS, DELIVERY_PERIODS, type DeliveryPeriod, type DeliverySlot, type HomeDeliveryBody } from 'otthon';
import { mockShop, withOverrides } from './mock-shop.js';
import { seedCart } from './scenarios.js';

/**
 * The home delivery's stories: a cart the crew carries in and assembles, and slots of their own
 * (fixed days, some booked up) answered in front of the mock shop's, so a story's slots (and its
 * screenshot) stay the same whatever the mock shop's calendar holds.
 */

/** The mock shop's home delivery (delivery method 2), which has home service. */
export const HOME_DELIVERY_METHOD_ID = 2;

/**
 * A sofa (68 kg, legs to screw on) going by home delivery: one bulky piece to carry up, one piece
 * to assemble. `choice` sets the floor, lift, assembly and slot as if the shopper had chosen them.
 */
export async function seedHomeDelivery(choice?: HomeDeliveryBody): Promise<void> {
  await seedCart({ 1: 1 }, { deliveryMethodId: HOME_DELIVERY_METHOD_ID });
  if (choice) await mockShop.setHomeDelivery({ body: { floor: 0, has_lift: false, assembly: false, slot: null, ...choice } });
}

/** Five working days from Wednesday 2 December 2026; `full` lists the booked-up ones as `date|period`. */
export function storySlots(full: readonly string[] = []): DeliverySlot[] {
  const dates = ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'];
  return dates.flatMap((date) =>
    DELIVERY_PERIODS.map((period: DeliveryPeriod) => ({
      date,
      period,
      ...DELIVERY_PERIOD_HOURS[period],
      remaining: full.includes(`${date}|${period}`) ? 0 : period === 'evening' ? 2 : 4,
      price_net: period === 'evening' ? 3_142 : 0,
      price_gross: period === 'evening' ? 3_990 : 0,
    })),
  );
}

/** Wednesday's morning and evening and Friday's afternoon are booked up. */
export const FULL_SLOTS = ['2026-12-02|morning', '2026-12-02|evening', '2026-12-04|afternoon'];

/** Answers the cart's slots with `slots`, in front of the mock shop's (`withOverrides('cart', …)`). */
export const answerSlots = (slots: DeliverySlot[]) => http.get('*/api/cart/delivery-slots', () => HttpResponse.json({ data: slots }));

/** The cart's handlers with the story's slots in front of the mock shop's. */
export const slotHandlers = (slots: DeliverySlot[]) => withOverrides('cart', answerSlots(slots));

/** Refuses every home-delivery choice with a 422 on `field`, or fails with a 500 without one. */
export const refuseHomeDelivery = (field: 'slot' | null, message: string) =>
  http.put('*/api/cart/home-delivery', () =>
    field ? HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 }) : HttpResponse.json({ message }, { status: 500 }),
  );
