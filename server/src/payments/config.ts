/**
 * Which card-payment providers the shop uses, from its options or environment. None configured:
 * card payments go to the simulated gateway (the default of `npm start`). A provider given only
 * some of its settings refuses the start with a message naming the missing ones; a secret is
 * never part of a message or the start-up log.
 */
import { createSimplePay, SIMPLEPAY_SANDBOX_URL, type SimplePay, type SimplePayConfig } from './simplepay.js';

export interface PaymentSettings {
  /** SimplePay v2. @default SIMPLEPAY_MERCHANT, SIMPLEPAY_SECRET_KEY and SIMPLEPAY_URL (default SimplePay's sandbox) */
  simplepay?: SimplePayConfig;
}

/** The configured providers, ready to call. */
export interface PaymentProviders {
  simplepay: SimplePay | null;
}

function simplePayFrom(env: NodeJS.ProcessEnv): SimplePayConfig | undefined {
  const merchant = env.SIMPLEPAY_MERCHANT?.trim();
  const secretKey = env.SIMPLEPAY_SECRET_KEY?.trim();
  const url = env.SIMPLEPAY_URL?.trim();
  if (!merchant && !secretKey && !url) return undefined;
  const missing = [!merchant && 'SIMPLEPAY_MERCHANT', !secretKey && 'SIMPLEPAY_SECRET_KEY'].filter(Boolean);
  if (missing.length)
    throw new Error(
      `SimplePay is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        'Set SIMPLEPAY_MERCHANT and SIMPLEPAY_SECRET_KEY (SIMPLEPAY_URL defaults to the sandbox), or unset all three for the simulated gateway.',
    );
  return { merchant: merchant!, secretKey: secretKey!, url: url || SIMPLEPAY_SANDBOX_URL };
}

function checkUrl(name: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not an address such as ${SIMPLEPAY_SANDBOX_URL}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${value}" is not an http(s) address.`);
}

/** The providers from the options, else the environment; throws on a half-configured one. */
export function paymentProviders(settings: PaymentSettings | undefined, env: NodeJS.ProcessEnv, fetcher?: typeof fetch): PaymentProviders {
  const simplepay = settings?.simplepay ?? simplePayFrom(env);
  if (simplepay) checkUrl('SIMPLEPAY_URL', simplepay.url);
  return { simplepay: simplepay ? createSimplePay(simplepay, fetcher) : null };
}

/** The start-up log's line: which providers take card payments (no secret, no merchant key). */
export function describePayments(settings: PaymentSettings | undefined, env: NodeJS.ProcessEnv): string {
  const simplepay = settings?.simplepay ?? simplePayFrom(env);
  const on = simplepay ? [`SimplePay (merchant ${simplepay.merchant}, ${simplepay.url})`] : [];
  return on.length ? `payments: ${on.join('; ')}` : 'payments: simulated card gateway (no payment provider configured)';
}
