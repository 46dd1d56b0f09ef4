import { z } from 'zod';
import { errorBodySchema } from './common.js';
import { type Endpoint, endpoints } from './endpoints.js';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request: a NUL character or a lone surrogate in the address or the body, or a body that is not JSON.',
  401: 'Not logged in.',
  403: 'Forbidden.',
  404: 'Not found.',
  409: 'Conflict with the current state (e.g. out of stock, already paid).',
  419: 'CSRF token mismatch.',
  422: 'Validation failed; `errors` holds the messages per field.',
  429: 'Too many requests; retry after the `Retry-After` seconds.',
};

const SET_COOKIE = {
  description:
    "Starts or renews the visitor's session: the HttpOnly `otthon_session` cookie and the readable `XSRF-TOKEN` cookie " +
    '(sent when the request had no valid session, when a login or logout changes it, or when its expiry slides).',
  schema: { type: 'string' },
};

/**
 * A record keyed by a closed list (`z.record(z.enum([...]), …)`) arrives as `propertyNames` with
 * `required` names but no `properties`; tools read that as "required but undefined". The same
 * object written with one property per key says the same and reads cleanly.
 */
function closedRecords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closedRecords);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, closedRecords(item)])) as JsonSchema;
  // zod lists every key of the closed list as required (the list itself may be a reference).
  const keys = node.required;
  if (node.type === 'object' && node.propertyNames && !node.properties && Array.isArray(keys) && typeof node.additionalProperties === 'object') {
    const { propertyNames: _keys, additionalProperties: item, ...rest } = node;
    return { ...rest, properties: Object.fromEntries(keys.map((key) => [String(key), item])), additionalProperties: false };
  }
  return node;
}

/** Where a named schema's reference points before the input and output forms are given their final names. */
const marker = (io: Io, name: string) => `#/$io/${io}/${name}`;

/**
 * Named entities (`.meta({ id })`) become `components.schemas`. zod writes them as `$defs` of each
 * converted schema; they are collected per direction, because a request body's form of an entity
 * (defaults and optional fields) can differ from the answer's. An input form that is the same as the
 * output form shares its name; one that differs is published as `{Name}Input`; one only requests use keeps its name.
 */
export class SchemaRegistry {
  private readonly defs: Record<Io, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };

  /** The JSON Schema of `schema`, its named entities replaced by markers and collected. */
  add(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', target: 'draft-2020-12' }) as JsonSchema;
    delete json.$schema;
    const text = JSON.stringify(json).replace(/"#\/\$defs\/([^"]+)"/g, (_, name: string) => JSON.stringify(marker(io, name)));
    const marked = closedRecords(JSON.parse(text)) as JsonSchema;
    const defs = (marked.$defs ?? {}) as Record<string, JsonSchema>;
    delete marked.$defs;
    for (const [name, def] of Object.entries(defs)) {
      const known = this.defs[io].get(name);
      if (known && JSON.stringify(known) !== JSON.stringify(def)) throw new Error(`Two different schemas are named ${name} (${io}).`);
      this.defs[io].set(name, def);
    }
    return marked;
  }

  /** Final component names, and a function that rewrites every marker of a value into `#/components/schemas/…`. */
  finish(): { schemas: Record<string, JsonSchema>; resolve: <T>(value: T) => T } {
    const sameAsOutput = (name: string, def: JsonSchema) =>
      JSON.stringify(def).replaceAll('#/$io/input/', '#/$io/output/') === JSON.stringify(this.defs.output.get(name));
    // An input form is shared while it equals the output form and every input form it refers to is shared too.
    const shared = new Set([...this.defs.input].filter(([name, def]) => this.defs.output.has(name) && sameAsOutput(name, def)).map(([name]) => name));
    for (let changed = true; changed; ) {
      changed = false;
      for (const name of shared) {
        const refs = [...JSON.stringify(this.defs.input.get(name)).matchAll(/#\/\$io\/input\/([^"]+)/g)].map(([, ref]) => ref!);
        if (refs.some((ref) => !shared.has(ref))) {
          shared.delete(name);
          changed = true;
        }
      }
    }
    const finalName = (io: Io, name: string) => (io === 'output' || shared.has(name) || !this.defs.output.has(name) ? name : `${name}Input`);
    const resolve = <T>(value: T): T =>
      JSON.parse(
        JSON.stringify(value).replace(/"#\/\$io\/(input|output)\/([^"]+)"/g, (_, io: Io, name: string) =>
          JSON.stringify(`#/components/schemas/${finalName(io, name)}`),
        ),
      ) as T;
    const schemas: Record<string, JsonSchema> = {};
    for (const [name, def] of this.defs.output) schemas[name] = resolve(def);
    for (const [name, def] of this.defs.input) if (!shared.has(name)) schemas[finalName('input', name)] = resolve(def);
    const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    return { schemas: sorted, resolve };
  }
}

