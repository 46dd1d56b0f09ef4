/**
 * Invoices through Billingo (API v3), against a local Billingo (test/fakes/billingo.ts) served over
 * HTTP: a private buyer's invoice whose lines (products, delivery, a coupon) add up to the order's
 * gross to the forint; a company's tax number and its partner reused; an EUR invoice with its rate;
 * the modification document of a withdrawal; `find` after a lost answer; refusals that are final and
 * failures that may be retried, none of them naming the API key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CurrencyCode, netFromGross } from '../src/domain.js';
import { createBillingo } from '../src/invoices/billingo.js';
import { type InvoiceBuyer, type InvoiceLine, type InvoiceRequest, InvoicingError, type InvoicingProvider } from '../src/invoices/provider.js';
import { FakeBillingo } from './fakes/billingo.js';

const API_KEY = '3c9b2d7e-5f1a-11f0-8a4e-0242ac120002';
const fake = new FakeBillingo({ apiKey: API_KEY, today: () => '2026-11-20' });
let billingo: InvoicingProvider;
let serial = 0;

beforeAll(async () => {
  const url = await fake.listen();
  billingo = createBillingo({ apiKey: API_KEY, url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.delayMs = 0;
});

/** A line priced gross, as the shop prices: net is the shop's one rounding of gross ÷ 1.27. */
function line(name: string, unitGross: number, quantity = 1, currency: CurrencyCode = 'HUF', unit = 'db'): InvoiceLine {
  const gross = Math.round(unitGross * quantity * 100) / 100;
  const net = netFromGross(gross, currency);
  return { name, quantity, unit, netUnitPrice: net / quantity, vatRate: 27, net, vat: Math.round((gross - net) * 100) / 100, gross };
}

const person: InvoiceBuyer = {
  kind: 'person',
  name: 'Kovács Anna',
  taxNumber: null,
  country: 'HU',
  zipcode: '1117',
  city: 'Budapest',
  address: 'Október huszonharmadika utca 8. 3/12.',
  email: 'anna.kovacs@example.hu',
};

const company: InvoiceBuyer = {
  kind: 'company',
  name: 'Faragó és Társa Kft.',
  taxNumber: '12345678-2-42',
  country: 'HU',
  zipcode: '6720',
  city: 'Szeged',
  address: 'Kárász utca 5.',
  email: 'szamla@farago.example.hu',
};

/** An order's invoice request; each call a new key and order number unless given. */
function order(lines: InvoiceLine[], overrides: Partial<InvoiceRequest> = {}): InvoiceRequest {
  serial += 1;
  return {
    key: `order-${serial}`,
    orderNumber: `OT-${String(serial).padStart(6, '0')}`,
    buyer: person,
    lines,
    currency: 'HUF',
    rate: 1,
    payment: 'card',
    paid: true,
    issueDate: '2026-11-20',
    fulfillmentDate: '2026-11-20',
    dueDate: '2026-11-20',
    language: 'hu',
    grossTotal: Math.round(lines.reduce((sum, each) => sum + each.gross * 100, 0)) / 100,
    ...overrides,
  };
}

/** The error a call fails with (the test fails if it does not). */
async function failure(call: Promise<unknown>): Promise<InvoicingError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvoicingError);
  return error as InvoicingError;
}

const documentOf = (providerId: string) => fake.documents.get(Number(providerId))!;

