import type { ScopedMutator } from 'swr';
import { ApiError } from '../api/api-error.js';
import type { ApiClient } from '../api/client.js';
import type { Cart, CartProduct } from '../contract/index.js';
import { XSRF_COOKIE_NAME } from '../domain/cookies.js';
import type { HomeDeliveryChoice } from '../domain/home-delivery.js';
import type { AnalyticsBuilder } from './analytics.js';
import type { CartChangeContext, CartChanges } from './cart-changes.js';
import { countIntent } from './pending-intents.js';
import type { ShopKey } from '../api/shop-key.js';
import { createStore, type Store } from './store.js';

/** The two method choices of a cart. */
export type CartMethod = 'delivery' | 'payment';

/** A delivery or payment method the shopper chose, while the server has not confirmed it, and how it went. */
export interface MethodChoice {
  /** The method shown meanwhile; `undefined`: the server's. */
  id: number | undefined;
  /**
   * With a delivery method that needs one, the locker or pick-up point chosen with it: its id,
   * `null` for none, `undefined` when the choice does not name one (the server keeps the point
   * already chosen for the same method).
   */
  pickupPointId?: string | null | undefined;
  /** `pending` while a choice is in flight or waiting, `error` when the last one failed. */
  status: 'idle' | 'pending' | 'error';
}

/** The home delivery's floor, lift, assembly and slot the shopper chose, while the server has not confirmed them, and how it went. */
export interface HomeDeliveryEdit {
  /** The choice shown meanwhile; `undefined`: the server's. */
  choice: HomeDeliveryChoice | undefined;
  /** `pending` while a choice is in flight or waiting, `error` when the last one failed. */
  status: 'idle' | 'pending' | 'error';
}

/** What the shopper asked for and the server has not confirmed yet, plus how it went. */
export interface CartEdits {
  /** Optimistic line quantities: a product id → its quantity (0 = removed). */
  quantities: ReadonlyMap<number, number>;
  /** Lines with an intent in flight or waiting ('pending'), or whose last request failed ('error'). */
  lineStatuses: ReadonlyMap<number, 'pending' | 'error'>;
  delivery: MethodChoice;
  payment: MethodChoice;
  /** The home delivery's extras just chosen (`useCart().setHomeDelivery`). */
  home: HomeDeliveryEdit;
  /** Cart calls in flight that are not per line (coupon, customer data). */
  busy: number;
  lastError: ApiError | undefined;
}

/** A line change on its way: a quantity to set or pieces to add, and whether the cart panel opens. */
export type LineIntent = { kind: 'set' | 'add'; quantity: number; open: boolean };
/** A method choice on its way: the method and, for delivery, the point (see {@link MethodChoice}). */
export type MethodIntent = { id: number; pickupPointId?: string | null | undefined };

