import { endpoints, isFormBody, parseJsonBody, pathParamsOf, queryParams, refusal, runEndpointChecks, type Endpoint, type EndpointId } from 'otthon/contract';
import type { Context, Hono } from 'hono';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import type { Handlers } from '../application/handlers.js';
import type { AppState } from '../options.js';
import { HttpRequestContext } from './context.js';
import { verifyCsrf } from './session.js';

/** Answers about one visitor are never stored by caches (cart, favourites, user, account, orders, …). */
const PUBLIC_TAGS = new Set<Endpoint['tag']>(['catalog', 'content']);
const PUBLIC_IDS = new Set<EndpointId>(['init', 'currencies', 'countries', 'cities', 'pickupPoints']);

export function isPersonal(id: EndpointId): boolean {
  const endpoint: Endpoint = endpoints[id];
  return !(PUBLIC_TAGS.has(endpoint.tag) || PUBLIC_IDS.has(id));
}

/** `{id}` → `:id`, `{slug+}` → `:slug{.+}` (several segments). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\+\}/g, ':$1{.+}').replace(/\{(\w+)\}/g, ':$1');
}

function queryObject(ctx: HttpRequestContext): Record<string, string | string[]> {
  return queryParams(new URL(ctx.c.req.url).searchParams);
}

/**
 * The body through Hono's reader, which keeps what it read (a provider's notice reads the raw text
 * again to check its signature); the contract decides what a form or JSON body is and refuses one
 * it cannot read.
 */
async function readBody(ctx: HttpRequestContext): Promise<unknown> {
  const { c } = ctx;
  if (!isFormBody(c.req.header('content-type'))) return parseJsonBody(await c.req.text(), ctx.locale);
  try {
    return await c.req.parseBody();
  } catch {
    // A multipart body without its boundary, or with a broken one.
    throw refusal(ctx.locale, 400, 'request.malformed_form');
  }
}

/**
 * Registers every call of the contract's endpoint table: the same checks for all, in the order the
 * contract's request pipeline runs them (`runEndpointChecks` of `otthon/contract`, which the mock
 * shop runs too: CSRF 419 → login 401 → path 404 → query and body 400/422 → `Idempotency-Key`
 * 422), `{ data }` answers with the table's status, and the `POST …/delete` alias where the
 * table asks for it (requirements §7).
 */
export function registerEndpoints(app: Hono, state: AppState, handlers: Handlers): void {
  for (const id of Object.keys(endpoints) as EndpointId[]) {
    const endpoint: Endpoint = endpoints[id];
    const handler = handlers[id] as unknown as (ctx: RequestContext, input: unknown) => Promise<unknown>;
    const personal = isPersonal(id);

    const run = async (c: Context) => {
      const ctx = new HttpRequestContext(c, state);
      c.set('requestContext' as never, ctx as never);
      c.header('Cache-Control', personal ? 'no-store' : 'public, max-age=60');
      c.header('Vary', personal ? 'Locale, Currency-Id, Cookie' : 'Locale, Currency-Id', { append: true });
      const checked = await runEndpointChecks(endpoint, {
        locale: ctx.locale,
        csrfValid: async () => {
          try {
            await verifyCsrf(ctx);
            return true;
          } catch (error) {
            if (error instanceof HttpError && error.status === 419) return false;
            throw error;
          }
        },
        loggedIn: async () => (await ctx.user()) !== null,
        params: () => c.req.param(),
        query: () => queryObject(ctx),
        body: () => readBody(ctx),
        idempotencyKey: () => c.req.header('idempotency-key') ?? null,
      });
      if (!checked.ok) throw new HttpError(checked.failure.status, checked.failure.message, checked.failure.errors);
      const { params, query, body } = checked.input;

      const result = await handler(ctx, { params, query, body });
      if (result instanceof Response) {
        // Hono lays the headers prepared so far (security, CORS, cookies, caching) over a handler's
        // own Response once the context holds one; an image or page that says how to cache it or
        // brings its own content policy keeps that.
        const prepared = c.res.headers;
        for (const name of ['Cache-Control', 'Content-Security-Policy']) if (result.headers.has(name)) prepared.delete(name);
        return result;
      }
      if (endpoint.response === null || typeof endpoint.response === 'string') return c.body(null, (endpoint.status ?? 204) as 204);
      if (state.validateResponses) {
        const check = endpoint.response.safeParse(result);
        if (!check.success) {
          throw new Error(`${id}: the answer breaks its contract schema: ${JSON.stringify(check.error.issues.slice(0, 5))}`);
        }
      }
      return c.json({ data: result }, (endpoint.status ?? 200) as 200);
    };

    const path = honoPath(endpoint.path);
    app.on(endpoint.method, path, run);
    if (endpoint.deleteAlias) app.post(`${path}/delete`, run);
  }
}

/** The methods the contract has for an address, to tell "wrong method" (405) from "no such address" (404). */
export function allowedMethods(path: string): string[] {
  const methods = new Set<string>();
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    if (pathParamsOf(endpoint.path, path)) methods.add(endpoint.method);
    if (endpoint.deleteAlias && pathParamsOf(`${endpoint.path}/delete`, path)) methods.add('POST');
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}
