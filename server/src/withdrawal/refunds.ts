import { renderMail } from 'otthon/contract';
/**
 * Accepting withdrawals and refunding them (`npm run accept-withdrawal -w server`). A withdrawal is
 * recorded when the consumer sends it; the shop accepts it (once the goods are back, or earlier)
 * and the money goes back: a card payment through the provider that took it, an offline payment by
 * the shop's bank transfer. The amount is what the consumer paid for the withdrawn pieces and,
 * once nothing of the order is left, the delivery fee as well (docs/requirements.md 10.3).
 *
 * Each withdrawal gets one refund row (its unique key), accepted in a transaction that locks the
 * order row, and a card refund is sent by whoever claims the row (`sending`): two acceptances at
 * once refund once. A provider that refuses or cannot be reached leaves the refund `failed`, to be
 * tried again by running the command again; the customer's mail goes out when the money has gone.
 */
import { formatOrderNumber, parseOrderNumber } from 'otthon/core';
import type { Db } from '../db/client.js';
import type { StoredWithdrawalLine } from '../db/schema.js';
import { type CurrencyCode, formatMoney, type Locale, roundMoney } from '../domain.js';
import { t } from '../messages/index.js';
import type { PaymentProviders } from '../payments/config.js';
import { ProviderError } from '../payments/provider.js';
import { lockOrderById } from '../delivery/queries.js';
import { orderItemsOf, type OrderItemRow, type OrderRow } from '../orders/queries.js';
import { attemptWithOrder } from '../payment/queries.js';
import {
  claimRefund,
  insertRefund,
  markAccepted,
  paidAttemptOf,
  paymentMethodOf,
  recordRefundOutcome,
  type RefundRow,
  refundsOfOrder,
  withdrawalsOfOrder,
} from './refunds-queries.js';
import { enqueueCorrection } from '../invoicing/invoices.js';
import { sendMail } from '../mail/send.js';

/** The figures of an order a refund is counted from, in its own currency. */
export interface RefundableOrder {
  currency: CurrencyCode;
  /** What the customer paid: items after the coupon, plus delivery. */
  totalGross: number;
  totalItemsGross: number;
  deliveryGross: number;
  items: readonly { id: number; quantity: number; totalGross: number }[];
}

/**
 * What a withdrawal gives back. Pieces are refunded as paid: their share of the line, less their
 * share of the order's coupon. A withdrawal after which nothing of the order is left gives back
 * all that is left of the payment (so the delivery fee, and no rounding is ever lost or doubled).
 */
export function refundAmount(
  order: RefundableOrder,
  withdrawn: readonly StoredWithdrawalLine[],
  options: { completesOrder: boolean; refundedBefore: number },
): number {
  const left = roundMoney(order.totalGross - options.refundedBefore, order.currency);
  if (options.completesOrder) return Math.max(0, left);
  const itemsPaid = order.totalGross - order.deliveryGross;
  const share = order.totalItemsGross > 0 ? itemsPaid / order.totalItemsGross : 0;
  const lines = new Map(order.items.map((item) => [item.id, item]));
  const gross = withdrawn.reduce((sum, line) => {
    const item = lines.get(line.order_item_id);
    return item ? sum + (item.totalGross / item.quantity) * line.quantity : sum;
  }, 0);
  return Math.max(0, Math.min(left, roundMoney(gross * share, order.currency)));
}

/** Whether the withdrawals so far take back every piece of the order. */
function takesEverything(items: readonly OrderItemRow[], withdrawn: readonly StoredWithdrawalLine[]): boolean {
  return items.every((item) => withdrawn.filter((line) => line.order_item_id === item.id).reduce((sum, line) => sum + line.quantity, 0) >= item.quantity);
}

/** A refund as the operator reads it. */
export interface RefundReport {
  id: number;
  withdrawalId: number;
  method: RefundRow['method'];
  provider: RefundRow['provider'];
  amount: number;
  currency: CurrencyCode;
  status: RefundRow['status'];
  failure: string | null;
}

export type AcceptOutcome =
  | { ok: true; number: string; accepted: number; refunds: RefundReport[] }
  | { ok: false; number: string; reason: 'not_an_order_number' | 'unknown_order' | 'no_withdrawal' };

const report = (row: RefundRow): RefundReport => ({
  id: row.id,
  withdrawalId: row.withdrawalId,
  method: row.method,
  provider: row.provider,
  amount: row.amount,
  currency: row.currency as CurrencyCode,
  status: row.status,
  failure: row.failure,
});

