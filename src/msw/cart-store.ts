/**
 * The mock shop's cart: its answer by the contract's `cartView` and its changes by the cart engine
 * (`otthon/contract`), over the session in memory. Changes are queued one after another, as the
 * reference server's lock on the cart row queues them.
 */
import { convertFromHuf } from '../domain/money.js';
import { FREE_SHIPPING_THRESHOLD_HUF } from '../domain/constants.js';
import type { Cart, DeliverySlot } from '../contract/cart.js';
import { type CartStore, clampedLine, type LineWrite } from '../contract/cart-engine.js';
import { cartView, type CartView, deliveryEarliest, pricedSlots, slotsEarliest } from '../contract/cart-view.js';
import { type AssemblyKind, type DeliverySlotChoice, sameSlot } from '../domain/home-delivery.js';
import type { CatalogueProduct } from './fixtures/catalogue-types.js';
import {
  promisedProduct,
  parcelOf,
  promisingMethod,
  storedDeliveryMethod,
  renderPaymentMethod,
  renderProduct,
  cartSimilarProducts,
  type MockView,
} from './fixtures/render.js';
import { purchaseCostHuf } from './prices.js';

import type { ShopCore } from './shop-state.js';

export interface MockCart {
  /** The cart's whole view in the request's language and currency. */
  pricedCart(view: MockView): CartView;
  cart(view: MockView): Cart;
  /** Writes a line as the engine decided it (its quantity and clamp notice). */
  putLine(productId: number, write: LineWrite): void;
  /** Orders that hold a home-delivery slot. */
  slotBookings(slot: DeliverySlotChoice): number;
  deliverySlots(view: MockView): DeliverySlot[];
  memoryCartStore(view: MockView): CartStore;
  /** Runs one of the engine's cart changes; the revision moves only when something changed. */
  change(view: MockView, run: (store: CartStore) => Promise<boolean>): Promise<Cart>;
  /** Runs `work` after every change queued before it. */
  queued<T>(work: () => Promise<T>): Promise<T>;
}

export function createMockCart(core: ShopCore): MockCart {
  const { catalogue, state, rates, context, productRecord, touch } = core;
  // — cart rendering —
  /** How a product is put together: its own way, else its category's (the assembly service is priced by it). */
  const assemblyOf = (record: CatalogueProduct): AssemblyKind =>
    record.assembly ?? catalogue.categories.find((item) => item.id === record.category_id)?.assembly ?? 'none';

  /** The cart as the contract's `cartView` answers it, over this shop's session and catalogue. */
  const pricedCart = (v: MockView): CartView => {
    const { session } = state;
    const now = new Date();
    const records = session.lines.flatMap((line) => {
      const record = productRecord(line.productId);
      return record ? [{ line, record }] : [];
    });
    const couponRecord = catalogue.coupons.find((item) => item.code === session.coupons.at(-1));
    return cartView({
      locale: v.locale,
      currency: v.currency,
      rates,
      now,
      revision: session.revision,
      lines: records.map(({ line, record }) => {
        const stock = state.stock.get(record.id) ?? 0;
        const product = renderProduct(record, context, v);
        return {
          product,
          quantity: line.quantity,
          stock,
          notice: line.notice,
          restockOn: promisedProduct(record, stock, now).restockOn,
          parcel: parcelOf(record),
          assembly: assemblyOf(record),
          costNetHuf: purchaseCostHuf(record),
          weightKg: record.weight_kg,
        };
      }),
      deliveryMethods: catalogue.deliveryMethods.map((method) => ({
        ...promisingMethod(method),
        id: method.id,
        title: method.title[v.locale],
        description: method.description[v.locale],
        feeGrossHuf: method.gross,
        freeFromGrossHuf: method.free_from_gross_huf === undefined ? FREE_SHIPPING_THRESHOLD_HUF : method.free_from_gross_huf,
        paymentIds: method.payment_ids,
      })),
      paymentMethods: catalogue.paymentMethods.map((method) => renderPaymentMethod(method, v)),
      coupon: couponRecord
        ? {
            code: couponRecord.code,
            type: couponRecord.type,
            value: couponRecord.value,
            minOrderGrossHuf: couponRecord.min_order_gross_huf ?? null,
            description: couponRecord.description[v.locale],
          }
        : null,
      choice: {
        deliveryMethodId: session.deliveryMethodId,
        paymentMethodId: session.paymentMethodId,
        pickupPoint: session.pickupPoint,
        homeDelivery: session.homeDelivery,
      },
      // The lines in the cart's order, each line's suggestions in turn, nothing of a model in the cart (as the server).
      similar: cartSimilarProducts(
        records.map(({ record }) => record),
        context,
      ).map((record) => renderProduct(record, context, v)),
      customer: session.customer,
      comment: session.comment,
      newsletter: session.isNewsletterSubscription,
    });
  };
  const cart = (v: MockView) => pricedCart(v).cart;

  /** Writes a line as the engine decided it (its quantity and clamp notice). */
  const putLine = (productId: number, { quantity, notice }: LineWrite) => {
    const existing = state.session.lines.find((line) => line.productId === productId);
    if (existing) Object.assign(existing, { quantity, notice });
    else state.session.lines.push({ productId, quantity, notice });
  };

  /** Orders that hold a slot: placed with it and not cancelled. */
  const slotBookings = (slot: DeliverySlotChoice): number =>
    [...state.orders.values()].filter((order) => order.status !== 'cancelled' && sameSlot(order.delivery.home_delivery?.slot ?? null, slot)).length;

  const deliverySlots = (v: MockView): DeliverySlot[] => {
    const earliest = slotsEarliest(pricedCart(v).cart);
    return earliest ? pricedSlots(earliest, slotBookings, v.currency, rates) : [];
  };

  const memoryCartStore = (v: MockView) => cartStoreOf(core, { pricedCart, putLine, slotBookings }, v);

  /** Changes are queued one after another, as the server's lock on the cart row queues them. */
  let changes: Promise<unknown> = Promise.resolve();
  /** Runs one of the engine's cart changes; the revision moves only when something changed. */
  const change = (v: MockView, run: (store: CartStore) => Promise<boolean>): Promise<Cart> => {
    const next = changes.then(async () => {
      if (await run(memoryCartStore(v))) touch();
      return cart(v);
    });
    changes = next.catch(() => undefined);
    return next;
  };

  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const next = changes.then(work);
    changes = next.catch(() => undefined);
    return next;
  };
  return { pricedCart, cart, putLine, slotBookings, deliverySlots, memoryCartStore, change, queued };
}

