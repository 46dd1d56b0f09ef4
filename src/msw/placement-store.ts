/**
 * Placing an order or a quote in the mock shop: the placement engine of `otthon/contract` over the
 * session's cart in memory, queued with the cart's changes.
 */
import type { z } from 'zod';
import { stockShortRefusal } from '../contract/cart-engine.js';
import { type PlacementKind, type PlacementStore, placeFromCart, type ReadyCart, StockShort } from '../contract/placement.js';
import type { placeOrderBodySchema } from '../contract/checkout.js';
import type { PlacedOffer, PlacedOrder } from '../contract/checkout.js';
import { type CartView, checkoutOfView } from '../contract/cart-view.js';
import { SLOT_CAPACITY } from '../domain/home-delivery.js';
import { renderPaymentMethod, type MockView } from './fixtures/render.js';
import { mailItems, offerConfirmationMail, offerNumber, orderConfirmationMail, shopPageUrl } from '../contract/order-mails.js';
import { buildOffer, buildOrder, buildPayment, initialPaymentStatus } from './orders.js';
import { holdFor } from './holds.js';
import { randomToken } from './tokens.js';

import type { ShopCore } from './shop-state.js';
import type { MockCart } from './cart-store.js';
import type { MockPayments } from './payment-store.js';
import type { MockNewsletter } from './newsletter.js';
type Body<Schema extends z.ZodType> = z.output<Schema>;

export interface MockPlacementDeps {
  cart: MockCart;
  payments: Pick<MockPayments, 'openAttempt'>;
  newsletter: MockNewsletter;
}

/** Records a quote request of the cart and mails its confirmation. */
function recordOffer(
  { state, currentAccount, now, sendMail }: ShopCore,
  v: MockView,
  body: Body<typeof placeOrderBodySchema>,
  { cart: priced, totals }: Pick<CartView, 'cart' | 'totals'>,
  ready: ReadyCart,
): { offer_hash: string } {
  const offerHash = randomToken(32);
  state.offers.set(
    offerHash,
    buildOffer({
      offer_hash: offerHash,
      currency: v.currency,
      lines: priced.products,
      totals,
      customer: structuredClone(ready.customerData),
      comment: body.comment,
      created_at: now(),
    }),
  );
  currentAccount()?.offerHashes.push(offerHash);
  const offer = state.offers.get(offerHash)!;
  const mail = offerConfirmationMail(
    { name: ready.name, locale: v.locale, currency: v.currency },
    {
      number: offerNumber(state.offers.size),
      items: mailItems(offer.items),
      totalGross: offer.summary.total_amount_gross,
      validUntil: new Date(offer.valid_until),
      offerUrl: shopPageUrl(body.transaction_result_url, `/${v.locale}/checkout/offer/${offerHash}`),
    },
  );
  sendMail({ kind: 'offer', to: ready.email, ...mail });
  return { offer_hash: offerHash };
}

