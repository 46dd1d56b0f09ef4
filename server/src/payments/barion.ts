/**
 * Barion Smart Gateway (API v2), as its published documentation describes it (docs.barion.com:
 * Payment-Start-v2, Payment-GetPaymentState-v2, Payment-Refund-v2, Callback mechanism,
 * PaymentStatus). Every call authenticates with the shop's secret POSKey (in the JSON body of a
 * POST, in the query of a GET); an answer with a non-empty `Errors` array is a refusal. The
 * payment request id is the shop's payment attempt id; Barion's `PaymentId` is the transaction id.
 *
 * Nothing Barion sends to the shop is signed: the callback (`CallbackUrl`) carries only the
 * payment's id and the shopper comes back to `RedirectUrl?paymentId=…`. So neither is believed:
 * the payment's state is always asked of GetPaymentState with the POSKey, and only its answer
 * decides the attempt.
 */
import type { CurrencyCode, Locale } from '../domain.js';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderOutcome,
  type QueryAnswer,
  type RefundAnswer,
  type RefundRequest,
  type StartAnswer,
  type StartRequest,
  type VerifiedNotice,
} from './provider.js';

/** Barion's test system; the live one is https://api.barion.com. */
export const BARION_SANDBOX_URL = 'https://api.test.barion.com';

export interface BarionConfig {
  /** The shop's secret POSKey (a GUID), never logged or answered. */
  posKey: string;
  /** The Barion e-mail address of the wallet that receives the money (the transaction's Payee). */
  payee: string;
  /** The API's base address, without `/v2`. */
  url: string;
}

const CALL_TIMEOUT_MS = 15_000;

/** The Smart Gateway's language for the shop's locale (Barion's `Locale` values). */
const LOCALES: Record<Locale, string> = { hu: 'hu-HU', en: 'en-US' };

/** A payment's `Status` (Barion's PaymentStatus enumeration) in the shop's words. */
export function outcomeOfBarionStatus(status: string): ProviderOutcome {
  switch (status) {
    case 'Succeeded':
      return 'paid';
    case 'Canceled':
      return 'cancelled';
    case 'Expired':
      return 'timeout';
    case 'Failed':
    case 'Rejected':
      return 'failed';
    default:
      // Prepared, Started, InProgress, Waiting, Reserved, Authorized, PartiallySucceeded: not final
      // for an immediate payment.
      return 'pending';
  }
}

