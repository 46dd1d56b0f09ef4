/**
 * The SQL of accounts and their one-time links (activation, password reset), each statement named
 * after what it does, so the modules read as the shop's rules. Every function takes the database
 * or the transaction it runs in; tokens arrive already hashed.
 */
import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { favourites, offers, orders, users, userTokens } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = 'activation' | 'password_reset';

export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** Writes a new account in one statement; null when the e-mail already has one. */
export async function insertUserIfNew(db: Db, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user ?? null;
}

/** Activates an account that is not active yet. */
export async function activateUser(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ activatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

/** Sets a new password; an account not yet active becomes active now. */
export async function setPassword(tx: Db, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
    .where(eq(users.id, userId));
}

/** Replaces a password hash with one of the same password at today's cost, unless it changed meanwhile. */
export async function upgradePasswordHash(db: Db, oldHash: string, newHash: string): Promise<void> {
  await db.update(users).set({ passwordHash: newHash }).where(eq(users.passwordHash, oldHash));
}

/** Changes the account's name, phone and newsletter choice; answers the changed row. */
export async function updateUserProfile(
  db: Db,
  userId: number,
  values: Pick<typeof users.$inferInsert, 'firstname' | 'lastname' | 'phone' | 'isNewsletter'>,
): Promise<UserRow> {
  const [updated] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return updated!;
}

/** How many orders, quote requests and favourites the account has, read at once. */
export async function accountCounts(db: Db, userId: number): Promise<{ orders: number; offers: number; favourites: number }> {
  const [[orderCount], [offerCount], [favouriteCount]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    db.select({ n: count() }).from(offers).where(eq(offers.userId, userId)),
    db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
  ]);
  return { orders: orderCount?.n ?? 0, offers: offerCount?.n ?? 0, favourites: favouriteCount?.n ?? 0 };
}

// — one-time links —

/** Retires the account's unused tokens of the purpose, then writes the new one (two statements). */
export async function replaceUserToken(
  db: Db,
  token: { tokenHash: string; userId: number; purpose: TokenPurpose; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, token.userId), eq(userTokens.purpose, token.purpose), isNull(userTokens.usedAt)));
  await db
    .insert(userTokens)
    .values({ tokenHash: token.tokenHash, userId: token.userId, purpose: token.purpose, createdAt: token.issuedAt, expiresAt: token.expiresAt });
}

/**
 * Marks a known, unused, unexpired token used in one statement and answers its user id (so of two
 * requests with the same link only one gets it); null otherwise.
 */
export async function useUserToken(db: Db, tokenHash: string, purpose: TokenPurpose, at: Date): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, at)))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Whether a token is known, unused and unexpired at `at`, without using it. */
export async function userTokenUsable(db: Db, tokenHash: string, purpose: TokenPurpose, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, at)));
  return row !== undefined;
}

/** When the account's latest token of the purpose was written; null if never. */
export async function lastUserTokenAt(db: Db, userId: number, purpose: TokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(userTokens.createdAt) })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
  return row?.at ? new Date(row.at) : null;
}
