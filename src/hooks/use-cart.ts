import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApiError, FieldErrors } from '../api/api-error.js';
import { fetchCart } from '../api/shop-api.js';
import type { Cart, CustomerBody, LineNotice, PaymentMethod } from '../contract/index.js';
import type { HomeDeliveryChoice } from '../domain/home-delivery.js';
import { type CartController, createCartController, type HomeDeliveryEdit, isSettling, type MethodChoice, withEdits } from './cart-controller.js';
import type { ActionResult } from './results.js';
import { type ShopRuntime, useShopRuntime } from './shop-context.js';
import { useStore } from './store.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';

export type LineStatus = 'idle' | 'pending' | 'error';

/** A line the server changed on its own, e.g. a quantity clamped to the stock, for the live region. */
export interface CartNotice {
  productId: number;
  code: LineNotice['code'];
  message: string;
  /** Pieces available when the server raised it. */
  available: number;
}

export type CouponResult = { ok: true } | (ActionResult & { ok: false; message: string; field?: string });

export interface CustomerResult extends ActionResult {
  fieldErrors: FieldErrors;
}

export interface CartState extends ShopQuery<Cart> {
  /** The cart as shown: the server's, with the quantities and methods just chosen applied at once. */
  cart: Cart | undefined;
  /** True while any change is on its way; keep checkout disabled meanwhile (field notes). */
  isSettling: boolean;
  lineStatus(productId: number): LineStatus;
  /** Adds pieces; the answer fills the cart and the cart panel opens. */
  add(productId: number, quantity?: number): Promise<void>;
  /** Sets a line's quantity: 0 removes it, the same quantity does nothing. */
  setQuantity(productId: number, quantity: number): Promise<void>;
  remove(productId: number): Promise<void>;
  /**
   * Applies a coupon. It needs an e-mail — this argument, the checkout's, or the logged-in
   * customer's — else it answers the spec's message without asking the server.
   */
  applyCoupon(code: string, email?: string): Promise<CouponResult>;
  removeCoupon(code: string): Promise<ActionResult>;
  /**
   * Chooses the delivery method and, for one that `needs_pickup_point`, the locker or pick-up point
   * (`pickupPointId`; `null` clears it, leaving it out keeps the point chosen for the same method).
   * The choice shows at once; a refusal (the server's 422, e.g. `pickup_point_id`) puts the cart
   * back as it was, with `deliveryChoice.status` `error` and the refusal in `lastError`.
   */
  setDeliveryMethod(id: number, pickupPointId?: string | null): Promise<void>;
  /** The delivery method (and point) just chosen while the server has not confirmed it, and how the last choice went. */
  deliveryChoice: MethodChoice;
  setPaymentMethod(id: number): Promise<void>;
  /**
   * Chooses the home delivery's floor and lift, assembly and time slot (`PUT /api/cart/home-delivery`)
   * for a chosen method with `home_service`: the whole choice, each part as it should be. It shows
   * in `cart.home_delivery` as soon as it is made (its code loads with the checkout's other cart
   * actions, on first use) while its prices wait for the server; choices made meanwhile
   * are sent one after another, only the latest waiting, and the same choice again sends nothing.
   * A refusal (422 `slot` or `delivery_method`) puts the cart back as it was, with
   * `homeDeliveryChoice.status` `error` and the refusal in `lastError`.
   *
   * @example setHomeDelivery({ floor: 3, has_lift: false, assembly: true, slot: null })
   */
  setHomeDelivery(choice: HomeDeliveryChoice): Promise<void>;
  /** The home-delivery extras just chosen while the server has not confirmed them, and how the last choice went. */
  homeDeliveryChoice: HomeDeliveryEdit;
  /** Saves the customer, billing and shipping data; a 422 comes back as `fieldErrors`. */
  updateCustomer(body: CustomerBody): Promise<CustomerResult>;
  /** The payment methods the chosen delivery method allows. */
  availablePaymentMethods: PaymentMethod[];
  notices: CartNotice[];
  /** The last failed change; cleared by the next one. */
  lastError: ApiError | undefined;
}

/** The chosen delivery method limits the payment methods; without one, all are offered. */
export function allowedPaymentMethods(cart: Cart | undefined): PaymentMethod[] {
  if (!cart) return [];
  const delivery = cart.delivery_methods.find((method) => method.id === cart.delivery_method);
  return delivery ? cart.payment_methods.filter((method) => delivery.payment_ids.includes(method.id)) : cart.payment_methods;
}

/** The provider's one cart controller, created when a hook first needs it. */
export function cartOf(shop: ShopRuntime): CartController {
  return shop.service('cart', () =>
    createCartController({
      client: shop.client,
      mutate: shop.mutate,
      key: () => shop.key('cart'),
      read: shop.read,
      emit: shop.emit,
      openPanel: () => shop.panel.set(true),
    }),
  );
}