/** The cart engine's store over the mock shop's session (see `otthon/contract`'s cart engine). */
function cartStoreOf(core: ShopCore, { pricedCart, putLine, slotBookings }: Pick<MockCart, 'pricedCart' | 'putLine' | 'slotBookings'>, v: MockView): CartStore {
  const { catalogue, state, rates, productRecord, currentAccount, deliveryRecord, paymentRecord } = core;
  const { session } = state;
  const line = (productId: number) => session.lines.find((item) => item.productId === productId);
  return {
    locale: v.locale,
    currency: v.currency,
    now: () => new Date(),
    userEmail: async () => currentAccount()?.email ?? null,
    stockOf: async (productId) => (productRecord(productId) ? (state.stock.get(productId) ?? 0) : null),
    lineQuantity: async (productId) => line(productId)?.quantity ?? null,
    writeLine: async (productId, write) => putLine(productId, write),
    async removeLine(productId) {
      session.lines = session.lines.filter((item) => item.productId !== productId);
    },
    async clearLineNotice(productId) {
      const found = line(productId);
      if (found) found.notice = null;
    },
    async addPieces(productId, quantity) {
      if (!productRecord(productId)) return null;
      const stock = state.stock.get(productId) ?? 0;
      if (stock > 0) putLine(productId, clampedLine((line(productId)?.quantity ?? 0) + quantity, stock));
      return stock;
    },
    countryExists: async (id) => catalogue.countries.some((country) => country.id === id),
    savedEmail: async () => session.customer.email,
    savedConsents: async () => session.consents,
    async saveCustomer(data, consents) {
      session.customer = data;
      session.consents = consents;
    },
    async saveEmail(email) {
      session.customer = { ...session.customer, email };
    },
    async coupon(code) {
      const record = catalogue.coupons.find((item) => item.code.toUpperCase() === code);
      return record
        ? {
            id: record.code,
            code: record.code,
            active: true,
            startsAt: null,
            expiresAt: record.expired ? new Date(0) : null,
            maxUses: null,
            usedCount: 0,
            holderEmail: record.email ?? null,
            minOrderGrossHuf: record.min_order_gross_huf ?? null,
          }
        : null;
    },
    itemsGross: async () => pricedCart(v).cart.summary.total_items_amount_gross,
    fromHuf: async (grossHuf) => convertFromHuf(grossHuf, v.currency, rates) ?? 0,
    async replaceCoupon(coupon) {
      session.coupons = [coupon.code];
    },
    async removeCoupon(code) {
      const at = session.coupons.findIndex((item) => item.toUpperCase() === code);
      if (at === -1) return false;
      session.coupons.splice(at, 1);
      return true;
    },
    async deliveryMethod(id) {
      const record = deliveryRecord(id);
      return record ? storedDeliveryMethod(record) : null;
    },
    paymentMethodExists: async (id) => paymentRecord(id) !== undefined,
    parcelsInStock: async () => pricedCart(v).parcels,
    pickupPoint: async (id) => (await import('./pickup-points.js')).mockPickupPoint(id),
    chosenMethods: async () => ({
      deliveryMethodId: session.deliveryMethodId,
      paymentMethodId: session.paymentMethodId,
      pickupPointId: session.pickupPoint?.id ?? null,
    }),
    async setMethods({ deliveryMethodId, paymentMethodId, pickupPointId }) {
      const pickupPoint = pickupPointId === null ? null : (await import('./pickup-points.js')).mockPickupPoint(pickupPointId);
      Object.assign(session, { deliveryMethodId, paymentMethodId, pickupPoint });
    },
    homeDelivery: async () => session.homeDelivery,
    async setHomeDelivery(choice) {
      session.homeDelivery = choice;
    },
    deliveryEarliest: async (methodId) => deliveryEarliest(pricedCart(v).cart, methodId, new Date()),
    slotBookings: async (slot) => slotBookings(slot),
  };
}
