/**
 * Every paid order gets exactly one invoice, and an accepted withdrawal its correction: the
 * outbox row written with the paid transition (or the cash-on-delivery delivery), the worker that
 * issues it — at the local proforma copy of the embedded default, and at Billingo's local fake
 * served over HTTP — once under replays, two workers at once, a provider that fails three times
 * and an answer lost on the way; the order view, the mail and the invoice page show it.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, orders, products } from '../src/db/schema.js';
import { describeInvoicing, invoicingProviders, type InvoicingProviders, invoicingSettings } from '../src/invoices/config.js';
import type { InvoicingProvider } from '../src/invoices/provider.js';
import { paymentProviders } from '../src/payments/config.js';
import { recordDelivery } from '../src/delivery/deliveries.js';
import { ALERT_AFTER, issueDueInvoices } from '../src/invoicing/invoices.js';
import { acceptWithdrawals } from '../src/withdrawal/refunds.js';
import { describeTransfer, recordTransfer } from '../src/payment/transfers.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, customer, fixtures, loginDemo, mailsTo, placeOrder, readyForCheckout, withdrawalCode } from './support/shop.js';
import { FakeBillingo } from './fakes/billingo.js';

const API_KEY = 'billingo-test-key-0123456789';
let api: TestApi;
const billingo = new FakeBillingo({ apiKey: API_KEY });
let billingoUrl = '';
const local = invoicingProviders({});

beforeAll(async () => {
  api = await createTestApi();
  billingoUrl = await billingo.listen();
});
afterAll(async () => {
  await api.close();
  await billingo.close();
});

/** The providers with Billingo on, calling it through `fetcher`. */
const withBillingo = (fetcher: typeof fetch = fetch): InvoicingProviders => invoicingProviders({ billingo: { apiKey: API_KEY, url: billingoUrl } }, fetcher);

type OrderView = {
  id: number;
  order_number: string;
  items: { id: number; quantity: number; total_gross: number }[];
  summary: { total_amount_gross: number };
  invoices: { kind: string; status: string; number: string | null; issue_date: string | null; url: string | null; proforma: boolean }[];
};

let count = 0;
/** A card order through the simulated gateway, approved (or one paid `payment` otherwise), by a fresh address (or the demo customer, logged in). */
async function paidOrder(options: { payment?: string; approve?: boolean; company?: boolean; demo?: boolean; currency?: 'EUR' | 'USD' } = {}) {
  const client = await new Client(api, options.currency ? { currency: options.currency } : {}).start();
  if (options.demo) await loginDemo(client);
  const email = `szamla${++count}@example.hu`;
  const [first, second] = await fixtures.plain(api, 3, 2);
  await addToCart(client, first!.id, 2);
  await addToCart(client, second!.id, 1);
  await readyForCheckout(client, { payment: options.payment ?? 'card_online', email });
  if (options.company)
    await client.put(
      '/api/cart/customer',
      customer({
        email,
        invoice_data: {
          is_company: true,
          name: 'Kovács Anna',
          company_name: 'Faipari Kft.',
          tax_number: '12345676-2-41',
          country_id: 1,
          zipcode: '1138',
          city: 'Budapest',
          address: 'Váci út 1.',
        },
      }),
    );
  const placed = expectContract<{ order_hash: string; redirect_url: string | null }>('placeOrder', await placeOrder(client), 201);
  if (placed.redirect_url && options.approve !== false) {
    const decided = await client.request('POST', placed.redirect_url, { form: { decision: 'approve' }, csrf: false });
    expect(decided.status).toBe(303);
  }
  const view = async () => expectContract<OrderView>('order', await client.get(`/api/orders/${placed.order_hash}`));
  return { client, email, hash: placed.order_hash, redirect: placed.redirect_url, order: await view(), view };
}

const rowsOf = (orderId: number) => api.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
const invoiceMails = async (client: Client, email: string) => (await mailsTo(client, email)).filter((mail) => /Számla|számla|invoice/i.test(mail.subject));

