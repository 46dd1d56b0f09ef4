import { type Cart, type customerBodySchema, keptCustomerData } from 'otthon/contract';
import type { z } from 'zod';
import type { RequestContext } from '../application/context.js';
import { fieldError, HttpError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import type { coupons, StoredCustomerData } from '../db/schema.js';
import { formatMoney } from '../domain.js';
import { specMessage } from '../messages/index.js';
import {
  addToCart,
  cartLinesWithStock,
  cartLineQuantity,
  clearLineNotice,
  countryExists,
  couponByCode,
  couponIdByCode,
  deleteCart,
  deleteCartLine,
  deliveryMethodById,
  handCartToUser,
  heaviestInStockKg,
  insertCartLine,
  lockCartOfSession,
  lockCartOfUser,
  moveCartCoupons,
  paymentMethodById,
  productStockAndWeight,
  removeCartCoupon,
  replaceCartCoupon,
  setCartCustomerData,
  setCartMethods,
  setCartPaymentMethod,
  updateCartLine,
  writeMergedCart,
} from '../queries/carts.js';
import { moveFavouritesToUser } from '../queries/favourites.js';
import { availableDeliveries, currentOwner, customerDataOf, loadCartState, mutateCart, type CartRow } from './cart.js';
import { grossHufIn } from './pricing.js';

const MAX_LINE_QUANTITY = 999;

async function productStock(tx: Db, id: number): Promise<{ stock: number; weightKg: number | null } | null> {
  const row = await productStockAndWeight(tx, id);
  return row ? { stock: Math.max(0, row.stock), weightKg: row.weightKg } : null;
}

async function writeLine(tx: Db, cart: CartRow, productId: number, wanted: number, stock: number, exists: boolean): Promise<void> {
  const quantity = Math.min(wanted, stock, MAX_LINE_QUANTITY);
  const clamped = quantity < wanted && quantity === stock;
  const values = { quantity, noticeCode: clamped ? ('quantity_clamped' as const) : null, noticeAvailable: clamped ? stock : null };
  if (exists) await updateCartLine(tx, cart.id, productId, values);
  else await insertCartLine(tx, cart.id, productId, values);
}

function lineQuantity(tx: Db, cart: CartRow, productId: number): Promise<number | null> {
  return cartLineQuantity(tx, cart.id, productId);
}

/**
 * Adds pieces; the line never exceeds the stock (nor 999), and says so when it was clamped (field
 * notes). A missing product is 404, one out of stock 409, and neither creates a cart.
 *
 * One statement does it all — it creates or locks the cart and bumps its revision, then adds to
 * the line — because adding is the busiest write: a transaction of separate statements cost about
 * ten round trips, each planned anew, on a single-threaded embedded database that waits for all of
 * them (the write ran at a fifth of a cart read). A statement is atomic on its own, so it needs no
 * transaction. The cart row is locked before the line, the order every other change of the cart
 * takes (`mutateCart` locks the cart first), so concurrent changes on PostgreSQL queue instead of
 * deadlocking; concurrent adds to one line each add their pieces (the upsert reads the line's
 * latest quantity under its lock) and each bump the revision.
 */
export async function addProduct(ctx: RequestContext, productId: number, quantity: number): Promise<Cart> {
  const owner = await currentOwner(ctx);
  if (!owner) throw new Error('addProduct() needs a session; the CSRF check guarantees one.');
  await Promise.all([ctx.user(), ctx.catalog()]);
  const added = await addToCart(ctx.db, owner, productId, quantity, MAX_LINE_QUANTITY);
  if (!added || added.stock === null) throw new HttpError(404, ctx.t('catalog.product_not_found'));
  if (added.stock <= 0 || !added.cart) throw fieldError('product_id', ctx.t('cart.out_of_stock'), 409);
  return (await loadCartState(ctx, ctx.db, storedCart(added.cart))).view;
}

/** A cart row the add statement answered as JSON. */
function storedCart(doc: Record<string, unknown>): CartRow {
  return { ...(doc as unknown as CartRow), updatedAt: new Date(doc.updatedAt as string) };
}

/** Sets a line's quantity; 0 removes it; the same quantity changes nothing (requirements §4). */
export function setProduct(ctx: RequestContext, productId: number, bodyProductId: number, quantity: number): Promise<Cart> {
  if (bodyProductId !== productId) throw fieldError('product_id', ctx.t('cart.not_in_cart'));
  return mutateCart(ctx, async (tx, cart) => {
    const product = await productStock(tx, productId);
    if (!product) throw new HttpError(404, ctx.t('catalog.product_not_found'));
    const current = await lineQuantity(tx, cart, productId);
    if (quantity === 0) {
      if (current === null) return false;
      await deleteCartLine(tx, cart.id, productId);
      return true;
    }
    // Out of stock: refused with the reason (as an add is); an existing line stays as it was, with its notice.
    if (product.stock === 0) throw fieldError('quantity', ctx.t('cart.out_of_stock'), 409);
    if (current === quantity && quantity <= product.stock) {
      // Same quantity: nothing to do, but a clamp notice has been seen and can go.
      await clearLineNotice(tx, cart.id, productId);
      return false;
    }
    await writeLine(tx, cart, productId, quantity, product.stock, current !== null);
    return true;
  });
}

type CustomerBody = z.output<typeof customerBodySchema>;

/** Customer, billing and shipping data; "same as billing" copies the billing address (requirements §5). */
export function updateCustomer(ctx: RequestContext, body: CustomerBody): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const countryIds = [body.invoice_data.country_id, ...(body.delivery_data ? [body.delivery_data.country_id] : [])];
    for (const [index, id] of countryIds.entries()) {
      if (!(await countryExists(tx, id))) throw fieldError(index === 0 ? 'invoice_data.country_id' : 'delivery_data.country_id', ctx.t('validation.choice'));
    }
    // A consent left out keeps what an earlier save gave; `false` withdraws it.
    const earlier = cart.customerData;
    const accept_privacy = body.accept_privacy ?? earlier?.accept_privacy;
    const accept_terms = body.accept_terms ?? earlier?.accept_terms;
    const customerData: StoredCustomerData = {
      // The contract gave a company its name, dropped an individual's company fields and says where it ships.
      ...keptCustomerData(body),
      ...(accept_privacy === undefined ? {} : { accept_privacy }),
      ...(accept_terms === undefined ? {} : { accept_terms }),
    };
    await setCartCustomerData(tx, cart.id, customerData);
    return true;
  });
}

