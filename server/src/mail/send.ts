import { MAIL_RECIPIENT_LIMIT, mailCapKey, mayMail } from 'otthon/contract';
import type { Db } from '../db/client.js';
import { insertMail } from './queries.js';
import { hit } from '../guards/rate-limit.js';

/**
 * Puts a mail in the outbox (in the caller's transaction, so a rolled-back order sends nothing),
 * unless its address has had its share of this kind within the hour (`MAIL_RECIPIENT_LIMIT`): the
 * caller's request still succeeds, without the mail. The count is kept in the same transaction,
 * so a rolled-back request counts nothing. Answers whether the mail went into the outbox.
 */
export async function sendMail(db: Db, mail: { kind: string; to: string; subject: string; text: string; html: string }): Promise<boolean> {
  const counter = await hit(db, mailCapKey(mail.kind, mail.to), MAIL_RECIPIENT_LIMIT.windowSeconds);
  if (!mayMail(counter.hits)) return false;
  await insertMail(db, mail);
  return true;
}
