#!/usr/bin/env node
/**
 * `npm run bench:api`: load-tests the API server alone on loopback, over a fresh embedded
 * database, and prints requests/s and latency percentiles for
 *   GET /api/cart      (a session holding a 3-line cart)
 *   GET /api/init
 *   GET /api/products  (a category, a price range and a sort)
 * each at a fixed 200 requests/s and at maximum throughput. Bounded: BENCH_SECONDS (default 10)
 * per run. Prints figures only; the target (p99 ≤ 10 ms at 200 req/s) is for people to judge.
 *
 * The fixed rate is an open-loop schedule (one request every 5 ms whatever the answers, latency
 * counted from the scheduled moment, so a stall is not hidden; see `lib/open-loop.mjs`).
 * Maximum throughput is autocannon with 10 connections.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLoop } from './lib/open-loop.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3491);
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'otthon-bench-'));

const started = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'server'),
  env: {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: join(dataDir, 'pglite'),
    MEDIA_DIR: join(dataDir, 'media'),
    MAILBOX: '0',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

async function waitForServer() {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ping`)).status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 60 s');
}

const rssMb = async () => {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/** A visitor's session with three products in the cart (the Sanctum dance by hand). */
async function cartSession() {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = csrf.headers.getSetCookie().map((line) => line.split(';')[0]);
  const cookie = cookies.join('; ');
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
  const list = await (await fetch(`${base}/api/products?in_stock=1&per_page=3&sort=popularity`)).json();
  for (const product of list.data.items) {
    const answer = await fetch(`${base}/api/cart/product`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ product_id: product.id, quantity: 2 }),
    });
    if (answer.status !== 200) throw new Error(`adding to the cart answered ${answer.status}`);
  }
  const cart = await (await fetch(`${base}/api/cart`, { headers: { cookie } })).json();
  if (cart.data.products.length !== 3) throw new Error('the bench cart should hold three lines');
  return cookie;
}

/** Maximum throughput: autocannon, 10 connections, BENCH_SECONDS. */
function saturate(path, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        headers: { accept: 'application/json', locale: 'hu', 'currency-id': 'HUF', ...headers },
        duration: seconds,
        connections: 10,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              max: result.latency.max,
              errors: result.errors + result.timeouts + (result.non2xx ?? 0),
            }),
    );
  });
}

/** A steady `rate` requests per second for BENCH_SECONDS, open loop (see `lib/open-loop.mjs`). */
const steady = (path, headers, rate) =>
  openLoop({ url: `${base}${path}`, headers: { accept: 'application/json', locale: 'hu', 'currency-id': 'HUF', ...headers }, rate, seconds });

try {
  await waitForServer();
  const coldStartMs = Math.round(performance.now() - started);
  const cookie = await cartSession();
  const categories = (await (await fetch(`${base}/api/categories`)).json()).data;
  const category = categories.find((c) => c.parent_id === null && c.product_count > 20) ?? categories[0];
  const listing = `/api/products?category=${encodeURIComponent(category.slugs.join('/'))}&price_min=20000&price_max=200000&sort=price_asc`;

  const targets = [
    ['GET /api/cart (3 lines)', '/api/cart', { cookie }],
    ['GET /api/init', '/api/init', {}],
    [`GET ${listing}`, listing, {}],
  ];
  // Warm up: the first requests compile query plans and JIT paths.
  for (const [, path, headers] of targets) for (let i = 0; i < 300; i += 1) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();

  const rows = [];
  for (const [title, path, headers] of targets) {
    for (const mode of ['200 req/s', 'max']) {
      const figures = mode === 'max' ? await saturate(path, headers) : await steady(path, headers, 200);
      rows.push({
        target: title,
        mode,
        'req/s': figures.rps,
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        'max ms': figures.max,
        errors: figures.errors,
      });
    }
  }
  console.log(`\nOtthon API bench — embedded database, ${seconds} s per run, loopback, Node ${process.versions.node}`);
  console.log(`cold start to first answer (incl. creating, migrating and seeding the database): ${coldStartMs} ms; RSS after the runs: ${await rssMb()} MB`);
  console.table(rows);
} finally {
  await stop();
}