/**
 * Whether the visitor may use a coupon issued to one e-mail address: only when logged in to the
 * account with that address — an address typed at checkout proves nothing. Answers the message
 * key of the refusal, or null.
 */
export function couponHolderProblem(
  coupon: Pick<typeof coupons.$inferSelect, 'email'>,
  user: { email: string } | null,
): 'coupon.login_required' | 'coupon.email_mismatch' | null {
  if (!coupon.email) return null;
  if (!user) return 'coupon.login_required';
  return user.email.toLowerCase() === coupon.email.toLowerCase() ? null : 'coupon.email_mismatch';
}

/**
 * Applies a coupon (requirements §5): it needs an e-mail — the body's, the checkout's or the logged-in
 * customer's — and must be active, started, unexpired, not used up, reached by the cart's gross
 * item total and, if issued to one address, used by the logged-in customer with that address.
 * One coupon per cart: a new one replaces the old.
 */
export async function addCoupon(ctx: RequestContext, code: string, bodyEmail: string | undefined): Promise<Cart> {
  const user = await ctx.user();
  return mutateCart(ctx, async (tx, cart) => {
    const coupon = await couponByCode(tx, code.trim().toUpperCase());
    if (!coupon?.isActive) throw fieldError('code', ctx.t('coupon.unknown'));
    const email = (bodyEmail ?? customerDataOf(cart, user).email ?? user?.email ?? '').trim().toLowerCase();
    if (!email) throw fieldError('email', specMessage(ctx.locale, 'couponEmailRequired'));
    const now = Date.now();
    if (coupon.startsAt.getTime() > now) throw fieldError('code', ctx.t('coupon.not_started'));
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) throw fieldError('code', ctx.t('coupon.expired'));
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw fieldError('code', ctx.t('coupon.used_up'));
    const holder = couponHolderProblem(coupon, user);
    if (holder) throw fieldError('code', ctx.t(holder));
    if (coupon.minOrderGrossHuf !== null) {
      const state = await loadCartState(ctx, tx, cart);
      const rates = await ctx.rates();
      const minimum = grossHufIn(coupon.minOrderGrossHuf, ctx.currency, rates);
      if (state.totals.summary.total_items_amount_gross < minimum) {
        throw fieldError('code', ctx.t('coupon.minimum', { amount: formatMoney(minimum, ctx.currency) }));
      }
    }
    await replaceCartCoupon(tx, cart.id, coupon.id, email);
    // Keep the e-mail the code was checked with for the checkout form.
    if (bodyEmail && !cart.customerData?.email) {
      await setCartCustomerData(tx, cart.id, { ...customerDataOf(cart, user), email });
    }
    return true;
  });
}

