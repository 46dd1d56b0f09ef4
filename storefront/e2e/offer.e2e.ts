import { buildPath, pathPrefix } from 'otthon';
import type { BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import { expectNoAxeViolations, open, pageApi, plain, productInStock, shopperContext, text } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

for (const locale of journeyLocales('en')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`a quote request (${language})`, () => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await shopperContext(browser(), baseUrl);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('goes from the cart to the quote form, is sent once, and opens as the quote’s own page', { timeout: 120_000 }, async () => {
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('index', locale)}`);
      const product = await productInStock(baseUrl, locale, 5);
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 4 })).status).toBe(200);

      await open(page, `${baseUrl}${buildPath('cart', locale)}`);
      await page
        .locator('main')
        .getByRole('link', { name: text(locale, 'checkout.requestOffer'), exact: true })
        .click();
      await page.waitForURL(`${baseUrl}${buildPath('offer-data', locale)}`);
      await page.locator('[data-screen="offer-data"]').waitFor();
      expect(await page.locator('h1').allInnerTexts()).toEqual([text(locale, 'routes.offer-data.title')]);
      // A quote needs no payment method.
      expect(await page.locator('[data-slot="place-order-button"]').count()).toBe(0);

      const form = page.locator('[data-slot="checkout-form"]');
      await form.locator('input[name="email"]').fill(`offer.${locale}@example.hu`);
      await form.locator('input[name="phone"]').fill('+36 1 234 5678');
      await form.locator('input[name="invoice_data.name"]').fill('Árajánlat Ágnes');
      await form.locator('input[name="invoice_data.zipcode"]').fill('6720');
      await form.locator('input[name="invoice_data.city"]').fill('Szeged');
      await form.locator('input[name="invoice_data.address"]').fill('Kárász utca 3.');
      await form.locator('textarea[name="comment"]').fill('Négy darabra kérnék ajánlatot, kiszállítással.');
      const consents = form.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
      // Without the consents nothing is sent (requirements §5).
      const offerCalls: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/offer') offerCalls.push(request);
      });
      await page.locator('[data-slot="request-offer-button"]').click();
      await expect.poll(() => consents.nth(0).getAttribute('aria-invalid')).toBe('true');
      expect(offerCalls).toEqual([]);
      await expectNoAxeViolations(page, 'the quote form with its errors');

      await consents.nth(0).click();
      await consents.nth(1).click();
      await page.locator('[data-slot="request-offer-button"]').dblclick();
      await page.waitForURL((url) => url.pathname === buildPath('offer-result', locale));
      await page.locator('[data-screen="offer-result"]').waitFor();
      expect(new Set(offerCalls.map((request) => request.headers()['idempotency-key'])).size).toBe(1);
      expect(await page.locator('h1').allInnerTexts()).toEqual([text(locale, 'routes.offer-result.title')]);
      expect(plain(await page.locator('main').innerText())).toContain(`offer.${locale}@example.hu`);
      await expectNoAxeViolations(page, 'the quote confirmation');

      await page
        .locator('main')
        .getByRole('link', { name: text(locale, 'offerPage.view'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith(pathPrefix('checkout-offer-offer_hash', locale)));
      await page.locator('[data-screen="offer"]').waitFor();
      const view = plain(await page.locator('main').innerText());
      expect(view).toContain(product.title);
      expect(view).toContain(text(locale, 'offerStatus.requested'));
      expect(view).toContain('Árajánlat Ágnes');
      expect(view).toContain('Négy darabra kérnék ajánlatot, kiszállítással.');
      expect(await page.locator('[data-slot="order-item"]').count()).toBe(1);
      await expectNoAxeViolations(page, 'the quote view');

      // The quote emptied the cart.
      const cart = (await pageApi(page, 'GET', '/api/cart')).data as { products: unknown[] };
      expect(cart.products).toEqual([]);
      await page.close();
    });

    it('answers 404 for a quote or an order that does not exist', async () => {
      for (const path of [
        buildPath('checkout-offer-offer_hash', locale, { offer_hash: 'no-such-quote-0000000' }),
        buildPath('orders-order_hash', locale, { order_hash: 'no-such-order-0000000' }),
        buildPath('checkout-result-order_hash', locale, { order_hash: 'no-such-order-0000000' }),
        `${buildPath('offer-result', locale)}?offer_hash=no-such-quote-0000000`,
      ]) {
        const response = await fetch(`${baseUrl}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text()).toContain(text(locale, 'errors.notFound', { path: path.split('?')[0]! }));
      }
    });
  });
}
