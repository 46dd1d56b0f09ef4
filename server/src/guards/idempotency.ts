import { IDEMPOTENCY_HOURS, idempotencyKeyInvalid, idempotencyMismatch, isIdempotencyKey, type CheckFailure } from 'otthon/contract';
import type { HttpExchange, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import { dropLapsedKeys, type IdempotentCall, insertKeyClaim, storedKeyClaim } from './idempotency-queries.js';

export { type IdempotentCall, storeIdempotentAnswer } from './idempotency-queries.js';

const refusal = (failure: CheckFailure) => new HttpError(failure.status, failure.message, failure.errors);

/**
 * The request's `Idempotency-Key`, or null without one. The request pipeline (`otthon/contract`)
 * has already refused a malformed key with 422 on the calls that honour one; this says so again.
 */
export function idempotencyKey(ctx: Pick<ShopRequest, 'locale'> & Pick<HttpExchange, 'header'>): string | null {
  const key = ctx.header('idempotency-key');
  if (key === undefined) return null;
  if (!isIdempotencyKey(key)) throw refusal(idempotencyKeyInvalid(ctx.locale));
  return key;
}

/**
 * Claims the key inside the caller's transaction (lapsed keys are dropped first). A replay answers
 * `{ replay }`, the first call's stored answer, and marks the response `Idempotent-Replayed`; the
 * same key with another body is 422; a concurrent duplicate waits on the claim, then replays. A
 * claim rolled back with its transaction leaves no trace.
 */
export async function claimIdempotencyKey<T>(
  ctx: Pick<ShopRequest, 'locale'> & Pick<HttpExchange, 'setHeader'>,
  tx: Db,
  call: IdempotentCall,
): Promise<{ replay: T } | null> {
  await dropLapsedKeys(tx, IDEMPOTENCY_HOURS);
  if (await insertKeyClaim(tx, call)) return null;
  const first = await storedKeyClaim(tx, call);
  if (!first || first.requestHash !== call.requestHash) throw refusal(idempotencyMismatch(ctx.locale));
  ctx.setHeader('Idempotent-Replayed', 'true');
  return { replay: first.body as T };
}
