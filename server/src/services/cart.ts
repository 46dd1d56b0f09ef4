import type { Cart, CustomerData, DeliveryMethod, HomeDelivery, LineNotice, PaymentMethod } from 'otthon/contract';
import {
  assemblyPriceHuf,
  rankCartSimilar,
  type HomeServicePiece,
  homeServiceFigures,
  civilDateTime,
  NO_HOME_SERVICE,
  offersHomeService,
  serviceAmount,
} from 'otthon/core';
import type { RequestContext, UserRow } from '../application/context.js';
import type { Db } from '../db/client.js';
import type { StoredCustomerData } from '../db/schema.js';
import {
  DELIVERY_LEAD_TIMES,
  deliveryWindowBy,
  formatMoney,
  methodDeliveryWindow,
  methodCarriers,
  methodRefusal,
  type Parcel,
  productDeliveryWindow,
  productParcel,
  shipsFree,
  type CurrencyCode,
  type DeliveryWindow,
  type Locale,
} from '../domain.js';
import { t } from '../messages/index.js';
import { methodCode, methodOffered, methodProvider } from '../payments/card-provider.js';
import type { PaymentProviders } from '../payments/config.js';
import { computeTotals, type CartTotals, type LineInput } from './cart-math.js';
import { type CatalogSnapshot, catalog, productView, similarCandidate, withStock, type ProductRow } from './catalog.js';
import { pickupPointById } from './pickup-points.js';
import { promisingMethod, promisingMethods } from './delivery.js';
import { bumpCartRevision, type CartContents, type CartOwner, cartContents, type CartRow, type CouponRow, lockCart } from '../queries/carts.js';
import type { DeliveryRow, PaymentRow } from '../queries/reference.js';

import { priceOfNet, type Rates } from './pricing.js';

export type { DeliveryRow, PaymentRow } from '../queries/reference.js';
export { type CartOwner, type CartRow, lockCart } from '../queries/carts.js';

/** A customer's cart belongs to the customer; a visitor's to the session (requirements §6). */
export async function currentOwner(ctx: RequestContext): Promise<CartOwner | null> {
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
  totals: CartTotals;
  /** Raw lines with stock and the product row, for placing an order. */
  items: { row: ProductRow; quantity: number; stock: number }[];
  delivery: DeliveryRow | null;
  payment: PaymentRow | null;
  coupon: { row: CouponRow; email: string } | null;
  /** The home delivery's choice and prices while the chosen method has home service. */
  homeDelivery: HomeDelivery | null;
}

function lineNotice(locale: Locale, code: LineNotice['code'], available: number): LineNotice {
  const message = code === 'out_of_stock' ? t(locale, 'cart.line_out_of_stock') : t(locale, 'cart.quantity_clamped', { available });
  return { code, message, available };
}

