import type { Endpoint } from './endpoints.js';
import { endpoints } from './endpoints.js';
import { buildOpenApiDocument } from './openapi.js';

type Json = Record<string, unknown>;

const anchor = (name: string) => name.toLowerCase();

/** A JSON Schema as a short TypeScript-like type, linking named entities. */
function typeOf(schema: Json | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return `[${name}](#${anchor(name)})`;
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (union) return union.map((s) => typeOf(s, depth)).join(' \\| ');
  switch (schema.type) {
    case 'array':
      return `${typeOf(schema.items as Json, depth)}[]`;
    case 'integer':
      return 'integer';
    case 'null':
      return 'null';
    case 'object': {
      const props = schema.properties as Record<string, Json> | undefined;
      if (!props) {
        const extra = schema.additionalProperties as Json | undefined;
        return extra && typeof extra === 'object' ? `Record<string, ${typeOf(extra, depth)}>` : 'object';
      }
      if (depth > 1) return 'object';
      const required = new Set((schema.required as string[] | undefined) ?? []);
      return `{ ${Object.entries(props)
        .map(([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${typeOf(v, depth + 1)}`)
        .join('; ')} }`;
    }
    default:
      return typeof schema.type === 'string' ? schema.type : 'any';
  }
}

function constraints(schema: Json): string {
  const out: string[] = [];
  const pairs: [string, string][] = [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['maxItems', 'max items'],
    ['format', 'format'],
    ['pattern', 'pattern'],
    ['default', 'default'],
  ];
  for (const [key, label] of pairs) {
    if (schema[key] !== undefined) out.push(`${label} \`${typeof schema[key] === 'string' ? schema[key] : JSON.stringify(schema[key])}\``);
  }
  if (typeof schema.description === 'string') out.unshift(schema.description);
  return out.join('; ');
}

function fieldTable(schema: Json): string[] {
  const props = schema.properties as Record<string, Json> | undefined;
  if (!props) return [`Type: ${typeOf(schema)}`, ''];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return [
    '| field | type | required | notes |',
    '|---|---|---|---|',
    ...Object.entries(props).map(
      ([name, prop]) => `| \`${name}\` | ${typeOf(prop)} | ${required.has(name) ? 'yes' : 'no'} | ${constraints(prop).replaceAll('|', '\\|')} |`,
    ),
    '',
  ];
}

const TAG_TITLES: Record<Endpoint['tag'], string> = {
  app: 'Application',
  catalog: 'Catalogue',
  content: 'Content',
  cart: 'Cart and favourites',
  checkout: 'Checkout, orders and offers',
  payment: 'Payment gateway (simulated)',
  auth: 'Authentication',
  account: 'Account',
  forms: 'Forms',
  development: 'Development',
};

