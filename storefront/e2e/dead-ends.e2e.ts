import { buildPath, productSlugSegments } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import { createCustomer, open, pageApi, productInStock, shopperContext, text } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

for (const locale of journeyLocales('en')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`no dead ends for a shopper (${language})`, () => {
    let context: BrowserContext;
    beforeEach(async () => {
      context = await shopperContext(browser(), baseUrl);
    });
    afterEach(async () => {
      await context.close();
    });

    it('a missing page is a 404 in the shop’s frame, with a sentence, a search box, categories and products to go on to', async () => {
      const page = await context.newPage();
      const path = locale === 'hu' ? '/hu/nincs-ilyen-oldal' : '/en/no-such-page';
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      // The ways on come with the answer itself: there without scripts and without waiting.
      const served = await (await fetch(`${baseUrl}${path}`)).text();
      expect(served).toContain('data-slot="not-found-categories"');
      expect(served).toContain('data-slot="product-card"');
      // The shopper reads a sentence; the raw address is kept for the title (and the log).
      expect(await page.locator('h1').allInnerTexts()).toEqual([text(locale, 'notFound.title')]);
      expect(await page.locator('main').innerText()).not.toContain(path);
      expect(await page.title()).toContain(text(locale, 'errors.notFound', { path }));
      expect(await page.locator('[data-slot="site-header"] [data-slot="search-box-input"]').count()).toBe(1);
      // Its own search box searches the shop.
      const search = page.locator('[data-slot="not-found-search"] [data-slot="search-box-input"]');
      await search.fill('kanapé');
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === buildPath('search', locale) && url.searchParams.get('q') === 'kanapé');
      await page.goBack();
      await page.waitForURL(`${baseUrl}${path}`);
      await page.locator('[data-slot="not-found-categories"] a').first().waitFor();
      expect(await page.locator('main [data-slot="product-card"]').count()).toBeGreaterThan(0);
      // A suggested category leads on, in place.
      await page.locator('[data-slot="not-found-categories"] a').first().click();
      await page.waitForURL((url) => url.pathname.startsWith(buildPath('categories-category_slug', locale, { category_slug: ['x'] }).replace(/x$/, '')));
    });

    it('logging in from the cart lands back in the cart', { timeout: 90_000 }, async () => {
      const customer = await createCustomer(baseUrl, locale, `return-${locale}`);
      const product = await productInStock(baseUrl, locale, 1);
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('cart', locale)}`);
      await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 });
      await open(page, `${baseUrl}${buildPath('cart', locale)}`);
      await page.locator('[data-slot="site-header"] nav a', { hasText: text(locale, 'header.login') }).click();
      await page.waitForURL((url) => url.pathname === buildPath('auth-login', locale));
      await page.locator('[data-slot="login-form"] input[name="email"]').fill(customer.email);
      await page.locator('[data-slot="login-form"] input[name="password"]').fill(customer.password);
      await page.locator('[data-slot="login-form"] button[type="submit"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('cart', locale)}`);
      await expect.poll(() => page.locator(`[data-slot="cart-line"][data-product-id="${product.id}"]`).count()).toBe(1);
    });

    it('a visitor’s coupon that needs an e-mail offers the e-mail field and the login right there', async () => {
      const product = await productInStock(baseUrl, locale, 1);
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('cart', locale)}`);
      await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 });
      await open(page, `${baseUrl}${buildPath('cart', locale)}`);
      await page.locator('input[name="coupon_code"]').fill('OTTHON10');
      await page.locator('[data-slot="coupon-form-apply"]').click();
      await page.locator('input[name="coupon_email"]').waitFor();
      const login = page.locator('[data-slot="coupon-form-login"] a');
      expect(new URL((await login.getAttribute('href')) ?? '', baseUrl).searchParams.get('redirect')).toBe(buildPath('cart', locale));
    });

    it('a suggestion in the cart panel goes into the cart with its own button', async () => {
      const product = await productInStock(baseUrl, locale, 2);
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) })}`);
      await page.locator('main [data-slot="add-to-cart-button"]').first().click();
      const suggestion = page.locator('[data-slot="cart-panel"] [data-slot="similar-products"] [data-slot="add-to-cart-button"]').first();
      await suggestion.waitFor({ state: 'visible' });
      await suggestion.click();
      await expect.poll(() => page.locator('[data-slot="cart-panel"] [data-slot="cart-line"]').count()).toBe(2);
    });

    it('a typed price applies by itself once the typing pauses, without Enter', async () => {
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('all-products', locale)}`);
      await page.getByRole('spinbutton', { name: text(locale, 'products.filters.priceMax') }).fill('200000');
      await page.waitForURL(/price_max=200000/);
      expect(new URL(page.url()).searchParams.get('price_max')).toBe('200000');
    });
  });
}