export interface CartController {
  edits: Store<CartEdits>;
  add(productId: number, quantity: number): Promise<void>;
  setQuantity(productId: number, quantity: number): Promise<void>;
  /** Chooses a method; a delivery method may bring its locker or pick-up point (`pickupPointId`, see {@link MethodChoice}). */
  selectMethod(which: CartMethod, id: number, pickupPointId?: string | null): Promise<void>;
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
  /**
   * Sends at once what still waits for the next press (the provider is going away): a quantity
   * the shopper chose reaches the server rather than being lost with the page that showed it.
   */
  flush(): void;
  /**
   * Loads the code that sends changes in the background (once the cart is on screen), so that
   * the first change does not wait for it; a change made before it has loaded still works.
   */
  prepare(): void;
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

const UNCHOSEN: MethodChoice = { id: undefined, status: 'idle' };
const UNEDITED: HomeDeliveryEdit = { choice: undefined, status: 'idle' };
const EMPTY: CartEdits = {
  quantities: new Map(),
  lineStatuses: new Map(),
  delivery: UNCHOSEN,
  payment: UNCHOSEN,
  home: UNEDITED,
  busy: 0,
  lastError: undefined,
};

export function isSettling(edits: CartEdits): boolean {
  return (
    edits.busy > 0 ||
    [...edits.lineStatuses.values()].includes('pending') ||
    edits.delivery.status === 'pending' ||
    edits.payment.status === 'pending' ||
    edits.home.status === 'pending'
  );
}

/**
 * The cart as shown: the server's, with the quantities and methods just chosen applied; totals
 * stay the server's. While a delivery method is on its way, a payment method it does not allow
 * shows as none, as the server will clear it; if the choice fails, the server's shows again.
 */
export function withEdits(
  cart: Cart | undefined,
  edits: Pick<CartEdits, 'quantities' | 'delivery' | 'payment'> & Partial<Pick<CartEdits, 'home'>>,
): Cart | undefined {
  const { quantities, delivery, payment, home = UNEDITED } = edits;
  if (!cart || (quantities.size === 0 && delivery.id === undefined && payment.id === undefined && home.choice === undefined)) return cart;
  const paymentShown = payment.id ?? cart.payment_method;
  const allowed = delivery.id === undefined ? undefined : (cart.delivery_methods.find((method) => method.id === delivery.id)?.payment_ids ?? []);
  return {
    ...cart,
    products: cart.products.flatMap((line) => {
      const quantity = quantities.get(line.id);
      return quantity === undefined ? [line] : quantity ? [{ ...line, quantity }] : [];
    }),
    delivery_method: delivery.id ?? cart.delivery_method,
    pickup_point: pickupPointShown(cart, delivery),
    // None while another method is on its way (the server drops the extras with the method), else
    // the server's with the extras just chosen on top; its prices stay the server's until it answers.
    home_delivery:
      delivery.id !== undefined && delivery.id !== cart.delivery_method
        ? null
        : cart.home_delivery && home.choice
          ? { ...cart.home_delivery, ...home.choice }
          : cart.home_delivery,
    payment_method: paymentShown !== null && allowed && !allowed.includes(paymentShown) ? null : paymentShown,
  };
}

/**
 * The point shown while a delivery choice is on its way: the server's while the choice keeps it
 * (the same method, the same point or none named), none when the method changes without one or
 * the point is cleared. A newly named point has no details until the server answers, so the
 * cart shows none meanwhile; the picker shows the one it just chose (`useCart().deliveryChoice`).
 */
function pickupPointShown(cart: Cart, delivery: MethodChoice): Cart['pickup_point'] {
  const current = cart.pickup_point ?? null;
  if (delivery.id === undefined) return current;
  if (delivery.pickupPointId === undefined) return delivery.id === cart.delivery_method ? current : null;
  return delivery.pickupPointId !== null && delivery.pickupPointId === current?.id ? current : null;
}

export const lineOf = (cart: Cart | undefined, id: number): CartProduct | undefined => cart?.products.find((line) => line.id === id);

/** What a change that could not be sent reports: the code that sends it did not load (offline, a new deployment). */
const unsent = (error: unknown) =>
  new ApiError({ status: 0, kind: 'network', message: 'The cart change could not be sent: its code did not load.', cause: error });

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

  const beginLine = (id: number, quantity: number | undefined) =>
    update((current) => ({
      quantities: quantity === undefined ? current.quantities : new Map(current.quantities).set(id, quantity),
      lineStatuses: new Map(current.lineStatuses).set(id, 'pending'),
      lastError: undefined,
    }));

  const withChoice = (which: CartMethod, choice: MethodChoice): Partial<CartEdits> => (which === 'delivery' ? { delivery: choice } : { payment: choice });

  const context: CartChangeContext = {
    options,
    apply,
    generation: () => generation,
    settleLine: (id, failure) =>
      update((current) => ({
        quantities: without(current.quantities, id),
        lineStatuses: failure ? new Map(current.lineStatuses).set(id, 'error') : without(current.lineStatuses, id),
        ...(failure ? { lastError: failure } : {}),
      })),
    settleMethod: (which, failure) =>
      update(() => ({ ...withChoice(which, { id: undefined, status: failure ? 'error' : 'idle' }), ...(failure ? { lastError: failure } : {}) })),
  };

