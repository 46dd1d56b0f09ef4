import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeyInvalid, idempotencyMismatch, isIdempotencyKey, type CheckFailure } from 'otthon/contract';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';

/** Idempotency keys are kept for a day. */
const IDEMPOTENCY_TTL = sql`interval '24 hours'`;

const refusal = (failure: CheckFailure) => new HttpError(failure.status, failure.message, failure.errors);

/**
 * The request's `Idempotency-Key`, or null without one. The request pipeline (`otthon/contract`)
 * has already refused a malformed key with 422 on the calls that honour one; this says so again.
 */
export function idempotencyKey(ctx: RequestContext): string | null {
  const key = ctx.header('idempotency-key');
  if (key === undefined) return null;
  if (!isIdempotencyKey(key)) throw refusal(idempotencyKeyInvalid(ctx.locale));
  return key;
}

/** One idempotent call: whose it is (`scope`), which endpoint, the key and the request's hash. */
export interface IdempotentCall {
  scope: string;
  endpoint: string;
  key: string;
  requestHash: string;
}

const rowOf = (call: IdempotentCall) =>
  and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.endpoint, call.endpoint), eq(idempotencyKeys.key, call.key));

/**
 * Claims the key inside the caller's transaction (lapsed keys are dropped first). A replay answers
 * `{ replay }`, the first call's stored answer, and marks the response `Idempotent-Replayed`; the
 * same key with another body is 422; a concurrent duplicate waits on the claim, then replays. A
 * claim rolled back with its transaction leaves no trace.
 */
export async function claimIdempotencyKey<T>(ctx: RequestContext, tx: Db, call: IdempotentCall): Promise<{ replay: T } | null> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_TTL}`));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...call, status: 0, body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [first] = await tx.select().from(idempotencyKeys).where(rowOf(call));
  if (!first || first.requestHash !== call.requestHash) throw refusal(idempotencyMismatch(ctx.locale));
  ctx.setHeader('Idempotent-Replayed', 'true');
  return { replay: first.body as T };
}

/** Stores the answer a replay of the claimed key will get. */
export async function storeIdempotentAnswer(tx: Db, call: IdempotentCall, status: number, body: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ status, body }).where(rowOf(call));
}