export function removeCoupon(ctx: RequestContext, code: string): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const couponId = await couponIdByCode(tx, code.trim().toUpperCase());
    const removed = couponId !== null && (await removeCartCoupon(tx, cart.id, couponId));
    if (!removed) throw new HttpError(404, ctx.t('coupon.not_in_cart'));
    return true;
  });
}

/** Chooses the delivery method; a payment method it does not allow is cleared (requirements §4). */
export function setDeliveryMethod(ctx: RequestContext, id: number): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const method = await deliveryMethodById(tx, id);
    if (!method) throw fieldError('id', ctx.t('cart.delivery_unknown'));
    const heaviestKg = await heaviestInStockKg(tx, cart.id);
    if (availableDeliveries([method], Number(heaviestKg ?? 0)).length === 0) throw fieldError('id', ctx.t('cart.delivery_too_heavy'));
    const keepPayment = cart.paymentMethodId !== null && method.paymentIds.includes(cart.paymentMethodId);
    if (cart.deliveryMethodId === id && (keepPayment || cart.paymentMethodId === null)) return false;
    await setCartMethods(tx, cart.id, { deliveryMethodId: id, paymentMethodId: keepPayment ? cart.paymentMethodId : null });
    return true;
  });
}

/** Chooses the payment method; it must be allowed by the chosen delivery method (requirements §4). */
export function setPaymentMethod(ctx: RequestContext, id: number): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const method = await paymentMethodById(tx, id);
    if (!method) throw fieldError('id', ctx.t('cart.payment_unknown'));
    if (cart.deliveryMethodId !== null) {
      const delivery = await deliveryMethodById(tx, cart.deliveryMethodId);
      if (delivery && !delivery.paymentIds.includes(id)) throw fieldError('id', ctx.t('cart.payment_not_allowed'));
    }
    if (cart.paymentMethodId === id) return false;
    await setCartPaymentMethod(tx, cart.id, id);
    return true;
  });
}

/**
 * Login merge (requirements §6): the visitor's cart joins the customer's — quantities summed and clamped
 * to stock, the visitor's latest choices (methods, customer data, coupon) win where set — and the
 * visitor's favourites are added to the customer's.
 */
export async function mergeIntoUser(tx: Db, sessionId: number, userId: number): Promise<void> {
  const visitor = await lockCartOfSession(tx, sessionId);
  if (visitor) {
    const existing = await lockCartOfUser(tx, userId);
    if (!existing) {
      await handCartToUser(tx, visitor.id, userId);
    } else {
      const lines = await cartLinesWithStock(tx, visitor.id);
      for (const line of lines) {
        const current = await lineQuantity(tx, existing, line.productId);
        await writeLine(tx, existing, line.productId, (current ?? 0) + line.quantity, Math.max(0, line.stock) || line.quantity, current !== null);
      }
      // The visitor's coupon, if any, replaces the customer's.
      await moveCartCoupons(tx, visitor.id, existing.id);
      await writeMergedCart(tx, existing.id, visitor.revision, {
        deliveryMethodId: visitor.deliveryMethodId ?? existing.deliveryMethodId,
        paymentMethodId: visitor.deliveryMethodId ? visitor.paymentMethodId : (visitor.paymentMethodId ?? existing.paymentMethodId),
        customerData: visitor.customerData ?? existing.customerData,
        comment: visitor.comment ?? existing.comment,
      });
      await deleteCart(tx, visitor.id);
    }
  }
  await moveFavouritesToUser(tx, sessionId, userId);
}
