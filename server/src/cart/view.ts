import {
  type Cart,
  cartView,
  type CartTotals,
  type CartView,
  type CustomerData,
  type DeliveryMethod,
  type HomeDelivery,
  type LineNotice,
  type PaymentMethod,
  type SummaryLine,
} from 'otthon/contract';
import { rankCartSimilar } from 'otthon/core';
import type { ShopData, ShopRequest, UserRow } from '../application/context.js';
import type { Db } from '../db/client.js';
import type { StoredCoupon, StoredCustomerData } from '../db/schema.js';
import { type Locale, type Parcel, productParcel } from '../domain.js';
import { methodCode, methodOffered, methodProvider } from '../payments/card-provider.js';
import type { PaymentProviders } from '../payments/config.js';
import { type CatalogSnapshot, catalog, productView, similarCandidate, withStock, type ProductRow } from '../catalog/snapshot.js';
import { pickupPointById } from '../delivery/pickup-points.js';
import { bumpCartRevision, type CartContents, type CartOwner, cartContents, type CartRow, type CouponRow, lockCart } from './queries.js';
import type { DeliveryRow, PaymentRow } from '../shared/reference-queries.js';

export type { DeliveryRow, PaymentRow } from '../shared/reference-queries.js';
export { type CartOwner, type CartRow, lockCart } from './queries.js';

/**
 * Whose cart and how it is shown: the request's language, currency, clock, session and customer,
 * and the shop's data (no transport).
 */
export type CartRequest = Pick<ShopRequest, 'locale' | 'currency' | 'now' | 'session' | 'user'> & Pick<ShopData, 'db' | 'app' | 'catalog'>;

/** A customer's cart belongs to the customer; a visitor's to the session (requirements §6). */
export async function currentOwner(ctx: Pick<ShopRequest, 'session'>): Promise<CartOwner | null> {
  const session = await ctx.session();
  if (!session) return null;
  return session.userId ? { userId: session.userId } : { sessionId: session.id };
}

export const emptyCustomerData = (user: UserRow | null): StoredCustomerData =>
  user?.customerData
    ? { ...user.customerData, email: user.customerData.email ?? user.email }
    : {
        email: user?.email ?? null,
        phone: user?.phone ?? null,
        invoice_data: null,
        delivery_data: null,
        is_delivery_same_as_invoice: true,
      };

export function customerDataOf(cart: CartRow | null, user: UserRow | null): CustomerData {
  const data = cart?.customerData ?? emptyCustomerData(user);
  return {
    email: data.email ?? user?.email ?? null,
    phone: data.phone ?? null,
    invoice_data: data.invoice_data ? { ...data.invoice_data } : null,
    delivery_data: data.delivery_data ? { ...data.delivery_data } : null,
    is_delivery_same_as_invoice: data.is_delivery_same_as_invoice,
  };
}

export interface CartState {
  cart: CartRow | null;
  view: Cart;
  /** The contract's whole view of the cart, the answer and what it was decided on. */
  cartView: CartView;
  totals: CartTotals & {
    lines: SummaryLine[];
    /** What an order keeps of the coupon: `null` unless it takes something off. */
    appliedCoupon: StoredCoupon | null;
  };
  /** Raw lines with stock and the product row, for placing an order. */
  items: { row: ProductRow; quantity: number; stock: number }[];
  /** One parcel per piece in stock. */
  parcels: Parcel[];
  delivery: DeliveryRow | null;
  payment: PaymentRow | null;
  coupon: { row: CouponRow; email: string } | null;
  /** The home delivery's choice and prices while the chosen method has home service. */
  homeDelivery: HomeDelivery | null;
}

export function serializePayment(row: PaymentRow, locale: Locale, providers: PaymentProviders): PaymentMethod {
  return {
    id: row.id,
    code: methodCode(row),
    title: row.title[locale],
    description: row.description[locale],
    is_online: row.isOnline,
    provider: methodProvider(row, providers),
  };
}

/** Every kind paired with itself and with what goes with it, as two parallel `int[]` literals for SQL. */
function kindPairs(snapshot: Pick<CatalogSnapshot, 'categories' | 'complements'>): { kinds: string; related: string } {
  const pairs = snapshot.categories.flatMap(({ id }) => [id, ...(snapshot.complements.get(id) ?? [])].map((related) => [id, related] as const));
  return { kinds: `{${pairs.map(([kind]) => kind).join(',')}}`, related: `{${pairs.map(([, related]) => related).join(',')}}` };
}

/**
 * The stored cart read for the contract's answer: the lines with their products' stock, the
 * coupon, the choices; every figure and rule of the answer is the contract's `cartView`, which
 * the mock shop runs too.
 */
