/**
 * Every sale gets exactly one invoice, and every accepted withdrawal of an invoiced order its
 * correcting invoice (docs/requirements.md 10.13). An invoice is due when the money is the shop's:
 * a card payment at its paid transition, cash on delivery at the delivery. The transaction that
 * makes it due writes an `invoices` row (`pending`, its unique `key`): the outbox. The worker
 * issues due rows at the configured provider, one process per row at a time (`locked_until`,
 * taken with `FOR UPDATE SKIP LOCKED`), and a retry first asks the provider for a document under
 * the row's key, so a try whose answer was lost (a slow provider, a restart) is found, not
 * doubled. A provider that fails is tried again with back-off, and after `ALERT_AFTER` failures
 * every further failure is logged as an alert; a refusal (a request the provider will never take)
 * stops the row as `failed` with an alert, for the shop to sort out.
 */
import { endpoints, escapeHtml, invoiceView, pathTo, renderMail } from 'otthon/contract';
import { formatOrderNumber } from 'otthon/core';
import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { Db } from '../db/client.js';
import { type CurrencyCode, formatMoney, type Locale, roundMoney, VAT_RATE } from '../domain.js';
import type { InvoicingProviders } from '../invoices/config.js';
import { type InvoiceLine, type InvoicePayment, type InvoiceRequest, type IssuedInvoice, InvoicingError } from '../invoices/provider.js';
import { t } from '../messages/index.js';
import {
  claimDueInvoice,
  countryCode,
  hasInvoice,
  insertDueInvoice,
  type InvoiceRow,
  invoicesOfOrder,
  invoicesOfOrders,
  postponeInvoice,
  recordInvoiceFailure,
  recordInvoiceIssued,
} from './queries.js';
import { orderByHash, orderItemsOf, type OrderRow } from '../orders/queries.js';
import { orderById } from '../withdrawal/queries.js';
import { paymentMethodOf, refundsOfOrder, withdrawalsOfOrder } from '../withdrawal/refunds-queries.js';
import { sendMail } from '../mail/send.js';

/** How long a worker holds a row it is issuing: longer than any provider call takes. */
const LEASE_MS = 120_000;
/** Back-off after a failure: 30 s, 1, 2, 4 … minutes, at most an hour. */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3_600_000;
/** After this many failed tries each failure is an alert in the log. */
export const ALERT_AFTER = 5;
/** How often the worker looks for due invoices (it is also woken when one becomes due). */
export const INVOICE_WORKER_INTERVAL_MS = 15_000;

/** Writes the order's invoice into the outbox (once: a second call for the order does nothing). Call it in the transaction that makes it due. */
export async function enqueueInvoice(tx: Db, orderId: number, now: Date): Promise<void> {
  await insertDueInvoice(tx, { orderId, kind: 'invoice', key: `order-${orderId}`, now });
  notifyWorker();
}

/** Writes an accepted withdrawal's correcting invoice into the outbox, when its order has an invoice. */
export async function enqueueCorrection(tx: Db, orderId: number, withdrawalId: number, now: Date): Promise<void> {
  if (!(await hasInvoice(tx, orderId))) return;
  await insertDueInvoice(tx, { orderId, kind: 'correction', key: `withdrawal-${withdrawalId}`, withdrawalId, now });
  notifyWorker();
}

const split = (gross: number, currency: CurrencyCode) => {
  const net = roundMoney(gross / (1 + VAT_RATE), currency);
  return { net, vat: roundMoney(gross - net, currency), gross };
};

/** `YYYY-MM-DD` in Hungarian time. */
function hungarianDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * What the invoice says, from the order as it was placed: the buyer, each line at its net unit
 * price with 27 % VAT, the coupon as a negative line, the delivery fee and the home delivery's
 * carry-in, assembly and evening slot as lines, the payment
 * and the order's currency with its rate; the lines add up to the order's gross total.
 */
