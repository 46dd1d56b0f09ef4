/**
 * The cart's state changes, once for every implementation of the contract: the reference server
 * runs them over PostgreSQL (one transaction with the cart row locked), the `otthon/msw` mock shop
 * over its in-memory state. The engine decides — what a change does, what it refuses and with which
 * words — and a `CartStore` only reads and writes. Each change answers whether it changed the cart,
 * so the store's owner bumps the revision only then. The rules are in docs/requirements.md (the
 * cart, coupons, delivery and payment).
 */
import type { z } from 'zod';
import { formatMoney } from '../domain/money.js';
import type { CivilDate, PromisingMethod } from '../domain/delivery.js';
import { type DeliverySlotChoice, type HomeDeliveryChoice, sameSlot, slotDates, slotProblem } from '../domain/home-delivery.js';
import { methodCarriers, methodRefusal, type Parcel, type PickupCarrier } from '../domain/pickup.js';
import type { CurrencyCode, Locale } from '../domain/constants.js';
import { type CustomerData, type customerBodySchema, keptCustomerData } from './cart.js';
import { apiMessage } from './messages.js';
import { fieldRefusal, fieldsRefusal, refusal, ShopRefusal } from './refusal.js';

/** No line holds more pieces than this. */
export const MAX_LINE_QUANTITY = 999;

/** The notice a line keeps when it holds fewer pieces than were asked for. */
export interface ClampNotice {
  code: 'quantity_clamped';
  available: number;
}

/** A line as the engine writes it. */
export interface LineWrite {
  quantity: number;
  notice: ClampNotice | null;
}

/**
 * A line asked to hold `wanted` pieces of a product with `stock` in stock: never more than the
 * stock (nor {@link MAX_LINE_QUANTITY}), and never silently fewer — a line cut to the stock says so.
 */
export function clampedLine(wanted: number, stock: number): LineWrite {
  const available = Math.max(0, stock);
  const quantity = Math.min(wanted, available, MAX_LINE_QUANTITY);
  const cut = available < wanted && available <= MAX_LINE_QUANTITY;
  return { quantity, notice: cut ? { code: 'quantity_clamped', available } : null };
}

/**
 * A line of the visitor's cart joining the customer's at login: the pieces of both summed and cut
 * to the stock; a product out of stock keeps the visitor's pieces (the cart shows it out of stock).
 */
export function mergedLine(current: number | null, added: number, stock: number): LineWrite {
  return clampedLine((current ?? 0) + added, Math.max(0, stock) || added);
}

/** What a cart remembers besides its lines, as a login's merge reads it; `null` where nothing was chosen. */
export interface CartChoices<Customer> {
  deliveryMethodId: number | null;
  pickupPointId: string | null;
  paymentMethodId: number | null;
  customerData: Customer | null;
  comment: string | null;
}

/**
 * A login's merge of what the carts remember: the visitor's latest choices win where set. The
 * locker goes with the delivery method it was chosen for, and so does the payment method when the
 * visitor chose a delivery method (the pair must fit). The rest of the merge is the stores': the
 * customer's home-delivery details stay, the visitor's coupon (if any) replaces the customer's, and
 * the merged cart's revision goes above both carts'.
 */
export function mergedChoices<Customer>(visitor: CartChoices<Customer>, customer: CartChoices<Customer>): CartChoices<Customer> {
  const visitorChoseDelivery = visitor.deliveryMethodId !== null;
  return {
    deliveryMethodId: visitor.deliveryMethodId ?? customer.deliveryMethodId,
    pickupPointId: visitorChoseDelivery ? visitor.pickupPointId : customer.pickupPointId,
    paymentMethodId: visitorChoseDelivery ? visitor.paymentMethodId : (visitor.paymentMethodId ?? customer.paymentMethodId),
    customerData: visitor.customerData ?? customer.customerData,
    comment: visitor.comment ?? customer.comment,
  };
}

/** A coupon as the engine checks it. */
export interface StoredCoupon {
  /** The store's own handle (a row id, the code). */
  id: number | string;
  code: string;
  active: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
  /** How many orders may use it; null for any number. */
  maxUses: number | null;
  usedCount: number;
  /** Issued to one customer: only the logged-in account with this address may use it. */
  holderEmail: string | null;
  /** The items' gross forint total must reach this; null for no minimum. */
  minOrderGrossHuf: number | null;
}

