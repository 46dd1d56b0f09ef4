/**
 * Which invoicing the shop uses, from its options or environment: Billingo (`BILLINGO_API_KEY`,
 * `BILLINGO_URL`), Számlázz.hu (`SZAMLAZZ_AGENT_KEY`, `SZAMLAZZ_URL`), or, with neither, the
 * local proforma copy of the embedded default. A provider given only part of its settings, or
 * both providers at once, refuse the start with a message; a key is never part of a message or
 * the start-up log.
 */
import { BILLINGO_DEFAULT_URL, type BillingoConfig, createBillingo } from './billingo.js';
import { createLocalInvoicing } from './local.js';
import type { InvoicingName, InvoicingProvider } from './provider.js';
import { createSzamlazz, SZAMLAZZ_DEFAULT_URL, type SzamlazzConfig } from './szamlazz.js';

export interface InvoicingSettings {
  /** Billingo API v3. @default BILLINGO_API_KEY and BILLINGO_URL (default Billingo's v3 address) */
  billingo?: BillingoConfig;
  /** Számlázz.hu Agent API. @default SZAMLAZZ_AGENT_KEY and SZAMLAZZ_URL (default Számlázz.hu's agent address) */
  szamlazz?: SzamlazzConfig;
}

/** The providers the shop may issue with: the configured one and the local copy (always). */
export type InvoicingProviders = { current: InvoicingProvider } & Partial<Record<InvoicingName, InvoicingProvider>>;

function fromEnv(env: NodeJS.ProcessEnv): InvoicingSettings {
  const billingoKey = env.BILLINGO_API_KEY?.trim();
  const billingoUrl = env.BILLINGO_URL?.trim();
  const szamlazzKey = env.SZAMLAZZ_AGENT_KEY?.trim();
  const szamlazzUrl = env.SZAMLAZZ_URL?.trim();
  if (!billingoKey && billingoUrl)
    throw new Error('Billingo is half configured: BILLINGO_API_KEY is missing. Set it, or unset BILLINGO_URL for the local invoice copy.');
  if (!szamlazzKey && szamlazzUrl)
    throw new Error('Számlázz.hu is half configured: SZAMLAZZ_AGENT_KEY is missing. Set it, or unset SZAMLAZZ_URL for the local invoice copy.');
  return {
    ...(billingoKey ? { billingo: { apiKey: billingoKey, url: billingoUrl || BILLINGO_DEFAULT_URL } } : {}),
    ...(szamlazzKey ? { szamlazz: { agentKey: szamlazzKey, url: szamlazzUrl || SZAMLAZZ_DEFAULT_URL } } : {}),
  };
}

/** The settings from the options, else the environment; throws on a half or doubly configured invoicing. */
export function invoicingSettings(settings: InvoicingSettings | undefined, env: NodeJS.ProcessEnv): InvoicingSettings {
  const chosen = settings ?? fromEnv(env);
  if (chosen.billingo && chosen.szamlazz)
    throw new Error('Both Billingo and Számlázz.hu are configured: a shop issues its invoices through one. Unset one of them.');
  for (const [name, url] of [
    ['BILLINGO_URL', chosen.billingo?.url],
    ['SZAMLAZZ_URL', chosen.szamlazz?.url],
  ] as const) {
    if (url === undefined) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`${name}: "${url}" is not an address.`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name}: "${url}" is not an http(s) address.`);
  }
  return chosen;
}

/** The invoicing providers, ready to call. */
export function invoicingProviders(settings: InvoicingSettings, fetcher?: typeof fetch): InvoicingProviders {
  const local = createLocalInvoicing();
  const billingo = settings.billingo ? createBillingo(settings.billingo, fetcher) : undefined;
  const szamlazz = settings.szamlazz ? createSzamlazz(settings.szamlazz, fetcher) : undefined;
  return { current: billingo ?? szamlazz ?? local, local, ...(billingo ? { billingo } : {}), ...(szamlazz ? { szamlazz } : {}) };
}

/** The start-up log's line: which invoicing is on (never a key). */
export function describeInvoicing(settings: InvoicingSettings): string {
  if (settings.billingo) return `invoicing: Billingo (${settings.billingo.url})`;
  if (settings.szamlazz) return `invoicing: Számlázz.hu (${settings.szamlazz.url})`;
  return 'invoicing: local proforma copies, not tax invoices (no invoicing provider configured)';
}