describe('Billingo invoices', () => {
  it("issues a private buyer's invoice whose lines, delivery and coupon add up to the order's gross to the forint", async () => {
    const lines = [
      line('Lina kanapé, zsályazöld', 219_990),
      line('Bori étkezőszék', 24_990, 2),
      line('Házhozszállítás', 9_990, 1, 'HUF', 'alkalom'),
      line('Kupon: OTTHON10', -10_000),
    ];
    const request = order(lines, { payment: 'cash_on_delivery', paid: false, dueDate: '2026-11-28' });
    const calls = fake.calls.length;
    const issued = await billingo.issue(request);

    const document = documentOf(issued.providerId);
    expect(issued).toEqual({ providerId: String(document.id), number: document.invoice_number, issueDate: '2026-11-20', url: expect.any(String) });
    expect(issued.number).toMatch(/^OTT-2026-\d+$/);
    expect(document.gross_total).toBe(request.grossTotal);
    expect(document.gross_total).toBe(219_990 + 2 * 24_990 + 9_990 - 10_000);
    expect(document.items.map((item) => [item.name, item.quantity, item.unit, item.vat, item.gross_amount])).toEqual(
      lines.map((each) => [each.name, each.quantity, each.unit, '27%', each.gross]),
    );
    expect(document).toMatchObject({
      type: 'invoice',
      block_id: 90001,
      payment_method: 'cash_on_delivery',
      payment_status: 'outstanding',
      currency: 'HUF',
      conversion_rate: 1,
      language: 'hu',
      electronic: true,
      fulfillment_date: '2026-11-20',
      due_date: '2026-11-28',
      settings: { order_number: request.orderNumber, round: 'none' },
    });
    expect(document.comment).toContain(request.orderNumber);
    expect(document.comment).toContain(`[${request.key}]`);
    expect(fake.vendorIds.get(document.id)).toBe(request.key);
    expect(document.document_partner).toMatchObject({
      name: 'Kovács Anna',
      address: { country_code: 'HU', post_code: '1117', city: 'Budapest', address: 'Október huszonharmadika utca 8. 3/12.' },
      emails: ['anna.kovacs@example.hu'],
      taxcode: '',
      tax_type: 'NO_TAX_NUMBER',
    });
    const made = fake.calls.slice(calls);
    expect(made.every((call) => call.authenticated)).toBe(true);
    expect(made.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /partners',
      'POST /partners',
      'GET /document-blocks',
      'POST /documents',
      `GET /documents/${document.id}/public-url`,
    ]);

    const pdf = await fetch(issued.url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toContain(issued.number);
  });

  it('sends gross unit prices, since Billingo computing gross from the shop’s net would miss a forint', async () => {
    const sofa = line('Lina kanapé', 219_990);
    const issued = await billingo.issue(order([sofa]));
    const sent = fake.calls.findLast((call) => call.method === 'POST' && call.path === '/documents')!.body as { items: Record<string, unknown>[] };
    expect(sent.items[0]).toMatchObject({ unit_price: 219_990, unit_price_type: 'gross', vat: '27%' });
    expect(documentOf(issued.providerId).gross_total).toBe(219_990);
    // The same line from the shop's net: 173 220 × 1.27 = 219 989.40.
    expect(sofa.net).toBe(173_220);
    expect(Math.round(sofa.net * 1.27 * 100) / 100).not.toBe(219_990);
  });

  it("puts a company's tax number on its partner and reuses the partner on its next invoice", async () => {
    const first = await billingo.issue(order([line('Tölgy tárgyalóasztal', 389_000)], { buyer: company, payment: 'bank_transfer', paid: false }));
    const partner = documentOf(first.providerId).partner;
    expect(partner).toMatchObject({ name: company.name, taxcode: '12345678-2-42', tax_type: 'HAS_TAX_NUMBER', emails: [company.email] });
    expect(documentOf(first.providerId).payment_method).toBe('wire_transfer');

    const partners = fake.partners.size;
    const second = await billingo.issue(order([line('Irodaszék', 59_900, 4)], { buyer: company }));
    expect(documentOf(second.providerId).partner.id).toBe(partner.id);
    expect(fake.partners.size).toBe(partners);
    expect(Number(second.number.split('-').at(-1))).toBe(Number(first.number.split('-').at(-1)) + 1);

    // A changed address prints differently: a new partner, the old invoice keeps its own.
    const moved = await billingo.issue(order([line('Irodaszék', 59_900)], { buyer: { ...company, address: 'Tisza Lajos körút 2.' } }));
    expect(documentOf(moved.providerId).partner.id).not.toBe(partner.id);
    expect(fake.partners.get(partner.id)!.address.address).toBe('Kárász utca 5.');
  });

  it('issues an EUR invoice in English with its rate in forints', async () => {
    const lines = [line('Lina sofa, sage green', 549.9, 1, 'EUR'), line('Dining chair', 62.45, 3, 'EUR'), line('Delivery', 24.9, 1, 'EUR', 'alkalom')];
    const request = order(lines, { currency: 'EUR', rate: 395.12, language: 'en' });
    const issued = await billingo.issue(request);
    const document = documentOf(issued.providerId);
    expect(document).toMatchObject({ currency: 'EUR', conversion_rate: 395.12, language: 'en', payment_method: 'bankcard', payment_status: 'paid' });
    expect(document.gross_total).toBe(request.grossTotal);
    expect(request.grossTotal).toBe(762.15);
    expect(document.summary.gross_amount_local).toBe(Math.round(762.15 * 395.12 * 100) / 100);
  });

  it('splits a converted total with no unit price in cents into two items that keep its quantity and gross', async () => {
    // 3 chairs at 24 990 Ft, converted as one total: 74 970 / 395.12 = 189.74 EUR, not 3 × any cent amount.
    const chairs = { ...line('Dining chair', 63.25, 3, 'EUR'), gross: 189.74 };
    const request = order([chairs, line('Delivery', 24.9, 1, 'EUR', 'alkalom')], { currency: 'EUR', rate: 395.12, language: 'en' });
    const issued = await billingo.issue(request);
    const document = documentOf(issued.providerId);
    expect(document.items.map((item) => [item.name, item.quantity, item.gross_amount])).toEqual([
      ['Dining chair', 2, 126.48],
      ['Dining chair', 1, 63.26],
      ['Delivery', 1, 24.9],
    ]);
    expect(document.gross_total).toBe(request.grossTotal);

    const back = {
      ...order([{ ...line('Dining chair', 63.25, -3, 'EUR'), gross: -189.74 }], { currency: 'EUR', rate: 395.12, language: 'en' }),
      original: issued,
    };
    const correction = await billingo.correct(back);
    expect(documentOf(correction.providerId).items.map((item) => [item.quantity, item.gross_amount])).toEqual([
      [-2, -126.48],
      [-1, -63.26],
    ]);
    expect(documentOf(correction.providerId).gross_total).toBe(-189.74);
  });

  it('issues the modification document of a withdrawal with the lines taken back', async () => {
    const original = await billingo.issue(order([line('Bori étkezőszék', 24_990, 4), line('Házhozszállítás', 9_990, 1, 'HUF', 'alkalom')]));
    const lines = [line('Bori étkezőszék', 24_990, -2)];
    const correction = await billingo.correct({ ...order(lines), key: 'withdrawal-7', original });

    const document = documentOf(correction.providerId);
    expect(document.type).toBe('modification');
    expect(document.gross_total).toBe(-49_980);
    expect(document.items).toMatchObject([{ name: 'Bori étkezőszék', quantity: -2, gross_amount: -49_980 }]);
    expect(document.related_documents).toEqual([{ id: Number(original.providerId), invoice_number: original.number }]);
    expect(document.comment).toContain('[withdrawal-7]');
    expect(documentOf(original.providerId).correction_type).toBe('modified');
    expect(correction.number).not.toBe(original.number);
    expect((await fetch(correction.url!)).status).toBe(200);

    // Taking back more than the invoice was for is Billingo's refusal, final.
    const tooMuch = await failure(billingo.correct({ ...order([line('Bori étkezőszék', 24_990, -5)]), key: 'withdrawal-8', original }));
    expect(tooMuch.retryable).toBe(false);
    expect(tooMuch.message).toContain('takes back more');
  });

  it('finds the invoice and the correction issued under a key, and nothing under an unknown key', async () => {
    const request = order([line('Puff', 34_990)]);
    const issued = await billingo.issue(request);
    expect(await billingo.find(request.key, request.orderNumber)).toEqual(issued);

    const withdrawal = { ...order([line('Puff', 34_990, -1)]), key: `withdrawal-of-${request.key}`, orderNumber: request.orderNumber, original: issued };
    const correction = await billingo.correct(withdrawal);
    expect(await billingo.find(withdrawal.key, request.orderNumber)).toEqual(correction);

    expect(await billingo.find('order-never-issued', 'OT-999999')).toBeNull();
    // The key is matched whole: `order-6` never finds `order-60`'s correction, nor the reverse.
    expect(await billingo.find(`${request.key}0`, request.orderNumber)).toBeNull();
    expect(await billingo.find(withdrawal.key.slice(0, -1), request.orderNumber)).toBeNull();

    // A document under this key for another order (a second shop on the account) is not taken for this one.
    const foreign = await failure(billingo.find(request.key, 'OT-123456'));
    expect(foreign.retryable).toBe(false);
  });

  it('refuses lines that do not add up to the gross total without asking Billingo', async () => {
    const calls = fake.calls.length;
    const wrong = await failure(billingo.issue(order([line('Kanapé', 219_990)], { grossTotal: 219_989 })));
    expect(wrong.retryable).toBe(false);
    const metres = await failure(billingo.issue(order([{ ...line('Függöny', 1000), quantity: 1.5 }], { grossTotal: 1000 })));
    expect(metres.retryable).toBe(false);
    const halfForint = await failure(billingo.issue(order([{ ...line('Kanapé', 1000), gross: 999.5 }], { grossTotal: 999.5 })));
    expect(halfForint.retryable).toBe(false);
    expect(fake.calls.length).toBe(calls);
  });
});

