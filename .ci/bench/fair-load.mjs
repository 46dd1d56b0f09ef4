/**
 * Fair load: one shopper's cart calls while anonymous visitors keep the page renderer busy. Ten
 * connections ask, one after another each, for the shop's anonymous pages (home pages in both
 * languages, search results, the blog, the contact pages); meanwhile `GET /api/cart` of a session
 * with a line is due 10 times a second and a checkout write (choosing a payment method) twice a
 * second (open loop, counted from each request's due moment). Two
 * phases of the same pages, one after the other:
 * - as they come: without cookies, so the host's page cache answers the pages every cookie-less
 *   visitor shares (home, blog, contact) and only the searches are rendered;
 * - every one rendered: the same pages from visitors whose cookie choice makes each page their
 *   own, so no cache answers any of them (the worst case, and what every page cost before the
 *   home, blog and contact pages were shared).
 * The shopper's calls go over connections opened before the load starts, as a browser that has
 * loaded the shop's page keeps them (or nginx's pool of upstream connections, docs/nginx.conf):
 * the server takes one new connection per turn of its event loop, so a connection opened in the
 * same moment as the ten visitors' waits behind their renders' turns before it is even read
 * (docs/benchmarks.md, "Fair load").
 * Figures: the cart calls' p50 and p99, the pages a second and how many came from the cache.
 * Goal: p99 ≤ 500 ms.
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
/** Checkout writes a second: a shopper choosing among payment methods. */
const CHECKOUT_RATE = 2;
const GOAL_P99_MS = 500;

/** Anonymous pages: the home pages, the blog and the contact pages are shared, the searches never. */
const PAGES = ['/', '/en', '/hu/kereses?q=kanape', '/en/search?q=sofa', '/hu/blog', '/en/contact', '/hu/kapcsolat', '/en/search?q=lamp'];

/**
 * A visitor who has chosen which cookies to allow: the choice is one of the cookies that make a
 * page personal (storefront/host/page-cache.ts), so each of its pages is rendered for it.
 */
const OWN_PAGE_COOKIE = `cookie_consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false }))}`;

const PHASES = [
  { name: 'as they come (shared pages from the cache)', headers: {} },
  { name: 'every one rendered (no cache)', headers: { cookie: OWN_PAGE_COOKIE } },
];

/**
 * Asks for pages one after another until `until`; answers how many came back whole, how many of
 * them from the host's cache (an `Age` header), and how many were refused.
 */
function visitor(baseUrl, until, offset, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(baseUrl);
  let done = 0;
  let cached = 0;
  let refused = 0;
  let i = offset;
  const next = () =>
    new Promise((resolve) => {
      const path = PAGES[i++ % PAGES.length];
      const request = http.get({ host: target.hostname, port: target.port, path, agent, headers: { accept: 'text/html', ...headers } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) {
            done += 1;
            if (response.headers.age !== undefined) cached += 1;
          } else refused += 1;
          resolve();
        });
        response.on('error', () => resolve());
      });
      request.on('error', () => resolve());
    });
  return (async () => {
    while (performance.now() < until) await next();
    agent.destroy();
    return { done, cached, refused };
  })();
}

/** A browser's connections to one origin over HTTP/1.1; used in turn, so none idles into the server's keep-alive timeout. */
const SHOPPER_CONNECTIONS = 6;

