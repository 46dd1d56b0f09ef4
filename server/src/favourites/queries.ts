/** The SQL of favourites, kept per customer or, before a login, per visitor's session. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { favourites, products } from '../db/schema.js';

/** Whose favourites: a customer's or a visitor's session's. */
export type FavouritesOwner = { userId: number; sessionId?: undefined } | { sessionId: number; userId?: undefined };

const ownerWhere = (owner: FavouritesOwner) => (owner.userId !== undefined ? eq(favourites.userId, owner.userId) : eq(favourites.sessionId, owner.sessionId));

/** The owner's favourite product ids, newest first. */
export async function favouriteIdsOf(db: Db, owner: FavouritesOwner): Promise<number[]> {
  const ids = await db.select({ id: favourites.productId }).from(favourites).where(ownerWhere(owner)).orderBy(desc(favourites.createdAt), desc(favourites.id));
  return ids.map((row) => row.id);
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

/** Adds a favourite; one already there stays as it was. */
export async function insertFavourite(db: Db, owner: FavouritesOwner, productId: number): Promise<void> {
  await db
    .insert(favourites)
    .values(owner.userId !== undefined ? { userId: owner.userId, productId } : { sessionId: owner.sessionId, productId })
    .onConflictDoNothing();
}

export async function deleteFavourite(db: Db, owner: FavouritesOwner, productId: number): Promise<void> {
  await db.delete(favourites).where(and(ownerWhere(owner), eq(favourites.productId, productId)));
}

/** A login's merge: the session's favourites join the customer's (kept where both have one), then leave the session. */
export async function moveFavouritesToUser(tx: Db, sessionId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into favourites (user_id, product_id, created_at)
    select ${userId}, product_id, created_at from favourites where session_id = ${sessionId}
    on conflict (user_id, product_id) do nothing`);
  await tx.execute(sql`delete from favourites where session_id = ${sessionId}`);
}
