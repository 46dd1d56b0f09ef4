/**
 * Favourites, once for every implementation of the contract: a visitor keeps them on the session,
 * a customer on the account (a login merges the visitor's into the customer's). The reference
 * server runs these rules over PostgreSQL, `otthon/msw` over its in-memory shop; each gives them a
 * {@link FavouritesStore} for the request's visitor or customer.
 *
 * The rules (docs/requirements.md 4.6 and 6.1):
 * - no login is needed; a visitor without a session has none;
 * - adding or removing names a product of the catalogue, or is refused with 404;
 * - adding a favourite already there, or removing one that is not, changes nothing (a repeated
 *   toggle is harmless), and a favourite added again keeps its place;
 * - every answer is the whole list, newest first, of the products the catalogue still shows.
 */
import type { Locale } from '../domain/constants.js';
import { refusal } from './refusal.js';

/** What favourites read and write, for one visitor or customer; every call may be asynchronous. */
export interface FavouritesStore<P> {
  /** Whether the catalogue has this product. */
  productExists(productId: number): Promise<boolean>;
  /** The favourite product ids, newest first (none for a visitor without a session). */
  ids(): Promise<number[]>;
  /** Records a new favourite as the newest. */
  add(productId: number): Promise<void>;
  /** Forgets a favourite. */
  remove(productId: number): Promise<void>;
  /** The products with these ids, in this order, as the request's language and currency show them; a product the catalogue no longer shows is left out. */
  products(productIds: readonly number[]): Promise<P[]>;
}

export interface Favourites<P> {
  /** The list, newest first. */
  list(): Promise<P[]>;
  /** Adds a favourite; answers the list. */
  add(locale: Locale, productId: number): Promise<P[]>;
  /** Removes a favourite; answers the list. */
  remove(locale: Locale, productId: number): Promise<P[]>;
}

export function createFavourites<P>(store: FavouritesStore<P>): Favourites<P> {
  const requireProduct = async (locale: Locale, productId: number) => {
    if (!(await store.productExists(productId))) throw refusal(locale, 404, 'catalog.product_not_found');
  };
  const list = async () => store.products(await store.ids());
  return {
    list,
    async add(locale, productId) {
      await requireProduct(locale, productId);
      if (!(await store.ids()).includes(productId)) await store.add(productId);
      return list();
    },
    async remove(locale, productId) {
      await requireProduct(locale, productId);
      if ((await store.ids()).includes(productId)) await store.remove(productId);
      return list();
    },
  };
}
