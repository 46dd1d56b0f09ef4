/**
 * Invoices through Számlázz.hu's Számla Agent (src/invoices/szamlazz.ts), against a local Agent
 * (test/fakes/szamlazz.ts) served over HTTP: a private buyer's and a company's invoice, an EUR
 * invoice with its rate, a storno of a whole withdrawal and a correcting invoice of a partial one,
 * `find` by the shop's key, refusals (not retryable) against server errors, timeouts and an
 * unreachable Agent (retryable), and names with characters XML must escape.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CorrectionRequest, type InvoiceLine, type InvoiceRequest, InvoicingError, type IssuedInvoice } from '../src/invoices/provider.js';
import { createSzamlazz } from '../src/invoices/szamlazz.js';
import { FakeSzamlazz } from './fakes/szamlazz.js';

const AGENT_KEY = '7h2kq9x4m1c8v5b3n6z0p7r2t9y4w1e8a5s3d6f0g7';

const fake = new FakeSzamlazz({ agentKey: AGENT_KEY, prefix: 'OTT' });
let url = '';
let szamlazz: ReturnType<typeof createSzamlazz>;
let orderSeq = 0;

beforeAll(async () => {
  url = await fake.listen();
  szamlazz = createSzamlazz({ agentKey: AGENT_KEY, url });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.failNext = 0;
  fake.failStatus = 500;
  fake.delayMs = 0;
  fake.options.buyerPortal = false;
});

/** A line at 27% VAT from its gross unit price, as the shop prices (rounded to the forint). */
function line(name: string, quantity: number, grossUnit: number, unit = 'db', sku?: string): InvoiceLine {
  const gross = grossUnit * quantity;
  const netUnitPrice = Math.round((grossUnit / 1.27) * 100) / 100;
  const net = Math.round(netUnitPrice * quantity);
  return { name, quantity, unit, netUnitPrice, vatRate: 27, net, vat: gross - net, gross, ...(sku ? { sku } : {}) };
}

function invoiceRequest(overrides: Partial<InvoiceRequest> = {}): InvoiceRequest {
  orderSeq += 1;
  const lines = overrides.lines ?? [
    line('Tölgy étkezőasztal', 1, 189_900, 'db', 'ASZ-TOLGY-180'),
    line('Szék, natúr', 4, 24_990, 'db', 'SZEK-NAT'),
    line('Házhozszállítás', 1, 4_990, 'alkalom'),
    line('Kupon: OTTHON10', 1, -10_000, 'db'),
  ];
  return {
    key: `order-${orderSeq}`,
    orderNumber: `OT-${String(orderSeq).padStart(6, '0')}`,
    buyer: {
      kind: 'person',
      name: 'Kovács Anna',
      taxNumber: null,
      country: 'HU',
      zipcode: '1117',
      city: 'Budapest',
      address: 'Október huszonharmadika utca 8.',
      email: 'anna@example.hu',
    },
    currency: 'HUF',
    rate: 1,
    payment: 'card',
    paid: true,
    issueDate: '2026-11-24',
    fulfillmentDate: '2026-11-24',
    dueDate: '2026-11-24',
    language: 'hu',
    ...overrides,
    lines,
    grossTotal: overrides.grossTotal ?? lines.reduce((sum, l) => sum + l.gross, 0),
  };
}

/** The pieces taken back by a withdrawal: the same lines with negative quantities and amounts. */
function takenBack(lines: InvoiceLine[]): InvoiceLine[] {
  return lines.map((l) => ({ ...l, quantity: -l.quantity, net: -l.net, vat: -l.vat, gross: -l.gross }));
}

function correction(of: InvoiceRequest, original: IssuedInvoice, lines: InvoiceLine[], key: string): CorrectionRequest {
  return { ...of, key, lines, grossTotal: lines.reduce((sum, l) => sum + l.gross, 0), issueDate: '2026-12-01', original };
}

/** The error a call throws (the test fails when it does not throw). */
async function failure(promise: Promise<unknown>): Promise<InvoicingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvoicingError);
  return error as InvoicingError;
}

const lastCall = () => fake.calls.at(-1)!;
const errors: InvoicingError[] = [];

