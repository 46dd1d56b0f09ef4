/**
 * Card payments through an outside provider (payments/provider.ts): its notice, the shopper's
 * return, and asking the provider when the notice is late (SimplePay, Barion). What an outcome does to the order is
 * the payment desk's rule, recorded by `recordDecision` (payment.ts): a payment is marked paid
 * once, so a repeated notice, a return after the notice or a query after either changes nothing.
 */
import { ShopRefusal } from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import type { Locale } from '../domain.js';
import { ProviderError, type PaymentProvider, type ProviderName, type ProviderOutcome } from '../payments/provider.js';
import type { SimplePayEvent } from '../payments/simplepay.js';
import { attemptWithOrder, providerAttemptByTransaction, recordAttemptResponse } from './queries.js';
import { type Decision, recordDecision, resultUrl } from './gateway.js';

/**
 * What a provider's notice or return asks of a request: messages, clock, the database and the
 * settings (a notice adds its signed headers and body).
 */
type ProviderRequest = Pick<ShopRequest, 't' | 'now'> & Pick<ShopData, 'db' | 'app'>;

/** The decision each final outcome makes (a timeout releases the order as a refusal does). */
const DECISIONS: Record<Exclude<ProviderOutcome, 'pending'>, Decision> = { paid: 'approve', failed: 'decline', timeout: 'decline', cancelled: 'cancel' };

/** The response code an outcome leaves on the attempt: the result page's words for it, per provider. */
const RESPONSE_CODES: Record<ProviderName, Record<ProviderOutcome, string>> = {
  simplepay: { paid: 'SP_SUCCESS', pending: 'SP_SUCCESS', failed: 'SP_FAIL', timeout: 'SP_TIMEOUT', cancelled: 'SP_CANCEL' },
  barion: { paid: 'BARION_SUCCEEDED', pending: 'BARION_SUCCEEDED', failed: 'BARION_FAILED', timeout: 'BARION_EXPIRED', cancelled: 'BARION_CANCELED' },
};

/**
 * Records a provider's final outcome for an attempt by the desk's rules. A decision the desk
 * refuses (another one came first, a newer attempt, an order paid otherwise) is kept out of the
 * order and logged: the provider has been answered, and the shop sorts such a payment out by hand.
 */
async function applyOutcome(
  db: Db,
  provider: ProviderName,
  locale: Locale,
  now: Date,
  attemptId: string,
  outcome: ProviderOutcome,
  transactionId: string | null,
): Promise<void> {
  if (outcome === 'pending') return;
  try {
    await recordDecision(db, locale, now, attemptId, DECISIONS[outcome], () => ({
      responseCode: RESPONSE_CODES[provider][outcome],
      transactionId,
      authorizationCode: null,
    }));
  } catch (error) {
    if (error instanceof ShopRefusal && error.status === 409) {
      console.warn(`Payment ${attemptId}: the provider's outcome "${outcome}" (transaction ${transactionId}) was not recorded: ${error.message}`);
      return;
    }
    throw error;
  }
}

function simplePayOf(ctx: ProviderRequest) {
  const provider = ctx.app.providers.simplepay;
  if (!provider) throw new HttpError(404, ctx.t('payment.provider_off'));
  return provider;
}

/** The attempt a provider's message names, when it went to that provider. */
async function providerAttempt(ctx: ProviderRequest, provider: PaymentProvider, attemptId: string) {
  const found = await attemptWithOrder(ctx.db, attemptId);
  if (!found || found.attempt.provider !== provider.name) throw new HttpError(404, ctx.t('payment.attempt_not_found'));
  return found;
}

/**
 * SimplePay's IPN: verified over the raw body before anything in it is read (a wrong signature is
 * 401 and changes nothing), the outcome recorded once, and the signed confirmation answered.
 */
export async function simplePayNotice(ctx: ProviderRequest & Pick<HttpExchange, 'header' | 'rawBody'>): Promise<Response> {
  const provider = simplePayOf(ctx);
  const notice = await provider.verifyNotice(await ctx.rawBody(), { get: (name) => ctx.header(name) ?? null });
  if (!notice) throw new HttpError(401, ctx.t('payment.notice_invalid'));
  const { order } = await providerAttempt(ctx, provider, notice.attemptId);
  await applyOutcome(ctx.db, provider.name, order.locale as Locale, ctx.now(), notice.attemptId, notice.outcome, notice.transactionId);
  return notice.answer();
}

/**
 * Asks the provider about an attempt still waiting for its notice and records a final answer
 * (the notice may be late or lost). A provider that cannot be reached leaves it waiting.
 */