const pathParams = (endpoint: Endpoint, registry: SchemaRegistry) => {
  const own = endpoint.params ? ((registry.add(endpoint.params, 'input').properties ?? {}) as Record<string, JsonSchema>) : {};
  return [...endpoint.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name = '']) => {
    const description = endpoint.path.includes(`{${name}+}`) ? 'May span several path segments.' : own[name]?.description;
    // An id is an integer in the address too, so a typed client passes a number.
    const declared = own[name];
    const schema =
      declared?.type === 'integer'
        ? {
            type: 'integer',
            ...(declared.exclusiveMinimum === 0 ? { minimum: 1 } : {}),
            ...(declared.maximum !== undefined ? { maximum: declared.maximum } : {}),
          }
        : { type: 'string' };
    return { name, in: 'path', required: true, schema, ...(description ? { description } : {}) };
  });
};

const queryParams = (endpoint: Endpoint, registry: SchemaRegistry) => {
  if (!endpoint.query) return [];
  const schema = registry.add(endpoint.query, 'input');
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, prop]) => ({ name, in: 'query', required: required.has(name), schema: prop }));
};

/**
 * Who may call: a state-changing call needs the session cookie and the `X-XSRF-TOKEN` header
 * echoing it; a customer's call needs a logged-in session; every other call is public (it starts
 * a visitor's session when there is none).
 */
const securityOf = (endpoint: Endpoint) => {
  if (endpoint.csrf) return [{ session: [], xsrf: [] }];
  if (endpoint.auth === 'user') return [{ session: [] }];
  return [];
};

/**
 * The error statuses an operation documents: the table's own, 400 for every call (text no field
 * takes in its address or body, or a body that is not JSON), 419 without the CSRF header.
 */
export const errorStatuses = (endpoint: Endpoint): number[] => [...new Set([400, ...(endpoint.csrf ? [419] : []), ...endpoint.errors])].sort((a, b) => a - b);

/**
 * The OpenAPI 3.1 document of the contract (served at `/api/openapi.json`). The development-only
 * calls (the mailbox) are left out unless `includeDevelopment` asks for them (docs/api.md lists them).
 */
