import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import type { RequestContext } from '../http/context.js';
import { fieldError } from '../http/errors.js';

/** Idempotency keys are kept for a day. */
const IDEMPOTENCY_TTL = sql`interval '24 hours'`;

/** The request's `Idempotency-Key` (1–200 visible characters, else 422), or null without one. */
export function idempotencyKey(ctx: RequestContext): string | null {
  const key = ctx.c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw fieldError('idempotency_key', ctx.t('order.idempotency_key'));
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
  if (!first || first.requestHash !== call.requestHash) throw fieldError('idempotency_key', ctx.t('order.idempotency_mismatch'));
  ctx.c.header('Idempotent-Replayed', 'true');
  return { replay: first.body as T };
}

/** Stores the answer a replay of the claimed key will get. */
export async function storeIdempotentAnswer(tx: Db, call: IdempotentCall, status: number, body: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ status, body }).where(rowOf(call));
}
