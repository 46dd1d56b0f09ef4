import { and, eq, gt, sql } from 'drizzle-orm';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { rows, type Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

interface Counter {
  hits: number;
  resetAt: Date;
}

/** Counts one hit in a fixed window, atomically in the database (shared by every server process). */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<Counter> {
  const [row] = await rows<{ hits: number; reset_at: Date | string }>(
    db,
    sql`insert into ${rateLimits} (key, hits, reset_at) values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          hits = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
        returning hits, reset_at`,
  );
  return { hits: Number(row!.hits), resetAt: new Date(row!.reset_at) };
}

/** Gives back one hit counted in the current window (an attempt that turned out not to count). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function retryAfterSeconds(counter: Counter): number {
  return Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
}

/** A 429 with `Retry-After`, in the shopper's language. */
export function tooMany(ctx: RequestContext, counter: Counter, key: 'error.too_many_requests' | 'auth.throttled' = 'error.too_many_requests'): HttpError {
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
  ctx: RequestContext,
  key: string,
  max: number,
  windowSeconds: number,
  message: 'error.too_many_requests' | 'auth.throttled' = 'error.too_many_requests',
): Promise<void> {
  const counter = await hit(ctx.db, key, windowSeconds);
  if (counter.hits > max) throw tooMany(ctx, counter, message);
}
