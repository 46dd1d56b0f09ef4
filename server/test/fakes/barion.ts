/**
 * A local Barion Smart Gateway (API v2) written from its published documentation (docs.barion.com:
 * Payment-Start-v2, Payment-GetPaymentState-v2, Payment-Refund-v2, Callback mechanism,
 * PaymentStatus, Item, TransactionToRefund), served as a real HTTP server for tests. Every call
 * names the shop's POSKey (in the JSON body of a POST, in the query of a GET); a refusal is a 400
 * whose `Errors` array names the error code (and, as Barion's does, repeats the POSKey in
 * `AuthData`). Its gateway page plays the shopper: it sets the payment's status, sends the callback
 * (a form POST of `paymentId`, with nothing else and no signature) and sends the browser to
 * `RedirectUrl?paymentId=…`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Barion's PaymentStatus values the fake's payments take. */
export type FakeBarionStatus = 'Prepared' | 'Started' | 'Succeeded' | 'Canceled' | 'Expired' | 'Failed';

export interface FakeBarionPayment {
  paymentId: string;
  paymentRequestId: string;
  orderNumber: string | null;
  posTransactionId: string;
  /** Barion's id of the payment transaction (a refund names it). */
  transactionId: string;
  payee: string;
  currency: string;
  locale: string;
  total: number;
  remaining: number;
  status: FakeBarionStatus;
  redirectUrl: string;
  callbackUrl: string;
  request: Record<string, unknown>;
  refunds: { transactionId: string; amount: number }[];
}

export interface FakeBarionOptions {
  posKey: string;
  /** The e-mail address of the shop owner's wallet: the only payee the fake accepts. */
  payee: string;
  /** Delivers a callback to the shop (Barion needs a 200 for it to count). */
  deliverCallback?: (request: Request) => Promise<Response>;
}

