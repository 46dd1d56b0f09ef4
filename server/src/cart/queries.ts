/**
 * The SQL of the shopper's cart, each statement named after what it does. The cart row itself is
 * locked first by `lockCart`, as every change of the cart does.
 */
import type { DeliverySlotChoice, HomeDeliveryChoice } from 'otthon/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client.js';
import { cartCoupons, cartItems, carts, countries, coupons, deliveryMethods, paymentMethods, products, type StoredCustomerData } from '../db/schema.js';

export type CartRow = typeof carts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
/** Whose cart: a customer's or a visitor's session's. */
export type CartOwner = { userId: number; sessionId?: undefined } | { sessionId: number; userId?: undefined };
/** What a cart line says besides its product: how many, and a notice when it was lowered to the stock. */
export type LineValues = { quantity: number; noticeCode: 'quantity_clamped' | null; noticeAvailable: number | null };

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

// — changing the cart —

/**
 * Adds pieces in one statement (see `addCartProduct` in cart/store.ts for why): creates or
 * locks the owner's cart and bumps its revision, then raises the line or inserts it, at most the
 * stock and `maxLineQuantity`, with a clamp notice when it was lowered. Answers the product's stock
 * (null for an unknown product) and the cart row as JSON (null when nothing was added).
 */
export async function addPieces(
  db: Db,
  owner: CartOwner,
  productId: number,
  quantity: number,
  maxLineQuantity: number,
): Promise<{ stock: number | null; cart: Record<string, unknown> | null } | null> {
  const ownerColumn = owner.userId !== undefined ? sql`user_id` : sql`session_id`;
  const ownerId = owner.userId ?? owner.sessionId;
  const [added] = await rows<{ stock: number | null; cart: Record<string, unknown> | null }>(
    db,
    sql`with product as (select id, greatest(stock, 0) as stock from products where id = ${productId}::int),
    cart as (
      insert into carts (${ownerColumn}, revision, updated_at)
      select ${ownerId}::int, 1, now() from product where stock > 0
      on conflict (${ownerColumn}) do update set revision = carts.revision + 1, updated_at = now()
      returning *),
    -- Most adds find the line already there: a plain update is far cheaper than an upsert's
    -- speculative insert, so the insert runs only when the update found no line.
    raised as (
      update cart_items set
        quantity = least(cart_items.quantity + ${quantity}::int, product.stock, ${maxLineQuantity}::int),
        notice_code = case when product.stock < cart_items.quantity + ${quantity}::int
          and product.stock <= ${maxLineQuantity}::int then 'quantity_clamped' end,
        notice_available = case when product.stock < cart_items.quantity + ${quantity}::int
          and product.stock <= ${maxLineQuantity}::int then product.stock end
      from cart, product
      where cart_items.cart_id = cart.id and cart_items.product_id = product.id
      returning cart_items.cart_id),
    inserted as (
      insert into cart_items (cart_id, product_id, quantity, notice_code, notice_available)
      select cart.id, product.id, least(${quantity}::int, product.stock, ${maxLineQuantity}::int),
        case when product.stock < ${quantity}::int and product.stock <= ${maxLineQuantity}::int then 'quantity_clamped' end,
        case when product.stock < ${quantity}::int and product.stock <= ${maxLineQuantity}::int then product.stock end
      from cart, product
      where not exists (select 1 from raised)
      -- A line another request added meanwhile: add to it instead.
      on conflict (cart_id, product_id) do update set
        quantity = least(cart_items.quantity + ${quantity}::int, (select stock from product), ${maxLineQuantity}::int),
        notice_code = case when (select stock from product) < cart_items.quantity + ${quantity}::int
          and (select stock from product) <= ${maxLineQuantity}::int then 'quantity_clamped' end,
        notice_available = case when (select stock from product) < cart_items.quantity + ${quantity}::int
          and (select stock from product) <= ${maxLineQuantity}::int then (select stock from product) end
      returning cart_id),
    line as (select cart_id from raised union all select cart_id from inserted)
    select (select stock from product) as stock,
      (select json_build_object('id', id, 'sessionId', session_id, 'userId', user_id, 'revision', revision,
        'deliveryMethodId', delivery_method_id, 'paymentMethodId', payment_method_id, 'customerData', customer_data,
        'comment', comment, 'isNewsletter', is_newsletter, 'updatedAt', updated_at)
       from cart where exists (select 1 from line)) as cart`,
  );
  return added ?? null;
}

/** A product's stock (as stored, possibly below 0) and weight; null for an unknown product. */
export async function productStockAndWeight(tx: Db, id: number): Promise<{ stock: number; weightKg: number | null } | null> {
  const [row] = await tx.select({ stock: products.stock, weightKg: products.weightKg }).from(products).where(eq(products.id, id));
  return row ?? null;
}

/** How many pieces of the product the cart holds; null for no line. */
export async function cartLineQuantity(tx: Db, cartId: number, productId: number): Promise<number | null> {
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return line?.quantity ?? null;
}

