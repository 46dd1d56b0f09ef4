/**
 * One interface for every invoicing provider (Billingo, Számlázz.hu, each in a file of its own,
 * and the shop's local copy when none is configured): issue an order's invoice, issue the
 * correcting invoice of an accepted withdrawal, and find one issued earlier under the same key
 * (a try whose answer was lost). The protocol's details (fields, authentication, document types)
 * stay in the provider's file; when an invoice is due and that it is issued once is the invoice
 * worker's rule (invoicing/invoices.ts).
 */
import type { CurrencyCode, Locale } from '../domain.js';

export type InvoicingName = 'billingo' | 'szamlazz' | 'local';

/** The buyer as the order has it: a company with its Hungarian tax number, or a private person. */
export interface InvoiceBuyer {
  kind: 'company' | 'person';
  /** The company's or the person's name. */
  name: string;
  /** A company's Hungarian tax number (`12345678-1-42`); null for a person. */
  taxNumber: string | null;
  /** ISO 3166-1 alpha-2 (`HU`). */
  country: string;
  zipcode: string;
  city: string;
  address: string;
  email: string;
}

/**
 * A line of the invoice, in the invoice's currency: a product, the delivery fee, or the coupon (a
 * negative line). `netUnitPrice × quantity = net`, `net + vat = gross`; the gross totals of the
 * lines add up to the order's gross total exactly.
 */
export interface InvoiceLine {
  name: string;
  /** Negative on a correcting invoice (the pieces taken back). */
  quantity: number;
  /** `db` (piece) for products, `alkalom` (occasion) for a service such as delivery. */
  unit: string;
  netUnitPrice: number;
  /** Percent: 27 for furniture and delivery in Hungary. */
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
  /** The product's SKU, when it is one. */
  sku?: string;
}

export type InvoicePayment = 'card' | 'bank_transfer' | 'cash_on_delivery';

export interface InvoiceRequest {
  /**
   * The shop's unique key of this document (`order-42`, `withdrawal-7`): sent to the provider
   * where it keeps one (an order number or comment field it can be searched by), so a retry finds
   * the invoice an earlier try issued instead of issuing a second.
   */
  key: string;
  /** The order's number as the shopper sees it (`OT-000042`). */
  orderNumber: string;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  currency: CurrencyCode;
  /** Forints per unit of `currency` (1 for HUF): a Hungarian invoice in foreign currency states it. */
  rate: number;
  payment: InvoicePayment;
  /** Whether the invoice is already paid (a card payment, a recorded transfer, cash at delivery). */
  paid: boolean;
  /** Dates as `YYYY-MM-DD`, Hungarian time. */
  issueDate: string;
  fulfillmentDate: string;
  dueDate: string;
  /** The invoice's language. */
  language: Locale;
  /** The gross total the lines add up to. */
  grossTotal: number;
}

/** A correcting invoice: what an accepted withdrawal takes back from an issued invoice. */
export interface CorrectionRequest extends InvoiceRequest {
  /** The invoice it corrects. */
  original: IssuedInvoice;
}

export interface IssuedInvoice {
  /** The provider's id of the document. */
  providerId: string;
  /** The invoice number as printed (`OTT-2026-123`). */
  number: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  /** Where the buyer downloads it (the provider's public link); null when the shop serves its own copy. */
  url: string | null;
}

/** A failure talking to the provider (network, a refusal, an answer it cannot read): never shown with secrets. */
export class InvoicingError extends Error {
  constructor(
    readonly provider: InvoicingName,
    message: string,
    /** False when the provider refused the request itself (retrying the same request cannot help). */
    readonly retryable = true,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'InvoicingError';
  }
}

export interface InvoicingProvider {
  readonly name: InvoicingName;
  /** Issues the invoice. Throws `InvoicingError`. */
  issue(request: InvoiceRequest): Promise<IssuedInvoice>;
  /** Issues the correcting invoice of `request.original`. Throws `InvoicingError`. */
  correct(request: CorrectionRequest): Promise<IssuedInvoice>;
  /** The document issued earlier under `key` (for the order `orderNumber`), if any. Throws `InvoicingError`. */
  find(key: string, orderNumber: string): Promise<IssuedInvoice | null>;
}
