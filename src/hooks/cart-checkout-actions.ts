import type { ApiError } from '../api/api-error.js';
import { addCoupon, fetchUser, removeCoupon as deleteCoupon, setHomeDelivery as putHomeDelivery, updateCustomer as putCustomer } from '../api/shop-api.js';
import type { Cart, CustomerBody, User } from '../contract/index.js';
import type { HomeDeliveryChoice } from '../domain/home-delivery.js';
import type { CartController, CartEdits } from './cart-controller.js';
import { createIntentQueue } from './intent-queue.js';
import { type ActionResult, failed, rejected } from './results.js';
import type { ShopRuntime } from './shop-context.js';
import type { CouponResult, CustomerResult } from './use-cart.js';

/** The e-mail a coupon can be checked with: given, the checkout's, or the customer's. */
async function couponEmail(shop: ShopRuntime, cart: Cart | undefined, given?: string): Promise<string | null | undefined> {
  const known = given?.trim() || cart?.customer_data.email?.trim();
  if (known) return known;
  const userKey = shop.key('user');
  const user = shop.read<User | null>(userKey);
  if (user !== undefined) return user?.email;
  // Nobody has asked who is logged in yet: ask once (never the coupon call without an e-mail).
  try {
    return (await fetchUser(shop.client))?.email;
  } catch {
    return null;
  }
}

/**
 * A cart call that answers the whole cart (coupon, customer data): counted in `busy` while it
 * runs, its answer shown unless a newer cart is, its failure reported in `lastError` if `report`.
 */
async function change(
  shop: ShopRuntime,
  cart: CartController,
  send: () => Promise<Cart>,
  report = true,
): Promise<{ ok: true; cart: Cart } | { ok: false; error: ApiError }> {
  const current = cart.session();
  const key = shop.key('cart');
  const update = (fn: (edits: CartEdits) => Partial<CartEdits>) => {
    if (current()) cart.edits.set((edits) => ({ ...edits, ...fn(edits) }));
  };
  update((edits) => ({ busy: edits.busy + 1, lastError: undefined }));
  try {
    const answer = await send();
    if (current()) await cart.apply(key, answer);
    return { ok: true, cart: answer };
  } catch (error) {
    const failure = error as ApiError;
    if (report) update(() => ({ lastError: failure }));
    return { ok: false, error: failure };
  } finally {
    update((edits) => ({ busy: edits.busy - 1 }));
  }
}

function normalizeCustomer(body: CustomerBody): CustomerBody {
  const invoice = body.invoice_data;
  const same = body.is_delivery_same_as_invoice ?? true;
  return {
    ...body,
    // An individual has no company name or tax number.
    invoice_data: invoice.is_company ? invoice : { ...invoice, company_name: null, tax_number: null },
    is_delivery_same_as_invoice: same,
    // With "same as billing" the server copies the billing address.
    delivery_data: same ? null : (body.delivery_data ?? null),
  };
}

/**
 * Applies a coupon. It needs an e-mail — the given one, the checkout's, or the logged-in
 * customer's — else it answers the spec's message without asking the server.
 */
export async function applyCoupon(shop: ShopRuntime, cart: CartController, shown: Cart | undefined, code: string, email?: string): Promise<CouponResult> {
  const trimmed = code.trim();
  if (!trimmed) return { ...rejected('forms.errors.required', { code: ['forms.errors.required'] }), field: 'code' };
  const address = await couponEmail(shop, shown, email);
  if (!address) {
    return { ...rejected('checkout.errors.couponEmailRequired', { email: ['checkout.errors.couponEmailRequired'] }), field: 'email' };
  }
  // A coupon error leaves the cart as it was (no cache write, no refresh).
  const result = await change(shop, cart, () => addCoupon(shop.client, { code: trimmed, email: address }), false);
  if (result.ok) return { ok: true };
  const failure = failed(result.error);
  const field = ['code', 'email'].find((name) => failure.fieldErrors[name]?.length);
  return { ...failure, message: (field && failure.fieldErrors[field]?.[0]) || failure.message, ...(field ? { field } : {}) };
}

export async function removeCoupon(shop: ShopRuntime, cart: CartController, code: string): Promise<ActionResult> {
  const result = await change(shop, cart, () => deleteCoupon(shop.client, code));
  return result.ok ? { ok: true } : failed(result.error);
}

/** Saves the customer, billing and shipping data; a 422 comes back as `fieldErrors`. */
export async function updateCustomer(shop: ShopRuntime, cart: CartController, body: CustomerBody): Promise<CustomerResult> {
  const result = await change(shop, cart, () => putCustomer(shop.client, normalizeCustomer(body)), false);
  return result.ok ? { ok: true, fieldErrors: {} } : failed(result.error);
}

const sameChoice = (a: HomeDeliveryChoice, b: HomeDeliveryChoice) =>
  a.floor === b.floor && a.has_lift === b.has_lift && a.assembly === b.assembly && a.slot?.date === b.slot?.date && a.slot?.period === b.slot?.period;

/** A home-delivery choice on its way, with the session it was made in. */
interface HomeDeliveryIntent {
  choice: HomeDeliveryChoice;
  current: () => boolean;
}

/** Resolves once no delivery method is on its way: the extras need their method on the server first. */
function methodSettled(cart: CartController): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (cart.edits.get().delivery.status === 'pending') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cart.edits.subscribe(check);
    check();
  });
}

/**
 * The provider's queue of home-delivery choices: one request at a time, a choice made meanwhile
 * replacing the one waiting; each waits for a delivery method on its way. A refusal drops what
 * waits behind it and leaves the cart as the server has it, with the refusal in `lastError`.
 */
const homeDeliveryQueue = (shop: ShopRuntime, cart: CartController) =>
  shop.service('homeDelivery', () => {
    const queue = createIntentQueue<HomeDeliveryIntent, 'home'>(async (_, { choice, current }) => {
      await methodSettled(cart);
      if (!current()) return;
      let failure: ApiError | undefined;
      try {
        const { floor, has_lift, assembly, slot } = choice;
        const answer = await putHomeDelivery(shop.client, { floor, has_lift, assembly, slot });
        if (current()) await cart.apply(shop.key('cart'), answer);
      } catch (error) {
        failure = error as ApiError;
        queue.drop('home');
      }
      if (!current() || (!failure && queue.waiting('home') !== undefined)) return;
      cart.edits.set((edits) => ({ ...edits, home: { choice: undefined, status: failure ? 'error' : 'idle' }, ...(failure ? { lastError: failure } : {}) }));
    });
    return { ...queue, reset: () => queue.drop() };
  });

/**
 * Chooses the home delivery's extras (`useCart().setHomeDelivery`): shown at once in the cart's
 * edits, then sent; the cart's own choice again, with nothing on its way, is no change.
 */
export function setHomeDelivery(shop: ShopRuntime, cart: CartController, choice: HomeDeliveryChoice): Promise<void> {
  const queue = homeDeliveryQueue(shop, cart);
  const server = shop.read<Cart>(shop.key('cart'))?.home_delivery;
  if (!queue.busy('home') && server && sameChoice(server, choice)) return Promise.resolve();
  cart.edits.set((edits) => ({ ...edits, home: { choice, status: 'pending' }, lastError: undefined }));
  return queue.push('home', { choice, current: cart.session() });
}
