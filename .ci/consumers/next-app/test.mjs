// The built Next.js app in Chromium: server-rendered pages hydrate from the data the server
// components loaded (no refetch), then the shopper's journey with the API on the same site.
import { journey, launch } from './journey.mjs';

const appOrigin = process.env.APP_ORIGIN ?? 'http://next.shop.otthon.test:3672';
const apiOrigin = process.env.API_ORIGIN ?? 'http://api.shop.otthon.test:3671';

/** Opens a server-rendered page and counts its /api requests until it has hydrated and settled. */
async function apiCallsAfterLoad(context, url) {
  const page = await context.newPage();
  const calls = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // Data calls only: images (/api/media) are the browser loading what the HTML names.
    if (path.startsWith('/api/') && !path.startsWith('/api/media/')) calls.push(`${request.method()} ${path}`);
  });
  // The cart is not server-loaded: its request proves the page has hydrated and run its effects.
  const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart', { timeout: 30_000 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated;
  await page.waitForTimeout(1500);
  const cards = await page.locator('[data-slot="product-card"], [data-screen="product"] h1').count();
  await page.close();
  return { calls, cards };
}

const browser = await launch();
try {
  const html = await (await fetch(`${process.env.APP_INTERNAL ?? appOrigin.replace('next.shop.otthon.test', '127.0.0.1')}/`)).text();
  const rendered = (html.match(/data-slot="product-card"/g) ?? []).length;
  if (!rendered) throw new Error('the list is not server-rendered');
  console.log(`  ok  server-rendered list: ${rendered} product cards in the HTML`);

  const context = await browser.newContext();
  const list = await apiCallsAfterLoad(context, `${appOrigin}/`);
  const listRefetches = list.calls.filter((call) => call.startsWith('GET /api/products')).length;
  console.log(`  ok  list hydrated: /api data requests after load: ${list.calls.length} (${list.calls.join(', ')}); product-list refetches: ${listRefetches}`);
  if (listRefetches !== 0) throw new Error(`the list refetched its data on hydration: ${list.calls.join(', ')}`);

  const match = html.match(/href="\/product\/(\d+)"/);
  if (!match) throw new Error('no product link in the list');
  const product = await apiCallsAfterLoad(context, `${appOrigin}/product/${match[1]}`);
  const productRefetches = product.calls.filter((call) => call === `GET /api/products/${match[1]}`).length;
  console.log(
    `  ok  product hydrated: /api data requests after load: ${product.calls.length} (${product.calls.join(', ')}); product refetches: ${productRefetches}`,
  );
  if (productRefetches !== 0 || !product.cards) throw new Error(`the product page refetched its data on hydration: ${product.calls.join(', ')}`);
  await context.close();

  const page = await (await browser.newContext()).newPage();
  await journey(page, { start: `${appOrigin}/`, apiOrigin, appOrigin });
} finally {
  await browser.close();
}