describe('the sale invoice (local proforma copy, the embedded default)', () => {
  it('is written with the paid transition, issued once, shown on the order, mailed and served as a proforma page', async () => {
    const paid = await paidOrder();
    expect(await rowsOf(paid.order.id)).toMatchObject([{ kind: 'invoice', key: `order-${paid.order.id}`, status: 'pending' }]);
    expect(paid.order.invoices).toEqual([expect.objectContaining({ kind: 'invoice', status: 'pending', url: null })]);
    // A replayed approval leads to the result page again and writes nothing more.
    expect((await paid.client.request('POST', paid.redirect!, { form: { decision: 'approve' }, csrf: false })).status).toBe(303);
    expect(await rowsOf(paid.order.id)).toHaveLength(1);

    const result = await issueDueInvoices(api.db, local, new Date());
    expect(result.issued).toBeGreaterThanOrEqual(1);
    const [invoice] = (await paid.view()).invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued', number: `PRO-${paid.order.order_number}`, proforma: true });
    const [mail] = await invoiceMails(paid.client, paid.email);
    expect(mail!.subject).toBe(`Számla – ${paid.order.order_number} számú rendelés`);
    expect(mail!.links).toContain(invoice!.url);
    expect(mail!.text).toContain('nem adóügyi számla');

    const page = await paid.client.get(new URL(invoice!.url!).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Díjbekérő jellegű másolat – nem adóügyi számla');
    const total = page.text.match(/data-total>([^<]+)</)![1]!.replace(/\s|&nbsp;|\u00a0/g, '');
    expect(total).toBe(`${paid.order.summary.total_amount_gross.toLocaleString('en').replace(/,/g, '')}Ft`);
    // Another order's hash does not open it.
    const other = await paidOrder({ approve: false });
    expect((await other.client.get(`/api/orders/${other.hash}/invoices/${new URL(invoice!.url!).pathname.split('/').pop()}`)).status).toBe(404);

    // Nothing is issued twice: the worker finds nothing more for this order.
    await issueDueInvoices(api.db, local, new Date());
    expect(await invoiceMails(paid.client, paid.email)).toHaveLength(1);
  });

  it("is listed with its link in the customer's order list", async () => {
    const paid = await paidOrder({ demo: true });
    await issueDueInvoices(api.db, local, new Date());
    const list = expectContract<{ items: { order_hash: string; invoices: { kind: string; status: string; url: string | null }[] }[] }>(
      'accountOrders',
      await paid.client.get('/api/account/orders'),
    );
    const row = list.items.find((item) => item.order_hash === paid.hash)!;
    expect(row.invoices).toEqual([expect.objectContaining({ kind: 'invoice', status: 'issued', url: (await paid.view()).invoices[0]!.url })]);
    expect(row.invoices[0]!.url).toMatch(/\/invoices\/\d+$/);
  });

  it('is not due for an unpaid card order or an undelivered cash-on-delivery order; cash on delivery at its delivery', async () => {
    const unpaid = await paidOrder({ approve: false });
    const cash = await paidOrder({ payment: 'cash_on_delivery' });
    expect(await rowsOf(unpaid.order.id)).toEqual([]);
    expect(await rowsOf(cash.order.id)).toEqual([]);
    expect((await recordDelivery(api.db, cash.order.order_number, new Date())).recorded).toBe(true);
    expect(await rowsOf(cash.order.id)).toMatchObject([{ kind: 'invoice', status: 'pending' }]);
  });

  it('is due for a bank-transfer order once its transfer is recorded, once', async () => {
    const transfer = await paidOrder({ payment: 'bank_transfer' });
    expect(await rowsOf(transfer.order.id)).toEqual([]);
    expect(await recordTransfer(api.db, transfer.order.order_number)).toEqual({ recorded: true, number: transfer.order.order_number });
    expect(await recordTransfer(api.db, transfer.order.order_number)).toMatchObject({ recorded: false, reason: 'already_paid' });
    expect(await rowsOf(transfer.order.id)).toMatchObject([{ kind: 'invoice', status: 'pending' }]);
    expect(expectContract<{ payment: { status: string } }>('order', await transfer.client.get(`/api/orders/${transfer.hash}`)).payment.status).toBe('paid');
    const card = await paidOrder();
    expect(describeTransfer(await recordTransfer(api.db, card.order.order_number))).toBe(
      `Order ${card.order.order_number} is not paid by bank transfer; nothing recorded.`,
    );
    expect(describeTransfer(await recordTransfer(api.db, 'OT-999999'))).toBe('No order OT-999999.');
  });
});

describe('issuing at Billingo', () => {
  it('issues once when two workers run at once', async () => {
    const paid = await paidOrder();
    const calls: string[] = [];
    const counting = (provider: InvoicingProvider): InvoicingProvider => ({
      ...provider,
      issue: async (request) => {
        calls.push(request.key);
        return provider.issue(request);
      },
    });
    const providers = withBillingo();
    const twice = { ...providers, current: counting(providers.current), billingo: counting(providers.billingo!) };
    await Promise.all([issueDueInvoices(api.db, twice, new Date()), issueDueInvoices(api.db, twice, new Date())]);
    expect(calls.filter((key) => key === `order-${paid.order.id}`)).toHaveLength(1);
    const document = billingo.byVendorId(`order-${paid.order.id}`)!;
    expect(document.gross_total).toBe(paid.order.summary.total_amount_gross);
    expect((await paid.view()).invoices).toEqual([
      expect.objectContaining({ status: 'issued', number: document.invoice_number, proforma: false, url: expect.stringMatching(/^http/) }),
    ]);
  });

  it('retries with back-off while Billingo fails three times, then issues one invoice; alerts after many failures', async () => {
    const paid = await paidOrder();
    const key = `order-${paid.order.id}`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      billingo.failNext(3, 503, 'Service unavailable.');
      let at = Date.now();
      await issueDueInvoices(api.db, withBillingo(), new Date(at));
      let [row] = await rowsOf(paid.order.id);
      expect(row).toMatchObject({ status: 'pending', tries: 1, lastError: expect.stringContaining('503') });
      // Not due again before its back-off has passed.
      await issueDueInvoices(api.db, withBillingo(), new Date(at + 10_000));
      expect((await rowsOf(paid.order.id))[0]!.tries).toBe(1);
      for (let i = 0; i < 6 && row!.status !== 'issued'; i++) {
        at = row!.nextTryAt.getTime() + 1;
        await issueDueInvoices(api.db, withBillingo(), new Date(at));
        [row] = await rowsOf(paid.order.id);
      }
      expect(row).toMatchObject({ status: 'issued', lastError: null });
      expect([...billingo.documents.values()].filter((document) => billingo.vendorIds.get(document.id) === key)).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }

    // A provider that keeps failing: after ALERT_AFTER tries each failure is an alert.
    const stuck = await paidOrder();
    const alerts = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      billingo.failNext(ALERT_AFTER + 1, 500);
      let at = Date.now();
      for (let i = 0; i <= ALERT_AFTER; i++) {
        await issueDueInvoices(api.db, withBillingo(), new Date(at));
        at = (await rowsOf(stuck.order.id))[0]!.nextTryAt.getTime() + 1;
      }
      expect(
        alerts.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[alert]') && line.includes(`order-${stuck.order.id}`)),
      ).not.toHaveLength(0);
    } finally {
      alerts.mockRestore();
      quiet.mockRestore();
    }
  });

  it('finds the invoice a lost answer issued instead of issuing a second', async () => {
    const paid = await paidOrder();
    let dropped = false;
    // The network drops Billingo's answer to the first document: the document exists, the shop never hears of it.
    const flaky: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!dropped && init?.method === 'POST' && url.endsWith('/documents')) {
        dropped = true;
        throw new TypeError('socket hang up');
      }
      return response;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await issueDueInvoices(api.db, withBillingo(flaky), new Date());
      const [row] = await rowsOf(paid.order.id);
      expect(row).toMatchObject({ status: 'pending', tries: 1 });
      await issueDueInvoices(api.db, withBillingo(flaky), new Date(row!.nextTryAt.getTime() + 1));
    } finally {
      warn.mockRestore();
    }
    expect(dropped).toBe(true);
    const mine = [...billingo.documents.values()].filter((document) => billingo.vendorIds.get(document.id) === `order-${paid.order.id}`);
    expect(mine).toHaveLength(1);
    expect(await rowsOf(paid.order.id)).toMatchObject([{ status: 'issued', number: mine[0]!.invoice_number }]);
  });

  it('issues an order in euros in euros with its rate, to the cent of the order', async () => {
    const paid = await paidOrder({ currency: 'EUR' });
    await issueDueInvoices(api.db, withBillingo(), new Date());
    const document = billingo.byVendorId(`order-${paid.order.id}`)!;
    const [row] = await api.db.select().from(orders).where(eq(orders.id, paid.order.id));
    expect(document).toMatchObject({ currency: 'EUR', conversion_rate: row!.rate, gross_total: paid.order.summary.total_amount_gross });
    expect(row!.currency).toBe('EUR');
  });

  it("lists the home delivery's carry-in, assembly and evening slot as service lines, adding up to the order", async () => {
    const client = await new Client(api).start();
    const email = `szamla-haz${++count}@example.hu`;
    const [sofa] = await api.db
      .select()
      .from(products)
      .where(and(eq(products.assemblyKind, 'legs'), gt(products.stock, 2)))
      .limit(1);
    await addToCart(client, sofa!.id, 1);
    await readyForCheckout(client, { payment: 'card_online', email });
    const evening = expectContract<{ date: string; period: string }[]>('deliverySlots', await client.get('/api/cart/delivery-slots')).find(
      (slot) => slot.period === 'evening',
    )!;
    expectContract('setHomeDelivery', await client.put('/api/cart/home-delivery', { floor: 3, has_lift: false, assembly: true, slot: evening }));
    const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
    expect((await client.request('POST', placed.redirect_url, { form: { decision: 'approve' }, csrf: false })).status).toBe(303);
    const order = expectContract<OrderView>('order', await client.get(`/api/orders/${placed.order_hash}`));
    await issueDueInvoices(api.db, withBillingo(), new Date());
    const document = billingo.byVendorId(`order-${order.id}`)!;
    expect(document.gross_total).toBe(order.summary.total_amount_gross);
    expect(document.items.map((item) => item.name)).toEqual(expect.arrayContaining(['Behordás a(z) 3. emeletre', 'Összeszerelés', 'Esti szállítási idősáv']));
  });

  it("puts a company buyer's tax number on the partner", async () => {
    const paid = await paidOrder({ company: true });
    await issueDueInvoices(api.db, withBillingo(), new Date());
    const document = billingo.byVendorId(`order-${paid.order.id}`)!;
    expect(document.partner).toMatchObject({ name: 'Faipari Kft.', taxcode: '12345676-2-41' });
  });

  it('stops a request Billingo refuses as failed, with an alert, and issues nothing', async () => {
    const paid = await paidOrder();
    const alerts = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const refusing = invoicingProviders({ billingo: { apiKey: 'not-the-key', url: billingoUrl } });
      await issueDueInvoices(api.db, refusing, new Date());
      expect(await rowsOf(paid.order.id)).toMatchObject([{ status: 'failed' }]);
      expect(alerts.mock.calls.some(([line]) => String(line).startsWith(`[alert] Invoice order-${paid.order.id}`))).toBe(true);
      expect(alerts.mock.calls.some(([line]) => String(line).includes('not-the-key'))).toBe(false);
    } finally {
      alerts.mockRestore();
    }
  });
});

