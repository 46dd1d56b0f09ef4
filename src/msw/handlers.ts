/**
 * msw 2 request handlers for every call of the `/api` contract, answered by an in-memory
 * {@link MockShop}. Paths, methods, schemas, CSRF and auth flags all come from the contract's
 * `endpoints` table, and its request pipeline (`runEndpointChecks`, which the reference server
 * runs too) checks each request in the contract's order, so the mock cannot drift from the contract.
 */
import { delay as mswDelay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, STOCK_RESERVATION_MINUTES, type Locale } from '../domain/constants.js';
import { isLocale } from '../domain/locale.js';
import { isCurrencyCode } from '../domain/money.js';
import { endpoints, type Endpoint, type EndpointId } from '../contract/endpoints.js';
import { pathParamsOf } from '../contract/paths.js';
import type { ApiErrorBody } from '../contract/common.js';
import { idempotencyLapsed, idempotencyMismatch, queryParams, readRequestBody, runEndpointChecks, type CheckFailure } from '../contract/pipeline.js';
import { mediaOf, type MockView } from './fixtures/render.js';
import { refusal, ShopRefusal, ThrottledRefusal } from '../contract/refusal.js';
import { apiMessage } from '../contract/messages.js';
import { NEWSLETTER_CONFIRM_PATH } from '../contract/newsletter.js';
import { RESTOCK_CONFIRM_PATH } from '../contract/restock.js';
import { MockApiError } from './http-error.js';
import { providerPage } from './html.js';
import { apiPageResponse, confirmButtonPageHtml, confirmedPageHtml, gatewayPageHtml, mailboxPageHtml, mailboxRecipient } from '../contract/api-pages.js';
import { providerPagePath, readSimplePayReturn } from './card-providers.js';
import type { PaymentMethodProvider } from '../contract/cart.js';
import { placeholderSvg } from './placeholder-art.js';
import { message, type MessageKey } from './messages.js';
import { createMockShop, type MockShop } from './shop.js';

/**
 * Handler groups: the contract's tags, plus `assets` for the placeholder images the fixtures'
 * `Image.src` point at (`/mock-images/…`, labelled with the product's name). The contract's own
 * image address, `GET /api/media/{name}.webp`, is answered too (group `catalog`) for the pictures
 * of the catalogue (`MockCatalogue.media`), with an SVG placeholder instead of the server's WebP.
 */
export type HandlerGroup = Endpoint['tag'] | 'assets';

export interface MockHandlerOptions {
  /**
   * Delay every answer: milliseconds, or `'real'` for msw's realistic random server time.
   * @default no delay
   */
  delay?: number | 'real';
  /**
   * Refuse state-changing calls without a valid `X-XSRF-TOKEN` header with 419, as the reference
   * server does; `GET /sanctum/csrf-cookie` sets the `XSRF-TOKEN` cookie to echo.
   * @default false
   */
  csrf?: boolean;
  /**
   * Origins allowed in return addresses (`transaction_result_url`) besides the request's own
   * and its `Origin`/`Referer` (field notes: no open redirects).
   */
  returnOrigins?: readonly string[];
}

