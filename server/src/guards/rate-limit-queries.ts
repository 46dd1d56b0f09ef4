/** The SQL of the rate-limit counters, shared by every server process (the rules are guards/rate-limit.ts). */
import { and, eq, gt, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * Counts one hit for `key` in a fixed window of `windowSeconds`, in one statement (a new window
 * starts at 1); answers the count and when the window ends.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; resetAt: Date }> {
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

/** Takes one hit off the current window's count (never below zero). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

/** Forgets the counter of `key`. */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
