/**
 * The favourites of the mock shop: the contract's favourites rules (the reference server's too)
 * over the mock's in-memory lists — the visitor's on the session, a customer's on the account.
 */
import type { Product } from '../contract/catalog.js';
import { createFavourites, type Favourites, type FavouritesStore } from '../contract/favourites.js';

interface FavouritesDependencies {
  /** The list of the session's visitor or of the logged-in customer, newest first; the rules change it in place. */
  ids: () => number[];
  productExists: (productId: number) => boolean;
  /** The product as the request's language and currency show it, or null when the catalogue does not. */
  render: (productId: number) => Product | null;
}

function memoryStore(deps: FavouritesDependencies): FavouritesStore<Product> {
  return {
    productExists: async (productId) => deps.productExists(productId),
    ids: async () => [...deps.ids()],
    async add(productId) {
      deps.ids().unshift(productId);
    },
    async remove(productId) {
      const ids = deps.ids();
      ids.splice(ids.indexOf(productId), 1);
    },
    products: async (productIds) => productIds.flatMap((id) => deps.render(id) ?? []),
  };
}

/** The favourites of one request (its language and currency). */
export function createMockFavourites(deps: FavouritesDependencies): Favourites<Product> {
  return createFavourites(memoryStore(deps));
}