describe('the correcting invoice of a withdrawal', () => {
  it('is written when the shop accepts the withdrawal and issued once, adding up to minus the refund', async () => {
    const paid = await paidOrder();
    const providers = withBillingo();
    await issueDueInvoices(api.db, providers, new Date());
    const [first] = paid.order.items;
    const code = await withdrawalCode(paid.client, paid.order.order_number, paid.email);
    expectContract(
      'submitWithdrawal',
      await paid.client.post('/api/withdrawals', { order_number: paid.order.order_number, email: paid.email, code, items: [{ id: first!.id, quantity: 1 }] }),
      201,
    );
    const accepted = await acceptWithdrawals(api.db, paymentProviders(undefined, {}), paid.order.order_number);
    expect(accepted).toMatchObject({ ok: true, refunds: [{ status: 'refunded' }] });
    const refund = accepted.ok ? accepted.refunds[0]! : null;
    await acceptWithdrawals(api.db, paymentProviders(undefined, {}), paid.order.order_number);
    expect((await rowsOf(paid.order.id)).map((row) => row.kind)).toEqual(['invoice', 'correction']);

    await Promise.all([issueDueInvoices(api.db, providers, new Date()), issueDueInvoices(api.db, providers, new Date())]);
    const invoice = billingo.byVendorId(`order-${paid.order.id}`)!;
    const corrections = [...billingo.documents.values()].filter(
      (document) =>
        document.type === 'modification' && document.comment.includes(`withdrawal-`) && document.related_documents.some((related) => related.id === invoice.id),
    );
    expect(corrections).toHaveLength(1);
    expect(corrections[0]!.gross_total).toBe(-refund!.amount);
    const view = await paid.view();
    expect(view.invoices.map((entry) => [entry.kind, entry.status])).toEqual([
      ['invoice', 'issued'],
      ['correction', 'issued'],
    ]);
    const mails = await invoiceMails(paid.client, paid.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Helyesbítő számla – ${paid.order.order_number} számú rendelés`);
  });
});

describe('choosing the invoicing', () => {
  it('refuses a half or doubly configured invoicing with a message, and never logs a key', () => {
    expect(() => invoicingSettings(undefined, { BILLINGO_URL: 'https://api.billingo.hu/v3' })).toThrow(/BILLINGO_API_KEY is missing/);
    expect(() => invoicingSettings(undefined, { SZAMLAZZ_URL: 'https://www.szamlazz.hu/szamla/' })).toThrow(/SZAMLAZZ_AGENT_KEY is missing/);
    expect(() => invoicingSettings(undefined, { BILLINGO_API_KEY: API_KEY, SZAMLAZZ_AGENT_KEY: 'agent-key' })).toThrow(/Both Billingo and Számlázz.hu/);
    expect(() => invoicingSettings(undefined, { BILLINGO_API_KEY: API_KEY, BILLINGO_URL: 'ftp://billingo' })).toThrow(/not an http\(s\) address/);
    const billingoOn = invoicingSettings(undefined, { BILLINGO_API_KEY: API_KEY });
    expect(describeInvoicing(billingoOn)).toBe('invoicing: Billingo (https://api.billingo.hu/v3)');
    expect(invoicingProviders(billingoOn).current.name).toBe('billingo');
    const szamlazzOn = invoicingSettings(undefined, { SZAMLAZZ_AGENT_KEY: 'agent-key-123' });
    expect(describeInvoicing(szamlazzOn)).toBe('invoicing: Számlázz.hu (https://www.szamlazz.hu/szamla/)');
    expect(describeInvoicing(szamlazzOn)).not.toContain('agent-key-123');
    expect(invoicingProviders(invoicingSettings(undefined, {})).current.name).toBe('local');
  });
});
