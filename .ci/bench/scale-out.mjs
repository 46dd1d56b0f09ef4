#!/usr/bin/env node
/**
 * Scale-out: the API on one PostgreSQL behind nginx (round robin, docs/nginx.conf) with one
 * process and with two, at 50 connections, reading the cart and adding to it (the shoppers of
 * `cart-write.mjs`: one session and cart per connection). Everything — load generator, nginx, the
 * processes and PostgreSQL — shares this machine's cores, so the figure says how much a second
 * process gains here, not on a machine of its own per process.
 *
 *   node .ci/bench/scale-out.mjs      prints the figures (needs root for the throwaway PostgreSQL, or BENCH_DATABASE_URL)
 *   part of `npm run bench`
 */
import { pathToFileURL } from 'node:url';
import { measureReadWrite } from './cart-write.mjs';
import { row, skippedRow } from './lib/common.mjs';
import { startBalancer } from './lib/nginx.mjs';
import { freePort, startApi, startPostgres } from './lib/processes.mjs';

const GROUP = 'Scale-out (PostgreSQL, nginx)';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function behindNginx(count, postgres, log) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const apis = [];
  let balancer;
  try {
    for (let i = 0; i < count; i += 1) apis.push(await startApi({ database: { url: postgres.url }, publicOrigins: [origin] }));
    balancer = await startBalancer(
      apis.map((api) => api.url),
      { name: `nginx-${count}`, port },
    );
    if (balancer.reason) throw new Error(balancer.reason);
    log(`nginx (PID ${balancer.pid}) → ${count} process(es): ${apis.map((api) => `PID ${api.pid}`).join(', ')}`);
    return await measureReadWrite(balancer.url, { connections: CONNECTIONS, log });
  } finally {
    await balancer?.stop?.();
    for (const api of apis) await api.stop();
  }
}

/** @param {{ log?: (line: string) => void }} options */
export async function run({ log = () => {} } = {}) {
  log('starting PostgreSQL');
  const postgres = await startPostgres();
  if (postgres.reason) return [skippedRow(GROUP, 'one vs two processes', '', postgres.reason)];
  try {
    const one = await behindNginx(1, postgres, log);
    const two = await behindNginx(2, postgres, log);
    const rows = [];
    for (const [kind, label] of [
      ['read', 'GET /api/cart'],
      ['write', 'POST /api/cart/product'],
    ]) {
      const clean = [one, two].every((result) => result[kind].errors === 0 && result[kind].timeouts === 0);
      rows.push(
        row({
          group: GROUP,
          metric: `${label}, ${CONNECTIONS} connections: 2 processes vs 1`,
          figure: `${two[kind].rps} req/s · p99 ${two[kind].p99} ms`,
          reference: `1 process: ${one[kind].rps} req/s · p99 ${one[kind].p99} ms`,
          ratio: `${(two[kind].rps / one[kind].rps).toFixed(2)}×`,
          goal: 'all 2xx (the gain is recorded, not judged: both share 2 cores)',
          pass: clean,
          note: clean ? undefined : `${label}: errors or timeouts through nginx`,
        }),
      );
    }
    return rows;
  } catch (error) {
    return [skippedRow(GROUP, 'one vs two processes', '', `failed: ${error.message.split('\n')[0]}`)];
  } finally {
    await postgres.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await run({ log: (line) => console.error(`  · ${line}`) });
  console.table(rows.map(({ metric, figure, reference, ratio, pass, note, skipped }) => ({ metric, figure, reference, ratio, pass, note: note ?? skipped })));
}
