/**
 * Late and lost payment notices: a card payment an outside provider took is normally decided by
 * the provider's notice (SimplePay's IPN, Barion's callback) or by the shopper's return. When both
 * are late or lost, the order would wait for ever, its stock held. So the server asks the provider
 * itself about every attempt still waiting: one, two, four, eight … minutes after it started
 * (back-off, so a slow provider is not flooded), and once for all of them when the server starts.
 * A final answer is recorded by the payment desk's rules (one decision per attempt); a payment that
 * timed out at the provider releases the order's reservation as a refusal does. Several processes
 * may sweep at once: the desk records the first decision and refuses the others.
 */
import type { Db } from '../db/client.js';
import type { Locale } from '../domain.js';
import type { PaymentProviders } from '../payments/config.js';
import type { ProviderOutcome } from '../payments/provider.js';
import { pendingProviderAttempts } from './queries.js';
import { queryPending } from './provider-payments.js';

/** How often the server looks for waiting payments. */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/** The first question comes a minute after the start; each next one after twice the wait. */
const FIRST_QUERY_MS = 60_000;

/**
 * How long an attempt is asked about: a payment is decided well within its order's reservation
 * (hours); an older one still waiting (superseded by "Pay again", or its order long released) is
 * not asked again, so the sweep does not grow with the shop's history.
 */
export const SWEEP_HORIZON_MS = 2 * 86_400_000;

/**
 * Whether an attempt of age `ageMs` is due for a question in a sweep that follows the previous
 * one by `sinceLastMs`: a question is due at 1, 2, 4, 8 … minutes of age, and a sweep asks when
 * one of those moments passed since the previous sweep.
 */
export function dueForQuery(ageMs: number, sinceLastMs: number): boolean {
  if (ageMs < FIRST_QUERY_MS) return false;
  const previous = ageMs - sinceLastMs;
  if (previous < FIRST_QUERY_MS) return true;
  // The number of doublings reached now and at the previous sweep; due when it grew.
  return Math.floor(Math.log2(ageMs / FIRST_QUERY_MS)) > Math.floor(Math.log2(previous / FIRST_QUERY_MS));
}

export interface SweepResult {
  /** Attempts asked about. */
  asked: number;
  /** How the providers answered, by outcome (`pending`: nothing final, or not reachable). */
  outcomes: Partial<Record<ProviderOutcome, number>>;
}

/**
 * Asks the providers about the attempts waiting for them that are due (`all`: every one, as at
 * start-up) and records the final answers. A provider no longer configured is skipped.
 */
export async function sweepPendingPayments(
  db: Db,
  providers: PaymentProviders,
  now: Date,
  options: { sinceLastMs?: number; all?: boolean } = {},
): Promise<SweepResult> {
  const result: SweepResult = { asked: 0, outcomes: {} };
  for (const { attempt, locale } of await pendingProviderAttempts(db, new Date(now.getTime() - SWEEP_HORIZON_MS))) {
    const provider = attempt.provider ? providers[attempt.provider] : null;
    if (!provider) continue;
    if (!options.all && !dueForQuery(now.getTime() - attempt.createdAt.getTime(), options.sinceLastMs ?? PAYMENT_SWEEP_INTERVAL_MS)) continue;
    result.asked += 1;
    const outcome = await queryPending(db, provider, { id: attempt.id, transactionId: attempt.transactionId }, locale as Locale, now);
    result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
  }
  return result;
}

/**
 * Sweeps at start-up (every waiting attempt) and then every minute, while a provider is configured.
 * Answers the function that stops it. A failed sweep is logged and the next one tries again.
 */
export function startPaymentSweep(db: Db, providers: PaymentProviders, now: () => Date): () => Promise<void> {
  if (!providers.simplepay && !providers.barion) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  let last = now().getTime();
  const sweep = (all: boolean) => {
    const at = now();
    const sinceLastMs = at.getTime() - last;
    last = at.getTime();
    running = sweepPendingPayments(db, providers, at, { all, sinceLastMs }).catch((error: unknown) =>
      console.error(`Payment sweep failed: ${(error as Error).message}`),
    );
  };
  sweep(true);
  const timer = setInterval(() => sweep(false), PAYMENT_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
