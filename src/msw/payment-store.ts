/**
 * Card payments in the mock shop: its simulated gateway's attempts and the payment desk of
 * `otthon/contract` (paying again, the gateway's decision) over the orders in memory, and the
 * orders as the API answers them.
 */

import { formatMoney } from '../domain/money.js';
import { holdFor } from './holds.js';
import { decidePayment, type PaymentDecision, gatewayState, gatewayTransactionId } from '../contract/payment-desk.js';
import { providerBackUrl, providerCode, providerOutcome } from './card-providers.js';
import { fieldRefusal } from '../contract/refusal.js';
import * as paths from '../contract/paths.js';
import { pathTo } from '../contract/paths.js';

import type { PaymentMethodProvider } from '../contract/cart.js';
import { operations } from './operations.js';
import { restartPayment } from '../contract/payment-desk.js';
import type { Locale } from '../domain/constants.js';
import type { PaymentMethod } from '../contract/cart.js';
import { DECISION_OUTCOMES, type PayableOrder, type PaymentStore } from '../contract/payment-desk.js';
import type { Order } from '../contract/checkout.js';
import { invoiceView } from '../contract/order-view.js';
import { mailItems, paymentConfirmationMail, shopPageUrl } from '../contract/order-mails.js';
import { providerPagePath, providerTransactionId } from './card-providers.js';
import { renderDeliveryMethod, renderPaymentMethod, renderProduct, type MockView } from './fixtures/render.js';
import { MockApiError } from './http-error.js';
import { apiMessage } from '../contract/messages.js';
import { buildPayment, initialPaymentStatus } from './orders.js';
import { randomDigits, randomToken } from './tokens.js';

import type { PaymentAttempt, ShopCore } from './shop-state.js';

/**
 * Where a payment's decision sends the shopper: the return address with the order, the attempt and
 * a signature of the two, as the reference server signs them. The mock holds no signing secret, so
 * its signature is a random stand-in of the same form that no result page can verify.
 */
function paymentReturnUrl(base: string, orderHash: string, attemptId: string): string {
  const url = new URL(base);
  url.searchParams.set('order_hash', orderHash);
  url.searchParams.set('attempt', attemptId);
  url.searchParams.set('sig', randomToken(43));
  return url.href;
}

/**
 * A stored order in the request's language, as the reference server answers it: the payment
 * and delivery methods, the gateway's message, the coupon, the items' names and products. The
 * figures stay in the order's currency.
 */
export function localizedOrder({ catalogue, state, context, productRecord, deliveryRecord, paymentRecord }: ShopCore, order: Order, v: MockView): Order {
  const paymentMethod = paymentRecord(order.payment.method.id);
  const delivery = deliveryRecord(order.delivery.id);
  const coupon = order.coupon && catalogue.coupons.find((item) => item.code === order.coupon!.code);
  const { payment } = order;
  return {
    ...order,
    payment: buildPayment(paymentMethod ? renderPaymentMethod(paymentMethod, v) : payment.method, payment.status, v.locale, {
      attempts: payment.attempts,
      authorization_code: payment.authorization_code,
      transaction_id: payment.transaction_id,
      response_code: payment.response_code,
      order_status: order.status,
      expired: state.lapsed.has(order.order_hash),
    }),
    delivery: delivery ? { ...order.delivery, title: renderDeliveryMethod(delivery, v).title } : order.delivery,
    coupon: order.coupon && coupon ? { ...order.coupon, description: coupon.description[v.locale] } : order.coupon,
    items: order.items.map((item) => {
      const record = productRecord(item.product_id);
      if (!record) return item;
      const product = renderProduct(record, context, v);
      return { ...item, name: product.title, product };
    }),
  };
}

