/**
 * A local Számlázz.hu Számla Agent written from its published documentation (docs.szamlazz.hu/agent:
 * basics/sending-requests, basics/error-codes, generating_invoice/{xml,response},
 * reversing_invoice/xml, querying_xml/{request,xml}; the XSDs xmlszamla, xmlszamlast,
 * xmlszamlaxml and the query answer's szamla.xsd), served as a real HTTP server for tests. One
 * address takes a multipart POST whose single file field names the action
 * (`action-xmlagentxmlfile`, `action-szamla_agent_st`, `action-szamla_agent_xml`); the XML must be
 * the action's document in its namespace, carry the account's `szamlaagentkulcs` and the fields
 * its schema requires. A refusal is HTTP 200 with `szlahu_error_code` and the URL-encoded
 * `szlahu_error` (and, in XML answer mode, `<sikeres>false</sikeres>` with `hibakod`/`hibauzenet`);
 * an issued document answers `szlahu_szamlaszam`, `szlahu_nettovegosszeg`, `szlahu_bruttovegosszeg`
 * (and `szlahu_vevoifiokurl` when the buyer portal is on). Invoices are numbered sequentially.
 *
 * Where the documentation names no code (a storno of an unknown invoice, a correction of one), the
 * fake answers code 7 "Hiányzó adat" (missing data), the code the XML query uses for an unknown
 * document.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** A document the fake keeps: `SZ` an invoice, `HS` a correcting invoice, `SS` a storno. */
export interface FakeSzamlazzInvoice {
  id: number;
  number: string;
  type: 'SZ' | 'HS' | 'SS';
  externalKey: string | null;
  orderNumber: string | null;
  /** The invoice a storno or correcting invoice refers to. */
  refersTo: string | null;
  reversed: boolean;
  eInvoice: boolean;
  issueDate: string;
  fulfillmentDate: string;
  dueDate: string;
  paymentMethod: string;
  paid: boolean;
  currency: string;
  language: string;
  rateBank: string | null;
  rate: number | null;
  comment: string | null;
  buyer: Record<string, string>;
  lines: FakeSzamlazzLine[];
  net: number;
  vat: number;
  gross: number;
}

export interface FakeSzamlazzLine {
  name: string;
  sku: string | null;
  quantity: number;
  unit: string;
  netUnitPrice: number;
  vatRate: string;
  net: number;
  vat: number;
  gross: number;
}

export interface FakeSzamlazzOptions {
  agentKey: string;
  /** The prefix of the account's invoice pad (`szamlaszamElotag` default). */
  prefix?: string;
  /** Whether the account has the buyer portal (vevői fiók): answers then carry `vevoifiokurl`. */
  buyerPortal?: boolean;
}

const ACTIONS = {
  'action-xmlagentxmlfile': 'xmlszamla',
  'action-szamla_agent_st': 'xmlszamlast',
  'action-szamla_agent_xml': 'xmlszamlaxml',
} as const;
type ActionField = keyof typeof ACTIONS;

/** Error codes and messages from the Agent's documented list (basics/error-codes). */
const ERRORS = {
  login: { code: 3, message: 'Sikertelen bejelentkezés' },
  missingData: { code: 7, message: 'Hiányzó adat' },
  unparsableVat: { code: 52, message: 'Az áfakulcs nem értelmezhető' },
  missingFile: { code: 53, message: 'Hiányzó XML fájl.' },
  xmlRead: { code: 57, message: 'XML beolvasási hiba.' },
  netMismatch: { code: 259, message: 'A tétel nettó értéke nem egyezik a nettó egységár és a mennyiség szorzatával' },
  vatMismatch: { code: 260, message: 'A tétel áfa értéke nem egyezik a nettó érték és az áfakulcs alapján számolt értékkel' },
  grossMismatch: { code: 261, message: 'A tétel bruttó értéke nem egyezik a nettó és az áfa érték összegével' },
} as const;

const LANGUAGES = ['hu', 'en', 'de', 'it', 'ro', 'sk', 'hr', 'fr', 'es', 'cz', 'pl', 'bg', 'nl', 'ru', 'si'];
/** Percent rates and the Agent's VAT keywords (generating_invoice/vat-rates, in part). */
const VAT_RATES = ['0', '5', '18', '27', 'AAM', 'TAM', 'EU', 'EUK', 'MAA', 'ÁKK', 'TAHK', 'TEHK', 'EUT', 'EUKT', 'HO', 'KBAET', 'KBAUK', 'NAM', 'EAM', 'ATK'];
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Answer = { status: number; headers: Record<string, string>; body: string | Buffer };
type Node = Record<string, unknown>;

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  ignoreDeclaration: true,
  parseTagValue: false,
  htmlEntities: true,
  isArray: (name) => name === 'tetel',
});
const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: false });
const round2 = (value: number) => Math.round(value * 100) / 100;
/** The header form of a text: URL-encoded, as the Agent sends it. */
const encoded = (value: string) => encodeURIComponent(value);

