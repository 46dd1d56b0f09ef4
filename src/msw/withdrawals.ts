/**
 * The withdrawal function of the mock shop: the same rules as the reference server, from the
 * same domain functions (period, quantities left, order numbers, dates in Hungarian time).
 */
import type { Locale } from '../domain/constants.js';
import {
  formatOrderNumber,
  formatWithdrawalNumber,
  formatWithdrawalTime,
  mayNameOrder,
  parseOrderNumber,
  selectWithdrawalLines,
  withdrawableQuantities,
  withdrawalClosed,
  withdrawalPeriod,
} from '../domain/withdrawal.js';
import type { Order } from '../contract/checkout.js';
import { apiMessage } from '../contract/messages.js';
import { withdrawalLineErrors, type WithdrawableOrder, type Withdrawal } from '../contract/withdrawal.js';
import { MockApiError, unprocessable } from './http-error.js';
import { message } from './messages.js';

/** A withdrawal the mock shop received. */
export interface MockWithdrawal {
  id: number;
  order_hash: string;
  lines: { id: number; quantity: number }[];
  received_at: string;
  response: Withdrawal;
}

export interface WithdrawalDesk {
  /** The logged-in customer's orders within the period with something left to withdraw. */
  withdrawableOrders(locale: Locale): WithdrawableOrder[];
  lookup(locale: Locale, body: { order_number: string; email: string }): WithdrawableOrder;
  submit(
    locale: Locale,
    body: { order_number: string; email?: string | undefined; items?: { id: number; quantity: number }[] | undefined; reason?: string | null | undefined },
  ): Withdrawal;
}

interface DeskDependencies {
  orders: () => Iterable<Order>;
  /** When the order was delivered (ISO 8601), or null while it is not. */
  deliveredAt: (order: Order) => string | null;
  /** The hashes of the logged-in customer's orders, or null for a visitor. */
  customerOrderHashes: () => readonly string[] | null;
  withdrawals: () => MockWithdrawal[];
  /** The order in the request's language (item names). */
  localize: (order: Order, locale: Locale) => Order;
  sendMail: (to: string, subject: string, text: string) => void;
  now: () => Date;
}

export function createWithdrawalDesk(deps: DeskDependencies): WithdrawalDesk {
  /** 14 days from the delivery; null (open) while the order is not delivered. */
  const periodOf = (order: Order) => withdrawalPeriod({ delivered_at: deps.deliveredAt(order) });
  const earlier = (order: Order) =>
    deps
      .withdrawals()
      .filter((item) => item.order_hash === order.order_hash)
      .flatMap((item) => item.lines);
  const leftOf = (order: Order) => withdrawableQuantities(order.items, earlier(order));
  const closed = (order: Order) => withdrawalClosed({ status: order.status, delivered_at: deps.deliveredAt(order) }, deps.now());

  const view = (order: Order, locale: Locale): WithdrawableOrder => {
    const localized = deps.localize(order, locale);
    const left = leftOf(order);
    const period = periodOf(order);
    return {
      order_number: formatOrderNumber(order.id),
      created_at: order.created_at,
      delivered_at: deps.deliveredAt(order),
      period_last_day: period?.last_day ?? null,
      period_ends_at: period?.ends_at ?? null,
      items: localized.items.map((item) => ({
        id: item.id,
        product_id: item.product_id,
        name: item.name,
        sku: item.sku,
        image: item.product?.image ?? null,
        quantity: item.quantity,
        withdrawn_quantity: item.quantity - (left.get(item.id) ?? 0),
        withdrawable_quantity: left.get(item.id) ?? 0,
      })),
    };
  };

  /** The same 404 for an unknown number and for another address, so nobody learns which orders exist. */
  const named = (locale: Locale, orderNumber: string, email: string | undefined): Order => {
    const id = parseOrderNumber(orderNumber);
    const order = [...deps.orders()].find((candidate) => candidate.id === id);
    const isOwner = Boolean(order && deps.customerOrderHashes()?.includes(order.order_hash));
    if (!order || !mayNameOrder(order.customer_data.email, { email, isOwner })) throw new MockApiError(404, apiMessage(locale, 'withdrawal.not_found'));
    return order;
  };

  const refuseClosed = (locale: Locale, order: Order) => {
    const number = formatOrderNumber(order.id);
    const why = closed(order);
    if (why?.reason === 'cancelled') throw new MockApiError(409, apiMessage(locale, 'withdrawal.cancelled', { number }));
    if (why) throw new MockApiError(409, apiMessage(locale, 'withdrawal.period_over', { number, date: formatWithdrawalTime(why.last_day, locale).date }));
  };

  const nothingLeft = (order: Order) => [...leftOf(order).values()].every((quantity) => quantity === 0);

  return {
    withdrawableOrders(locale) {
      const hashes = deps.customerOrderHashes() ?? [];
      return [...deps.orders()]
        .filter((order) => hashes.includes(order.order_hash) && closed(order) === null && !nothingLeft(order))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((order) => view(order, locale));
    },
    lookup(locale, body) {
      const order = named(locale, body.order_number, body.email);
      refuseClosed(locale, order);
      if (nothingLeft(order)) throw new MockApiError(409, apiMessage(locale, 'withdrawal.nothing_left', { number: formatOrderNumber(order.id) }));
      return view(order, locale);
    },
    submit(locale, body) {
      const order = named(locale, body.order_number, body.email);
      refuseClosed(locale, order);
      const number = formatOrderNumber(order.id);
      const selection = selectWithdrawalLines(order.items, leftOf(order), body.items);
      if (selection.outcome === 'nothing_left') throw new MockApiError(409, apiMessage(locale, 'withdrawal.nothing_left', { number }));
      if (selection.outcome === 'refused') throw unprocessable(locale, withdrawalLineErrors(locale, selection.problems));
      const { lines, whole_order: wholeOrder } = selection;

      const receivedAt = deps.now();
      const localized = deps.localize(order, locale);
      const byId = new Map(localized.items.map((item) => [item.id, item]));
      const id = deps.withdrawals().length + 1;
      const email = order.customer_data.email ?? body.email!;
      const response: Withdrawal = {
        withdrawal_number: formatWithdrawalNumber(id),
        order_number: number,
        received_at: receivedAt.toISOString(),
        whole_order: wholeOrder,
        items: lines.map((line) => {
          const item = byId.get(line.id)!;
          return { id: item.id, name: item.name, sku: item.sku, quantity: line.quantity };
        }),
        reason: body.reason?.trim() || null,
        email,
      };
      deps.withdrawals().push({ id, order_hash: order.order_hash, lines, received_at: response.received_at, response });
      const received = formatWithdrawalTime(receivedAt, locale);
      const items = response.items.map((item) => `${item.name} (${item.sku}): ${item.quantity}`).join('\n');
      deps.sendMail(email, message(locale, 'mailWithdrawalSubject', { number }), message(locale, 'mailWithdrawalText', { ...received, number, items }));
      return response;
    },
  };
}
