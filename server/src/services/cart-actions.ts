import { type Cart, type customerBodySchema, keptCustomerData } from 'otthon/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../application/context.js';
import { fieldError, HttpError } from '../application/errors.js';
import { rows, type Db } from '../db/client.js';
import {
  cartCoupons,
  cartItems,
  carts,
  countries,
  coupons,
  deliveryMethods,
  paymentMethods,
  products,
  type StoredCustomerData,
} from '../db/schema.js';
import { formatMoney } from '../domain.js';
import { specMessage } from '../messages/index.js';
import { availableDeliveries, currentOwner, customerDataOf, loadCartState, mutateCart, type CartRow, type Owner } from './cart.js';
import { grossHufIn } from './pricing.js';

const MAX_LINE_QUANTITY = 999;

async function productStock(tx: Db, id: number): Promise<{ stock: number; weightKg: number | null } | null> {
  const [row] = await tx.select({ stock: products.stock, weightKg: products.weightKg }).from(products).where(eq(products.id, id));
  return row ? { stock: Math.max(0, row.stock), weightKg: row.weightKg } : null;
}

async function writeLine(tx: Db, cart: CartRow, productId: number, wanted: number, stock: number, exists: boolean): Promise<void> {
  const quantity = Math.min(wanted, stock, MAX_LINE_QUANTITY);
  const clamped = quantity < wanted && quantity === stock;
  const values = { quantity, noticeCode: clamped ? 'quantity_clamped' : null, noticeAvailable: clamped ? stock : null };
  if (exists)
    await tx
      .update(cartItems)
      .set(values)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)));
  else await tx.insert(cartItems).values({ cartId: cart.id, productId, ...values });
}

async function lineQuantity(tx: Db, cart: CartRow, productId: number): Promise<number | null> {
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)));
  return line?.quantity ?? null;
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
  const [added] = await rows<{ stock: number | null; cart: Record<string, unknown> | null }>(ctx.db, addToCartStatement(owner, productId, quantity));
  if (!added || added.stock === null) throw new HttpError(404, ctx.t('catalog.product_not_found'));
  if (added.stock <= 0 || !added.cart) throw fieldError('product_id', ctx.t('cart.out_of_stock'), 409);
  return (await loadCartState(ctx, ctx.db, storedCart(added.cart))).view;
}

function addToCartStatement(owner: Owner, productId: number, quantity: number) {
  const ownerColumn = owner.userId !== undefined ? sql`user_id` : sql`session_id`;
  const ownerId = owner.userId ?? owner.sessionId;
  return sql`with product as (select id, greatest(stock, 0) as stock from products where id = ${productId}::int),
    cart as (
      insert into carts (${ownerColumn}, revision, updated_at)
      select ${ownerId}::int, 1, now() from product where stock > 0
      on conflict (${ownerColumn}) do update set revision = carts.revision + 1, updated_at = now()
      returning *),
    -- Most adds find the line already there: a plain update is far cheaper than an upsert's
    -- speculative insert, so the insert runs only when the update found no line.
    raised as (
      update cart_items set
        quantity = least(cart_items.quantity + ${quantity}::int, product.stock, ${MAX_LINE_QUANTITY}::int),
        notice_code = case when product.stock < cart_items.quantity + ${quantity}::int
          and product.stock <= ${MAX_LINE_QUANTITY}::int then 'quantity_clamped' end,
        notice_available = case when product.stock < cart_items.quantity + ${quantity}::int
          and product.stock <= ${MAX_LINE_QUANTITY}::int then product.stock end
      from cart, product
      where cart_items.cart_id = cart.id and cart_items.product_id = product.id
      returning cart_items.cart_id),
    inserted as (
      insert into cart_items (cart_id, product_id, quantity, notice_code, notice_available)
      select cart.id, product.id, least(${quantity}::int, product.stock, ${MAX_LINE_QUANTITY}::int),
        case when product.stock < ${quantity}::int and product.stock <= ${MAX_LINE_QUANTITY}::int then 'quantity_clamped' end,
        case when product.stock < ${quantity}::int and product.stock <= ${MAX_LINE_QUANTITY}::int then product.stock end
      from cart, product
      where not exists (select 1 from raised)
      -- A line another request added meanwhile: add to it instead.
      on conflict (cart_id, product_id) do update set
        quantity = least(cart_items.quantity + ${quantity}::int, (select stock from product), ${MAX_LINE_QUANTITY}::int),
        notice_code = case when (select stock from product) < cart_items.quantity + ${quantity}::int
          and (select stock from product) <= ${MAX_LINE_QUANTITY}::int then 'quantity_clamped' end,
        notice_available = case when (select stock from product) < cart_items.quantity + ${quantity}::int
          and (select stock from product) <= ${MAX_LINE_QUANTITY}::int then (select stock from product) end
      returning cart_id),
    line as (select cart_id from raised union all select cart_id from inserted)
    select (select stock from product) as stock,
      (select json_build_object('id', id, 'sessionId', session_id, 'userId', user_id, 'revision', revision,
        'deliveryMethodId', delivery_method_id, 'paymentMethodId', payment_method_id, 'customerData', customer_data,
        'comment', comment, 'isNewsletter', is_newsletter, 'updatedAt', updated_at)
       from cart where exists (select 1 from line)) as cart`;
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
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)));
      return true;
    }
    // Out of stock: refused with the reason (as an add is); an existing line stays as it was, with its notice.
    if (product.stock === 0) throw fieldError('quantity', ctx.t('cart.out_of_stock'), 409);
    if (current === quantity && quantity <= product.stock) {
      // Same quantity: nothing to do, but a clamp notice has been seen and can go.
      await tx
        .update(cartItems)
        .set({ noticeCode: null, noticeAvailable: null })
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)));
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
      const [found] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
      if (!found) throw fieldError(index === 0 ? 'invoice_data.country_id' : 'delivery_data.country_id', ctx.t('validation.choice'));
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
    await tx.update(carts).set({ customerData }).where(eq(carts.id, cart.id));
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
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
    if (!coupon || !coupon.isActive) throw fieldError('code', ctx.t('coupon.unknown'));
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
    await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cart.id));
    await tx.insert(cartCoupons).values({ cartId: cart.id, couponId: coupon.id, email });
    // Keep the e-mail the code was checked with for the checkout form.
    if (bodyEmail && !cart.customerData?.email) {
      await tx
        .update(carts)
        .set({ customerData: { ...customerDataOf(cart, user), email } })
        .where(eq(carts.id, cart.id));
    }
    return true;
  });
}

