import type { ScopedMutator } from 'swr';
import type { ApiError } from '../api/api-error.js';
import type { ApiClient } from '../api/client.js';
import { addCartProduct, setCartProduct, setDeliveryMethod, setPaymentMethod } from '../api/shop-api.js';
import type { Cart, CartProduct } from '../contract/index.js';
import { XSRF_COOKIE_NAME } from '../domain/cookies.js';
import type { AnalyticsBuilder } from './analytics.js';
import { createIntentQueue } from './intent-queue.js';
import type { ShopKey } from '../api/shop-key.js';
import { createStore, type Store } from './store.js';

/** Queue keys of the two method selections; product ids are positive. */
export const DELIVERY = -1;
export const PAYMENT = -2;

/** What the shopper asked for and the server has not confirmed yet, plus how it went. */
export interface CartEdits {
  /** Optimistic values: a product id → its quantity (0 = removed); DELIVERY / PAYMENT → a method id. */
  values: ReadonlyMap<number, number | null>;
  /** Keys with an intent in flight or waiting ('pending'), or whose last request failed ('error'). */
  statuses: ReadonlyMap<number, 'pending' | 'error'>;
  /** Cart calls in flight that are not per line (coupon, customer data). */
  busy: number;
  lastError: ApiError | undefined;
}

type Intent =
  | { kind: 'set' | 'add'; quantity: number; open: boolean }
  | { kind: 'method'; id: number };

export interface CartController {
  edits: Store<CartEdits>;
  add(productId: number, quantity: number): Promise<void>;
  setQuantity(productId: number, quantity: number): Promise<void>;
  selectMethod(which: typeof DELIVERY | typeof PAYMENT, id: number): Promise<void>;
  /** Shows a cart the server answered under `key`, unless the cart shown is newer (its `revision`). */
  apply(key: ShopKey, cart: Cart): Promise<unknown>;
  /**
   * Of the cart shown and a cart just answered, the one to show: the higher `revision` within one
   * session; the answer whenever the session has changed since (its CSRF token differs), because
   * revisions count the changes of one cart and a new session's cart starts again from zero.
   */
  newer(shown: Cart | undefined, answer: Cart): Cart;
  /** Whether the cart is still the one of now, i.e. no reset (logout) has happened since the call. */
  session(): () => boolean;
  /** Forgets every edit and ignores answers still on their way (logout). */
  reset(): void;
}

export interface CartControllerOptions {
  client: ApiClient;
  mutate: ScopedMutator;
  /** The cart's key in the current language and currency. */
  key(): ShopKey;
  /** The cart under a key as the hooks see it (cache, else server-rendered fallback). */
  read(key: ShopKey): Cart | undefined;
  emit(build: AnalyticsBuilder): void;
  openPanel(): void;
  /** How long a quantity step on an idle line waits for the next press. @default QUANTITY_GATHER_MS */
  gatherMs?: number;
}

/**
 * A quantity step waits this long for the next press before it is sent (each press restarts the
 * wait, four waits at most), so twenty rapid presses cost one or two requests, not one each.
 */
export const QUANTITY_GATHER_MS = 250;

const EMPTY: CartEdits = { values: new Map(), statuses: new Map(), busy: 0, lastError: undefined };

export function isSettling(edits: CartEdits): boolean {
  return edits.busy > 0 || [...edits.statuses.values()].includes('pending');
}

const lineOf = (cart: Cart | undefined, id: number): CartProduct | undefined => cart?.products.find((line) => line.id === id);

function mergeIntents(waiting: Intent | undefined, next: Intent): Intent {
  // An addition on top of a waiting quantity adds to it; a quantity replaces whatever waits.
  if (waiting?.kind === 'method' || next.kind !== 'add' || !waiting) return next;
  return { kind: waiting.kind, quantity: waiting.quantity + next.quantity, open: waiting.open || next.open };
}

function without<V>(map: ReadonlyMap<number, V>, key: number): Map<number, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

/**
 * The cart's race rules (field notes: cart races), shared by every `useCart()` of a provider: one
 * request in flight per line, rapid edits coalesced so only the latest intent is sent next,
 * answers older than the cart already shown ignored (the cart's `revision`), quantities shown at
 * once while totals wait for the server, and failures rolled back to the server's cart.
 */
