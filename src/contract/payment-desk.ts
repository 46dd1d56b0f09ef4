/**
 * Paying for a placed order, once for every implementation of the contract: "Pay again" (a new
 * attempt, possibly by another method the order's delivery allows) and the card gateway's decision
 * on an attempt. The reference server runs them over its orders and payment attempts (the rows
 * locked), the `otthon/msw` mock shop over its own. The engine decides — what may be paid again,
 * which decision counts, what a repeated or stale one answers — and a `PaymentStore` reads and
 * records. The rules are in docs/requirements.md (payment).
 */
import { BANK_TRANSFER_DAYS, STOCK_RESERVATION_MINUTES } from '../domain/constants.js';
import type { Locale } from '../domain/constants.js';
import { isAllowedReturnUrl } from '../domain/return-url.js';
import type { PlacedOrder } from './checkout.js';
import type { ApiMessageKey } from './messages.js';
import { fieldRefusal, refusal } from './refusal.js';

export type PaymentDecision = 'approve' | 'decline' | 'cancel';
export type AttemptStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** What each decision makes of an attempt and of its order's payment. */
export const DECISION_OUTCOMES = { approve: 'paid', decline: 'failed', cancel: 'cancelled' } as const satisfies Record<PaymentDecision, AttemptStatus>;

/** An order as the payment rules read it. */
export interface PayableOrder {
  hash: string;
  status: string;
  paymentStatus: 'not_required' | AttemptStatus;
  paymentMethodId: number;
  /** The payment methods its delivery method allows. */
  allowedPaymentIds: readonly number[];
  /** Whether the stock it held while waiting for the payment has been released (its deadline passed). */
  reservationOver: boolean;
  /** Whether it is paid by bank transfer: a reservation that ran out waited for the transfer's days, not a card's minutes. */
  byTransfer?: boolean;
}

/** A gateway attempt as the payment rules read it. */
export interface StoredAttempt {
  id: string;
  status: AttemptStatus;
  paymentMethodId: number;
  /** Whether it is the order's newest attempt. */
  latest: boolean;
}

export interface PaymentStore {
  readonly locale: Locale;
  /** Origins a result address may point to (the shop's own). */
  readonly origins: readonly string[];
  /** The order by its hash, locked for the change; null for none. */
  order(hash: string): Promise<PayableOrder | null>;
  /** A payment method of the shop: whether it is paid online (through the gateway); null for none. */
  paymentMethod(id: number): Promise<{ id: number; online: boolean } | null>;
  /**
   * The order is to be paid by `method` now: an online method opens a new attempt whose gateway
   * page is answered; one paid later (bank transfer, cash on delivery) needs no waiting, so the
   * order's stock deadline ends.
   */
  switchPayment(order: PayableOrder, method: { id: number; online: boolean }, resultUrl: string): Promise<string | null>;
  /** The attempt with its order, both locked; null for an unknown attempt. */
  attempt(id: string): Promise<{ attempt: StoredAttempt; order: PayableOrder } | null>;
  /** Records the decision on the attempt and the order (a paid order is processed and confirmed). */
  recordDecision(attempt: StoredAttempt, order: PayableOrder, decision: PaymentDecision): Promise<void>;
}

/**
 * "Pay again": a new attempt for an unpaid order, optionally by another payment method its
 * delivery method allows. Refused once the order is paid, its stock released or it is cancelled.
 */
export async function restartPayment(
  store: Pick<PaymentStore, 'locale' | 'origins' | 'order' | 'paymentMethod' | 'switchPayment'>,
  hash: string,
  body: { payment_method: number; transaction_result_url: string },
): Promise<PlacedOrder> {
  const { locale } = store;
  if (!isAllowedReturnUrl(body.transaction_result_url, store.origins)) throw fieldRefusal(locale, 'transaction_result_url', 'order.result_url');
  const order = await store.order(hash);
  if (!order) throw refusal(locale, 404, 'order.not_found');
  if (order.paymentStatus === 'paid') throw refusal(locale, 409, 'order.already_paid');
  if (order.reservationOver) {
    throw order.byTransfer
      ? refusal(locale, 409, 'order.transfer_expired', { days: BANK_TRANSFER_DAYS })
      : refusal(locale, 409, 'order.reservation_expired', { minutes: STOCK_RESERVATION_MINUTES });
  }
  if (order.status === 'cancelled') throw refusal(locale, 409, 'order.cancelled');
  const method = await store.paymentMethod(body.payment_method);
  if (!method || !order.allowedPaymentIds.includes(method.id)) throw fieldRefusal(locale, 'payment_method', 'order.payment_method_not_allowed');
  const redirect = await store.switchPayment(order, method, body.transaction_result_url);
  return { order_hash: order.hash, redirect_url: redirect };
}

