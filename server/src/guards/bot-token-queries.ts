/** The SQL of the local bot challenge's one-time tokens (the rules are guards/bot-challenge.ts). */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { botTokens } from '../db/schema.js';

/** Stores a new token's hash until `expiresAt`, dropping the expired ones first. */
export async function insertBotToken(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.delete(botTokens).where(lt(botTokens.expiresAt, sql`now()`));
  await db.insert(botTokens).values({ tokenHash, expiresAt });
}

/** Marks the unexpired, unused token of this hash used; answers whether there was one. */
export async function useBotToken(db: Db, tokenHash: string): Promise<boolean> {
  const used = await db
    .update(botTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(botTokens.tokenHash, tokenHash), isNull(botTokens.usedAt), gt(botTokens.expiresAt, sql`now()`)))
    .returning({ hash: botTokens.tokenHash });
  return used.length === 1;
}
