/**
 * The contract fuzzed: every operation of the endpoint table gets generated paths, queries and
 * bodies — values drawn from its own schemas (so validation and the handlers behind it are
 * reached), those values spoiled one field at a time, arbitrary JSON, and a fixed list of hostile
 * input (ids beyond the database integer, NUL characters, lone surrogates, JSON nested thousands
 * deep, wrong types, oversized bodies, broken encodings and content types). Requests carry a
 * valid session and XSRF token (logged in where the call needs a customer), with a few without.
 *
 * The rule: no answer is a 5xx, and every refusal is the contract's JSON error body.
 *
 * A run's seed is printed with any failure (fast-check's report); `FUZZ_SEED=<n>` repeats that
 * run, `FUZZ_RUNS=<n>` changes how many generated requests each operation gets.
 */
import fc from 'fast-check';
import { endpoints, type Endpoint, type EndpointId } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, type Answer } from './support/client.js';
import { loginDemo } from './support/shop.js';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let api: TestApi;
let sent = 0;
beforeAll(async () => {
  api = await createTestApi();
  console.log(`[fuzz] seed ${SEED} (repeat with FUZZ_SEED=${SEED}), ${RUNS} generated requests per operation`);
});
afterAll(async () => {
  console.log(`[fuzz] ${sent} requests sent`);
  await api.close();
});

const ids = Object.keys(endpoints) as EndpointId[];

// — the rule —

