/**
 * Stock reservations of orders waiting for their payment (docs/requirements.md 9.4): a card
 * payment has 10 minutes, a bank transfer until the end of the fifth working day after the order's
 * day; cash on delivery is paid at the door, so its order keeps its pieces until the shop ships or
 * cancels it.
 *
 * Placing an order takes its pieces from the stock and, for a payment it waits for, sets
 * `orders.reserved_until`; an approved payment or a recorded transfer clears it (the pieces are
 * sold). Reservations that run out are released by a
 * step of their own, never by reading the catalogue: each server process runs it every
 * `RESERVATION_SWEEP_INTERVAL_MS`, and placing an order runs it first, so the stock it takes is
 * current; reading, paying or restarting an order releases that order first. Releasing is one
 * transaction that claims the lapsed orders with `FOR UPDATE SKIP LOCKED`, so any number of
 * processes may sweep at once — whoever claims an order gives its pieces back, exactly once.
 */
import type { Db } from '../db/client.js';
import { cancelExpiredOrders, cancelPendingAttempts, claimLapsedOrders, reservedPieces, returnPieces } from './reservations-queries.js';
import { sendRestockNotices } from '../restock/restock.js';

export { onlineReservationEnd, reservationEnd, reservationLapsed } from 'otthon/core';

/** Whether the order was cancelled because its payment missed the stock reservation. */
export function reservationExpired(order: { cancelReason: string | null }): boolean {
  return order.cancelReason === 'reservation_expired';
}

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

/**
 * How often each process releases lapsed reservations: a lapsed order's pieces are back on sale
 * within this long (placing an order does not wait for it).
 */
export const RESERVATION_SWEEP_INTERVAL_MS = 15_000;

/**
 * Releases every lapsed reservation at `now`; a failure is logged and the next run tries again
 * (the orders stay claimed by nobody, so nothing is lost).
 */
export function sweepReservations(db: Db, now: Date): Promise<number[]> {
  return releaseLapsedReservations(db, now).catch((error: unknown) => {
    console.error('[api] releasing lapsed stock reservations failed:', error);
    return [];
  });
}

/** Runs `sweepReservations` now and every `RESERVATION_SWEEP_INTERVAL_MS`; the answer stops it. */
export function startReservationSweep(db: Db, now: () => Date): () => Promise<void> {
  let running: Promise<unknown> = sweepReservations(db, now());
  const timer = setInterval(() => {
    running = running.then(() => sweepReservations(db, now()));
  }, RESERVATION_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
