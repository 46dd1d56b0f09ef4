/**
 * The production shop over a snapshot of the storefront build, for the browser benchmarks:
 * `node --import tsx .ci/bench/lib/shop-main.mjs` with PORT, BENCH_BUILD_DIR (a copy of
 * `storefront/build`), PGLITE_DIR and MEDIA_DIR. It composes the shop as `storefront/host/main.ts`
 * does in production (the API in-process, `createHost` over the build), but from the snapshot, so
 * a rebuild of `storefront/build` during the run cannot swap files under the pages being measured.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApi } from 'otthon-server';
import { createHost } from '../../../storefront/host/create-host.ts';

const port = Number(process.env.PORT);
const buildDir = process.env.BENCH_BUILD_DIR;
if (!port || !buildDir) throw new Error('shop-main: set PORT and BENCH_BUILD_DIR');
const publicOrigin = `http://127.0.0.1:${port}`;

const api = await createApi({
  publicOrigins: [publicOrigin, `http://localhost:${port}`],
  ...(process.env.PGLITE_DIR ? { database: process.env.PGLITE_DIR } : {}),
  ...(process.env.MEDIA_DIR ? { mediaDir: process.env.MEDIA_DIR } : {}),
});
const build = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
const app = createHost({
  api: { fetch: (request, env) => api.fetch(request, env) },
  build,
  mode: 'production',
  clientDir: join(buildDir, 'client'),
  publicOrigin,
});
const server = createServer(getRequestListener(app.fetch));
server.listen(port, '127.0.0.1', () => console.log(`shop ready on ${publicOrigin}`));

const stop = () => {
  server.close(() => void api.close().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