/** The shopper's browser: its connections, open before it acts (one cart call on each at once). */
async function shopperConnections(shop, session) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPER_CONNECTIONS, scheduling: 'fifo' });
  const target = new URL(`${shop.url}/api/cart`);
  const call = () =>
    new Promise((resolve, reject) => {
      http
        .get({ host: target.hostname, port: target.port, path: target.pathname, agent, headers: session.headers() }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
  await Promise.all(Array.from({ length: SHOPPER_CONNECTIONS }, call));
  return agent;
}

/**
 * The checkout's write the benchmark repeats: choosing a payment method, in turn between two the
 * chosen delivery takes (the cart is answered whole each time, as the checkout page shows it).
 */
async function checkoutChoice(session) {
  const cart = await session.get('/api/cart');
  const delivery = cart.delivery_methods.find((method) => !method.pickup_carriers?.length && method.payment_ids.length >= 2);
  if (!delivery) throw new Error('fair load: no delivery method without a pick-up point takes two payment methods');
  await session.send('PUT', '/api/cart/method/delivery', { id: delivery.id });
  const [first, second] = delivery.payment_ids;
  return (index) => ({ id: index % 2 === 0 ? first : second });
}

/** The cart and checkout calls of one phase, with `CONNECTIONS` visitors asking for pages meanwhile. */
async function underLoad(shop, session, headers, paymentChoice) {
  const agent = await shopperConnections(shop, session);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const visitors = Array.from({ length: CONNECTIONS }, (_, index) => visitor(shop.url, until, index, headers));
  const [cart, checkout] = await Promise.all([
    openLoop({ url: `${shop.url}/api/cart`, headers: session.headers(), rate: CART_RATE, seconds: SECONDS, agent }),
    openLoop({
      url: `${shop.url}/api/cart/method/payment`,
      method: 'PUT',
      body: paymentChoice,
      headers: session.writeHeaders(),
      rate: CHECKOUT_RATE,
      seconds: SECONDS,
      agent,
    }),
  ]);
  agent.destroy();
  const pages = await Promise.all(visitors);
  const seconds = (performance.now() - started) / 1000;
  const sum = (field) => pages.reduce((total, item) => total + item[field], 0);
  return { cart, checkout, seconds, done: sum('done'), cached: sum('cached'), refused: sum('refused') };
}

/** @param {{ shop: { url: string }, log?: (line: string) => void }} context */
export async function run({ shop, log = () => {} }) {
  const session = createSession(shop.url);
  const product = await pickProduct(session);
  await session.send('POST', '/api/cart/product', { product_id: product.id, quantity: 1 });
  const paymentChoice = await checkoutChoice(session);
  // Every page once first in both ways, so what is measured is not the first start of a route
  // (the cookie-less views also fill the page cache, as earlier visitors would have).
  for (const { headers } of PHASES) {
    for (const path of PAGES) await fetch(`${shop.url}${path}`, { headers }).then((response) => response.text());
  }

  const quietAgent = await shopperConnections(shop, session);
  const quiet = await openLoop({ url: `${shop.url}/api/cart`, headers: session.headers(), rate: CART_RATE, seconds: 5, agent: quietAgent });
  quietAgent.destroy();
  log(`fair load: quiet cart p99 ${quiet.p99} ms`);
  const rows = [row({ group: GROUP, metric: 'GET /api/cart p99, no page load', figure: `${quiet.p99} ms` })];
  for (const phase of PHASES) {
    const { cart, checkout, seconds, done, cached, refused } = await underLoad(shop, session, phase.headers, paymentChoice);
    log(
      `fair load, pages ${phase.name}: under ${CONNECTIONS} page connections cart p50 ${cart.p50} ms, p99 ${cart.p99} ms, max ${cart.max} ms, ${cart.errors} errors (statuses ${JSON.stringify(cart.statuses)}); payment choice p50 ${checkout.p50} ms, p99 ${checkout.p99} ms, max ${checkout.max} ms, ${checkout.errors} errors (statuses ${JSON.stringify(checkout.statuses)}); ${done} pages (${cached} from the cache, ${refused} refused) in ${seconds.toFixed(1)} s`,
    );
    rows.push(
      row({
        group: GROUP,
        metric: `GET /api/cart p99 while ${CONNECTIONS} connections ask for anonymous pages, ${phase.name}`,
        figure: `${cart.p99} ms (p50 ${cart.p50}, ${cart.errors} errors)`,
        reference: `${(done / seconds).toFixed(1)} pages/s (${((done - cached) / seconds).toFixed(1)} rendered), ${refused} refused`,
        goal: `≤ ${GOAL_P99_MS} ms`,
        pass: cart.errors === 0 && cart.p99 <= GOAL_P99_MS,
      }),
      row({
        group: GROUP,
        metric: `PUT /api/cart/method/payment (${CHECKOUT_RATE}/s) p99 at the same time, ${phase.name}`,
        figure: `${checkout.p99} ms (p50 ${checkout.p50}, ${checkout.errors} errors)`,
        goal: `≤ ${GOAL_P99_MS} ms`,
        pass: checkout.errors === 0 && checkout.p99 <= GOAL_P99_MS,
      }),
    );
  }
  return rows;
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
