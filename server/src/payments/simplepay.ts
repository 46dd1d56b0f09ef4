/**
 * SimplePay (OTP Mobil) online payment API v2, as its published documentation describes it: every
 * call is a JSON POST to `{url}/v2/start|query|refund` whose body is signed in the `Signature`
 * header as base64(HMAC-SHA384(secret key, body)); every answer carries the same kind of signature
 * over its body, checked before it is read. The shopper comes back to the `url` given at the start
 * with `r` (base64 JSON: response code `r`, transaction `t`, event `e`, merchant `m`, order
 * reference `o`) and `s` (the signature of that JSON). The IPN is a signed JSON POST answered with
 * the same JSON plus `receiveDate`, signed by the shop. The order reference is the shop's payment
 * attempt id.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CurrencyCode } from '../domain.js';
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

/** SimplePay's test system; the live one is https://secure.simplepay.hu/payment. */
export const SIMPLEPAY_SANDBOX_URL = 'https://sandbox.simplepay.hu/payment';

export interface SimplePayConfig {
  merchant: string;
  secretKey: string;
  /** The API's base address, without `/v2`. */
  url: string;
}

/** The events of the back address, as SimplePay names them. */
export type SimplePayEvent = 'SUCCESS' | 'FAIL' | 'TIMEOUT' | 'CANCEL';
const EVENTS: readonly SimplePayEvent[] = ['SUCCESS', 'FAIL', 'TIMEOUT', 'CANCEL'];

const SDK_VERSION = 'Otthon_SimplePay_v2';
const CALL_TIMEOUT_MS = 15_000;

/** base64(HMAC-SHA384(key, text)) over the text's UTF-8 bytes, SimplePay's signature. */
export function simplePaySignature(secretKey: string, text: string): string {
  return createHmac('sha384', secretKey.trim()).update(text, 'utf8').digest('base64');
}

