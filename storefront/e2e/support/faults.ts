import { buildPath, type Locale, productSlugSegments } from 'otthon';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';
import { apiSession, open, pageApi } from './shop.js';

export type Product = Awaited<ReturnType<ReturnType<typeof apiSession>['products']>>['items'][number];
export type ServerCart = Awaited<ReturnType<ReturnType<typeof apiSession>['cart']>>;

/**
 * `count` products with at least `minimum` pieces in stock, in both languages (the same products,
 * each language's titles and paths).
 */
export async function productsInStock(baseUrl: string, count: number, minimum = 20): Promise<Record<Locale, Product[]>> {
  const list = async (locale: Locale) => (await apiSession(baseUrl, locale).products({ per_page: 96, in_stock: true })).items;
  const [hu, en] = await Promise.all([list('hu'), list('en')]);
  const ids = hu
    .filter((item) => item.quantity >= minimum && en.some((other) => other.id === item.id))
    .slice(0, count)
    .map((item) => item.id);
  if (ids.length < count) throw new Error(`The catalogue lacks ${count} products with ${minimum} pieces in stock.`);
  const pick = (items: Product[]) => ids.map((id) => items.find((item) => item.id === id)!);
  return { hu: pick(hu), en: pick(en) };
}

/** The session's cart as the server holds it, asked from the page (its cookies). */
export async function serverCart(page: Page): Promise<ServerCart> {
  const { status, data } = await pageApi(page, 'GET', '/api/cart');
  if (status !== 200) throw new Error(`GET /api/cart answered ${status}.`);
  return data as ServerCart;
}

/** Each product id in the cart → its quantity, as the server holds them. */
export async function serverQuantities(page: Page): Promise<Record<number, number>> {
  return Object.fromEntries((await serverCart(page)).products.map((line) => [line.id, line.quantity]));
}

/** Empties the cart and puts exactly these lines in it through the API, from a page of the context's session. */
export async function fillCart(page: Page, lines: Array<[Product, number]>): Promise<void> {
  for (const line of (await serverCart(page)).products) {
    expect((await pageApi(page, 'PUT', `/api/cart/product/${line.id}`, { product_id: line.id, quantity: 0 })).status).toBe(200);
  }
  for (const [product, quantity] of lines) {
    expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity })).status).toBe(200);
  }
}

/** The cart page of a fresh tab of the context, holding exactly these lines. */
export async function cartPageWith(context: BrowserContext, baseUrl: string, locale: Locale, lines: Array<[Product, number]>): Promise<Page> {
  const page = await context.newPage();
  await open(page, `${baseUrl}${buildPath('index', locale)}`);
  await fillCart(page, lines);
  await open(page, `${baseUrl}${buildPath('cart', locale)}`);
  return page;
}

export const productPath = (locale: Locale, product: Product) => buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });

/**
 * Every request the page's scripts send to the cart API or the CSRF cookie, as `METHOD /path`,
 * in the order they left (fetch and XHR only).
 */
export function recordCartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/cart') || pathname.startsWith('/sanctum/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The changes among recorded calls: everything but reads. */
export const mutations = (calls: readonly string[]) => calls.filter((call) => !call.startsWith('GET '));

/** How a request fails: the server errs, the network times out, or the browser is offline. */
export type Fault = 'server-error' | 'timeout' | 'offline';

/**
 * Makes the next changes the page sends to `path` (not its reads) fail as `fault` would, until
 * the returned function restores the network. Offline takes the whole context off the network, so
 * the revalidation after the failure fails too, as it would on a train.
 */
export async function breakNetwork(context: BrowserContext, page: Page, path: string | RegExp, fault: Fault): Promise<() => Promise<void>> {
  if (fault === 'offline') {
    await context.setOffline(true);
    return () => context.setOffline(false);
  }
  const handler = async (route: Route) => {
    if (route.request().method() === 'GET') return route.continue();
    if (fault === 'timeout') return route.abort('timedout');
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) });
  };
  await page.route(path, handler);
  return () => page.unroute(path, handler);
}

/** The page's live regions (the shell's announcer). */
export const politeRegion = (page: Page) => page.locator('[data-slot="announcer"] [data-politeness="polite"]');
export const assertiveRegion = (page: Page) => page.locator('[data-slot="announcer"] [data-politeness="assertive"]');

/** The pieces the header's cart button says the cart holds (its accessible name ends with the count text). */
export const headerCartLabel = (page: Page) => page.locator('header [data-slot="cart-panel-trigger"]').first().getAttribute('aria-label');

/**
 * The shopper comes back to a tab: it is brought to the front and gets the window's `focus` event,
 * on which the shop asks for the cart again. Headless Chromium treats every page as focused and
 * fires no focus event on a tab switch, so the event a desktop browser fires is dispatched here.
 */
export async function lookAgain(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}
