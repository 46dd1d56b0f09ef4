/**
 * The outside card providers as the mock shop plays them: each one's own outcomes (the buttons of
 * its test payment page), the payment desk's decision each makes and the response code the
 * reference server records for it (server/src/payment/provider-payments.ts), so the result page
 * reads the provider's own words (`payment.response.SP_*`, `payment.response.BARION_*` in the
 * contract's messages) with the provider's transaction id, as it does behind the server.
 */
import type { PaymentMethodProvider } from '../contract/cart.js';
import type { ApiMessageKey } from '../contract/messages.js';
import type { PaymentDecision } from '../contract/payment-desk.js';
import { randomDigits, randomHex } from './tokens.js';

/** A response code the contract has words for (`SP_FAIL`, `BARION_EXPIRED`, …). */
type ResponseCode = ApiMessageKey extends infer Key ? (Key extends `payment.response.${infer Code}` ? Code : never) : never;

interface ProviderOutcome {
  decision: PaymentDecision;
  code: ResponseCode;
}

/**
 * Each provider's outcomes by its own name for them (SimplePay's back-address events, Barion's
 * payment states). A timeout releases the order as a refusal does.
 */
export const PROVIDER_OUTCOMES = {
  simplepay: {
    SUCCESS: { decision: 'approve', code: 'SP_SUCCESS' },
    FAIL: { decision: 'decline', code: 'SP_FAIL' },
    TIMEOUT: { decision: 'decline', code: 'SP_TIMEOUT' },
    CANCEL: { decision: 'cancel', code: 'SP_CANCEL' },
  },
  barion: {
    Succeeded: { decision: 'approve', code: 'BARION_SUCCEEDED' },
    Failed: { decision: 'decline', code: 'BARION_FAILED' },
    Expired: { decision: 'decline', code: 'BARION_EXPIRED' },
    Canceled: { decision: 'cancel', code: 'BARION_CANCELED' },
  },
} as const satisfies Record<PaymentMethodProvider, Record<string, ProviderOutcome>>;

/** The provider's outcome by its name; null for a name the provider does not use. */
export function providerOutcome(provider: PaymentMethodProvider, name: string): ProviderOutcome | null {
  const outcomes: Readonly<Record<string, ProviderOutcome>> = PROVIDER_OUTCOMES[provider];
  return Object.hasOwn(outcomes, name) ? outcomes[name]! : null;
}

/** The response code of the provider's first outcome making `decision` (a payment settled by a test). */
export function providerCode(provider: PaymentMethodProvider, decision: PaymentDecision): ResponseCode {
  return Object.values<ProviderOutcome>(PROVIDER_OUTCOMES[provider]).find((outcome) => outcome.decision === decision)!.code;
}

/** A transaction id as the provider hands it out when a payment starts: SimplePay's is a 9-digit number, Barion's a 32-hex-digit payment id. */
export function providerTransactionId(provider: PaymentMethodProvider): string {
  return provider === 'simplepay' ? String(100_000_000 + (Number(randomDigits(9)) % 900_000_000)) : randomHex(32);
}

/** The providers' names as their pages show them. */
export const PROVIDER_NAMES = { simplepay: 'SimplePay', barion: 'Barion' } as const satisfies Record<PaymentMethodProvider, string>;

/**
 * Where the mock plays the provider's payment page for an attempt (outside `/api`: it stands for
 * the provider's site). Attempt ids are letters and digits, so the path needs no escaping.
 */
export function providerPagePath(provider: PaymentMethodProvider, attempt: string): string {
  return `/mock-${provider}/pay/${attempt}`;
}

/** What SimplePay's back address carries in `r`: its response code, transaction id, event, merchant and the shop's order reference. */
interface SimplePayReturn {
  r: number;
  t: number;
  e: string;
  m: string;
  o: string;
}

/** The merchant the mock's SimplePay page names in its returns. */
const MOCK_SIMPLEPAY_MERCHANT = 'OTTHONMOCK';

/**
 * Where the provider sends the customer back after its page, as the reference server's provider
 * addresses expect: SimplePay's back address with `r` (base64 JSON) and `s`, Barion's with its
 * payment id. The mock has no merchant key: its `s` is no signature and its back address checks
 * none, as it records nothing there and only leads on to the result page.
 */
export function providerBackUrl(provider: PaymentMethodProvider, origin: string, attempt: string, transactionId: string, outcome: string): string {
  if (provider === 'barion') return `${origin}/api/payments/barion/back?${new URLSearchParams({ paymentId: transactionId })}`;
  const back: SimplePayReturn = { r: 0, t: Number(transactionId), e: outcome, m: MOCK_SIMPLEPAY_MERCHANT, o: attempt };
  return `${origin}/api/payments/simplepay/back?${new URLSearchParams({ r: btoa(JSON.stringify(back)), s: 'mock-unsigned' })}`;
}

/** The attempt and transaction id SimplePay's `r` names; null for an `r` that is not one of the mock's returns. */
export function readSimplePayReturn(r: string): { attempt: string; transactionId: string } | null {
  try {
    const back = JSON.parse(atob(r)) as Partial<SimplePayReturn>;
    if (back.m !== MOCK_SIMPLEPAY_MERCHANT || typeof back.o !== 'string' || typeof back.t !== 'number') return null;
    return { attempt: back.o, transactionId: String(back.t) };
  } catch {
    return null;
  }
}
