/**
 * Benchmark 6 (issue 6): the API's latency at a fixed request rate on loopback (an open-loop
 * client, latencies counted from each request's due moment; see `lib/open-loop.mjs`), for `GET /api/cart` (a session with two lines),
 * `GET /api/init` and a filtered category listing, over the embedded database (PGlite) and over a
 * real PostgreSQL (a throwaway Debian cluster, or BENCH_DATABASE_URL). Figures: p50, p99 and the
 * requests/s sustained; every answer must be a 2xx, and on the embedded database p99 ≤ 10 ms
 * (the reference server's issue).
 */
import { rmSync } from 'node:fs';
import { createSession, pickProduct } from './lib/api-session.mjs';
import { row, skippedRow, workDir } from './lib/common.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { startApi, startPostgres } from './lib/processes.mjs';

const GROUP = 'Server latency';
/** Requests per second, held for the whole run; bounded so two shared cores stay responsive. */
const RATE = Number(process.env.BENCH_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 2;
/** The reference server's target on the embedded database (issue "Reference API server"). */
const EMBEDDED_P99_MS = 10;

const fire = (url, headers, seconds = DURATION_S) => openLoop({ url, headers, rate: RATE, seconds });

/** The three calls, with what they need: a session with a cart, a real category for the listing. */
async function scenarios(baseUrl) {
  const session = createSession(baseUrl);
  const first = await pickProduct(session);
  const second = await pickProduct(session, { skip: 1 });
  await session.send('POST', '/api/cart/product', { product_id: first.id, quantity: 1 });
  await session.send('POST', '/api/cart/product', { product_id: second.id, quantity: 2 });
  const categories = await session.get('/api/categories');
  const category = (Array.isArray(categories) ? categories : (categories.items ?? []))[0];
  if (!category) throw new Error('server-latency: no category to list');
  const anonymous = createSession(baseUrl).headers();
  return [
    { label: 'GET /api/cart (2 lines)', path: '/api/cart', headers: session.headers() },
    { label: 'GET /api/init', path: '/api/init', headers: anonymous },
    {
      label: 'GET /api/products (category, in stock, price range, sorted)',
      path: `/api/products?category=${encodeURIComponent(category.slug)}&in_stock=1&price_min=1000&price_max=500000&sort=price_asc`,
      headers: anonymous,
    },
  ];
}

async function measure(kind, baseUrl, log) {
  const rows = [];
  for (const scenario of await scenarios(baseUrl)) {
    log(`${kind}: ${scenario.label} at ${RATE} req/s for ${DURATION_S} s`);
    // A short warm-up so the first JIT and cache misses do not land in the figures.
    await fire(`${baseUrl}${scenario.path}`, scenario.headers, WARM_UP_S);
    const result = await fire(`${baseUrl}${scenario.path}`, scenario.headers);
    const sustained = result.errors === 0 && result.rps >= RATE * 0.9;
    const fastEnough = kind !== 'embedded' || result.p99 <= EMBEDDED_P99_MS;
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    rows.push(
      row({
        group: GROUP,
        metric: `${kind}: ${scenario.label}`,
        figure: `p50 ${result.p50} ms · p99 ${result.p99} ms`,
        reference: `${result.rps} req/s sustained`,
        ratio: '',
        goal: kind === 'embedded' ? `${RATE} req/s, all 2xx, p99 ≤ ${EMBEDDED_P99_MS} ms` : `${RATE} req/s, all 2xx`,
        pass: sustained && fastEnough,
        note: !sustained
          ? `${kind} ${scenario.label}: ${result.errors} failed of ${result.count} (${statuses}), ${result.rps} req/s of ${RATE}`
          : !fastEnough
            ? `${kind} ${scenario.label}: p99 ${result.p99} ms (max ${result.max} ms) over ${EMBEDDED_P99_MS} ms`
            : undefined,
      }),
    );
  }
  return rows;
}

/** @param {{ log?: (line: string) => void }} options */
export async function run({ log = () => {} } = {}) {
  const rows = [];
  const labels = ['GET /api/cart', 'GET /api/init', 'GET /api/products (filtered)'];

  const embeddedDir = workDir('db-embedded');
  let api;
  try {
    log('starting the API over the embedded database');
    api = await startApi({ database: embeddedDir });
    rows.push(...(await measure('embedded', api.url, log)));
  } catch (error) {
    rows.push(...labels.map((label) => skippedRow(GROUP, `embedded: ${label}`, `${RATE} req/s, all 2xx`, `API did not run: ${error.message.split('\n')[0]}`)));
  } finally {
    await api?.stop();
  }

  log('starting PostgreSQL');
  const postgres = await startPostgres();
  if (postgres.reason) {
    rows.push(...labels.map((label) => skippedRow(GROUP, `PostgreSQL: ${label}`, `${RATE} req/s, all 2xx`, postgres.reason)));
    return rows;
  }
  let pgApi;
  try {
    pgApi = await startApi({ database: { url: postgres.url } });
    rows.push(...(await measure('PostgreSQL', pgApi.url, log)));
  } catch (error) {
    rows.push(
      ...labels.map((label) => skippedRow(GROUP, `PostgreSQL: ${label}`, `${RATE} req/s, all 2xx`, `API did not run: ${error.message.split('\n')[0]}`)),
    );
  } finally {
    await pgApi?.stop();
    await postgres.stop();
  }
  return rows;
}

export function cleanup() {
  rmSync(workDir('db-embedded'), { recursive: true, force: true });
}
