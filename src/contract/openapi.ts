import { z } from 'zod';
import { errorBodySchema } from './common.js';
import { type Endpoint, endpoints } from './endpoints.js';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request (e.g. invalid JSON).',
  401: 'Not logged in.',
  403: 'Forbidden.',
  404: 'Not found.',
  409: 'Conflict with the current state (e.g. out of stock, already paid).',
  419: 'CSRF token mismatch.',
  422: 'Validation failed; `errors` holds the messages per field.',
  429: 'Too many requests; retry after the `Retry-After` seconds.',
};

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** Named entities (`.meta({ id })`) arrive as `$defs`; this lifts them into `components.schemas` (OpenAPI 3.1 is JSON Schema 2020-12) and leaves `$ref`s behind. */

const hoist = (schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema => {
  const defs = schema.$defs as Record<string, JsonSchema> | undefined;
  if (defs) {
    for (const [name, def] of Object.entries(defs)) components[name] ??= def;
    delete schema.$defs;
  }
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
};

const pathParams = (endpoint: Endpoint) => {
  const own = endpoint.params ? ((toSchema(endpoint.params, 'input').properties ?? {}) as Record<string, JsonSchema>) : {};
  return [...endpoint.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name = '']) => {
    const description = endpoint.path.includes(`{${name}+}`) ? 'May span several path segments.' : own[name]?.description;
    return { name, in: 'path', required: true, schema: { type: 'string' }, ...(description ? { description } : {}) };
  });
};

const queryParams = (endpoint: Endpoint, components: Record<string, JsonSchema>) => {
  if (!endpoint.query) return [];
  const schema = hoist(toSchema(endpoint.query, 'input'), components);
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, prop]) => ({ name, in: 'query', required: required.has(name), schema: prop }));
};

/** The OpenAPI 3.1 document of the whole contract (served at `/api/openapi.json`). */
export function buildOpenApiDocument(options: { serverUrl?: string; version?: string } = {}) {
  const components: Record<string, JsonSchema> = { Error: hoist(toSchema(errorBodySchema, 'output'), {}) };
  const paths: Record<string, Record<string, unknown>> = {};

  const common = [
    { name: 'Locale', in: 'header', required: false, schema: { type: 'string', enum: ['hu', 'en'], default: 'hu' } },
    { name: 'Currency-Id', in: 'header', required: false, schema: { type: 'string', enum: ['HUF', 'EUR', 'USD'], default: 'HUF' } },
  ];

  for (const [operationId, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = endpoint.path.replace(/\{(\w+)\+\}/g, '{$1}');
    const parameters: unknown[] = [...pathParams(endpoint), ...queryParams(endpoint, components), ...common];
    if (endpoint.csrf) parameters.push({ name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' }, description: 'The URL-decoded XSRF-TOKEN cookie.' });
    if (endpoint.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } });

    const status = String(endpoint.status ?? 200);
    const success =
      endpoint.response === null
        ? { description: status === '303' ? 'Redirect.' : 'No content.' }
        : endpoint.response === 'html'
          ? { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } }
          : endpoint.response === 'image'
            ? { description: 'A WebP image.', content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } } }
            : {
                description: 'OK',
                content: {
                  'application/json': {
                    schema: { type: 'object', required: ['data'], properties: { data: hoist(toSchema(endpoint.response, 'output'), components) } },
                  },
                },
              };
    const errorStatuses = [...new Set([...(endpoint.csrf ? [419] : []), 429, ...(endpoint.body ? [400] : []), ...endpoint.errors])].sort();
    const responses: Record<string, unknown> = { [status]: success };
    for (const code of errorStatuses) {
      responses[String(code)] = {
        description: STATUS_TEXT[code] ?? 'Error.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }

    const operation: Record<string, unknown> = {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters,
      responses,
      ...(endpoint.notes ? { description: endpoint.notes.join('\n\n') } : {}),
      ...(endpoint.auth === 'user' ? { security: [{ session: [] }] } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: hoist(toSchema(endpoint.body, 'input'), components) } },
      };
    }
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
    if (endpoint.deleteAlias) {
      (paths[`${path}/delete`] ??= {}).post = { ...operation, operationId: `${operationId}ViaPost`, summary: `${endpoint.summary} (POST alias of DELETE)` };
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Otthon shop API',
      version: options.version ?? '1.0.0',
      description:
        'The /api contract of the Otthon storefront. Successful answers are `{ "data": … }`; errors are `{ "message", "errors"? }`. ' +
        'Every request sends `Accept: application/json`, `Locale` and `Currency-Id`; state-changing requests send `X-XSRF-TOKEN`.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    components: {
      schemas: components,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'otthon_session' } },
    },
    paths,
  };
}
