/**
 * Billingo (API v3), as its published OpenAPI description reads (https://api.billingo.hu/, the
 * SwaggerHub document Billingo/Billingo 3.0.14; the same file is `definitions/3.0.14.json` of
 * github.com/CodingSans/billingo-client) and Billingo's integration guide
 * (https://support.billingo.hu/content/446136358). Every call carries the shop's `X-API-KEY`.
 *
 * - The buyer is a partner (`GET /partners?query=`, `POST /partners`). Billingo's partner search is
 *   free text that, as integrators report, matches the name only, so the adapter searches by name
 *   and reuses a partner only when its tax number or e-mail, name, address and tax type are all the
 *   buyer's; otherwise it creates one (a document prints its partner as it stands at issue).
 * - The invoice is a document (`POST /documents`, type `invoice`) in the configured block or the
 *   first invoice block (`GET /document-blocks?type=invoice`). `vendor_id` carries the shop's key:
 *   Billingo looks a document up by it (`GET /documents/vendor/{vendor_id}`), which is how `find`
 *   recognises an invoice an earlier try issued. `settings.order_number` and `comment` carry the
 *   order number and the key for the people who read the invoice.
 * - Prices go as gross unit prices (`unit_price_type: 'gross'`, the UnitPriceType enum): the shop
 *   derives net from gross (219 990 Ft → 173 220 Ft net), so Billingo computing gross back from that
 *   net (× 1.27 = 219 989.40) would miss the order's total by a forint. A gross unit price makes
 *   Billingo's line gross `unit × quantity`, the shop's own figure; Billingo derives net and VAT.
 *   The answer's `gross_total` is checked against the order's gross all the same.
 * - A withdrawal is a modification document (`POST /documents/{id}/create-modification-document`)
 *   with the lines taken back as negative quantities: it references the original invoice as a
 *   Hungarian correcting invoice must, serves a partial and a whole withdrawal alike, and leaves the
 *   sale on record (a cancellation, `POST /documents/{id}/cancel`, voids the invoice as if issued in
 *   error and takes no lines). A modification document has no `vendor_id`, so its key goes in the
 *   comment and `find` looks for it among the recent modification documents.
 * - Refusals (4xx but 429) are final; 429, 5xx, timeouts and network failures may be retried.
 */
import { type CurrencyCode, roundMoney } from '../domain.js';
import {
  type CorrectionRequest,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceRequest,
  InvoicingError,
  type InvoicingProvider,
  type IssuedInvoice,
} from './provider.js';

/** Billingo's live API; there is no separate test host (a test account's key is used instead). */
export const BILLINGO_DEFAULT_URL = 'https://api.billingo.hu/v3';

export interface BillingoConfig {
  /** The Billingo API key (read and write), never logged or put in a message. */
  apiKey: string;
  /** The API's base address, with `/v3`. */
  url: string;
  /** The invoice block (számlatömb) to issue in; the account's first invoice block when absent. */
  blockId?: number;
}

const CALL_TIMEOUT_MS = 20_000;
/** How many pages of 100 recent modification documents `find` reads looking for a correction's key. */
const FIND_PAGES = 5;

/** Billingo's PaymentMethod for the shop's payment. */
const PAYMENT_METHODS: Record<InvoicePayment, string> = {
  card: 'bankcard',
  bank_transfer: 'wire_transfer',
  cash_on_delivery: 'cash_on_delivery',
};

interface BillingoAddress {
  country_code: string;
  post_code: string;
  city: string;
  address: string;
}

interface BillingoPartner {
  id: number;
  name: string;
  address?: BillingoAddress | null;
  emails?: string[] | null;
  taxcode?: string | null;
  tax_type?: string | null;
}

interface BillingoDocument {
  id: number;
  invoice_number: string;
  invoice_date: string;
  type: string;
  gross_total: number;
  comment?: string | null;
  settings?: { order_number?: string | null } | null;
}

interface BillingoList<T> {
  data: T[];
  current_page?: number;
  last_page?: number;
}

/** Amounts in hundredths: exact for every currency the shop sells in (HUF whole, EUR and USD in cents). */
const hundredths = (amount: number) => Math.round(amount * 100);

/** The partner's tax type: a Hungarian company with its tax number, a foreign company, or a private person. */
function taxType(buyer: InvoiceBuyer): string {
  if (buyer.kind === 'company' && buyer.country !== 'HU') return 'FOREIGN';
  if (buyer.kind === 'company' && buyer.taxNumber) return 'HAS_TAX_NUMBER';
  return 'NO_TAX_NUMBER';
}

