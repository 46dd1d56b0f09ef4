import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  contentSecurityPolicy,
  createNonce,
  documentSecurityHeaders,
  fileSecurityHeaders,
  transportSecurityHeaders,
} from './security-headers.js';
import { createShopContext, type InProcessApi } from './shop-context.js';

export interface HostOptions {
  /** The reference API, mounted in-process at `/api/*` and `/sanctum/*`. */
  api: InProcessApi;
  /** The React Router server build, or (development) a function giving the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** `production` serves the built client files from `clientDir`; `development` leaves files to Vite. */
  mode: 'production' | 'development';
  /** The built client folder (`build/client`); production only. */
  clientDir?: string;
  /**
   * The shop's public origin for canonical and `hreflang` addresses. Without it, the origin the
   * request arrived at.
   */
  publicOrigin?: string;
  /** Where unexpected failures are reported. @default console.error */
  logError?: (message: string, error: unknown) => void;
}

/** Paths the reference API answers; everything else is the shop. */
export const API_PREFIXES = ['/api/', '/sanctum/'] as const;

/** The address a client polls to notice a newer deployment (requirements §7 build manifest). */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files at the top of the client folder (favicon and the like), served as they are. */
function topLevelFiles(clientDir: string): Set<string> {
  try {
    return new Set(
      readdirSync(clientDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
  } catch {
    return new Set();
  }
}

function withDocumentHeaders(response: Response, nonce: string, development: boolean, origin: string): void {
  for (const [name, value] of Object.entries(transportSecurityHeaders(origin))) response.headers.set(name, value);
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return;
  response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, { development }));
  for (const [name, value] of Object.entries(documentSecurityHeaders)) response.headers.set(name, value);
}

/**
 * The shop's single origin: the reference API in-process under `/api` and `/sanctum`, the
 * client build's files (hashed assets cached for a year), a build manifest for new-deployment
 * checks, and every other request rendered by React Router with a per-request CSP nonce and an
 * in-process shop API in its load context.
 */
export function createHost(options: HostOptions): Hono {
  const app = new Hono();
  const development = options.mode === 'development';
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const getBuild = typeof options.build === 'function' ? options.build : () => Promise.resolve(options.build as ServerBuild);
  const handleRequest = createRequestHandler(getBuild, options.mode);
  const originOf = (c: Context) => options.publicOrigin ?? new URL(c.req.url).origin;
  /**
   * A file's headers, prepared before it is served: headers set after a static file's body is
   * built do not reach the answer (its `onFound` hook comes too late). `cacheControl` is for a
   * found file; an answer of its own (a missing asset's 404) sets another.
   */
  const fileHeaders = (c: Context, cacheControl?: string) => {
    for (const [name, value] of Object.entries({ ...fileSecurityHeaders, ...transportSecurityHeaders(originOf(c)) })) c.header(name, value);
    if (cacheControl) c.header('Cache-Control', cacheControl);
  };
  const asFile =
    (cacheControl?: string): MiddlewareHandler =>
    async (c, next) => {
      fileHeaders(c, cacheControl);
      await next();
    };

  if (!development) {
    // Pages, their data and the API's JSON go out compressed (text types only, above a threshold).
    app.use('*', compress());
  }

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, (c) => options.api.fetch(c.req.raw, c.env));
  }

  if (!development && options.clientDir) {
    const clientDir = options.clientDir;
    app.use('/assets/*', asFile(IMMUTABLE), serveStatic({ root: clientDir }));
    // A missing hashed file is an old or mistyped address: a plain 404, never the shop's page.
    app.all('/assets/*', (c) => c.text('Not Found', 404, { 'Cache-Control': 'no-store' }));

    const files = topLevelFiles(clientDir);
    app.use('*', async (c, next) => {
      if (!files.has(c.req.path)) return next();
      fileHeaders(c, 'public, max-age=86400');
      return serveStatic({ root: clientDir })(c, next);
    });
  }

  app.get(BUILD_MANIFEST_PATH, asFile(), async (c) => {
    const build = await getBuild();
    return c.json({ version: build.assets.version }, 200, { 'Cache-Control': 'no-store' });
  });

  app.all('*', async (c: Context) => {
    const nonce = createNonce();
    try {
      const build = await getBuild();
      const origin = originOf(c);
      const { context, bootstrapCookies } = await createShopContext(c.req.raw, {
        api: options.api,
        origin,
        nonce,
        buildVersion: build.assets.version,
        env: c.env,
      });
      const rendered = await handleRequest(c.req.raw, context);
      const response = new Response(rendered.body, rendered);
      for (const line of bootstrapCookies) response.headers.append('Set-Cookie', line);
      withDocumentHeaders(response, nonce, development, origin);
      return response;
    } catch (error) {
      logError(`The shop could not answer ${c.req.method} ${c.req.path}:`, error);
      fileHeaders(c);
      return c.text('Service Unavailable', 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' });
    }
  });

  return app;
}
