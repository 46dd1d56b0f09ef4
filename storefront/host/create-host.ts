import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { contentSecurityPolicy, createNonce, documentSecurityHeaders, fileSecurityHeaders, transportSecurityHeaders } from './security-headers.js';
import {
  isShareableAnswer,
  isSharedPagePath,
  isSharedPageRequest,
  PAGE_VARY,
  PageCache,
  pageBody,
  pageCacheKey,
  SHARED_PAGE_CACHE_CONTROL,
  withoutCookies,
} from './page-cache.js';
import { RenderBusy, RenderGate, type RenderGateOptions, releasedAfterBody } from './render-gate.js';
import { createShopContext, type InProcessApi, pagePathname } from './shop-context.js';
import { isUnreadableAddress, unreadableAddressRequest } from './unreadable-address.js';

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
  /**
   * The in-process copy of the pages every cookie-less visitor shares (see page-cache.ts); `false`
   * renders every request. @default a new PageCache in production, none in development
   */
  pageCache?: PageCache | false;
  /**
   * Page renders at a time, how many may wait and how long API calls go first (see
   * render-gate.ts); `false` renders every request at once. @default RENDER_CONCURRENCY renders
   * (1 when unset; 0 for no gate), up to 64 waiting for at most 20 s each, API calls first for 250 ms
   */
  renderGate?: Partial<RenderGateOptions> | false;
}

/**
 * Page renders at a time unless told otherwise. With the API in this process a render keeps the
 * one thread busy from start to end, so a second one at once only lengthens both (measured:
 * `.ci/bench/fair-load.mjs`, docs/benchmarks.md); a shop whose API is another server waits on the
 * network instead and is given more (storefront/host/main.ts).
 */
const DEFAULT_RENDER_CONCURRENCY = 1;
/** The longest a render keeps its turn while its answer is being sent. */
const MAX_RENDER_HOLD_MS = 30_000;

function renderGateOf(option: HostOptions['renderGate']): RenderGate | null {
  if (option === false) return null;
  const fromEnv = process.env.RENDER_CONCURRENCY === undefined || process.env.RENDER_CONCURRENCY === '' ? undefined : Number(process.env.RENDER_CONCURRENCY);
  const concurrency = option?.concurrency ?? fromEnv ?? DEFAULT_RENDER_CONCURRENCY;
  if (!Number.isFinite(concurrency) || concurrency <= 0) return null;
  return new RenderGate({ concurrency, maxQueue: option?.maxQueue ?? 64, maxWaitMs: option?.maxWaitMs ?? 20_000, apiFirstMs: option?.apiFirstMs ?? 250 });
}

