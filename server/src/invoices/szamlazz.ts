/**
 * Számlázz.hu's Számla Agent, as its published documentation describes it (docs.szamlazz.hu/agent:
 * basics/sending-requests, generating_invoice/{xml,response}, reversing_invoice/xml,
 * querying_xml/{request,xml}, basics/error-codes; the XSDs under szamlazz.hu/szamla/docs/xsds).
 * Every call is a multipart POST to one address whose single file field names the action:
 * `action-xmlagentxmlfile` (xmlszamla: an invoice, also a correcting one), `action-szamla_agent_st`
 * (xmlszamlast: a storno of a whole invoice) and `action-szamla_agent_xml` (xmlszamlaxml: one
 * invoice's data). The XML carries the Agent key (`szamlaagentkulcs`); the fields of each schema
 * are written in the schema's order, which the Agent requires.
 *
 * The Agent answers a refusal with HTTP 200 and the headers `szlahu_error_code` / `szlahu_error`
 * (the message URL-encoded); a success with `szlahu_szamlaszam` and, in XML answer mode
 * (`valaszVerzio` 2), an `xmlszamlavalasz` body with the same data. Its documentation says a
 * refused request fails again unless it is changed, so a refusal is not retryable — except code 1
 * (maintenance) and `szlahu_down`, which say "try again in a few minutes".
 *
 * Each document carries the shop's key in `szamlaKulsoAzon` (the Agent's external identifier,
 * "later the invoice can be queried with this key"), and `find` asks by that key: by order number
 * the Agent answers the *last* document of the order, which after a storno or correction is the
 * correcting one, not the order's invoice.
 *
 * No PDF is downloaded (`szamlaLetoltes` false): the invoice is an e-invoice that Számlázz.hu
 * mails to the buyer's address. `url` is the buyer's own page at Számlázz.hu (`vevoifiokurl`),
 * which the Agent sends only when the account has the buyer portal (vevői fiók) switched on;
 * otherwise null and the shop serves its own copy.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { CurrencyCode } from '../domain.js';
import { type CorrectionRequest, type InvoicePayment, type InvoiceRequest, type InvoicingProvider, InvoicingError, type IssuedInvoice } from './provider.js';

export interface SzamlazzConfig {
  /** The account's Számla Agent key: a secret, never logged nor put in an error message. */
  agentKey: string;
  /** The Agent's address: `SZAMLAZZ_DEFAULT_URL`, or a local fake in tests. */
  url: string;
}

export const SZAMLAZZ_DEFAULT_URL = 'https://www.szamlazz.hu/szamla/';

/** The Agent can take several seconds to sign an e-invoice. */
const CALL_TIMEOUT_MS = 30_000;

/** The form field that names the Agent's action, per document type. */
const ACTIONS = {
  invoice: 'action-xmlagentxmlfile',
  storno: 'action-szamla_agent_st',
  query: 'action-szamla_agent_xml',
} as const;
type Action = keyof typeof ACTIONS;

const NAMESPACES: Record<Action, { root: string; xmlns: string; xsd: string }> = {
  invoice: { root: 'xmlszamla', xmlns: 'http://www.szamlazz.hu/xmlszamla', xsd: 'https://www.szamlazz.hu/szamla/docs/xsds/agent/xmlszamla.xsd' },
  storno: { root: 'xmlszamlast', xmlns: 'http://www.szamlazz.hu/xmlszamlast', xsd: 'https://www.szamlazz.hu/szamla/docs/xsds/agentst/xmlszamlast.xsd' },
  query: { root: 'xmlszamlaxml', xmlns: 'http://www.szamlazz.hu/xmlszamlaxml', xsd: 'https://www.szamlazz.hu/szamla/docs/xsds/agentxml/xmlszamlaxml.xsd' },
};

/** Error code 7 ("Hiányzó adat") is how the XML query says no document has that key. */
const NOT_FOUND_CODE = '7';
/** Error code 1: "Rendszerkarbantartás, kérem próbálja meg pár perc múlva." */
const MAINTENANCE_CODE = '1';

