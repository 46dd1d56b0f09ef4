import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApi, DataFolderError } from 'otthon-server';
import type { ServerBuild } from 'react-router';
import { API_PREFIXES, createHost } from './create-host.js';
import { remoteApi, type ShopApiBackend } from './remote-api.js';

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));
/** Page renders at a time when the API is another server (RENDER_CONCURRENCY overrides it). */
const REMOTE_API_RENDER_CONCURRENCY = 8;
// The same folder react-router.config.ts builds into (STOREFRONT_BUILD_DIR, relative to the storefront).
const buildDir = resolve(storefrontDir, process.env.STOREFRONT_BUILD_DIR ?? 'build');

export interface StartOptions {
  /** @default PORT, else 3000 */
  port?: number;
  /** @default HOST, else 127.0.0.1 */
  host?: string;
  /** @default `development` when NODE_ENV is not `production` */
  mode?: 'production' | 'development';
  /**
   * The shop's canonical origin (canonical and `hreflang` addresses).
   * @default PUBLIC_ORIGIN, else the first of PUBLIC_ORIGINS, else http://{host}:{port}
   */
  publicOrigin?: string;
  /**
   * The embedded database's folder. @default the API's own choice: DATABASE_URL (a PostgreSQL
   * server) when set, else PGLITE_DIR, else server/.data/pglite
   */
  databaseDir?: string;
  /** Where rendered images are kept. @default MEDIA_DIR, else the API's default */
  mediaDir?: string;
  /**
   * Another server that implements the /api contract (docs/api.md), e.g. `https://api.shop.hu`.
   * The shop then proxies `/api/*` and `/sanctum/*` to it (the browser still talks to one origin)
   * and its loaders call it over HTTP instead of opening the reference API in-process.
   * @default API_ORIGIN, else the reference API in-process
   */
  apiOrigin?: string;
}

export interface RunningShop {
  server: Server;
  url: string;
  /** What it runs on, a line each: the database (never its password), the origins, the mailbox. */
  settings: string[];
  close(): Promise<void>;
}

/** PUBLIC_ORIGINS, comma-separated. */
function originsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return (env.PUBLIC_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * Starts the whole shop on one origin in one Node process: the reference API (embedded database
 * by default) and the server-rendered storefront — with Vite and hot reloading in development,
 * over `build/` in production.
 */
export async function startShop(options: StartOptions = {}): Promise<RunningShop> {
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const mode = options.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const origins = originsFromEnv(process.env);
  const publicOrigin = options.publicOrigin ?? (process.env.PUBLIC_ORIGIN || origins[0] || `http://${host}:${port}`);
  // Which database is the API's decision (DATABASE_URL before PGLITE_DIR), as on its own server.
  const databaseDir = options.databaseDir;
  const mediaDir = options.mediaDir ?? process.env.MEDIA_DIR;
  const apiOrigin = options.apiOrigin ?? process.env.API_ORIGIN;
  const serverEntry = `${buildDir}/server/index.js`;
  if (mode === 'production' && !existsSync(serverEntry)) {
    throw new Error(`startShop: no production build at ${serverEntry}; run \`npm run build -w storefront\` first.`);
  }
  // The database opens while the server build (and its HTML sanitizer's DOM) loads.
  const [opened, loaded] = await Promise.allSettled([
    apiOrigin
      ? Promise.resolve({ api: remoteApi(apiOrigin), settings: [`API: ${apiOrigin} (every /api and /sanctum request is passed on)`] })
      : createApi({
          publicOrigins: [...new Set([publicOrigin, ...origins, `http://127.0.0.1:${port}`, `http://localhost:${port}`])],
          ...(databaseDir ? { database: databaseDir } : {}),
          ...(mediaDir ? { mediaDir } : {}),
        }).then((api) => ({ api, settings: api.settings })),
    mode === 'production' ? (import(serverEntry) as Promise<ServerBuild>) : Promise.resolve(null),
  ]);
  if (opened.status === 'rejected') throw opened.reason;
  const { api, settings }: { api: ShopApiBackend; settings: string[] } = opened.value;
  if (loaded.status === 'rejected') {
    await api.close();
    throw loaded.reason;
  }
  const productionBuild = loaded.value;
  const apiFetch = (request: Request, env?: unknown) => api.fetch(request, env);

  const server = createServer();
  let closeVite = async () => {};

  if (productionBuild) {
    const build = productionBuild;
    // Renders that wait on a remote API's network answers may overlap; in-process ones take turns.
    const renderGate = apiOrigin && !process.env.RENDER_CONCURRENCY ? { concurrency: REMOTE_API_RENDER_CONCURRENCY } : undefined;
    const app = createHost({ api: { fetch: apiFetch }, build, mode, clientDir: `${buildDir}/client`, publicOrigin, ...(renderGate ? { renderGate } : {}) });
    server.on('request', getRequestListener(app.fetch));
  } else {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      root: storefrontDir,
      configFile: `${storefrontDir}/vite.config.ts`,
      appType: 'custom',
      // The HMR socket shares the shop's server, origin and CSP.
      server: { middlewareMode: true, hmr: { server } },
    });
    closeVite = () => vite.close();
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    const app = createHost({ api: { fetch: apiFetch }, build, mode, publicOrigin });
    const shop = getRequestListener(app.fetch);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      // The API is answered before Vite sees the request; Vite serves modules, the rest is the shop.
      if (API_PREFIXES.some((prefix) => request.url?.startsWith(prefix))) {
        void shop(request, response);
        return;
      }
      vite.middlewares(request, response, () => void shop(request, response));
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  let closing: Promise<void> | undefined;
  return {
    server,
    url: publicOrigin,
    settings,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Keep-alive connections would hold the server open.
        server.closeAllConnections();
        await closed;
        await closeVite();
        await api.close();
      })();
      return closing;
    },
  };
}

const isEntry = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isEntry) {
  const startedAt = performance.now();
  try {
    const shop = await startShop();
    for (const line of shop.settings) console.log(line);
    const cpu = process.cpuUsage();
    console.log(
      `Otthon is running at ${shop.url} (${Math.round(performance.now() - startedAt)} ms to start, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`,
    );
    const stop = (signal: string) => {
      console.log(`${signal}: stopping the shop…`);
      shop.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('The shop did not stop cleanly:', error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  } catch (error) {
    // A damaged data folder is explained in its message; anything else with its stack.
    console.error('The shop could not start:', error instanceof DataFolderError ? error.message : error);
    process.exit(1);
  }
}
