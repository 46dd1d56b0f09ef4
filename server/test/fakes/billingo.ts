/**
 * A local Billingo (API v3) written from its published OpenAPI description (https://api.billingo.hu/,
 * SwaggerHub Billingo/Billingo 3.0.14: DocumentInsert, DocumentProductData, DocumentSettings,
 * ModificationDocumentInsert, Document, DocumentItem, Partner, Address, DocumentBlock,
 * DocumentPublicUrl, PartnerList, DocumentList, ClientErrorResponse, ValidationErrorResponse,
 * ServerErrorResponse), served as a real HTTP server for tests. Every call must carry the account's
 * `X-API-KEY` (else 401 with `{ error: { message } }`); a request that breaks the schema is a 422
 * with `{ message, errors: [{ field, message }] }`. It keeps partners and documents, numbers each
 * block's documents `PREFIX-YEAR-N`, and serves each document's public download link.
 *
 * Where the description says nothing, the fake's reading: a line's amounts are computed to two
 * decimals, half away from zero (from a gross unit price: gross = unit × quantity, net = gross / (1
 * + rate); from a net one: net = unit × quantity, VAT = net × rate); `GET /partners?query=` matches
 * the partner's name only (as integrators report of the live API); `GET /documents?query=` matches
 * the invoice number, the partner's name and the comment; a modification document carries its
 * original's partner, currency and rate, is numbered in the same block and takes back no more than
 * the original's gross total.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBillingoAddress {
  country_code: string;
  post_code: string;
  city: string;
  address: string;
}

export interface FakeBillingoPartner {
  id: number;
  name: string;
  address: FakeBillingoAddress;
  emails: string[];
  taxcode: string;
  iban: string;
  swift: string;
  account_number: string;
  phone: string;
  general_ledger_number: string;
  tax_type: string;
  custom_billing_settings: null;
  group_member_tax_number: string;
}

export interface FakeBillingoItem {
  product_id: null;
  name: string;
  net_unit_amount: number;
  quantity: number;
  unit: string;
  net_amount: number;
  gross_amount: number;
  vat: string;
  vat_amount: number;
  entitlement: string | null;
  comment: string;
}

/** Billingo's Document object, as the fake answers it. */
export interface FakeBillingoDocument {
  id: number;
  invoice_number: string;
  type: 'invoice' | 'modification';
  correction_type: string;
  cancelled: boolean;
  block_id: number;
  payment_status: string;
  payment_method: string;
  gross_total: number;
  currency: string;
  conversion_rate: number;
  invoice_date: string;
  fulfillment_date: string;
  due_date: string;
  paid_date: string | null;
  organization: { name: string; tax_number: string };
  partner: FakeBillingoPartner;
  document_partner: Omit<FakeBillingoPartner, 'general_ledger_number' | 'custom_billing_settings' | 'group_member_tax_number'>;
  electronic: boolean;
  comment: string;
  tags: string[];
  notification_status: string;
  language: string;
  items: FakeBillingoItem[];
  summary: { net_amount: number; net_amount_local: number; gross_amount_local: number; vat_amount: number; vat_amount_local: number };
  settings: Record<string, unknown>;
  online_szamla_status: string;
  related_documents: { id: number; invoice_number: string }[];
  discount: null;
}

export interface FakeBillingoBlock {
  id: number;
  name: string;
  prefix: string;
  type: string;
}

export interface FakeBillingoOptions {
  apiKey: string;
  /** The account's document blocks, newest first (Billingo's order). */
  blocks?: FakeBillingoBlock[];
  /** Today's date in Budapest as `YYYY-MM-DD` (the documents' invoice date). */
  today?: () => string;
}

