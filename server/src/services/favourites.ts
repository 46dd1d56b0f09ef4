import type { Product } from 'otthon/contract';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { deleteFavourite, favouriteIdsOf, insertFavourite, productExists } from '../queries/favourites.js';
import { currentOwner } from './cart.js';
import { productsByIds } from './catalog.js';

/** The visitor's or customer's favourites, newest first (requirements §6: no login needed). */
export async function listFavourites(ctx: RequestContext): Promise<Product[]> {
  const owner = await currentOwner(ctx);
  if (!owner) return [];
  return productsByIds(ctx, await favouriteIdsOf(ctx.db, owner));
}

async function requireProduct(ctx: RequestContext, id: number): Promise<void> {
  if (!(await productExists(ctx.db, id))) throw new HttpError(404, ctx.t('catalog.product_not_found'));
}

export async function addFavourite(ctx: RequestContext, id: number): Promise<Product[]> {
  await requireProduct(ctx, id);
  const owner = (await currentOwner(ctx))!;
  await insertFavourite(ctx.db, owner, id);
  return listFavourites(ctx);
}

/** Removing a product that is not a favourite changes nothing (a repeated toggle is harmless). */
export async function removeFavourite(ctx: RequestContext, id: number): Promise<Product[]> {
  await requireProduct(ctx, id);
  const owner = (await currentOwner(ctx))!;
  await deleteFavourite(ctx.db, owner, id);
  return listFavourites(ctx);
}
