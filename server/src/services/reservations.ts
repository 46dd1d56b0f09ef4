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
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderItems, orders, paymentAttempts, products } from '../db/schema.js';
import { STOCK_RESERVATION_MINUTES } from '../domain.js';
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

/** The condition "its reservation has lapsed at `now`", for queries over `orders`. */
export const lapsedAt = (now: Date) => lte(orders.reservedUntil, now);

/**
 * Cancels the orders whose reservation has lapsed at `now` — all of them, or only `orderId` —
 * gives their pieces back to the stock and closes their open payment attempts. Orders another
 * transaction is releasing (or paying) right now are skipped. Answers the released orders' ids.
 */
export async function releaseLapsedReservations(db: Db, now: Date, orderId?: number): Promise<number[]> {
  let returned: number[] = [];
  const released = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(orderId === undefined ? lapsedAt(now) : and(lapsedAt(now), eq(orders.id, orderId)))
      .orderBy(asc(orders.id))
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'cancelled', reservedUntil: null, cancelReason: 'reservation_expired', updatedAt: now })
      .where(inArray(orders.id, ids));
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.productId)
      .orderBy(asc(orderItems.productId));
    returned = lines.map((line) => line.productId);
    if (lines.length) {
      // Products are locked in id order, as placing an order locks them, so the two never deadlock.
      await tx
        .select({ id: products.id })
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((line) => line.productId),
          ),
        )
        .orderBy(asc(products.id))
        .for('update');
      for (const line of lines) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
    }
    await tx
      .update(paymentAttempts)
      .set({ status: 'cancelled', decidedAt: now })
      .where(and(inArray(paymentAttempts.orderId, ids), eq(paymentAttempts.status, 'pending')));
    return ids;
  });
  // Pieces back on the shelf can bring a sold-out product back: its confirmed subscribers hear of it.
  await sendRestockNotices(db, returned);
  return released;
}