export function createCartController(options: CartControllerOptions): CartController {
  const { client, mutate } = options;
  const edits = createStore<CartEdits>(EMPTY);
  // The line quantity the server last confirmed while a line is busy, for the analytics difference.
  const confirmed = new Map<number, number>();
  let generation = 0;
  // The session the cart shown belongs to, told by its CSRF token: the client's 419 recovery
  // starts a new session (and token) when the old one has expired or its cookie is gone.
  let session = client.readCookie(XSRF_COOKIE_NAME);
  const newer = (shown: Cart | undefined, answer: Cart): Cart => {
    const now = client.readCookie(XSRF_COOKIE_NAME);
    if (now !== session) {
      session = now;
      return answer;
    }
    return shown && shown.revision > answer.revision ? shown : answer;
  };

  const update = (fn: (current: CartEdits) => Partial<CartEdits>) => edits.set((current) => ({ ...current, ...fn(current) }));

  const apply = (key: ShopKey, cart: Cart) =>
    mutate<Cart>(key, cart, {
      revalidate: false,
      // Spec-free but essential: an answer older than the cart already shown must not resurrect lines.
      populateCache: (next, current) => newer(current, next),
    });

  const begin = (key: number, value: number | null | undefined) =>
    update((current) => ({
      values: value === undefined ? current.values : new Map(current.values).set(key, value),
      statuses: new Map(current.statuses).set(key, 'pending'),
      lastError: undefined,
    }));

  async function send(id: number, intent: Intent): Promise<void> {
    const run = generation;
    const key = options.key();
    const before = options.read(key);
    const finish = (failure?: ApiError) => {
      if (run !== generation) return;
      if (failure) queue.drop(id);
      if (failure || queue.waiting(id) === undefined) {
        confirmed.delete(id);
        update((current) => ({
          values: without(current.values, id),
          statuses: failure ? new Map(current.statuses).set(id, 'error') : without(current.statuses, id),
          ...(failure ? { lastError: failure } : {}),
        }));
      }
    };
    if (intent.kind === 'method') {
      try {
        const cart = await (id === DELIVERY ? setDeliveryMethod : setPaymentMethod)(client, intent.id);
        if (run === generation) await apply(key, cart);
        finish();
      } catch (error) {
        finish(error as ApiError);
      }
      return;
    }
    const previous = confirmed.get(id) ?? (before ? (lineOf(before, id)?.quantity ?? 0) : undefined);
    // The spec's "same quantity does nothing" also holds for an intent that ends where the server is.
    if (intent.kind === 'set' && intent.quantity === previous) return finish();
    try {
      const cart = await (intent.kind === 'add'
        ? addCartProduct(client, { product_id: id, quantity: intent.quantity })
        : setCartProduct(client, id, intent.quantity));
      if (run !== generation) return;
      await apply(key, cart);
      const line = lineOf(cart, id);
      const now = line?.quantity ?? 0;
      confirmed.set(id, now);
      const difference = previous === undefined ? Math.min(intent.quantity, now) : now - previous;
      const product = (line ?? lineOf(before, id))?.product;
      // A higher quantity reports an addition, a lower one a removal, with the difference.
      if (product && difference !== 0) {
        // The event builder loads only once analytics is on (consent given), off the first paint.
        options.emit(async () =>
          (await import('./analytics-items.js')).itemsEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', [
            { product, quantity: Math.abs(difference) },
          ]),
        );
      }
      if (intent.open) options.openPanel();
      finish();
    } catch (error) {
      const failure = error as ApiError;
      // Without an answer the server may or may not have applied the change: ask it.
      if (!(failure.status >= 400 && failure.status < 500)) void mutate(key);
      finish(failure);
    }
  }

  // Quantity steps on an idle line wait a moment for the next press, so a burst of +/- is one
  // request; removing a line, adding to the cart and choosing a method are sent at once.
  const gatherMs = (intent: Intent) => (intent.kind === 'set' && intent.quantity > 0 ? (options.gatherMs ?? QUANTITY_GATHER_MS) : 0);
  const queue = createIntentQueue<Intent>(send, mergeIntents, gatherMs);

  const quantityOf = (id: number): number | undefined => {
    const value = edits.get().values.get(id);
    return value ?? lineOf(options.read(options.key()), id)?.quantity;
  };

  return {
    edits,
    add(productId, quantity) {
      const amount = Math.max(1, Math.floor(quantity));
      const known = edits.get().values.has(productId) || lineOf(options.read(options.key()), productId);
      // A line already in the cart shows its new quantity at once; a new line waits for the server.
      begin(productId, known ? (quantityOf(productId) ?? 0) + amount : undefined);
      return queue.push(productId, { kind: 'add', quantity: amount, open: true });
    },
    setQuantity(productId, quantity) {
      const target = Math.min(999, Math.max(0, Math.floor(quantity)));
      // Setting the same quantity does nothing.
      if (target === (quantityOf(productId) ?? 0)) return Promise.resolve();
      begin(productId, target);
      return queue.push(productId, { kind: 'set', quantity: target, open: false });
    },
    selectMethod(which, id) {
      const cart = options.read(options.key());
      const shown = edits.get().values.get(which) ?? (which === DELIVERY ? cart?.delivery_method : cart?.payment_method);
      if (shown === id && !queue.busy(which)) return Promise.resolve();
      begin(which, id);
      if (which === DELIVERY && cart) {
        // The server clears a payment method the new delivery method does not allow.
        const allowed = cart.delivery_methods.find((method) => method.id === id)?.payment_ids ?? [];
        const payment = edits.get().values.get(PAYMENT) ?? cart.payment_method;
        if (payment !== null && payment !== undefined && !allowed.includes(payment)) {
          update((current) => ({ values: new Map(current.values).set(PAYMENT, null) }));
        }
      }
      return queue.push(which, { kind: 'method', id });
    },
    apply,
    newer,
    session() {
      const run = generation;
      return () => run === generation;
    },
    reset() {
      generation += 1;
      queue.drop();
      confirmed.clear();
      edits.set(EMPTY);
    },
  };
}
