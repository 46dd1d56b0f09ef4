/**
 * Fair load: one shopper's cart calls while anonymous visitors keep the page renderer busy. Ten
 * connections ask, one after another each, for pages no cache answers (home pages in both
 * languages, search results, the blog, the contact page, category listings with their filters);
 * meanwhile `GET /api/cart` of a session with a line is due 10 times a second (open loop, counted
 * from each request's due moment). Figures: the cart calls' p50 and p99 and the pages rendered a
 * second. Goal: p99 ≤ 500 ms.
 *
 *   node .ci/bench/fair-load.mjs      on its own, over storefront/build (build it first)
 * `RENDER_CONCURRENCY` reaches the shop: `RENDER_CONCURRENCY=0` measures it without the limit.
 */
import http from 'node:http';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSession, pickProduct } from './lib/api-session.mjs';
import { row, STOREFRONT_BUILD_DIR, workDir } from './lib/common.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { startShop } from './lib/processes.mjs';

export const GROUP = 'Fair load';
const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_DURATION ?? 15);
const CART_RATE = 10;
const GOAL_P99_MS = 500;

/** Pages no cache answers: anonymous, but neither a product nor a plain category page. */
const PAGES = ['/', '/en', '/hu/kereses?q=kanape', '/en/search?q=sofa', '/hu/blog', '/en/contact', '/hu/kapcsolat', '/en/search?q=lamp'];

/** Asks for pages one after another until `until`; answers how many came back whole, and how many were refused. */
function visitor(baseUrl, until, offset) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(baseUrl);
  let done = 0;
  let refused = 0;
  let i = offset;
  const next = () =>
    new Promise((resolve) => {
      const path = PAGES[i++ % PAGES.length];
      const request = http.get({ host: target.hostname, port: target.port, path, agent, headers: { accept: 'text/html' } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) done += 1;
          else refused += 1;
          resolve();
        });
        response.on('error', () => resolve());
      });
      request.on('error', () => resolve());
    });
  return (async () => {
    while (performance.now() < until) await next();
    agent.destroy();
    return { done, refused };
  })();
}

/** @param {{ shop: { url: string }, log?: (line: string) => void }} context */
export async function run({ shop, log = () => {} }) {
  const session = createSession(shop.url);
  const product = await pickProduct(session);
  await session.send('POST', '/api/cart/product', { product_id: product.id, quantity: 1 });
  // Every page once first, so what is measured is rendering, not the first start of a route.
  for (const path of PAGES) await fetch(`${shop.url}${path}`).then((response) => response.text());

  const quiet = await openLoop({ url: `${shop.url}/api/cart`, headers: session.headers(), rate: CART_RATE, seconds: 5 });
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const visitors = Array.from({ length: CONNECTIONS }, (_, index) => visitor(shop.url, until, index));
  const cart = await openLoop({ url: `${shop.url}/api/cart`, headers: session.headers(), rate: CART_RATE, seconds: SECONDS });
  const pages = await Promise.all(visitors);
  const seconds = (performance.now() - started) / 1000;
  const rendered = pages.reduce((sum, item) => sum + item.done, 0);
  const refused = pages.reduce((sum, item) => sum + item.refused, 0);
  log(
    `fair load: quiet cart p99 ${quiet.p99} ms; under ${CONNECTIONS} page connections p50 ${cart.p50} ms, p99 ${cart.p99} ms, max ${cart.max} ms, ${cart.errors} errors; ${rendered} pages (${refused} refused) in ${seconds.toFixed(1)} s`,
  );
  const label = `GET /api/cart p99 while ${CONNECTIONS} connections render anonymous pages`;
  return [
    row({ group: GROUP, metric: 'GET /api/cart p99, no page load', figure: `${quiet.p99} ms` }),
    row({
      group: GROUP,
      metric: label,
      figure: `${cart.p99} ms (p50 ${cart.p50}, ${cart.errors} errors)`,
      reference: `${(rendered / seconds).toFixed(1)} pages/s, ${refused} refused`,
      goal: `≤ ${GOAL_P99_MS} ms`,
      pass: cart.errors === 0 && cart.p99 <= GOAL_P99_MS,
    }),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(workDir('fair-load-db'), { recursive: true, force: true });
  const shop = await startShop({ buildDir: STOREFRONT_BUILD_DIR, databaseDir: workDir('fair-load-db') });
  try {
    for (const line of await run({ shop, log: (line) => console.error(line) })) console.log(line);
  } finally {
    await shop.stop();
  }
}
