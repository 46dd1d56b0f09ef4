import { transferDeadline } from './bank-transfer.js';
import { STOCK_RESERVATION_MINUTES } from './constants.js';

/*
 * How long an order waiting for its payment keeps its pieces (docs/requirements.md 9.4): a card
 * payment 10 minutes, a bank transfer until the end of the fifth working day after the order's
 * day; cash on delivery is paid at the door, so its order keeps them until it ships or is
 * cancelled. Both shops hold and release by these rules.
 */

const RESERVATION_MS = STOCK_RESERVATION_MINUTES * 60 * 1000;

/**
 * Where the hold of an online payment started at `now` ends: 10 minutes on, or sooner when the
 * order's hold (`current`) already ends sooner — paying again never lengthens it.
 */
export function onlineReservationEnd(now: Date, current: Date | null): Date {
  const end = new Date(now.getTime() + RESERVATION_MS);
  return current && current.getTime() < end.getTime() ? current : end;
}

/**
 * When the hold of an order paid by `method` ends, chosen at `now` for an order placed at
 * `placedAt` whose hold ends at `current`: see `onlineReservationEnd` for an online payment; the
 * transfer deadline of the order's day for a bank transfer (so switching methods never moves it
 * later); none for payment on delivery.
 */
export function reservationEnd(method: { isOnline: boolean; code: string }, placedAt: Date, now: Date, current: Date | null = null): Date | null {
  if (method.isOnline) return onlineReservationEnd(now, current);
  return method.code === 'bank_transfer' ? transferDeadline(placedAt) : null;
}

/** Whether a hold ending at `reservedUntil` has run out at `now` (null: nothing is held). */
export function reservationLapsed(order: { reservedUntil: Date | null }, now: Date): boolean {
  return order.reservedUntil !== null && order.reservedUntil.getTime() <= now.getTime();
}
