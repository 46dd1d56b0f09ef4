/** The SQL of `Idempotency-Key` claims (the rules are guards/idempotency.ts). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';

/** One idempotent call: whose it is (`scope`), which endpoint, the key and the request's hash. */
export interface IdempotentCall {
  scope: string;
  endpoint: string;
  key: string;
  requestHash: string;
}

const rowOf = (claim: IdempotentCall) =>
  and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.endpoint, claim.endpoint), eq(idempotencyKeys.key, claim.key));

/** Drops the claims older than `hours`. */
export async function dropLapsedKeys(tx: Db, hours: number): Promise<void> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`));
}

/** Writes the claim unless the key is taken; answers whether this call took it. */
export async function insertKeyClaim(tx: Db, claim: IdempotentCall): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, status: 0, body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The claim already stored for the key (waits for a concurrent claim's transaction). */
export async function storedKeyClaim(tx: Db, claim: IdempotentCall): Promise<{ requestHash: string; body: unknown } | undefined> {
  const [first] = await tx.select({ requestHash: idempotencyKeys.requestHash, body: idempotencyKeys.body }).from(idempotencyKeys).where(rowOf(claim));
  return first;
}

/** Stores the answer a replay of the claimed key will get (in the claim's transaction). */
export async function storeIdempotentAnswer(tx: Db, claim: IdempotentCall, status: number, body: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ status, body }).where(rowOf(claim));
}
