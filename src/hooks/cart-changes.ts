import type { ApiError } from '../api/api-error.js';
import { addCartProduct, setCartProduct, setDeliveryMethod, setPaymentMethod } from '../api/shop-api.js';
import type { ShopKey } from '../api/shop-key.js';
import type { Cart } from '../contract/index.js';
import { type CartControllerOptions, type CartMethod, type LineIntent, lineOf, type MethodIntent, QUANTITY_GATHER_MS } from './cart-controller.js';
import { createIntentQueue } from './intent-queue.js';

/** What the cart's changes need of their controller. */
export interface CartChangeContext {
  options: CartControllerOptions;
  /** Shows an answer unless the cart shown is newer. */
  apply(key: ShopKey, cart: Cart): Promise<unknown>;
  /** The controller's count of resets: an answer of an earlier count is not shown. */
  generation(): number;
  /** Ends a line's edit: the server's quantity shows again; a failure marks the line and is reported. */
  settleLine(id: number, failure?: ApiError): void;
  /** Ends a method choice: the server's method shows again; a failure marks the choice and is reported. */
  settleMethod(which: CartMethod, failure?: ApiError): void;
}

/** The cart's changes on their way: one queue of intents per line and per method. */
export interface CartChanges {
  pushLine(id: number, intent: LineIntent): Promise<void>;
  pushMethod(which: CartMethod, intent: MethodIntent): Promise<void>;
  /** Whether a method has a choice in flight or waiting. */
  busy(which: CartMethod): boolean;
  /** Drops every waiting intent (logout). */
  reset(): void;
  /** Sends at once what still gathers presses. */
  flush(): void;
}

function mergeIntents(waiting: LineIntent | undefined, next: LineIntent): LineIntent {
  // An addition on top of a waiting quantity adds to it; a quantity replaces whatever waits.
  if (next.kind !== 'add' || !waiting) return next;
  return { kind: waiting.kind, quantity: waiting.quantity + next.quantity, open: waiting.open || next.open };
}

/**
 * The requests of the cart's race rules (see `createCartController`): one request in flight per
 * line, rapid edits coalesced so only the latest intent is sent next, the answer shown unless a
 * newer cart is, the difference reported to analytics, failures rolled back. The controller
 * loads this module with the first change, so a page that only shows the cart does not.
 */
export function createCartChanges(context: CartChangeContext): CartChanges {
  const { options, apply, generation } = context;
  const { client, mutate } = options;
  // The line quantity the server last confirmed while a line is busy, for the analytics difference.
  const confirmed = new Map<number, number>();

  async function sendMethod(which: CartMethod, intent: MethodIntent): Promise<void> {
    const run = generation();
    const key = options.key();
    let failure: ApiError | undefined;
    try {
      const cart = await (which === 'delivery' ? setDeliveryMethod(client, intent.id, intent.pickupPointId) : setPaymentMethod(client, intent.id));
      if (run === generation()) await apply(key, cart);
    } catch (error) {
      failure = error as ApiError;
      methodQueue.drop(which);
    }
    if (run !== generation() || (!failure && methodQueue.waiting(which) !== undefined)) return;
    context.settleMethod(which, failure);
  }

  async function send(id: number, intent: LineIntent): Promise<void> {
    const run = generation();
    const key = options.key();
    const before = options.read(key);
    const finish = (failure?: ApiError) => {
      if (run !== generation()) return;
      if (failure) queue.drop(id);
      if (failure || queue.waiting(id) === undefined) {
        confirmed.delete(id);
        context.settleLine(id, failure);
      }
    };
    const previous = confirmed.get(id) ?? (before ? (lineOf(before, id)?.quantity ?? 0) : undefined);
    // The spec's "same quantity does nothing" also holds for an intent that ends where the server is.
    if (intent.kind === 'set' && intent.quantity === previous) return finish();
    try {
      const cart = await (intent.kind === 'add'
        ? addCartProduct(client, { product_id: id, quantity: intent.quantity })
        : setCartProduct(client, id, intent.quantity));
      if (run !== generation()) return;
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
          (await import('./analytics-items.js')).itemsEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', [{ product, quantity: Math.abs(difference) }]),
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
  // request; removing a line and adding to the cart are sent at once.
  const gatherMs = (intent: LineIntent) => (intent.kind === 'set' && intent.quantity > 0 ? (options.gatherMs ?? QUANTITY_GATHER_MS) : 0);
  const queue = createIntentQueue<LineIntent>(send, mergeIntents, gatherMs);
  // A method choice is sent at once; one made while another is on its way replaces what waits.
  const methodQueue = createIntentQueue<MethodIntent, CartMethod>(sendMethod);

  return {
    pushLine: (id, intent) => queue.push(id, intent),
    pushMethod: (which, intent) => methodQueue.push(which, intent),
    busy: (which) => methodQueue.busy(which),
    reset() {
      queue.drop();
      methodQueue.drop();
      confirmed.clear();
    },
    flush: () => queue.flush(),
  };
}
