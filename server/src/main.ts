/**
 * Serves the API alone (for other front ends): `npm start -w server`. Port: `PORT`, else 3001
 * (the storefront, which mounts this API in-process, takes 3000).
 */
import { serve } from '@hono/node-server';
import { createApi, DamagedDatabaseError, DataFolderError, type Api } from './index.js';

const started = performance.now();
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
let api: Api;
try {
  api = await createApi({
    // The standalone server's own origin is a valid return address too.
    publicOrigins:
      process.env.PUBLIC_ORIGINS || process.env.PUBLIC_ORIGIN
        ? undefined
        : [`http://127.0.0.1:${port}`, `http://localhost:${port}`, 'http://127.0.0.1:3000', 'http://localhost:3000'],
  });
} catch (error) {
  // A damaged data folder is explained in its message; anything else with its stack.
  console.error(error instanceof DataFolderError || error instanceof DamagedDatabaseError ? error.message : error);
  process.exit(1);
}
for (const line of api.settings) console.log(`Otthon API ${line}`);

const server = serve({ fetch: api.app.fetch, port, hostname: host }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.log(`Otthon API on http://${info.address}:${info.port} (${api.kind}, ready in ${ms} ms)`);
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  server.close(() => {
    void api.close().then(() => process.exit(0));
  });
  // Keep-alive connections would hold the server open; give them a moment.
  setTimeout(() => void api.close().then(() => process.exit(0)), 3000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