export function serializeDelivery(
  row: DeliveryRow,
  locale: Locale,
  currency: CurrencyCode,
  rates: Rates,
  free: boolean,
  window: DeliveryWindow,
  offeredPaymentIds: ReadonlySet<number>,
  parcels: readonly Parcel[],
): DeliveryMethod {
  const fee = free ? { net: 0, gross: 0 } : priceOfNet(row.priceNetHuf, currency, rates);
  return {
    id: row.id,
    code: row.code as DeliveryMethod['code'],
    title: row.title[locale],
    description: row.description[locale],
    price_net: fee.net,
    price_gross: fee.gross,
    payment_ids: row.paymentIds.filter((id) => offeredPaymentIds.has(id)),
    lead_days: DELIVERY_LEAD_TIMES[promisingMethod(row).code],
    delivery_window: window,
    needs_pickup_point: row.pickupCarriers.length > 0,
    pickup_carriers: methodCarriers(row, parcels),
    home_service: offersHomeService(row.code as DeliveryMethod['code']),
  };
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

/** Delivery methods that can take every piece in stock (parcel lockers refuse a sofa): the package's `methodRefusal`. */
export function availableDeliveries(all: DeliveryRow[], parcels: readonly Parcel[]): DeliveryRow[] {
  return all.filter((method) => methodRefusal(method, parcels) === null);
}

/** One parcel per piece of the lines in stock. */
export const parcelsOf = (
  items: readonly { row: Pick<ProductRow, 'dimensions' | 'weightKg' | 'packedSize' | 'packedWeightKg'>; quantity: number; stock: number }[],
): Parcel[] => items.flatMap(({ row, quantity, stock }) => Array.from({ length: Math.min(quantity, stock) }, () => productParcel(row)));

/** The first day the cart's goods can arrive by the method (its promise as the cart shows it); the order day for a method not offered. */
export function deliveryEarliest(view: Cart, methodId: number, now: Date): string {
  return view.delivery_methods.find((method) => method.id === methodId)?.delivery_window.earliest ?? civilDateTime(now).date;
}

/** The pieces in stock as the home delivery's prices read them: packed weight and how each is put together. */
export const homePiecesOf = (
  items: readonly { row: Pick<ProductRow, 'dimensions' | 'weightKg' | 'packedSize' | 'packedWeightKg' | 'assemblyKind'>; quantity: number; stock: number }[],
): HomeServicePiece[] =>
  items.flatMap(({ row, quantity, stock }) =>
    stock > 0 ? [{ weightKg: productParcel(row).weightKg, assembly: row.assemblyKind, quantity: Math.min(quantity, stock) }] : [],
  );

/** Every kind paired with itself and with what goes with it, as two parallel `int[]` literals for SQL. */
function kindPairs(snapshot: Pick<CatalogSnapshot, 'categories' | 'complements'>): { kinds: string; related: string } {
  const pairs = snapshot.categories.flatMap(({ id }) => [id, ...(snapshot.complements.get(id) ?? [])].map((related) => [id, related] as const));
  return { kinds: `{${pairs.map(([kind]) => kind).join(',')}}`, related: `{${pairs.map(([, related]) => related).join(',')}}` };
}

/**
 * The cart as the contract answers it, every figure computed here: line prices by tier, stock
 * notices, coupon, delivery fee and free shipping, the summary, similar products.
 */
export async function loadCartState(ctx: RequestContext, db: Db = ctx.db, cart?: CartRow | null): Promise<CartState> {
  const user = await ctx.user();
  const owner = cart === undefined ? await currentOwner(ctx) : null;
  const snapshot = await catalog(ctx);
  const { deliveries: deliveryRows } = snapshot.reference;
  // A method bound to a provider is offered only while that provider is on beside another.
  const paymentRows = snapshot.reference.payments.filter((method) => methodOffered(method, ctx.app.providers));
  const offeredPaymentIds = new Set(paymentRows.map((method) => method.id));
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
  const couponRows = contents.coupons;

  const lines: LineInput[] = [];
  const items: CartState['items'] = [];
  for (const item of itemRows) {
    const stock = Math.max(0, item.stock);
    let quantity = item.quantity;
    let notice: LineNotice | null = item.noticeCode ? lineNotice(locale, item.noticeCode as LineNotice['code'], item.noticeAvailable ?? stock) : null;
    if (stock === 0) notice = lineNotice(locale, 'out_of_stock', 0);
    else if (quantity > stock) {
      // Stock fell since the line was written: show what can be bought, and say so.
      quantity = stock;
      notice = lineNotice(locale, 'quantity_clamped', stock);
    }
    const assembly = assemblyPriceHuf(item.assemblyKind);
    const assemblyPrice = assembly === null ? null : serviceAmount(assembly, currency, rates);
    lines.push({
      product: productView(snapshot, { id: item.id, stock }, locale, currency),
      quantity,
      stock,
      costNetHuf: item.costNetHuf,
      notice,
      assembly: assemblyPrice && { price_net: assemblyPrice.net, price_gross: assemblyPrice.gross },
    });
    items.push({ row: item, quantity, stock });
  }

  const parcels = parcelsOf(items);
  const offered = availableDeliveries(deliveryRows, parcels);
  const delivery = offered.find((method) => method.id === row?.deliveryMethodId) ?? null;
  const payment = paymentRows.find((method) => method.id === row?.paymentMethodId && (!delivery || delivery.paymentIds.includes(method.id))) ?? null;
  const couponRow = couponRows[0] ?? null;
  const homeChoice = delivery && offersHomeService(delivery.code as DeliveryMethod['code']) ? (row?.homeDelivery ?? NO_HOME_SERVICE) : null;
  const homeFigures = homeChoice ? homeServiceFigures(homeChoice, homePiecesOf(items), currency, rates) : null;
  const homeDelivery: HomeDelivery | null = homeChoice && homeFigures ? { ...homeChoice, ...homeFigures } : null;

  const totals = computeTotals({
    lines,
    coupon: couponRow?.coupon ?? null,
    delivery: delivery ? { priceNetHuf: delivery.priceNetHuf, freeFromGrossHuf: delivery.freeFromGrossHuf } : null,
    homeService: homeFigures && { net: homeFigures.total_net, gross: homeFigures.total_gross },
    currency,
    rates,
    couponText: {
      description: (coupon) => coupon.description[locale],
      minimumMissing: (amount) => t(locale, 'coupon.minimum_missing', { amount: formatMoney(amount, currency) }),
    },
  });

  // The lines in the cart's order, each line's suggestions in turn, nothing of a model in the cart.
  const similar = rankCartSimilar(itemRows.map(similarCandidate), withStock(snapshot, contents.similar).map(similarCandidate), snapshot.complements).map(
    (product) => productView(snapshot, product, locale, currency),
  );

  // The delivery promise: each line by the chosen method (else the quickest that takes it), each
  // offered method by the latest of the lines that can be bought now.
  const now = ctx.now();
  const promised = itemRows.map((item) => ({ stock: Math.max(0, item.stock), restockOn: item.restockOn, weightKg: item.weightKg }));
  const methods = promisingMethods(offered);
  const chosen = delivery ? promisingMethod(delivery) : null;
  const lineWindow = (index: number, quantity: number) => {
    const product = promised[index]!;
    return chosen ? deliveryWindowBy(chosen, product, now, Math.max(quantity, 1)) : productDeliveryWindow(methods, product, now, Math.max(quantity, 1));
  };
  const toOrder = items.flatMap((item, index) => (item.stock > 0 ? [{ product: promised[index]!, quantity: item.quantity }] : []));

  const view: Cart = {
    revision: row?.revision ?? 0,
    products: totals.lines.map(({ purchasable: _purchasable, cost_net: _cost, ...line }, index) => ({
      ...line,
      delivery_window: lineWindow(index, line.quantity),
    })),
    similar_products: similar,
    coupons: totals.coupons,
    delivery_methods: offered.map((method) =>
      serializeDelivery(
        method,
        locale,
        currency,
        rates,
        shipsFree(totals.afterCouponGrossHuf, method.freeFromGrossHuf),
        methodDeliveryWindow(promisingMethod(method), toOrder, now),
        offeredPaymentIds,
        parcels,
      ),
    ),
    payment_methods: paymentRows.map((method) => serializePayment(method, locale, ctx.app.providers)),
    delivery_method: delivery?.id ?? null,
    pickup_point: delivery && row?.pickupPointId ? await pickupPointById(db, row.pickupPointId) : null,
    home_delivery: homeDelivery,
    payment_method: payment?.id ?? null,
    customer_data: customerDataOf(row, user),
    summary: totals.summary,
    comment: row?.comment ?? null,
    is_newsletter_subscription: row?.isNewsletter ?? false,
  };
  return {
    cart: row,
    view,
    totals,
    items,
    delivery,
    payment,
    coupon: couponRow ? { row: couponRow.coupon, email: couponRow.email } : null,
    homeDelivery,
  };
}

/**
 * Runs a change of the shopper's cart in one transaction with the cart row locked, bumps the
 * revision when something changed, and answers the whole cart.
 */
export async function mutateCart(ctx: RequestContext, change: (tx: Db, cart: CartRow) => Promise<boolean>): Promise<Cart> {
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