/** Whether `signature` is the signature of `text` (compared in constant time). */
export function isSimplePaySignature(secretKey: string, text: string, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(simplePaySignature(secretKey, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The JSON of a request body, its slashes escaped as SimplePay's own SDKs send them. */
export function simplePayJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** A transaction's status in the shop's words (SimplePay v2 status names). */
export function outcomeOfStatus(status: string): ProviderOutcome {
  switch (status) {
    case 'FINISHED':
    // Refunded or reversed later: the payment itself was taken.
    case 'REFUND':
    case 'REVERSED':
      return 'paid';
    case 'NOTAUTHORIZED':
    case 'FRAUD':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    case 'TIMEOUT':
      return 'timeout';
    default:
      // INIT, INPAYMENT, INFRAUD, AUTHORIZED: nothing final yet.
      return 'pending';
  }
}

/** The back address's `r` and `s`, read when `s` signs `r`; null for anything else. */
export interface SimplePayReturn {
  attemptId: string;
  transactionId: string;
  event: SimplePayEvent;
  responseCode: number;
}

/** `ISO 8601` with an explicit offset and no milliseconds, as SimplePay's dates are written. */
function isoDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** A query parameter in base64 whose `+` a browser or proxy may have turned into a space. */
const base64Param = (value: string) => value.trim().replace(/ /g, '+');

export function createSimplePay(
  config: SimplePayConfig,
  fetcher: typeof fetch = fetch,
): PaymentProvider & {
  readReturn(r: string | undefined, s: string | undefined): SimplePayReturn | null;
} {
  const base = config.url.replace(/\/+$/, '');

  async function call<T extends object>(path: 'start' | 'query' | 'refund', payload: Record<string, unknown>): Promise<T> {
    const body = simplePayJson({ salt: randomBytes(16).toString('hex'), merchant: config.merchant, ...payload, sdkVersion: SDK_VERSION });
    let response: Response;
    try {
      response = await fetcher(`${base}/v2/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Signature: simplePaySignature(config.secretKey, body) },
        body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('simplepay', `/v2/${path} could not be reached (${(error as Error).name})`);
    }
    const text = await response.text();
    let answer: T & { errorCodes?: unknown[]; merchant?: string };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new ProviderError('simplepay', `/v2/${path} answered ${response.status} without JSON`);
    }
    // An answer with error codes may come unsigned (a signature it could not check, say).
    if (Array.isArray(answer.errorCodes) && answer.errorCodes.length)
      throw new ProviderError('simplepay', `/v2/${path} refused: error codes ${answer.errorCodes.join(', ')}`);
    if (!isSimplePaySignature(config.secretKey, text, response.headers.get('Signature')))
      throw new ProviderError('simplepay', `/v2/${path} answer's signature does not match`);
    if (!response.ok) throw new ProviderError('simplepay', `/v2/${path} answered ${response.status}`);
    return answer;
  }

  return {
    name: 'simplepay',

    async start(request: StartRequest): Promise<StartAnswer> {
      const answer = await call<{ paymentUrl?: string; transactionId?: number | string }>('start', {
        orderRef: request.attemptId,
        currency: request.currency satisfies CurrencyCode,
        customerEmail: request.email,
        language: request.locale.toUpperCase(),
        methods: ['CARD'],
        total: request.total,
        timeout: isoDate(request.timeout),
        url: request.backUrl,
        invoice: {
          name: request.invoice.name,
          country: request.invoice.country,
          state: '',
          city: request.invoice.city,
          zip: request.invoice.zip,
          address: request.invoice.address,
        },
      });
      if (!answer.paymentUrl || answer.transactionId === undefined)
        throw new ProviderError('simplepay', '/v2/start answered without paymentUrl or transactionId');
      return { redirectUrl: answer.paymentUrl, transactionId: String(answer.transactionId) };
    },

    async verifyNotice(rawBody, headers): Promise<VerifiedNotice | null> {
      if (!isSimplePaySignature(config.secretKey, rawBody, headers.get('Signature'))) return null;
      let notice: { merchant?: unknown; orderRef?: unknown; transactionId?: unknown; status?: unknown };
      try {
        notice = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (notice.merchant !== config.merchant || typeof notice.orderRef !== 'string' || typeof notice.status !== 'string') return null;
      return {
        attemptId: notice.orderRef,
        transactionId: String(notice.transactionId ?? ''),
        outcome: outcomeOfStatus(notice.status),
        answer: () => {
          const body = simplePayJson({ ...notice, receiveDate: isoDate(new Date()) });
          return new Response(body, {
            status: 200,
            headers: { 'Content-Type': 'application/json', Signature: simplePaySignature(config.secretKey, body), 'Cache-Control': 'no-store' },
          });
        },
      };
    },

    async query(attemptId, transactionId): Promise<QueryAnswer> {
      const answer = await call<{ transactions?: { orderRef?: string; transactionId?: number | string; status?: string }[] }>(
        'query',
        transactionId ? { transactionIds: [transactionId] } : { orderRefs: [attemptId] },
      );
      const found = answer.transactions?.find((transaction) => transaction.orderRef === attemptId);
      if (!found?.status) return { outcome: 'pending', transactionId };
      return { outcome: outcomeOfStatus(found.status), transactionId: found.transactionId === undefined ? transactionId : String(found.transactionId) };
    },

    async refund(request: RefundRequest): Promise<RefundAnswer> {
      const answer = await call<{ refundTransactionId?: number | string }>('refund', {
        orderRef: request.attemptId,
        transactionId: request.transactionId,
        refundTotal: request.amount,
        currency: request.currency,
      });
      if (answer.refundTransactionId === undefined) throw new ProviderError('simplepay', '/v2/refund answered without refundTransactionId');
      return { refundId: String(answer.refundTransactionId) };
    },

    readReturn(r, s): SimplePayReturn | null {
      if (!r || !s) return null;
      const json = Buffer.from(base64Param(r), 'base64').toString('utf8');
      if (!isSimplePaySignature(config.secretKey, json, base64Param(s))) return null;
      let back: { r?: unknown; t?: unknown; e?: unknown; m?: unknown; o?: unknown };
      try {
        back = JSON.parse(json);
      } catch {
        return null;
      }
      if (back.m !== config.merchant || typeof back.o !== 'string' || !EVENTS.includes(back.e as SimplePayEvent)) return null;
      return { attemptId: back.o, transactionId: String(back.t ?? ''), event: back.e as SimplePayEvent, responseCode: Number(back.r ?? 0) };
    },
  };
}

export type SimplePay = ReturnType<typeof createSimplePay>;
