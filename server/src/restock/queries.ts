/**
 * The SQL of "notify me when it is back" and of goods in, each statement named after what it does.
 * Every function takes the database or the transaction it runs in; tokens arrive already hashed.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, restockSubscriptions } from '../db/schema.js';

type Title = (typeof products.$inferSelect)['title'];

export async function productStockAndTitle(db: Db, productId: number): Promise<{ stock: number; title: Title } | null> {
  const [product] = await db.select({ stock: products.stock, title: products.title }).from(products).where(eq(products.id, productId));
  return product ?? null;
}

/**
 * Writes a signup in one statement: a confirmed subscription still waiting for its notice stays as
 * it is (false); anything else — new, unconfirmed, or already notified — starts over with the new
 * link (true).
 */
export async function upsertRestockSubscription(
  tx: Db,
  signup: { productId: number; email: string; locale: string; productUrl: string; tokenHash: string; consentAt: Date },
): Promise<boolean> {
  const written = await tx
    .insert(restockSubscriptions)
    .values(signup)
    .onConflictDoUpdate({
      target: [restockSubscriptions.productId, restockSubscriptions.email],
      set: {
        locale: signup.locale,
        productUrl: signup.productUrl,
        tokenHash: signup.tokenHash,
        consentAt: signup.consentAt,
        confirmedAt: null,
        notifiedAt: null,
      },
      setWhere: sql`${restockSubscriptions.confirmedAt} is null or ${restockSubscriptions.notifiedAt} is not null`,
    })
    .returning({ id: restockSubscriptions.id });
  return written.length > 0;
}

/** The signup of this address for this product, or null. */
export async function restockSubscriptionOf(db: Db, productId: number, email: string) {
  const [row] = await db
    .select({
      productId: restockSubscriptions.productId,
      email: restockSubscriptions.email,
      locale: restockSubscriptions.locale,
      productUrl: restockSubscriptions.productUrl,
      confirmedAt: restockSubscriptions.confirmedAt,
      notifiedAt: restockSubscriptions.notifiedAt,
    })
    .from(restockSubscriptions)
    .where(and(eq(restockSubscriptions.productId, productId), eq(restockSubscriptions.email, email)));
  return row ?? null;
}

/** The subscription of a link whose notice has not gone out, read only. */
export async function pendingRestockSubscription(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      productId: restockSubscriptions.productId,
      email: restockSubscriptions.email,
      locale: restockSubscriptions.locale,
      productUrl: restockSubscriptions.productUrl,
      confirmedAt: restockSubscriptions.confirmedAt,
    })
    .from(restockSubscriptions)
    .where(and(eq(restockSubscriptions.tokenHash, tokenHash), isNull(restockSubscriptions.notifiedAt)))
    .limit(1);
  return row ?? null;
}

/** Confirms the subscription of a link not yet notified (a second click changes nothing); null for an unknown link. */
export async function confirmRestockSubscription(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(restockSubscriptions)
    .set({ confirmedAt: sql`coalesce(${restockSubscriptions.confirmedAt}, ${now})` })
    .where(and(eq(restockSubscriptions.tokenHash, tokenHash), isNull(restockSubscriptions.notifiedAt)))
    .returning({
      productId: restockSubscriptions.productId,
      email: restockSubscriptions.email,
      locale: restockSubscriptions.locale,
      productUrl: restockSubscriptions.productUrl,
    });
  return row ?? null;
}

/**
 * Claims the confirmed, not yet notified subscriptions of those products that are in stock now,
 * marking them notified in one statement (so each is claimed once), and answers them.
 */
export function claimDueRestockNotices(tx: Db, productIds: readonly number[]) {
  return tx
    .update(restockSubscriptions)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        inArray(restockSubscriptions.productId, [...productIds]),
        isNotNull(restockSubscriptions.confirmedAt),
        isNull(restockSubscriptions.notifiedAt),
        sql`exists (select 1 from ${products} where ${products.id} = ${restockSubscriptions.productId} and ${products.stock} > 0)`,
      ),
    )
    .returning({
      email: restockSubscriptions.email,
      locale: restockSubscriptions.locale,
      productId: restockSubscriptions.productId,
      productUrl: restockSubscriptions.productUrl,
    });
}

/** Adds pieces to a product's stock (a negative stock counts as 0) and clears its restock date; null for an unknown product. */
export async function addStock(db: Db, productId: number, quantity: number): Promise<number | null> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`greatest(${products.stock}, 0) + ${quantity}`, restockOn: null })
    .where(eq(products.id, productId))
    .returning({ stock: products.stock });
  return row?.stock ?? null;
}