async function saleRequest(db: Db, order: OrderRow, key: string, now: Date): Promise<InvoiceRequest> {
  const currency = order.currency as CurrencyCode;
  const locale = order.locale as Locale;
  const [items, method, country] = await Promise.all([
    orderItemsOf(db, order.id),
    paymentMethodOf(db, order.paymentMethodId),
    order.customerData.invoice_data?.country_id ? countryCode(db, order.customerData.invoice_data.country_id) : Promise.resolve('HU'),
  ]);
  const vatRate = Math.round(VAT_RATE * 100);
  const lines: InvoiceLine[] = items.map((item) => ({
    name: item.name[locale],
    sku: item.sku,
    quantity: item.quantity,
    unit: t(locale, 'invoice.unit.piece'),
    netUnitPrice: item.priceNet,
    vatRate,
    net: item.totalNet,
    vat: roundMoney(item.totalGross - item.totalNet, currency),
    gross: item.totalGross,
  }));
  if (order.coupon && order.coupon.discount_gross > 0) {
    const net = -order.coupon.discount_net;
    const gross = -order.coupon.discount_gross;
    lines.push({
      name: t(locale, 'invoice.coupon', { code: order.coupon.code }),
      quantity: 1,
      unit: t(locale, 'invoice.unit.piece'),
      netUnitPrice: net,
      vatRate,
      net,
      vat: roundMoney(gross - net, currency),
      gross,
    });
  }
  if (order.deliveryGross > 0) {
    lines.push({
      name: t(locale, 'invoice.delivery'),
      quantity: 1,
      unit: t(locale, 'invoice.unit.service'),
      netUnitPrice: order.deliveryNet,
      vatRate,
      net: order.deliveryNet,
      vat: roundMoney(order.deliveryGross - order.deliveryNet, currency),
      gross: order.deliveryGross,
    });
  }
  // The home delivery's extras, each a service line as the order priced it.
  const home = order.homeDelivery;
  if (home) {
    const services: [string, number, number][] = [
      [t(locale, 'invoice.carry_in', { floor: home.floor }), home.carry_in_net, home.carry_in_gross],
      [t(locale, 'invoice.assembly'), home.assembly_net, home.assembly_gross],
      [t(locale, 'invoice.slot'), home.slot_net, home.slot_gross],
    ];
    for (const [name, net, gross] of services) {
      if (gross <= 0) continue;
      lines.push({
        name,
        quantity: 1,
        unit: t(locale, 'invoice.unit.service'),
        netUnitPrice: net,
        vatRate,
        net,
        vat: roundMoney(gross - net, currency),
        gross,
      });
    }
  }
  const data = order.customerData.invoice_data;
  const payment: InvoicePayment = method?.isOnline ? 'card' : method?.code === 'bank_transfer' ? 'bank_transfer' : 'cash_on_delivery';
  const today = hungarianDate(now);
  return {
    key,
    orderNumber: formatOrderNumber(order.id),
    buyer: {
      kind: data?.is_company ? 'company' : 'person',
      name: (data?.is_company ? data.company_name : null) || data?.name || order.customerData.email || '',
      taxNumber: data?.is_company ? (data.tax_number ?? null) : null,
      country,
      zipcode: data?.zipcode ?? '',
      city: data?.city ?? '',
      address: data?.address ?? '',
      email: order.customerData.email ?? '',
    },
    lines,
    currency,
    rate: order.rate,
    payment,
    paid: true,
    issueDate: today,
    fulfillmentDate: order.deliveredAt ? hungarianDate(order.deliveredAt) : today,
    dueDate: today,
    language: locale,
    grossTotal: order.totalGross,
  };
}

/**
 * The correcting invoice of a withdrawal: the withdrawn pieces taken back at their price, the
 * delivery fee when the withdrawal leaves nothing of the order, and what of the coupon the pieces
 * carried; it adds up to minus what the withdrawal refunds.
 */