export function createMockPlacement(core: ShopCore, { cart: shopCart, payments, newsletter }: MockPlacementDeps) {
  const { catalogue, state, productRecord, currentAccount, paymentRecord, countryCode, touch, now, sendMail } = core;
  const { pricedCart, putLine, slotBookings, memoryCartStore, queued } = shopCart;
  const { openAttempt } = payments;
  /** The shop engine's placement store over this shop's session (see `otthon/contract`'s placement). */
  const memoryPlacementStore = (
    v: MockView,
    body: Body<typeof placeOrderBodySchema>,
    origins: readonly string[],
  ): PlacementStore<PlacedOrder | PlacedOffer> => {
    const { session } = state;
    const couponStore = memoryCartStore(v);
    return {
      locale: v.locale,
      now: () => new Date(),
      origins,
      userEmail: async () => currentAccount()?.email ?? null,
      lockLines: async () =>
        session.lines.flatMap((line) => {
          const record = productRecord(line.productId);
          return record
            ? [{ productId: line.productId, quantity: line.quantity, stock: state.stock.get(line.productId) ?? 0, title: record.title[v.locale] }]
            : [];
        }),
      async checkout() {
        const [code] = session.coupons;
        const view = pricedCart(v);
        return checkoutOfView(view, {
          // Data saved for the cart (a billing address given), not an empty form.
          customerData: session.customer.invoice_data ? session.customer : null,
          consents: session.consents,
          coupon: code ? await couponStore.coupon(code.toUpperCase()) : null,
          pickupPoint: session.pickupPoint,
          paymentOnline: catalogue.paymentMethods.find((method) => method.id === view.paymentMethodId)?.is_online ?? false,
        });
      },
      // One visitor places at a time here, so counting is holding.
      holdSlot: async (slot) => slotBookings(slot) < SLOT_CAPACITY[slot.period],
      // The mock has one visitor: its session and its address.
      sessionKey: 'mock-session',
      clientGroup: 'mock-visitor',
      async countAttempt(key, windowSeconds) {
        const at = Date.now();
        const current = state.attempts.get(key);
        const counter =
          current && current.resetAt > at ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: at + windowSeconds * 1000 };
        state.attempts.set(key, counter);
        return { count: counter.count, retryAfterSeconds: Math.ceil((counter.resetAt - at) / 1000) };
      },
      countCouponUse: async () => true,
      async record(kind, ready) {
        const { cart: priced, totals } = pricedCart(v);
        if (kind === 'offer') return recordOffer(core, v, body, { cart: priced, totals }, ready);
        const paymentMethod = renderPaymentMethod(paymentRecord(session.paymentMethodId)!, v);
        const deliveryMethod = priced.delivery_methods.find((method) => method.id === session.deliveryMethodId)!;
        const id = state.nextOrderId++;
        const orderHash = randomToken(32);
        const account = currentAccount();
        const order = buildOrder({
          id,
          order_hash: orderHash,
          currency: v.currency,
          locale: v.locale,
          lines: priced.products,
          totals,
          delivery: deliveryMethod,
          pickupPoint: session.pickupPoint,
          homeDelivery: priced.home_delivery,
          payment: buildPayment(paymentMethod, initialPaymentStatus(paymentMethod), v.locale),
          customer: structuredClone(ready.customerData),
          country_code: countryCode(ready.customerData.invoice_data?.country_id),
          comment: body.comment,
          created_at: now(),
          account: account ?? null,
          is_new_account: account !== undefined && account.orderHashes.length === 0,
        });
        for (const line of session.lines) state.stock.set(line.productId, (state.stock.get(line.productId) ?? 0) - line.quantity);
        state.orders.set(orderHash, order);
        state.orderLocales.set(orderHash, v.locale);
        holdFor(state, order, paymentMethod, new Date(order.created_at));
        account?.orderHashes.push(orderHash);
        // The customer's next checkout starts from this order's data, as on the reference server.
        if (account) account.customer = structuredClone(ready.customerData);
        const redirectUrl = paymentMethod.is_online ? openAttempt(order, paymentMethod, body.transaction_result_url, v.locale) : null;
        const mail = orderConfirmationMail(
          { name: ready.name, locale: v.locale, currency: v.currency },
          {
            number: order.order_number,
            items: mailItems(order.items),
            summary: totals.summary,
            delivery: deliveryMethod.title,
            pickupPoint: session.pickupPoint,
            homeDelivery: priced.home_delivery,
            payment: paymentMethod,
            orderUrl: shopPageUrl(body.transaction_result_url, `/${v.locale}/orders/${orderHash}`),
          },
        );
        sendMail({ kind: 'order', to: ready.email, ...mail });
        return { order_hash: orderHash, redirect_url: redirectUrl };
      },
      subscribeNewsletter: (who) => newsletter.rules(origins).signUp(v.locale, who),
      async emptyCart() {
        Object.assign(session, { lines: [], coupons: [], comment: null });
        touch();
      },
    };
  };

  /** Places the cart by the engine's rules; lines short of stock are lowered to what is left and the order refused, as the server does. */
  const place = (v: MockView, body: Body<typeof placeOrderBodySchema>, origins: readonly string[], kind: PlacementKind) =>
    queued(async () => {
      try {
        return await placeFromCart(memoryPlacementStore(v, body, origins), body, kind);
      } catch (error) {
        if (!(error instanceof StockShort)) throw error;
        // The short lines are lowered to what is left, saying so (a sold-out line stays for the cart to show).
        for (const short of error.lines)
          if (short.available > 0) putLine(short.productId, { quantity: short.available, notice: { code: 'quantity_clamped', available: short.available } });
        touch();
        throw stockShortRefusal(v.locale, error.lines);
      }
    });

  return { place };
}
