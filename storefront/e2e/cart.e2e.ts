import { buildPath, formatMoney, type Locale } from 'otthon';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, visit } from './support/browser.js';
import { apiSession, expectNoAxeViolations, open, pageApi, plain, shopperContext, text } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Product = Awaited<ReturnType<ReturnType<typeof apiSession>['products']>>['items'][number];

/** Products in stock: two with plenty of pieces and one with only a few (to be clamped). */
async function cartProducts(locale: Locale): Promise<{ plenty: Product[]; few: Product }> {
  const { items } = await apiSession(baseUrl, locale).products({ per_page: 96, in_stock: true });
  const plenty = items.filter((item) => item.quantity >= 20).slice(0, 2);
  const few = items.find((item) => item.quantity >= 2 && item.quantity <= 8);
  if (plenty.length < 2 || !few) throw new Error('The catalogue lacks the stock this test needs.');
  return { plenty, few };
}

/** The visitor's cart holds these lines at exactly these quantities (others stay); then the cart page. */
async function cartWith(context: BrowserContext, locale: Locale, lines: Array<[Product, number]>): Promise<Page> {
  const first = await visit(context, `${baseUrl}${buildPath('index', locale)}`);
  const cart = (await pageApi(first.page, 'GET', '/api/cart')).data as { products: Array<{ id: number }> };
  for (const [product, quantity] of lines) {
    const inCart = cart.products.some((entry) => entry.id === product.id);
    const { status } = inCart
      ? await pageApi(first.page, 'PUT', `/api/cart/product/${product.id}`, { product_id: product.id, quantity })
      : await pageApi(first.page, 'POST', '/api/cart/product', { product_id: product.id, quantity });
    expect(status).toBe(200);
  }
  await first.page.close();
  return (await visit(context, `${baseUrl}${buildPath('cart', locale)}`)).page;
}

const line = (page: Page, product: Product) => page.locator(`[data-slot="cart-line"][data-product-id="${product.id}"]`);
const politeRegion = (page: Page) => page.locator('[data-slot="announcer"] [data-politeness="polite"]');

