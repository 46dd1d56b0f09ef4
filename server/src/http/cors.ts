import type { MiddlewareHandler } from 'hono';

const ALLOW_HEADERS = ['Accept', 'Content-Type', 'Locale', 'Currency-Id', 'X-XSRF-TOKEN', 'X-CSRF-TOKEN', 'Idempotency-Key'].join(',');
const ALLOW_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].join(',');
const EXPOSE_HEADERS = ['Retry-After', 'Idempotent-Replayed'].join(',');
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the shop's own origins, with cookies: a front end on another of them (another port in
 * development, say) may call the API; no other origin may read an answer.
 *
 * Every header is prepared before the handler runs (Hono's own middleware adds `Vary` after it,
 * which makes the Node adapter rebuild the finished answer — see `app.ts`). The router appends
 * its own `Vary` values to the `Origin` set here.
 */
export function corsHeaders(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origins.includes(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      return c.body(null, 204);
    }
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    await next();
  };
}
