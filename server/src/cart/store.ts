import {
  addProduct,
  deliveryEarliest,
  applyCoupon,
  type Cart,
  type CartStore,
  type DeliverySlot,
  chooseDelivery,
  chooseHomeDelivery,
  choosePayment,
  type customerBodySchema,
  type LineWrite,
  MAX_LINE_QUANTITY,
  mergedChoices,
  mergedLine,
  pricedSlots,
  removeCoupon as engineRemoveCoupon,
  setQuantity,
  slotsEarliest,
  updateCustomer as engineUpdateCustomer,
} from 'otthon/contract';
import { type DeliveryMethodCode, type HomeDeliveryChoice, offersHomeService, slotDates } from 'otthon/core';
import type { z } from 'zod';
import type { ShopData } from '../application/context.js';
import type { Db } from '../db/client.js';
import type { StoredCustomerData } from '../db/schema.js';
import {
  addPieces,
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
  insertCartLine,
  lockCartOfSession,
  lockCartOfUser,
  moveCartCoupons,
  paymentMethodById,
  productStockAndWeight,
  removeCartCoupon,
  replaceCartCoupon,
  setCartCustomerData,
  setCartHomeDelivery,
  setCartMethods,
  slotBookings,
  slotBookingsBetween,
  updateCartLine,
  writeMergedCart,
} from './queries.js';
import { methodOffered } from '../payments/card-provider.js';
import { moveFavouritesToUser } from '../favourites/queries.js';
import { currentOwner, customerDataOf, loadCartState, mutateCart, type CartRow, type CartRequest } from './view.js';
import { pickupPointById } from '../delivery/pickup-points.js';
import { grossHufIn } from '../shared/pricing.js';

/** A change of the cart: the cart's request and the currency rates (prices of the choices). */
type CartChangeRequest = CartRequest & Pick<ShopData, 'rates'>;

/** Writes a line as the engine decided it: its quantity and its clamp notice. */
async function writeLine(tx: Db, cartId: number, productId: number, { quantity, notice }: LineWrite, exists: boolean): Promise<void> {
  const values = { quantity, noticeCode: notice?.code ?? null, noticeAvailable: notice?.available ?? null };
  if (exists) await updateCartLine(tx, cartId, productId, values);
  else await insertCartLine(tx, cartId, productId, values);
}

/**
 * The shop engine's cart store over the database: one cart row, locked by `mutateCart` for the
 * transaction `tx`. The tuned statements live in `cart/queries.ts`.
 */
