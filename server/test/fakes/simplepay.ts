/**
 * A local SimplePay v2 written from its published API description, served as a real HTTP server
 * for tests: `/v2/start`, `/v2/query` and `/v2/refund` check the merchant and the request's
 * `Signature` (base64 HMAC-SHA384 of the body with the merchant's secret key) and answer signed
 * JSON; a refusal answers `errorCodes`. Its payment page plays the shopper (pay, fail, let time
 * run out, cancel): it sends the IPN for a finished payment to the shop and the browser back to
 * the start's `url` with `r` (base64 JSON: r, t, e, m, o) and `s` (the signature of that JSON).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Status = 'INIT' | 'FINISHED' | 'NOTAUTHORIZED' | 'TIMEOUT' | 'CANCELLED' | 'REFUND';
export type FakeEvent = 'SUCCESS' | 'FAIL' | 'TIMEOUT' | 'CANCEL';

export interface FakeTransaction {
  transactionId: number;
  orderRef: string;
  currency: string;
  total: number;
  remainingTotal: number;
  status: Status;
  url: string;
  customerEmail: string;
  language: string;
  refunds: { refundTransactionId: number; refundTotal: number }[];
}

export interface FakeSimplePayOptions {
  merchant: string;
  secretKey: string;
  /** Delivers an IPN to the shop (its answer is checked as SimplePay checks it). */
  deliverIpn?: (request: Request) => Promise<Response>;
  /** The IPN address registered for the merchant. */
  ipnUrl?: string;
}

/** Error codes of SimplePay's v2 API the fake answers with. */
const ERRORS = { signature: '5321', merchant: '5201', missingField: '5302', amount: '5110', notFound: '5017', notRefundable: '5006' } as const;

