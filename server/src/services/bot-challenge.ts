import { addressGroup, type BotChallenge } from 'otthon/contract';
import { and, gt, isNull, lt, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../application/context.js';
import { randomToken, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { botTokens } from '../db/schema.js';
import { limit } from './rate-limit.js';

/** A token lives 300 s; the widget renews it every 295 s (requirements §4, §9). */
const TOKEN_SECONDS = 300;

/** Issues a one-time token of the local, invisible bot-challenge provider. */
export async function issueBotToken(ctx: RequestContext): Promise<BotChallenge> {
  await limit(ctx, `bot:${addressGroup(ctx.clientIp())}`, 30, 60);
  const token = randomToken();
  await ctx.db.delete(botTokens).where(lt(botTokens.expiresAt, sql`now()`));
  await ctx.db.insert(botTokens).values({ tokenHash: sha256(token), expiresAt: new Date(Date.now() + TOKEN_SECONDS * 1000) });
  return { token, expires_in: TOKEN_SECONDS };
}

/** Consumes a token: true once per issued, unexpired token. */
export async function consumeBotToken(db: Db, token: string): Promise<boolean> {
  const used = await db
    .update(botTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(botTokens.tokenHash, sha256(token)), isNull(botTokens.usedAt), gt(botTokens.expiresAt, sql`now()`)))
    .returning({ hash: botTokens.tokenHash });
  return used.length === 1;
}