export async function updateCartLine(tx: Db, cartId: number, productId: number, values: LineValues): Promise<void> {
  await tx
    .update(cartItems)
    .set(values)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

export async function insertCartLine(tx: Db, cartId: number, productId: number, values: LineValues): Promise<void> {
  await tx.insert(cartItems).values({ cartId, productId, ...values });
}

export async function deleteCartLine(tx: Db, cartId: number, productId: number): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

/** Drops a line's clamp notice (it has been seen). */
export async function clearLineNotice(tx: Db, cartId: number, productId: number): Promise<void> {
  await tx
    .update(cartItems)
    .set({ noticeCode: null, noticeAvailable: null })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

export async function countryExists(tx: Db, id: number): Promise<boolean> {
  const [found] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return found !== undefined;
}

export async function setCartCustomerData(tx: Db, cartId: number, customerData: StoredCustomerData): Promise<void> {
  await tx.update(carts).set({ customerData }).where(eq(carts.id, cartId));
}

export async function couponByCode(tx: Db, code: string): Promise<typeof coupons.$inferSelect | null> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
  return coupon ?? null;
}

export async function couponIdByCode(tx: Db, code: string): Promise<number | null> {
  const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return coupon?.id ?? null;
}

/** Puts the coupon on the cart in place of the one it had. */
export async function replaceCartCoupon(tx: Db, cartId: number, couponId: number, email: string): Promise<void> {
  await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  await tx.insert(cartCoupons).values({ cartId, couponId, email });
}

/** Takes the coupon off the cart; false when the cart did not have it. */
export async function removeCartCoupon(tx: Db, cartId: number, couponId: number): Promise<boolean> {
  const removed = await tx
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)))
    .returning();
  return removed.length > 0;
}

export async function deliveryMethodById(tx: Db, id: number): Promise<typeof deliveryMethods.$inferSelect | null> {
  const [method] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
  return method ?? null;
}

export async function paymentMethodById(tx: Db, id: number): Promise<typeof paymentMethods.$inferSelect | null> {
  const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return method ?? null;
}

export async function setCartMethods(
  tx: Db,
  cartId: number,
  methods: { deliveryMethodId: number | null; paymentMethodId: number | null; pickupPointId: string | null },
): Promise<void> {
  await tx.update(carts).set(methods).where(eq(carts.id, cartId));
}

/** Saves the home delivery's floor, lift, assembly and slot. */
export async function setCartHomeDelivery(tx: Db, cartId: number, choice: HomeDeliveryChoice): Promise<void> {
  await tx.update(carts).set({ homeDelivery: choice }).where(eq(carts.id, cartId));
}

/** How many orders hold a home-delivery slot: placed with it and not cancelled. */
export async function slotBookings(db: Db, slot: DeliverySlotChoice): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders where slot_date = ${slot.date} and slot_period = ${slot.period} and status <> 'cancelled'`,
  );
  return row?.count ?? 0;
}

/** The orders holding each slot from `from` to `to` (civil dates, inclusive), keyed `date period`. */
export async function slotBookingsBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const found = await rows<{ date: string; period: string; count: number }>(
    db,
    sql`select slot_date::text as date, slot_period as period, count(*)::int as count from orders
        where slot_date between ${from} and ${to} and status <> 'cancelled' group by slot_date, slot_period`,
  );
  return new Map(found.map((row) => [`${row.date} ${row.period}`, row.count]));
}

/**
 * Keeps other placements from holding the slot until this transaction ends: a transaction-scoped
 * advisory lock keyed by the slot, so two shoppers taking its last place queue instead of both
 * counting room.
 */
export async function lockSlot(tx: Db, slot: DeliverySlotChoice): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`delivery-slot:${slot.date}:${slot.period}`}))`);
}

// — a login's merge —

/** The session's cart, locked for the rest of the transaction. */
export async function lockCartOfSession(tx: Db, sessionId: number): Promise<CartRow | null> {
  const [cart] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
  return cart ?? null;
}

/** The customer's cart, locked for the rest of the transaction. */
export async function lockCartOfUser(tx: Db, userId: number): Promise<CartRow | null> {
  const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
  return cart ?? null;
}

/** Gives a visitor's cart to the customer, with a new revision. */
export async function handCartToUser(tx: Db, cartId: number, userId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ sessionId: null, userId, revision: sql`${carts.revision} + 1` })
    .where(eq(carts.id, cartId));
}

/** The cart's lines with their products' stock (as stored). */
export function cartLinesWithStock(tx: Db, cartId: number) {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
}

/** Moves one cart's coupon to another (in place of its own); nothing when the first has none. */
export async function moveCartCoupons(tx: Db, fromCartId: number, toCartId: number): Promise<void> {
  const moving = await tx.select().from(cartCoupons).where(eq(cartCoupons.cartId, fromCartId));
  if (moving.length) {
    await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, toCartId));
    await tx.insert(cartCoupons).values(moving.map((coupon) => ({ ...coupon, cartId: toCartId })));
  }
}

