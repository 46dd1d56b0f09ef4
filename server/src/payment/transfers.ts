/**
 * Recording that a bank transfer arrived (`npm run record-transfer -w server`): the order is paid,
 * the shop dispatches it, and its invoice is due — written to the invoice outbox in the same
 * transaction. Recorded once; refused for an order not paid by transfer, a cancelled one, and an
 * unknown number.
 */
import { formatOrderNumber, parseOrderNumber } from 'otthon/core';
import type { Db } from '../db/client.js';
import { lockOrderById } from '../delivery/queries.js';
import { markOrderPaid } from '../orders/queries.js';
import { paymentMethodOf } from '../withdrawal/refunds-queries.js';
import { enqueueInvoice } from '../invoicing/invoices.js';

export type TransferOutcome =
  | { recorded: true; number: string }
  | { recorded: false; number: string; reason: 'not_an_order_number' | 'unknown_order' | 'not_a_transfer' | 'cancelled' | 'already_paid' };

export async function recordTransfer(db: Db, orderNumber: string, now: Date = new Date()): Promise<TransferOutcome> {
  const id = parseOrderNumber(orderNumber);
  if (id === null) return { recorded: false, reason: 'not_an_order_number', number: orderNumber };
  const number = formatOrderNumber(id);
  return db.transaction(async (transaction): Promise<TransferOutcome> => {
    const tx = transaction as unknown as Db;
    const order = await lockOrderById(tx, id);
    if (!order) return { recorded: false, reason: 'unknown_order', number };
    const method = await paymentMethodOf(tx, order.paymentMethodId);
    if (method?.code !== 'bank_transfer') return { recorded: false, reason: 'not_a_transfer', number };
    if (order.status === 'cancelled') return { recorded: false, reason: 'cancelled', number };
    if (order.paymentStatus === 'paid') return { recorded: false, reason: 'already_paid', number };
    await markOrderPaid(tx, order, now);
    await enqueueInvoice(tx, order.id, now);
    return { recorded: true, number };
  });
}

/** What the operator reads after `npm run record-transfer`, one line. */
export function describeTransfer(outcome: TransferOutcome): string {
  if (outcome.recorded) return `${outcome.number}: the transfer is recorded, the order is paid and its invoice is being issued.`;
  switch (outcome.reason) {
    case 'not_an_order_number':
      return `"${outcome.number}" is not an order number (write it as OT-000123 or 123).`;
    case 'unknown_order':
      return `No order ${outcome.number}.`;
    case 'not_a_transfer':
      return `Order ${outcome.number} is not paid by bank transfer; nothing recorded.`;
    case 'cancelled':
      return `Order ${outcome.number} is cancelled; nothing recorded.`;
    case 'already_paid':
      return `Order ${outcome.number} is already paid; nothing changed.`;
  }
}