const LOCALES = ['cs-CZ', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'hu-HU', 'sk-SK', 'sl-SI'];
const CURRENCIES = ['CZK', 'EUR', 'HUF', 'USD'];
const TIMESPAN = /^\d+[.:](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Barion's GUIDs are written as 32 hex digits. */
const guid = () => randomUUID().replace(/-/g, '');

export class FakeBarion {
  readonly payments = new Map<string, FakeBarionPayment>();
  /** Every API call received: method, path, whether the POSKey was the shop's, and its body or query. */
  readonly calls: { method: string; path: string; authenticated: boolean; body: Record<string, unknown> }[] = [];
  /** The shop's answers to callbacks. */
  readonly callbackAnswers: { paymentId: string; status: number }[] = [];
  /** Answer GetPaymentState with a server error (a Barion that cannot be reached). */
  failStateQueries = false;
  private server: Server | null = null;
  url = '';

  constructor(readonly options: FakeBarionOptions) {}

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void this.handle(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8')).then(({ status, headers, body }) => {
          res.writeHead(status, headers);
          res.end(body);
        });
      });
    });
    // Idle connections stay open until close(): a reused one dropped mid-call would fail a test for nothing.
    this.server.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  byRequestId(paymentRequestId: string): FakeBarionPayment | undefined {
    return [...this.payments.values()].find((payment) => payment.paymentRequestId === paymentRequestId);
  }

  private json(status: number, value: unknown): Answer {
    return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
  }

  private refuse(endpoint: string, code: string, title: string, posKey: unknown): Answer {
    return this.json(400, {
      Errors: [
        {
          ErrorCode: code,
          Title: title,
          Description: title,
          EndPoint: `https://api.test.barion.com${endpoint}`,
          AuthData: posKey ?? '',
          HappenedAt: new Date().toISOString(),
        },
      ],
    });
  }

  private async handle(method: string, target: string, raw: string): Promise<Answer> {
    const url = new URL(target, 'http://fake');
    if (method === 'GET' && url.pathname === '/Pay') return this.payPage(url.searchParams.get('Id') ?? '', url.searchParams.get('status'));
    const endpoint = url.pathname;
    let input: Record<string, unknown>;
    if (method === 'GET') input = Object.fromEntries(url.searchParams);
    else {
      try {
        input = JSON.parse(raw);
      } catch {
        return this.refuse(endpoint, 'ModelValidationError', 'The request is not valid JSON.', undefined);
      }
    }
    // Barion reads the key case-insensitively (POSKey, PosKey).
    const posKey = input.POSKey ?? input.PosKey;
    const authenticated = posKey === this.options.posKey;
    const known = ['POST /v2/Payment/Start', 'GET /v2/Payment/GetPaymentState', 'POST /v2/Payment/Refund'].includes(`${method} ${endpoint}`);
    if (!known) return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'not found' };
    this.calls.push({ method, path: endpoint, authenticated, body: input });
    if (!authenticated) return this.refuse(endpoint, 'AuthenticationFailed', 'Authentication failed.', posKey);
    if (endpoint === '/v2/Payment/Start') return this.start(input);
    if (endpoint === '/v2/Payment/GetPaymentState') return this.state(input);
    return this.refund(input);
  }

  private start(body: Record<string, unknown>): Answer {
    const invalid = (what: string) => this.refuse('/v2/Payment/Start', 'ModelValidationError', `${what} is invalid.`, body.POSKey);
    if (!['Immediate', 'Reservation', 'DelayedCapture'].includes(body.PaymentType as string)) return invalid('PaymentType');
    if (typeof body.GuestCheckOut !== 'boolean') return invalid('GuestCheckOut');
    if (!Array.isArray(body.FundingSources) || !body.FundingSources.length) return invalid('FundingSources');
    const requestId = body.PaymentRequestId;
    if (typeof requestId !== 'string' || !requestId || requestId.length > 100) return invalid('PaymentRequestId');
    if (body.PaymentWindow !== undefined && !TIMESPAN.test(String(body.PaymentWindow))) return invalid('PaymentWindow');
    for (const field of ['RedirectUrl', 'CallbackUrl'] as const) {
      if (typeof body[field] !== 'string' || !URL.canParse(body[field] as string) || (body[field] as string).length > 2000) return invalid(field);
    }
    if (!LOCALES.includes(body.Locale as string)) return invalid('Locale');
    if (!CURRENCIES.includes(body.Currency as string)) return invalid('Currency');
    const transactions = body.Transactions as Record<string, unknown>[] | undefined;
    if (!Array.isArray(transactions) || transactions.length !== 1) return invalid('Transactions');
    const [transaction] = transactions as [Record<string, unknown>];
    if (typeof transaction.POSTransactionId !== 'string' || !transaction.POSTransactionId) return invalid('POSTransactionId');
    if (typeof transaction.Total !== 'number' || !(transaction.Total > 0)) return invalid('Total');
    // A HUF amount has no decimals at Barion.
    if (body.Currency === 'HUF' && !Number.isInteger(transaction.Total)) return invalid('Total');
    const items = transaction.Items as Record<string, unknown>[] | undefined;
    if (
      !Array.isArray(items) ||
      items.some(
        (item) =>
          typeof item.Name !== 'string' ||
          !item.Name ||
          (item.Name as string).length > 250 ||
          typeof item.Description !== 'string' ||
          typeof item.Unit !== 'string' ||
          typeof item.Quantity !== 'number' ||
          typeof item.UnitPrice !== 'number' ||
          typeof item.ItemTotal !== 'number',
      )
    )
      return invalid('Items');
    // The payee must be the Barion wallet owning the shop (or one it may pay): here, the one registered.
    if (transaction.Payee !== this.options.payee)
      return this.refuse('/v2/Payment/Start', 'InvalidUser', 'The payee is not a valid Barion wallet.', body.POSKey);

    const paymentId = guid();
    const payment: FakeBarionPayment = {
      paymentId,
      paymentRequestId: requestId,
      orderNumber: typeof body.OrderNumber === 'string' ? body.OrderNumber : null,
      posTransactionId: transaction.POSTransactionId,
      transactionId: guid(),
      payee: transaction.Payee as string,
      currency: body.Currency as string,
      locale: body.Locale as string,
      total: transaction.Total,
      remaining: transaction.Total,
      status: 'Prepared',
      redirectUrl: body.RedirectUrl as string,
      callbackUrl: body.CallbackUrl as string,
      request: body,
      refunds: [],
    };
    this.payments.set(paymentId, payment);
    return this.json(200, {
      PaymentId: paymentId,
      PaymentRequestId: requestId,
      Status: 'Prepared',
      QRUrl: `${this.url}/qr/generate?paymentId=${paymentId}&size=Large`,
      RecurrenceResult: 'None',
      ThreeDSAuthClientData: null,
      GatewayUrl: `${this.url}/Pay?Id=${paymentId}&lang=${payment.locale.slice(0, 2)}_${payment.locale.slice(3)}`,
      CallbackUrl: `${payment.callbackUrl}?paymentId=${paymentId}`,
      RedirectUrl: this.redirectUrl(payment),
      TraceId: null,
      Transactions: [
        {
          POSTransactionId: payment.posTransactionId,
          TransactionId: payment.transactionId,
          Status: 'Prepared',
          Currency: payment.currency,
          TransactionTime: new Date().toISOString(),
          RelatedId: null,
        },
      ],
      Errors: [],
    });
  }

  private state(query: Record<string, unknown>): Answer {
    if (this.failStateQueries) return { status: 503, headers: { 'Content-Type': 'text/plain' }, body: 'Service Unavailable' };
    const payment = this.payments.get(String(query.PaymentId ?? query.paymentId ?? ''));
    if (!payment) return this.refuse('/v2/Payment/GetPaymentState', 'NotExistingPaymentId', 'The payment does not exist.', query.POSKey);
    const now = new Date().toISOString();
    return this.json(200, {
      PaymentId: payment.paymentId,
      PaymentRequestId: payment.paymentRequestId,
      OrderNumber: payment.orderNumber,
      POSId: 'a3a6fba4c2d548b7a2e0f2d2b6b1f0aa',
      POSName: 'Otthon (fake)',
      POSOwnerEmail: this.options.payee,
      Status: payment.status,
      PaymentType: 'Immediate',
      FundingSource: payment.status === 'Succeeded' ? 'BankCard' : null,
      AllowedFundingSources: ['All'],
      GuestCheckout: true,
      CreatedAt: now,
      ValidUntil: now,
      CompletedAt: payment.status === 'Succeeded' ? now : null,
      Total: payment.total,
      Currency: payment.currency,
      Transactions: [
        {
          TransactionId: payment.transactionId,
          POSTransactionId: payment.posTransactionId,
          TransactionTime: now,
          Total: payment.total,
          Currency: payment.currency,
          Payee: { Name: { LoginName: payment.payee }, Email: payment.payee },
          Status: payment.status === 'Succeeded' ? 'Succeeded' : 'Prepared',
          TransactionType: 'CardPayment',
          RelatedId: null,
          PaymentId: payment.paymentId,
        },
        ...payment.refunds.map((refund) => ({
          TransactionId: refund.transactionId,
          POSTransactionId: payment.posTransactionId,
          TransactionTime: now,
          Total: refund.amount,
          Currency: payment.currency,
          Status: 'Succeeded',
          TransactionType: 'Refund',
          RelatedId: payment.transactionId,
          PaymentId: payment.paymentId,
        })),
      ],
      SuggestedLocale: payment.locale,
      Errors: [],
    });
  }

  private refund(body: Record<string, unknown>): Answer {
    const payment = this.payments.get(String(body.PaymentId ?? ''));
    if (!payment) return this.refuse('/v2/Payment/Refund', 'NotExistingPaymentId', 'The payment does not exist.', body.POSKey);
    if (payment.status !== 'Succeeded') return this.refuse('/v2/Payment/Refund', 'InvalidPaymentStatus', 'The payment is not completed.', body.POSKey);
    const toRefund = body.TransactionsToRefund as Record<string, unknown>[] | undefined;
    if (!Array.isArray(toRefund) || toRefund.length !== 1)
      return this.refuse('/v2/Payment/Refund', 'ModelValidationError', 'TransactionsToRefund is invalid.', body.POSKey);
    const [item] = toRefund as [Record<string, unknown>];
    const amount = item.AmountToRefund;
    if (item.TransactionId !== payment.transactionId || item.POSTransactionId !== payment.posTransactionId)
      return this.refuse('/v2/Payment/Refund', 'NotExistingTransactionId', 'The transaction does not exist.', body.POSKey);
    // TransactionToRefund: greater than zero, at most what is left after earlier refunds.
    if (typeof amount !== 'number' || !(amount > 0) || amount > payment.remaining)
      return this.refuse('/v2/Payment/Refund', 'ModelValidationError', 'AmountToRefund is invalid.', body.POSKey);
    const transactionId = guid();
    payment.remaining = Math.round((payment.remaining - amount) * 100) / 100;
    payment.refunds.push({ transactionId, amount });
    return this.json(200, {
      PaymentId: payment.paymentId,
      RefundedTransactions: [
        { TransactionId: transactionId, Total: amount, POSTransactionId: payment.posTransactionId, Comment: item.Comment ?? null, Status: 'Succeeded' },
      ],
      Errors: [],
    });
  }

  /** Where Barion sends the browser back: the RedirectUrl with the payment's id. */
  redirectUrl(payment: FakeBarionPayment): string {
    const url = new URL(payment.redirectUrl);
    url.searchParams.set('paymentId', payment.paymentId);
    return url.href;
  }

  /** The shopper ends the payment on the gateway with `status`: the address the browser goes back to. */
  finish(paymentId: string, status: FakeBarionStatus): string {
    const payment = this.payments.get(paymentId)!;
    payment.status = status;
    return this.redirectUrl(payment);
  }

  /** The callback Barion sends for a payment: a form POST of its id to the CallbackUrl, nothing else. */
  callbackRequest(paymentId: string, callbackUrl = this.payments.get(paymentId)?.callbackUrl ?? ''): Request {
    return new Request(callbackUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentId }).toString(),
    });
  }

  /** Sends a payment's callback to the shop; Barion counts only a 200 as delivered. */
  async sendCallback(paymentId: string, callbackUrl?: string): Promise<{ status: number }> {
    if (!this.options.deliverCallback) throw new Error('FakeBarion: no shop to send the callback to');
    const response = await this.options.deliverCallback(this.callbackRequest(paymentId, callbackUrl));
    await response.arrayBuffer();
    this.callbackAnswers.push({ paymentId, status: response.status });
    return { status: response.status };
  }

  private async payPage(paymentId: string, status: string | null): Promise<Answer> {
    const payment = this.payments.get(paymentId);
    if (!payment) return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'no such payment' };
    const outcomes = ['Succeeded', 'Canceled', 'Expired', 'Failed'] as const;
    if (!status || !outcomes.includes(status as (typeof outcomes)[number])) {
      const links = outcomes.map((s) => `<a data-status="${s}" href="${this.url}/Pay?Id=${paymentId}&amp;status=${s}">${s}</a>`).join(' ');
      return {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        body: `<!doctype html><html lang="${payment.locale.slice(0, 2)}"><title>Barion (fake)</title><main><h1>Barion Smart Gateway</h1><p data-total="${payment.total}">${payment.total} ${payment.currency}</p>${links}</main></html>`,
      };
    }
    const back = this.finish(paymentId, status as FakeBarionStatus);
    if (this.options.deliverCallback) await this.sendCallback(paymentId);
    return { status: 302, headers: { Location: back }, body: '' };
  }
}