function sqlCartStore(ctx: CartChangeRequest, tx: Db, cart: CartRow): CartStore {
  const user = () => ctx.user();
  return {
    locale: ctx.locale,
    currency: ctx.currency,
    now: () => ctx.now(),
    userEmail: async () => (await user())?.email ?? null,
    stockOf: async (productId) => (await productStockAndWeight(tx, productId))?.stock ?? null,
    lineQuantity: (productId) => cartLineQuantity(tx, cart.id, productId),
    writeLine: (productId, write, exists) => writeLine(tx, cart.id, productId, write, exists),
    removeLine: (productId) => deleteCartLine(tx, cart.id, productId),
    clearLineNotice: (productId) => clearLineNotice(tx, cart.id, productId),
    addPieces: () => Promise.reject(new Error('Adding runs as one statement outside a locked cart (addCartProduct).')),
    countryExists: (id) => countryExists(tx, id),
    savedEmail: async () => cart.customerData?.email ?? null,
    savedConsents: async () => ({ accept_privacy: cart.customerData?.accept_privacy, accept_terms: cart.customerData?.accept_terms }),
    async saveCustomer(data, { accept_privacy, accept_terms }) {
      const customerData: StoredCustomerData = {
        ...data,
        ...(accept_privacy === undefined ? {} : { accept_privacy }),
        ...(accept_terms === undefined ? {} : { accept_terms }),
      };
      await setCartCustomerData(tx, cart.id, customerData);
    },
    async saveEmail(email) {
      await setCartCustomerData(tx, cart.id, { ...customerDataOf(cart, await user()), email });
    },
    async coupon(code) {
      const row = await couponByCode(tx, code);
      return row
        ? {
            id: row.id,
            code: row.code,
            active: row.isActive,
            startsAt: row.startsAt,
            expiresAt: row.expiresAt,
            maxUses: row.maxUses,
            usedCount: row.usedCount,
            holderEmail: row.email,
            minOrderGrossHuf: row.minOrderGrossHuf,
          }
        : null;
    },
    itemsGross: async () => (await loadCartState(ctx, tx, cart)).totals.summary.total_items_amount_gross,
    fromHuf: async (grossHuf) => grossHufIn(grossHuf, ctx.currency, await ctx.rates()),
    replaceCoupon: (coupon, email) => replaceCartCoupon(tx, cart.id, Number(coupon.id), email),
    async removeCoupon(code) {
      const couponId = await couponIdByCode(tx, code);
      return couponId !== null && (await removeCartCoupon(tx, cart.id, couponId));
    },
    async deliveryMethod(id) {
      const row = await deliveryMethodById(tx, id);
      return row
        ? {
            id: row.id,
            code: row.code as DeliveryMethodCode,
            maxItemWeightKg: row.maxItemWeightKg,
            paymentIds: row.paymentIds,
            pickupCarriers: row.pickupCarriers,
            homeService: offersHomeService(row.code as DeliveryMethodCode),
          }
        : null;
    },
    async paymentMethodExists(id) {
      // A method bound to a provider that is not on beside another is not the shop's to offer.
      const row = await paymentMethodById(tx, id);
      return row !== null && methodOffered(row, ctx.app.providers);
    },
    parcelsInStock: async () => (await loadCartState(ctx, tx, cart)).parcels,
    pickupPoint: (id) => pickupPointById(tx, id),
    chosenMethods: async () => ({ deliveryMethodId: cart.deliveryMethodId, paymentMethodId: cart.paymentMethodId, pickupPointId: cart.pickupPointId }),
    setMethods: (methods) => setCartMethods(tx, cart.id, methods),
    homeDelivery: async () => cart.homeDelivery,
    setHomeDelivery: (choice) => setCartHomeDelivery(tx, cart.id, choice),
    deliveryEarliest: async (methodId) => deliveryEarliest((await loadCartState(ctx, tx, cart)).view, methodId, ctx.now()),
    slotBookings: (slot) => slotBookings(tx, slot),
  };
}

/** Runs one of the engine's cart changes on the shopper's locked cart and answers the whole cart. */
const change = (ctx: CartChangeRequest, run: (store: CartStore) => Promise<boolean>): Promise<Cart> =>
  mutateCart(ctx, (tx, cart) => run(sqlCartStore(ctx, tx, cart)));

/**
 * Adds pieces (the engine's rule: clamped to the stock and 999 with a notice; a missing product is
 * 404, one out of stock 409, and neither creates a cart).
 *
 * One statement does it all — it creates or locks the cart and bumps its revision, then adds to
 * the line — because adding is the busiest write: a transaction of separate statements cost about
 * ten round trips, each planned anew, on a single-threaded embedded database that waits for all of
 * them (the write ran at a fifth of a cart read). A statement is atomic on its own, so it needs no
 * transaction. The cart row is locked before the line, the order every other change of the cart
 * takes (`mutateCart` locks the cart first), so concurrent changes on PostgreSQL queue instead of
 * deadlocking; concurrent adds to one line each add their pieces (the upsert reads the line's
 * latest quantity under its lock) and each bump the revision. The statement clamps as
 * `clampedLine` does; the conformance suite compares the two.
 */
