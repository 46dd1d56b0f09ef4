/**
 * The production layout end to end: Chromium talks only to nginx, which sends each request to one
 * of two shop processes in turn (round robin, no sticky sessions); both share one PostgreSQL.
 * A shopper puts a product in the cart, logs in from the checkout, pays by card and sees the
 * order — and every kind of call (cart, checkout, payment, login) is answered by both processes,
 * each seeing what the other just wrote. Run by `.ci/nginx.sh` (vitest.balanced.config.ts).
 */
import { buildPath, productSlugSegments } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import { apiSession, chooseMethodsAndConsent, DEMO_CUSTOMER, hydrated, open, productInStock, shopperContext, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const upstreams = inject('upstreams');
const browser = browserForFile();
const locale = 'hu';

type Kind = 'cart' | 'checkout' | 'payment' | 'login';

/** Which journey step a request of the shop belongs to, by its path. */
function kindOf(path: string): Kind | null {
  if (path.startsWith('/api/payment/') || path.startsWith(buildPath('checkout-result', locale))) return 'payment';
  if (path === '/api/cart/order' || path.startsWith('/api/cart/customer') || path.startsWith('/api/cart/method') || path === buildPath('cart-data', locale))
    return 'checkout';
  if (path.startsWith('/api/cart') || path === buildPath('cart', locale)) return 'cart';
  if (path.startsWith('/api/auth/') || path === buildPath('auth-login', locale)) return 'login';
  return null;
}

/**
 * Sends `times` requests one after another with the browser's cookies (its session, XSRF token
 * and login) and answers each one's status, serving process and body.
 */
async function sequential(context: BrowserContext, method: string, path: string, times: number, body?: unknown) {
  const answers: { status: number; upstream: string | null; body: string }[] = [];
  for (let i = 0; i < times; i += 1) {
    const xsrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await context.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Origin: baseUrl, Referer: `${baseUrl}/` },
      ...(body === undefined ? {} : { data: body }),
    });
    answers.push({ status: response.status(), upstream: response.headers()['x-upstream'] ?? null, body: await response.text() });
  }
  return answers;
}

describe('two shop processes behind nginx on one PostgreSQL', () => {
  const served = new Map<Kind, Set<string>>();
  let page: Page;

  beforeAll(async () => {
    const context = await shopperContext(browser(), baseUrl);
    page = await context.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const upstream = response.headers()['x-upstream'];
      const kind = kindOf(url.pathname);
      if (url.origin !== baseUrl || !kind || !upstream) return;
      served.set(kind, (served.get(kind) ?? new Set()).add(upstream));
    });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('product → cart → login on the checkout → card payment approved, whichever process answers each step', { timeout: 180_000 }, async () => {
    const product = await productInStock(baseUrl, locale, 6);
    const { delivery_methods, payment_methods } = await apiSession(baseUrl, locale).cart();
    const home = delivery_methods.find((method) => method.code === 'home_delivery')!;
    const card = payment_methods.find((method) => method.code === 'card_online')!;

    await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) })}`);
    await page.locator('main [data-slot="add-to-cart-button"]').first().click();
    await page.locator('[data-slot="cart-panel-view-cart"]').click();
    await page.waitForURL(`${baseUrl}${buildPath('cart', locale)}`);
    await expect.poll(() => page.locator(`[data-slot="cart-line"][data-product-id="${product.id}"]`).count()).toBe(1);

    await page.locator('[data-slot="checkout-button"][data-state="ready"]').click();
    await page.waitForURL(`${baseUrl}${buildPath('cart-data', locale)}`);
    await page
      .locator('main')
      .getByRole('link', { name: text(locale, 'checkout.login.link'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === buildPath('auth-login', locale));
    await page.locator('[data-slot="login-form"] input[name="email"]').fill(DEMO_CUSTOMER.email);
    await page.locator('[data-slot="login-form"] input[name="password"]').fill(DEMO_CUSTOMER.password);
    await page.locator('[data-slot="login-form"] button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}${buildPath('cart-data', locale)}`);
    await expect.poll(() => page.locator('[data-slot="checkout-form"] input[name="email"]').inputValue()).toBe(DEMO_CUSTOMER.email);

    const form = page.locator('[data-slot="checkout-form"]');
    await form.locator('input[name="phone"]').fill('+36 30 123 4567');
    await form.locator('input[name="invoice_data.name"]').fill('Teszt Elek');
    await form.locator('input[name="invoice_data.zipcode"]').fill('1051');
    await form.locator('input[name="invoice_data.city"]').fill('Budapest');
    await form.locator('input[name="invoice_data.address"]').fill('Nádor utca 7.');
    await chooseMethodsAndConsent(page, home.title, card.title);
    await page.locator('[data-slot="place-order-button"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/gateway/'), { timeout: 30_000 });
    await page.locator('button[value="approve"]').click();
    await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale));
    await hydrated(page);
    expect(await page.locator('[data-slot="checkout-result"]').getAttribute('data-state')).toBe('success');
    const orderHash = new URL(page.url()).searchParams.get('order_hash')!;
    expect(orderHash).toBeTruthy();

    // Every step of the journey went through nginx to one of the two processes.
    for (const kind of ['cart', 'checkout', 'payment', 'login'] as const) {
      expect(
        [...(served.get(kind) ?? [])].every((upstream) => upstreams.includes(upstream)),
        kind,
      ).toBe(true);
      expect(served.get(kind)?.size ?? 0, `${kind} calls answered`).toBeGreaterThan(0);
    }
    expect(new Set([...served.values()].flatMap((set) => [...set])).size).toBe(2);

    // Each kind of call, repeated one after another, alternates between the processes and both
    // answer the same: the session, login, cart and paid order live in the shared database. The
    // calls come from the browser's session with its page closed, so nothing else goes through nginx between them.
    const context = page.context();
    await page.close();
    const alternates = (answers: { status: number; upstream: string | null; body: string }[], what: string) => {
      expect(
        answers.map((answer) => answer.status),
        what,
      ).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.upstream)), `${what} served by both processes`).toEqual(new Set(upstreams));
    };
    const order = await sequential(context, 'GET', `/api/orders/${orderHash}`, 4);
    alternates(order, 'payment: the paid order');
    expect(new Set(order.map((answer) => JSON.parse(answer.body).data.payment?.status)), 'payment status on both').toEqual(new Set(['paid']));

    const added = await sequential(context, 'POST', '/api/cart/product', 4, { product_id: product.id, quantity: 1 });
    alternates(added, 'cart: adding');
    expect(added.map((answer) => JSON.parse(answer.body).data.products[0].quantity)).toEqual([1, 2, 3, 4]);
    const carts = await sequential(context, 'GET', '/api/cart', 4);
    alternates(carts, 'cart: reading');
    expect(new Set(carts.map((answer) => answer.body)).size, 'the same cart on both').toBe(1);

    const checkout = await sequential(context, 'GET', buildPath('cart-data', locale), 4);
    alternates(checkout, 'checkout page');
    for (const answer of checkout) expect(answer.body).toContain('data-screen="cart-data"');

    const login = await sequential(context, 'POST', '/api/auth/login', 2, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    alternates(login, 'login');
    const user = await sequential(context, 'GET', '/api/auth/user', 4);
    alternates(user, 'the logged-in customer');
    for (const answer of user) expect(JSON.parse(answer.body).data.email).toBe(DEMO_CUSTOMER.email);
  });
});