describe('Számlázz.hu: issuing an invoice', () => {
  it("issues a private buyer's e-invoice whose lines (products, delivery, coupon) add up to the order's gross total", async () => {
    const request = invoiceRequest();
    const issued = await szamlazz.issue(request);

    const stored = fake.byNumber(issued.number)!;
    expect(stored).toBeDefined();
    expect(issued).toEqual({ providerId: stored.number, number: stored.number, issueDate: '2026-11-24', url: null });
    expect(stored.number).toMatch(/^E-OTT-2026-\d+$/);
    expect(lastCall()).toMatchObject({ action: 'action-xmlagentxmlfile', authenticated: true });
    expect(stored.gross).toBe(request.grossTotal);
    expect(stored.gross).toBe(189_900 + 4 * 24_990 + 4_990 - 10_000);
    expect(stored.lines.map((l) => [l.name, l.quantity, l.unit, l.vatRate, l.gross])).toEqual([
      ['Tölgy étkezőasztal', 1, 'db', '27', 189_900],
      ['Szék, natúr', 4, 'db', '27', 99_960],
      ['Házhozszállítás', 1, 'alkalom', '27', 4_990],
      ['Kupon: OTTHON10', 1, 'db', '27', -10_000],
    ]);
    expect(stored.lines[0]!.sku).toBe('ASZ-TOLGY-180');
    expect(stored).toMatchObject({
      type: 'SZ',
      eInvoice: true,
      externalKey: request.key,
      orderNumber: request.orderNumber,
      paymentMethod: 'bankkártya',
      paid: true,
      currency: 'HUF',
      language: 'hu',
      rateBank: null,
      fulfillmentDate: '2026-11-24',
      dueDate: '2026-11-24',
      buyer: { nev: 'Kovács Anna', irsz: '1117', telepules: 'Budapest', cim: 'Október huszonharmadika utca 8.', email: 'anna@example.hu', adoalany: '-1' },
    });
    expect(stored.buyer.adoszam).toBeUndefined();
    // No PDF in the answer; the XML answer mode.
    expect(lastCall().xml).toContain('<szamlaLetoltes>false</szamlaLetoltes>');
    expect(lastCall().xml).toContain('<valaszVerzio>2</valaszVerzio>');
  });

  it('numbers invoices sequentially', async () => {
    const first = await szamlazz.issue(invoiceRequest());
    const second = await szamlazz.issue(invoiceRequest({ payment: 'bank_transfer', paid: false, dueDate: '2026-12-02' }));
    const n = (number: string) => Number(number.split('-').at(-1));
    expect(n(second.number)).toBe(n(first.number) + 1);
    expect(fake.byNumber(second.number)).toMatchObject({ paymentMethod: 'átutalás', paid: false, dueDate: '2026-12-02' });
  });

  it("states a company buyer's tax number", async () => {
    const issued = await szamlazz.issue(
      invoiceRequest({
        payment: 'cash_on_delivery',
        buyer: {
          kind: 'company',
          name: 'Faipari Bt.',
          taxNumber: '12345678-1-42',
          country: 'HU',
          zipcode: '6720',
          city: 'Szeged',
          address: 'Kárász utca 5.',
          email: 'szamla@faipari.example',
        },
      }),
    );
    expect(fake.byNumber(issued.number)).toMatchObject({
      paymentMethod: 'utánvét',
      buyer: { nev: 'Faipari Bt.', adoszam: '12345678-1-42', adoalany: '1', telepules: 'Szeged' },
    });
  });

  it('states the currency, the bank and the rate of an EUR invoice, cents exact', async () => {
    const lines: InvoiceLine[] = [
      { name: 'Lámpa', quantity: 2, unit: 'db', netUnitPrice: 39.29, vatRate: 27, net: 78.58, vat: 21.22, gross: 99.8 },
      { name: 'Házhozszállítás', quantity: 1, unit: 'alkalom', netUnitPrice: 7.86, vatRate: 27, net: 7.86, vat: 2.13, gross: 9.99 },
    ];
    const request = invoiceRequest({ currency: 'EUR', rate: 395.12, language: 'en', lines });
    expect(request.grossTotal).toBeCloseTo(109.79, 10);
    const issued = await szamlazz.issue(request);
    const stored = fake.byNumber(issued.number)!;
    expect(stored).toMatchObject({ currency: 'EUR', rateBank: 'MNB', rate: 395.12, language: 'en', gross: 109.79 });
    expect(lastCall().xml).toContain('<bruttoErtek>9.99</bruttoErtek>');
  });

  it('refuses lines that do not add up to the gross total before anything is sent', async () => {
    const calls = fake.calls.length;
    const request = { ...invoiceRequest(), grossTotal: 1 };
    const error = await failure(szamlazz.issue(request));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/gross total/);
    expect(fake.calls.length).toBe(calls);
    errors.push(error);
  });

  it('refuses a HUF line whose net or VAT is not a whole forint before anything is sent', async () => {
    const calls = fake.calls.length;
    const fractional: InvoiceLine = { name: 'Párna', quantity: 1, unit: 'db', netUnitPrice: 3_149.61, vatRate: 27, net: 3_149.61, vat: 850.39, gross: 4_000 };
    const error = await failure(szamlazz.issue(invoiceRequest({ lines: [fractional] })));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/whole forint/);
    expect(fake.calls.length).toBe(calls);
  });

  it("keeps ő, ű, & and < in the buyer's and the lines' names", async () => {
    const name = 'Őrző & Űrhajó <Kft.> "Bútor"';
    const request = invoiceRequest({
      buyer: { ...invoiceRequest().buyer, kind: 'company', name, taxNumber: '87654321-2-13', address: 'Rózsa u. 1. <fsz.> & társa' },
      lines: [line('Tükör <ovális> & keret, fűzfa', 1, 12_700)],
    });
    const issued = await szamlazz.issue(request);
    const stored = fake.byNumber(issued.number)!;
    expect(stored.buyer.nev).toBe(name);
    expect(stored.buyer.cim).toBe('Rózsa u. 1. <fsz.> & társa');
    expect(stored.lines[0]!.name).toBe('Tükör <ovális> & keret, fűzfa');
    expect(lastCall().xml).toContain('Őrző &amp; Űrhajó &lt;Kft.&gt;');
  });

  it("answers the buyer's page at Számlázz.hu as the invoice's link when the account has the buyer portal", async () => {
    fake.options.buyerPortal = true;
    const issued = await szamlazz.issue(invoiceRequest());
    expect(issued.url).toBe(`${url}?page=vevoifiokpay&partguid=fake&szfejguid=${fake.byNumber(issued.number)!.id}`);
  });
});