/** A 5xx, or a refusal that is not the contract's `{ message, errors? }` JSON, fails the run. */
function judge(label: string, answer: Answer): void {
  sent += 1;
  const where = `${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.headers.get('content-type') ?? '', where).toContain('application/json');
  const body = answer.body as Record<string, unknown>;
  expect(typeof body, where).toBe('object');
  expect(typeof body.message, where).toBe('string');
  expect(
    Object.keys(body).every((key) => key === 'message' || key === 'errors'),
    where,
  ).toBe(true);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((message) => typeof message === 'string'), where).toBe(true);
    }
  }
}

// — values from the contract's schemas —

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;

/** A value that the schema most likely accepts (refinements aside). */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((item) => fromSchema(item, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 2_000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? schema.exclusiveMinimum ?? -5, max: Math.min(schema.maximum ?? 500_000, 1e9), noNaN: true });
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.constantFrom(`${ORIGIN}/hu/checkout/result`, `${ORIGIN}/en/`, 'https://evil.example/');
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 300));
        } catch {
          // A pattern JavaScript cannot read: any text.
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) });
    }
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(fromSchema(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = fromSchema(property, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Hostile leaves: what a broken or malicious client puts where a field's value goes. */
const hostileValue = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 53 + 2,
  -1,
  0,
  1e308,
  -1e308,
  0.5,
  '2147483648',
  'a\u0000b',
  'x\ud800',
  '\udfff',
  '🌷',
  '',
  ' ',
  'x'.repeat(10_000),
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  true,
  null,
  [],
  {},
  [[[[[[]]]]]],
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
);

/** A value with one leaf (or key) spoiled: validation has to name it, the rest still passes. */
function spoil(value: unknown): fc.Arbitrary<unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    return fc.oneof(
      fc.record({ key: keys.length ? fc.constantFrom(...keys) : fc.constant('x'), bad: hostileValue }).map(({ key, bad }) => ({ ...value, [key]: bad })),
      keys.length ? fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))) : fc.constant(value),
      fc.record({ key: fc.constantFrom('__proto__', 'constructor', 'x\u0000', '\ud800', 'a'.repeat(500)), bad: hostileValue }).map(({ key, bad }) => {
        // An own key, even `__proto__`, so JSON.stringify sends it.
        const out = Object.defineProperty({}, key, { value: bad, enumerable: true, writable: true, configurable: true });
        return Object.assign(out, value);
      }),
    );
  }
  return hostileValue;
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Raw bodies no schema describes. */
const HOSTILE_BODIES: string[] = [
  deep(4000),
  `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`,
  `{"product_id":${deep(4000)}}`,
  '[]',
  '"text"',
  '42',
  'null',
  'true',
  '{',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"name":"x\\ud800"}',
  '{"name":"a\\u0000b"}',
  '{"id":2147483648,"product_id":2147483648,"payment_method":2147483648,"quantity":1}',
  '{"id":1e400,"product_id":-0,"quantity":1e-400}',
  JSON.stringify({ message: 'x'.repeat(300_000) }),
];

/** Path parameter values: generated, and the hostile ones. */
const HOSTILE_SEGMENTS = [
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1e3',
  '0x10',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A4%A',
  '%',
  '..',
  '%2e%2e',
  'x'.repeat(3_000),
  '%F0%9F%8C%B7',
  '%20',
  'A'.repeat(32),
];
const segment = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: -3, max: 2 ** 31 + 3 }).map(String),
  fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
);

function pathWith(endpoint: Endpoint, values: string[]): string {
  let index = 0;
  return endpoint.path.replace(/\{\w+\+?\}/g, () => values[index++ % values.length] ?? '1');
}

/** A path whose parameters name something plausible, so a body is read (a path naming nothing is 404 first). */
const PLAUSIBLE: Record<string, string> = {
  order_hash: 'A'.repeat(32),
  offer_hash: 'A'.repeat(32),
  token: 't'.repeat(43),
  code: 'OTTHON10',
  attempt: 'a'.repeat(22),
  file: 'sofa-0f766e-0.webp',
};
const concretePath = (endpoint: Endpoint) => endpoint.path.replace(/\{(\w+)\+?\}/g, (_match, name: string) => PLAUSIBLE[name] ?? '1');

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('1', '0', '-1', '2147483648', '1e400', 'true', '%00', '\u0000', '\ud800', 'x'.repeat(2_000), 'price_desc', 'hu'),
);
function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  if (!endpoint.query) return fc.constantFrom('', '?page=1', '?x=%00');
  const keys = Object.keys(jsonSchemaOf(endpoint.query).properties ?? {});
  return fc
    .array(fc.tuple(keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), queryValue), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));
}

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<{ raw?: string; form?: Record<string, string> }> {
  const schema = endpoint.body ? jsonSchemaOf(endpoint.body) : { type: 'object', properties: {} };
  const valid = fromSchema(schema);
  const asRaw = (value: unknown) => ({ raw: JSON.stringify(value) ?? 'null' });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(asRaw) },
    { weight: 4, arbitrary: valid.chain(spoil).map(asRaw) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(asRaw) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES).map((raw) => ({ raw })) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }).map((form) => ({ form })),
    },
  );
}

// — clients —

/** A started session fit for the call: logged in where it needs a customer. */
async function clientFor(endpoint: Endpoint, locale: 'hu' | 'en' = 'hu'): Promise<Client> {
  const client = await new Client(api, { locale }).start();
  if (endpoint.auth === 'user') await loginDemo(client);
  return client;
}

// — the suite —

describe('the contract, fuzzed', () => {
  it.each(ids)('%s never answers a 5xx, and refuses only with JSON errors', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const client = await clientFor(endpoint);
    const paramCount = (endpoint.path.match(/\{/g) ?? []).length;
    const pathArbitrary = paramCount ? fc.array(segment, { minLength: paramCount, maxLength: paramCount }) : fc.constant<string[]>([]);
    const withBody = endpoint.method !== 'GET';
    await fc.assert(
      fc.asyncProperty(
        pathArbitrary,
        queryArbitrary(endpoint),
        withBody ? bodyArbitrary(endpoint) : fc.constant({}),
        // Mostly with the session's XSRF token, so validation and the handler are reached.
        fc.integer({ min: 0, max: 4 }).map((draw) => draw > 0),
        async (values, query, body, csrf) => {
          const path = `${pathWith(endpoint, values)}${query}`;
          // Sessions change hands on login and end on logout; a lost one is started again.
          if (!client.xsrf) await client.start();
          const answer = await client.request(endpoint.method, path, { ...body, csrf });
          judge(
            `${endpoint.method} ${path} ${(body as { raw?: string }).raw?.slice(0, 200) ?? JSON.stringify((body as { form?: unknown }).form ?? '')}`,
            answer,
          );
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it.each(ids.filter((id) => (endpoints[id] as Endpoint).method !== 'GET'))('%s refuses every hostile body with a JSON 4xx', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const client = await clientFor(endpoint, 'en');
    const path = concretePath(endpoint);
    for (const raw of HOSTILE_BODIES) {
      if (!client.xsrf) await client.start();
      judge(`${endpoint.method} ${path} ${raw.slice(0, 80)}`, await client.request(endpoint.method, path, { raw }));
    }
  });

  it('refuses broken encodings, content types and headers with a JSON 4xx', async () => {
    const client = await new Client(api).start();
    const send = async (path: string, init: { method: string; body?: string | Uint8Array; headers?: Record<string, string> }) => {
      const headers = new Headers({ Accept: 'application/json', Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
      headers.set('X-XSRF-TOKEN', client.xsrf ?? '');
      for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
      const response = await api.fetch(new Request(new URL(path, ORIGIN), { method: init.method, headers, body: init.body }));
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('application/json');
      const answer: Answer = { status: response.status, headers: response.headers, text, body: json && text ? JSON.parse(text) : text };
      judge(`${init.method} ${path} ${JSON.stringify(init.headers ?? {})}`, answer);
    };
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]);
    for (const [path, method] of [
      ['/api/newsletter', 'POST'],
      ['/api/cart/customer', 'PUT'],
      ['/api/cart/product', 'POST'],
      ['/api/payment/gateway/abcdefghijklmnopqrstu', 'POST'],
    ] as const) {
      await send(path, { method, body: invalidUtf8, headers: { 'Content-Type': 'application/json' } });
      await send(path, { method, body: '{"a":1}', headers: { 'Content-Type': 'multipart/form-data' } });
      await send(path, {
        method,
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      await send(path, { method, body: 'a=%00&b=%ED%A0%80&c=%', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      await send(path, { method, body: '{"a":1}', headers: { 'Content-Type': 'text/plain' } });
      await send(path, { method, body: '{"a":1}', headers: { 'Content-Type': 'application/json; charset=latin1' } });
      await send(path, { method, body: '{}', headers: { 'Content-Type': 'application/json', Locale: '\u00ff'.repeat(3), 'Currency-Id': 'XXX' } });
      await send(path, { method, body: '{}', headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': '%E0%A4%A' } });
      await send(path, { method, body: '{}', headers: { 'Content-Type': 'application/json', Cookie: 'otthon_session=%00; XSRF-TOKEN=%' } });
    }
  });
});