export async function addCartProduct(ctx: CartRequest, productId: number, quantity: number): Promise<Cart> {
  const owner = await currentOwner(ctx);
  if (!owner) throw new Error('addCartProduct() needs a session; the CSRF check guarantees one.');
  await Promise.all([ctx.user(), ctx.catalog()]);
  let added: Record<string, unknown> | null = null;
  const store: Pick<CartStore, 'locale' | 'addPieces'> = {
    locale: ctx.locale,
    async addPieces(id, pieces) {
      const result = await addPieces(ctx.db, owner, id, pieces, MAX_LINE_QUANTITY);
      added = result?.cart ?? null;
      return result?.stock ?? null;
    },
  };
  await addProduct(store as CartStore, productId, quantity);
  return (await loadCartState(ctx, ctx.db, storedCart(added!))).view;
}

/** A cart row the add statement answered as JSON. */
function storedCart(doc: Record<string, unknown>): CartRow {
  return { ...(doc as unknown as CartRow), updatedAt: new Date(doc.updatedAt as string) };
}

/** Sets a line's quantity (the engine's `setQuantity`). */
export const setCartProduct = (ctx: CartChangeRequest, productId: number, body: { product_id?: number | undefined; quantity: number }): Promise<Cart> =>
  change(ctx, (store) => setQuantity(store, productId, body));

/** Customer, billing and shipping data (the engine's `updateCustomer`). */
export const updateCustomer = (ctx: CartChangeRequest, body: z.output<typeof customerBodySchema>): Promise<Cart> =>
  change(ctx, (store) => engineUpdateCustomer(store, body));

/** Applies a coupon (the engine's `applyCoupon`). */
export const addCoupon = (ctx: CartChangeRequest, code: string, email: string | undefined): Promise<Cart> =>
  change(ctx, (store) => applyCoupon(store, { code, email }));

export const removeCoupon = (ctx: CartChangeRequest, code: string): Promise<Cart> => change(ctx, (store) => engineRemoveCoupon(store, code));

/** Chooses the delivery method (the engine's `chooseDelivery`). */
export const setDeliveryMethod = (ctx: CartChangeRequest, id: number, pickupPointId?: string | null): Promise<Cart> =>
  change(ctx, (store) => chooseDelivery(store, id, pickupPointId));

/** Chooses the home delivery's floor, lift, assembly and slot (the engine's `chooseHomeDelivery`). */
export const setHomeDelivery = (ctx: CartChangeRequest, body: HomeDeliveryChoice): Promise<Cart> => change(ctx, (store) => chooseHomeDelivery(store, body));

/**
 * The home delivery's slots for the shopper's cart: by the chosen method with home service, else
 * the first offered one, from the first day the cart's goods can arrive by it; none for an empty cart.
 */
export async function deliverySlots(ctx: CartChangeRequest): Promise<DeliverySlot[]> {
  const earliest = slotsEarliest((await loadCartState(ctx)).view);
  if (!earliest) return [];
  const dates = slotDates(earliest);
  const booked = await slotBookingsBetween(ctx.db, dates[0]!, dates.at(-1)!);
  return pricedSlots(earliest, (slot) => booked.get(`${slot.date} ${slot.period}`) ?? 0, ctx.currency, await ctx.rates());
}

/** Chooses the payment method (the engine's `choosePayment`). */
export const setPaymentMethod = (ctx: CartChangeRequest, id: number): Promise<Cart> => change(ctx, (store) => choosePayment(store, id));

/**
 * A login's merge: the visitor's cart joins the customer's — quantities summed and clamped
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
        const current = await cartLineQuantity(tx, existing.id, line.productId);
        await writeLine(tx, existing.id, line.productId, mergedLine(current, line.quantity, line.stock), current !== null);
      }
      // The visitor's coupon, if any, replaces the customer's.
      await moveCartCoupons(tx, visitor.id, existing.id);
      await writeMergedCart(tx, existing.id, visitor.revision, mergedChoices(visitor, existing));
      await deleteCart(tx, visitor.id);
    }
  }
  await moveFavouritesToUser(tx, sessionId, userId);
}
