import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { isIdempotencyKey, queryParams, runEndpointChecks, type RequestAdapters } from './pipeline.js';

const ORDER_BODY = { transaction_result_url: 'https://shop.example/hu/checkout/result', accept_privacy: true, accept_terms: true };

/** A request that passes every check, with what was asked of it recorded. */
function request(overrides: Partial<RequestAdapters> = {}): { adapters: RequestAdapters; asked: string[] } {
  const asked: string[] = [];
  const note = <T>(name: string, value: T) => {
    asked.push(name);
    return value;
  };
  const adapters: RequestAdapters = {
    locale: 'hu',
    csrfValid: () => note('csrf', true),
    loggedIn: () => note('login', true),
    params: () => note('params', { id: '7' }),
    query: () => note('query', {}),
    body: () => note('body', { product_id: 7, quantity: 2 }),
    idempotencyKey: () => note('key', null),
    ...overrides,
  };
  return { adapters, asked };
}

describe('runEndpointChecks', () => {
  it('refuses a missing CSRF token with 419 before it asks who is logged in', async () => {
    const { adapters, asked } = request({ csrfValid: () => false, loggedIn: () => false });
    const checked = await runEndpointChecks(endpoints.updateAccount, adapters);
    const message = 'CSRF token mismatch.';
    expect(checked).toEqual({ ok: false, failure: { status: 419, message } });
    expect(asked).toEqual([]);
  });

  it('refuses a visitor with 401 before it reads the body', async () => {
    const { adapters, asked } = request({ loggedIn: () => false, body: () => ({ firstname: 42 }) });
    const checked = await runEndpointChecks(endpoints.updateAccount, { ...adapters, locale: 'en' });
    const message = 'Unauthenticated.';
    expect(checked).toEqual({ ok: false, failure: { status: 401, message } });
    expect(asked).toEqual(['csrf']);
  });

  it('answers a path that names nothing with 404, not a form error, and leaves the body unread', async () => {
    const { adapters, asked } = request({ params: () => ({ id: 'nem-szam' }), body: () => ({ quantity: 'x' }) });
    const checked = await runEndpointChecks(endpoints.setCartProduct, adapters);
    const message = 'Nem található.';
    expect(checked).toEqual({ ok: false, failure: { status: 404, message } });
    expect(asked).toEqual(['csrf']);
  });

  it('refuses a body that breaks its schema with 422 and the field errors in the request language', async () => {
    const { adapters } = request({ body: () => ({ product_id: 7, quantity: 'kettő' }) });
    const checked = await runEndpointChecks(endpoints.setCartProduct, { ...adapters, locale: 'en' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.failure.status).toBe(422);
    expect(Object.keys(checked.failure.errors ?? {})).toEqual(['quantity']);
    expect(checked.failure.message).toBe(checked.failure.errors!.quantity![0]);
  });

  it('refuses a query that breaks its schema with 422 before it reads the body', async () => {
    const { adapters, asked } = request({ query: () => ({ page: 'első' }) });
    const checked = await runEndpointChecks(endpoints.accountOrders, adapters);
    expect(checked.ok ? null : checked.failure.status).toBe(422);
    expect(asked).toEqual(['login']);
  });

  it('refuses text no field takes with 400 anywhere: the query of a call that reads none, a body key, a path param', async () => {
    const nulQuery = await runEndpointChecks(endpoints.ping, { ...request({ query: () => ({ probe: 'a\u0000b' }) }).adapters, locale: 'en' });
    expect(nulQuery).toEqual({ ok: false, failure: { status: 400, message: 'The request contains a NUL character, which no field accepts.' } });
    const nulKey = await runEndpointChecks(endpoints.setCartProduct, request({ body: () => ({ 'quantity\u0000': 2 }) }).adapters);
    expect(nulKey).toEqual({ ok: false, failure: { status: 400, message: 'A kérés NUL karaktert tartalmaz, amelyet egyik mező sem fogad el.' } });
    const surrogate = await runEndpointChecks(endpoints.setCartProduct, request({ params: () => ({ id: '\uD800' }) }).adapters);
    expect(surrogate.ok ? null : surrogate.failure.status).toBe(400);
  });

  it('answers the parsed input, with the path parameters coerced by their schema', async () => {
    const { adapters } = request();
    const checked = await runEndpointChecks(endpoints.setCartProduct, adapters);
    expect(checked).toEqual({ ok: true, input: { params: { id: 7 }, query: {}, body: { product_id: 7, quantity: 2 }, idempotencyKey: null } });
  });

  it('refuses a malformed Idempotency-Key with 422 on its field, once the body is valid', async () => {
    const { adapters } = request({ body: () => ORDER_BODY, idempotencyKey: () => 'kulcs szóközzel' });
    const checked = await runEndpointChecks(endpoints.placeOrder, adapters);
    const message = 'Az Idempotency-Key 1–200 látható karakter lehet.';
    expect(checked).toEqual({ ok: false, failure: { status: 422, message, errors: { idempotency_key: [message] } } });
  });

  it('hands a valid Idempotency-Key on, and ignores the header on calls that do not honour it', async () => {
    const placed = await runEndpointChecks(endpoints.placeOrder, request({ body: () => ORDER_BODY, idempotencyKey: () => 'kulcs-1' }).adapters);
    expect(placed.ok && placed.input.idempotencyKey).toBe('kulcs-1');
    const { adapters, asked } = request({ idempotencyKey: () => 'kulcs szóközzel' });
    const set = await runEndpointChecks(endpoints.setCartProduct, adapters);
    expect(set.ok && set.input.idempotencyKey).toBeNull();
    expect(asked).not.toContain('key');
  });
});

describe('isIdempotencyKey', () => {
  it('accepts 1 to 200 visible ASCII characters only', () => {
    expect(isIdempotencyKey('a')).toBe(true);
    expect(isIdempotencyKey('~'.repeat(200))).toBe(true);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('x'.repeat(201))).toBe(false);
    expect(isIdempotencyKey('két szó')).toBe(false);
    expect(isIdempotencyKey('ékezet')).toBe(false);
  });
});

describe('queryParams', () => {
  it('keeps a parameter given once as its text and a repeated one as the list of its values, in order', () => {
    expect(queryParams(new URLSearchParams('q=kanapé&brand=3&brand=1&brand=2&page=2'))).toEqual({ q: 'kanapé', brand: ['3', '1', '2'], page: '2' });
  });

  it('keeps commas inside a value as they are', () => {
    expect(queryParams(new URLSearchParams('colour=barna,szürke'))).toEqual({ colour: 'barna,szürke' });
  });
});