export function createMockPayments(core: ShopCore) {
  const { state, deliveryRecord, paymentRecord } = core;
  /**
   * Opens a card payment attempt with its transaction id (the provider's own kind when a provider
   * takes the method); the customer is sent to the gateway's or the provider's page, in the
   * checkout's language, on the result address's origin.
   */
  const openAttempt = (order: Order, method: PaymentMethod, resultUrl: string, locale: Locale): string => {
    const id = randomToken(32);
    const provider = method.provider ?? null;
    const transactionId = provider ? providerTransactionId(provider) : gatewayTransactionId(new Date(), Number(randomDigits(3)));
    state.paymentAttempts.set(id, { orderHash: order.order_hash, resultUrl, paymentMethodId: method.id, status: 'pending', provider, transactionId });
    // A provider names its transaction when the payment starts; the simulated gateway when it decides.
    order.payment.transaction_id = provider ? transactionId : null;
    const path = provider ? providerPagePath(provider, id) : pathTo(paths.paymentGateway, { attempt: id });
    return `${new URL(resultUrl).origin}${path}?lang=${locale}`;
  };

  const storedOrder = (v: MockView, hash: string): Order => {
    const found = state.orders.get(hash);
    if (!found) throw new MockApiError(404, apiMessage(v.locale, 'order.not_found'));
    return found;
  };

  /**
   * Records an outcome of `attempt` on the order's payment: a provider's response code when a
   * provider decided (it gives no authorization code); the simulated gateway gives its transaction
   * id with a decision, but none to a payment cancelled on its page, as the server's does. A paid
   * order carries the transaction that paid it.
   */
  const setPayment = (
    order: Order,
    attempt: PaymentAttempt | undefined,
    outcome: 'paid' | 'failed' | 'cancelled',
    locale: Locale,
    providerResponse: string | null = null,
  ) => {
    const wasPaid = order.payment.status === 'paid';
    // An order settled by hand without an attempt (a demo order) keeps the transaction it names.
    const transactionId = attempt ? (attempt.provider || outcome !== 'cancelled' ? attempt.transactionId : null) : order.payment.transaction_id;
    order.payment = buildPayment(order.payment.method, outcome, locale, {
      attempts: order.payment.attempts,
      authorization_code: outcome === 'paid' && !providerResponse ? randomDigits(6) : null,
      transaction_id: transactionId,
      response_code: providerResponse,
    });
    if (outcome === 'paid') {
      const email = order.customer_data.email;
      // The payment's confirmation, once, in the order's language (its lines are in it); the
      // address back to the shop is the attempt's, so an order settled without one gets none.
      const orderLocale = state.orderLocales.get(order.order_hash) ?? locale;
      if (!wasPaid && email && attempt)
        core.sendMail({
          kind: 'payment',
          to: email,
          ...paymentConfirmationMail(
            { name: order.customer_data.invoice_data?.name ?? email, locale: orderLocale, currency: order.currency },
            {
              number: order.order_number,
              items: mailItems(order.items),
              deliveryGross: order.delivery.price_gross,
              totalNet: order.summary.total_amount_net,
              totalGross: order.summary.total_amount_gross,
              transactionId: transactionId ?? '',
              orderUrl: shopPageUrl(attempt.resultUrl, `/${orderLocale}/orders/${order.order_hash}`),
            },
          ),
        });
      order.transaction_id = transactionId;
      order.status = 'processing';
      // Paid: the held pieces are sold, and the sale's invoice is due. The mock has no invoicing
      // provider and keeps no copies, so it stays due (pending), as on a server whose worker has
      // not yet issued it.
      state.holds.delete(order.order_hash);
      if (!order.invoices.some((invoice) => invoice.kind === 'invoice'))
        order.invoices.push(invoiceView({ kind: 'invoice', issued: false, number: null, issue_date: null, url: null, provider: null }));
    }
  };

  /** The order as the payment rules read it. */
  const payableOrder = (order: Order): PayableOrder => ({
    hash: order.order_hash,
    status: order.status,
    paymentStatus: order.payment.status,
    paymentMethodId: order.payment.method.id,
    allowedPaymentIds: deliveryRecord(order.delivery.id)?.payment_ids ?? [],
    reservationOver: state.lapsed.has(order.order_hash),
    byTransfer: order.payment.method.code === 'bank_transfer',
  });

  /** The shop engine's payment store over this shop's orders and gateway attempts; a provider's decision records its response code. */
  const memoryPaymentStore = (v: MockView, origins: readonly string[], providerResponse: string | null = null): PaymentStore => ({
    locale: v.locale,
    origins,
    order: async (hash) => {
      const order = state.orders.get(hash);
      return order ? payableOrder(order) : null;
    },
    async paymentMethod(id) {
      const record = paymentRecord(id);
      return record ? { id: record.id, online: renderPaymentMethod(record, v).is_online } : null;
    },
    async switchPayment(payable, method, resultUrl) {
      const order = state.orders.get(payable.hash)!;
      const rendered = renderPaymentMethod(paymentRecord(method.id)!, v);
      order.payment = buildPayment(rendered, initialPaymentStatus(rendered), v.locale, {
        attempts: order.payment.attempts + (method.online ? 1 : 0),
      });
      order.transaction_id = null;
      holdFor(state, order, rendered, new Date());
      return method.online ? openAttempt(order, rendered, resultUrl, v.locale) : null;
    },
    async attempt(id) {
      const attempt = state.paymentAttempts.get(id);
      const order = attempt && state.orders.get(attempt.orderHash);
      if (!attempt || !order) return null;
      const newest = [...state.paymentAttempts.entries()].filter(([, item]) => item.orderHash === attempt.orderHash).at(-1)?.[0];
      return { attempt: { id, status: attempt.status, paymentMethodId: attempt.paymentMethodId, latest: newest === id }, order: payableOrder(order) };
    },
    async recordDecision(attempt, payable, decision) {
      const outcome = DECISION_OUTCOMES[decision] as 'paid' | 'failed' | 'cancelled';
      state.paymentAttempts.get(attempt.id)!.status = outcome;
      setPayment(state.orders.get(payable.hash)!, state.paymentAttempts.get(attempt.id), outcome, v.locale, providerResponse);
    },
  });

  return { openAttempt, storedOrder, setPayment, payableOrder, memoryPaymentStore, paymentReturnUrl };
}

export type MockPayments = ReturnType<typeof createMockPayments>;

