import { addressGroup, type BotChallenge } from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { randomToken, sha256 } from '../application/tokens.js';
import { BOT_TOKEN_SECONDS } from '../domain.js';
import type { Db } from '../db/client.js';
import { insertBotToken, useBotToken } from './bot-token-queries.js';
import { limit } from './rate-limit.js';

/** Issues a one-time token of the local, invisible bot-challenge provider. */
export async function issueBotToken(ctx: Pick<ShopRequest, 't'> & Pick<ShopData, 'db'> & Pick<HttpExchange, 'clientIp'>): Promise<BotChallenge> {
  await limit(ctx, `bot:${addressGroup(ctx.clientIp())}`, 30, 60);
  const token = randomToken();
  await insertBotToken(ctx.db, sha256(token), new Date(Date.now() + BOT_TOKEN_SECONDS * 1000));
  return { token, expires_in: BOT_TOKEN_SECONDS };
}

/** Consumes a token: true once per issued, unexpired token. */
export async function consumeBotToken(db: Db, token: string): Promise<boolean> {
  return useBotToken(db, sha256(token));
}
