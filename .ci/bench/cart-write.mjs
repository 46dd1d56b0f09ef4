#!/usr/bin/env node
/**
 * Adding to the cart against reading it, at maximum throughput with 50 connections, over the
 * embedded database (PGlite) — the API alone on loopback. Each connection is a shopper of its own
 * (its own session and cart of two lines): `GET /api/cart`, then `POST /api/cart/product` adding
 * one piece of a product already in the cart (once the line reaches the stock it is clamped, which
 * is the same work). Goal (issue "Hardening from an independent red team"): writes at ≥ 0.6× the
 * read throughput with p99 ≤ 500 ms, no errors and no timeouts (10 s).
 *
 *   node .ci/bench/cart-write.mjs     prints the figures (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_RUNS)
 *   part of `npm run bench`
 */
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSession, pickProduct } from './lib/api-session.mjs';
import { closedLoop } from './lib/closed-loop.mjs';
import { median, row, skippedRow, workDir } from './lib/common.mjs';
import { startApi } from './lib/processes.mjs';

const GROUP = 'Cart write vs read';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Runs of each call, alternating read and write so a burst of other work on the machine hits both. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_UP_S = 2;
const WRITE_SHARE = 0.6;
const WRITE_P99_MS = 500;

/** One shopper per connection, each with a cart of two lines; answers each one's request headers. */
export async function shoppers(baseUrl, count) {
  const first = await pickProduct(createSession(baseUrl));
  const second = await pickProduct(createSession(baseUrl), { skip: 1 });
  const sessions = [];
  for (let i = 0; i < count; i += 1) {
    const session = createSession(baseUrl);
    await session.send('POST', '/api/cart/product', { product_id: first.id, quantity: 1 });
    await session.send('POST', '/api/cart/product', { product_id: second.id, quantity: 1 });
    // The XSRF token is sent back as a header, as the browser's client does.
    const headers = session.headers();
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
    sessions.push({ headers, xsrf: decodeURIComponent(xsrf) });
  }
  const body = JSON.stringify({ product_id: first.id, quantity: 1 });
  return {
    read: (index) => ({ path: '/api/cart', headers: sessions[index].headers }),
    write: (index) => ({
      method: 'POST',
      path: '/api/cart/product',
      headers: {
        ...sessions[index].headers,
        'content-type': 'application/json',
        'x-xsrf-token': sessions[index].xsrf,
        origin: baseUrl,
        referer: `${baseUrl}/`,
      },
      body,
    }),
  };
}

/** CPU milliseconds a process has used so far (user + system), from /proc; null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}

/**
 * Read and write figures over `baseUrl`, the median run of each. With `pid` (the server's), also
 * the server's CPU time per request: unlike requests/s it hardly moves with other work on the
 * machine, so a busy machine still shows what a write costs against a read.
 */
export async function measureReadWrite(baseUrl, { connections = CONNECTIONS, seconds = DURATION_S, runs = RUNS, log = () => {}, pid } = {}) {
  const requests = await shoppers(baseUrl, connections);
  const fire = async (requestFor, duration = seconds) => {
    const before = pid ? cpuMs(pid) : null;
    const result = await closedLoop({ url: baseUrl, connections, seconds: duration, requestFor });
    const after = pid ? cpuMs(pid) : null;
    return { ...result, cpuMs: before !== null && after !== null && result.count > 0 ? (after - before) / result.count : null };
  };
  await fire(requests.read, WARM_UP_S);
  await fire(requests.write, WARM_UP_S);
  const results = { read: [], write: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const kind of ['read', 'write']) {
      log(`${kind} at ${connections} connections for ${seconds} s (run ${run + 1} of ${runs})`);
      results[kind].push(await fire(requests[kind]));
    }
  }
  const summary = (list) => {
    const byRate = [...list].sort((a, b) => a.rps - b.rps);
    const middle = byRate[Math.floor(byRate.length / 2)];
    return {
      ...middle,
      rps: Math.round(median(list.map((r) => r.rps))),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
      timeouts: list.reduce((sum, r) => sum + r.timeouts, 0),
      runs: list.map((r) => r.rps),
      cpuMs: list.every((r) => r.cpuMs !== null) ? Math.round(median(list.map((r) => r.cpuMs)) * 100) / 100 : null,
    };
  };
  return { read: summary(results.read), write: summary(results.write) };
}

/** @param {{ log?: (line: string) => void }} options */
export async function run({ log = () => {} } = {}) {
  const dir = workDir('db-cart-write');
  rmSync(dir, { recursive: true, force: true });
  let api;
  try {
    log('starting the API over the embedded database');
    api = await startApi({ database: workDir('db-cart-write') });
    const { read, write } = await measureReadWrite(api.url, { log, pid: api.pid });
    const cpu = (r) => (r.cpuMs === null ? '' : ` · server CPU ${r.cpuMs} ms/request`);
    const share = read.rps > 0 ? write.rps / read.rps : 0;
    const clean = (r) => r.errors === 0 && r.timeouts === 0;
    return [
      row({
        group: GROUP,
        metric: `embedded: GET /api/cart, ${CONNECTIONS} connections`,
        figure: `${read.rps} req/s · p99 ${read.p99} ms`,
        reference: `runs ${read.runs.join(', ')} req/s${cpu(read)}`,
        goal: 'all 2xx',
        pass: clean(read),
        note: clean(read) ? undefined : `GET /api/cart: ${read.errors} errors, ${read.timeouts} timeouts`,
      }),
      row({
        group: GROUP,
        metric: `embedded: POST /api/cart/product, ${CONNECTIONS} connections`,
        figure: `${write.rps} req/s · p99 ${write.p99} ms`,
        reference: `runs ${write.runs.join(', ')} req/s${cpu(write)}`,
        ratio: `${share.toFixed(2)}× read`,
        goal: `≥ ${WRITE_SHARE}× read, p99 ≤ ${WRITE_P99_MS} ms, all 2xx`,
        pass: clean(write) && share >= WRITE_SHARE && write.p99 <= WRITE_P99_MS,
        note:
          clean(write) && share >= WRITE_SHARE && write.p99 <= WRITE_P99_MS
            ? undefined
            : `POST /api/cart/product: ${share.toFixed(2)}× read, p99 ${write.p99} ms, ${write.errors} errors, ${write.timeouts} timeouts`,
      }),
    ];
  } catch (error) {
    return [skippedRow(GROUP, 'embedded: cart read and write', '', `API did not run: ${error.message.split('\n')[0]}`)];
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await run({ log: (line) => console.error(`  · ${line}`) });
  console.table(
    rows.map(({ metric, figure, reference, ratio, goal, pass, note, skipped }) => ({ metric, figure, reference, ratio, goal, pass, note: note ?? skipped })),
  );
}
