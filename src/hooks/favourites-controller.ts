import type { ScopedMutator } from 'swr';
import type { ApiError } from '../api/api-error.js';
import type { ApiClient } from '../api/client.js';
import { addFavourite, removeFavourite } from '../api/shop-api.js';
import type { Product } from '../contract/index.js';
import type { AnalyticsBuilder } from './analytics.js';
import { createIntentQueue } from './intent-queue.js';
import type { ShopKey } from '../api/shop-key.js';
import { createStore, type Store } from './store.js';

export interface FavouriteEdits {
  /** Product id → whether it should be a favourite, until the server has answered. */
  values: ReadonlyMap<number, boolean>;
  error: ApiError | undefined;
}

export interface FavouritesController {
  edits: Store<FavouriteEdits>;
  toggle(productId: number): Promise<void>;
  reset(): void;
}

export interface FavouritesControllerOptions {
  client: ApiClient;
  mutate: ScopedMutator;
  key(): ShopKey;
  read(key: ShopKey): Product[] | undefined;
  emit(build: AnalyticsBuilder): void;
}

const EMPTY: FavouriteEdits = { values: new Map(), error: undefined };

/**
 * Favourites shared by every `useFavourites()` of a provider: a toggle shows at once, one request
 * per product is in flight (a double click ends where the last click meant), and a failure rolls
 * back to the server's list.
 */
export function createFavouritesController(options: FavouritesControllerOptions): FavouritesController {
  const edits = createStore<FavouriteEdits>(EMPTY);
  let generation = 0;

  const has = (list: Product[] | undefined, id: number) => Boolean(list?.some((product) => product.id === id));

  async function send(id: number, wanted: boolean): Promise<void> {
    const run = generation;
    const key = options.key();
    let failure: ApiError | undefined;
    // A favourite is removed, anything else is added.
    if (has(options.read(key), id) !== wanted) {
      try {
        const list = await (wanted ? addFavourite : removeFavourite)(options.client, id);
        if (run !== generation) return;
        // The call answers the reloaded list (then the favourites list is reloaded).
        await options.mutate<Product[]>(key, list, { revalidate: false });
        const product = list.find((entry) => entry.id === id);
        if (wanted && product) options.emit(async () => (await import('./analytics-items.js')).itemsEvent('add_to_wishlist', [{ product, quantity: 1 }]));
      } catch (error) {
        failure = error as ApiError;
        queue.drop(id);
      }
    }
    if (run !== generation || (!failure && queue.waiting(id) !== undefined)) return;
    const values = new Map(edits.get().values);
    values.delete(id);
    edits.set({ values, error: failure ?? edits.get().error });
  }

  const queue = createIntentQueue<boolean>(send);

  return {
    edits,
    toggle(productId) {
      const current = edits.get();
      const wanted = !(current.values.get(productId) ?? has(options.read(options.key()), productId));
      edits.set({ values: new Map(current.values).set(productId, wanted), error: undefined });
      return queue.push(productId, wanted);
    },
    reset() {
      generation += 1;
      queue.drop();
      edits.set(EMPTY);
    },
  };
}