/** The refund mail, in the order's language: what was withdrawn, the amount, and how it comes back. */
async function mailRefund(
  tx: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
  withdrawn: readonly StoredWithdrawalLine[],
  refund: { method: 'card' | 'transfer' | null; amount: number; providerRefundId?: string | null; withDelivery: boolean },
): Promise<void> {
  const email = order.customerData.email;
  if (!email) return;
  const locale = order.locale as Locale;
  const currency = order.currency as CurrencyCode;
  const number = formatOrderNumber(order.id);
  const amount = formatMoney(refund.amount, currency);
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = withdrawn.flatMap((line): [string, string][] => {
    const item = byId.get(line.order_item_id);
    return item ? [[item.name[locale], t(locale, 'mail.quantity', { quantity: line.quantity })]] : [];
  });
  const body = refund.method === 'card' ? 'mail.refund.card' : refund.method === 'transfer' ? 'mail.refund.transfer' : 'mail.refund.nothing';
  const mail = renderMail({
    locale,
    name: order.customerData.invoice_data?.name ?? email,
    paragraphs: [t(locale, body, { number, amount })],
    rows: [
      ...lines,
      ...(refund.withDelivery && order.deliveryGross > 0
        ? [[t(locale, 'mail.refund.delivery'), formatMoney(order.deliveryGross, currency)] as [string, string]]
        : []),
      ...(refund.method ? [[t(locale, 'mail.refund.total'), amount] as [string, string]] : []),
      ...(refund.providerRefundId ? [[t(locale, 'mail.refund.id'), refund.providerRefundId] as [string, string]] : []),
    ],
  });
  await sendMail(tx, { kind: 'refund', to: email, subject: t(locale, 'mail.refund.subject', { number }), ...mail });
}

/** Step 1, in one transaction: every withdrawal of the order not yet accepted gets accepted and its refund recorded. */
async function acceptAll(db: Db, orderId: number, now: Date): Promise<{ order: OrderRow; accepted: number } | 'unknown_order' | 'no_withdrawal'> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await lockOrderById(tx, orderId);
    if (!order) return 'unknown_order';
    const list = await withdrawalsOfOrder(tx, order.id);
    if (!list.length) return 'no_withdrawal';
    const [items, method, attempt, earlier] = await Promise.all([
      orderItemsOf(tx, order.id),
      paymentMethodOf(tx, order.paymentMethodId),
      paidAttemptOf(tx, order.id),
      refundsOfOrder(tx, order.id),
    ]);
    const card = method?.isOnline ?? false;
    // A card is paid when its payment is; an offline payment once the goods are delivered (cash on
    // delivery) or the transfer is recorded.
    const paid = card ? order.paymentStatus === 'paid' && attempt !== null : order.paymentStatus === 'paid' || order.deliveredAt !== null;
    const refundable: RefundableOrder = {
      currency: order.currency as CurrencyCode,
      totalGross: order.totalGross,
      totalItemsGross: order.totalItemsGross,
      deliveryGross: order.deliveryGross,
      items: items.map((item) => ({ id: item.id, quantity: item.quantity, totalGross: item.totalGross })),
    };
    let refundedBefore = earlier.reduce((sum, row) => sum + row.amount, 0);
    const withdrawnSoFar: StoredWithdrawalLine[] = [];
    let accepted = 0;
    for (const withdrawal of list) {
      withdrawnSoFar.push(...withdrawal.items);
      if (withdrawal.acceptedAt || !(await markAccepted(tx, withdrawal.id, now))) continue;
      accepted += 1;
      // An invoiced sale gets its correcting invoice for what this withdrawal takes back.
      if (paid) await enqueueCorrection(tx, order.id, withdrawal.id, now);
      const completesOrder = takesEverything(items, withdrawnSoFar);
      const amount = paid ? refundAmount(refundable, withdrawal.items, { completesOrder, refundedBefore }) : 0;
      if (amount <= 0) {
        await mailRefund(tx, order, items, withdrawal.items, { method: null, amount: 0, withDelivery: false });
        continue;
      }
      refundedBefore += amount;
      const refund = await insertRefund(tx, {
        withdrawalId: withdrawal.id,
        orderId: order.id,
        method: card ? 'card' : 'transfer',
        attemptId: card ? attempt!.id : null,
        provider: card ? attempt!.provider : null,
        amount,
        currency: order.currency,
        status: 'pending',
        createdAt: now,
      });
      // A transfer is the shop's to make: the customer learns the amount now. A card refund's mail waits for the provider.
      if (refund.method === 'transfer') await mailRefund(tx, order, items, withdrawal.items, { method: 'transfer', amount, withDelivery: completesOrder });
    }
    return { order, accepted };
  });
}

