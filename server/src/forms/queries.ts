/**
 * The SQL of the contact forms and the newsletter, each statement named after what it does.
 * Every function takes the database or the transaction it runs in; tokens arrive already hashed.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contactMessages, newsletterSubscribers } from '../db/schema.js';

/** Stores a contact or project message. */
export async function insertContactMessage(tx: Db, message: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
  await tx.insert(contactMessages).values(message);
}

const subscriberColumns = {
  email: newsletterSubscribers.email,
  name: newsletterSubscribers.name,
  locale: newsletterSubscribers.locale,
  confirmedAt: newsletterSubscribers.confirmedAt,
};

/** The newsletter subscriber of this address, or null. */
export async function newsletterSubscriberOf(db: Db, email: string) {
  const [row] = await db.select(subscriberColumns).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row ?? null;
}

/**
 * Writes a newsletter signup in one statement: a confirmed address stays as it is (false); a new
 * or unconfirmed one gets the new link, name and language (true).
 */
export async function upsertNewsletterSignup(
  tx: Db,
  signup: { email: string; name: string; locale: string; tokenHash: string; consentAt: Date },
): Promise<boolean> {
  const written = await tx
    .insert(newsletterSubscribers)
    .values(signup)
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { name: signup.name, locale: signup.locale, tokenHash: signup.tokenHash, consentAt: signup.consentAt },
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  return written.length > 0;
}

/** The newsletter subscriber of a confirmation link, read only. */
export async function newsletterSubscriberOfLink(db: Db, tokenHash: string) {
  const [row] = await db.select(subscriberColumns).from(newsletterSubscribers).where(eq(newsletterSubscribers.tokenHash, tokenHash));
  return row ?? null;
}

/** Confirms the subscriber of a link (a second click keeps the first time); null for an unknown link. */
export async function confirmNewsletterSubscriber(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now})` })
    .where(eq(newsletterSubscribers.tokenHash, tokenHash))
    .returning(subscriberColumns);
  return row ?? null;
}