async function correctionRequest(db: Db, order: OrderRow, row: InvoiceRow, now: Date): Promise<InvoiceRequest> {
  const sale = await saleRequest(db, order, row.key, now);
  const { currency } = sale;
  const locale = order.locale as Locale;
  const vatRate = Math.round(VAT_RATE * 100);
  const [items, all, refunds] = await Promise.all([orderItemsOf(db, order.id), withdrawalsOfOrder(db, order.id), refundsOfOrder(db, order.id)]);
  const withdrawal = all.find((entry) => entry.id === row.withdrawalId);
  const refund = refunds.find((entry) => entry.withdrawalId === row.withdrawalId);
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines: InvoiceLine[] = (withdrawal?.items ?? []).flatMap((line) => {
    const item = byId.get(line.order_item_id);
    if (!item) return [];
    const gross = -roundMoney((item.totalGross / item.quantity) * line.quantity, currency);
    const net = -roundMoney((item.totalNet / item.quantity) * line.quantity, currency);
    return [
      {
        name: item.name[locale],
        sku: item.sku,
        quantity: -line.quantity,
        unit: t(locale, 'invoice.unit.piece'),
        netUnitPrice: item.priceNet,
        vatRate,
        net,
        vat: roundMoney(gross - net, currency),
        gross,
      },
    ];
  });
  const taken = all.filter((entry) => entry.id <= (row.withdrawalId ?? 0)).flatMap((entry) => entry.items);
  const leavesNothing = items.every(
    (item) => taken.filter((line) => line.order_item_id === item.id).reduce((sum, line) => sum + line.quantity, 0) >= item.quantity,
  );
  if (leavesNothing && order.deliveryGross > 0) {
    const net = -order.deliveryNet;
    const gross = -order.deliveryGross;
    lines.push({
      name: t(locale, 'invoice.delivery'),
      quantity: -1,
      unit: t(locale, 'invoice.unit.service'),
      netUnitPrice: order.deliveryNet,
      vatRate,
      net,
      vat: roundMoney(gross - net, currency),
      gross,
    });
  }
  const listed = roundMoney(
    lines.reduce((sum, line) => sum + line.gross, 0),
    currency,
  );
  const total = refund ? -refund.amount : listed;
  const left = roundMoney(total - listed, currency);
  if (left !== 0) {
    // What the coupon took off the withdrawn pieces: the customer never paid it, so it is not taken back.
    const part = split(left, currency);
    lines.push({ name: t(locale, 'invoice.coupon_share'), quantity: 1, unit: t(locale, 'invoice.unit.piece'), netUnitPrice: part.net, vatRate, ...part });
  }
  return { ...sale, lines, grossTotal: total, fulfillmentDate: hungarianDate(withdrawal?.acceptedAt ?? now) };
}

/** Takes one due row for this process (none: null); a row another process holds is skipped. */
const claimDue = (db: Db, now: Date): Promise<InvoiceRow | null> => claimDueInvoice(db, now, LEASE_MS);

/** The mail that brings the buyer the invoice (or its correction), in the order's language. */
async function mailInvoice(tx: Db, order: OrderRow, row: InvoiceRow, issued: IssuedInvoice, link: string): Promise<void> {
  const email = order.customerData.email;
  if (!email) return;
  const locale = order.locale as Locale;
  const number = formatOrderNumber(order.id);
  const correction = row.kind === 'correction';
  const mail = renderMail({
    locale,
    name: order.customerData.invoice_data?.name ?? email,
    paragraphs: [t(locale, correction ? 'mail.invoice.correction' : 'mail.invoice.body', { number, invoice: issued.number })],
    ...(row.provider === 'local' ? { after: [t(locale, 'mail.invoice.proforma')] } : {}),
    action: { label: t(locale, 'mail.invoice.download'), url: link },
  });
  await sendMail(tx, {
    kind: 'invoice',
    to: email,
    subject: t(locale, correction ? 'mail.invoice.correction_subject' : 'mail.invoice.subject', { number }),
    ...mail,
  });
}

/** Where the buyer downloads an invoice: the provider's link, else the shop's own copy on the order. */
export function invoiceLink(order: Pick<OrderRow, 'hash' | 'transactionResultUrl'>, row: Pick<InvoiceRow, 'id' | 'url'>): string {
  return (
    row.url ?? new URL(pathTo(endpoints.orderInvoice.path, { order_hash: order.hash, invoice_id: row.id }), new URL(order.transactionResultUrl).origin).href
  );
}

export interface WorkResult {
  issued: number;
  failed: number;
  /** Rows left for a later try. */
  retried: number;
}

