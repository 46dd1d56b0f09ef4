/** The SQL of the mail outbox (the rules of what is mailed are mail/send.ts). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export type OutboxRow = typeof outbox.$inferSelect;

/** Puts one mail in the outbox, its address in lower case. */
export async function insertMail(db: Db, mail: { kind: string; to: string; subject: string; text: string; html: string }): Promise<void> {
  await db.insert(outbox).values({ ...mail, to: mail.to.toLowerCase() });
}

/** The newest `limit` mails, to one address (lower case) or to anyone. */
export function recentMails(db: Db, recipient: string | undefined, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.to, recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