function partnerOf(buyer: InvoiceBuyer) {
  return {
    name: buyer.name,
    address: { country_code: buyer.country, post_code: buyer.zipcode, city: buyer.city, address: buyer.address },
    emails: [buyer.email],
    taxcode: buyer.taxNumber ?? '',
    tax_type: taxType(buyer),
  };
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** Whether an existing partner prints exactly as the buyer would: same name, address, tax number, tax type and e-mail. */
function samePartner(partner: BillingoPartner, wanted: ReturnType<typeof partnerOf>): boolean {
  const address = partner.address;
  return (
    partner.name === wanted.name &&
    !!address &&
    address.country_code === wanted.address.country_code &&
    address.post_code === wanted.address.post_code &&
    address.city === wanted.address.city &&
    address.address === wanted.address.address &&
    digits(partner.taxcode) === digits(wanted.taxcode) &&
    (partner.tax_type ?? '') === wanted.tax_type &&
    (partner.emails ?? []).some((email) => email.toLowerCase() === wanted.emails[0]!.toLowerCase())
  );
}

/** The marker of the shop's key in a document's comment (bracketed, so `order-4` never matches `order-42`). */
const keyMarker = (key: string) => `[${key}]`;

function commentOf(request: InvoiceRequest): string {
  const label = request.language === 'hu' ? 'Rendelésszám' : 'Order number';
  return `${label}: ${request.orderNumber} ${keyMarker(request.key)}`;
}

export function createBillingo(config: BillingoConfig, fetcher: typeof fetch = fetch): InvoicingProvider {
  const base = config.url.replace(/\/+$/, '');
  let invoiceBlock: number | null = config.blockId ?? null;

  /** An InvoicingError whose message can never carry the API key, whatever Billingo echoed. */
  const fail = (message: string, retryable: boolean) =>
    new InvoicingError('billingo', config.apiKey ? message.split(config.apiKey).join('[API key]') : message, retryable);

  /** Billingo's own words from an error answer (ClientErrorResponse, ValidationErrorResponse, ServerErrorResponse). */
  function billingoMessage(body: unknown): string {
    if (!body || typeof body !== 'object') return '';
    const answer = body as { message?: unknown; error?: { message?: unknown }; errors?: { field?: unknown; message?: unknown }[] };
    const fields = Array.isArray(answer.errors)
      ? answer.errors.map((error) => [error.field, error.message].filter((part) => typeof part === 'string' && part).join(': ')).filter(Boolean)
      : [];
    const main = typeof answer.error?.message === 'string' ? answer.error.message : typeof answer.message === 'string' ? answer.message : '';
    return [main, ...fields].filter(Boolean).join('; ');
  }

  /** Calls Billingo; answers the parsed JSON, or null for a 404 when `missing` allows one. */
  async function call<T>(method: string, path: string, body?: unknown, missing = false): Promise<T | null> {
    const label = `${method} ${path.split('?')[0]}`;
    let response: Response;
    let text: string;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers: {
          'X-API-KEY': config.apiKey,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw fail(`${label} could not be reached (${(error as Error).name})`, true);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = undefined;
    }
    if (response.status === 404 && missing) return null;
    if (response.ok) {
      if (parsed === undefined || parsed === null) throw fail(`${label} answered ${response.status} without JSON`, true);
      return parsed as T;
    }
    const words = billingoMessage(parsed);
    const message = `${label} answered ${response.status}${words ? `: ${words}` : ''}`;
    // 429 (rate limit: Retry-After says when) and server errors pass; any other 4xx refuses this request for good.
    const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw fail(message, !refused);
  }

  async function must<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await call<T>(method, path, body)) as T;
  }

  /** The lines as Billingo items, after checking they add up to the request's gross total exactly. */
  function itemsOf(request: InvoiceRequest) {
    if (!request.lines.length) throw fail(`${request.key}: an invoice needs at least one line`, false);
    let sum = 0;
    const items = request.lines.flatMap((line: InvoiceLine, index) => {
      const what = `${request.key} line ${index + 1} (${line.name})`;
      if (!Number.isFinite(line.gross) || !Number.isFinite(line.quantity) || line.quantity === 0)
        throw fail(`${what}: needs a gross amount and a quantity other than 0`, false);
      if (roundMoney(line.gross, request.currency) !== line.gross)
        throw fail(`${what}: gross ${line.gross} has more decimals than ${request.currency} has`, false);
      const gross = hundredths(line.gross);
      sum += gross;
      const item = (quantity: number, unitHundredths: number) => ({
        name: line.name,
        unit_price: unitHundredths / 100,
        unit_price_type: 'gross',
        quantity,
        unit: line.unit,
        vat: `${line.vatRate}%`,
        ...(line.sku ? { comment: line.sku } : {}),
      });
      // Billingo's line gross is unit price × quantity: the unit price must give back the line's gross exactly.
      const unit = Math.round(gross / line.quantity);
      if (Math.round(unit * line.quantity) === gross) return [item(line.quantity, unit)];
      // A total converted from forints (3 pieces, 189.74 EUR) has no unit price in cents: the pieces
      // go as two items, all but one at the lower unit price and the last at what is left, so the
      // quantities and the gross stay the order's exactly.
      if (!Number.isInteger(line.quantity) || Math.abs(line.quantity) < 2)
        throw fail(`${what}: gross ${line.gross} is not ${line.quantity} × a unit price in ${request.currency}`, false);
      const one = Math.sign(line.quantity);
      const lower = Math.trunc(gross / line.quantity);
      const rest = gross - lower * (line.quantity - one);
      return [item(line.quantity - one, lower), item(one, rest * one)];
    });
    if (sum !== hundredths(request.grossTotal))
      throw fail(`${request.key}: the lines add up to ${sum / 100} ${request.currency}, not the gross total ${request.grossTotal}`, false);
    return items;
  }

  async function partnerFor(buyer: InvoiceBuyer): Promise<number> {
    const wanted = partnerOf(buyer);
    const found = await must<BillingoList<BillingoPartner>>('GET', `/partners?${new URLSearchParams({ query: buyer.name, per_page: '100' })}`);
    const match = (found.data ?? []).find((partner) => samePartner(partner, wanted));
    if (match) return match.id;
    const created = await must<BillingoPartner>('POST', '/partners', wanted);
    if (typeof created.id !== 'number') throw fail('POST /partners answered without the partner id', true);
    return created.id;
  }

  async function blockId(): Promise<number> {
    if (invoiceBlock !== null) return invoiceBlock;
    const blocks = await must<BillingoList<{ id: number; type?: string }>>('GET', '/document-blocks?type=invoice&per_page=100');
    const first = (blocks.data ?? []).find((block) => !block.type || block.type === 'invoice');
    if (!first) throw fail('the account has no invoice block (számlatömb): create one or configure blockId', false);
    invoiceBlock = first.id;
    return first.id;
  }

  /** The shop's record of a Billingo document, with its public download link. */
  async function issued(document: BillingoDocument): Promise<IssuedInvoice> {
    if (typeof document.id !== 'number' || !document.invoice_number) throw fail('the document answered has no id or invoice number', true);
    const link = await must<{ public_url?: string }>('GET', `/documents/${document.id}/public-url`);
    return { providerId: String(document.id), number: document.invoice_number, issueDate: document.invoice_date, url: link.public_url || null };
  }

  /** Billingo's gross total must be the order's to the unit of the currency: anything else is an invoice to correct by hand. */
  function checkTotal(document: BillingoDocument, request: InvoiceRequest): void {
    if (hundredths(document.gross_total) !== hundredths(request.grossTotal))
      throw fail(
        `${document.invoice_number} was issued with gross total ${document.gross_total} ${request.currency}, not ${request.grossTotal}: correct it in Billingo`,
        false,
      );
  }

  function conversionRate(currency: CurrencyCode, rate: number): number {
    if (currency === 'HUF') return 1;
    if (!Number.isFinite(rate) || rate <= 0) throw fail(`a ${currency} invoice needs its rate in forints, not ${rate}`, false);
    return rate;
  }

  return {
    name: 'billingo',

    async issue(request) {
      const items = itemsOf(request);
      const conversion = conversionRate(request.currency, request.rate);
      const partnerId = await partnerFor(request.buyer);
      const block = await blockId();
      const document = await must<BillingoDocument>('POST', '/documents', {
        vendor_id: request.key,
        partner_id: partnerId,
        block_id: block,
        type: 'invoice',
        fulfillment_date: request.fulfillmentDate,
        due_date: request.dueDate,
        payment_method: PAYMENT_METHODS[request.payment],
        language: request.language,
        currency: request.currency,
        conversion_rate: conversion,
        electronic: true,
        paid: request.paid,
        items,
        comment: commentOf(request),
        // The lines are the order's own amounts: no rounding of the total (a cash payment's 5-forint rounding is the courier's).
        settings: { order_number: request.orderNumber, round: 'none', mediated_service: false, without_financial_fulfillment: false },
      });
      checkTotal(document, request);
      return issued(document);
    },

    async correct(request: CorrectionRequest) {
      const items = itemsOf(request);
      const original = Number(request.original.providerId);
      if (!Number.isSafeInteger(original) || original <= 0) throw fail(`${request.key}: ${request.original.providerId} is not a Billingo document id`, false);
      const document = await must<BillingoDocument>('POST', `/documents/${original}/create-modification-document`, {
        items,
        comment: commentOf(request),
        payment_method: PAYMENT_METHODS[request.payment],
        due_date: request.dueDate,
        without_financial_fulfillment: false,
      });
      checkTotal(document, request);
      return issued(document);
    },

    async find(key, orderNumber) {
      const invoice = await call<BillingoDocument>('GET', `/documents/vendor/${encodeURIComponent(key)}`, undefined, true);
      if (invoice) {
        const carries = invoice.settings?.order_number === orderNumber || (invoice.comment ?? '').includes(orderNumber);
        // Another shop (a staging copy) on the same account could use the same keys: never take its invoice for this order's.
        if (!carries) throw fail(`document ${invoice.invoice_number} carries the key ${key} but not the order ${orderNumber}`, false);
        return issued(invoice);
      }
      const marker = keyMarker(key);
      for (let page = 1; page <= FIND_PAGES; page++) {
        const list = await must<BillingoList<BillingoDocument>>(
          'GET',
          `/documents?${new URLSearchParams({ type: 'modification', per_page: '100', page: String(page) })}`,
        );
        const match = (list.data ?? []).find((document) => (document.comment ?? '').includes(marker));
        if (match) return issued(match);
        if (!list.data?.length || (list.last_page ?? page) <= page) break;
      }
      return null;
    },
  };
}