/** Issues one claimed row; answers how it went. */
async function issueRow(db: Db, providers: InvoicingProviders, row: InvoiceRow, now: Date): Promise<'issued' | 'failed' | 'retried'> {
  const order = await orderById(db, row.orderId, false);
  if (!order) return 'failed';
  let original: InvoiceRow | undefined;
  if (row.kind === 'correction') {
    original = (await invoicesOfOrder(db, order.id)).find((entry) => entry.kind === 'invoice');
    // A correction waits for its invoice, and goes to the provider that issued it.
    if (!original || original.status !== 'issued') {
      await postponeInvoice(db, row.id, new Date(now.getTime() + FIRST_RETRY_MS), Math.max(0, row.tries - 1));
      return 'retried';
    }
  }
  const providerName = row.provider ?? original?.provider ?? providers.current.name;
  const provider = providers[providerName] ?? (providerName === providers.current.name ? providers.current : undefined);
  let issued: IssuedInvoice;
  try {
    if (!provider) throw new InvoicingError(providerName, 'is not configured any more; configure it again to issue this document', true);
    // A try before this one may have issued it without the shop learning so: ask first.
    const earlier = row.tries > 1 ? await provider.find(row.key, formatOrderNumber(order.id)) : null;
    if (earlier) issued = earlier;
    else if (row.kind === 'invoice') issued = await provider.issue(await saleRequest(db, order, row.key, now));
    else {
      const request = await correctionRequest(db, order, row, now);
      issued = await provider.correct({
        ...request,
        original: { providerId: original!.providerId!, number: original!.number!, issueDate: original!.issueDate!, url: original!.url },
      });
    }
  } catch (error) {
    const retryable = !(error instanceof InvoicingError) || error.retryable;
    const message = error instanceof Error ? error.message : String(error);
    const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (row.tries - 1));
    await recordInvoiceFailure(db, row.id, { provider: providerName, lastError: message, nextTryAt: retryable ? new Date(now.getTime() + wait) : null });
    const label = `Invoice ${row.key} (${formatOrderNumber(order.id)})`;
    if (!retryable) console.error(`[alert] ${label} was refused by ${providerName} and will not be retried: ${message}`);
    else if (row.tries >= ALERT_AFTER) console.error(`[alert] ${label}: ${row.tries} tries failed, the next in ${Math.round(wait / 1000)} s: ${message}`);
    else console.warn(`${label}: try ${row.tries} failed, the next in ${Math.round(wait / 1000)} s: ${message}`);
    return retryable ? 'retried' : 'failed';
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const written = await recordInvoiceIssued(tx, row.id, { provider: providerName, ...issued, issuedAt: now });
    if (written) await mailInvoice(tx, order, written, issued, invoiceLink(order, written));
  });
  return 'issued';
}

/** Issues every due row, one at a time, until none is left for this process. */
export async function issueDueInvoices(db: Db, providers: InvoicingProviders, now: Date): Promise<WorkResult> {
  const result: WorkResult = { issued: 0, failed: 0, retried: 0 };
  for (let row = await claimDue(db, now); row; row = await claimDue(db, now)) result[await issueRow(db, providers, row, now)] += 1;
  return result;
}

let wake: (() => void) | null = null;
/** Wakes the running worker (a row just became due); it reads the outbox after the commit. */
function notifyWorker(): void {
  const kick = wake;
  if (kick) setTimeout(kick, 50).unref();
}

/**
 * Runs the worker: at start-up, every `INVOICE_WORKER_INTERVAL_MS`, and soon after a row becomes
 * due in this process. Answers the function that stops it (waiting for the run in progress).
 */
export function startInvoiceWorker(db: Db, providers: InvoicingProviders, now: () => Date): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  const run = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = issueDueInvoices(db, providers, now())
      .catch((error: unknown) => console.error(`Invoice worker failed: ${(error as Error).message}`))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  wake = run;
  run();
  const timer = setInterval(run, INVOICE_WORKER_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (wake === run) wake = null;
    await running;
  };
}

/** An invoice row as the order answers show it. */
function invoiceOfOrder(order: Pick<OrderRow, 'hash' | 'transactionResultUrl'>, row: InvoiceRow) {
  const issued = row.status === 'issued';
  return invoiceView({
    kind: row.kind,
    issued,
    number: row.number,
    issue_date: row.issueDate,
    url: issued ? invoiceLink(order, row) : null,
    provider: row.provider,
  });
}

/** The order's invoices as its answer shows them. */
export async function orderInvoices(db: Db, order: Pick<OrderRow, 'id' | 'hash' | 'transactionResultUrl'>) {
  return (await invoicesOfOrder(db, order.id)).map((row) => invoiceOfOrder(order, row));
}

/** The invoices of several orders (the account's order list), by order id. */
export async function invoicesByOrder(db: Db, list: readonly Pick<OrderRow, 'id' | 'hash' | 'transactionResultUrl'>[]) {
  const byId = new Map(list.map((order) => [order.id, order]));
  const rows = await invoicesOfOrders(db, [...byId.keys()]);
  const grouped = new Map<number, ReturnType<typeof invoiceOfOrder>[]>();
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), invoiceOfOrder(byId.get(row.orderId)!, row)]);
  return grouped;
}