/** A time span as Barion writes one (`d:hh:mm:ss`), at least a minute (the API's minimum). */
export function barionTimeSpan(milliseconds: number): string {
  const seconds = Math.max(60, Math.floor(milliseconds / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 86_400)}:${two(Math.floor(seconds / 3600) % 24)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** The payment id of a callback body, form-encoded or JSON (`paymentId`, older pages: `PaymentId`); null when it names none. */
export function barionCallbackPaymentId(rawBody: string): string | null {
  let fields: Record<string, unknown>;
  const text = rawBody.trim();
  if (text.startsWith('{')) {
    try {
      fields = JSON.parse(text);
    } catch {
      return null;
    }
  } else fields = Object.fromEntries(new URLSearchParams(text));
  const id = fields.paymentId ?? fields.PaymentId;
  return typeof id === 'string' && id.trim() ? id.trim() : null;
}

interface BarionAnswer {
  Errors?: { ErrorCode?: string; Title?: string }[];
}

interface PaymentState extends BarionAnswer {
  PaymentId?: string;
  PaymentRequestId?: string;
  Status?: string;
  Transactions?: { TransactionId?: string; POSTransactionId?: string; Status?: string; Total?: number }[];
}

/** A refusal of Barion's (an answer with errors, such as an unknown payment id). */
export class BarionRefusal extends ProviderError {
  constructor(
    readonly path: string,
    readonly codes: string[],
  ) {
    // Only the error codes: Barion's error entries repeat the POSKey in AuthData.
    super('barion', `${path} refused: ${codes.join(', ') || 'no error code'}`);
    this.name = 'BarionRefusal';
  }
}

export function createBarion(
  config: BarionConfig,
  fetcher: typeof fetch = fetch,
): PaymentProvider & { paymentState(paymentId: string): Promise<PaymentState> } {
  const base = config.url.replace(/\/+$/, '');

  async function call<T extends object>(
    path: string,
    init: { method: 'GET'; query: Record<string, string> } | { method: 'POST'; body: Record<string, unknown> },
  ): Promise<T> {
    const url = new URL(`${base}${path}`);
    if (init.method === 'GET') url.search = new URLSearchParams({ POSKey: config.posKey, ...init.query }).toString();
    let response: Response;
    try {
      response = await fetcher(url, {
        method: init.method,
        headers: { Accept: 'application/json', ...(init.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
        body: init.method === 'POST' ? JSON.stringify({ POSKey: config.posKey, ...init.body }) : undefined,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      // Never the address: a GET's query holds the POSKey.
      throw new ProviderError('barion', `${path} could not be reached (${(error as Error).name})`);
    }
    let answer: T & BarionAnswer;
    try {
      answer = (await response.json()) as T & BarionAnswer;
    } catch {
      throw new ProviderError('barion', `${path} answered ${response.status} without JSON`);
    }
    if (Array.isArray(answer.Errors) && answer.Errors.length)
      throw new BarionRefusal(
        path,
        answer.Errors.map((error) => error.ErrorCode ?? ''),
      );
    if (!response.ok) throw new ProviderError('barion', `${path} answered ${response.status}`);
    return answer;
  }

  const paymentState = (paymentId: string): Promise<PaymentState> =>
    call<PaymentState>('/v2/Payment/GetPaymentState', { method: 'GET', query: { PaymentId: paymentId } });

  return {
    name: 'barion',

    async start(request: StartRequest): Promise<StartAnswer> {
      const currency: CurrencyCode = request.currency;
      const answer = await call<{ PaymentId?: string; GatewayUrl?: string }>('/v2/Payment/Start', {
        method: 'POST',
        body: {
          PaymentType: 'Immediate',
          GuestCheckOut: true,
          FundingSources: ['All'],
          PaymentRequestId: request.attemptId,
          PaymentWindow: barionTimeSpan(request.timeout.getTime() - Date.now()),
          PayerHint: request.email || undefined,
          RedirectUrl: request.backUrl,
          CallbackUrl: request.noticeUrl,
          Locale: LOCALES[request.locale],
          Currency: currency,
          OrderNumber: request.orderNumber,
          Transactions: [
            {
              POSTransactionId: request.attemptId,
              Payee: config.payee,
              Total: request.total,
              // One line for the whole order: its total is what is charged (shipping, fees and
              // discounts included), and Barion shows the item's name to the payer.
              Items: [
                {
                  Name: request.orderNumber,
                  Description: request.orderNumber,
                  Quantity: 1,
                  Unit: request.locale === 'hu' ? 'db' : 'pc',
                  UnitPrice: request.total,
                  ItemTotal: request.total,
                  SKU: request.orderNumber,
                },
              ],
            },
          ],
        },
      });
      if (!answer.GatewayUrl || !answer.PaymentId) throw new ProviderError('barion', '/v2/Payment/Start answered without GatewayUrl or PaymentId');
      return { redirectUrl: answer.GatewayUrl, transactionId: answer.PaymentId };
    },

    /**
     * A callback names a payment and says nothing else, signed by nothing: it is verified by
     * asking GetPaymentState. Null when the body names no payment or Barion knows none by that id;
     * throws `ProviderError` when Barion cannot be asked (the callback then fails and Barion retries).
     */
    async verifyNotice(rawBody): Promise<VerifiedNotice | null> {
      const paymentId = barionCallbackPaymentId(rawBody);
      if (!paymentId) return null;
      let state: PaymentState;
      try {
        state = await paymentState(paymentId);
      } catch (error) {
        if (error instanceof BarionRefusal) return null;
        throw error;
      }
      if (state.PaymentId !== paymentId || !state.PaymentRequestId || !state.Status) return null;
      return {
        attemptId: state.PaymentRequestId,
        transactionId: paymentId,
        outcome: outcomeOfBarionStatus(state.Status),
        // Barion needs a 200 with any content.
        answer: () => new Response(null, { status: 200, headers: { 'Cache-Control': 'no-store' } }),
      };
    },

    async query(attemptId, transactionId): Promise<QueryAnswer> {
      // GetPaymentState is asked by Barion's payment id only.
      if (!transactionId) return { outcome: 'pending', transactionId };
      const state = await paymentState(transactionId);
      if (state.PaymentRequestId !== attemptId || !state.Status) return { outcome: 'pending', transactionId };
      return { outcome: outcomeOfBarionStatus(state.Status), transactionId };
    },

    async refund(request: RefundRequest): Promise<RefundAnswer> {
      // A refund names Barion's id of the payment's transaction (POSTransactionId: the attempt).
      const state = await paymentState(request.transactionId);
      const transaction = state.Transactions?.find((t) => t.POSTransactionId === request.attemptId && t.TransactionId);
      if (!transaction) throw new ProviderError('barion', '/v2/Payment/GetPaymentState answered without the payment transaction to refund');
      const answer = await call<{ RefundedTransactions?: { TransactionId?: string; Status?: string }[] }>('/v2/Payment/Refund', {
        method: 'POST',
        body: {
          PaymentId: request.transactionId,
          TransactionsToRefund: [{ TransactionId: transaction.TransactionId, POSTransactionId: request.attemptId, AmountToRefund: request.amount }],
        },
      });
      const refunded = answer.RefundedTransactions?.[0]?.TransactionId;
      if (!refunded) throw new ProviderError('barion', '/v2/Payment/Refund answered without RefundedTransactions');
      return { refundId: refunded };
    },

    paymentState,
  };
}

export type Barion = ReturnType<typeof createBarion>;
