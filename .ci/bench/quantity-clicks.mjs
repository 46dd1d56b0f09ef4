/**
 * Benchmark 5 (issue 6): 20 rapid clicks on a cart line's "+" in Debian's Chromium (real mouse
 * input, no pause between clicks). Goals: at most 3 cart mutations reach the server, and the
 * quantity shown and saved afterwards is the last click's (the start + 20).
 */
import { describeRequests, launchBrowser, recordDataRequests, settle } from './lib/browser.mjs';
import { row, skippedRow } from './lib/common.mjs';
import { screenBuilt } from './lib/shop-pages.mjs';

const GROUP = '20 rapid quantity clicks';
const CLICKS = 20;

/** Puts `quantity` pieces of `productId` in the browser context's cart, through the API with its cookies. */
async function fillCart(context, baseUrl, productId, quantity) {
  const headers = { accept: 'application/json', locale: 'hu', 'currency-id': 'HUF' };
  await context.request.get(`${baseUrl}/sanctum/csrf-cookie`, { headers });
  const token = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await context.request.post(`${baseUrl}/api/cart/product`, {
    headers: { ...headers, 'x-xsrf-token': decodeURIComponent(token ?? ''), origin: baseUrl, referer: `${baseUrl}/` },
    data: { product_id: productId, quantity },
  });
  if (!response.ok()) throw new Error(`adding to the cart failed: ${response.status()} ${await response.text()}`);
}

/** @param {{ shop: { url: string }, snapshot: { clientDir: string }, pages: Record<string, any>, log?: (line: string) => void }} context */
export async function run({ shop, pages, snapshot, log = () => {} }) {
  const goals = { mutations: `≤ 3`, final: `= start + ${CLICKS}` };
  if (!screenBuilt(snapshot.clientDir, pages.cart.route, pages.cart.path)) {
    return [
      skippedRow(GROUP, 'cart mutations sent', goals.mutations, 'cart page not built yet'),
      skippedRow(GROUP, 'final quantity (shown · saved)', goals.final, 'cart page not built yet'),
    ];
  }
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const start = 1;
    await fillCart(context, shop.url, pages.product.product.id, start);
    const page = await context.newPage();
    await page.goto(`${shop.url}${pages.cart.path}`, { waitUntil: 'load' });
    await settle(page);
    const line = page.locator('[data-slot="cart-line"]').first();
    const plus = line.locator('[data-slot="quantity-field-stepper"]').last();
    if ((await plus.count()) === 0) {
      return [
        skippedRow(GROUP, 'cart mutations sent', goals.mutations, 'the cart line has no quantity stepper'),
        skippedRow(GROUP, 'final quantity (shown · saved)', goals.final, 'the cart line has no quantity stepper'),
      ];
    }
    const recorder = recordDataRequests(page);
    await plus.scrollIntoViewIfNeeded();
    const box = await plus.boundingBox();
    log(`clicking + ${CLICKS} times`);
    for (let i = 0; i < CLICKS; i += 1) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page, 2000);
    const mutations = recorder.take().filter((request) => request.method !== 'GET' && new URL(request.url).pathname.startsWith('/api/cart'));
    const shown = Number(await line.locator('[data-slot="quantity-field-input"]').inputValue());
    const cart = await (await context.request.get(`${shop.url}/api/cart`, { headers: { accept: 'application/json' } })).json();
    const saved = (cart.data ?? cart).products?.find((item) => (item.product?.id ?? item.product_id ?? item.id) === pages.product.product.id)?.quantity ?? null;
    const expected = start + CLICKS;
    await context.close();
    return [
      row({
        group: GROUP,
        metric: 'cart mutations sent',
        figure: String(mutations.length),
        goal: goals.mutations,
        pass: mutations.length <= 3,
        note: mutations.length <= 3 ? undefined : `mutations: ${describeRequests(mutations)}`,
      }),
      row({
        group: GROUP,
        metric: 'final quantity (shown · saved)',
        figure: `${shown} · ${saved}`,
        goal: `= ${expected}`,
        pass: shown === expected && saved === expected,
        note:
          shown === expected && saved === expected ? undefined : `after ${CLICKS} clicks from ${start}: shown ${shown}, saved ${saved}, expected ${expected}`,
      }),
    ];
  } finally {
    await browser.close();
  }
}
