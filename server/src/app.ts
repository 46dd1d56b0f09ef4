import { buildOpenApiDocument } from 'otthon/contract';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE } from './domain.js';
import { handlers } from './handlers.js';
import { HttpError } from './http/errors.js';
import { allowedMethods, registerEndpoints } from './http/router.js';
import { fieldErrors, validationError } from './http/validation.js';
import { t } from './messages/index.js';
import type { AppState } from './options.js';

const MAX_BODY_BYTES = 256 * 1024;

function localeOf(c: Context) {
  const locale = c.req.header('locale')?.trim().toLowerCase();
  return locale === 'en' || locale === 'hu' ? locale : DEFAULT_LOCALE;
}

function errorResponse(error: HttpError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...error.headers },
  });
}

/**
 * The API as a Hono app: every call of the contract (`/api/*`, `/sanctum/csrf-cookie`, rendered
 * images included), the OpenAPI document, and JSON errors for everything that goes wrong — malformed
 * JSON is 400, wrong types 422, unknown addresses 404, never a 500 for bad input.
 */
export function buildApp(state: AppState): Hono {
  const app = new Hono();
  const openApi = JSON.stringify(buildOpenApiDocument());

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.res.headers.set('X-Frame-Options', 'DENY');
  });
  // A front end on another of the shop's origins (e.g. another port in development) may call with cookies.
  const allowOrigin = (origin: string) => (state.publicOrigins.includes(origin) ? origin : null);
  const corsOptions = {
    origin: allowOrigin,
    credentials: true,
    allowHeaders: ['Accept', 'Content-Type', 'Locale', 'Currency-Id', 'X-XSRF-TOKEN', 'X-CSRF-TOKEN', 'Idempotency-Key'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  };
  app.use('/api/*', cors(corsOptions));
  app.use('/sanctum/*', cors(corsOptions));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: t(localeOf(c), 'validation.invalid') }, 413),
    }),
  );

  registerEndpoints(app, state, handlers);

  app.get('/api/openapi.json', (c) =>
    c.body(openApi, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
  );

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
    if (error instanceof HttpError) return errorResponse(error);
    const locale = localeOf(c);
    if (error instanceof ZodError) return errorResponse(validationError(locale, fieldErrors(locale, error.issues)));
    if (error instanceof SyntaxError) return errorResponse(new HttpError(400, t(locale, 'error.malformed_json')));
    console.error(`[api] ${c.req.method} ${c.req.path}:`, error);
    return errorResponse(new HttpError(500, t(locale, 'error.server')));
  });
  app.notFound((c) => c.json({ message: t(localeOf(c), 'error.route_not_found') }, 404));
  return app;
}
