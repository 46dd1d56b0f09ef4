import { buildOpenApiDocument, ShopRefusal, ThrottledRefusal } from 'otthon/contract';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE } from './domain.js';
import { handlers } from './handlers.js';
import { HttpError, refusalBody } from './application/errors.js';
import { fieldErrors, validationError } from './application/validation.js';
import { corsHeaders } from './http/cors.js';
import { allowedMethods, registerEndpoints } from './http/router.js';
import { t } from './messages/index.js';
import type { AppState } from './options.js';

const MAX_BODY_KIB = 256;
const MAX_BODY_BYTES = MAX_BODY_KIB * 1024;
/** A year: browsers then reach the shop only over https (sent only by a shop whose origin is https). */
const HSTS = 'max-age=31536000';

function localeOf(c: Context) {
  const locale = c.req.header('locale')?.trim().toLowerCase();
  return locale === 'en' || locale === 'hu' ? locale : DEFAULT_LOCALE;
}

/**
 * An error as the contract's JSON body. Built on the context, so it carries the headers prepared
 * for this answer (security, CORS, cookies); never stored by caches.
 */
function errorResponse(c: Context, error: ShopRefusal): Response {
  // 419 is Laravel's, not in Hono's list of statuses.
  return c.body(JSON.stringify(refusalBody(error)), error.status as ContentfulStatusCode, {
    ...(error instanceof HttpError ? error.headers : {}),
    ...(error instanceof ThrottledRefusal ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}

/** Sent with every answer; a page or image with its own policy keeps it (see `http/router.ts`). */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * The API as a Hono app: every call of the contract (`/api/*`, `/sanctum/csrf-cookie`, rendered
 * images included), the OpenAPI document, and JSON errors for everything that goes wrong — malformed
 * JSON is 400, wrong types 422, unknown addresses 404, never a 500 for bad input.
 */
export function buildApp(state: AppState): Hono {
  const app = new Hono();
  const openApi = JSON.stringify(buildOpenApiDocument());

  // Every header is prepared before the handler runs: changing an answer's headers afterwards
  // makes the Node adapter rebuild the finished Response and stream its body (a sixth of the CPU
  // a cart answer took).
  const securityHeaders = state.publicOrigins.some((origin) => origin.startsWith('https:'))
    ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS }
    : SECURITY_HEADERS;
  app.use('*', async (c, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    await next();
  });
  // A front end on another of the shop's origins (e.g. another port in development) may call with cookies.
  const cors = corsHeaders(state.publicOrigins);
  app.use('/api/*', cors);
  app.use('/sanctum/*', cors);
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body is not read, so the connection cannot carry another request: the
    // answer says so, and a keep-alive client opens a new one instead of failing on this one.
    onError: (c) =>
      c.json({ message: t(localeOf(c), 'error.body_too_large', { max: MAX_BODY_KIB }) }, 413, {
        Connection: 'close',
        'Cache-Control': 'no-store',
      }),
  });
  // Reads carry no body; checking one would build the whole Request object for nothing.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next)));

  registerEndpoints(app, state, handlers);

  app.get('/api/openapi.json', (c) => c.body(openApi, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' }));

  const notFound = (c: Context) => {
    const locale = localeOf(c);
    const methods = allowedMethods(c.req.path);
    if (methods.length) {
      return c.json({ message: t(locale, 'error.method_not_allowed', { method: c.req.method }) }, 405, { Allow: methods.join(', ') });
    }
    return c.json({ message: t(locale, 'error.route_not_found') }, 404);
  };
  app.all('/api/*', notFound);
  app.all('/sanctum/*', notFound);

  app.onError((error, c) => {
    if (error instanceof ShopRefusal) return errorResponse(c, error);
    const locale = localeOf(c);
    if (error instanceof ZodError) return errorResponse(c, validationError(locale, fieldErrors(locale, error.issues)));
    if (error instanceof SyntaxError) return errorResponse(c, new HttpError(400, t(locale, 'request.malformed_json')));
    console.error(`[api] ${c.req.method} ${c.req.path}:`, error);
    return errorResponse(c, new HttpError(500, t(locale, 'request.server_error')));
  });
  app.notFound((c) => c.json({ message: t(localeOf(c), 'error.route_not_found') }, 404));
  return app;
}