export function removeCoupon(ctx: RequestContext, code: string): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
    const removed = coupon
      ? await tx
          .delete(cartCoupons)
          .where(and(eq(cartCoupons.cartId, cart.id), eq(cartCoupons.couponId, coupon.id)))
          .returning()
      : [];
    if (removed.length === 0) throw new HttpError(404, ctx.t('coupon.not_in_cart'));
    return true;
  });
}

/** Chooses the delivery method; a payment method it does not allow is cleared (requirements §4). */
export function setDeliveryMethod(ctx: RequestContext, id: number): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const [method] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
    if (!method) throw fieldError('id', ctx.t('cart.delivery_unknown'));
    const [heaviest] = await tx
      .select({ kg: sql<number | null>`max(${products.weightKg})` })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.cartId, cart.id), sql`${products.stock} > 0`));
    if (availableDeliveries([method], Number(heaviest?.kg ?? 0)).length === 0) throw fieldError('id', ctx.t('cart.delivery_too_heavy'));
    const keepPayment = cart.paymentMethodId !== null && method.paymentIds.includes(cart.paymentMethodId);
    if (cart.deliveryMethodId === id && (keepPayment || cart.paymentMethodId === null)) return false;
    await tx
      .update(carts)
      .set({ deliveryMethodId: id, paymentMethodId: keepPayment ? cart.paymentMethodId : null })
      .where(eq(carts.id, cart.id));
    return true;
  });
}

/** Chooses the payment method; it must be allowed by the chosen delivery method (requirements §4). */
export function setPaymentMethod(ctx: RequestContext, id: number): Promise<Cart> {
  return mutateCart(ctx, async (tx, cart) => {
    const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    if (!method) throw fieldError('id', ctx.t('cart.payment_unknown'));
    if (cart.deliveryMethodId !== null) {
      const [delivery] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, cart.deliveryMethodId));
      if (delivery && !delivery.paymentIds.includes(id)) throw fieldError('id', ctx.t('cart.payment_not_allowed'));
    }
    if (cart.paymentMethodId === id) return false;
    await tx.update(carts).set({ paymentMethodId: id }).where(eq(carts.id, cart.id));
    return true;
  });
}

/**
 * Login merge (requirements §6): the visitor's cart joins the customer's — quantities summed and clamped
 * to stock, the visitor's latest choices (methods, customer data, coupon) win where set — and the
 * visitor's favourites are added to the customer's.
 */
export async function mergeIntoUser(tx: Db, sessionId: number, userId: number): Promise<void> {
  const [visitor] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
  if (visitor) {
    const [existing] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
    if (!existing) {
      await tx
        .update(carts)
        .set({ sessionId: null, userId, revision: sql`${carts.revision} + 1` })
        .where(eq(carts.id, visitor.id));
    } else {
      const lines = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity, stock: products.stock })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, visitor.id));
      for (const line of lines) {
        const current = await lineQuantity(tx, existing, line.productId);
        await writeLine(
          tx,
          existing,
          line.productId,
          (current ?? 0) + line.quantity,
          Math.max(0, line.stock) || line.quantity,
          current !== null,
        );
      }
      const visitorCoupons = await tx.select().from(cartCoupons).where(eq(cartCoupons.cartId, visitor.id));
      if (visitorCoupons.length) {
        await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, existing.id));
        await tx.insert(cartCoupons).values(visitorCoupons.map((coupon) => ({ ...coupon, cartId: existing.id })));
      }
      await tx
        .update(carts)
        .set({
          revision: sql`greatest(${carts.revision}, ${visitor.revision}) + 1`,
          deliveryMethodId: visitor.deliveryMethodId ?? existing.deliveryMethodId,
          paymentMethodId: visitor.deliveryMethodId ? visitor.paymentMethodId : (visitor.paymentMethodId ?? existing.paymentMethodId),
          customerData: visitor.customerData ?? existing.customerData,
          comment: visitor.comment ?? existing.comment,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, existing.id));
      await tx.delete(carts).where(eq(carts.id, visitor.id));
    }
  }
  await tx.execute(sql`
    insert into favourites (user_id, product_id, created_at)
    select ${userId}, product_id, created_at from favourites where session_id = ${sessionId}
    on conflict (user_id, product_id) do nothing`);
  await tx.execute(sql`delete from favourites where session_id = ${sessionId}`);
}