/**
 * The gateway's decision on an attempt. Only the order's newest attempt, still pending, for an
 * order that still waits for it, can be decided; the same decision again (a double click) changes
 * nothing and is answered as the first; another decision, an older attempt or a paid order is 409.
 * Once the order's stock is released nothing is recorded (no charge for released stock). Answers
 * whether the browser goes back to the shop (`true`), the refusals are thrown.
 */
export async function decidePayment(
  store: Pick<PaymentStore, 'locale' | 'attempt' | 'recordDecision'>,
  attemptId: string,
  decision: PaymentDecision,
): Promise<true> {
  const { locale } = store;
  const found = await store.attempt(attemptId);
  if (!found) throw refusal(locale, 404, 'payment.attempt_not_found');
  const { attempt, order } = found;
  if (order.reservationOver) return true;
  if (attempt.status !== 'pending') {
    if (attempt.status === DECISION_OUTCOMES[decision]) return true;
    throw refusal(locale, 409, 'payment.attempt_decided');
  }
  if (!attempt.latest) throw refusal(locale, 409, 'payment.attempt_superseded');
  if (order.paymentStatus === 'paid') throw refusal(locale, 409, 'order.already_paid');
  // An order switched to another way of paying leaves its card attempt pending but no longer waits for it.
  if (order.paymentStatus !== 'pending' || order.paymentMethodId !== attempt.paymentMethodId) throw refusal(locale, 409, 'payment.method_changed');
  await store.recordDecision(attempt, order, decision);
  return true;
}

/**
 * The simulated gateway's transaction id, made at `now` (the server's when a decision comes, the
 * mock's when the attempt opens): `T`, the time in milliseconds and three random digits
 * (`digits`, 0–999).
 */
export function gatewayTransactionId(now: Date, digits: number): string {
  return `T${now.getTime()}${String(digits).padStart(3, '0')}`;
}

/**
 * The response code the simulated gateway records for what each decision made of an attempt, as a
 * card acquirer's: "00" approved, "05" do not honour, "C" cancelled by the shopper.
 */
export const GATEWAY_RESPONSE_CODES = { paid: '00', failed: '05', cancelled: 'C' } as const satisfies Record<Exclude<AttemptStatus, 'pending'>, string>;

/** The simulated gateway's result words for what each decision made of an attempt (its response codes). */
export const GATEWAY_RESPONSE_KEYS = {
  paid: 'payment.response.00',
  failed: 'payment.response.05',
  cancelled: 'payment.response.C',
} as const satisfies Record<Exclude<AttemptStatus, 'pending'>, ApiMessageKey>;

/** What the simulated gateway's page offers for an attempt. */
export type GatewayState =
  /** The payment can be decided here. */
  | { kind: 'open' }
  /** The order's stock was released before the payment: nothing to decide. */
  | { kind: 'expired' }
  /** Nothing to decide any more, and why, in the API's words. */
  | { kind: 'done'; result: ApiMessageKey };

/**
 * The gateway page's state: open only for the order's newest attempt while the order still waits
 * for it (unpaid, to be paid with the attempt's method, its stock still held). An attempt the
 * order no longer waits for — its method was changed ("pay again" by transfer), a newer attempt
 * came, the order was paid — shows why; a decided one shows its result.
 */
export function gatewayState(
  attempt: Omit<StoredAttempt, 'id'> & { responseKey: ApiMessageKey | null },
  order: Pick<PayableOrder, 'paymentStatus' | 'paymentMethodId' | 'reservationOver'>,
): GatewayState {
  if (order.reservationOver) return { kind: 'expired' };
  const awaited = order.paymentStatus === 'pending' && order.paymentMethodId === attempt.paymentMethodId;
  const replaced = attempt.status === 'pending' && attempt.latest && order.paymentStatus !== 'paid' && !awaited;
  if (attempt.status === 'pending' && attempt.latest && order.paymentStatus !== 'paid' && !replaced) return { kind: 'open' };
  const decided = attempt.status === 'pending' ? null : (attempt.responseKey ?? GATEWAY_RESPONSE_KEYS[attempt.status]);
  return { kind: 'done', result: decided ?? (replaced ? 'payment.method_changed' : 'payment.attempt_superseded') };
}