/**
 * An issued invoice of the order by its hash: a provider's invoice sends the buyer to the
 * provider's download link; the shop's own copy (no invoicing provider) is a printable page,
 * marked at the top as a proforma that is not a tax invoice.
 */
export async function invoicePage(ctx: Pick<ShopRequest, 't' | 'now'> & Pick<ShopData, 'db' | 'app'>, hash: string, invoiceId: number): Promise<Response> {
  const order = await orderByHash(ctx.db, hash);
  const row = order && (await invoicesOfOrder(ctx.db, order.id)).find((entry) => entry.id === invoiceId && entry.status === 'issued');
  if (!order || !row) throw new HttpError(404, ctx.t('invoice.not_found'));
  if (row.url) return new Response(null, { status: 302, headers: { Location: row.url, 'Cache-Control': 'no-store' } });
  const locale = order.locale as Locale;
  const at = row.issuedAt ?? ctx.now();
  const request = row.kind === 'invoice' ? await saleRequest(ctx.db, order, row.key, at) : await correctionRequest(ctx.db, order, row, at);
  const currency = request.currency;
  const money = (amount: number) => escapeHtml(formatMoney(amount, currency));
  const seller = ctx.app.seller;
  const buyer = request.buyer;
  const rows = request.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td>${line.quantity} ${escapeHtml(line.unit)}</td><td>${money(line.netUnitPrice)}</td><td>${line.vatRate}%</td><td>${money(line.net)}</td><td>${money(line.vat)}</td><td>${money(line.gross)}</td></tr>`,
    )
    .join('');
  const head = [
    'invoice.column.item',
    'invoice.column.quantity',
    'invoice.column.unit_net',
    'invoice.column.vat_rate',
    'invoice.column.net',
    'invoice.column.vat',
    'invoice.column.gross',
  ] as const;
  const title = `${t(locale, row.kind === 'invoice' ? 'invoice.title' : 'invoice.correction_title')} ${row.number ?? ''}`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f1b16; background: #fff; }
  main { max-width: 52rem; margin: 0 auto; padding: 2rem 1rem; }
  .proforma { padding: 0.75rem 1rem; border: 2px solid #8a1c1c; color: #8a1c1c; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
  .parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; margin: 1.5rem 0; }
  table { width: 100%; border-collapse: collapse; } th, td { padding: 0.4rem; border-bottom: 1px solid #ddd; text-align: right; } th:first-child, td:first-child { text-align: left; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dt { color: #5c5247; } dd { margin: 0; }
  .wrap { overflow-x: auto; } .total { font-size: 1.25rem; font-weight: 700; text-align: right; }
</style></head>
<body><main>
<p class="proforma" data-proforma>${escapeHtml(t(locale, 'invoice.proforma'))}</p>
<h1>${escapeHtml(title)}</h1>
<dl><dt>${escapeHtml(t(locale, 'invoice.order'))}</dt><dd>${escapeHtml(request.orderNumber)}</dd><dt>${escapeHtml(t(locale, 'invoice.issue_date'))}</dt><dd>${escapeHtml(row.issueDate ?? request.issueDate)}</dd><dt>${escapeHtml(t(locale, 'invoice.fulfillment_date'))}</dt><dd>${escapeHtml(request.fulfillmentDate)}</dd>${
    currency === 'HUF' ? '' : `<dt>${escapeHtml(t(locale, 'invoice.rate'))}</dt><dd>1 ${currency} = ${request.rate} HUF</dd>`
  }</dl>
<div class="parties"><section><h2>${escapeHtml(t(locale, 'invoice.seller'))}</h2><p>${escapeHtml(seller.name)}<br>${escapeHtml(seller.address)}</p></section>
<section><h2>${escapeHtml(t(locale, 'invoice.buyer'))}</h2><p>${escapeHtml(buyer.name)}<br>${escapeHtml(`${buyer.zipcode} ${buyer.city}, ${buyer.address}`)}${
    buyer.taxNumber ? `<br>${escapeHtml(t(locale, 'invoice.tax_number'))}: ${escapeHtml(buyer.taxNumber)}` : ''
  }</p></section></div>
<div class="wrap"><table><thead><tr>${head.map((key) => `<th scope="col">${escapeHtml(t(locale, key))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>
<p class="total">${escapeHtml(t(locale, 'invoice.total'))}: <span data-total>${money(request.grossTotal)}</span></p>
</main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // A document: no scripts, no forms, its own styles only.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
    },
  });
}