const sign = (key: string, text: string) => createHmac('sha384', key).update(text, 'utf8').digest('base64');
const json = (value: unknown) => JSON.stringify(value).replace(/\//g, '\\/');
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

const EVENT_STATUS: Record<FakeEvent, Status> = { SUCCESS: 'FINISHED', FAIL: 'NOTAUTHORIZED', TIMEOUT: 'TIMEOUT', CANCEL: 'CANCELLED' };

export class FakeSimplePay {
  readonly transactions = new Map<number, FakeTransaction>();
  /** Every API call received: path and whether its signature held. */
  readonly calls: { path: string; signed: boolean; body: Record<string, unknown> }[] = [];
  /** The IPN answers the shop gave: status, body, and whether its signature held. */
  readonly ipnAnswers: { status: number; body: string; signed: boolean }[] = [];
  /** Sign answers with another key (to test that the shop checks them). */
  tamperAnswers = false;
  /** Answer /v2/query with a server error (a provider that cannot be reached). */
  failQueries = false;
  /** Answer /v2/refund with a server error. */
  failRefunds = false;
  private server: Server | null = null;
  private nextId = 501_000_000;
  url = '';

  constructor(readonly options: FakeSimplePayOptions) {}

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void this.handle(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'), req.headers.signature as string | undefined).then(
          ({ status, headers, body }) => {
            res.writeHead(status, headers);
            res.end(body);
          },
        );
      });
    });
    // Idle connections stay open until close(): a client reusing one just as the server drops it
    // would fail a call for a reason of the test's own making.
    this.server.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/payment`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  byOrderRef(orderRef: string): FakeTransaction | undefined {
    return [...this.transactions.values()].find((transaction) => transaction.orderRef === orderRef);
  }

  private answer(payload: Record<string, unknown>) {
    const body = json({ salt: randomBytes(16).toString('hex'), merchant: this.options.merchant, ...payload });
    const key = this.tamperAnswers ? `${this.options.secretKey}-other` : this.options.secretKey;
    return { status: 200, headers: { 'Content-Type': 'application/json', Signature: sign(key, body) }, body };
  }

  private refuse(code: string, payload: Record<string, unknown> = {}) {
    // SimplePay answers a refused request with its error codes (signed like any answer).
    return this.answer({ errorCodes: [code], ...payload });
  }

  private async handle(
    method: string,
    path: string,
    raw: string,
    signature: string | undefined,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const page = path.match(/^\/payment\/pay\/(\d+)(?:\/(SUCCESS|FAIL|TIMEOUT|CANCEL))?$/);
    if (page && method === 'GET') return this.payPage(Number(page[1]), page[2] as FakeEvent | undefined);
    const api = path.match(/^\/payment\/v2\/(start|query|refund)$/);
    if (!api || method !== 'POST') return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'not found' };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return this.refuse(ERRORS.missingField);
    }
    const signed = signature === sign(this.options.secretKey, raw);
    this.calls.push({ path: api[1]!, signed, body });
    if (!signed) return this.refuse(ERRORS.signature);
    if (body.merchant !== this.options.merchant) return this.refuse(ERRORS.merchant);
    if (typeof body.salt !== 'string' || !body.sdkVersion) return this.refuse(ERRORS.missingField);
    if (api[1] === 'start') return this.start(body);
    if (api[1] === 'query') return this.query(body);
    if (this.failRefunds) return { status: 503, headers: { 'Content-Type': 'text/plain' }, body: 'Service Unavailable' };
    return this.refund(body);
  }

  private start(body: Record<string, unknown>) {
    const { orderRef, currency, total, url, timeout, customerEmail, language, methods } = body as Record<string, string | number | string[]>;
    if (typeof orderRef !== 'string' || typeof currency !== 'string' || typeof url !== 'string' || typeof timeout !== 'string' || !customerEmail)
      return this.refuse(ERRORS.missingField);
    if (!Array.isArray(methods) || !methods.includes('CARD')) return this.refuse(ERRORS.missingField);
    if (typeof total !== 'number' || !(total > 0)) return this.refuse(ERRORS.amount);
    const transactionId = this.nextId++;
    this.transactions.set(transactionId, {
      transactionId,
      orderRef,
      currency,
      total,
      remainingTotal: total,
      status: 'INIT',
      url,
      customerEmail: String(customerEmail),
      language: String(language),
      refunds: [],
    });
    return this.answer({ orderRef, currency, transactionId, timeout, total, paymentUrl: `${this.url}/pay/${transactionId}` });
  }

  private query(body: Record<string, unknown>) {
    if (this.failQueries) return { status: 500, headers: { 'Content-Type': 'text/plain' }, body: 'unavailable' };
    const ids = (body.transactionIds as (string | number)[] | undefined)?.map(Number);
    const refs = body.orderRefs as string[] | undefined;
    const found = [...this.transactions.values()].filter((t) => ids?.includes(t.transactionId) || refs?.includes(t.orderRef));
    return this.answer({
      transactions: found.map((t) => ({
        merchant: this.options.merchant,
        transactionId: t.transactionId,
        orderRef: t.orderRef,
        status: t.status,
        total: t.total,
        remainingTotal: t.remainingTotal,
      })),
      totalCount: found.length,
    });
  }

  private refund(body: Record<string, unknown>) {
    const transaction = this.transactions.get(Number(body.transactionId)) ?? this.byOrderRef(String(body.orderRef));
    if (!transaction) return this.refuse(ERRORS.notFound);
    if (transaction.status !== 'FINISHED' && transaction.status !== 'REFUND') return this.refuse(ERRORS.notRefundable);
    const refundTotal = Number(body.refundTotal);
    if (!(refundTotal > 0) || refundTotal > transaction.remainingTotal || body.currency !== transaction.currency) return this.refuse(ERRORS.amount);
    const refundTransactionId = this.nextId++;
    transaction.remainingTotal = Math.round((transaction.remainingTotal - refundTotal) * 100) / 100;
    transaction.refunds.push({ refundTransactionId, refundTotal });
    if (transaction.remainingTotal === 0) transaction.status = 'REFUND';
    return this.answer({
      orderRef: transaction.orderRef,
      currency: transaction.currency,
      transactionId: transaction.transactionId,
      refundTransactionId,
      refundTotal,
      remainingTotal: transaction.remainingTotal,
    });
  }

  /** The back address SimplePay sends the browser to after `event`. */
  backUrl(transaction: FakeTransaction, event: FakeEvent, responseCode = event === 'SUCCESS' ? 0 : 5001): string {
    const text = JSON.stringify({ r: responseCode, t: transaction.transactionId, e: event, m: this.options.merchant, o: transaction.orderRef });
    const url = new URL(transaction.url);
    url.searchParams.set('r', Buffer.from(text, 'utf8').toString('base64'));
    url.searchParams.set('s', sign(this.options.secretKey, text));
    return url.href;
  }

  /** The shopper finishes on the payment page: the transaction's new status and the back address. */
  finish(transactionId: number, event: FakeEvent): string {
    const transaction = this.transactions.get(transactionId)!;
    transaction.status = EVENT_STATUS[event];
    return this.backUrl(transaction, event);
  }

  /** The IPN SimplePay sends the merchant for a transaction, as a request to `ipnUrl`. */
  ipnRequest(transactionId: number, ipnUrl: string, options: { key?: string } = {}): Request {
    const transaction = this.transactions.get(transactionId)!;
    const now = iso(new Date());
    const body = json({
      salt: randomBytes(16).toString('hex'),
      orderRef: transaction.orderRef,
      method: 'CARD',
      merchant: this.options.merchant,
      finishDate: now,
      paymentDate: now,
      transactionId: transaction.transactionId,
      status: transaction.status,
    });
    return new Request(ipnUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Signature: sign(options.key ?? this.options.secretKey, body) },
      body,
    });
  }

  /** Sends the IPN and checks the shop's answer as SimplePay does (same fields, receiveDate, its signature). */
  async sendIpn(transactionId: number): Promise<{ status: number; body: string; signed: boolean }> {
    const { deliverIpn, ipnUrl } = this.options;
    if (!deliverIpn || !ipnUrl) throw new Error('FakeSimplePay: no IPN address to send to');
    const response = await deliverIpn(this.ipnRequest(transactionId, ipnUrl));
    const body = await response.text();
    const answer = { status: response.status, body, signed: response.headers.get('Signature') === sign(this.options.secretKey, body) };
    this.ipnAnswers.push(answer);
    return answer;
  }

  private async payPage(transactionId: number, event: FakeEvent | undefined): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const transaction = this.transactions.get(transactionId);
    if (!transaction) return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'no such transaction' };
    if (!event) {
      const links = (['SUCCESS', 'FAIL', 'TIMEOUT', 'CANCEL'] as const)
        .map((e) => `<a data-event="${e}" href="${this.url}/pay/${transactionId}/${e}">${e}</a>`)
        .join(' ');
      return {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        body: `<!doctype html><html lang="hu"><title>SimplePay (fake)</title><main><h1>SimplePay</h1><p data-total="${transaction.total}">${transaction.total} ${transaction.currency}</p>${links}</main></html>`,
      };
    }
    const back = this.finish(transactionId, event);
    if (event === 'SUCCESS' && this.options.deliverIpn) await this.sendIpn(transactionId);
    return { status: 303, headers: { Location: back }, body: '' };
  }
}