export class FakeSzamlazz {
  readonly invoices: FakeSzamlazzInvoice[] = [];
  /** Every request received: the action field, whether the key was the account's, the XML as sent. */
  readonly calls: { action: string; authenticated: boolean; xml: string }[] = [];
  /** Answer the next N requests with `failStatus` before reading them. */
  failNext = 0;
  failStatus = 500;
  /** Wait this long before answering (a slow Agent). */
  delayMs = 0;
  private server: Server | null = null;
  private sequence = new Map<string, number>();
  url = '';

  constructor(readonly options: FakeSzamlazzOptions) {}

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void this.handle(req.method ?? 'GET', req.headers['content-type'] ?? '', Buffer.concat(chunks)).then(async (answer) => {
          if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          if (res.destroyed) return;
          res.writeHead(answer.status, answer.headers);
          res.end(answer.body);
        });
      });
    });
    this.server.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/szamla/`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  byNumber(number: string): FakeSzamlazzInvoice | undefined {
    return this.invoices.find((invoice) => invoice.number === number);
  }

  private async handle(method: string, contentType: string, raw: Buffer): Promise<Answer> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      return { status: this.failStatus, headers: { 'Content-Type': 'text/html' }, body: '<html><body>Internal Server Error</body></html>' };
    }
    if (method !== 'POST') return { status: 405, headers: { 'Content-Type': 'text/plain' }, body: 'method not allowed' };
    // The Agent reads the XML only as a file of a multipart form (code 53 otherwise).
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'Content-Type': contentType } }).formData();
    } catch {
      return this.refuse(ERRORS.missingFile, 1);
    }
    const fields = [...form.keys()].filter((name): name is ActionField => name in ACTIONS);
    const field = fields[0];
    const file = field ? form.get(field) : null;
    if (fields.length !== 1 || !field || !(file instanceof Blob)) return this.refuse(ERRORS.missingFile, 1);
    const xml = await file.text();

    let root: Node;
    try {
      const parsed = parser.parse(xml, true) as Node;
      const element = parsed[ACTIONS[field]] as Node | undefined;
      if (!element || typeof element !== 'object' || element['@_xmlns'] !== `http://www.szamlazz.hu/${ACTIONS[field]}`) throw new Error('root');
      root = element;
    } catch {
      this.calls.push({ action: field, authenticated: false, xml });
      return this.refuse(ERRORS.xmlRead, 1);
    }
    const settings = field === 'action-szamla_agent_xml' ? root : ((root.beallitasok ?? {}) as Node);
    const answerVersion = Number(text(settings.valaszVerzio) ?? '1');
    const authenticated = text(settings.szamlaagentkulcs) === this.options.agentKey;
    this.calls.push({ action: field, authenticated, xml });
    if (!authenticated) return this.refuse(ERRORS.login, answerVersion);

    try {
      if (field === 'action-xmlagentxmlfile') return this.issued(this.invoice(root), settings, answerVersion);
      if (field === 'action-szamla_agent_st') return this.issued(this.storno(root), settings, answerVersion);
      return this.query(root);
    } catch (error) {
      if (error instanceof Refusal) return this.refuse({ code: error.code, message: error.message }, answerVersion);
      throw error;
    }
  }

  private refuse(error: { code: number; message: string }, answerVersion: number): Answer {
    const headers = { szlahu_error: encoded(error.message), szlahu_error_code: String(error.code) };
    if (answerVersion === 2)
      return {
        status: 200,
        headers: { ...headers, 'Content-Type': 'application/xml; charset=UTF-8' },
        body: this.xml('xmlszamlavalasz', { sikeres: false, hibakod: error.code, hibauzenet: error.message }),
      };
    return { status: 200, headers: { ...headers, 'Content-Type': 'text/plain; charset=UTF-8' }, body: `[ERR] ${error.message} ---------- ` };
  }

  private xml(root: string, body: Node): string {
    return builder.build({
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      [root]: { '@_xmlns': `http://www.szamlazz.hu/${root}`, '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance', ...body },
    });
  }

  private next(eInvoice: boolean, prefix: string, issueDate: string): string {
    const year = issueDate.slice(0, 4);
    const pad = `${eInvoice ? 'E-' : ''}${prefix}-${year}`;
    const n = (this.sequence.get(pad) ?? 0) + 1;
    this.sequence.set(pad, n);
    return `${pad}-${n}`;
  }

  private portal(invoice: FakeSzamlazzInvoice): string | null {
    return this.options.buyerPortal ? `${this.url}?page=vevoifiokpay&partguid=fake&szfejguid=${invoice.id}` : null;
  }

  /** The answer of a new document, in the mode `valaszVerzio` asked for. */
  private issued(invoice: FakeSzamlazzInvoice, settings: Node, answerVersion: number): Answer {
    const portal = this.portal(invoice);
    const headers: Record<string, string> = {
      szlahu_szamlaszam: encoded(invoice.number),
      szlahu_nettovegosszeg: String(invoice.net),
      szlahu_bruttovegosszeg: String(invoice.gross),
      szlahu_kintlevoseg: String(invoice.paid ? 0 : invoice.gross),
      ...(portal ? { szlahu_vevoifiokurl: encoded(portal) } : {}),
    };
    const pdf = text(settings.szamlaLetoltes) === 'true';
    const fakePdf = Buffer.from(`%PDF-1.4 ${invoice.number}`);
    if (answerVersion === 2) {
      const body: Node = {
        sikeres: true,
        szamlaszam: invoice.number,
        szamlanetto: invoice.net,
        szamlabrutto: invoice.gross,
        kintlevoseg: invoice.paid ? 0 : invoice.gross,
      };
      if (portal) body.vevoifiokurl = portal;
      if (pdf) body.pdf = fakePdf.toString('base64');
      return { status: 200, headers: { ...headers, 'Content-Type': 'application/xml; charset=UTF-8' }, body: this.xml('xmlszamlavalasz', body) };
    }
    if (pdf) return { status: 200, headers: { ...headers, 'Content-Type': 'application/pdf' }, body: fakePdf };
    return { status: 200, headers: { ...headers, 'Content-Type': 'text/plain; charset=UTF-8' }, body: `xmlagentresponse=DONE;${invoice.number}` };
  }

  private invoice(root: Node): FakeSzamlazzInvoice {
    const settings = required(root, 'beallitasok') as Node;
    const eInvoice = bool(settings, 'eszamla', true);
    bool(settings, 'szamlaLetoltes', true);
    const header = required(root, 'fejlec') as Node;
    required(root, 'elado');
    const buyerNode = required(root, 'vevo') as Node;
    const items = ((required(root, 'tetelek') as Node).tetel ?? []) as Node[];
    if (!items.length) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: tetel`);

    const fulfillmentDate = date(header, 'teljesitesDatum', true)!;
    const dueDate = date(header, 'fizetesiHataridoDatum', true)!;
    const issueDate = date(header, 'keltDatum', false) ?? new Date().toISOString().slice(0, 10);
    const paymentMethod = requiredText(header, 'fizmod');
    const currency = requiredText(header, 'penznem');
    const language = requiredText(header, 'szamlaNyelve');
    if (!LANGUAGES.includes(language)) throw new Refusal(ERRORS.xmlRead.code, `${ERRORS.xmlRead.message} szamlaNyelve: ${language}`);
    const rateBank = text(header.arfolyamBank);
    const rate = text(header.arfolyam) === null ? null : Number(text(header.arfolyam));
    // A foreign-currency invoice states the bank whose rate it uses (and the rate, unless MNB's of the day).
    if (currency !== 'HUF' && currency !== 'Ft') {
      if (!rateBank) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: arfolyamBank`);
      if (rateBank !== 'MNB' && !(rate && rate > 0)) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: arfolyam`);
    }
    const correcting = text(header.helyesbitoszamla) === 'true';
    let refersTo: string | null = null;
    if (correcting) {
      refersTo = requiredText(header, 'helyesbitettSzamlaszam');
      if (!this.byNumber(refersTo)) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: helyesbített számla (${refersTo})`);
    }

    const buyer: Record<string, string> = {};
    for (const name of ['nev', 'irsz', 'telepules', 'cim'] as const) buyer[name] = requiredText(buyerNode, name);
    for (const name of ['orszag', 'email', 'adoalany', 'adoszam'] as const) {
      const value = text(buyerNode[name]);
      if (value !== null) buyer[name] = value;
    }

    const foreign = currency !== 'HUF' && currency !== 'Ft';
    const lines = items.map((item) => this.line(item, foreign));
    const invoice: FakeSzamlazzInvoice = {
      id: this.invoices.length + 1,
      number: this.next(eInvoice, text(header.szamlaszamElotag) ?? this.options.prefix ?? 'OTT', issueDate),
      type: correcting ? 'HS' : 'SZ',
      externalKey: text(settings.szamlaKulsoAzon),
      orderNumber: text(header.rendelesSzam),
      refersTo,
      reversed: false,
      eInvoice,
      issueDate,
      fulfillmentDate,
      dueDate,
      paymentMethod,
      paid: text(header.fizetve) === 'true',
      currency,
      language,
      rateBank,
      rate,
      comment: text(header.megjegyzes),
      buyer,
      lines,
      ...totals(lines),
    };
    this.invoices.push(invoice);
    return invoice;
  }

  /** A line, checked as the Agent checks it (codes 259–261); rounding differences of one unit pass. */
  private line(item: Node, foreign: boolean): FakeSzamlazzLine {
    const number = (name: string) => {
      const value = Number(requiredText(item, name));
      if (!Number.isFinite(value)) throw new Refusal(ERRORS.xmlRead.code, `${ERRORS.xmlRead.message} ${name}`);
      return value;
    };
    const line: FakeSzamlazzLine = {
      name: requiredText(item, 'megnevezes'),
      sku: text(item.azonosito),
      quantity: number('mennyiseg'),
      unit: requiredText(item, 'mennyisegiEgyseg'),
      netUnitPrice: number('nettoEgysegar'),
      vatRate: requiredText(item, 'afakulcs'),
      net: number('nettoErtek'),
      vat: number('afaErtek'),
      gross: number('bruttoErtek'),
    };
    if (!VAT_RATES.includes(line.vatRate)) throw new Refusal(ERRORS.unparsableVat.code, `${ERRORS.unparsableVat.message}: ${line.name}`);
    // generating_invoice/rounding: a HUF line's net and VAT are whole forints.
    if (!foreign && !(Number.isInteger(line.net) && Number.isInteger(line.vat)))
      throw new Refusal(ERRORS.xmlRead.code, `${ERRORS.xmlRead.message} nettoErtek/afaErtek: ${line.name}`);
    const unit = foreign ? 0.01 : 1;
    const near = (a: number, b: number) => Math.abs(a - b) <= unit + 1e-9;
    if (!near(line.net, line.netUnitPrice * line.quantity)) throw new Refusal(ERRORS.netMismatch.code, `${ERRORS.netMismatch.message}: ${line.name}`);
    const percent = Number(line.vatRate);
    if (Number.isFinite(percent) && !near(line.vat, (line.net * percent) / 100))
      throw new Refusal(ERRORS.vatMismatch.code, `${ERRORS.vatMismatch.message}: ${line.name}`);
    if (Math.round(line.net * 100) + Math.round(line.vat * 100) !== Math.round(line.gross * 100))
      throw new Refusal(ERRORS.grossMismatch.code, `${ERRORS.grossMismatch.message}: ${line.name}`);
    return line;
  }

  /** A storno: a copy of the original with negated quantities and amounts, numbered anew. */
  private storno(root: Node): FakeSzamlazzInvoice {
    const settings = required(root, 'beallitasok') as Node;
    const eInvoice = bool(settings, 'eszamla', true);
    bool(settings, 'szamlaLetoltes', true);
    const header = required(root, 'fejlec') as Node;
    const number = requiredText(header, 'szamlaszam');
    const original = this.byNumber(number);
    if (!original || original.type === 'SS') throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: számla (${number})`);
    const issueDate = date(header, 'keltDatum', false) ?? new Date().toISOString().slice(0, 10);
    const lines = original.lines.map((line) => ({ ...line, quantity: -line.quantity, net: -line.net, vat: -line.vat, gross: -line.gross }));
    const storno: FakeSzamlazzInvoice = {
      ...original,
      id: this.invoices.length + 1,
      number: this.next(eInvoice, this.options.prefix ?? 'OTT', issueDate),
      type: 'SS',
      externalKey: text(settings.szamlaKulsoAzon),
      refersTo: original.number,
      reversed: false,
      eInvoice,
      issueDate,
      fulfillmentDate: date(header, 'teljesitesDatum', false) ?? original.fulfillmentDate,
      comment: text(header.megjegyzes),
      lines,
      ...totals(lines),
    };
    original.reversed = true;
    this.invoices.push(storno);
    return storno;
  }

  /** xmlszamlaxml: one document by number, order number (the last of the order) or external key. */
  private query(root: Node): Answer {
    const number = text(root.szamlaszam);
    const orderNumber = text(root.rendelesSzam);
    const key = text(root.szamlaKulsoAzon);
    const found = number
      ? this.byNumber(number)
      : orderNumber
        ? this.invoices.findLast((invoice) => invoice.orderNumber === orderNumber)
        : key
          ? this.invoices.findLast((invoice) => invoice.externalKey === key)
          : undefined;
    if (!found)
      return this.refuse({ code: ERRORS.missingData.code, message: 'Hiányzó adat: számla xml (ismeretlen számlaszám, rendelésszám vagy külső azonosító).' }, 1);
    const portal = this.portal(found);
    const body: Node = {
      szallito: {
        id: 1,
        nev: 'Otthon Kft. (fake)',
        cim: { orszag: 'Magyarország', irsz: '1011', telepules: 'Budapest', cim: 'Fő utca 1.' },
        adoszam: '12345678-2-41',
      },
      alap: {
        id: found.id,
        szamlaszam: found.number,
        gazdEsemAzon: found.id,
        tipus: found.type,
        eszamla: found.eInvoice ? 1 : 0,
        ...(found.refersTo ? { hivszamlaszam: found.refersTo } : {}),
        kelt: found.issueDate,
        telj: found.fulfillmentDate,
        fizh: found.dueDate,
        fizmod: found.paymentMethod,
        fizmodunified: found.paymentMethod,
        keszpenz: false,
        ...(found.orderNumber ? { rendelesszam: found.orderNumber } : {}),
        nyelv: found.language,
        devizanem: found.currency,
        ...(found.rateBank ? { devizabank: found.rateBank } : {}),
        devizaarf: found.rate ?? 0,
        ...(found.comment ? { megjegyzes: found.comment } : {}),
        penzforg: false,
        kata: false,
        katafokonyv: false,
        teszt: true,
        sztornozott: found.reversed,
      },
      vevo: {
        nev: found.buyer.nev ?? '',
        cim: { irsz: found.buyer.irsz ?? '', telepules: found.buyer.telepules ?? '', cim: found.buyer.cim ?? '' },
        ...(found.buyer.email ? { email: found.buyer.email } : {}),
        adoszam: found.buyer.adoszam ?? '',
      },
      tetelek: {
        tetel: found.lines.map((line, index) => ({
          nev: line.name,
          mennyiseg: line.quantity,
          mennyisegiegyseg: line.unit,
          nettoegysegar: line.netUnitPrice,
          afakulcs: line.vatRate,
          netto: line.net,
          afa: line.vat,
          brutto: line.gross,
          sztetordering: index + 1,
        })),
      },
      osszegek: { totalossz: { netto: found.net, afa: found.vat, brutto: found.gross } },
    };
    return {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=UTF-8', ...(portal ? { szlahu_vevoifiokurl: encoded(portal) } : {}) },
      body: this.xml('szamla', body),
    };
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function required(node: Node, name: string): unknown {
  const value = node[name];
  // An element present but empty (`<elado></elado>`) parses as ''.
  if (value === undefined || value === null) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: ${name}`);
  return value === '' ? {} : value;
}