/** A delivery method as the engine checks it. */
export interface StoredDeliveryMethod extends PromisingMethod {
  id: number;
  /** The payment methods it allows. */
  paymentIds: readonly number[];
  /** The carriers whose lockers and pick-up points it delivers to; empty for a method without points. */
  pickupCarriers: readonly PickupCarrier[];
  /** Whether it is the furniture home delivery, with carry-in, assembly and a booked slot. */
  homeService: boolean;
}

/** The delivery and payment chosen for a cart, with the locker or pick-up point of a method that needs one. */
export interface ChosenMethods {
  deliveryMethodId: number | null;
  paymentMethodId: number | null;
  pickupPointId: string | null;
}

/** The consents saved with the customer data. */
export interface StoredConsents {
  accept_privacy?: boolean | undefined;
  accept_terms?: boolean | undefined;
}

/** What the cart engine reads and writes: one shopper's cart, inside whatever transaction its owner runs. */
export interface CartStore {
  readonly locale: Locale;
  readonly currency: CurrencyCode;
  now(): Date;
  /** The logged-in customer's address, or null for a visitor. */
  userEmail(): Promise<string | null>;

  /** The product's pieces in stock (0 or fewer when sold out); null when the shop has no such product. */
  stockOf(productId: number): Promise<number | null>;
  /** How many pieces of the product the cart holds; null for no line. */
  lineQuantity(productId: number): Promise<number | null>;
  writeLine(productId: number, line: LineWrite, exists: boolean): Promise<void>;
  removeLine(productId: number): Promise<void>;
  /** Drops a line's clamp notice (it has been seen). */
  clearLineNotice(productId: number): Promise<void>;
  /**
   * Adds pieces to a line, creating the cart and the line as needed, clamped as
   * {@link clampedLine} says — nothing when the product is sold out or unknown. Answers the
   * product's stock (null for an unknown product).
   */
  addPieces(productId: number, quantity: number): Promise<number | null>;

  countryExists(id: number): Promise<boolean>;
  /** The customer data's saved e-mail address, or null. */
  savedEmail(): Promise<string | null>;
  savedConsents(): Promise<StoredConsents>;
  saveCustomer(data: CustomerData, consents: StoredConsents): Promise<void>;
  /** Saves the address a coupon was checked with into otherwise unchanged customer data. */
  saveEmail(email: string): Promise<void>;

  /** The coupon by its code in upper case; null for none. */
  coupon(code: string): Promise<StoredCoupon | null>;
  /** The cart's items' gross total in the request's currency, before any coupon. */
  itemsGross(): Promise<number>;
  /** Gross forints in the request's currency. */
  fromHuf(grossHuf: number): Promise<number>;
  /** The cart's coupon becomes this one (one coupon per cart), checked with `email`. */
  replaceCoupon(coupon: StoredCoupon, email: string): Promise<void>;
  /** Removes the coupon with this code in upper case; false when the cart has none such. */
  removeCoupon(code: string): Promise<boolean>;

  deliveryMethod(id: number): Promise<StoredDeliveryMethod | null>;
  paymentMethodExists(id: number): Promise<boolean>;
  /** One parcel per piece in the cart that is in stock (packed size and weight). */
  parcelsInStock(): Promise<Parcel[]>;
  /** The locker or pick-up point by the shop's id; null when there is none such. */
  pickupPoint(id: string): Promise<{ id: string; carrier: PickupCarrier } | null>;
  chosenMethods(): Promise<ChosenMethods>;
  setMethods(methods: ChosenMethods): Promise<void>;
  /** The home delivery's floor, assembly and slot as chosen; null when nothing was. */
  homeDelivery(): Promise<HomeDeliveryChoice | null>;
  setHomeDelivery(choice: HomeDeliveryChoice): Promise<void>;
  /** The first day the cart's goods can arrive by the method (its delivery promise's earliest day). */
  deliveryEarliest(methodId: number): Promise<CivilDate>;
  /** How many orders hold the slot (placed and not cancelled). */
  slotBookings(slot: DeliverySlotChoice): Promise<number>;
}

