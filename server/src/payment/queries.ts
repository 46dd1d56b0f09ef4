/**
 * The SQL of the simulated card gateway: payment attempts and the order each belongs to, each
 * statement named after what it does. Every function takes the database or the transaction it
 * runs in.
 */
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, paymentAttempts } from '../db/schema.js';
import type { OrderRow } from '../orders/queries.js';
import type { ProviderName } from '../payments/provider.js';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** A payment attempt with its order; null for an unknown attempt. */
export async function attemptWithOrder(db: Db, attemptId: string): Promise<{ attempt: AttemptRow; order: OrderRow } | null> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, attempt.orderId));
  return { attempt, order: order! };
}

/** The attempt a provider knows by its own payment id (Barion's return names only that), with its order; null when none. */
export async function providerAttemptByTransaction(
  db: Db,
  provider: ProviderName,
  transactionId: string,
): Promise<{ attempt: AttemptRow; order: OrderRow } | null> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.transactionId, transactionId)));
  if (!attempt) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, attempt.orderId));
  return { attempt, order: order! };
}

/** Every attempt started since `since` still waiting for an outside provider's word, oldest first, with its order's language. */
export async function pendingProviderAttempts(db: Db, since: Date): Promise<{ attempt: AttemptRow; locale: string }[]> {
  return db
    .select({ attempt: paymentAttempts, locale: orders.locale })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.status, 'pending'), isNotNull(paymentAttempts.provider), gte(paymentAttempts.createdAt, since)))
    .orderBy(paymentAttempts.createdAt);
}

/** The id of the order's newest payment attempt. */
export async function newestAttemptId(db: Db, orderId: number): Promise<string | null> {
  const [newest] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return newest?.id ?? null;
}

/**
 * The order and then the attempt, each locked for the rest of the transaction (in the order a
 * reservation's release locks them); null for either that is gone.
 */
export async function lockOrderAndAttempt(tx: Db, orderId: number, attemptId: string): Promise<{ order: OrderRow | null; attempt: AttemptRow | null }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
  return { order: order ?? null, attempt: attempt ?? null };
}

/** Records the gateway's decision on an attempt. */
export async function recordAttemptDecision(
  tx: Db,
  attemptId: string,
  values: Pick<typeof paymentAttempts.$inferInsert, 'status' | 'responseCode' | 'authorizationCode' | 'transactionId'>,
): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(paymentAttempts.id, attemptId));
}

/** Sets the order's payment status from a decision (with what an approval changes besides). */
export async function recordOrderPayment(
  tx: Db,
  orderId: number,
  values: Pick<typeof orders.$inferInsert, 'paymentStatus'> & Partial<Pick<typeof orders.$inferInsert, 'status' | 'transactionId'>> & { reservedUntil?: null },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Keeps the provider's id of the attempt's payment (known once the provider started it, or from its return). */
export async function recordAttemptTransaction(tx: Db, attemptId: string, transactionId: string): Promise<void> {
  await tx.update(paymentAttempts).set({ transactionId }).where(eq(paymentAttempts.id, attemptId));
}

/** Records what the provider's return said without deciding the attempt (a success the IPN has yet to confirm). */
export async function recordAttemptResponse(tx: Db, attemptId: string, values: { responseCode: string; transactionId: string }): Promise<void> {
  await tx.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, attemptId));
}