type Endpoints = typeof endpoints;
type Part<E, Name extends string> = E extends { [P in Name]: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
type DataOf<E> = E extends { response: infer Schema } ? (Schema extends z.ZodType ? z.output<Schema> : Schema extends null ? null : Response) : never;

interface ResolverContext<K extends EndpointId> {
  request: Request;
  url: URL;
  view: MockView;
  params: Part<Endpoints[K], 'params'>;
  query: Part<Endpoints[K], 'query'>;
  body: Part<Endpoints[K], 'body'>;
  /** Origins a return address may point at. */
  origins: string[];
}

type Resolver<K extends EndpointId> = (context: ResolverContext<K>) => DataOf<Endpoints[K]> | Response | Promise<DataOf<Endpoints[K]> | Response>;

/** The path for msw: `*` for any origin, `:name` for a segment, `*` for a multi-segment parameter. */
export function mswPath(path: string): string {
  return `*${path.replace(/\{\w+\+\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The endpoint's parameters in an address of its own (or of its delete alias, `…/delete`); null for another address. */
function pathParams(endpoint: Endpoint, url: URL): Record<string, string> | null {
  return pathParamsOf(endpoint.path, url.pathname) ?? (endpoint.deleteAlias ? pathParamsOf(`${endpoint.path}/delete`, url.pathname) : null);
}

/** The request's language and currency (headers), falling back to the defaults. */
function localeOf(request: Request): Locale {
  const locale = request.headers.get('Locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function viewOf(request: Request, shop: MockShop): MockView {
  const currency = request.headers.get('Currency-Id');
  return shop.view({ locale: localeOf(request), currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY });
}

function errorResponse(status: number, body: ApiErrorBody, headers?: Record<string, string>): Response {
  return HttpResponse.json(body, { status, ...(headers ? { headers } : {}) });
}

/** A refusal of the request pipeline as its error answer. */
function failureResponse({ status, message: text, errors }: CheckFailure): Response {
  return errorResponse(status, errors ? { message: text, errors } : { message: text });
}

const DEFAULT_ERROR: Partial<Record<number, MessageKey>> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  419: 'csrfMismatch',
  422: 'invalidData',
  429: 'tooManyRequests',
};

/** The error body the reference server would send for a status, in the request's language (its own words for a failure of its own). */
function defaultErrorBody(status: number, locale: Locale): ApiErrorBody {
  const key = DEFAULT_ERROR[status];
  const text = key ? message(locale, key) : apiMessage(locale, 'request.server_error');
  return status === 422 ? { message: text, errors: {} } : { message: text };
}

function allowedOrigins(request: Request, url: URL, options: MockHandlerOptions): string[] {
  const origins = new Set([url.origin, ...(options.returnOrigins ?? [])]);
  for (const header of ['Origin', 'Referer']) {
    const value = request.headers.get(header);
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // A malformed header names no origin.
    }
  }
  return [...origins];
}

function cookieHeaders(shop: MockShop): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', `XSRF-TOKEN=${encodeURIComponent(shop.issueCsrfToken())}; Path=/; SameSite=Lax`);
  headers.append('Set-Cookie', `otthon_session=${shop.state.sessionId}; Path=/; HttpOnly; SameSite=Lax`);
  return headers;
}

/** One endpoint of the table as msw handlers (two for a delete alias: `DELETE x` and `POST x/delete`). */
function route<K extends EndpointId>(id: K, resolve: Resolver<K>, shop: MockShop, options: MockHandlerOptions): HttpHandler[] {
  const endpoint = endpoints[id] as Endpoint;
  const run = async ({ request }: { request: Request }): Promise<Response> => {
    if (options.delay !== undefined) await mswDelay(options.delay);
    // The mock's release of lapsed holds runs with its requests, as the server's runs on a timer.
    await shop.releaseLapsedHolds();
    const url = new URL(request.url);
    const view = viewOf(request, shop);
    const { locale } = view;
    try {
      const checked = await runEndpointChecks(endpoint, {
        locale,
        csrfValid: () => !options.csrf || shop.isValidCsrfToken(request.headers.get('X-XSRF-TOKEN')),
        loggedIn: () => shop.user() !== null,
        params: () => pathParams(endpoint, url) ?? {},
        query: () => queryParams(url.searchParams),
        body: () => readRequestBody(request, locale),
        idempotencyKey: () => request.headers.get('Idempotency-Key'),
      });
      if (!checked.ok) return failureResponse(checked.failure);
      const { params, query, body, idempotencyKey } = checked.input;

      const status = endpoint.status ?? 200;
      // A key is the visitor's own for one call, as on the server: a session that ended (logging
      // in or out starts another) makes the same key a new call.
      const slot = idempotencyKey ? `session:${shop.state.sessionId} ${id} ${idempotencyKey}` : null;
      const fingerprint = JSON.stringify(body ?? null);
      if (slot) {
        const now = new Date();
        for (const [stored, { claimedAt }] of shop.state.idempotency) if (idempotencyLapsed(claimedAt, now)) shop.state.idempotency.delete(stored);
        const earlier = shop.state.idempotency.get(slot);
        if (earlier && earlier.fingerprint !== fingerprint) return failureResponse(idempotencyMismatch(locale));
        // A replay answers the first result and changes nothing (field notes: double "Place order").
        if (earlier) return HttpResponse.json({ data: earlier.data }, { status: earlier.status, headers: { 'Idempotent-Replayed': 'true' } });
      }

      const result = await resolve({
        request,
        url,
        view,
        params: params as ResolverContext<K>['params'],
        query: query as ResolverContext<K>['query'],
        body: body as ResolverContext<K>['body'],
        origins: allowedOrigins(request, url, options),
      });
      if (result instanceof Response) return result;
      if (endpoint.response === null) return new HttpResponse(null, { status });
      if (slot) shop.state.idempotency.set(slot, { fingerprint, status, data: result, claimedAt: new Date() });
      return HttpResponse.json({ data: result }, { status });
    } catch (error) {
      if (error instanceof ShopRefusal) {
        const headers =
          error instanceof MockApiError ? error.headers : error instanceof ThrottledRefusal ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
        return errorResponse(error.status, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, headers);
      }
      throw error;
    }
  };
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const path = mswPath(endpoint.path);
  return endpoint.deleteAlias ? [http[method](path, run), http.post(`${path}/delete`, run)] : [http[method](path, run)];
}

type Resolvers = { [K in EndpointId]: Resolver<K> };

const seeOther = (location: string) => new HttpResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** The language of a page the customer's browser opens without a `Locale` header: the address carries it. */
function pageLocale(url: URL, view: MockView): Locale {
  const lang = url.searchParams.get('lang');
  return isLocale(lang) ? lang : view.locale;
}

/**
 * An outside provider's test payment page (outside the contract: it stands for the provider's
 * site): `GET` shows the provider's outcomes, `POST outcome=…` records one by the payment desk's
 * rules and sends the customer (303) to the shop's back address for that provider.
 */
function providerPageHandlers(provider: PaymentMethodProvider, shop: MockShop, options: MockHandlerOptions): HttpHandler[] {
  const path = mswPath(providerPagePath(provider, '{attempt}'));
  const answer = async (request: Request, run: (view: MockView, url: URL) => Promise<Response>): Promise<Response> => {
    if (options.delay !== undefined) await mswDelay(options.delay);
    const url = new URL(request.url);
    const view = viewOf(request, shop);
    try {
      return await run({ ...view, locale: pageLocale(url, view) }, url);
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      return errorResponse(error.status, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
  };
  return [
    http.get(path, ({ request, params }) =>
      answer(request, async (view, url) => {
        const known = shop.state.paymentAttempts.get(String(params.attempt))?.provider === provider;
        return new HttpResponse(providerPage(view.locale, provider, `${url.pathname}${url.search}`, known), {
          status: known ? 200 : 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }),
    ),
    http.post(path, ({ request, params }) =>
      answer(request, async (view) => {
        const form = await readRequestBody(request, view.locale);
        const outcome = form && typeof form === 'object' ? (form as Record<string, unknown>).outcome : undefined;
        return seeOther(await shop.decideProviderPayment(view, provider, String(params.attempt), typeof outcome === 'string' ? outcome : ''));
      }),
    ),
  ];
}

const PLACEHOLDER_HEADERS = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' };

/** The calls the mock answers in HTTP's own terms (cookies, pages, images, redirects); every other call is the shop's operation of its id. */
function httpResolvers(shop: MockShop): Partial<Resolvers> {
  return {
    csrfCookie: () => new HttpResponse(null, { status: 204, headers: cookieHeaders(shop) }),
    ping: () => null,
    media: ({ view, params }) => {
      // The reference server renders WebP; the mock has no image encoder and draws the same
      // illustration as an SVG placeholder (browsers show either from an <img>). A name the
      // catalogue has no picture of is not found, as on the server.
      const image = params.file.endsWith('.webp') ? mediaOf(shop.catalogue).get(params.file.slice(0, -'.webp'.length)) : undefined;
      if (!image) throw new MockApiError(404, apiMessage(view.locale, 'media.not_found'));
      const svg = placeholderSvg(image.drawing, image.hex.replace('#', ''), image.drawing, image.view);
      return new HttpResponse(svg, { headers: PLACEHOLDER_HEADERS });
    },
    restockConfirmPage: async (call) =>
      apiPageResponse(confirmButtonPageHtml(await shop.restockConfirmPage(call), `${RESTOCK_CONFIRM_PATH}${encodeURIComponent(call.params.token)}`)),
    restockConfirm: async (call) => apiPageResponse(confirmedPageHtml(await shop.restockConfirm(call))),
    newsletterConfirmPage: async (call) =>
      apiPageResponse(confirmButtonPageHtml(await shop.newsletterConfirmPage(call), `${NEWSLETTER_CONFIRM_PATH}${encodeURIComponent(call.params.token)}`)),
    newsletterConfirm: async (call) => apiPageResponse(confirmedPageHtml(await shop.newsletterConfirm(call))),
    // — payment (the simulated card gateway) —
    paymentGateway: ({ view, params, url, origins }) => {
      const locale = pageLocale(url, view);
      const page = shop.gatewayView(params.attempt);
      if (!page) throw new MockApiError(404, apiMessage(view.locale, 'payment.attempt_not_found'));
      const html = gatewayPageHtml({ ...page, locale, action: `${url.pathname}${url.search}`, holdMinutes: STOCK_RESERVATION_MINUTES });
      return apiPageResponse(html, origins);
    },
    paymentGatewayDecision: async ({ view, params, body, url }) =>
      new HttpResponse(null, {
        status: 303,
        headers: { Location: await shop.decidePayment({ ...view, locale: pageLocale(url, view) }, params.attempt, body.decision) },
      }),
    // The mock shop issues no invoice (no invoicing provider, no local copies): a paid order's stays due.
    orderInvoice: ({ view }) => {
      throw refusal(view.locale, 404, 'invoice.not_found');
    },
    // A provider's own notices are signed with the merchant's key, which the mock has none of:
    // its provider pages record the outcome themselves, and the back addresses only lead on.
    simplePayNotice: ({ view }) => {
      throw refusal(view.locale, 404, 'payment.provider_off');
    },
    simplePayBack: ({ view, query }) => seeOther(shop.providerReturn(view, 'simplepay', readSimplePayReturn(query.r))),
    barionCallback: ({ view }) => {
      throw refusal(view.locale, 404, 'payment.provider_off');
    },
    barionBack: ({ view, query }) => seeOther(shop.providerReturn(view, 'barion', { transactionId: query.paymentId })),
    logout: (call) => {
      const answer = shop.logout(call);
      const headers = shop.state.csrfToken ? cookieHeaders(shop) : undefined;
      return HttpResponse.json({ data: answer }, headers ? { headers } : {});
    },
    // — development —
    mailbox: ({ view, url }) => {
      const to = mailboxRecipient(url.searchParams.get('to'));
      return apiPageResponse(mailboxPageHtml(view.locale, shop.mails(to), to));
    },
    mails: ({ query }) => shop.mails(query.to),
  };
}

const GROUPS: readonly HandlerGroup[] = ['app', 'catalog', 'content', 'cart', 'checkout', 'payment', 'auth', 'account', 'forms', 'development', 'assets'];

/**
 * Handlers for every call of the contract, grouped by the contract's tags (plus `assets` for
 * the placeholder images), all answered by one in-memory shop.
 *
 * @param shop The shop to answer from. @default a new {@link createMockShop}()
 * @example
 * const shop = createMockShop({ loggedIn: true });
 * const { cart, checkout } = createHandlers(shop, { delay: 'real', csrf: true });
 */
export function createHandlers(shop: MockShop = createMockShop(), options: MockHandlerOptions = {}): Record<HandlerGroup, HttpHandler[]> {
  const groups = Object.fromEntries(GROUPS.map((group) => [group, [] as HttpHandler[]])) as Record<HandlerGroup, HttpHandler[]>;
  const table = httpResolvers(shop);
  const operation = (id: EndpointId) => (shop as unknown as Record<EndpointId, Resolver<EndpointId>>)[id];
  for (const id of Object.keys(endpoints) as EndpointId[]) {
    groups[(endpoints[id] as Endpoint).tag].push(...route(id, (table[id] ?? operation(id)) as Resolver<typeof id>, shop, options));
  }
  groups.payment.push(...providerPageHandlers('simplepay', shop, options), ...providerPageHandlers('barion', shop, options));
  groups.assets.push(
    http.get('*/mock-images/:drawing/*', ({ request, params }) => {
      const url = new URL(request.url);
      const drawing = typeof params.drawing === 'string' ? params.drawing : null;
      return new HttpResponse(
        placeholderSvg(drawing, url.searchParams.get('colour'), url.searchParams.get('label'), Number(url.searchParams.get('variant') ?? 0)),
        {
          headers: PLACEHOLDER_HEADERS,
        },
      );
    }),
  );
  return groups;
}

/**
 * Every handler of {@link createHandlers} in one list, for `setupServer` / `setupWorker`.
 *
 * @example setupServer(...allHandlers())
 */
export function allHandlers(shop?: MockShop, options?: MockHandlerOptions): HttpHandler[] {
  return Object.values(createHandlers(shop, options)).flat();
}

function endpointOf(id: EndpointId, api: string): Endpoint {
  const endpoint = (endpoints as Record<string, Endpoint | undefined>)[id];
  if (!endpoint) {
    throw new Error(`${api}: unknown endpoint "${String(id)}"; use an id of the contract's endpoints table, e.g. "cart".`);
  }
  return endpoint;
}

