// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { IMAGE_DEFAULTS } from '../domain/constants.js';
import { IMAGE_WIDTHS, mediaQuerySchema } from './common.js';
import { type Endpoint, endpoints } from './endpoints.js';
import { buildApiMarkdown } from './markdown.js';
import { buildOpenApiDocument, SchemaRegistry } from './openapi.js';

const root = new URL('../..', import.meta.url).pathname;

describe('the contract', () => {
  it('gives every call a unique method and path', () => {
    const keys = (Object.values(endpoints) as Endpoint[]).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("marks every state-changing call as needing the CSRF header, except the form posts of the gateway and the restock confirmation and the providers' notices", () => {
    for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      if (
        endpoint.method === 'GET' ||
        id === 'paymentGatewayDecision' ||
        id === 'simplePayNotice' ||
        id === 'barionCallback' ||
        id === 'restockConfirm' ||
        id === 'newsletterConfirm'
      )
        continue;
      expect(endpoint.csrf, id).toBe(true);
    }
  });

  it('produces an OpenAPI 3.1 document with an operation per public call and no dangling or self references', () => {
    const doc = buildOpenApiDocument();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const published = (Object.values(endpoints) as Endpoint[]).filter((e) => e.tag !== 'development');
    expect(operations).toHaveLength(published.length + published.filter((e) => e.deleteAlias).length);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"#/$defs/');
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      expect(doc.components.schemas, name).toHaveProperty(name!);
    }
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(schema.$ref, name).not.toBe(`#/components/schemas/${name}`);
    }
  });

  it('declares who may call each operation: session and XSRF header to change state, a login for the account, nothing for public reads', () => {
    const doc = buildOpenApiDocument();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['session', 'xsrf']);
    for (const [operationId, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      if (endpoint.tag === 'development') continue;
      const operation = (doc.paths as Record<string, Record<string, { security: unknown }>>)[endpoint.path.replace('+}', '}')]![endpoint.method.toLowerCase()]!;
      const expected = endpoint.csrf ? [{ session: [], xsrf: [] }] : endpoint.auth === 'user' ? [{ session: [] }] : [];
      expect(operation.security, operationId).toEqual(expected);
    }
  });

  it('names the request form of an entity apart when it differs from the answer form, and shares it when it does not', () => {
    const differs = z.object({ n: z.number().default(1) }).meta({ id: 'ProbeDefaulted' });
    const same = z.enum(['a', 'b']).meta({ id: 'ProbePlain' });
    const registry = new SchemaRegistry();
    const answer = registry.add(z.object({ a: differs, b: same }), 'output');
    const request = registry.add(z.object({ a: differs, b: same }), 'input');
    const { schemas, resolve } = registry.finish();
    expect(schemas.ProbeDefaulted).toMatchObject({ required: ['n'] });
    expect(schemas.ProbeDefaultedInput).toMatchObject({ properties: { n: { default: 1 } } });
    expect(schemas.ProbeDefaultedInput).not.toHaveProperty('required');
    expect(Object.keys(schemas).filter((name) => name.startsWith('ProbePlain'))).toEqual(['ProbePlain']);
    expect(resolve(answer)).toMatchObject({
      properties: { a: { $ref: '#/components/schemas/ProbeDefaulted' }, b: { $ref: '#/components/schemas/ProbePlain' } },
    });
    expect(resolve(request)).toMatchObject({
      properties: { a: { $ref: '#/components/schemas/ProbeDefaultedInput' }, b: { $ref: '#/components/schemas/ProbePlain' } },
    });
    expect(buildOpenApiDocument().components.schemas.Error).toMatchObject({ type: 'object', required: ['message'] });
  });

  it("describes the image address with the spec's image defaults (requirements §9)", () => {
    expect(IMAGE_WIDTHS).toEqual(Object.values(IMAGE_DEFAULTS.breakpoints));
    expect(mediaQuerySchema.parse({})).toEqual({ w: IMAGE_DEFAULTS.breakpoints.sm, dpr: 1, q: IMAGE_DEFAULTS.quality });
    expect(mediaQuerySchema.parse({ w: '1536', dpr: '2', q: '30' })).toEqual({ w: 1536, dpr: 2, q: 30 });
    for (const query of [{ w: '500' }, { w: 'abc' }, { dpr: '3' }, { q: '29' }, { q: '101' }, { q: '80.5' }])
      expect(mediaQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    const operation = buildOpenApiDocument().paths['/api/media/{file}']!.get as { tags: string[]; responses: Record<string, { content?: object }> };
    expect(operation.tags).toEqual(['catalog']);
    expect(Object.keys(operation.responses['200']!.content ?? {})).toEqual(['image/webp']);
    expect(buildApiMarkdown()).toContain('#### `GET /api/media/{file}`');
  });

  it('types the hash in the path of an order and an offer, and accepts only hash-like values', () => {
    expectTypeOf<z.output<typeof endpoints.order.params>>().toEqualTypeOf<{ order_hash: string }>();
    expectTypeOf<z.output<typeof endpoints.restartPayment.params>>().toEqualTypeOf<{ order_hash: string }>();
    expectTypeOf<z.output<typeof endpoints.offer.params>>().toEqualTypeOf<{ offer_hash: string }>();
    const hash = 'A'.repeat(32);
    expect(endpoints.order.params.parse({ order_hash: hash })).toEqual({ order_hash: hash });
    expect(endpoints.offer.params.parse({ offer_hash: hash })).toEqual({ offer_hash: hash });
    for (const bad of ['short', 'A'.repeat(65), `${'A'.repeat(30)}/..`]) expect(endpoints.order.params.safeParse({ order_hash: bad }).success, bad).toBe(false);
    expect(endpoints.offer.params.safeParse({ order_hash: hash }).success).toBe(false);
  });

  it('says the withdrawal period counts from the delivery, as the server counts it, in api.md and the OpenAPI', () => {
    const markdown = readFileSync(join(root, 'docs/api.md'), 'utf8');
    const openapi = readFileSync(join(root, 'docs/openapi.json'), 'utf8');
    for (const text of [markdown, openapi]) {
      expect(text).not.toMatch(/counts from the (day of the )?order/i);
      expect(text).toMatch(/The period counts from the delivery \(delivered_at\), never from the day of the order/);
    }
    for (const id of ['lookupWithdrawal', 'submitWithdrawal', 'withdrawableOrders'] as const) {
      const endpoint = endpoints[id] as Endpoint;
      expect([endpoint.summary, ...(endpoint.notes ?? [])].join(' '), id).toMatch(/from the(ir)? delivery/);
    }
  });

  it('is written up in docs/api.md and docs/openapi.json, up to date (run `npm run docs:api`)', () => {
    expect(readFileSync(join(root, 'docs/api.md'), 'utf8')).toBe(buildApiMarkdown());
    expect(JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'))).toEqual(buildOpenApiDocument());
  });
});