for (const locale of journeyLocales('hu')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`the cart page (${language})`, () => {
    let context: BrowserContext;
    let products: { plenty: Product[]; few: Product };

    beforeAll(async () => {
      products = await cartProducts(locale);
      context = await shopperContext(browser(), baseUrl);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('lists every line with the server’s figures, the free-shipping progress and no axe violation', async () => {
      const [sofa, chair] = products.plenty as [Product, Product];
      const page = await cartWith(context, locale, [
        [sofa, 1],
        [chair, 2],
      ]);
      expect(await page.locator('h1').allInnerTexts()).toEqual([text(locale, 'routes.cart.title')]);
      await expect.poll(() => page.locator('[data-slot="cart-line"]').count()).toBe(2);
      expect(await line(page, chair).locator('input').inputValue()).toBe('2');

      const cart = await pageApi(page, 'GET', '/api/cart');
      const summary = (
        cart.data as { summary: { total_quantity: number; total_items_amount_gross: number; total_amount_net: number; total_amount_gross: number } }
      ).summary;
      expect(summary.total_quantity).toBe(3);
      // A shopper who chose no VAT mode sees gross prices; every figure is the server's, the gross
      // amount to pay first with its net part and VAT beneath.
      const figures = plain(await page.locator('[data-slot="cart-summary"]').innerText());
      expect(figures).toContain(text(locale, 'cart.summary.quantity', { count: 3 }));
      for (const row of ['cart-summary-items', 'cart-summary-delivery', 'payable-total-gross', 'payable-total-net', 'payable-total-vat']) {
        expect(await page.locator(`[data-slot="cart-summary"] [data-slot="${row}"]`).count(), row).toBe(1);
      }
      const figure = async (row: string) => plain(await page.locator(`[data-slot="cart-summary"] [data-slot="${row}"] dd`).innerText());
      expect(await figure('cart-summary-items')).toBe(plain(formatMoney(summary.total_items_amount_gross, 'HUF')));
      expect(await figure('payable-total-gross')).toBe(plain(formatMoney(summary.total_amount_gross, 'HUF')));
      expect(await figure('payable-total-net')).toBe(plain(formatMoney(summary.total_amount_net, 'HUF')));
      expect(await figure('payable-total-vat')).toBe(plain(formatMoney(summary.total_amount_gross - summary.total_amount_net, 'HUF')));
      expect(await page.locator('[data-slot="free-shipping"]').getAttribute('data-state')).toMatch(/^(remaining|reached)$/);
      expect(await page.locator('[data-slot="checkout-button"]').getAttribute('data-state')).toBe('ready');

      await expectNoAxeViolations(page, 'the cart page');
      await page.close();
    });

    it('coalesces rapid quantity presses into the latest intent and keeps checkout closed while the cart settles', async () => {
      const [sofa] = products.plenty as [Product];
      const page = await cartWith(context, locale, [[sofa, 1]]);
      const puts: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/cart/product/${sofa.id}`) puts.push(request);
      });
      // The first change is held on its way until every press is in, as on a slow network.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/cart/product/${sofa.id}`, async (route) => {
        await held;
        await route.continue();
      });
      const increase = line(page, sofa).getByRole('button', { name: text(locale, 'cart.line.increase', { title: sofa.title }) });
      for (let press = 0; press < 4; press += 1) await increase.click();

      expect(await line(page, sofa).getAttribute('data-state')).toBe('pending');
      expect(await page.locator('[data-slot="checkout-button"]').getAttribute('data-state')).toBe('settling');
      release();
      await expect.poll(() => line(page, sofa).getAttribute('data-state'), { timeout: 10_000 }).toBe('idle');
      expect(await line(page, sofa).locator('input').inputValue()).toBe('5');
      // Presses faster than the gathering window leave as one request; on a slow machine the first
      // may leave alone, the three behind it merged into one. Never one per press.
      expect(puts.length).toBeGreaterThanOrEqual(1);
      expect(puts.length).toBeLessThanOrEqual(2);
      expect(JSON.parse(puts.at(-1)!.postData() ?? '{}')).toMatchObject({ quantity: 5 });
      await expect.poll(() => page.locator('[data-slot="checkout-button"]').getAttribute('data-state')).toBe('ready');
      await expect
        .poll(async () => plain(await politeRegion(page).innerText()))
        .toContain(plain(text(locale, 'announcements.cart.quantityChanged', { title: sofa.title, count: 5 })));
      await page.close();
    });

    it('shows and announces the quantity the server clamped to the stock (requirements §4; field notes)', async () => {
      const { few } = products;
      const page = (await visit(context, `${baseUrl}${buildPath('index', locale)}`)).page;
      // More than the stock, as a product page opened before the last pieces sold would send.
      const added = await pageApi(page, 'POST', '/api/cart/product', { product_id: few.id, quantity: few.quantity + 5 });
      expect(added.status).toBe(200);
      await open(page, `${baseUrl}${buildPath('cart', locale)}`);
      expect(await line(page, few).locator('input').inputValue()).toBe(String(few.quantity));
      const notice = plain(text(locale, 'announcements.cart.quantityClamped', { count: few.quantity }));
      expect(plain(await line(page, few).locator('[data-slot="cart-line-notice"]').innerText())).toBe(notice);
      await expect.poll(async () => plain(await politeRegion(page).innerText())).toContain(notice);
      await expectNoAxeViolations(page, 'the cart page');
      await page.close();
    });

    it('keeps a typed quantity within the stock and says so', async () => {
      const [, chair] = products.plenty as [Product, Product];
      const page = await cartWith(context, locale, [[chair, 1]]);
      const input = line(page, chair).locator('input');
      await input.fill(String(chair.quantity + 10));
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(String(chair.quantity));
      await expect
        .poll(async () => plain(await politeRegion(page).innerText()))
        .toContain(plain(text(locale, 'announcements.quantity.max', { count: chair.quantity })));
      await expect.poll(() => line(page, chair).getAttribute('data-state'), { timeout: 10_000 }).toBe('idle');
      const cart = (await pageApi(page, 'GET', '/api/cart')).data as { products: Array<{ id: number; quantity: number }> };
      expect(cart.products.find((entry) => entry.id === chair.id)?.quantity).toBe(chair.quantity);
      await page.close();
    });

    it('asks for an e-mail address before checking a coupon, without sending it (requirements §5)', async () => {
      const page = await cartWith(context, locale, [[products.plenty[0]!, 1]]);
      const couponCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/cart/coupon')) couponCalls.push(request.url());
      });
      const coupon = page.getByRole('textbox', { name: text(locale, 'cart.coupon.label') });
      await coupon.fill('OTTHON10');
      await page.getByRole('button', { name: text(locale, 'cart.coupon.apply') }).click();
      await expect
        .poll(async () => plain(await page.locator('[data-slot="coupon-form"]').innerText()))
        .toContain(plain(text(locale, 'checkout.errors.couponEmailRequired')));
      expect(await coupon.inputValue()).toBe('OTTHON10');
      expect(await coupon.getAttribute('aria-invalid')).toBe('true');
      expect(couponCalls).toEqual([]);
      await page.close();
    });

    it('removes lines until the cart is empty, then says so with a way back to the products', async () => {
      const page = await cartWith(context, locale, [[products.plenty[0]!, 1]]);
      for (let left = await page.locator('[data-slot="cart-line"]').count(); left > 0; left -= 1) {
        await page.locator('[data-slot="cart-line-remove"]').first().click();
        await expect.poll(() => page.locator('[data-slot="cart-line"]').count(), { timeout: 10_000 }).toBe(left - 1);
      }
      await expect.poll(() => page.locator('[data-slot="cart-empty"]').count()).toBe(1);
      expect(plain(await page.locator('[data-slot="cart-empty"] h2').innerText())).toBe(text(locale, 'cart.empty.title'));
      expect(await page.locator('[data-slot="checkout-button"]').count()).toBe(0);
      expect(await page.locator('h1').allInnerTexts()).toEqual([text(locale, 'routes.cart.title')]);
      await expectNoAxeViolations(page, 'the cart page');
      await page.close();
    });
  });
}
