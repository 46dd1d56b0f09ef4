import type { Product } from 'otthon/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { favourites, products } from '../db/schema.js';
import { currentOwner, type Owner } from './cart.js';
import { productsByIds } from './catalog.js';

const ownerWhere = (owner: Owner) =>
  owner.userId !== undefined ? eq(favourites.userId, owner.userId) : eq(favourites.sessionId, owner.sessionId);

/** The visitor's or customer's favourites, newest first (requirements §6: no login needed). */
export async function listFavourites(ctx: RequestContext): Promise<Product[]> {
  const owner = await currentOwner(ctx);
  if (!owner) return [];
  const ids = await ctx.db
    .select({ id: favourites.productId })
    .from(favourites)
    .where(ownerWhere(owner))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return productsByIds(
    ctx,
    ids.map((row) => row.id),
  );
}

async function requireProduct(ctx: RequestContext, id: number): Promise<void> {
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!row) throw new HttpError(404, ctx.t('catalog.product_not_found'));
}

export async function addFavourite(ctx: RequestContext, id: number): Promise<Product[]> {
  await requireProduct(ctx, id);
  const owner = (await currentOwner(ctx))!;
  await ctx.db
    .insert(favourites)
    .values(owner.userId !== undefined ? { userId: owner.userId, productId: id } : { sessionId: owner.sessionId, productId: id })
    .onConflictDoNothing();
  return listFavourites(ctx);
}

/** Removing a product that is not a favourite changes nothing (a repeated toggle is harmless). */
export async function removeFavourite(ctx: RequestContext, id: number): Promise<Product[]> {
  await requireProduct(ctx, id);
  const owner = (await currentOwner(ctx))!;
  await ctx.db.delete(favourites).where(and(ownerWhere(owner), eq(favourites.productId, id)));
  return listFavourites(ctx);
}
