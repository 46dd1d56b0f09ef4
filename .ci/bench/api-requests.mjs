/**
 * Benchmark 4 (issue 6): data requests the browser makes (`/api/*`, `/sanctum/*`, React Router
 * `.data` fetches) on a first home load (goal ≤ 3), on a first anonymous product load (the shared
 * page, ≤ 3), on a product → product navigation (≤ 1) and on add-to-cart (≤ 2), in Debian's
 * Chromium against the production shop.
 */
import { describeRequests, launchBrowser, recordDataRequests, settle } from './lib/browser.mjs';
import { row, skippedRow } from './lib/common.mjs';
import { screenBuilt } from './lib/shop-pages.mjs';

const GROUP = 'API requests';

function countRow(metric, requests, limit) {
  const pass = requests.length <= limit;
  return row({
    group: GROUP,
    metric,
    figure: String(requests.length),
    goal: `≤ ${limit}`,
    pass,
    note: pass ? undefined : `${metric}: ${describeRequests(requests)}`,
    detail: describeRequests(requests),
  });
}

/** @param {{ shop: { url: string }, snapshot: { clientDir: string }, pages: Record<string, { route: string, path: string }>, log?: (line: string) => void }} context */
export async function run({ shop, pages, snapshot, log = () => {} }) {
  const rows = [];
  const browser = await launchBrowser();
  try {
    log('first home load');
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const recorder = recordDataRequests(page);
      await page.goto(`${shop.url}${pages.home.path}`, { waitUntil: 'load' });
      await settle(page);
      rows.push(countRow('first home load', recorder.take(), 3));
      await context.close();
    }

    if (!screenBuilt(snapshot.clientDir, pages.product.route, pages.product.path)) {
      const reason = 'product page not built yet';
      rows.push(skippedRow(GROUP, 'product → product navigation', '≤ 1', reason), skippedRow(GROUP, 'add to cart', '≤ 2', reason));
      return rows;
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    const recorder = recordDataRequests(page);

    log('add to cart on a product page');
    await page.goto(`${shop.url}${pages.product.path}`, { waitUntil: 'load' });
    await settle(page);
    // A first visit without cookies gets the shared (cacheable) page, which carries nobody's cart,
    // favourites or user: the browser asks for them after hydration.
    rows.push(countRow('first anonymous product load (shared page)', recorder.take(), 3));
    const addButton = page.locator('[data-slot="add-to-cart-button"]').first();
    if ((await addButton.count()) === 0) {
      rows.push(skippedRow(GROUP, 'add to cart', '≤ 2', 'the product page shows no add-to-cart button'));
    } else {
      await addButton.click();
      await settle(page);
      rows.push(countRow('add to cart', recorder.take(), 2));
    }

    log('product → product navigation');
    await page.goto(`${shop.url}${pages.product.path}`, { waitUntil: 'load' });
    await settle(page);
    recorder.take();
    const here = new URL(page.url()).pathname;
    const links = page.locator('a[data-slot="product-card-link"]');
    let target = null;
    for (let i = 0; i < (await links.count()); i += 1) {
      const href = await links.nth(i).getAttribute('href');
      if (href && new URL(href, shop.url).pathname !== here) {
        target = links.nth(i);
        break;
      }
    }
    if (!target) {
      rows.push(skippedRow(GROUP, 'product → product navigation', '≤ 1', 'the product page links no other product'));
    } else {
      await target.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL((url) => url.pathname !== here), target.click()]);
      await settle(page);
      rows.push(countRow('product → product navigation', recorder.take(), 1));
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return rows;
}
