/**
 * Which card-payment providers the shop uses, from its options or environment. None configured:
 * card payments go to the simulated gateway (the default of `npm start`). A provider given only
 * some of its settings refuses the start with a message naming the missing ones; a secret is
 * never part of a message or the start-up log.
 */
import { BARION_SANDBOX_URL, createBarion, type Barion, type BarionConfig } from './barion.js';
import type { PaymentProvider } from './provider.js';
import { createSimplePay, SIMPLEPAY_SANDBOX_URL, type SimplePay, type SimplePayConfig } from './simplepay.js';

export interface PaymentSettings {
  /** SimplePay v2. @default SIMPLEPAY_MERCHANT, SIMPLEPAY_SECRET_KEY and SIMPLEPAY_URL (default SimplePay's sandbox) */
  simplepay?: SimplePayConfig;
  /** Barion Smart Gateway v2. @default BARION_POS_KEY, BARION_PAYEE and BARION_URL (default Barion's sandbox) */
  barion?: BarionConfig;
}

/** The configured providers, ready to call. */
export interface PaymentProviders {
  simplepay: SimplePay | null;
  barion: Barion | null;
}

/** The settings of one provider from its variables: all, none (undefined), or a refusal naming the missing ones. */
function settingsFrom<K extends string>(
  provider: string,
  env: NodeJS.ProcessEnv,
  required: readonly K[],
  urlVariable: string,
): (Record<K, string> & { url: string | undefined }) | undefined {
  const values = Object.fromEntries(required.map((name) => [name, env[name]?.trim() ?? ''])) as Record<K, string>;
  const url = env[urlVariable]?.trim();
  if (required.every((name) => !values[name]) && !url) return undefined;
  const missing = required.filter((name) => !values[name]);
  if (missing.length)
    throw new Error(
      `${provider} is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        `Set ${required.join(' and ')} (${urlVariable} defaults to the sandbox), or unset all three for the simulated gateway.`,
    );
  return { ...values, url: url || undefined };
}

function simplePayFrom(env: NodeJS.ProcessEnv): SimplePayConfig | undefined {
  const found = settingsFrom('SimplePay', env, ['SIMPLEPAY_MERCHANT', 'SIMPLEPAY_SECRET_KEY'], 'SIMPLEPAY_URL');
  return found && { merchant: found.SIMPLEPAY_MERCHANT, secretKey: found.SIMPLEPAY_SECRET_KEY, url: found.url ?? SIMPLEPAY_SANDBOX_URL };
}

function barionFrom(env: NodeJS.ProcessEnv): BarionConfig | undefined {
  const found = settingsFrom('Barion', env, ['BARION_POS_KEY', 'BARION_PAYEE'], 'BARION_URL');
  return found && { posKey: found.BARION_POS_KEY, payee: found.BARION_PAYEE, url: found.url ?? BARION_SANDBOX_URL };
}

function checkUrl(name: string, value: string, example: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not an address such as ${example}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${value}" is not an http(s) address.`);
}

/** The providers from the options, else the environment; throws on a half-configured one. */
export function paymentProviders(settings: PaymentSettings | undefined, env: NodeJS.ProcessEnv, fetcher?: typeof fetch): PaymentProviders {
  const simplepay = settings?.simplepay ?? simplePayFrom(env);
  const barion = settings?.barion ?? barionFrom(env);
  if (simplepay) checkUrl('SIMPLEPAY_URL', simplepay.url, SIMPLEPAY_SANDBOX_URL);
  if (barion) checkUrl('BARION_URL', barion.url, BARION_SANDBOX_URL);
  return { simplepay: simplepay ? createSimplePay(simplepay, fetcher) : null, barion: barion ? createBarion(barion, fetcher) : null };
}

/**
 * The provider that takes the shop's card method: SimplePay when it is configured, else Barion;
 * null for the simulated gateway. (Both configured: the card method bound to Barion is offered
 * beside it, see `methodTaker` in `card-provider.ts`.)
 */
export function cardProvider(providers: PaymentProviders): PaymentProvider | null {
  return providers.simplepay ?? providers.barion;
}

/** The start-up log's line: which providers take card payments, each as its own method when both are on (no secret, no merchant key). */
export function describePayments(settings: PaymentSettings | undefined, env: NodeJS.ProcessEnv): string {
  const simplepay = settings?.simplepay ?? simplePayFrom(env);
  const barion = settings?.barion ?? barionFrom(env);
  const on = [simplepay && `SimplePay (merchant ${simplepay.merchant}, ${simplepay.url})`, barion && `Barion (payee ${barion.payee}, ${barion.url})`].filter(
    Boolean,
  );
  if (!on.length) return 'payments: simulated card gateway (no payment provider configured)';
  return on.length > 1 ? `payments: card payments through ${on.join(' and ')}, each its own payment method` : `payments: ${on[0]}`;
}