const refuseUnknownProduct = (locale: Locale) => refusal(locale, 404, 'catalog.product_not_found');

/** Adds pieces; an unknown product is 404, a sold-out one 409, and neither creates a cart. */
export async function addProduct(store: CartStore, productId: number, quantity: number): Promise<true> {
  const stock = await store.addPieces(productId, quantity);
  if (stock === null) throw refuseUnknownProduct(store.locale);
  if (stock <= 0) throw fieldRefusal(store.locale, 'product_id', 'cart.out_of_stock', {}, 409);
  return true;
}

/**
 * Sets a line's quantity: 0 removes it; the same quantity changes nothing (a clamp notice that was
 * seen goes); a sold-out product is refused with the reason and its line kept as it was.
 */
export async function setQuantity(store: CartStore, productId: number, request: { product_id?: number | undefined; quantity: number }): Promise<boolean> {
  const { locale } = store;
  if (request.product_id !== undefined && request.product_id !== productId) throw fieldRefusal(locale, 'product_id', 'cart.product_mismatch');
  const stock = await store.stockOf(productId);
  if (stock === null) throw refuseUnknownProduct(locale);
  const current = await store.lineQuantity(productId);
  const { quantity } = request;
  if (quantity === 0) {
    if (current === null) return false;
    await store.removeLine(productId);
    return true;
  }
  if (stock <= 0) throw fieldRefusal(locale, 'quantity', 'cart.out_of_stock', {}, 409);
  if (current === quantity && quantity <= stock) {
    await store.clearLineNotice(productId);
    return false;
  }
  await store.writeLine(productId, clampedLine(quantity, stock), current !== null);
  return true;
}

type CustomerBody = z.output<typeof customerBodySchema>;

/**
 * Saves the customer, billing and shipping data as the contract keeps it (a company's name, no
 * company fields for an individual, "same as billing" ships there); a consent left out keeps what
 * an earlier save gave, `false` withdraws it. Unknown countries are refused field by field.
 */
export async function updateCustomer(store: CartStore, body: CustomerBody): Promise<true> {
  const errors: Record<string, string[]> = {};
  const countries: [string, number][] = [['invoice_data.country_id', body.invoice_data.country_id]];
  if (!body.is_delivery_same_as_invoice && body.delivery_data) countries.push(['delivery_data.country_id', body.delivery_data.country_id]);
  for (const [field, id] of countries) {
    if (!(await store.countryExists(id))) errors[field] = [apiMessage(store.locale, 'validation.choice')];
  }
  if (Object.keys(errors).length > 0) throw fieldsRefusal(store.locale, errors);
  const earlier = await store.savedConsents();
  await store.saveCustomer(keptCustomerData(body), {
    accept_privacy: body.accept_privacy ?? earlier.accept_privacy,
    accept_terms: body.accept_terms ?? earlier.accept_terms,
  });
  return true;
}

/**
 * Whether the shopper may use a coupon issued to `holderEmail` (null: issued to nobody): only
 * logged in to the account with that address — an address typed at checkout proves nothing.
 * Answers the refusal's sentence, or null.
 */
export function couponHolderProblem(holderEmail: string | null, userEmail: string | null): 'coupon.login_required' | 'coupon.email_mismatch' | null {
  if (!holderEmail) return null;
  if (!userEmail) return 'coupon.login_required';
  return userEmail.toLowerCase() === holderEmail.toLowerCase() ? null : 'coupon.email_mismatch';
}

/**
 * Applies a coupon. It needs an e-mail address — the request's, the checkout's or the logged-in
 * customer's — and must be active, started, unexpired, not used up, issued to nobody or to the
 * logged-in customer (an address typed at checkout proves nothing), and reached by the cart's
 * gross items. One coupon per cart: a new one replaces the old.
 */