function requiredText(node: Node, name: string): string {
  const value = text(node[name]);
  if (value === null) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: ${name}`);
  return value;
}

function bool(node: Node, name: string, mandatory: boolean): boolean {
  const value = text(node[name]);
  if (value === null && mandatory) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: ${name}`);
  if (value !== null && value !== 'true' && value !== 'false') throw new Refusal(ERRORS.xmlRead.code, `${ERRORS.xmlRead.message} ${name}`);
  return value === 'true';
}

function date(node: Node, name: string, mandatory: boolean): string | null {
  const value = text(node[name]);
  if (value === null) {
    if (mandatory) throw new Refusal(ERRORS.missingData.code, `${ERRORS.missingData.message}: ${name}`);
    return null;
  }
  if (!DATE.test(value)) throw new Refusal(ERRORS.xmlRead.code, `${ERRORS.xmlRead.message} ${name}`);
  return value;
}

function totals(lines: FakeSzamlazzLine[]): { net: number; vat: number; gross: number } {
  const sum = (pick: (line: FakeSzamlazzLine) => number) => round2(lines.reduce((total, line) => total + Math.round(pick(line) * 100), 0) / 100);
  return { net: sum((line) => line.net), vat: sum((line) => line.vat), gross: sum((line) => line.gross) };
}