/** The mock shop's payment calls: paying again, the simulated gateway and the outside providers' pages, and settling a payment by hand. */
/** The calls of an order and its payment: the order's page and paying again. */
export function paymentOperations(core: ShopCore, { storedOrder, memoryPaymentStore }: MockPayments) {
  const { state } = core;
  return operations({
    order: ({ view, params }) => localizedOrder(core, storedOrder(view, params.order_hash), view),
    restartPayment: ({ view, params, body, origins }) => restartPayment(memoryPaymentStore(view, origins), params.order_hash, body),
    offer({ view, params }) {
      const found = state.offers.get(params.offer_hash);
      if (!found) throw new MockApiError(404, apiMessage(view.locale, 'offer.not_found'));
      return found;
    },
  });
}

/** The simulated gateway and the outside providers' test pages, which stand outside the contract. */
export function paymentPages(core: ShopCore, payments: MockPayments) {
  const { catalogue, state } = core;
  const { setPayment, payableOrder, memoryPaymentStore } = payments;
  return {
    /**
     * What the simulated gateway's page shows for an attempt, as the reference server decides it:
     * the order's number and amount, the attempt's state (`gatewayState`) and the address back;
     * `null` for an unknown attempt.
     */
    gatewayView(attemptId: string) {
      const attempt = state.paymentAttempts.get(attemptId);
      const order = attempt && state.orders.get(attempt.orderHash);
      if (!attempt || !order) return null;
      const newest = [...state.paymentAttempts].filter(([, other]) => other.orderHash === attempt.orderHash).at(-1)?.[0];
      return {
        order: { number: order.order_number, amount: formatMoney(order.summary.total_amount_gross, order.currency) },
        state: gatewayState({ ...attempt, latest: newest === attemptId, responseKey: null }, payableOrder(order)),
        back: paymentReturnUrl(attempt.resultUrl, attempt.orderHash, attemptId),
      };
    },
    /** The simulated gateway's decision; answers where to redirect the customer. */
    async decidePayment(v: MockView, attemptId: string, decision: PaymentDecision): Promise<string> {
      await decidePayment(memoryPaymentStore(v, []), attemptId, decision);
      const attempt = state.paymentAttempts.get(attemptId)!;
      return paymentReturnUrl(attempt.resultUrl, attempt.orderHash, attemptId);
    },
    /**
     * An outside provider's outcome on its test page (SimplePay: `SUCCESS`, `FAIL`, `TIMEOUT`,
     * `CANCEL`; Barion: `Succeeded`, `Failed`, `Expired`, `Canceled`) by the payment desk's rules,
     * recorded with the provider's response code as the reference server records it; answers where
     * the provider sends the customer back (the shop's back address for that provider).
     */
    async decideProviderPayment(v: MockView, provider: PaymentMethodProvider, attemptId: string, name: string): Promise<string> {
      const attempt = state.paymentAttempts.get(attemptId);
      if (!attempt || attempt.provider !== provider) throw new MockApiError(404, apiMessage(v.locale, 'payment.attempt_not_found'));
      const outcome = providerOutcome(provider, name);
      if (!outcome) throw fieldRefusal(v.locale, 'outcome', 'validation.choice');
      await decidePayment(memoryPaymentStore(v, [], outcome.code), attemptId, outcome.decision);
      return providerBackUrl(provider, new URL(attempt.resultUrl).origin, attemptId, attempt.transactionId, name);
    },
    /**
     * The customer back at the shop's address for a provider: the order's result page. `back` names
     * the attempt (SimplePay), or only its transaction id (Barion); null is a return that cannot be read.
     */
    providerReturn(v: MockView, provider: PaymentMethodProvider, back: { attempt?: string; transactionId: string } | null): string {
      if (!catalogue.paymentMethods.some((method) => method.provider === provider)) throw new MockApiError(404, apiMessage(v.locale, 'payment.provider_off'));
      if (!back) throw new MockApiError(400, apiMessage(v.locale, 'payment.return_invalid'));
      const found = [...state.paymentAttempts].find(
        ([id, attempt]) => attempt.provider === provider && attempt.transactionId === back.transactionId && (back.attempt === undefined || back.attempt === id),
      );
      if (!found) throw new MockApiError(404, apiMessage(v.locale, 'payment.attempt_not_found'));
      return paymentReturnUrl(found[1].resultUrl, found[1].orderHash, found[0]);
    },
    /**
     * Records a gateway outcome for an order's card payment, as if the customer had used the gateway
     * (a provider's card method: that provider's SUCCESS / FAIL / CANCEL, or Barion's words for them).
     */
    settlePayment(orderHash: string, outcome: 'paid' | 'failed' | 'cancelled'): Order {
      const order = state.orders.get(orderHash);
      if (!order) throw new Error(`shop.settlePayment(): no order "${orderHash}".`);
      const { provider } = order.payment.method;
      const decision = (Object.keys(DECISION_OUTCOMES) as PaymentDecision[]).find((key) => DECISION_OUTCOMES[key] === outcome)!;
      const latest = [...state.paymentAttempts.values()].filter((attempt) => attempt.orderHash === orderHash).at(-1);
      setPayment(order, latest, outcome, 'hu', provider ? providerCode(provider, decision) : null);
      return order;
    },
  };
}
