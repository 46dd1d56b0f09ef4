/**
 * Stock reservations of orders waiting for their online payment (requirements §9: 10 minutes).
 *
 * Placing a card order takes its pieces from the stock and sets `orders.reserved_until`; an
 * approved payment clears it (the pieces are sold). A reservation that runs out is released
 * lazily, without timers, so any number of processes agree: every request that reads the
 * catalogue learns in the same query whether a reservation has lapsed and then releases all that
 * have; reading, paying or restarting an order releases that order first. Releasing is one
 * transaction that claims the lapsed orders with `FOR UPDATE SKIP LOCKED` — whoever claims an
 * order gives its pieces back, exactly once.
 */
import type { Db } from '../db/client.js';
import { STOCK_RESERVATION_MINUTES } from '../domain.js';
import { cancelExpiredOrders, cancelPendingAttempts, claimLapsedOrders, reservedPieces, returnPieces } from '../queries/reservations.js';
import { sendRestockNotices } from './restock.js';

const RESERVATION_MS = STOCK_RESERVATION_MINUTES * 60 * 1000;

/** When the reservation of an order placed at `now` ends. */
export function reservationDeadline(now: Date): Date {
  return new Date(now.getTime() + RESERVATION_MS);
}

/** Whether an order's reservation has run out at `now` (and is not yet released). */
export function reservationLapsed(order: { reservedUntil: Date | null }, now: Date): boolean {
  return order.reservedUntil !== null && order.reservedUntil.getTime() <= now.getTime();
}

/** Whether the order was cancelled because its payment missed the stock reservation. */
export function reservationExpired(order: { cancelReason: string | null }): boolean {
  return order.cancelReason === 'reservation_expired';
}

export { lapsedAt } from '../queries/reservations.js';

/**
 * Cancels the orders whose reservation has lapsed at `now` — all of them, or only `orderId` —
 * gives their pieces back to the stock and closes their open payment attempts. Orders another
 * transaction is releasing (or paying) right now are skipped. Answers the released orders' ids.
 */
export async function releaseLapsedReservations(db: Db, now: Date, orderId?: number): Promise<number[]> {
  let returned: number[] = [];
  const released = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const ids = await claimLapsedOrders(tx, now, orderId);
    if (ids.length === 0) return [];
    await cancelExpiredOrders(tx, ids, now);
    const lines = await reservedPieces(tx, ids);
    returned = lines.map((line) => line.productId);
    // Back to the stock with the products locked in id order, as placing an order locks them.
    if (lines.length) await returnPieces(tx, lines);
    await cancelPendingAttempts(tx, ids, now);
    return ids;
  });
  // Pieces back on the shelf can bring a sold-out product back: its confirmed subscribers hear of it.
  await sendRestockNotices(db, returned);
  return released;
}
