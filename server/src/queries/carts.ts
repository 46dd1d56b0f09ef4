/**
 * The SQL a checkout runs on the shopper's cart, each statement named after what it does. The cart
 * row itself is locked first by `lockCart` (services/cart.ts), as every change of the cart does.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartCoupons, cartItems, carts, products } from '../db/schema.js';

/** A cart line with its product's stock and title, as locked for an order. */
export interface LockedLine {
  productId: number;
  quantity: number;
  /** 0 for a product that no longer exists. */
  stock: number;
  title: (typeof products.$inferSelect)['title'] | null;
}

/**
 * The cart's lines with their products locked (`FOR UPDATE`, in id order, so two checkouts of
 * overlapping carts queue instead of deadlocking): until the transaction ends, nobody else can
 * sell these pieces.
 */
export async function lockCartProducts(tx: Db, cartId: number): Promise<LockedLine[]> {
  const lines = await tx.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, cartId));
  const ids = lines.map((line) => line.productId).sort((a, b) => a - b);
  const locked = ids.length
    ? await tx
        .select({ id: products.id, stock: products.stock, title: products.title })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update')
    : [];
  const byId = new Map(locked.map((row) => [row.id, row]));
  return lines.map((line) => ({ ...line, stock: byId.get(line.productId)?.stock ?? 0, title: byId.get(line.productId)?.title ?? null }));
}

/** Empties the cart after a checkout: no lines, no coupon, no comment, a new revision. */
export async function emptyCart(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  await tx
    .update(carts)
    .set({ revision: sql`${carts.revision} + 1`, comment: null, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Lowers lines to what is in stock, each marked `quantity_clamped` so the cart says so, and gives
 * the cart a new revision.
 */
export async function clampCartLines(tx: Db, cartId: number, lines: readonly { productId: number; available: number }[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(cartItems)
      .set({ quantity: line.available, noticeCode: 'quantity_clamped', noticeAvailable: line.available })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, line.productId)));
  }
  await tx
    .update(carts)
    .set({ revision: sql`${carts.revision} + 1` })
    .where(eq(carts.id, cartId));
}