  // The queues and requests (`cart-changes`) are not part of the cart's first paint: they load
  // once the cart is on screen (`prepare`) or with the first change, whichever comes first. A
  // change made before they arrive shows at once, as any change does, and is handed over in order
  // once they have loaded; a reset since drops it.
  let changes: CartChanges | undefined;
  let loading: Promise<CartChanges> | undefined;
  /** Changes made before the queues loaded and not handed over yet; later ones queue behind them. */
  let waiting = 0;
  /** The methods with a choice among those changes, which count as busy. */
  const held: CartMethod[] = [];
  function change(hand: (loaded: CartChanges) => Promise<void>, fail: (failure: ApiError) => void, method?: CartMethod): Promise<void> {
    if (changes && waiting === 0) return hand(changes);
    const run = generation;
    waiting += 1;
    countIntent(1);
    if (method) held.push(method);
    const done = () => {
      waiting -= 1;
      countIntent(-1);
      if (method) held.splice(held.indexOf(method), 1);
    };
    return load().then(
      (loaded) => {
        done();
        return run === generation ? hand(loaded) : undefined;
      },
      (error: unknown) => {
        done();
        if (run === generation) fail(unsent(error));
      },
    );
  }
  function load(): Promise<CartChanges> {
    const attempt = (loading ??= import('./cart-changes.js').then((module) => (changes = module.createCartChanges(context))));
    // The next change tries to load them again.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  }

  const quantityOf = (id: number): number | undefined => edits.get().quantities.get(id) ?? lineOf(options.read(options.key()), id)?.quantity;

  return {
    edits,
    add(productId, quantity) {
      const amount = Math.max(1, Math.floor(quantity));
      const known = edits.get().quantities.has(productId) || lineOf(options.read(options.key()), productId);
      // A line already in the cart shows its new quantity at once; a new line waits for the server.
      beginLine(productId, known ? (quantityOf(productId) ?? 0) + amount : undefined);
      return change(
        (loaded) => loaded.pushLine(productId, { kind: 'add', quantity: amount, open: true }),
        (failure) => context.settleLine(productId, failure),
      );
    },
    setQuantity(productId, quantity) {
      const target = Math.min(999, Math.max(0, Math.floor(quantity)));
      // Setting the same quantity does nothing.
      if (target === (quantityOf(productId) ?? 0)) return Promise.resolve();
      beginLine(productId, target);
      return change(
        (loaded) => loaded.pushLine(productId, { kind: 'set', quantity: target, open: false }),
        (failure) => context.settleLine(productId, failure),
      );
    },
    selectMethod(which, id, pickupPointId) {
      const shown = withEdits(options.read(options.key()), edits.get());
      const point = which === 'delivery' ? pickupPointId : undefined;
      // Choosing what is already chosen does nothing: the same method, and the same point or none named.
      const samePoint = point === undefined || (shown?.pickup_point?.id ?? null) === point;
      const busy = held.includes(which) || Boolean(changes?.busy(which));
      if (shown?.[`${which}_method`] === id && samePoint && !busy) return Promise.resolve();
      const choice: MethodChoice = point === undefined ? { id, status: 'pending' } : { id, pickupPointId: point, status: 'pending' };
      update(() => ({ ...withChoice(which, choice), lastError: undefined }));
      const intent: MethodIntent = point === undefined ? { id } : { id, pickupPointId: point };
      return change(
        (loaded) => loaded.pushMethod(which, intent),
        (failure) => context.settleMethod(which, failure),
        which,
      );
    },
    apply,
    newer,
    session() {
      const run = generation;
      return () => run === generation;
    },
    reset() {
      generation += 1;
      changes?.reset();
      edits.set(EMPTY);
    },
    flush() {
      // Changes still waiting for the queues are handed over first, then sent at once.
      if (changes && waiting === 0) changes.flush();
      else
        void loading?.then(
          (loaded) => loaded.flush(),
          () => undefined,
        );
    },
    prepare() {
      void load();
    },
  };
}