export async function applyCoupon(store: CartStore, request: { code: string; email?: string | undefined }): Promise<true> {
  const { locale } = store;
  const coupon = await store.coupon(request.code.trim().toUpperCase());
  if (!coupon?.active) throw fieldRefusal(locale, 'code', 'coupon.unknown');
  const userEmail = await store.userEmail();
  const savedEmail = await store.savedEmail();
  const email = (request.email ?? savedEmail ?? userEmail ?? '').trim().toLowerCase();
  if (!email) throw fieldRefusal(locale, 'email', 'coupon.email_required');
  const now = store.now().getTime();
  if (coupon.startsAt && coupon.startsAt.getTime() > now) throw fieldRefusal(locale, 'code', 'coupon.not_started');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) throw fieldRefusal(locale, 'code', 'coupon.expired');
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw fieldRefusal(locale, 'code', 'coupon.used_up');
  const holder = couponHolderProblem(coupon.holderEmail, userEmail);
  if (holder) throw fieldRefusal(locale, 'code', holder);
  if (coupon.minOrderGrossHuf !== null) {
    const minimum = await store.fromHuf(coupon.minOrderGrossHuf);
    if ((await store.itemsGross()) < minimum) throw fieldRefusal(locale, 'code', 'coupon.minimum', { amount: formatMoney(minimum, store.currency) });
  }
  await store.replaceCoupon(coupon, email);
  // The address the code was checked with is kept for the checkout form.
  if (request.email && !savedEmail) await store.saveEmail(email);
  return true;
}

/** Removes a coupon from the cart; 404 when the cart has none with that code. */
export async function removeCoupon(store: CartStore, code: string): Promise<true> {
  if (!(await store.removeCoupon(code.trim().toUpperCase()))) throw refusal(store.locale, 404, 'coupon.not_in_cart');
  return true;
}

/**
 * Chooses the delivery method: one of the shop's that takes every piece in stock (by weight, and
 * for lockers and pick-up points by a carrier's box); a payment method it does not allow is
 * cleared. For a method with points, `pickupPointId` chooses the point (one of a carrier that takes
 * the cart); left out, the point chosen before stays while the method does; null clears it.
 */
export async function chooseDelivery(store: CartStore, id: number, pickupPointId?: string | null): Promise<boolean> {
  const { locale } = store;
  const method = await store.deliveryMethod(id);
  if (!method) throw fieldRefusal(locale, 'id', 'cart.delivery_unknown');
  const parcels = await store.parcelsInStock();
  const refusal = methodRefusal(method, parcels);
  if (refusal) throw fieldRefusal(locale, 'id', refusal === 'too_heavy' ? 'cart.delivery_too_heavy' : 'cart.delivery_too_large');
  const chosen = await store.chosenMethods();
  let point: string | null = null;
  if (pickupPointId) {
    if (method.pickupCarriers.length === 0) throw fieldRefusal(locale, 'pickup_point_id', 'cart.pickup_point_carrier');
    const found = await store.pickupPoint(pickupPointId);
    if (!found) throw fieldRefusal(locale, 'pickup_point_id', 'cart.pickup_point_unknown');
    if (!methodCarriers(method, parcels).includes(found.carrier)) throw fieldRefusal(locale, 'pickup_point_id', 'cart.pickup_point_carrier');
    point = found.id;
  } else if (pickupPointId === undefined && chosen.deliveryMethodId === id && method.pickupCarriers.length > 0) point = chosen.pickupPointId;
  const keepPayment = chosen.paymentMethodId !== null && method.paymentIds.includes(chosen.paymentMethodId);
  const next: ChosenMethods = { deliveryMethodId: id, paymentMethodId: keepPayment ? chosen.paymentMethodId : null, pickupPointId: point };
  if (chosen.deliveryMethodId === next.deliveryMethodId && chosen.paymentMethodId === next.paymentMethodId && chosen.pickupPointId === next.pickupPointId)
    return false;
  await store.setMethods(next);
  return true;
}

/**
 * Chooses the home delivery's floor and lift, assembly and slot: only with a chosen method that
 * has home service, and a slot only among those offered to the cart with room left (it is held
 * when the order is placed, not before).
 */
