/**
 * The published document (docs/openapi.json) against the real server: every operation it lists is
 * called for its success and for each error status it documents, and each answer's status, declared
 * headers and body are validated against the document with ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1). An operation or a documented status without a case fails the file, so a new call
 * cannot be published untested.
 */
import { readFileSync } from 'node:fs';
import { QUOTE_REQUEST_LIMITS, UNPAID_ORDER_LIMITS } from 'otthon/contract';
import { eq } from 'drizzle-orm';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.js';
import { invoicingProviders } from '../src/invoices/config.js';
import { issueDueInvoices } from '../src/invoicing/invoices.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { type Answer, Client, type ClientOptions, expectContract } from './support/client.js';
import { barionShop, type BarionShop } from './support/barion.js';
import { simplePayShop, unreachableSimplePay, type SimplePayShop } from './support/simplepay.js';
import {
  addToCart,
  customer,
  fixtures,
  issueBotToken,
  loginDemo,
  mailsTo,
  orderBody,
  placeOrder,
  placedOrder,
  readyForCheckout,
  registerAndActivate,
  registration,
  RESULT_URL,
  withdrawalCode,
} from './support/shop.js';

type Json = Record<string, any>;
interface Operation {
  operationId: string;
  responses: Record<string, { headers?: Record<string, { required?: boolean; schema: Json }>; content?: Record<string, { schema: Json }> }>;
}

const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as Json;
const operations = new Map<string, Operation>();
const addresses = new Map<string, { method: string; path: string }>();
for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
  for (const [method, operation] of Object.entries(item)) {
    operations.set(operation.operationId, operation);
    addresses.set(operation.operationId, { method: method.toUpperCase(), path });
  }
}