describe('Számlázz.hu: correcting an invoice after a withdrawal', () => {
  it('reverses the whole invoice with a storno when everything is taken back', async () => {
    const request = invoiceRequest();
    const original = await szamlazz.issue(request);
    const storno = await szamlazz.correct(correction(request, original, takenBack(request.lines), `withdrawal-${orderSeq}`));

    expect(lastCall().action).toBe('action-szamla_agent_st');
    const stored = fake.byNumber(storno.number)!;
    expect(storno.number).not.toBe(original.number);
    expect(storno.issueDate).toBe('2026-12-01');
    expect(stored).toMatchObject({ type: 'SS', refersTo: original.number, gross: -request.grossTotal, externalKey: `withdrawal-${orderSeq}` });
    expect(fake.byNumber(original.number)!.reversed).toBe(true);
  });

  it('issues a correcting invoice with negative quantities referring to the original for a partial withdrawal', async () => {
    const request = invoiceRequest();
    const original = await szamlazz.issue(request);
    const back = takenBack([line('Szék, natúr', 2, 24_990, 'db', 'SZEK-NAT')]);
    const corrected = await szamlazz.correct(correction(request, original, back, `withdrawal-${orderSeq}`));

    expect(lastCall().action).toBe('action-xmlagentxmlfile');
    const stored = fake.byNumber(corrected.number)!;
    expect(stored).toMatchObject({ type: 'HS', refersTo: original.number, gross: -2 * 24_990, orderNumber: null, comment: request.orderNumber });
    expect(stored.lines.map((l) => l.quantity)).toEqual([-2]);
    expect(fake.byNumber(original.number)!.reversed).toBe(false);
  });

  it('refuses a second storno of a reversed invoice (not retryable)', async () => {
    const request = invoiceRequest();
    const original = await szamlazz.issue(request);
    await szamlazz.correct(correction(request, original, takenBack(request.lines), `withdrawal-${orderSeq}`));
    const error = await failure(szamlazz.correct(correction(request, original, takenBack(request.lines), `withdrawal-${orderSeq}-b`)));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/already reversed/);
  });
});

