import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { hit } from './rate-limit-queries.js';

/** The counters themselves: `hit` counts in the caller's window, `release` gives one back, `clear` forgets a key. */
export { clear, hit, release } from './rate-limit-queries.js';

interface Counter {
  hits: number;
  resetAt: Date;
}

export function retryAfterSeconds(counter: Counter): number {
  return Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
}

/** A 429 with `Retry-After`, in the shopper's language. */
export function tooMany(
  ctx: Pick<ShopRequest, 't'>,
  counter: Counter,
  key: 'error.too_many_requests' | 'auth.throttled' = 'error.too_many_requests',
): HttpError {
  const seconds = retryAfterSeconds(counter);
  return new HttpError(429, ctx.t(key, { seconds }), undefined, { 'Retry-After': String(seconds) });
}

/**
 * Counts a hit for `key` and refuses with 429 above `max` per window. The hit is counted in the
 * same statement that reads the count, so concurrent requests (in any process on the database)
 * each get their own number: a request is let through only while its own number is within `max`,
 * and it is counted before any work it guards has started.
 */
export async function limit(
  ctx: Pick<ShopRequest, 't'> & Pick<ShopData, 'db'>,
  key: string,
  max: number,
  windowSeconds: number,
  message: 'error.too_many_requests' | 'auth.throttled' = 'error.too_many_requests',
): Promise<void> {
  const counter = await hit(ctx.db, key, windowSeconds);
  if (counter.hits > max) throw tooMany(ctx, counter, message);
}
