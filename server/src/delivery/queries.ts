/**
 * The SQL of recording a delivery, each statement named after what it does. Every function takes
 * the database or the transaction it runs in.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';

type OrderRow = typeof orders.$inferSelect;

/** The order with the id, locked until the transaction ends; null when there is none. */
export async function lockOrderById(tx: Db, id: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

/** Records the goods as received at `at` and the order as completed, unless a delivery is already recorded. */
export async function markDelivered(tx: Db, id: number, at: Date, now: Date): Promise<boolean> {
  const written = await tx
    .update(orders)
    .set({ deliveredAt: at, status: 'completed', updatedAt: now })
    .where(and(eq(orders.id, id), isNull(orders.deliveredAt)))
    .returning({ id: orders.id });
  return written.length === 1;
}