describe('Billingo failures', () => {
  const errors: InvoicingError[] = [];
  const collect = async (call: Promise<unknown>) => {
    const error = await failure(call);
    errors.push(error);
    return error;
  };

  it('is refused for good with a wrong API key', async () => {
    const wrong = createBillingo({ apiKey: 'not-the-key-9d1e', url: fake.url, blockId: 90001 });
    const error = await collect(wrong.issue(order([line('Puff', 34_990)])));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/^billingo: GET \/partners answered 401: Authorization information is missing or invalid\./);
    expect(error.message).not.toContain('not-the-key-9d1e');
    expect(fake.calls.at(-1)!.authenticated).toBe(false);
  });

  it("passes on Billingo's validation message as a final refusal", async () => {
    const error = await collect(billingo.issue(order([line('Puff', 34_990)], { buyer: { ...person, city: '' } })));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('422');
    expect(error.message).toContain('address.city');
  });

  it('may retry a server error, a rate limit, a slow answer and an unreachable Billingo', async () => {
    fake.failNext(1, 500);
    expect((await collect(billingo.issue(order([line('Puff', 34_990)])))).retryable).toBe(true);
    fake.failNext(1, 429, 'Too Many Attempts.');
    const limited = await collect(billingo.find('order-x', 'OT-x'));
    expect(limited.retryable).toBe(true);
    expect(limited.message).toContain('Too Many Attempts.');

    fake.delayMs = 400;
    const impatient = createBillingo({ apiKey: API_KEY, url: fake.url }, (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(100) }));
    const slow = await collect(impatient.find('order-x', 'OT-x'));
    expect(slow.retryable).toBe(true);
    expect(slow.message).toContain('could not be reached (TimeoutError)');
    fake.delayMs = 0;

    const closed = new FakeBillingo({ apiKey: API_KEY });
    const url = await closed.listen();
    await closed.close();
    const away = await collect(createBillingo({ apiKey: API_KEY, url }).find('order-x', 'OT-x'));
    expect(away.retryable).toBe(true);
  });

  it('issues the invoice once the server error has passed', async () => {
    const request = order([line('Puff', 34_990)]);
    fake.failNext(1, 503);
    await collect(billingo.issue(request));
    expect(await billingo.find(request.key, request.orderNumber)).toBeNull();
    const issued = await billingo.issue(request);
    expect(await billingo.find(request.key, request.orderNumber)).toEqual(issued);
  });

  it('never names the API key, even when Billingo echoes it', async () => {
    fake.failNext(1, 500, `Upstream failed for X-API-KEY ${API_KEY}`);
    const echoed = await collect(billingo.find('order-x', 'OT-x'));
    expect(echoed.message).toContain('Upstream failed');
    expect(errors.length).toBeGreaterThanOrEqual(8);
    for (const error of errors) {
      expect(error.message).not.toContain(API_KEY);
      expect(error.provider).toBe('billingo');
    }
  });
});
