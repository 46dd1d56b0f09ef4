import { addressGroup, type BotChallenge } from 'otthon/contract';
import type { RequestContext } from '../application/context.js';
import { randomToken, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { insertBotToken, useBotToken } from './bot-token-queries.js';
import { limit } from './rate-limit.js';

/** A token lives 300 s; the widget renews it every 295 s (requirements §4, §9). */
const TOKEN_SECONDS = 300;

/** Issues a one-time token of the local, invisible bot-challenge provider. */
export async function issueBotToken(ctx: RequestContext): Promise<BotChallenge> {
  await limit(ctx, `bot:${addressGroup(ctx.clientIp())}`, 30, 60);
  const token = randomToken();
  await insertBotToken(ctx.db, sha256(token), new Date(Date.now() + TOKEN_SECONDS * 1000));
  return { token, expires_in: TOKEN_SECONDS };
}

/** Consumes a token: true once per issued, unexpired token. */
export async function consumeBotToken(db: Db, token: string): Promise<boolean> {
  return useBotToken(db, sha256(token));
}