export async function chooseHomeDelivery(store: CartStore, choice: HomeDeliveryChoice): Promise<boolean> {
  const { locale } = store;
  const chosen = await store.chosenMethods();
  const method = chosen.deliveryMethodId === null ? null : await store.deliveryMethod(chosen.deliveryMethodId);
  if (!method?.homeService) throw fieldRefusal(locale, 'delivery_method', 'cart.home_service_unavailable');
  const current = await store.homeDelivery();
  if (choice.slot && !sameSlot(choice.slot, current?.slot ?? null)) {
    const problem = slotProblem(choice.slot, await store.deliveryEarliest(method.id), await store.slotBookings(choice.slot));
    if (problem) throw fieldRefusal(locale, 'slot', problem === 'slot_full' ? 'cart.slot_full' : 'cart.slot_unavailable');
  }
  if (
    current &&
    current.floor === choice.floor &&
    current.has_lift === choice.has_lift &&
    current.assembly === choice.assembly &&
    sameSlot(current.slot, choice.slot)
  )
    return false;
  await store.setHomeDelivery({ floor: choice.floor, has_lift: choice.has_lift, assembly: choice.assembly, slot: choice.slot ? { ...choice.slot } : null });
  return true;
}

export interface DeliveryProblem {
  field: 'delivery_method' | 'pickup_point_id' | 'slot';
  key:
    | 'cart.delivery_too_heavy'
    | 'cart.delivery_too_large'
    | 'cart.pickup_point_required'
    | 'cart.pickup_point_unknown'
    | 'cart.pickup_point_carrier'
    | 'cart.slot_unavailable';
}

/**
 * What keeps the chosen delivery from being placed, beyond its being chosen: the field and the
 * reason — a method with points needs one that still exists, of a carrier that takes every piece;
 * a method must still take every piece (the cart may have changed since it was chosen). Null when
 * nothing does.
 */
export function deliveryProblem(
  method: StoredDeliveryMethod | null,
  point: { carrier: PickupCarrier } | null | 'missing',
  parcels: readonly Parcel[],
  slot: { choice: DeliverySlotChoice | null; earliest: CivilDate } | null = null,
): DeliveryProblem | null {
  if (!method) return null;
  const refusal = methodRefusal(method, parcels);
  if (refusal) return { field: 'delivery_method', key: refusal === 'too_heavy' ? 'cart.delivery_too_heavy' : 'cart.delivery_too_large' };
  // A slot chosen earlier may have fallen out of the offered days (the cart changed, days passed).
  if (method.homeService && slot?.choice && !slotDates(slot.earliest).includes(slot.choice.date)) return { field: 'slot', key: 'cart.slot_unavailable' };
  if (method.pickupCarriers.length === 0) return null;
  if (point === null) return { field: 'pickup_point_id', key: 'cart.pickup_point_required' };
  if (point === 'missing') return { field: 'pickup_point_id', key: 'cart.pickup_point_unknown' };
  if (!methodCarriers(method, parcels).includes(point.carrier)) return { field: 'pickup_point_id', key: 'cart.pickup_point_carrier' };
  return null;
}

/** Chooses the payment method; the chosen delivery method must allow it. */
export async function choosePayment(store: CartStore, id: number): Promise<boolean> {
  const { locale } = store;
  if (!(await store.paymentMethodExists(id))) throw fieldRefusal(locale, 'id', 'cart.payment_unknown');
  const chosen = await store.chosenMethods();
  if (chosen.deliveryMethodId !== null) {
    const delivery = await store.deliveryMethod(chosen.deliveryMethodId);
    if (delivery && !delivery.paymentIds.includes(id)) throw fieldRefusal(locale, 'id', 'cart.payment_not_allowed');
  }
  if (chosen.paymentMethodId === id) return false;
  await store.setMethods({ ...chosen, paymentMethodId: id });
  return true;
}

/** A line an order could not take whole: the pieces left in stock. */
export interface ShortLine {
  productId: number;
  title: string;
  available: number;
}

/** An order refused as a whole because lines hold more than the stock: 409 naming each short line. */
export function stockShortRefusal(locale: Locale, lines: readonly ShortLine[]): ShopRefusal {
  const errors = Object.fromEntries(
    lines.map((line) => [`products.${line.productId}`, [apiMessage(locale, 'order.line_stock_short', { available: line.available, title: line.title })]]),
  );
  return new ShopRefusal(409, apiMessage(locale, 'order.stock_short'), errors);
}