/** Step 2: sends a card refund this call claimed, and records the outcome (with the mail, once refunded). */
async function sendRefund(db: Db, providers: PaymentProviders, order: OrderRow, refund: RefundRow, now: Date): Promise<void> {
  const claimed = await claimRefund(db, refund.id);
  if (!claimed) return;
  let outcome: { status: 'refunded'; providerRefundId: string; at: Date } | { status: 'failed'; failure: string };
  if (claimed.provider === null) {
    // The simulated gateway took the payment: its refund is simulated too (the embedded default).
    outcome = { status: 'refunded', providerRefundId: `SIM-REFUND-${claimed.id}`, at: now };
  } else {
    const provider = providers[claimed.provider];
    const attempt = claimed.attemptId ? (await attemptWithOrder(db, claimed.attemptId))?.attempt : null;
    if (!provider) outcome = { status: 'failed', failure: `${claimed.provider} is not configured; configure it to refund this payment.` };
    else if (!attempt?.transactionId) outcome = { status: 'failed', failure: 'The paid attempt has no provider transaction id.' };
    else {
      try {
        const answer = await provider.refund({
          attemptId: attempt.id,
          transactionId: attempt.transactionId,
          amount: claimed.amount,
          currency: claimed.currency as CurrencyCode,
        });
        outcome = { status: 'refunded', providerRefundId: answer.refundId, at: now };
      } catch (error) {
        if (!(error instanceof ProviderError)) {
          await recordRefundOutcome(db, claimed.id, { status: 'failed', failure: String(error) });
          throw error;
        }
        outcome = { status: 'failed', failure: error.message };
      }
    }
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await recordRefundOutcome(tx, claimed.id, outcome);
    if (outcome.status !== 'refunded') return;
    const [items, withdrawals] = await Promise.all([orderItemsOf(tx, order.id), withdrawalsOfOrder(tx, order.id)]);
    const withdrawal = withdrawals.find((row) => row.id === claimed.withdrawalId);
    const upTo = withdrawals.filter((row) => row.id <= claimed.withdrawalId).flatMap((row) => row.items);
    await mailRefund(tx, order, items, withdrawal?.items ?? [], {
      method: 'card',
      amount: claimed.amount,
      providerRefundId: outcome.providerRefundId,
      withDelivery: takesEverything(items, upTo),
    });
  });
}

/**
 * Accepts the withdrawals of the order named by `orderNumber` (as a shopper types it) and refunds
 * them; card refunds left failed by an earlier run are tried again. Answers every refund of the order.
 */
export async function acceptWithdrawals(db: Db, providers: PaymentProviders, orderNumber: string, now: Date = new Date()): Promise<AcceptOutcome> {
  const id = parseOrderNumber(orderNumber);
  if (id === null) return { ok: false, reason: 'not_an_order_number', number: orderNumber };
  const number = formatOrderNumber(id);
  const step = await acceptAll(db, id, now);
  if (typeof step === 'string') return { ok: false, reason: step, number };
  for (const refund of await refundsOfOrder(db, id)) {
    if (refund.method === 'card' && (refund.status === 'pending' || refund.status === 'failed')) await sendRefund(db, providers, step.order, refund, now);
  }
  return { ok: true, number, accepted: step.accepted, refunds: (await refundsOfOrder(db, id)).map(report) };
}

/** What the operator reads after `npm run accept-withdrawal`, a line each. */
export function describeAcceptance(outcome: AcceptOutcome): string[] {
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'not_an_order_number':
        return [`"${outcome.number}" is not an order number (write it as OT-000123 or 123).`];
      case 'unknown_order':
        return [`No order ${outcome.number}.`];
      case 'no_withdrawal':
        return [`Order ${outcome.number} has no withdrawal to accept.`];
    }
  }
  const head = `${outcome.number}: ${outcome.accepted} withdrawal${outcome.accepted === 1 ? '' : 's'} accepted now.`;
  const lines = outcome.refunds.map((refund) => {
    const how = refund.method === 'card' ? `to the card (${refund.provider ?? 'simulated gateway'})` : 'by bank transfer (yours to make)';
    const state =
      refund.status === 'failed'
        ? `FAILED: ${refund.failure} Run the command again to retry.`
        : refund.status === 'sending'
          ? 'being sent (if no run is sending it, check it at the provider before retrying)'
          : refund.status;
    return `  refund ${refund.id} (withdrawal ${refund.withdrawalId}): ${formatMoney(refund.amount, refund.currency)} ${how}: ${state}`;
  });
  return [head, ...(lines.length ? lines : ['  nothing to refund (nothing was paid).'])];
}