export async function loadCartState(ctx: CartRequest, db: Db = ctx.db, cart?: CartRow | null): Promise<CartState> {
  const user = await ctx.user();
  const owner = cart === undefined ? await currentOwner(ctx) : null;
  const snapshot = await catalog(ctx);
  // A method bound to a provider is offered only while that provider is on beside another.
  const paymentRows = snapshot.reference.payments.filter((method) => methodOffered(method, ctx.app.providers));
  const contents: CartContents = cart
    ? await cartContents(db, { cartId: cart.id }, kindPairs(snapshot))
    : owner
      ? await cartContents(db, { owner }, kindPairs(snapshot))
      : { cart: null, lines: [], coupons: [], similar: [] };
  const row = cart === undefined ? (contents.cart ?? null) : cart;
  const rates = snapshot.reference.rates;
  const { locale, currency } = ctx;

  const itemRows = contents.lines.flatMap((line) => {
    const [product] = withStock(snapshot, [[line.productId, line.stock]]);
    return product
      ? [{ ...product, quantity: line.quantity, noticeCode: line.noticeCode, noticeAvailable: line.noticeAvailable, restockOn: line.restockOn }]
      : [];
  });
  const couponRow = contents.coupons[0] ?? null;
  const view = cartView({
    locale,
    currency,
    rates,
    now: ctx.now(),
    revision: row?.revision ?? 0,
    lines: itemRows.map((item) => ({
      product: productView(snapshot, { id: item.id, stock: Math.max(0, item.stock) }, locale, currency),
      quantity: item.quantity,
      stock: item.stock,
      notice: item.noticeCode ? { code: item.noticeCode as LineNotice['code'], available: item.noticeAvailable ?? Math.max(0, item.stock) } : null,
      restockOn: item.restockOn,
      parcel: productParcel(item),
      assembly: item.assemblyKind,
      costNetHuf: item.costNetHuf,
      weightKg: item.weightKg,
    })),
    deliveryMethods: snapshot.reference.deliveries.map((method) => ({
      id: method.id,
      code: method.code as DeliveryMethod['code'],
      title: method.title[locale],
      description: method.description[locale],
      feeGrossHuf: method.priceGrossHuf,
      freeFromGrossHuf: method.freeFromGrossHuf,
      paymentIds: method.paymentIds,
      maxItemWeightKg: method.maxItemWeightKg,
      pickupCarriers: method.pickupCarriers,
    })),
    paymentMethods: paymentRows.map((method) => serializePayment(method, locale, ctx.app.providers)),
    coupon: couponRow && {
      code: couponRow.coupon.code,
      type: couponRow.coupon.type,
      value: couponRow.coupon.value,
      minOrderGrossHuf: couponRow.coupon.minOrderGrossHuf,
      description: couponRow.coupon.description[locale],
    },
    choice: {
      deliveryMethodId: row?.deliveryMethodId ?? null,
      paymentMethodId: row?.paymentMethodId ?? null,
      pickupPoint: row?.pickupPointId ? await pickupPointById(db, row.pickupPointId) : null,
      homeDelivery: row?.homeDelivery ?? null,
    },
    // The lines in the cart's order, each line's suggestions in turn, nothing of a model in the cart.
    similar: rankCartSimilar(itemRows.map(similarCandidate), withStock(snapshot, contents.similar).map(similarCandidate), snapshot.complements).map((product) =>
      productView(snapshot, product, locale, currency),
    ),
    customer: customerDataOf(row, user),
    comment: row?.comment ?? null,
    newsletter: row?.isNewsletter ?? false,
  });
  const outcome = view.totals.couponOutcome;
  return {
    cart: row,
    view: view.cart,
    cartView: view,
    totals: {
      ...view.totals,
      lines: view.priced,
      // What an order keeps of the coupon: only one that takes something off.
      appliedCoupon:
        couponRow && outcome?.reached
          ? {
              code: couponRow.coupon.code,
              type: couponRow.coupon.type,
              value: outcome.value,
              description: couponRow.coupon.description,
              discount_net: outcome.discount_net,
              discount_gross: outcome.discount_gross,
            }
          : null,
    },
    items: view.lines.map(({ quantity, stock }, index) => ({ row: itemRows[index]!, quantity, stock })),
    parcels: view.parcels,
    delivery: snapshot.reference.deliveries.find((method) => method.id === view.delivery?.id) ?? null,
    payment: paymentRows.find((method) => method.id === view.paymentMethodId) ?? null,
    coupon: couponRow ? { row: couponRow.coupon, email: couponRow.email } : null,
    homeDelivery: view.homeDelivery,
  };
}

/**
 * Runs a change of the shopper's cart in one transaction with the cart row locked, bumps the
 * revision when something changed, and answers the whole cart.
 */
export async function mutateCart(ctx: CartRequest, change: (tx: Db, cart: CartRow) => Promise<boolean>): Promise<Cart> {
  const owner = await currentOwner(ctx);
  if (!owner) throw new Error('mutateCart() needs a session; the CSRF check guarantees one.');
  // Read what the change may need before the transaction: the embedded database has a single
  // connection, so a query outside the transaction would wait for it to end.
  await Promise.all([ctx.user(), ctx.catalog()]);
  const cart = await ctx.db.transaction(async (tx) => {
    const locked = await lockCart(tx as unknown as Db, owner);
    const changed = await change(tx as unknown as Db, locked);
    if (!changed) return locked;
    return bumpCartRevision(tx as unknown as Db, locked.id);
  });
  return (await loadCartState(ctx, ctx.db, cart)).view;
}