/** `fizmod`: the payment method as printed, in the words of the Agent's unified list. */
const PAYMENT_METHODS: Record<InvoicePayment, string> = {
  card: 'bankkártya',
  bank_transfer: 'átutalás',
  cash_on_delivery: 'utánvét',
};

/** The bank whose rate a foreign-currency invoice states (the rate itself comes with the request). */
const RATE_BANK = 'MNB';

type XmlValue = string | number | boolean | XmlObject | XmlObject[];
interface XmlObject {
  [name: string]: XmlValue;
}

const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: false });
const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  removeNSPrefix: true,
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => name === 'tetel',
});

/** Money written with at most two decimals (a float sum such as 0.1 + 0.2 never reaches the XML). */
const money = (amount: number) => String(Math.round(amount * 100) / 100);
const cents = (amount: number) => Math.round(amount * 100);

function document(action: Action, body: XmlObject): string {
  const { root, xmlns, xsd } = NAMESPACES[action];
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: {
      '@_xmlns': xmlns,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${xmlns} ${xsd}`,
      ...body,
    },
  });
}

/** The Agent URL-encodes its text headers (form style: a space may come as `+`). */
function headerText(headers: Headers, name: string): string | null {
  const value = headers.get(name);
  if (value === null || value === '') return null;
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** A refusal with the Agent's error code (code 7 of a query means "no such document"). */
class AgentRefusal extends InvoicingError {
  constructor(
    message: string,
    retryable: boolean,
    readonly code: string,
  ) {
    super('szamlazz', message, retryable);
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Checks the lines against the request before anything is sent: a wrong total is a bug, not a retry. */
function checkTotals(request: InvoiceRequest): void {
  if (!request.lines.length) throw new InvoicingError('szamlazz', `${request.key}: an invoice needs at least one line`, false);
  for (const line of request.lines) {
    // generating_invoice/rounding: on a HUF invoice a line's net and VAT are whole forints.
    if (request.currency === 'HUF' && !(Number.isInteger(line.net) && Number.isInteger(line.vat)))
      throw new InvoicingError('szamlazz', `${request.key}: the line "${line.name}" has a net or VAT that is not a whole forint`, false);
    if (cents(line.net) + cents(line.vat) !== cents(line.gross))
      throw new InvoicingError('szamlazz', `${request.key}: the line "${line.name}" has net + VAT ≠ gross`, false);
  }
  const gross = request.lines.reduce((sum, line) => sum + cents(line.gross), 0);
  if (gross !== cents(request.grossTotal))
    throw new InvoicingError(
      'szamlazz',
      `${request.key}: the lines add up to ${money(gross / 100)}, not to the gross total ${money(request.grossTotal)}`,
      false,
    );
}

export function createSzamlazz(config: SzamlazzConfig, fetcher: typeof fetch = fetch): InvoicingProvider {
  /** Whatever the Agent or the network says, the key never reaches a message. */
  const clean = (message: string) => (config.agentKey ? message.split(config.agentKey).join('***') : message);
  const fail = (message: string, retryable: boolean) => new InvoicingError('szamlazz', clean(message), retryable);

  /** One Agent call: the XML as the action's file field. Returns the answer, or throws `InvoicingError`. */
  async function call(action: Action, body: XmlObject): Promise<{ headers: Headers; body: Record<string, unknown> }> {
    const form = new FormData();
    form.append(ACTIONS[action], new Blob([document(action, body)], { type: 'text/xml' }), 'request.xml');
    let response: Response;
    try {
      response = await fetcher(config.url, { method: 'POST', body: form, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      const name = (error as Error).name;
      throw fail(`${ACTIONS[action]}: ${name === 'TimeoutError' || name === 'AbortError' ? 'no answer in time' : `could not be reached (${name})`}`, true);
    }
    const raw = await response.text().catch(() => '');
    let parsed: Record<string, unknown> = {};
    if (raw.trimStart().startsWith('<')) {
      try {
        parsed = parser.parse(raw) as Record<string, unknown>;
      } catch {
        parsed = {};
      }
    }
    const answer = (Object.values(parsed).find((value) => value && typeof value === 'object') ?? {}) as Record<string, unknown>;

    if (response.headers.get('szlahu_down') === 'true') throw fail(`${ACTIONS[action]}: the Agent is down for maintenance`, true);
    const code = response.headers.get('szlahu_error_code') ?? text(answer.hibakod);
    if (code) {
      const message = headerText(response.headers, 'szlahu_error') ?? text(answer.hibauzenet) ?? 'no message';
      throw new AgentRefusal(clean(`${ACTIONS[action]} refused (${code}): ${message}`), code === MAINTENANCE_CODE, code);
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      throw fail(`${ACTIONS[action]} answered HTTP ${response.status}`, retryable);
    }
    if (text(answer.sikeres) === 'false') throw fail(`${ACTIONS[action]} refused without an error code`, false);
    return { headers: response.headers, body: answer };
  }

  /** The issued document from an invoice or storno answer: the headers, or the XML answer's fields. */
  function issued(answer: { headers: Headers; body: Record<string, unknown> }, issueDate: string, action: Action): IssuedInvoice {
    const number = headerText(answer.headers, 'szlahu_szamlaszam') ?? text(answer.body.szamlaszam);
    // Unreadable, yet the document may exist: the worker's retry asks `find` first.
    if (!number) throw fail(`${ACTIONS[action]} answered without an invoice number`, true);
    const url = headerText(answer.headers, 'szlahu_vevoifiokurl') ?? text(answer.body.vevoifiokurl);
    return { providerId: number, number, issueDate, url };
  }

  /** `beallitasok` of a new document: an e-invoice, no PDF in the answer, the XML answer, the shop's key. */
  const settings = (key: string): XmlObject => ({
    szamlaagentkulcs: config.agentKey,
    eszamla: true,
    szamlaLetoltes: false,
    valaszVerzio: 2,
    szamlaKulsoAzon: key,
  });

  function invoiceBody(request: InvoiceRequest, correcting: IssuedInvoice | null): XmlObject {
    const currency: CurrencyCode = request.currency;
    const header: XmlObject = {
      keltDatum: request.issueDate,
      teljesitesDatum: request.fulfillmentDate,
      fizetesiHataridoDatum: request.dueDate,
      fizmod: PAYMENT_METHODS[request.payment],
      penznem: currency,
      szamlaNyelve: request.language,
    };
    // A correction names its order in the comment: the order number belongs to the order's invoice,
    // and an account may refuse a second document with the same one ("Már létező rendelésszám").
    if (correcting) header.megjegyzes = request.orderNumber;
    if (currency !== 'HUF') {
      header.arfolyamBank = RATE_BANK;
      header.arfolyam = request.rate;
    }
    if (!correcting) header.rendelesSzam = request.orderNumber;
    if (correcting) {
      header.helyesbitoszamla = true;
      header.helyesbitettSzamlaszam = correcting.number;
    }
    header.fizetve = request.paid;

    const { buyer } = request;
    const vevo: XmlObject = { nev: buyer.name };
    if (buyer.country && buyer.country.toUpperCase() !== 'HU') vevo.orszag = buyer.country;
    Object.assign(vevo, { irsz: buyer.zipcode, telepules: buyer.city, cim: buyer.address });
    if (buyer.email) vevo.email = buyer.email;
    // adoalany: 1 = has a Hungarian tax number, -1 = none (a private person), 0 = not known.
    vevo.adoalany = buyer.kind === 'person' ? -1 : buyer.taxNumber ? 1 : 0;
    if (buyer.kind === 'company' && buyer.taxNumber) vevo.adoszam = buyer.taxNumber;

    return {
      beallitasok: settings(request.key),
      fejlec: header,
      // The seller's data (name, address, tax number, bank account) come from the account.
      elado: {},
      vevo,
      tetelek: {
        tetel: request.lines.map((line) => {
          const item: XmlObject = { megnevezes: line.name };
          if (line.sku) item.azonosito = line.sku;
          return Object.assign(item, {
            mennyiseg: line.quantity,
            mennyisegiEgyseg: line.unit,
            nettoEgysegar: money(line.netUnitPrice),
            afakulcs: String(line.vatRate),
            nettoErtek: money(line.net),
            afaErtek: money(line.vat),
            bruttoErtek: money(line.gross),
          });
        }),
      },
    };
  }

  /** One document's data by invoice number or external key; null when the Agent knows none. */
  async function query(by: { szamlaszam: string } | { szamlaKulsoAzon: string }): Promise<{ headers: Headers; body: Record<string, unknown> } | null> {
    const body: XmlObject = { szamlaagentkulcs: config.agentKey };
    if ('szamlaszam' in by) body.szamlaszam = by.szamlaszam;
    body.pdf = false;
    if ('szamlaKulsoAzon' in by) body.szamlaKulsoAzon = by.szamlaKulsoAzon;
    try {
      return await call('query', body);
    } catch (error) {
      if (error instanceof AgentRefusal && error.code === NOT_FOUND_CODE) return null;
      throw error;
    }
  }

  return {
    name: 'szamlazz',

    async issue(request) {
      checkTotals(request);
      return issued(await call('invoice', invoiceBody(request, null)), request.issueDate, 'invoice');
    },

    /**
     * A withdrawal of everything the invoice billed is a storno (xmlszamlast, the Agent copies the
     * original with negated amounts); a partial one is a correcting invoice (xmlszamla with
     * `helyesbitoszamla` and `helyesbitettSzamlaszam`) of the lines taken back, with negative
     * quantities. Which one is decided by the original's gross total, asked of the Agent.
     */
    async correct(request: CorrectionRequest) {
      checkTotals(request);
      if (!(request.grossTotal < 0)) throw fail(`${request.key}: a correction takes back: its lines must have negative quantities`, false);
      const original = await query({ szamlaszam: request.original.number });
      if (!original) throw fail(`${request.key}: the invoice ${request.original.number} is unknown to the Agent`, false);
      const base = (original.body.alap ?? {}) as Record<string, unknown>;
      if (text(base.sztornozott) === 'true') throw fail(`${request.key}: the invoice ${request.original.number} is already reversed`, false);
      const totals = ((original.body.osszegek ?? {}) as Record<string, unknown>).totalossz as Record<string, unknown> | undefined;
      const originalGross = Number(text(totals?.brutto));
      if (!Number.isFinite(originalGross)) throw fail(`${request.key}: the Agent did not state the total of ${request.original.number}`, true);

      if (cents(-request.grossTotal) === cents(originalGross)) {
        const answer = await call('storno', {
          beallitasok: settings(request.key),
          fejlec: { szamlaszam: request.original.number, keltDatum: request.issueDate, tipus: 'SS' },
        });
        return issued(answer, request.issueDate, 'storno');
      }
      if (cents(-request.grossTotal) > cents(originalGross))
        throw fail(`${request.key}: the correction takes back more than the invoice ${request.original.number} billed`, false);
      return issued(await call('invoice', invoiceBody(request, request.original)), request.issueDate, 'invoice');
    },

    async find(key) {
      const answer = await query({ szamlaKulsoAzon: key });
      if (!answer) return null;
      const base = (answer.body.alap ?? {}) as Record<string, unknown>;
      const number = text(base.szamlaszam);
      const issueDate = text(base.kelt);
      if (!number || !issueDate) throw fail(`${ACTIONS.query} answered without the invoice's number or date`, true);
      return { providerId: number, number, issueDate, url: headerText(answer.headers, 'szlahu_vevoifiokurl') };
    },
  };
}
