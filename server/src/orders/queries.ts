/**
 * The SQL of placing and reading orders and quote requests, each statement named after what it
 * does, so the modules read as the shop's rules. Every function takes the database or the
 * transaction it runs in.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  countries,
  coupons,
  deliveryMethods,
  offerItems,
  offers,
  orderItems,
  orders,
  paymentAttempts,
  paymentMethods,
  products,
  users,
  type StoredCustomerData,
} from '../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** An order or offer line as it is written: product, name, quantity and prices. */
export type ItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

// — placing —

/** How many orders the customer placed before (the first one marks a new account). */
export async function orderCount(tx: Db, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** Writes an order with its lines in two statements; answers the order's row. */
export async function insertOrder(tx: Db, values: typeof orders.$inferInsert, items: readonly ItemValues[]): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
  return order!;
}

/** Writes a quote request with its lines in two statements; answers the offer's row. */
export async function insertOffer(tx: Db, values: typeof offers.$inferInsert, items: readonly ItemValues[]): Promise<OfferRow> {
  const [offer] = await tx.insert(offers).values(values).returning();
  await tx.insert(offerItems).values(items.map((item) => ({ ...item, offerId: offer!.id })));
  return offer!;
}

/** Takes the ordered pieces out of stock (the products are locked by the caller). */
export async function takeStock(tx: Db, items: readonly { productId: number; quantity: number }[]): Promise<void> {
  for (const item of items) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
}

/**
 * Counts one use of a coupon, in one statement that also checks it is not used up (so two orders
 * cannot both take its last use); false when it was.
 */
export async function countCouponUse(tx: Db, couponId: number): Promise<boolean> {
  const used = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  return used.length > 0;
}

/** Keeps the order's customer data on the account, to fill the next checkout. */
export async function saveCustomerData(tx: Db, userId: number, customerData: StoredCustomerData): Promise<void> {
  await tx.update(users).set({ customerData }).where(eq(users.id, userId));
}

/** Records a new payment attempt. */
export async function insertPaymentAttempt(tx: Db, attempt: Omit<typeof paymentAttempts.$inferInsert, 'createdAt'>): Promise<void> {
  await tx.insert(paymentAttempts).values(attempt);
}

// — reading —

export async function orderByHash(db: Db, hash: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.hash, hash));
  return row ?? null;
}

/** The order by its hash, locked for the rest of the transaction. */
export async function lockOrderByHash(tx: Db, hash: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.hash, hash)).for('update');
  return row ?? null;
}

export function orderItemsOf(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * What an order's page shows besides the order row, read at once: its lines, delivery and payment
 * methods, payment attempts (newest first), the customer and the invoice country's code.
 */
export async function orderDetails(db: Db, order: OrderRow) {
  const countryId = order.customerData.invoice_data?.country_id;
  const [items, [delivery], [payment], attempts, user, [country]] = await Promise.all([
    orderItemsOf(db, order.id),
    db.select().from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId)),
    db.select().from(paymentMethods).where(eq(paymentMethods.id, order.paymentMethodId)),
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.createdAt)),
    order.userId
      ? db
          .select()
          .from(users)
          .where(eq(users.id, order.userId))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    countryId ? db.select({ code: countries.code }).from(countries).where(eq(countries.id, countryId)) : Promise.resolve([]),
  ]);
  return { items, delivery: delivery!, payment: payment!, attempts, user, country: country ?? null };
}

/** Changes how an order is paid. */
export async function updateOrderPayment(
  tx: Db,
  orderId: number,
  values: Pick<typeof orders.$inferInsert, 'paymentMethodId' | 'paymentStatus' | 'transactionResultUrl' | 'reservedUntil'>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function offerByHash(db: Db, hash: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.hash, hash));
  return row ?? null;
}

export function offerItemsOf(db: Db, offerId: number) {
  return db.select().from(offerItems).where(eq(offerItems.offerId, offerId)).orderBy(asc(offerItems.id));
}

/** One page of the customer's orders, newest first, with how many there are in all, read at once. */
export async function ordersPageOf(db: Db, userId: number, limit: number, offset: number): Promise<{ list: OrderRow[]; total: number }> {
  const [list, [total]] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The lines of the given orders in one statement: product, name and quantity, in order. */
export function orderLinesOf(db: Db, orderIds: number[]) {
  return db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** Records an order as paid (a bank transfer that arrived); a new order moves on to processing. No-op when already paid. */
export async function markOrderPaid(tx: Db, order: Pick<OrderRow, 'id' | 'status'>, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', reservedUntil: null, ...(order.status === 'new' ? { status: 'processing' as const } : {}), updatedAt: now })
    .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, 'paid')));
}
