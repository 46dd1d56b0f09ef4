/**
 * The SQL of releasing lapsed stock reservations, in the order the release runs them inside its
 * one transaction (see orders/reservations.ts). Every function takes the transaction.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderItems, orders, paymentAttempts, products } from '../db/schema.js';

/** The condition "its reservation has lapsed at `now`", for queries over `orders`. */
export const lapsedAt = (now: Date) => lte(orders.reservedUntil, now);

/**
 * Claims the orders whose reservation has lapsed at `now` (all, or only `orderId`), in id order,
 * skipping those another transaction holds (`FOR UPDATE SKIP LOCKED`); answers their ids.
 */
export async function claimLapsedOrders(tx: Db, now: Date, orderId?: number): Promise<number[]> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(orderId === undefined ? lapsedAt(now) : and(lapsedAt(now), eq(orders.id, orderId)))
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true });
  return due.map((row) => row.id);
}

/** Cancels the orders as expired reservations. */
export async function cancelExpiredOrders(tx: Db, ids: number[], now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'cancelled', reservedUntil: null, cancelReason: 'reservation_expired', updatedAt: now })
    .where(inArray(orders.id, ids));
}

/** The pieces the orders hold, summed per product, in product id order. */
export function reservedPieces(tx: Db, orderIds: number[]): Promise<{ productId: number; quantity: number }[]> {
  return tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
}

/**
 * Gives pieces back to the stock: the products are locked first, in id order, as placing an order
 * locks them, so the two never deadlock; then each gets its pieces.
 */
export async function returnPieces(tx: Db, lines: readonly { productId: number; quantity: number }[]): Promise<void> {
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

/** Closes the orders' pending payment attempts as cancelled. */
export async function cancelPendingAttempts(tx: Db, orderIds: number[], now: Date): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ status: 'cancelled', decidedAt: now })
    .where(and(inArray(paymentAttempts.orderId, orderIds), eq(paymentAttempts.status, 'pending')));
}