const DOCUMENT_TYPES = ['advance', 'draft', 'invoice', 'proforma'];
const PAYMENT_METHODS = [
  'aruhitel',
  'bankcard',
  'barion',
  'barter',
  'cash',
  'cash_on_delivery',
  'coupon',
  'elore_utalas',
  'ep_kartya',
  'kompenzacio',
  'levonas',
  'online_bankcard',
  'other',
  'paylike',
  'payoneer',
  'paypal',
  'paypal_utolag',
  'payu',
  'pick_pack_pont',
  'postai_csekk',
  'postautalvany',
  'skrill',
  'szep_card',
  'transferwise',
  'upwork',
  'utalvany',
  'valto',
  'wire_transfer',
];
const LANGUAGES = ['de', 'en', 'fr', 'hr', 'hu', 'it', 'ro', 'sk', 'us'];
const CURRENCIES = ['CHF', 'CZK', 'EUR', 'GBP', 'HUF', 'PLN', 'RON', 'USD'];
/** The Vat enum's percentages (the rest of it, AAM, TAM, EU…, are exempt codes: no VAT). */
const VAT_PERCENTAGES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27].map((n) => `${n}%`);
const VAT_CODES = ['5,5%', '7,7%', '9,5%', 'AAM', 'AM', 'EU', 'EUK', 'F.AFA', 'FAD', 'K.AFA', 'MAA', 'TAM', 'ÁKK', 'ÁTHK'];
const TAX_TYPES = ['', 'FOREIGN', 'HAS_TAX_NUMBER', 'NO_TAX_NUMBER'];
const ROUNDS = ['five', 'none', 'one', 'ten'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HUNGARIAN_TAX_NUMBER = /^\d{8}-?\d-?\d{2}$/;

const DEFAULT_BLOCKS: FakeBillingoBlock[] = [
  { id: 90002, name: 'Árajánlatok', prefix: 'AJ', type: 'offer' },
  { id: 90001, name: 'Webshop', prefix: 'OTT', type: 'invoice' },
];

type Answer = { status: number; headers: Record<string, string>; body: string };
type Input = Record<string, unknown>;
type FieldError = { field: string; message: string };

/** Two decimals, half away from zero. */
const round2 = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100 + 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export class FakeBillingo {
  readonly partners = new Map<number, FakeBillingoPartner>();
  readonly documents = new Map<number, FakeBillingoDocument>();
  /** Each document's `vendor_id` (the integrator's own id), by document id. */
  readonly vendorIds = new Map<number, string>();
  /** Every API call received: method, path, query, whether its X-API-KEY was the account's, and its body. */
  readonly calls: { method: string; path: string; query: Record<string, string>; authenticated: boolean; body: unknown }[] = [];
  /** Milliseconds to wait before answering each API call (a slow Billingo). */
  delayMs = 0;
  private failures: { status: number; message: string }[] = [];
  private readonly publicTokens = new Map<string, number>();
  private readonly sequences = new Map<number, number>();
  private nextPartnerId = 1_700_000_001;
  private nextDocumentId = 70_000_001;
  private server: Server | null = null;
  url = '';

  constructor(readonly options: FakeBillingoOptions) {}

  get blocks(): FakeBillingoBlock[] {
    return this.options.blocks ?? DEFAULT_BLOCKS;
  }

  /** Answers the next `count` API calls with `status` (500 unless told) and a server error carrying `message`. */
  failNext(count: number, status = 500, message = 'Internal server error.'): void {
    for (let i = 0; i < count; i++) this.failures.push({ status, message });
  }

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const key = req.headers['x-api-key'];
        void this.handle(req.method ?? 'GET', req.url ?? '/', typeof key === 'string' ? key : null, Buffer.concat(chunks).toString('utf8')).then(
          ({ status, headers, body }) => {
            // A client that gave up on a slow answer has closed its socket: nothing to write to.
            if (res.destroyed) return;
            res.writeHead(status, headers);
            res.end(body);
          },
        );
      });
    });
    this.server.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The document issued under the integrator's `vendor_id`, if any. */
  byVendorId(vendorId: string): FakeBillingoDocument | undefined {
    for (const [id, value] of this.vendorIds) if (value === vendorId) return this.documents.get(id);
    return undefined;
  }

  private json(status: number, value: unknown, extra: Record<string, string> = {}): Answer {
    return {
      status,
      headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '300', 'X-RateLimit-Remaining': '299', ...extra },
      body: JSON.stringify(value),
    };
  }

  private clientError(status: number, message: string): Answer {
    return this.json(status, { error: { message } });
  }

  private invalid(errors: FieldError[]): Answer {
    return this.json(422, { message: 'The given data was invalid.', errors });
  }

  private today(): string {
    return this.options.today?.() ?? new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
  }

  private async handle(method: string, target: string, apiKey: string | null, raw: string): Promise<Answer> {
    const url = new URL(target, 'http://fake');
    const path = url.pathname.replace(/^\/v3(?=\/)/, '');
    if (method === 'GET' && path.startsWith('/document-access/')) return this.publicDocument(path.slice('/document-access/'.length));
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
    }
    const authenticated = apiKey === this.options.apiKey;
    this.calls.push({ method, path, query: Object.fromEntries(url.searchParams), authenticated, body });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const failure = this.failures.shift();
    if (failure) {
      const headers: Record<string, string> = failure.status === 429 ? { 'Retry-After': '60', 'X-RateLimit-Remaining': '0' } : {};
      return this.json(failure.status, { error: { message: failure.message, trace_id: randomUUID() } }, headers);
    }
    if (!authenticated) return this.clientError(401, 'Authorization information is missing or invalid.');
    if (body === undefined) return this.clientError(400, 'The request is malformed.');
    const input = (body ?? {}) as Input;
    const query = url.searchParams;
    const parts = path.split('/').filter(Boolean);

    if (method === 'GET' && path === '/document-blocks') return this.listBlocks(query);
    if (method === 'GET' && path === '/partners') return this.listPartners(query);
    if (method === 'POST' && path === '/partners') return this.createPartner(input);
    if (method === 'GET' && path === '/documents') return this.listDocuments(query);
    if (method === 'POST' && path === '/documents') return this.createDocument(input);
    if (parts[0] === 'documents' && parts[1] === 'vendor' && parts.length === 3 && method === 'GET') {
      const document = this.byVendorId(decodeURIComponent(parts[2]!));
      return document ? this.json(200, document) : this.clientError(404, 'Non-existent resource is requested.');
    }
    if (parts[0] === 'documents' && parts.length >= 2) {
      const document = /^\d+$/.test(parts[1]!) ? this.documents.get(Number(parts[1])) : undefined;
      const rest = parts.slice(2).join('/');
      const known = (method === 'GET' && (rest === '' || rest === 'public-url')) || (method === 'POST' && rest === 'create-modification-document');
      if (!known) return this.clientError(404, 'Not found.');
      if (!document) return this.clientError(404, 'Non-existent resource is requested.');
      if (rest === '') return this.json(200, document);
      if (rest === 'public-url') return this.publicUrl(document);
      return this.modify(document, input);
    }
    return this.clientError(404, 'Not found.');
  }

  private page<T>(items: T[], query: URLSearchParams): Answer {
    const perPage = Number(query.get('per_page') ?? 25);
    const page = Number(query.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return this.invalid([{ field: 'per_page', message: 'The per page must be between 1 and 100.' }]);
    if (!Number.isInteger(page) || page < 1) return this.invalid([{ field: 'page', message: 'The page must be at least 1.' }]);
    const lastPage = Math.max(1, Math.ceil(items.length / perPage));
    return this.json(200, {
      data: items.slice((page - 1) * perPage, page * perPage),
      total: items.length,
      per_page: perPage,
      current_page: page,
      last_page: lastPage,
      prev_page_url: page > 1 ? `?page=${page - 1}` : null,
      next_page_url: page < lastPage ? `?page=${page + 1}` : null,
    });
  }

  private listBlocks(query: URLSearchParams): Answer {
    const type = query.get('type');
    return this.page(
      this.blocks.filter((block) => !type || block.type === type).map((block) => ({ ...block, custom_field1: '', custom_field2: '' })),
      query,
    );
  }

  private listPartners(query: URLSearchParams): Answer {
    const text = (query.get('query') ?? '').toLowerCase();
    const partners = [...this.partners.values()].reverse().filter((partner) => !text || partner.name.toLowerCase().includes(text));
    return this.page(partners, query);
  }

  private createPartner(input: Input): Answer {
    const errors: FieldError[] = [];
    if (!isText(input.name)) errors.push({ field: 'name', message: 'The name field is required.' });
    const address = input.address as Input | undefined;
    if (!address || typeof address !== 'object') errors.push({ field: 'address', message: 'The address field is required.' });
    else {
      for (const field of ['country_code', 'post_code', 'city', 'address'])
        if (!isText(address[field])) errors.push({ field: `address.${field}`, message: `The address.${field} field is required.` });
      if (isText(address.country_code) && !/^[A-Z]{2}$/.test(address.country_code))
        errors.push({ field: 'address.country_code', message: 'The selected address.country_code is invalid.' });
    }
    const emails = input.emails ?? [];
    if (!Array.isArray(emails) || emails.some((email) => typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)))
      errors.push({ field: 'emails', message: 'The emails must be valid email addresses.' });
    const taxType = input.tax_type ?? '';
    if (!TAX_TYPES.includes(taxType as string)) errors.push({ field: 'tax_type', message: 'The selected tax type is invalid.' });
    if (taxType === 'HAS_TAX_NUMBER' && !(typeof input.taxcode === 'string' && HUNGARIAN_TAX_NUMBER.test(input.taxcode)))
      errors.push({ field: 'taxcode', message: 'The taxcode must be a valid Hungarian tax number.' });
    if (errors.length) return this.invalid(errors);
    const partner: FakeBillingoPartner = {
      id: this.nextPartnerId++,
      name: input.name as string,
      address: { ...(address as unknown as FakeBillingoAddress) },
      emails: emails as string[],
      taxcode: typeof input.taxcode === 'string' ? input.taxcode : '',
      iban: '',
      swift: '',
      account_number: '',
      phone: typeof input.phone === 'string' ? input.phone : '',
      general_ledger_number: '',
      tax_type: taxType as string,
      custom_billing_settings: null,
      group_member_tax_number: '',
    };
    this.partners.set(partner.id, partner);
    return this.json(201, partner);
  }

  private listDocuments(query: URLSearchParams): Answer {
    const type = query.get('type');
    const partnerId = query.get('partner_id');
    const blockId = query.get('block_id');
    const text = (query.get('query') ?? '').toLowerCase();
    const documents = [...this.documents.values()]
      .reverse()
      .filter((document) => !type || document.type === type)
      .filter((document) => !partnerId || String(document.partner.id) === partnerId)
      .filter((document) => !blockId || String(document.block_id) === blockId)
      .filter((document) => !text || [document.invoice_number, document.partner.name, document.comment].some((field) => field.toLowerCase().includes(text)));
    return this.page(documents, query);
  }

  /** Validates document items (DocumentProductData; the fake has no product catalogue for DocumentItemData). */
  private items(input: unknown, errors: FieldError[]): FakeBillingoItem[] {
    if (!Array.isArray(input) || !input.length) {
      errors.push({ field: 'items', message: 'The items field is required.' });
      return [];
    }
    return input.map((raw, index) => {
      const item = (raw ?? {}) as Input;
      const at = (field: string) => `items.${index}.${field}`;
      if (!isText(item.name)) errors.push({ field: at('name'), message: `The ${at('name')} field is required.` });
      if (!isNumber(item.unit_price)) errors.push({ field: at('unit_price'), message: `The ${at('unit_price')} must be a number.` });
      if (!['gross', 'net'].includes(item.unit_price_type as string))
        errors.push({ field: at('unit_price_type'), message: `The selected ${at('unit_price_type')} is invalid.` });
      if (!isNumber(item.quantity) || item.quantity === 0)
        errors.push({ field: at('quantity'), message: `The ${at('quantity')} must be a number other than 0.` });
      if (!isText(item.unit)) errors.push({ field: at('unit'), message: `The ${at('unit')} field is required.` });
      const vat = item.vat as string;
      if (!VAT_PERCENTAGES.includes(vat) && !VAT_CODES.includes(vat)) errors.push({ field: at('vat'), message: `The selected ${at('vat')} is invalid.` });
      const rate = VAT_PERCENTAGES.includes(vat) ? Number.parseInt(vat, 10) / 100 : 0;
      const unit = isNumber(item.unit_price) ? item.unit_price : 0;
      const quantity = isNumber(item.quantity) ? item.quantity : 0;
      let net: number;
      let gross: number;
      if (item.unit_price_type === 'gross') {
        gross = round2(unit * quantity);
        net = round2(gross / (1 + rate));
      } else {
        net = round2(unit * quantity);
        gross = round2(net + round2(net * rate));
      }
      return {
        product_id: null,
        name: item.name as string,
        net_unit_amount: item.unit_price_type === 'gross' ? round2(unit / (1 + rate)) : unit,
        quantity,
        unit: item.unit as string,
        net_amount: net,
        gross_amount: gross,
        vat,
        vat_amount: round2(gross - net),
        entitlement: typeof item.entitlement === 'string' ? item.entitlement : null,
        comment: typeof item.comment === 'string' ? item.comment : '',
      };
    });
  }

  private summary(items: FakeBillingoItem[], rate: number) {
    const net = round2(items.reduce((sum, item) => sum + item.net_amount, 0));
    const vat = round2(items.reduce((sum, item) => sum + item.vat_amount, 0));
    const gross = round2(items.reduce((sum, item) => sum + item.gross_amount, 0));
    return {
      gross,
      summary: {
        net_amount: net,
        net_amount_local: round2(net * rate),
        gross_amount_local: round2(gross * rate),
        vat_amount: vat,
        vat_amount_local: round2(vat * rate),
      },
    };
  }

  private number(block: FakeBillingoBlock, date: string): string {
    const next = (this.sequences.get(block.id) ?? 0) + 1;
    this.sequences.set(block.id, next);
    return `${block.prefix}-${date.slice(0, 4)}-${next}`;
  }

  private documentPartner(partner: FakeBillingoPartner): FakeBillingoDocument['document_partner'] {
    const { general_ledger_number: _ledger, custom_billing_settings: _settings, group_member_tax_number: _group, ...printed } = partner;
    return { ...printed, address: { ...partner.address }, emails: [...partner.emails] };
  }

  private createDocument(input: Input): Answer {
    const errors: FieldError[] = [];
    for (const field of ['partner_id', 'block_id', 'type', 'fulfillment_date', 'due_date', 'payment_method', 'language', 'currency'])
      if (input[field] === undefined || input[field] === null || input[field] === '')
        errors.push({ field, message: `The ${field.replace(/_/g, ' ')} field is required.` });
    const partner = typeof input.partner_id === 'number' ? this.partners.get(input.partner_id) : undefined;
    if (input.partner_id !== undefined && !partner) errors.push({ field: 'partner_id', message: 'The selected partner id is invalid.' });
    const block = this.blocks.find((candidate) => candidate.id === input.block_id);
    if (input.block_id !== undefined && block?.type !== 'invoice') errors.push({ field: 'block_id', message: 'The selected block id is invalid.' });
    if (input.type !== undefined && !DOCUMENT_TYPES.includes(input.type as string)) errors.push({ field: 'type', message: 'The selected type is invalid.' });
    for (const field of ['fulfillment_date', 'due_date'])
      if (input[field] !== undefined && !(typeof input[field] === 'string' && DATE.test(input[field] as string)))
        errors.push({ field, message: `The ${field.replace(/_/g, ' ')} is not a valid date.` });
    if (input.payment_method !== undefined && !PAYMENT_METHODS.includes(input.payment_method as string))
      errors.push({ field: 'payment_method', message: 'The selected payment method is invalid.' });
    if (input.language !== undefined && !LANGUAGES.includes(input.language as string))
      errors.push({ field: 'language', message: 'The selected language is invalid.' });
    if (input.currency !== undefined && !CURRENCIES.includes(input.currency as string))
      errors.push({ field: 'currency', message: 'The selected currency is invalid.' });
    if (input.conversion_rate !== undefined && !(isNumber(input.conversion_rate) && input.conversion_rate > 0))
      errors.push({ field: 'conversion_rate', message: 'The conversion rate must be a positive number.' });
    if (input.vendor_id !== undefined && typeof input.vendor_id !== 'string') errors.push({ field: 'vendor_id', message: 'The vendor id must be a string.' });
    const settings = (input.settings ?? {}) as Input;
    if (settings.round !== undefined && !ROUNDS.includes(settings.round as string))
      errors.push({ field: 'settings.round', message: 'The selected settings.round is invalid.' });
    const items = this.items(input.items, errors);
    if (errors.length) return this.invalid(errors);

    // Without a rate Billingo takes the central bank's (MNB) rate of the day; the fake has one number for it.
    const rate = input.currency === 'HUF' ? 1 : ((input.conversion_rate as number | undefined) ?? 400);
    const { gross, summary } = this.summary(items, rate);
    const today = this.today();
    const document: FakeBillingoDocument = {
      id: this.nextDocumentId++,
      invoice_number: input.type === 'draft' ? '' : this.number(block!, today),
      type: 'invoice',
      correction_type: 'invoice',
      cancelled: false,
      block_id: block!.id,
      payment_status: input.paid === true ? 'paid' : 'outstanding',
      payment_method: input.payment_method as string,
      gross_total: gross,
      currency: input.currency as string,
      conversion_rate: rate,
      invoice_date: today,
      fulfillment_date: input.fulfillment_date as string,
      due_date: input.due_date as string,
      paid_date: input.paid === true ? today : null,
      organization: { name: 'Otthon Bútor Kft.', tax_number: '12345676-2-41' },
      partner: { ...partner!, address: { ...partner!.address }, emails: [...partner!.emails] },
      document_partner: this.documentPartner(partner!),
      electronic: input.electronic === true,
      comment: typeof input.comment === 'string' ? input.comment : '',
      tags: [],
      notification_status: 'none',
      language: input.language as string,
      items,
      summary,
      settings: { mediated_service: false, without_financial_fulfillment: false, round: 'none', order_number: '', place_id: null, ...settings },
      online_szamla_status: 'received',
      related_documents: [],
      discount: null,
    };
    this.documents.set(document.id, document);
    if (typeof input.vendor_id === 'string') this.vendorIds.set(document.id, input.vendor_id);
    return this.json(201, document);
  }

  private modify(original: FakeBillingoDocument, input: Input): Answer {
    if (original.type !== 'invoice' || original.cancelled) return this.clientError(400, 'Only a valid invoice can be modified.');
    const errors: FieldError[] = [];
    if (input.due_date !== undefined && !(typeof input.due_date === 'string' && DATE.test(input.due_date)))
      errors.push({ field: 'due_date', message: 'The due date is not a valid date.' });
    if (input.payment_method !== undefined && !PAYMENT_METHODS.includes(input.payment_method as string))
      errors.push({ field: 'payment_method', message: 'The selected payment method is invalid.' });
    const items = this.items(input.items, errors);
    if (errors.length) return this.invalid(errors);
    const { gross, summary } = this.summary(items, original.conversion_rate);
    const earlier = original.related_documents.reduce((sum, related) => sum + (this.documents.get(related.id)?.gross_total ?? 0), 0);
    if (round2(original.gross_total + earlier + gross) < 0)
      return this.invalid([{ field: 'items', message: 'The modification takes back more than the invoice is for.' }]);
    const today = this.today();
    const block = this.blocks.find((candidate) => candidate.id === original.block_id)!;
    const document: FakeBillingoDocument = {
      ...original,
      id: this.nextDocumentId++,
      invoice_number: this.number(block, today),
      type: 'modification',
      correction_type: 'modification',
      payment_status: 'none',
      payment_method: (input.payment_method as string | undefined) ?? original.payment_method,
      gross_total: gross,
      invoice_date: today,
      due_date: (input.due_date as string | undefined) ?? original.due_date,
      paid_date: null,
      comment: typeof input.comment === 'string' ? input.comment : '',
      items,
      summary,
      settings: { ...original.settings, without_financial_fulfillment: input.without_financial_fulfillment === true },
      related_documents: [{ id: original.id, invoice_number: original.invoice_number }],
    };
    this.documents.set(document.id, document);
    original.correction_type = 'modified';
    original.related_documents.push({ id: document.id, invoice_number: document.invoice_number });
    return this.json(201, document);
  }

  private publicUrl(document: FakeBillingoDocument): Answer {
    let token = [...this.publicTokens].find(([, id]) => id === document.id)?.[0];
    if (!token) {
      token = randomUUID().replace(/-/g, '');
      this.publicTokens.set(token, document.id);
    }
    return this.json(200, { public_url: `${this.url}/document-access/${token}` });
  }

  /** The public download link: no key needed, a PDF of the document. */
  private publicDocument(token: string): Answer {
    const document = this.documents.get(this.publicTokens.get(token) ?? -1);
    if (!document) return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'not found' };
    return {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${document.invoice_number}.pdf"` },
      body: `%PDF-1.4\n% Billingo (fake) ${document.invoice_number} ${document.gross_total} ${document.currency}\n%%EOF\n`,
    };
  }
}