/** `docs/api.md`: the contract written up for a backend team, generated from the endpoint table. */
export function buildApiMarkdown(): string {
  const doc = buildOpenApiDocument({ includeDevelopment: true });
  const lines: string[] = [
    '# Otthon /api contract',
    '',
    '<!-- Generated from src/contract by `npm run docs:api`; a test fails when it is out of date. -->',
    '',
    'The calls the Otthon storefront makes, completed where the spec says "not shown". The zod',
    'schemas in `src/contract` are the single source of truth; the OpenAPI 3.1 document is served at',
    '`/api/openapi.json`.',
    '',
    '## Conventions',
    '',
    '- **Requests** carry cookies (credentials included) and `Accept: application/json`, `Locale: hu|en`',
    '  (default `hu`) and `Currency-Id: HUF|EUR|USD` (from the `currency_id` cookie, default `HUF`). Texts',
    '  come back in the `Locale` language and every price in the `Currency-Id` currency.',
    '- **Sessions and CSRF** follow Laravel Sanctum: `GET /sanctum/csrf-cookie` sets a readable `XSRF-TOKEN`',
    '  cookie. Every state-changing request (marked CSRF below) echoes the URL-decoded cookie as',
    '  `X-XSRF-TOKEN`; a mismatch answers **419** `{"message":"CSRF token mismatch."}`. A client refreshes',
    '  the cookie once and retries once. The HttpOnly, SameSite=Lax session cookie `otthon_session` comes',
    "  with the visitor's first change (cart, favourites, login, a form), when the session is stored:",
    '  reading pages and calling `csrf-cookie` store nothing.',
    '- **Answers** are `{ "data": … }`. Pages of a list are `{ "data": { "items": [...], "meta": { current_page,',
    '  per_page, total, last_page, from, to } } }`. A client unwraps `data.data` → `data` → the whole body.',
    '- **Errors** are `{ "message": "…", "errors"?: { "field": ["…"] } }` with 400 (any call: a NUL character or a',
    '  lone surrogate in the address or the body, or a body that is not JSON), 401 (not',
    '  logged in), 403, 404, 409 (conflicts with the current state), 419 (CSRF), 422 (validation, with',
    '  `errors` per field, nested fields dotted: `invoice_data.tax_number`) and 429 (rate limit, with',
    '  `Retry-After`). Messages follow `Locale`. No input gives a 5xx.',
    '- **Deletes**: `DELETE /api/x` and `POST /api/x/delete` are the same call (the client uses the latter).',
    '- **Idempotency**: calls marked idempotent honour `Idempotency-Key`; a replay with the same body answers',
    '  the first result, the same key with a different body is 422.',
    '- **Money** amounts are numbers in the request currency: HUF in whole forints, EUR and USD with 2',
    '  decimals. Every price has `_net` and `_gross` forms (VAT 27 %).',
    '- **Images** (`Image.src`, [`GET /api/media/{file}`](#get-apimediafile)) take `w` (320, 640, 768, 1024,',
    '  1280, 1536; default 640), `dpr` (1, 2) and `q` (30–100, default 80) and answer `image/webp`.',
    '',
    '## Calls',
    '',
  ];

  const byTag = new Map<Endpoint['tag'], [string, Endpoint][]>();
  for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    byTag.set(endpoint.tag, [...(byTag.get(endpoint.tag) ?? []), [id, endpoint]]);
  }
  for (const [tag, list] of byTag) {
    lines.push(`### ${TAG_TITLES[tag]}`, '');
    for (const [id, endpoint] of list) {
      const path = endpoint.path.replace(/\{(\w+)\+\}/g, '{$1}');
      const op = (doc.paths[path] as Record<string, Json>)[endpoint.method.toLowerCase()] as Json;
      lines.push(`#### \`${endpoint.method} ${endpoint.path}\``, '');
      lines.push(`${endpoint.summary} (\`${id}\`, ${endpoint.source})`, '');
      const flags = [
        endpoint.csrf ? 'CSRF' : null,
        endpoint.auth === 'user' ? 'logged-in customer' : null,
        endpoint.idempotent ? 'idempotent (`Idempotency-Key`)' : null,
        endpoint.deleteAlias ? `also \`POST ${endpoint.path}/delete\`` : null,
      ].filter(Boolean);
      if (flags.length) lines.push(`- Requires: ${flags.join(', ')}`);
      const params = (op.parameters as Json[]).filter((p) => p.in === 'path' || p.in === 'query');
      for (const p of params) {
        const schema = p.schema as Json;
        const note = [p.description ?? schema.description, schema.default !== undefined ? `default \`${JSON.stringify(schema.default)}\`` : null]
          .filter(Boolean)
          .join('; ');
        lines.push(`- ${p.in} \`${p.name}\`${p.required ? '' : ' (optional)'}: ${typeOf(schema)}${note ? ` — ${note}` : ''}`);
      }
      const body = (op.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined;
      if (body) lines.push(`- Body: ${typeOf(body['application/json']?.schema)}`);
      const responses = op.responses as Record<string, Json>;
      const [okStatus, ok] = Object.entries(responses)[0] as [string, Json];
      const okContent = ok.content as Record<string, { schema: Json }> | undefined;
      const okSchema = okContent?.['application/json']?.schema?.properties as Record<string, Json> | undefined;
      const okType = Object.keys(okContent ?? {})[0];
      const description = String(ok.description);
      const okText = okSchema ? `\`data\`: ${typeOf(okSchema.data)}` : okType ? `${description.replace(/\.$/, '')} (\`${okType}\`).` : description;
      lines.push(`- ${okStatus}: ${okText}`);
      const errors = Object.keys(responses).filter((s) => s !== okStatus);
      if (errors.length) lines.push(`- Errors: ${errors.join(', ')}`);
      for (const note of endpoint.notes ?? []) lines.push(`- Note: ${note}`);
      lines.push('');
    }
  }

  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(doc.components.schemas).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`### ${name}`, '');
    if (typeof schema.description === 'string') lines.push(schema.description, '');
    lines.push(...fieldTable(schema));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