export function buildOpenApiDocument(options: { serverUrl?: string; version?: string; includeDevelopment?: boolean } = {}) {
  const registry = new SchemaRegistry();
  const errorRef = registry.add(errorBodySchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();

  const common = [
    { name: 'Locale', in: 'header', required: false, schema: { type: 'string', enum: ['hu', 'en'], default: 'hu' } },
    { name: 'Currency-Id', in: 'header', required: false, schema: { type: 'string', enum: ['HUF', 'EUR', 'USD'], default: 'HUF' } },
  ];

  for (const [operationId, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    if (endpoint.tag === 'development' && !options.includeDevelopment) continue;
    tags.add(endpoint.tag);
    const path = endpoint.path.replace(/\{(\w+)\+\}/g, '{$1}');
    const parameters: unknown[] = [...pathParams(endpoint, registry), ...queryParams(endpoint, registry), ...common];
    if (endpoint.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'A replay with the same key and body answers the first result (with `Idempotent-Replayed: true`).',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      });
    }

    const status = String(endpoint.status ?? 200);
    const headers: Record<string, unknown> = {
      'Set-Cookie': operationId === 'csrfCookie' ? { ...SET_COOKIE, required: true } : SET_COOKIE,
      ...(status === '303' ? { Location: { description: 'Where the browser goes next.', required: true, schema: { type: 'string' } } } : {}),
      ...(endpoint.idempotent
        ? {
            'Idempotent-Replayed': {
              description: 'Present on a replay of an earlier request with the same `Idempotency-Key`.',
              schema: { type: 'string', const: 'true' },
            },
          }
        : {}),
    };
    const success =
      endpoint.response === null
        ? { description: status === '303' ? 'Redirect.' : 'No content.', headers }
        : endpoint.response === 'html'
          ? { description: 'An HTML page.', headers, content: { 'text/html': { schema: { type: 'string' } } } }
          : endpoint.response === 'image'
            ? { description: 'A WebP image.', headers, content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } } }
            : endpoint.response === 'provider'
              ? {
                  description: "The provider's own JSON, signed in the Signature header.",
                  headers: { ...headers, Signature: { description: 'base64 HMAC of the body with the merchant key.', schema: { type: 'string' } } },
                  content: { 'application/json': { schema: { type: 'object' } } },
                }
              : {
                  description: 'OK',
                  headers,
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        required: ['data'],
                        properties: { data: registry.add(endpoint.response, 'output') },
                        additionalProperties: false,
                      },
                    },
                  },
                };
    const responses: Record<string, unknown> = { [status]: success };
    for (const code of errorStatuses(endpoint)) {
      responses[String(code)] = {
        description: STATUS_TEXT[code] ?? 'Error.',
        ...(code === 429
          ? {
              headers: {
                'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
              },
            }
          : {}),
        content: { 'application/json': { schema: errorRef } },
      };
    }

    const operation: Record<string, unknown> = {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters,
      security: securityOf(endpoint),
      responses,
      ...(endpoint.notes ? { description: endpoint.notes.join('\n\n') } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: registry.add(endpoint.body, 'input') } },
      };
    }
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
    if (endpoint.deleteAlias) {
      (paths[`${path}/delete`] ??= {}).post = { ...operation, operationId: `${operationId}ViaPost`, summary: `${endpoint.summary} (POST alias of DELETE)` };
    }
  }

  const { schemas, resolve } = registry.finish();
  return resolve({
    openapi: '3.1.0',
    info: {
      title: 'Otthon shop API',
      version: options.version ?? '1.0.0',
      description:
        'The /api contract of the Otthon storefront. Successful answers are `{ "data": … }`; errors are `{ "message", "errors"? }`. ' +
        'Every request sends `Accept: application/json`, `Locale` and `Currency-Id`; state-changing requests send `X-XSRF-TOKEN`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: [...tags].map((name) => ({ name, description: TAG_DESCRIPTIONS[name as Endpoint['tag']] })),
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'otthon_session',
          description: 'The HttpOnly session cookie set by `GET /sanctum/csrf-cookie` (or any first answer).',
        },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'The URL-decoded `XSRF-TOKEN` cookie of the same session; without it (or with another value) the answer is 419.',
        },
      },
    },
    paths,
  });
}

const TAG_DESCRIPTIONS: Record<Endpoint['tag'], string> = {
  app: 'Session, CSRF cookie, start-up data and reference lists.',
  catalog: 'Categories, brands, products, search and images.',
  content: 'Blog, CMS pages and the showroom.',
  cart: 'The cart, its customer data and methods, and favourites.',
  checkout: 'Orders, quote requests (offers) and payment restarts.',
  payment: 'The simulated card gateway.',
  auth: 'Login, logout, registration, activation and password reset.',
  account: "The logged-in customer's account.",
  forms: 'Contact, project contact and newsletter forms.',
  development: 'Development-only helpers (not in the public document).',
};
