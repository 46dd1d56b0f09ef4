/**
 * The SQL of accepting withdrawals and refunding them, each statement named after what it does.
 * Every function takes the database or the transaction it runs in.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentAttempts, paymentMethods, refunds, withdrawals } from '../db/schema.js';

export type RefundRow = typeof refunds.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The order's withdrawals, oldest first; locked with the order row by the caller's transaction. */
export function withdrawalsOfOrder(tx: Db, orderId: number): Promise<WithdrawalRow[]> {
  return tx.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).orderBy(asc(withdrawals.id));
}

/** Marks a withdrawal accepted, unless it already is; answers whether this call accepted it. */
export async function markAccepted(tx: Db, withdrawalId: number, at: Date): Promise<boolean> {
  const written = await tx
    .update(withdrawals)
    .set({ acceptedAt: at })
    .where(and(eq(withdrawals.id, withdrawalId), isNull(withdrawals.acceptedAt)))
    .returning({ id: withdrawals.id });
  return written.length > 0;
}

/** The order's refunds, oldest first. */
export function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Records a withdrawal's refund (one per withdrawal: a second insert fails on its unique key). */
export async function insertRefund(tx: Db, values: Omit<typeof refunds.$inferInsert, 'id'>): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/**
 * Claims a card refund for sending: only a pending or failed one, and only for one caller at a
 * time (two acceptances at once: the second finds it `sending` and leaves it).
 */
export async function claimRefund(db: Db, refundId: number): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'sending', failure: null })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['pending', 'failed'])))
    .returning();
  return row ?? null;
}

/** Records the provider's answer to a claimed refund. */
export async function recordRefundOutcome(
  tx: Db,
  refundId: number,
  outcome: { status: 'refunded'; providerRefundId: string; at: Date } | { status: 'failed'; failure: string },
): Promise<void> {
  await tx
    .update(refunds)
    .set(
      outcome.status === 'refunded'
        ? { status: 'refunded', providerRefundId: outcome.providerRefundId, refundedAt: outcome.at, failure: null }
        : { status: 'failed', failure: outcome.failure },
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'sending')));
}

/** The order's payment method. */
export async function paymentMethodOf(db: Db, paymentMethodId: number) {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
  return row ?? null;
}

/** The attempt that paid the order (the newest paid one; an order is paid once). */
export async function paidAttemptOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row ?? null;
}