describe('Számlázz.hu: find', () => {
  it('finds the invoice issued under a key, and null for a key the Agent does not know', async () => {
    const request = invoiceRequest();
    const issued = await szamlazz.issue(request);
    expect(await szamlazz.find(request.key, request.orderNumber)).toEqual({ ...issued, url: null });
    expect(lastCall()).toMatchObject({ action: 'action-szamla_agent_xml', authenticated: true });
    expect(await szamlazz.find('order-does-not-exist', 'OT-999999')).toBeNull();
  });

  it("still finds the order's invoice, not the storno, after a withdrawal", async () => {
    const request = invoiceRequest();
    const issued = await szamlazz.issue(request);
    const storno = await szamlazz.correct(correction(request, issued, takenBack(request.lines), `withdrawal-${orderSeq}`));
    expect((await szamlazz.find(request.key, request.orderNumber))?.number).toBe(issued.number);
    expect((await szamlazz.find(`withdrawal-${orderSeq}`, request.orderNumber))?.number).toBe(storno.number);
  });

  it('finds an invoice whose answer was lost to a timeout', async () => {
    const timeoutAfter100ms: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(100) });
    const impatient = createSzamlazz({ agentKey: AGENT_KEY, url }, timeoutAfter100ms);
    const request = invoiceRequest();
    fake.delayMs = 400;
    const error = await failure(impatient.issue(request));
    expect(error.retryable).toBe(true);
    errors.push(error);
    fake.delayMs = 0;
    const found = await szamlazz.find(request.key, request.orderNumber);
    expect(found?.number).toBe(fake.invoices.at(-1)!.number);
  });
});

describe('Számlázz.hu: failures', () => {
  it("is not retryable when the Agent refuses the request, and says the Agent's message", async () => {
    const wrongKey = createSzamlazz({ agentKey: 'not-the-key-0000', url });
    const login = await failure(wrongKey.issue(invoiceRequest()));
    expect(login.retryable).toBe(false);
    expect(login.message).toContain('(3): Sikertelen bejelentkezés');
    expect(login.message).not.toContain('not-the-key-0000');
    expect(lastCall().authenticated).toBe(false);

    const missing = await failure(szamlazz.issue(invoiceRequest({ buyer: { ...invoiceRequest().buyer, zipcode: '' } })));
    expect(missing.retryable).toBe(false);
    expect(missing.message).toContain('(7): Hiányzó adat: irsz');
    errors.push(login, missing);
  });

  it('is not retryable when a line breaks the Agent’s arithmetic (code 260)', async () => {
    const wrongVat: InvoiceLine = { name: 'Polc', quantity: 1, unit: 'db', netUnitPrice: 10_000, vatRate: 27, net: 10_000, vat: 2_000, gross: 12_000 };
    const error = await failure(szamlazz.issue(invoiceRequest({ lines: [wrongVat] })));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('(260)');
    errors.push(error);
  });

  it('is retryable on an HTTP 500, and the next try issues the invoice', async () => {
    fake.failNext = 1;
    const request = invoiceRequest();
    const error = await failure(szamlazz.issue(request));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('HTTP 500');
    errors.push(error);
    const issued = await szamlazz.issue(request);
    expect(fake.byNumber(issued.number)?.externalKey).toBe(request.key);
  });

  it('is retryable on a 503 of the query and when the Agent cannot be reached', async () => {
    fake.failNext = 1;
    fake.failStatus = 503;
    const query = await failure(szamlazz.find('order-1', 'OT-000001'));
    expect(query.retryable).toBe(true);

    const closed = new FakeSzamlazz({ agentKey: AGENT_KEY });
    const closedUrl = await closed.listen();
    await closed.close();
    const unreachable = await failure(createSzamlazz({ agentKey: AGENT_KEY, url: closedUrl }).issue(invoiceRequest()));
    expect(unreachable.retryable).toBe(true);
    expect(unreachable.message).toMatch(/could not be reached/);
    errors.push(query, unreachable);
  });

  it('puts the agent key in no error message', () => {
    expect(errors.length).toBeGreaterThanOrEqual(7);
    for (const error of errors) {
      expect(error.provider).toBe('szamlazz');
      expect(error.message).not.toContain(AGENT_KEY);
    }
    // …though every request carried it.
    expect(fake.calls.filter((call) => call.authenticated).every((call) => call.xml.includes(`<szamlaagentkulcs>${AGENT_KEY}</szamlaagentkulcs>`))).toBe(true);
  });
});