/** Whether a request is a call of the endpoint: its address, and its method (POST for the delete alias). */
function matches(request: Request, endpoint: Endpoint): boolean {
  const url = new URL(request.url);
  if (pathParamsOf(endpoint.path, url.pathname)) return request.method === endpoint.method;
  return Boolean(endpoint.deleteAlias && request.method === 'POST' && pathParamsOf(`${endpoint.path}/delete`, url.pathname));
}

/**
 * One endpoint answers an error; put it before the other handlers (`server.use(...)` or first in
 * a story's list). The body defaults to the server's message for the status, in the request's
 * language (`{ message, errors: {} }` for 422).
 *
 * @example server.use(mockError('cart', 500))
 * @example server.use(mockError('addCoupon', 422, { message: 'Invalid code.', errors: { code: ['Invalid code.'] } }))
 */
export function mockError(endpointId: EndpointId, status = 500, body?: ApiErrorBody): HttpHandler {
  const endpoint = endpointOf(endpointId, 'mockError()');
  return http.all('*', ({ request }) => {
    if (!matches(request, endpoint)) return undefined;
    return HttpResponse.json(body ?? defaultErrorBody(status, localeOf(request)), { status });
  });
}

/**
 * One endpoint never answers, for loading states; put it before the other handlers.
 *
 * @example parameters: { msw: { handlers: { cart: mockLoading('cart') } } }
 */
export function mockLoading(endpointId: EndpointId): HttpHandler {
  const endpoint = endpointOf(endpointId, 'mockLoading()');
  return http.all('*', async ({ request }) => {
    if (!matches(request, endpoint)) return undefined;
    await mswDelay('infinite');
    return undefined;
  });
}