/** Writes a merged cart's choices, its revision above both carts' (`revisionAtLeast`: the other one's). */
export async function writeMergedCart(
  tx: Db,
  cartId: number,
  revisionAtLeast: number,
  choices: Pick<CartRow, 'deliveryMethodId' | 'paymentMethodId' | 'pickupPointId' | 'customerData' | 'comment'>,
): Promise<void> {
  await tx
    .update(carts)
    .set({
      revision: sql`greatest(${carts.revision}, ${revisionAtLeast}) + 1`,
      ...choices,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cartId));
}

export async function deleteCart(tx: Db, cartId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}

const ownerWhere = (owner: CartOwner) => (owner.userId !== undefined ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));

/** The owner's cart, created when missing, locked for the rest of the transaction. */
export async function lockCart(tx: Db, owner: CartOwner): Promise<CartRow> {
  await tx
    .insert(carts)
    .values(owner.userId !== undefined ? { userId: owner.userId } : { sessionId: owner.sessionId })
    .onConflictDoNothing();
  const [row] = await tx.select().from(carts).where(ownerWhere(owner)).for('update');
  return row!;
}

/** Counts a change of the cart (its revision) and answers the row as it now is. */
export async function bumpCartRevision(tx: Db, cartId: number): Promise<CartRow> {
  const [updated] = await tx
    .update(carts)
    .set({ revision: sql`${carts.revision} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  return updated!;
}

export interface CartContents {
  /** The cart row, when it was looked up by its owner. */
  cart?: CartRow | null;
  lines: { productId: number; quantity: number; noticeCode: string | null; noticeAvailable: number | null; stock: number; restockOn: string | null }[];
  coupons: { coupon: CouponRow; email: string }[];
  /** [id, stock] of the products in stock of the lines' kinds and what goes with them: the candidates of `rankCartSimilar`. */
  similar: [number, number][];
}

/**
 * A cart's lines (with current stock), coupon and similar products' candidates — and the cart
 * itself when looked up by its owner — in one round trip. `pairs` are every kind with each kind
 * that goes with it, as two parallel `int[]` literals.
 */
export async function cartContents(db: Db, which: { cartId: number } | { owner: CartOwner }, pairs: { kinds: string; related: string }): Promise<CartContents> {
  const id =
    'cartId' in which
      ? sql`${which.cartId}`
      : which.owner.userId !== undefined
        ? sql`(select id from carts where user_id = ${which.owner.userId})`
        : sql`(select id from carts where session_id = ${which.owner.sessionId})`;
  const [row] = await rows<{ doc: CartContents }>(
    db,
    sql`with cart as (select * from carts where id = ${id})
    select json_build_object(
      ${
        'owner' in which
          ? sql`'cart', (select json_build_object('id', id, 'sessionId', session_id, 'userId', user_id, 'revision', revision,
                  'deliveryMethodId', delivery_method_id, 'paymentMethodId', payment_method_id, 'pickupPointId', pickup_point_id, 'homeDelivery', home_delivery, 'customerData', customer_data,
                  'comment', comment, 'isNewsletter', is_newsletter, 'updatedAt', updated_at) from cart),`
          : sql``
      }
      'lines', (select coalesce(json_agg(json_build_object('productId', ci.product_id, 'quantity', ci.quantity, 'noticeCode', ci.notice_code,
                  'noticeAvailable', ci.notice_available, 'stock', p.stock, 'restockOn', p.restock_on) order by ci.added_at, ci.product_id), '[]'::json)
                from cart_items ci join products p on p.id = ci.product_id where ci.cart_id = (select id from cart)),
      'coupons', (select coalesce(json_agg(json_build_object('email', cc.email, 'coupon', json_build_object(
                  'id', k.id, 'code', k.code, 'type', k.type, 'value', k.value, 'description', k.description,
                  'minOrderGrossHuf', k.min_order_gross_huf, 'email', k.email, 'startsAt', k.starts_at, 'expiresAt', k.expires_at,
                  'maxUses', k.max_uses, 'usedCount', k.used_count, 'isActive', k.is_active)) order by cc.added_at), '[]'::json)
                from cart_coupons cc join coupons k on k.id = cc.coupon_id where cc.cart_id = (select id from cart)),
      'similar', (select coalesce(json_agg(json_build_array(p.id, p.stock) order by p.id), '[]'::json)
                from products p
                -- category_ids holds each product's main category (GIN-indexed): a probe, not a scan; the rule ignores other kinds
                where p.category_ids && array(select r.related from unnest(${pairs.kinds}::int[], ${pairs.related}::int[]) as r(kind, related)
                                              where r.kind = any(array(select q.main_category_id from cart_items ci join products q on q.id = ci.product_id
                                                                       where ci.cart_id = (select id from cart))))
                  and p.stock > 0)
    ) as doc`,
  );
  const doc = row!.doc;
  for (const entry of doc.coupons) {
    entry.coupon.startsAt = new Date(entry.coupon.startsAt);
    entry.coupon.expiresAt = entry.coupon.expiresAt ? new Date(entry.coupon.expiresAt) : null;
  }
  if (doc.cart) doc.cart.updatedAt = new Date(doc.cart.updatedAt);
  return doc;
}
