/**
 * The SQL of the invoice outbox (the rules of what is invoiced, when and how a failure is retried
 * are invoicing/invoices.ts). Every function takes the database or the transaction it runs in.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countries, invoices } from '../db/schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;
type ProviderName = NonNullable<InvoiceRow['provider']>;

/** Writes a due document into the outbox, once per `key` (a second write of the key does nothing). */
export async function insertDueInvoice(
  tx: Db,
  row: { orderId: number; kind: 'invoice' | 'correction'; key: string; withdrawalId?: number; now: Date },
): Promise<void> {
  const { now, ...values } = row;
  await tx
    .insert(invoices)
    .values({ ...values, status: 'pending', nextTryAt: now, createdAt: now })
    .onConflictDoNothing({ target: invoices.key });
}

/** Whether the order has an invoice in the outbox (issued or not). */
export async function hasInvoice(tx: Db, orderId: number): Promise<boolean> {
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return invoice !== undefined;
}

/** The order's invoices, oldest first. */
export function invoicesOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

/** The invoices of several orders, oldest first. */
export function invoicesOfOrders(db: Db, orderIds: readonly number[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]))
    .orderBy(asc(invoices.id));
}

/** The ISO code of a country by its id ('HU' when unknown). */
export async function countryCode(db: Db, countryId: number): Promise<string> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, countryId));
  return row?.code ?? 'HU';
}

/**
 * Takes the oldest due, unleased row for `leaseMs` and counts a try, skipping rows another
 * transaction holds; null when none is due.
 */
export async function claimDueInvoice(db: Db, now: Date, leaseMs: number): Promise<InvoiceRow | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, 'pending'), lte(invoices.nextTryAt, now), or(isNull(invoices.lockedUntil), lt(invoices.lockedUntil, now))))
      .orderBy(asc(invoices.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(invoices)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), tries: sql`${invoices.tries} + 1` })
      .where(eq(invoices.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

/** Gives a claimed row back to be tried at `nextTryAt`, with its try count set to `tries`. */
export async function postponeInvoice(db: Db, id: number, nextTryAt: Date, tries: number): Promise<void> {
  await db.update(invoices).set({ lockedUntil: null, nextTryAt, tries }).where(eq(invoices.id, id));
}

/** Records a failed try: the provider asked and its error, and either the next try or the row's failure. */
export async function recordInvoiceFailure(db: Db, id: number, failure: { provider: ProviderName; lastError: string; nextTryAt: Date | null }): Promise<void> {
  await db
    .update(invoices)
    .set({
      provider: failure.provider,
      lockedUntil: null,
      lastError: failure.lastError,
      ...(failure.nextTryAt ? { nextTryAt: failure.nextTryAt } : { status: 'failed' as const }),
    })
    .where(eq(invoices.id, id));
}

/** Records the issued document on a row still pending; answers the row, or null when another try recorded it first. */
export async function recordInvoiceIssued(
  tx: Db,
  id: number,
  issued: { provider: ProviderName; providerId: string; number: string; issueDate: string; url: string | null; issuedAt: Date },
): Promise<InvoiceRow | null> {
  const [written] = await tx
    .update(invoices)
    .set({ ...issued, status: 'issued', lockedUntil: null, lastError: null })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
    .returning();
  return written ?? null;
}
