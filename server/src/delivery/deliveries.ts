/**
 * Recording that a shopper received an order's goods (`npm run deliver -w server`, the carrier's
 * proof of delivery). The consumer's 14-day withdrawal period runs from this moment
 * (docs/requirements.md 10.3), so a delivery is recorded once, never for a cancelled order, never
 * for one whose stock is still only reserved for a card payment (the lapsed reservation would
 * cancel it), and never in the future.
 */
import { formatOrderNumber, parseOrderNumber, type WithdrawalPeriod, withdrawalPeriod } from 'otthon/core';
import type { Db } from '../db/client.js';
import { lockOrderById, markDelivered } from './queries.js';
import { paymentMethodOf } from '../withdrawal/refunds-queries.js';
import { enqueueInvoice } from '../invoicing/invoices.js';

export type DeliveryRefusal = 'not_an_order_number' | 'unknown_order' | 'cancelled' | 'awaiting_payment' | 'already_delivered' | 'in_the_future';

export type DeliveryOutcome =
  | { recorded: true; number: string; deliveredAt: Date; period: WithdrawalPeriod }
  | { recorded: false; reason: DeliveryRefusal; number: string; deliveredAt?: Date };

/** Records the delivery of the order named by `orderNumber` (as a shopper types it) at `at`. */
export async function recordDelivery(db: Db, orderNumber: string, at: Date, now: Date = new Date()): Promise<DeliveryOutcome> {
  const id = parseOrderNumber(orderNumber);
  if (id === null) return { recorded: false, reason: 'not_an_order_number', number: orderNumber };
  const number = formatOrderNumber(id);
  if (at.getTime() > now.getTime()) return { recorded: false, reason: 'in_the_future', number };
  return db.transaction(async (transaction): Promise<DeliveryOutcome> => {
    const tx = transaction as unknown as Db;
    const order = await lockOrderById(tx, id);
    if (!order) return { recorded: false, reason: 'unknown_order', number };
    if (order.deliveredAt) return { recorded: false, reason: 'already_delivered', number, deliveredAt: order.deliveredAt };
    if (order.status === 'cancelled') return { recorded: false, reason: 'cancelled', number };
    if (order.reservedUntil) return { recorded: false, reason: 'awaiting_payment', number };
    await markDelivered(tx, id, at, now);
    // Cash on delivery is paid at the door: the sale's invoice is due now (a card's was at its payment).
    const method = await paymentMethodOf(tx, order.paymentMethodId);
    if (method?.code === 'cash_on_delivery') await enqueueInvoice(tx, order.id, now);
    return { recorded: true, number, deliveredAt: at, period: withdrawalPeriod({ delivered_at: at })! };
  });
}

/** What the operator reads after `npm run deliver`, one line. */
export function describeDelivery(outcome: DeliveryOutcome): string {
  if (outcome.recorded) {
    return `${outcome.number}: delivered ${outcome.deliveredAt.toISOString()}; the 14-day withdrawal period ends after ${outcome.period.last_day} (Hungarian time).`;
  }
  switch (outcome.reason) {
    case 'not_an_order_number':
      return `"${outcome.number}" is not an order number (write it as OT-000123 or 123).`;
    case 'unknown_order':
      return `No order ${outcome.number}.`;
    case 'cancelled':
      return `Order ${outcome.number} is cancelled; no delivery recorded.`;
    case 'awaiting_payment':
      return `Order ${outcome.number} still waits for its payment (a card payment or a bank transfer); no delivery recorded.`;
    case 'already_delivered':
      return `Order ${outcome.number} was already delivered on ${outcome.deliveredAt!.toISOString()}; nothing changed.`;
    case 'in_the_future':
      return `A delivery of ${outcome.number} cannot be recorded in the future; give --at a past moment or leave it out.`;
  }
}

/**
 * Reads `<order number> [--at <ISO date or time>]`: the moment defaults to `now`; a date alone
 * (2026-11-03) means 12:00 Central European Time of that day, the same calendar day in Budapest all year. Answers an error text for anything else.
 */
export function parseDeliverArguments(args: readonly string[], now: Date = new Date()): { orderNumber: string; at: Date } | { error: string } {
  const usage = 'Usage: npm run deliver -w server -- <order number> [--at <ISO date or date-time, e.g. 2026-11-03 or 2026-11-03T14:30:00+01:00>]';
  const [orderNumber, flag, value, ...rest] = args;
  if (!orderNumber || orderNumber.startsWith('--') || rest.length > 0) return { error: usage };
  if (flag === undefined) return { orderNumber, at: now };
  if (flag !== '--at' || value === undefined) return { error: usage };
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+01:00`) : new Date(value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) return { error: `"${value}" is not an ISO date. ${usage}` };
  return { orderNumber, at };
}
