/**
 * One interface for every outside card-payment provider (SimplePay, Barion, each in a file of its
 * own): start a payment, verify and read its notification, ask for a payment's state, refund.
 * The protocol's details (fields, signing, status names) stay in the provider's file; what the
 * shop does with an outcome is the payment desk's rule (`decidePayment` of `otthon/contract`).
 */
import type { CurrencyCode, Locale } from '../domain.js';

/** Which provider an attempt went to; `simulated` is the shop's own test gateway. */
export type ProviderName = 'simplepay' | 'barion';

/**
 * What a provider says of a payment, in the shop's words: `paid` (the money is taken), `failed`
 * (refused), `cancelled` (the shopper gave up), `timeout` (the provider's time ran out: released
 * like a refusal), `pending` (nothing final yet).
 */
export type ProviderOutcome = 'paid' | 'failed' | 'cancelled' | 'timeout' | 'pending';

/** The payment to start: the attempt is the provider's order reference. */
export interface StartRequest {
  attemptId: string;
  /** In the currency's minor-unit-free amount the shop keeps (forints, euros with cents as decimals). */
  total: number;
  currency: CurrencyCode;
  locale: Locale;
  email: string;
  /** Where the provider sends the shopper's browser back to (the provider's back address on the API). */
  backUrl: string;
  /** Where the provider sends its notices (used by a provider that takes it per payment, as Barion's CallbackUrl). */
  noticeUrl: string;
  /** The order's number as the shopper sees it. */
  orderNumber: string;
  /** When the provider stops accepting the payment (the end of the order's stock reservation). */
  timeout: Date;
  invoice: { name: string; country: string; city: string; zip: string; address: string };
}

export interface StartAnswer {
  /** The provider's page the shopper pays on. */
  redirectUrl: string;
  /** The provider's id of the payment. */
  transactionId: string;
}

/** A provider's notification, verified: what it says and the answer the provider expects. */
export interface VerifiedNotice {
  attemptId: string;
  transactionId: string;
  outcome: ProviderOutcome;
  /** The answer to send back (built once the notice is verified, before it is acted on). */
  answer: () => Response;
}

export interface QueryAnswer {
  outcome: ProviderOutcome;
  transactionId: string | null;
}

export interface RefundRequest {
  attemptId: string;
  transactionId: string;
  amount: number;
  currency: CurrencyCode;
}

export interface RefundAnswer {
  refundId: string;
}

/** A failure talking to the provider (network, a refusal, a bad signature): never shown with secrets. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a payment: where the shopper goes to pay. Throws `ProviderError`. */
  start(request: StartRequest): Promise<StartAnswer>;
  /**
   * The notification over its raw body and headers once verified (SimplePay: its signature holds;
   * Barion: the provider, asked, confirms the payment it names), else null. Throws `ProviderError`
   * when verifying needs the provider and it cannot be reached.
   */
  verifyNotice(rawBody: string, headers: { get(name: string): string | null }): Promise<VerifiedNotice | null>;
  /** Asks the provider for the attempt's payment state. Throws `ProviderError`. */
  query(attemptId: string, transactionId: string | null): Promise<QueryAnswer>;
  /** Refunds part or all of a taken payment. Throws `ProviderError`. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
}