/** Cart actions bound to one provider. */
function cartActions(shop: ShopRuntime, cart: CartController) {
  const shown = () => withEdits(shop.read<Cart>(shop.key('cart')), cart.edits.get());
  return {
    add: (productId: number, quantity = 1) => cart.add(productId, quantity),
    setQuantity: (productId: number, quantity: number) => cart.setQuantity(productId, quantity),
    remove: (productId: number) => cart.setQuantity(productId, 0),
    setDeliveryMethod: (id: number, pickupPointId?: string | null) => cart.selectMethod('delivery', id, pickupPointId),
    setPaymentMethod: (id: number) => cart.selectMethod('payment', id),
    // Checkout-only actions load on first use, off the cart's first paint.
    applyCoupon: async (code: string, email?: string) => (await import('./cart-checkout-actions.js')).applyCoupon(shop, cart, shown(), code, email),
    removeCoupon: async (code: string) => (await import('./cart-checkout-actions.js')).removeCoupon(shop, cart, code),
    updateCustomer: async (body: CustomerBody) => (await import('./cart-checkout-actions.js')).updateCustomer(shop, cart, body),
    setHomeDelivery: async (choice: HomeDeliveryChoice) => (await import('./cart-checkout-actions.js')).setHomeDelivery(shop, cart, choice),
  };
}

function noticesOf(cart: Cart | undefined): CartNotice[] {
  return (cart?.products ?? []).flatMap((line) =>
    line.notice ? [{ productId: line.id, code: line.notice.code, message: line.notice.message, available: line.notice.available }] : [],
  );
}

/** The cart query with a revision guard: a slow answer never replaces a newer cart of the session. */
export function useCartQuery(hook: string): ShopQuery<Cart> {
  const shop = useShopRuntime(hook);
  return useShopQuery(hook, 'cart', [], async (client) => {
    const fresh = await fetchCart(client);
    return cartOf(shop).newer(shop.read<Cart>(shop.key('cart')), fresh);
  });
}

/**
 * The session's cart with the race rules of the field notes: rapid edits of a line
 * are coalesced (a burst of quantity presses on an idle line gathered for `QUANTITY_GATHER_MS`
 * after the last press and sent as one request, one request in flight per line, only the latest
 * intent sent next; removals and additions go at once), answers
 * older than the cart shown are ignored, quantities show at once while totals come from the
 * server, and a failure rolls back to the server's cart and is reported in `lineStatus` and
 * `lastError`.
 *
 * @example
 * const { cart, setQuantity, lineStatus, isSettling } = useCart();
 * <button onClick={() => setQuantity(line.id, line.quantity + 1)} disabled={false}>+</button>
 */
export function useCart(): CartState {
  const shop = useShopRuntime('useCart');
  const controller = cartOf(shop);
  const query = useCartQuery('useCart');
  const edits = useStore(controller.edits);
  // The code that sends changes loads once the cart is on screen, off its first paint.
  useEffect(() => controller.prepare(), [controller]);
  const server = query.data;
  const { quantities, delivery, payment, home } = edits;
  const shown = useMemo(() => withEdits(server, { quantities, delivery, payment, home }), [server, quantities, delivery, payment, home]);
  const actions = useMemo(() => cartActions(shop, controller), [shop, controller]);
  const availablePaymentMethods = useMemo(() => allowedPaymentMethods(shown), [shown]);
  const notices = useMemo(() => noticesOf(server), [server]);
  // Extends SWR's own answer object, keeping its lazily tracked `data`, `error`, `isLoading`.
  const extras: Omit<CartState, keyof ShopQuery<Cart>> = {
    cart: shown,
    isSettling: isSettling(edits),
    lineStatus: (productId) => edits.lineStatuses.get(productId) ?? 'idle',
    deliveryChoice: delivery,
    homeDeliveryChoice: home,
    ...actions,
    availablePaymentMethods,
    notices,
    lastError: edits.lastError,
  };
  return Object.assign(query, extras);
}

/** One product's addition to the cart: what an add-to-cart control needs, without the cart itself. */
export interface AddToCartState {
  /** Adds pieces of the product (1 by default); the answer fills the cart and the cart panel opens, as `useCart().add`. */
  add(quantity?: number): Promise<void>;
  /** The product's line: `pending` while a change of it is on its way, `error` when its last one failed. */
  status: LineStatus;
  /** Why the line's last change failed, while `status` is `error`. */
  lastError: ApiError | undefined;
}

/**
 * Adds one product to the cart, as `useCart().add`, for a control shown many times on a page (a
 * product grid's buttons). It reads only its own line's status, not the cart: it renders again when
 * that line's change starts, ends or fails, not when the cart arrives or another line changes.
 *
 * @example
 * const { add, status } = useAddToCart(product.id);
 * <button onClick={() => void add()} aria-busy={status === 'pending'}>Add to cart</button>
 */
export function useAddToCart(productId: number): AddToCartState {
  const controller = cartOf(useShopRuntime('useAddToCart'));
  const { edits } = controller;
  // The code that sends changes loads once the control is on screen, off its first paint.
  useEffect(() => controller.prepare(), [controller]);
  const statusOf = () => edits.get().lineStatuses.get(productId) ?? 'idle';
  const status = useSyncExternalStore(edits.subscribe, statusOf, statusOf);
  const errorOf = () => (statusOf() === 'error' ? edits.get().lastError : undefined);
  const lastError = useSyncExternalStore(edits.subscribe, errorOf, errorOf);
  const add = useCallback((quantity = 1) => controller.add(productId, quantity), [controller, productId]);
  return { add, status, lastError };
}
