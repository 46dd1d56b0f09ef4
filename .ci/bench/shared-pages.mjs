/**
 * Anonymous product and category pages from the host's own cache: the answer's headers (shared
 * cache allowed, `Vary: Cookie`, no `Set-Cookie`), then time to first byte of `BENCH_TTFB_REQUESTS`
 * (default 300) requests one after another on loopback, keep-alive, as a browser without the
 * shop's cookies sends them (`Accept-Encoding: gzip, br`). The page is asked for once beforehand
 * so that every measured answer comes from the cache (each must carry an `Age` header). Goal: p95
 * ≤ 20 ms.
 */
import { Agent, request } from 'node:http';
import { percentile, row } from './lib/common.mjs';

export const GROUP = 'Anonymous pages from the cache';
const REQUESTS = Number(process.env.BENCH_TTFB_REQUESTS ?? 300);
const GOAL_MS = 20;

/** One GET; resolves at the response's headers (time to first byte) and after its body. */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } }, (response) => {
      const ttfb = performance.now() - started;
      response.on('data', () => {});
      response.on('end', () => resolve({ ttfb, status: response.statusCode, headers: response.headers }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** @param {{ shop: { url: string }, pages: Record<string, any>, log?: (line: string) => void }} context */
export async function run({ shop, pages, log = () => {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const rows = [];
  try {
    for (const name of ['product', 'category']) {
      const url = `${shop.url}${pages[name].path}`;
      const first = await get(agent, url);
      const cacheControl = first.headers['cache-control'] ?? '';
      const shared = /\bpublic\b/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl);
      const vary = /\bCookie\b/i.test(first.headers.vary ?? '');
      const noCookie = (first.headers['set-cookie'] ?? []).length === 0;
      rows.push(
        row({
          group: GROUP,
          metric: `${name}: Cache-Control · Vary · Set-Cookie`,
          figure: `${cacheControl || 'none'} · ${first.headers.vary ?? 'none'} · ${noCookie ? 'none' : 'set'}`,
          goal: 'public, s-maxage · Cookie · none',
          pass: first.status === 200 && shared && vary && noCookie,
          note:
            shared && vary && noCookie
              ? undefined
              : `${name}: answered ${first.status}, Cache-Control "${cacheControl}", Vary "${first.headers.vary ?? ''}", ${noCookie ? 'no' : 'a'} Set-Cookie`,
        }),
      );
      log(`TTFB of ${REQUESTS} cached ${name} pages`);
      const times = [];
      let missed = 0;
      for (let i = 0; i < REQUESTS; i += 1) {
        const answer = await get(agent, url);
        if (answer.status !== 200 || answer.headers.age === undefined) missed += 1;
        times.push(answer.ttfb);
      }
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      const pass = p95 <= GOAL_MS && missed === 0;
      rows.push(
        row({
          group: GROUP,
          metric: `${name}: TTFB from the cache (loopback, ${REQUESTS} requests)`,
          figure: `p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms`,
          reference: missed === 0 ? 'every answer from the cache' : `${missed} not from the cache`,
          goal: `p95 ≤ ${GOAL_MS} ms, all from the cache`,
          pass,
          note: pass ? undefined : `${name}: TTFB p95 ${p95.toFixed(1)} ms, ${missed} of ${REQUESTS} answers not from the cache`,
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return rows;
}
