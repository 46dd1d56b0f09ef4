import { useMemo } from 'react';
import type { ApiError } from '../api/api-error.js';
import { fetchFavourites } from '../api/shop-api.js';
import type { Product } from '../contract/index.js';
import { createFavouritesController } from './favourites-controller.js';
import { useShopRuntime } from './shop-context.js';
import { useStore } from './store.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';

export interface FavouritesState extends ShopQuery<Product[]> {
  /** The server's list; a product being removed leaves it at once, one being added joins on the answer. */
  favourites: Product[];
  /** Whether a product is a favourite, with a toggle on its way already counted. */
  isFavourite(productId: number): boolean;
  /**
   * Adds the product if it is not a favourite, else removes it; then the list is the server's
   * reloaded one. Shows at once and rolls back if the server fails (`error`).
   */
  toggle(productId: number): Promise<void>;
  /** Products with a toggle on its way, for busy states. */
  pendingIds: number[];
  /** Why the last toggle failed; cleared by the next toggle (`error` is the list's own). */
  lastError: ApiError | undefined;
}

/** The visitor's or customer's favourites (guests keep them in their session, field notes). */
export function useFavourites(): FavouritesState {
  const shop = useShopRuntime('useFavourites');
  const query = useShopQuery('useFavourites', 'favourites', [], (client) => fetchFavourites(client));
  const controller = shop.service('favourites', () =>
    createFavouritesController({ client: shop.client, mutate: shop.mutate, key: () => shop.key('favourites'), read: shop.read, emit: shop.emit }),
  );
  const edits = useStore(controller.edits);
  const list = query.data;
  const favourites = useMemo(() => (list ?? []).filter((product) => edits.values.get(product.id) !== false), [list, edits.values]);
  const extras: Omit<FavouritesState, keyof ShopQuery<Product[]>> = {
    favourites,
    isFavourite: (productId) => edits.values.get(productId) ?? Boolean(list?.some((product) => product.id === productId)),
    toggle: controller.toggle,
    pendingIds: [...edits.values.keys()],
    lastError: edits.error,
  };
  return Object.assign(query, extras);
}
