/**
 * The reference API alone, for the server benchmark: `node --import tsx .ci/bench/lib/api-main.mjs`
 * with PORT and either BENCH_PGLITE_DIR (embedded) or BENCH_DATABASE_URL (PostgreSQL).
 */
import { serve } from '@hono/node-server';
import { createApi } from 'otthon-server';

const port = Number(process.env.PORT);
const origin = `http://127.0.0.1:${port}`;
const database = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : process.env.BENCH_PGLITE_DIR;
if (!port || !database) throw new Error('api-main: set PORT and BENCH_PGLITE_DIR or BENCH_DATABASE_URL');

const api = await createApi({
  database,
  // PUBLIC_ORIGINS: a balancer's address in front of this process (comma-separated).
  publicOrigins: [origin, ...(process.env.PUBLIC_ORIGINS ?? '').split(',').filter(Boolean)],
  ...(process.env.MEDIA_DIR ? { mediaDir: process.env.MEDIA_DIR } : {}),
});
const server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' }, () => {
  console.log(`API ready on ${origin} (${api.kind})`);
});

const stop = () => {
  server.close(() => void api.close().then(() => process.exit(0)));
  server.closeAllConnections?.();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
