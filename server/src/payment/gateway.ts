import { createHmac, randomInt } from 'node:crypto';
import {
  apiPageResponse,
  type ApiMessageKey,
  type AttemptStatus,
  DECISION_OUTCOMES,
  decidePayment,
  endpoints,
  GATEWAY_RESPONSE_CODES,
  gatewayPageHtml,
  gatewayState,
  gatewayTransactionId,
  type PaymentDecision,
  pathTo,
} from 'otthon/contract';
import { formatOrderNumber } from 'otthon/core';
import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import { formatMoney, STOCK_RESERVATION_MINUTES, type CurrencyCode, type Locale } from '../domain.js';
import { t } from '../messages/index.js';
import type { OrderRow } from '../orders/queries.js';
import { type AttemptRow, attemptWithOrder, lockOrderAndAttempt, newestAttemptId, recordAttemptDecision, recordOrderPayment } from './queries.js';
import { enqueueInvoice } from '../invoicing/invoices.js';
import { sendPaymentConfirmation } from '../orders/mails.js';
import { payableOrder } from '../orders/view.js';
import { releaseLapsedReservations, reservationExpired, reservationLapsed } from '../orders/reservations.js';

/**
 * What the gateway's page and decision ask of a request: language, messages, clock, the database
 * and the settings.
 */
type GatewayRequest = Pick<ShopRequest, 'locale' | 't' | 'now'> & Pick<ShopData, 'db' | 'app'>;

export type Decision = PaymentDecision;

/** HMAC-SHA256 over the order hash and the attempt, so a result page can tell a genuine return. */
export function resultSignature(secret: string, orderHash: string, attempt: string): string {
  return createHmac('sha256', secret).update(`${orderHash}.${attempt}`).digest('base64url');
}

export function resultUrl(secret: string, base: string, orderHash: string, attempt: string): string {
  const url = new URL(base);
  url.searchParams.set('order_hash', orderHash);
  url.searchParams.set('attempt', attempt);
  url.searchParams.set('sig', resultSignature(secret, orderHash, attempt));
  return url.href;
}

async function load(db: Db, attemptId: string, now: Date): Promise<{ attempt: AttemptRow; order: OrderRow; latest: boolean } | null> {
  const read = () => attemptWithOrder(db, attemptId);
  let found = await read();
  if (!found) return null;
  // A lapsed reservation is released before the gateway shows or records anything.
  if (reservationLapsed(found.order, now)) {
    await releaseLapsedReservations(db, now, found.order.id);
    found = (await read())!;
  }
  const newest = await newestAttemptId(db, found.attempt.orderId);
  return { ...found, latest: newest === found.attempt.id };
}

/** The simulated card gateway page, in the order's language (the page itself is the contract's). */
export async function gatewayPage(ctx: GatewayRequest, attemptId: string): Promise<Response> {
  const found = await load(ctx.db, attemptId, ctx.now());
  if (!found) throw new HttpError(404, ctx.t('payment.attempt_not_found'));
  const { attempt, order, latest } = found;
  const state = gatewayState(
    {
      status: attempt.status as AttemptStatus,
      paymentMethodId: attempt.paymentMethodId,
      latest,
      responseKey: attempt.responseCode ? (`payment.response.${attempt.responseCode}` as ApiMessageKey) : null,
    },
    { paymentStatus: order.paymentStatus, paymentMethodId: order.paymentMethodId, reservationOver: reservationExpired(order) },
  );
  const html = gatewayPageHtml({
    locale: order.locale as Locale,
    order: { number: formatOrderNumber(order.id), amount: formatMoney(order.totalGross, order.currency as CurrencyCode) },
    state,
    action: pathTo(endpoints.paymentGateway.path, { attempt: attempt.id }),
    back: resultUrl(ctx.app.secret, attempt.resultUrl, order.hash, attempt.id),
    holdMinutes: STOCK_RESERVATION_MINUTES,
  });
  return apiPageResponse(html, ctx.app.publicOrigins);
}

/** What a decision records besides its outcome: the gateway's or provider's codes. */
export interface DecisionDetails {
  responseCode: string;
  transactionId: string | null;
  authorizationCode: string | null;
}

/**
 * Records a decision on an attempt by the payment desk's rules (`decidePayment`), in one
 * transaction with the order and the attempt locked: an approval makes the order processing and
 * mails the payment confirmation, once. Answers the locked order and attempt (for the return
 * address); the desk's refusals (404, 409) are thrown.
 */
export async function recordDecision(
  db: Db,
  locale: Locale,
  now: Date,
  attemptId: string,
  decision: Decision,
  details: (decision: Decision) => DecisionDetails,
): Promise<{ order: OrderRow; attempt: AttemptRow }> {
  const found = await load(db, attemptId, now);
  if (!found) throw new HttpError(404, t(locale, 'payment.attempt_not_found'));
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let locked: { order: OrderRow; attempt: AttemptRow } | null = null;
    await decidePayment(
      {
        locale,
        async attempt(id) {
          // The order before its attempt, in the order a reservation's release locks them.
          const { order, attempt } = await lockOrderAndAttempt(tx, found.order.id, id);
          if (!order || !attempt) return null;
          locked = { order, attempt };
          const latest = (await newestAttemptId(tx, attempt.orderId)) === attempt.id;
          return {
            attempt: { id: attempt.id, status: attempt.status, paymentMethodId: attempt.paymentMethodId, latest },
            order: await payableOrder(tx, order, now),
          };
        },
        async recordDecision(_attempt, _order, chosen) {
          const { order, attempt } = locked!;
          const recorded = details(chosen);
          const status = DECISION_OUTCOMES[chosen];
          await recordAttemptDecision(tx, attempt.id, { status, ...recorded });
          await recordOrderPayment(tx, order.id, {
            paymentStatus: status,
            // Paid in time: the reserved pieces are sold, the deadline no longer applies.
            ...(chosen === 'approve' ? { status: 'processing' as const, transactionId: recorded.transactionId, reservedUntil: null } : {}),
          });
          if (chosen === 'approve') {
            await sendPaymentConfirmation(tx, order, recorded.transactionId ?? '');
            // Paid: the sale's invoice is due, written to its outbox with the paid transition.
            await enqueueInvoice(tx, order.id, now);
          }
        },
      },
      attemptId,
      decision,
    );
    return locked! as { order: OrderRow; attempt: AttemptRow };
  });
}

/**
 * Records the simulated gateway's decision on the latest pending attempt and sends the browser
 * back to the order's return address with a signed result (303). Repeating the same decision (a
 * double click) redirects again; a different one, an older attempt or a paid order is 409. Once
 * the order's stock reservation has lapsed nothing is recorded (no charge for released stock): the
 * browser goes back to the result page, which says so.
 */
export async function decide(ctx: GatewayRequest, attemptId: string, decision: Decision): Promise<Response> {
  const { order, attempt } = await recordDecision(ctx.db, ctx.locale, ctx.now(), attemptId, decision, (chosen) => ({
    responseCode: GATEWAY_RESPONSE_CODES[DECISION_OUTCOMES[chosen]],
    transactionId: chosen === 'cancel' ? null : gatewayTransactionId(new Date(), randomInt(0, 1000)),
    authorizationCode: chosen === 'approve' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null,
  }));
  const redirect = resultUrl(ctx.app.secret, attempt.resultUrl, order.hash, attempt.id);
  return new Response(null, { status: 303, headers: { Location: redirect, 'Cache-Control': 'no-store' } });
}