// The document's named schemas under one id, so each answer's schema is compiled with its references.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, strictTypes: false }));
const DOC_ID = 'urn:otthon:openapi';
const toAjv = (schema: Json): Json => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOC_ID}#/$defs/`)) as Json;
ajv.addSchema({ $id: DOC_ID, $defs: toAjv(doc.components.schemas) });
const compiled = new Map<string, ValidateFunction>();
function validator(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(toAjv(schema))));
  return validate;
}
function expectValid(schema: Json, value: unknown, what: string): void {
  const validate = validator(schema);
  const ok = validate(value);
  expect(ok, `${what}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true);
}

/** Checks an answer against the document: the status is documented, required headers are there, headers and body match their schemas. */
function expectConforms(operationId: string, answer: Answer, status: number): void {
  const operation = operations.get(operationId)!;
  expect(answer.status, `${operationId}: ${answer.text.slice(0, 300)}`).toBe(status);
  const response = operation.responses[String(answer.status)];
  expect(response, `${operationId} documents ${answer.status}`).toBeDefined();
  for (const [name, header] of Object.entries(response!.headers ?? {})) {
    const values = name.toLowerCase() === 'set-cookie' ? answer.headers.getSetCookie() : [answer.headers.get(name)].filter((v) => v !== null);
    if (header.required) expect(values.length, `${operationId} ${status}: header ${name}`).toBeGreaterThan(0);
    for (const value of values) expectValid(header.schema, value, `${operationId} ${status}: header ${name}`);
  }
  const content = response!.content;
  if (!content) {
    expect(answer.text, `${operationId} ${status} has no body`).toBe('');
    return;
  }
  const type = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  expect(Object.keys(content), `${operationId} ${status}: content type`).toContain(type);
  if (type === 'application/json') expectValid(content[type]!.schema, answer.body, `${operationId} ${status}: body`);
  else expect(answer.text.length, `${operationId} ${status}: body`).toBeGreaterThan(0);
}

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(async () => {
  await simplePay?.close();
  await barion?.close();
  await api.close();
});

/** The same shop with SimplePay switched on (started on first use). */
let simplePay: SimplePayShop | undefined;
const withSimplePay = async () => (simplePay ??= await simplePayShop(api));

/** The same shop with Barion switched on (started on first use). */
let barion: BarionShop | undefined;
const withBarion = async () => (barion ??= await barionShop(api));

/** A client of a shop whose SimplePay answers nothing, with a card order ready to place. */
async function unreachableCheckout(payment = 'card_online') {
  const client = await unreachableSimplePay(api);
  const [product] = await fixtures.plain(api, 3);
  await addToCart(client, product!.id, 1);
  await readyForCheckout(client, { payment });
  return client;
}

let nextIp = 1;
/** A started client from an address of its own, so rate limits of one case never touch another. */
const fresh = (options: ClientOptions = {}) => new Client(api, { ip: `10.66.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`, ...options }).start();
const HASH = 'A'.repeat(32);
const ATTEMPT = 'x'.repeat(32);
const TOKEN = 'z'.repeat(32);
const NO_PRODUCT = 99_999_999;

/** Without the `X-XSRF-TOKEN` header. */
const noCsrf = async (method: string, path: string, body: unknown = {}) => (await fresh()).request(method, path, { body, csrf: false });
/** A body that is not JSON, from a client `ready` prepared (logged in, when the call needs it). */
const malformed = async (method: string, path: string, ready?: (client: Client) => Promise<unknown>) => {
  const client = await fresh();
  await ready?.(client);
  return client.request(method, path, { raw: '{"broken":' });
};
/**
 * A buyer's address of its own for each withdrawal scenario: look-ups are also limited per e-mail
 * address and per order number, and this file's scenarios share one shop.
 */
const buyer = (scenario: string) => `vevo-${scenario}@example.hu`;

/** Repeats a call from one address until its rate limit answers, at most `max` times. */
async function untilLimited(max: number, call: (client: Client) => Promise<Answer>): Promise<Answer> {
  const client = await fresh();
  let answer: Answer | undefined;
  for (let attempt = 0; attempt < max; attempt += 1) {
    answer = await call(client);
    if (answer.status === 429) return answer;
  }
  return answer!;
}

let uniqueMail = 0;
const mail = (prefix: string) => `${prefix}.${(uniqueMail += 1)}@example.hu`;
/** An out-of-stock product's id, and a "notify me" signup for it. */
const soldOut = async () => (await fixtures.outOfStock(api))[0]!.id;
const restockBody = (email: string) => ({ email, consent: true, product_url: `${ORIGIN}/hu` });

async function product() {
  const [row] = await fixtures.plain(api, 5);
  return row!;
}
async function withProduct(quantity = 1) {
  const client = await fresh();
  const row = await product();
  await addToCart(client, row.id, quantity);
  return { client, row };
}
async function checkoutReady(payment = 'bank_transfer') {
  const { client, row } = await withProduct(2);
  await readyForCheckout(client, { payment });
  return { client, row };
}
async function cardOrder() {
  const { client } = await checkoutReady('card_online');
  const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
  return { client, ...placed };
}
const decide = (client: Client, redirect: string, decision: string) => client.request('POST', redirect, { form: { decision }, csrf: false });
const setStock = (id: number, stock: number) => api.db.update(products).set({ stock }).where(eq(products.id, id));
const contactBody = async (client: Client) => ({
  name: 'Kovács Anna',
  email: 'anna@example.hu',
  phone: '+36 30 123 4567',
  message: 'Érdeklődnék a kanapé szállításáról.',
  bot_token: await issueBotToken(client),
});
async function resetToken(client: Client): Promise<string> {
  const { email } = await registerAndActivate(client, mail('reset'), 'Regi-Jelszo-11');
  expectContract('requestPasswordReset', await client.post('/api/auth/password/reset', { email, result_url: `${ORIGIN}/hu/jelszo-visszaallitas` }));
  const [message] = await mailsTo(client, email);
  return message!.links
    .find((href) => href.startsWith(`${ORIGIN}/hu/jelszo-visszaallitas/`))!
    .split('/')
    .pop()!;
}
async function firstCategory(client: Client) {
  const categories = expectContract<{ slugs: string[] }[]>('categories', await client.get('/api/categories'));
  return categories[0]!;
}

type Case = () => Promise<Answer>;
/** Every operation of the document: its success status and each documented error, produced for real. */
const cases: Record<string, Record<number, Case>> = {
  csrfCookie: { 204: () => new Client(api).get('/sanctum/csrf-cookie') },
  ping: { 204: async () => (await fresh()).get('/api/ping') },
  init: { 200: () => new Client(api).get('/api/init') },
  currencies: { 200: () => new Client(api).get('/api/currencies') },
  countries: { 200: () => new Client(api).get('/api/countries') },
  cities: {
    200: () => new Client(api).get('/api/cities?q=Bud'),
    422: () => new Client(api).get(`/api/cities?q=${'x'.repeat(81)}`),
  },
  pickupPoints: {
    200: () => new Client(api).get('/api/pickup-points?q=1117'),
    422: () => new Client(api).get('/api/pickup-points?q=1117&carrier=dhl'),
  },
  botChallenge: {
    200: async () => (await fresh()).post('/api/bot-challenge'),
    419: () => noCsrf('POST', '/api/bot-challenge', undefined),
    429: () => untilLimited(40, (client) => client.post('/api/bot-challenge')),
  },
  home: { 200: () => new Client(api).get('/api/home') },
  categories: { 200: () => new Client(api).get('/api/categories') },
  resolveCategory: {
    200: async () => {
      const client = new Client(api);
      return client.get(`/api/categories/resolve?path=${encodeURIComponent((await firstCategory(client)).slugs.join('/'))}`);
    },
    404: () => new Client(api).get('/api/categories/resolve?path=nincs-ilyen-kategoria'),
    422: () => new Client(api).get('/api/categories/resolve'),
  },
  brands: { 200: () => new Client(api).get('/api/brands') },
  products: {
    200: () => new Client(api).get('/api/products?sort=price_asc&per_page=4'),
    404: () => new Client(api).get('/api/products?category=nincs-ilyen-kategoria'),
    422: () => new Client(api).get('/api/products?sort=bogus'),
  },
  suggest: {
    200: () => new Client(api).get('/api/search/suggest?q=ka'),
    422: () => new Client(api).get('/api/search/suggest'),
  },
  product: {
    200: async () => new Client(api).get(`/api/products/${(await product()).id}`),
    404: () => new Client(api).get(`/api/products/${NO_PRODUCT}`),
  },
  dataSheet: {
    200: async () => new Client(api).get(`/api/products/${(await product()).id}/data-sheet`),
    404: () => new Client(api).get(`/api/products/${NO_PRODUCT}/data-sheet`),
  },
  restockSubscribe: {
    201: async () => (await fresh()).post(`/api/products/${await soldOut()}/restock-notifications`, restockBody(mail('varo'))),
    400: async () => malformed('POST', `/api/products/${await soldOut()}/restock-notifications`),
    404: async () => (await fresh()).post(`/api/products/${NO_PRODUCT}/restock-notifications`, restockBody(mail('varo'))),
    409: async () => (await fresh()).post(`/api/products/${(await product()).id}/restock-notifications`, restockBody(mail('varo'))),
    419: async () => noCsrf('POST', `/api/products/${await soldOut()}/restock-notifications`, restockBody('anna@example.hu')),
    422: async () => (await fresh()).post(`/api/products/${await soldOut()}/restock-notifications`, { ...restockBody(mail('varo')), consent: false }),
    429: async () => {
      const id = await soldOut();
      return untilLimited(14, (client) => client.post(`/api/products/${id}/restock-notifications`, restockBody(mail('varo'))));
    },
  },
  newsletterConfirmPage: {
    200: async () => {
      const client = await fresh();
      const email = mail('hirlevel-megnyit');
      await client.post('/api/newsletter', { name: 'Kovács Anna', email });
      const [sent] = await mailsTo(client, email);
      return client.get(new URL(sent!.links[0]!).pathname);
    },
    404: () => new Client(api).get(`/api/newsletter/confirm/${'C'.repeat(32)}`),
  },
  newsletterConfirm: {
    200: async () => {
      const client = await fresh();
      const email = mail('hirlevel-megerosit');
      await client.post('/api/newsletter', { name: 'Kovács Anna', email });
      const [sent] = await mailsTo(client, email);
      return client.request('POST', new URL(sent!.links[0]!).pathname, { csrf: false });
    },
    404: () => new Client(api).request('POST', `/api/newsletter/confirm/${'C'.repeat(32)}`, { csrf: false }),
  },
  restockConfirmPage: {
    200: async () => {
      const client = await fresh();
      const email = mail('megnyit');
      await client.post(`/api/products/${await soldOut()}/restock-notifications`, restockBody(email));
      const [sent] = await mailsTo(client, email);
      return client.get(new URL(sent!.links[0]!).pathname);
    },
    404: () => new Client(api).get(`/api/restock-notifications/confirm/${'C'.repeat(32)}`),
  },
  restockConfirm: {
    200: async () => {
      const client = await fresh();
      const email = mail('megerosit');
      await client.post(`/api/products/${await soldOut()}/restock-notifications`, restockBody(email));
      const [sent] = await mailsTo(client, email);
      return client.request('POST', new URL(sent!.links[0]!).pathname, { csrf: false });
    },
    404: () => new Client(api).request('POST', `/api/restock-notifications/confirm/${'C'.repeat(32)}`, { csrf: false }),
  },
  media: {
    200: async () => {
      const client = new Client(api);
      const detail = expectContract<{ image: { src: string } | null }>('product', await client.get(`/api/products/${(await product()).id}`));
      return client.get(`${detail.image!.src}?w=320`);
    },
    404: () => new Client(api).get('/api/media/sofa-123456-0.webp'),
    422: async () => {
      const client = new Client(api);
      const detail = expectContract<{ image: { src: string } | null }>('product', await client.get(`/api/products/${(await product()).id}`));
      return client.get(`${detail.image!.src}?w=500`);
    },
  },
  blogPosts: {
    200: () => new Client(api).get('/api/blog'),
    422: () => new Client(api).get('/api/blog?page=0'),
  },
  blogPost: {
    200: async () => {
      const client = new Client(api);
      const list = expectContract<{ items: { slug: string }[] }>('blogPosts', await client.get('/api/blog'));
      return client.get(`/api/blog/${list.items[0]!.slug}`);
    },
    404: () => new Client(api).get('/api/blog/nincs-ilyen-cikk'),
  },
  page: {
    200: () => new Client(api).get('/api/pages/faq'),
    404: () => new Client(api).get('/api/pages/nincs-ilyen-oldal'),
  },
  showroom: { 200: () => new Client(api).get('/api/showroom') },
  favourites: { 200: async () => (await fresh()).get('/api/favourites') },
  addFavourite: {
    200: async () => (await fresh()).post(`/api/favourites/${(await product()).id}`),
    404: async () => (await fresh()).post(`/api/favourites/${NO_PRODUCT}`),
    419: async () => noCsrf('POST', `/api/favourites/${(await product()).id}`, undefined),
  },
  removeFavourite: {
    200: async () => {
      const client = await fresh();
      const { id } = await product();
      await client.post(`/api/favourites/${id}`);
      return client.delete(`/api/favourites/${id}`);
    },
    404: async () => (await fresh()).delete(`/api/favourites/${NO_PRODUCT}`),
    419: async () => (await fresh()).request('DELETE', `/api/favourites/${(await product()).id}`, { csrf: false }),
  },
  removeFavouriteViaPost: {
    200: async () => {
      const client = await fresh();
      const { id } = await product();
      await client.post(`/api/favourites/${id}`);
      return client.post(`/api/favourites/${id}/delete`);
    },
    404: async () => (await fresh()).post(`/api/favourites/${NO_PRODUCT}/delete`),
    419: async () => noCsrf('POST', `/api/favourites/${(await product()).id}/delete`, undefined),
  },
  cart: { 200: async () => (await withProduct()).client.get('/api/cart') },
  addCartProduct: {
    200: async () => (await fresh()).post('/api/cart/product', { product_id: (await product()).id, quantity: 1 }),
    400: () => malformed('POST', '/api/cart/product'),
    404: async () => (await fresh()).post('/api/cart/product', { product_id: NO_PRODUCT, quantity: 1 }),
    409: async () => (await fresh()).post('/api/cart/product', { product_id: (await fixtures.outOfStock(api))[0]!.id, quantity: 1 }),
    419: async () => noCsrf('POST', '/api/cart/product', { product_id: (await product()).id, quantity: 1 }),
    422: async () => (await fresh()).post('/api/cart/product', { product_id: (await product()).id, quantity: 0 }),
  },
  setCartProduct: {
    200: async () => {
      const { client, row } = await withProduct();
      return client.put(`/api/cart/product/${row.id}`, { product_id: row.id, quantity: 2 });
    },
    400: async () => malformed('PUT', `/api/cart/product/${(await product()).id}`),
    404: async () => (await fresh()).put(`/api/cart/product/${NO_PRODUCT}`, { product_id: NO_PRODUCT, quantity: 1 }),
    409: async () => {
      const id = (await fixtures.outOfStock(api))[0]!.id;
      return (await fresh()).put(`/api/cart/product/${id}`, { product_id: id, quantity: 1 });
    },
    419: async () => noCsrf('PUT', `/api/cart/product/${(await product()).id}`, { product_id: 1, quantity: 1 }),
    422: async () => {
      const { client, row } = await withProduct();
      return client.put(`/api/cart/product/${row.id}`, { product_id: row.id + 1, quantity: 2 });
    },
  },
  updateCustomer: {
    200: async () => (await fresh()).put('/api/cart/customer', customer({ accept_privacy: true, accept_terms: true })),
    400: () => malformed('PUT', '/api/cart/customer'),
    419: () => noCsrf('PUT', '/api/cart/customer', customer()),
    422: async () => (await fresh()).put('/api/cart/customer', customer({ email: 'nem-email' })),
  },
  addCoupon: {
    200: async () => (await withProduct()).client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' }),
    400: () => malformed('POST', '/api/cart/coupon'),
    419: () => noCsrf('POST', '/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' }),
    422: async () => (await withProduct()).client.post('/api/cart/coupon', { code: 'NINCS-ILYEN', email: 'vevo@example.hu' }),
  },
  removeCoupon: {
    200: async () => {
      const { client } = await withProduct();
      await client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' });
      return client.delete('/api/cart/coupon/OTTHON10');
    },
    404: async () => (await withProduct()).client.delete('/api/cart/coupon/OTTHON10'),
    419: async () => (await fresh()).request('DELETE', '/api/cart/coupon/OTTHON10', { csrf: false }),
  },
  removeCouponViaPost: {
    200: async () => {
      const { client } = await withProduct();
      await client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' });
      return client.post('/api/cart/coupon/OTTHON10/delete');
    },
    404: async () => (await withProduct()).client.post('/api/cart/coupon/OTTHON10/delete'),
    419: () => noCsrf('POST', '/api/cart/coupon/OTTHON10/delete', undefined),
  },
  setPaymentMethod: {
    200: async () => {
      const { client } = await withProduct();
      await client.put('/api/cart/method/delivery', { id: (await fixtures.delivery(api, 'home_delivery')).id });
      return client.put('/api/cart/method/payment', { id: (await fixtures.payment(api, 'bank_transfer')).id });
    },
    400: () => malformed('PUT', '/api/cart/method/payment'),
    419: () => noCsrf('PUT', '/api/cart/method/payment', { id: 1 }),
    422: async () => (await withProduct()).client.put('/api/cart/method/payment', { id: NO_PRODUCT }),
  },
  setDeliveryMethod: {
    200: async () => (await withProduct()).client.put('/api/cart/method/delivery', { id: (await fixtures.delivery(api, 'home_delivery')).id }),
    400: () => malformed('PUT', '/api/cart/method/delivery'),
    419: () => noCsrf('PUT', '/api/cart/method/delivery', { id: 1 }),
    422: async () => (await withProduct()).client.put('/api/cart/method/delivery', { id: NO_PRODUCT }),
  },
  setHomeDelivery: {
    200: async () => {
      const { client } = await withProduct();
      await client.put('/api/cart/method/delivery', { id: (await fixtures.delivery(api, 'home_delivery')).id });
      return client.put('/api/cart/home-delivery', { floor: 2, has_lift: false, assembly: true, slot: null });
    },
    400: () => malformed('PUT', '/api/cart/home-delivery'),
    419: () => noCsrf('PUT', '/api/cart/home-delivery', { floor: 1 }),
    422: async () => (await withProduct()).client.put('/api/cart/home-delivery', { floor: 1 }),
  },
  deliverySlots: { 200: async () => (await withProduct()).client.get('/api/cart/delivery-slots') },
  placeOrder: {
    // The first answer, then its replay with the same key, which says so in Idempotent-Replayed.
    201: async () => {
      const { client } = await checkoutReady();
      expectConforms('placeOrder', await placeOrder(client, { key: 'conformance-order' }), 201);
      const replay = await placeOrder(client, { key: 'conformance-order' });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      return replay;
    },
    400: () => malformed('POST', '/api/cart/order'),
    409: async () => {
      const { client, row } = await checkoutReady();
      await setStock(row.id, 1);
      return placeOrder(client);
    },
    419: () => noCsrf('POST', '/api/cart/order', orderBody()),
    422: async () => (await fresh()).post('/api/cart/order', { transaction_result_url: RESULT_URL }),
    // One session's unpaid (bank transfer) orders beyond the hour's limit: they hold stock for days.
    429: async () => {
      const { client, row } = await withProduct(1);
      let answer: Answer | undefined;
      for (let order = 0; order <= UNPAID_ORDER_LIMITS.session.max; order += 1) {
        if (order > 0) await addToCart(client, row.id, 1);
        await readyForCheckout(client);
        answer = await placeOrder(client);
      }
      return answer!;
    },
    502: async () => placeOrder(await unreachableCheckout()),
  },
  placeOffer: {
    201: async () => (await checkoutReady()).client.post('/api/cart/offer', orderBody()),
    400: () => malformed('POST', '/api/cart/offer'),
    409: async () => {
      const { client, row } = await checkoutReady();
      await setStock(row.id, 0);
      return client.post('/api/cart/offer', orderBody());
    },
    419: () => noCsrf('POST', '/api/cart/offer', orderBody()),
    422: async () => (await withProduct()).client.post('/api/cart/offer', orderBody()),
    // One session's quote requests beyond the hour's limit: each mails an address nobody has proven.
    429: async () => {
      const { client, row } = await checkoutReady();
      let answer: Answer | undefined;
      for (let offer = 0; offer <= QUOTE_REQUEST_LIMITS.session.max; offer += 1) {
        if (offer > 0) {
          await addToCart(client, row.id, 1);
          await readyForCheckout(client);
        }
        answer = await client.post('/api/cart/offer', orderBody());
      }
      return answer!;
    },
  },
  order: {
    200: async () => {
      const { client, order_hash } = await cardOrder();
      return client.get(`/api/orders/${order_hash}`);
    },
    404: () => new Client(api).get(`/api/orders/${HASH}`),
  },
  sendWithdrawalCode: {
    200: async () => {
      const client = await fresh();
      const email = buyer('code-200');
      const order = await placedOrder(client, { email });
      return client.post('/api/withdrawals/code', { order_number: order.number, email });
    },
    400: () => malformed('POST', '/api/withdrawals/code'),
    419: () => noCsrf('POST', '/api/withdrawals/code', { order_number: 'OT-000001', email: 'vevo@example.hu' }),
    422: async () => (await fresh()).post('/api/withdrawals/code', { order_number: 'nem szám', email: buyer('code-422') }),
    429: () => untilLimited(12, (client) => client.post('/api/withdrawals/code', { order_number: 'OT-999989', email: buyer('code-429') })),
  },
  lookupWithdrawal: {
    200: async () => {
      const client = await fresh();
      const email = buyer('lookup-200');
      const order = await placedOrder(client, { email });
      const code = await withdrawalCode(client, order.number, email);
      return client.post('/api/withdrawals/lookup', { order_number: order.number, email, code });
    },
    400: () => malformed('POST', '/api/withdrawals/lookup'),
    409: async () => {
      const client = await fresh();
      const email = buyer('lookup-409');
      const order = await placedOrder(client, { email });
      // Delivered 30 days ago: the 14-day period is over.
      await api.db
        .update(orders)
        .set({ deliveredAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
        .where(eq(orders.id, order.id));
      const code = await withdrawalCode(client, order.number, email);
      return client.post('/api/withdrawals/lookup', { order_number: order.number, email, code });
    },
    419: () => noCsrf('POST', '/api/withdrawals/lookup', { order_number: 'OT-000001', email: 'vevo@example.hu', code: '123456' }),
    422: async () => (await fresh()).post('/api/withdrawals/lookup', { order_number: 'OT-999991', email: buyer('lookup-422'), code: '123456' }),
    429: () => untilLimited(12, (client) => client.post('/api/withdrawals/lookup', { order_number: 'OT-999990', email: buyer('lookup-429'), code: '123456' })),
  },
  submitWithdrawal: {
    201: async () => {
      const client = await fresh();
      const email = buyer('submit-201');
      const order = await placedOrder(client, { email });
      const code = await withdrawalCode(client, order.number, email);
      return client.post('/api/withdrawals', { order_number: order.number, email, code, reason: 'Mégsem kell.' });
    },
    400: () => malformed('POST', '/api/withdrawals'),
    404: async () => (await fresh()).post('/api/withdrawals', { order_number: 'OT-999992' }),
    409: async () => {
      const client = await fresh();
      const email = buyer('submit-409');
      const order = await placedOrder(client, { email });
      const code = await withdrawalCode(client, order.number, email);
      await client.post('/api/withdrawals', { order_number: order.number, email, code });
      return client.post('/api/withdrawals', { order_number: order.number, email, code });
    },
    419: () => noCsrf('POST', '/api/withdrawals', { order_number: 'OT-000001', email: 'vevo@example.hu' }),
    422: async () => {
      const client = await fresh();
      const email = buyer('submit-422');
      const order = await placedOrder(client, { email });
      const code = await withdrawalCode(client, order.number, email);
      return client.post('/api/withdrawals', { order_number: order.number, email, code, items: [{ id: order.items[0]!.id, quantity: 5 }] });
    },
    429: () => untilLimited(12, (client) => client.post('/api/withdrawals', { order_number: 'OT-999993', email: buyer('submit-429'), code: '123456' })),
  },
  restartPayment: {
    200: async () => {
      const { client, order_hash, redirect_url } = await cardOrder();
      await decide(client, redirect_url, 'decline');
      const card = await fixtures.payment(api, 'card_online');
      return client.post(`/api/orders/payment_restart/${order_hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL });
    },
    400: () => malformed('POST', `/api/orders/payment_restart/${HASH}`),
    404: async () => (await fresh()).post(`/api/orders/payment_restart/${HASH}`, { payment_method: 1, transaction_result_url: RESULT_URL }),
    409: async () => {
      const { client, order_hash, redirect_url } = await cardOrder();
      await decide(client, redirect_url, 'approve');
      const card = await fixtures.payment(api, 'card_online');
      return client.post(`/api/orders/payment_restart/${order_hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL });
    },
    419: () => noCsrf('POST', `/api/orders/payment_restart/${HASH}`, { payment_method: 1, transaction_result_url: RESULT_URL }),
    422: async () => (await fresh()).post(`/api/orders/payment_restart/${HASH}`, { payment_method: 'kártya' }),
    502: async () => {
      const client = await unreachableCheckout('bank_transfer');
      const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);
      const card = await fixtures.payment(api, 'card_online');
      return client.post(`/api/orders/payment_restart/${placed.order_hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL });
    },
  },
  offer: {
    200: async () => {
      const { client } = await checkoutReady();
      const placed = expectContract<{ offer_hash: string }>('placeOffer', await client.post('/api/cart/offer', orderBody()), 201);
      return client.get(`/api/offers/${placed.offer_hash}`);
    },
    404: () => new Client(api).get(`/api/offers/${HASH}`),
  },
  simplePayNotice: {
    200: async () => {
      const shop = await withSimplePay();
      const { transactionId } = await shop.order();
      shop.fake.finish(transactionId, 'SUCCESS');
      const request = shop.fake.ipnRequest(transactionId, `${ORIGIN}/api/payments/simplepay/ipn`);
      return new Client(shop.api).request('POST', '/api/payments/simplepay/ipn', {
        raw: await request.text(),
        headers: { Signature: request.headers.get('Signature')! },
        csrf: false,
      });
    },
    400: async () => new Client((await withSimplePay()).api).request('POST', '/api/payments/simplepay/ipn', { raw: '{"broken":', csrf: false }),
    401: async () =>
      new Client((await withSimplePay()).api).request('POST', '/api/payments/simplepay/ipn', {
        body: { merchant: 'OTTHON01', orderRef: ATTEMPT, status: 'FINISHED' },
        csrf: false,
      }),
    404: async () =>
      new Client(api).request('POST', '/api/payments/simplepay/ipn', { body: { merchant: 'X', orderRef: ATTEMPT, status: 'FINISHED' }, csrf: false }),
    422: async () => new Client((await withSimplePay()).api).request('POST', '/api/payments/simplepay/ipn', { body: { merchant: 'X' }, csrf: false }),
  },
  barionCallback: {
    200: async () => {
      const shop = await withBarion();
      const { paymentId } = await shop.order();
      shop.fake.finish(paymentId, 'Succeeded');
      return new Client(shop.api).request('POST', '/api/payments/barion/callback', { form: { paymentId }, csrf: false });
    },
    400: async () => new Client((await withBarion()).api).request('POST', '/api/payments/barion/callback', { raw: '{"broken":', csrf: false }),
    404: async () => new Client(api).request('POST', '/api/payments/barion/callback', { form: { paymentId: 'f'.repeat(32) }, csrf: false }),
    422: async () => new Client((await withBarion()).api).request('POST', '/api/payments/barion/callback', { body: { other: 1 }, csrf: false }),
    502: async () => {
      const shop = await withBarion();
      const { paymentId } = await shop.order();
      shop.fake.failStateQueries = true;
      try {
        return await new Client(shop.api).request('POST', '/api/payments/barion/callback', { form: { paymentId }, csrf: false });
      } finally {
        shop.fake.failStateQueries = false;
      }
    },
  },
  barionBack: {
    303: async () => {
      const shop = await withBarion();
      const { client, paymentId } = await shop.order();
      return client.get(shop.fake.finish(paymentId, 'Expired').replace(ORIGIN, ''));
    },
    404: async () => new Client((await withBarion()).api).get(`/api/payments/barion/back?paymentId=${'f'.repeat(32)}`),
    422: async () => new Client((await withBarion()).api).get('/api/payments/barion/back'),
  },
  simplePayBack: {
    303: async () => {
      const shop = await withSimplePay();
      const { client, transactionId } = await shop.order();
      return client.get(shop.fake.finish(transactionId, 'FAIL').replace(ORIGIN, ''));
    },
    400: async () => new Client((await withSimplePay()).api).get('/api/payments/simplepay/back?r=e30%3D&s=bm90LWEtc2lnbmF0dXJl'),
    404: async () => new Client(api).get('/api/payments/simplepay/back?r=e30%3D&s=eA%3D%3D'),
    422: async () => new Client((await withSimplePay()).api).get('/api/payments/simplepay/back?r=e30%3D'),
  },
  orderInvoice: {
    200: async () => {
      const { client, order_hash, redirect_url } = await cardOrder();
      await decide(client, redirect_url, 'approve');
      await issueDueInvoices(api.db, invoicingProviders({}), new Date());
      const [invoice] = expectContract<{ invoices: { url: string }[] }>('order', await client.get(`/api/orders/${order_hash}`)).invoices;
      return client.get(new URL(invoice!.url).pathname);
    },
    404: () => new Client(api).get(`/api/orders/${HASH}/invoices/1`),
  },
  paymentGateway: {
    200: async () => {
      const { client, redirect_url } = await cardOrder();
      return client.get(redirect_url);
    },
    404: () => new Client(api).get(`/api/payment/gateway/${ATTEMPT}`),
  },
  paymentGatewayDecision: {
    303: async () => {
      const { client, redirect_url } = await cardOrder();
      return decide(client, redirect_url, 'approve');
    },
    400: async () => {
      const { client, redirect_url } = await cardOrder();
      return client.request('POST', redirect_url, { raw: '{"decision":', csrf: false });
    },
    404: async () => decide(await fresh(), `/api/payment/gateway/${ATTEMPT}`, 'approve'),
    409: async () => {
      const { client, redirect_url } = await cardOrder();
      await decide(client, redirect_url, 'decline');
      return decide(client, redirect_url, 'approve');
    },
    422: async () => {
      const { client, redirect_url } = await cardOrder();
      return decide(client, redirect_url, 'steal');
    },
  },
  user: {
    200: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.get('/api/auth/user');
    },
  },
  login: {
    200: async () => {
      const client = await fresh();
      const demo = await fixtures.demoUser(api);
      return client.post('/api/auth/login', { email: demo.email, password: 'Otthon-Demo-2026' });
    },
    400: () => malformed('POST', '/api/auth/login'),
    403: async () => {
      const client = await fresh();
      const email = mail('inactive');
      expectContract('register', await client.post('/api/auth/register', await registration(client, { email })), 201);
      return client.post('/api/auth/login', { email, password: 'Hosszu-Jelszo-77' });
    },
    419: () => noCsrf('POST', '/api/auth/login', { email: 'demo@otthon.example', password: 'x' }),
    422: async () => (await fresh()).post('/api/auth/login', { email: 'demo@otthon.example', password: 'rossz-jelszo' }),
    429: () => untilLimited(10, (client) => client.post('/api/auth/login', { email: 'demo@otthon.example', password: 'rossz-jelszo' })),
  },
  logout: {
    200: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.get('/api/auth/logout');
    },
  },
  register: {
    201: async () => {
      const client = await fresh();
      return client.post('/api/auth/register', await registration(client, { email: mail('new') }));
    },
    400: () => malformed('POST', '/api/auth/register'),
    419: async () => {
      const client = await fresh();
      return client.request('POST', '/api/auth/register', { body: await registration(client, { email: mail('nocsrf') }), csrf: false });
    },
    422: async () => (await fresh()).post('/api/auth/register', { email: 'nem-email' }),
    429: () => untilLimited(14, async (client) => client.post('/api/auth/register', await registration(client, { email: mail('limit') }))),
  },
  activate: {
    200: async () => {
      const client = await fresh();
      const email = mail('activate');
      await client.post('/api/auth/register', await registration(client, { email }));
      const [message] = await mailsTo(client, email);
      const link = message!.links.find((href) => href.startsWith(`${ORIGIN}/hu/aktivalas/`))!;
      return client.post('/api/auth/activate', { token: decodeURIComponent(link.slice(`${ORIGIN}/hu/aktivalas/`.length)) });
    },
    400: () => malformed('POST', '/api/auth/activate'),
    404: async () => (await fresh()).post('/api/auth/activate', { token: TOKEN }),
    419: () => noCsrf('POST', '/api/auth/activate', { token: TOKEN }),
    422: async () => (await fresh()).post('/api/auth/activate', { token: 'rovid' }),
  },
  requestPasswordReset: {
    200: async () => (await fresh()).post('/api/auth/password/reset', { email: 'senki@example.hu', result_url: `${ORIGIN}/hu/jelszo-visszaallitas` }),
    400: () => malformed('POST', '/api/auth/password/reset'),
    419: () => noCsrf('POST', '/api/auth/password/reset', { email: 'senki@example.hu', result_url: `${ORIGIN}/hu/jelszo-visszaallitas` }),
    422: async () => (await fresh()).post('/api/auth/password/reset', { email: 'senki@example.hu' }),
    429: () => untilLimited(14, (client) => client.post('/api/auth/password/reset', { email: mail('sok'), result_url: `${ORIGIN}/hu/jelszo-visszaallitas` })),
  },
  resetPassword: {
    200: async () => {
      const client = await fresh();
      const token = await resetToken(client);
      return client.post(`/api/auth/password/reset/${token}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' });
    },
    400: () => malformed('POST', `/api/auth/password/reset/${TOKEN}`),
    404: async () => (await fresh()).post(`/api/auth/password/reset/${TOKEN}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' }),
    419: () => noCsrf('POST', `/api/auth/password/reset/${TOKEN}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' }),
    422: async () => (await fresh()).post(`/api/auth/password/reset/${TOKEN}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Masik-Jelszo-1' }),
    429: () =>
      untilLimited(14, (client) => client.post(`/api/auth/password/reset/${TOKEN}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' })),
  },
  account: {
    200: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.get('/api/account');
    },
    401: async () => (await fresh()).get('/api/account'),
  },
  updateAccount: {
    200: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.put('/api/account', { firstname: 'Anna', lastname: 'Kovács', phone: '+36 30 123 4567', is_newsletter_subscription: false });
    },
    400: () => malformed('PUT', '/api/account', loginDemo),
    401: async () => (await fresh()).put('/api/account', { firstname: 'Anna', lastname: 'Kovács', phone: null, is_newsletter_subscription: false }),
    419: () => noCsrf('PUT', '/api/account', { firstname: 'Anna', lastname: 'Kovács', phone: null, is_newsletter_subscription: false }),
    422: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.put('/api/account', { firstname: '', lastname: 'Kovács', phone: null, is_newsletter_subscription: false });
    },
  },
  withdrawableOrders: {
    200: async () => {
      const client = await fresh();
      await loginDemo(client);
      await placedOrder(client);
      return client.get('/api/account/withdrawals');
    },
    401: async () => (await fresh()).get('/api/account/withdrawals'),
  },
  accountOrders: {
    200: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.get('/api/account/orders');
    },
    401: async () => (await fresh()).get('/api/account/orders'),
    422: async () => {
      const client = await fresh();
      await loginDemo(client);
      return client.get('/api/account/orders?page=0');
    },
  },
  contact: {
    201: async () => {
      const client = await fresh();
      return client.post('/api/contact', await contactBody(client));
    },
    400: () => malformed('POST', '/api/contact'),
    419: async () => noCsrf('POST', '/api/contact', { name: 'Anna' }),
    422: async () => (await fresh()).post('/api/contact', { name: 'A', email: 'nem-email', message: 'rövid' }),
    429: () => untilLimited(14, async (client) => client.post('/api/contact', await contactBody(client))),
  },
  projectContact: {
    201: async () => {
      const client = await fresh();
      return client.post('/api/contact/project', await contactBody(client));
    },
    400: () => malformed('POST', '/api/contact/project'),
    419: () => noCsrf('POST', '/api/contact/project', { name: 'Anna' }),
    422: async () => (await fresh()).post('/api/contact/project', { name: 'Anna', email: 'anna@example.hu', message: 'rövid' }),
    429: () => untilLimited(14, async (client) => client.post('/api/contact/project', await contactBody(client))),
  },
  newsletter: {
    201: async () => (await fresh()).post('/api/newsletter', { name: 'Kovács Anna', email: mail('hirlevel') }),
    400: () => malformed('POST', '/api/newsletter'),
    419: () => noCsrf('POST', '/api/newsletter', { name: 'Kovács Anna', email: 'anna@example.hu' }),
    422: async () => (await fresh()).post('/api/newsletter', { name: 'Kovács Anna' }),
    429: () => untilLimited(14, (client) => client.post('/api/newsletter', { name: 'Kovács Anna', email: mail('hirlevel') })),
  },
};

/**
 * 400 for any call: a NUL character in its query string. The call is made as it must be to be
 * heard at all (with the XSRF header, logged in where it needs a customer, path params of the
 * right form); a case written above for a body that is not JSON stays as it is.
 */
const nulInQuery =
  (operationId: string): Case =>
  async () => {
    const { method, path } = addresses.get(operationId)!;
    const client = await fresh();
    if (operations.get(operationId)!.responses['401']) await loginDemo(client);
    const concrete = path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
      name === 'id' || name === 'invoice_id'
        ? '1'
        : /hash/.test(name)
          ? HASH
          : name === 'attempt'
            ? ATTEMPT
            : name === 'token'
              ? TOKEN
              : name === 'file'
                ? 'sofa-grey-0.webp'
                : 'x',
    );
    return client.request(method, `${concrete}?probe=%00`, method === 'GET' || method === 'HEAD' ? {} : { body: {} });
  };
for (const [id, operation] of operations) {
  if (operation.responses['400'] && !cases[id]?.[400]) cases[id] = { ...cases[id], 400: nulInQuery(id) };
}

const documented = [...operations].flatMap(([id, operation]) => Object.keys(operation.responses).map((status) => `${id} ${status}`));
const covered = Object.entries(cases).flatMap(([id, byStatus]) => Object.keys(byStatus).map((status) => `${id} ${status}`));

describe('the published OpenAPI document against the real server', () => {
  it('has a case for every operation and every status it documents, and none it does not', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect([...covered].sort()).toEqual([...documented].sort());
    console.log(`[conformance] ${operations.size} operations, ${documented.length} documented answers, each called against the server`);
  });

  for (const [operationId, byStatus] of Object.entries(cases)) {
    for (const [status, run] of Object.entries(byStatus)) {
      // Reaching a rate limit takes up to 40 calls (14 registrations, each hashing a password):
      // on two busy cores and PostgreSQL that outlasts the file's 30 s, so those cases get longer.
      it(`${operationId} answers ${status} as documented`, status === '429' ? { timeout: 120_000 } : {}, async () => {
        expectConforms(operationId, await run(), Number(status));
      });
    }
  }
});

describe('the conformance check itself', () => {
  it('refuses an answer the document does not describe', async () => {
    const answer = await new Client(api).get('/api/currencies');
    const tampered = { ...answer, body: { data: [{ ...answer.body.data[0], decimals: 'sok' }] } };
    expect(() => expectConforms('currencies', tampered, 200)).toThrow(/body/);
    const withoutHeader = { ...answer, status: 429, headers: new Headers({ 'content-type': 'application/json' }), body: { message: 'x' } };
    expect(() => expectConforms('login', withoutHeader, 429)).toThrow(/Retry-After/);
    expect(() => expectConforms('ping', { ...answer, status: 500 }, 500)).toThrow(/documents 500/);
  });
});
