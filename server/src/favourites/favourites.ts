/**
 * The favourites endpoints: the contract's favourites rules (`otthon/contract`, the mock shop's
 * too) over this server's tables, for the session's visitor or the logged-in customer.
 */
import { createFavourites, type FavouritesStore, type Product } from 'otthon/contract';
import type { ShopRequest } from '../application/context.js';
import { deleteFavourite, type FavouritesOwner, favouriteIdsOf, insertFavourite, productExists } from './queries.js';
import { currentOwner } from '../cart/view.js';
import { productsByIds, type CatalogRequest } from '../catalog/snapshot.js';

/** Whose favourites and in which language and currency: the catalogue's request and the session. */
type FavouritesRequest = CatalogRequest & Pick<ShopRequest, 'session'>;

/** The favourites table as the rules read and write it, for `owner` (none: a visitor without a session). */
function sqlStore(ctx: CatalogRequest, owner: FavouritesOwner | null): FavouritesStore<Product> {
  const own = () => {
    // Every change arrives with a session (the CSRF check needs one), so a change always has an owner.
    if (!owner) throw new Error('favourites: a change without a session');
    return owner;
  };
  return {
    productExists: (productId) => productExists(ctx.db, productId),
    ids: async () => (owner ? favouriteIdsOf(ctx.db, owner) : []),
    add: (productId) => insertFavourite(ctx.db, own(), productId),
    remove: (productId) => deleteFavourite(ctx.db, own(), productId),
    products: (productIds) => productsByIds(ctx, productIds),
  };
}

const favourites = async (ctx: FavouritesRequest) => createFavourites(sqlStore(ctx, await currentOwner(ctx)));

/** The visitor's or customer's favourites, newest first (no login needed). */
export async function listFavourites(ctx: FavouritesRequest): Promise<Product[]> {
  return (await favourites(ctx)).list();
}

export async function addFavourite(ctx: FavouritesRequest, id: number): Promise<Product[]> {
  return (await favourites(ctx)).add(ctx.locale, id);
}

export async function removeFavourite(ctx: FavouritesRequest, id: number): Promise<Product[]> {
  return (await favourites(ctx)).remove(ctx.locale, id);
}