/** A browser's form post (not React Router's own data request) to a page of the shop. */
function isFormPostToPage(request: Request): boolean {
  if (request.method !== 'POST') return false;
  if (new URL(request.url).pathname.endsWith('.data')) return false;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
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

  const gate = renderGateOf(options.renderGate);
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, async (c) => {
      // The gate lets a shopper's call go before pages waiting to be rendered.
      const done = gate?.apiCall();
      try {
        return await options.api.fetch(c.req.raw, c.env);
      } finally {
        done?.();
      }
    });
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

  const pageCache = options.pageCache ?? (development ? false : new PageCache());

  /** Renders one request with the shop's load context; a shared render sees no cookies and sets none. */
  const render = async (request: Request, c: Context, nonce: string, shared: boolean, unreadablePath: string | null = null) => {
    if (!gate) return renderNow(request, c, nonce, shared, unreadablePath);
    const entered = await gate.enter();
    // An answer nobody reads to the end (a caller of `app.fetch` that drops it) gives the turn back anyway.
    const stuck = setTimeout(() => entered(), MAX_RENDER_HOLD_MS);
    stuck.unref?.();
    const release = () => {
      clearTimeout(stuck);
      entered();
    };
    try {
      const response = await renderNow(request, c, nonce, shared, unreadablePath);
      // A HEAD answer's body is never sent.
      if (request.method === 'HEAD') {
        release();
        return response;
      }
      return releasedAfterBody(response, release);
    } catch (error) {
      release();
      throw error;
    }
  };

  const renderNow = async (request: Request, c: Context, nonce: string, shared: boolean, unreadablePath: string | null) => {
    const build = await getBuild();
    const { context, bootstrapCookies } = await createShopContext(request, {
      api: options.api,
      origin: originOf(c),
      nonce,
      buildVersion: build.assets.version,
      env: c.env,
      sharedPage: shared,
      unreadablePath,
    });
    const rendered = await handleRequest(request, context);
    const response = new Response(rendered.body, rendered);
    for (const line of bootstrapCookies) response.headers.append('Set-Cookie', line);
    return response;
  };

  /**
   * A page every cookie-less visitor shares (page-cache.ts): from the in-process copy when there is
   * a fresh one, else rendered without cookies. Only an answer page-cache.ts calls shareable is
   * shared: `Set-Cookie` removed (the browser asks for its XSRF token itself, and its session is
   * stored with its first change), cacheable by shared caches, and kept in memory with the nonce
   * it was rendered with, which each later answer replaces with its own.
   */
  const sharedPage = async (c: Context, nonce: string): Promise<Response> => {
    const key = pageCacheKey(c.req.raw);
    const cached = pageCache ? pageCache.get(key) : undefined;
    if (cached && pageCache) {
      const response = new Response(c.req.method === 'HEAD' ? null : pageBody(cached, nonce), {
        status: cached.status,
        headers: cached.headers,
      });
      response.headers.set('Age', String(pageCache.ageOf(cached)));
      return response;
    }
    const response = await render(withoutCookies(c.req.raw), c, nonce, true);
    if (!isShareableAnswer(response)) return response;
    const body = await response.text();
    const headers = new Headers(response.headers);
    headers.delete('Set-Cookie');
    headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    headers.set('Vary', PAGE_VARY);
    if (pageCache && c.req.method === 'GET') pageCache.set(key, { status: 200, headers: [...headers], body, nonce });
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };

  app.all('*', async (c: Context) => {
    // A form sent before the page's scripts ran (a slow phone) posts to the page's own address
    // (every form has method="post", so nothing typed lands in the address bar or a log). The shop's
    // pages take no form posts: the answer sends the browser back to the page, the body unread.
    // The router's route discovery for an unreadable address (the 404 page hydrating at it) finds
    // no routes; asked of the router itself, it would log the address as undecodable.
    if (c.req.path === '/__manifest' && (c.req.query('paths') ?? '').split(',').some((path) => isUnreadableAddress(new URL(path, c.req.url).href))) {
      return c.json({}, 200, { 'Cache-Control': 'no-store' });
    }
    if (isFormPostToPage(c.req.raw)) {
      fileHeaders(c);
      return c.body(null, 303, { Location: `${c.req.path}${new URL(c.req.url).search}`, 'Cache-Control': 'no-store' });
    }
    const nonce = createNonce();
    try {
      // Broken percent-encoding or a NUL in the path or query names no page: the shop's 404 page in
      // the address's language, shared like any anonymous page (no session, no cookies read).
      if (isUnreadableAddress(c.req.url)) {
        const response = await render(unreadableAddressRequest(c.req.raw), c, nonce, true, pagePathname(new URL(c.req.url).pathname));
        withDocumentHeaders(response, nonce, development, originOf(c));
        return response;
      }
      const response = isSharedPageRequest(c.req.raw) ? await sharedPage(c, nonce) : await render(c.req.raw, c, nonce, false);
      // A shared screen asked for with cookies is the visitor's own: a shared cache keeps it apart
      // from the anonymous copy of the same address and does not store it, the answer being private.
      if (isSharedPagePath(c.req.path)) response.headers.set('Vary', PAGE_VARY);
      withDocumentHeaders(response, nonce, development, originOf(c));
      return response;
    } catch (error) {
      // Too many pages at once: the shop stays up for those it is serving, this one asks again soon.
      if (error instanceof RenderBusy) {
        fileHeaders(c);
        return c.text('Service Unavailable', 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
      }
      logError(`The shop could not answer ${c.req.method} ${c.req.path}:`, error);
      fileHeaders(c);
      return c.text('Service Unavailable', 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' });
    }
  });

  return app;
}