export async function queryPending(
  db: Db,
  provider: PaymentProvider,
  attempt: { id: string; transactionId: string | null },
  locale: Locale,
  now: Date,
): Promise<ProviderOutcome> {
  try {
    const answer = await provider.query(attempt.id, attempt.transactionId);
    await applyOutcome(db, provider.name, locale, now, attempt.id, answer.outcome, answer.transactionId);
    return answer.outcome;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`Payment ${attempt.id}: query failed: ${error.message}`);
    return 'pending';
  }
}

/**
 * The shopper's return from SimplePay: `s` must sign `r`. A failure, timeout or cancellation is
 * recorded as SimplePay says; a success is only a claim, so it is noted for the result page and,
 * while the IPN has not come, SimplePay is asked (/v2/query) and only a FINISHED answer pays the
 * order. Then the shopper goes to the order's result page (303).
 */
export async function simplePayBack(ctx: ProviderRequest, query: { r: string; s: string }): Promise<Response> {
  const provider = simplePayOf(ctx);
  const back = provider.readReturn(query.r, query.s);
  if (!back) throw new HttpError(400, ctx.t('payment.return_invalid'));
  const { order, attempt } = await providerAttempt(ctx, provider, back.attemptId);
  const locale = order.locale as Locale;
  const now = ctx.now();
  const event: SimplePayEvent = back.event;
  if (event === 'SUCCESS') {
    if (attempt.status === 'pending') {
      await recordAttemptResponse(ctx.db, attempt.id, { responseCode: RESPONSE_CODES.simplepay.paid, transactionId: back.transactionId });
      await queryPending(ctx.db, provider, { id: attempt.id, transactionId: back.transactionId }, locale, now);
    }
  } else {
    const outcome: ProviderOutcome = event === 'FAIL' ? 'failed' : event === 'TIMEOUT' ? 'timeout' : 'cancelled';
    await applyOutcome(ctx.db, provider.name, locale, now, attempt.id, outcome, back.transactionId);
  }
  const redirect = resultUrl(ctx.app.secret, attempt.resultUrl, order.hash, attempt.id);
  return new Response(null, { status: 303, headers: { Location: redirect, 'Cache-Control': 'no-store' } });
}

function barionOf(ctx: ProviderRequest) {
  const provider = ctx.app.providers.barion;
  if (!provider) throw new HttpError(404, ctx.t('payment.provider_off'));
  return provider;
}

/**
 * Barion's callback: it names a payment and nothing else, so the payment's state is asked of
 * Barion (GetPaymentState) and only that answer is recorded, once. A payment Barion does not know,
 * or one that is not this shop's Barion attempt, is 404 and changes nothing; a Barion that cannot
 * be asked is 502, so Barion sends the callback again. Any 200 is Barion's acknowledgement.
 */
export async function barionCallback(ctx: ProviderRequest & Pick<HttpExchange, 'header' | 'rawBody'>): Promise<Response> {
  const provider = barionOf(ctx);
  let notice: Awaited<ReturnType<typeof provider.verifyNotice>>;
  try {
    notice = await provider.verifyNotice(await ctx.rawBody(), { get: (name) => ctx.header(name) ?? null });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`Barion callback: the payment's state could not be asked: ${error.message}`);
    throw new HttpError(502, ctx.t('payment.provider_unavailable'));
  }
  if (!notice) throw new HttpError(404, ctx.t('payment.attempt_not_found'));
  const { order, attempt } = await providerAttempt(ctx, provider, notice.attemptId);
  // The attempt must be the one this payment was started for (a newer attempt has its own).
  if (attempt.transactionId !== notice.transactionId) throw new HttpError(404, ctx.t('payment.attempt_not_found'));
  await applyOutcome(ctx.db, provider.name, order.locale as Locale, ctx.now(), attempt.id, notice.outcome, notice.transactionId);
  return notice.answer();
}

/**
 * The shopper's return from Barion (`RedirectUrl?paymentId=…`): nothing in it is believed. While
 * the callback has not decided the attempt, Barion is asked (GetPaymentState) and its answer is
 * recorded; then the shopper goes to the order's result page (303).
 */
export async function barionBack(ctx: ProviderRequest, query: { paymentId: string }): Promise<Response> {
  const provider = barionOf(ctx);
  const found = await providerAttemptByTransaction(ctx.db, provider.name, query.paymentId);
  if (!found) throw new HttpError(404, ctx.t('payment.attempt_not_found'));
  const { order, attempt } = found;
  if (attempt.status === 'pending')
    await queryPending(ctx.db, provider, { id: attempt.id, transactionId: attempt.transactionId }, order.locale as Locale, ctx.now());
  const redirect = resultUrl(ctx.app.secret, attempt.resultUrl, order.hash, attempt.id);
  return new Response(null, { status: 303, headers: { Location: redirect, 'Cache-Control': 'no-store' } });
}
