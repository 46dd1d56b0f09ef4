/**
 * The SQL of the withdrawal desk, each statement named after what it does. Every function takes
 * the database or the transaction it runs in.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderItems, orders, type StoredWithdrawalLine, withdrawals } from '../db/schema.js';

/** The order with this id; `lock` holds its row (`FOR UPDATE`) until the transaction ends. */
export async function orderById(db: Db, id: number, lock: boolean) {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [order] = lock ? await query.for('update') : await query;
  return order ?? null;
}

/** A customer's orders. */
export function ordersOfUser(db: Db, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

/** The lines of these orders, in the order they were placed. */
export function itemsOfOrders(db: Db, orderIds: readonly number[]) {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** The lines earlier withdrawals of these orders took back, one row per withdrawal. */
export function withdrawnLinesOfOrders(db: Db, orderIds: readonly number[]) {
  return db
    .select({ orderId: withdrawals.orderId, items: withdrawals.items })
    .from(withdrawals)
    .where(inArray(withdrawals.orderId, [...orderIds]));
}

/** Records a withdrawal; answers its id and time of receipt. */
export async function insertWithdrawal(
  tx: Db,
  withdrawal: {
    orderId: number;
    userId: number | null;
    email: string;
    locale: string;
    wholeOrder: boolean;
    items: StoredWithdrawalLine[];
    reason: string | null;
    receivedAt: Date;
  },
): Promise<{ id: number; receivedAt: Date }> {
  const [row] = await tx.insert(withdrawals).values(withdrawal).returning({ id: withdrawals.id, receivedAt: withdrawals.receivedAt });
  return row!;
}
