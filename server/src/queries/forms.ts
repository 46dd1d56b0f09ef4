/** The SQL of the contact, project and newsletter forms, each statement named after what it does. */
import type { Db } from '../db/client.js';
import { contactMessages, newsletterSubscribers } from '../db/schema.js';

/** Stores a contact or project message. */
export async function insertContactMessage(tx: Db, message: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
  await tx.insert(contactMessages).values(message);
}

/** Adds an address to the newsletter in one statement; false when it was there already (and stays as it was). */
export async function insertNewsletterSignup(tx: Db, subscriber: { email: string; name: string; locale: string }): Promise<boolean> {
  const added = await tx.insert(newsletterSubscribers).values(subscriber).onConflictDoNothing().returning();
  return added.length > 0;
}
