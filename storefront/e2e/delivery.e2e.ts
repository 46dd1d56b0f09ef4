import { type Cart, formatCivilDate, formatDeliveryWindow, type Locale, type Product, productSlugSegments } from 'otthon';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, visit } from './support/browser.js';
import { apiSession, buildPath, mailedLink, open, pageApi, plain, productInStock, shopperContext, text, uniqueEmail } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const productPath = (locale: Locale, product: Product) => buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });

/** An out-of-stock product the shop expects back on a known day. */
async function awaitedProduct(locale: Locale) {
  const api = apiSession(baseUrl, locale);
  for (let page = 1; page <= 12; page += 1) {
    const { items } = await api.products({ per_page: 96, page });
    for (const item of items.filter((candidate) => candidate.quantity === 0)) {
      const detail = await api.product(item.id);
      if (detail.restock_date) return detail;
    }
  }
  throw new Error('No out-of-stock product with a restock date.');
}

describe('the delivery promise', () => {
  for (const locale of journeyLocales('hu')) {
    it(`${locale}: the product page, the cart line and each delivery option at checkout show the expected delivery as dates`, {
      timeout: 120_000,
    }, async () => {
      const product = await productInStock(baseUrl, locale, 2);
      const detail = await apiSession(baseUrl, locale).product(product.id);
      expect(detail.delivery_window).not.toBeNull();
      const expected = (window: { earliest: string; latest: string }) =>
        plain(text(locale, 'delivery.expected', { dates: formatDeliveryWindow(window, locale) }));

      const context = await shopperContext(browser(), baseUrl);
      try {
        const { page, consoleErrors } = await visit(context, `${baseUrl}${productPath(locale, product)}`);
        // Server and browser write the dates alike: hydration finds nothing to patch.
        expect(consoleErrors).toEqual([]);
        const estimate = page.locator('[data-slot="buy-box"] [data-slot="delivery-estimate"]');
        expect(plain(await estimate.innerText())).toBe(expected(detail.delivery_window!));
        expect(plain(await estimate.innerText())).toMatch(locale === 'hu' ? /^Várható kézbesítés: / : /^Expected delivery: /);

        expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
        const cart = (await pageApi(page, 'GET', '/api/cart')).data as Cart;
        await open(page, `${baseUrl}${buildPath('cart', locale)}`);
        const line = page.locator('[data-slot="cart-line"] [data-slot="delivery-estimate"]').first();
        expect(plain(await line.innerText())).toBe(expected(cart.products[0]!.delivery_window!));

        await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
        const options = page.locator('[data-slot="delivery-method-picker"] [data-slot="delivery-estimate"]');
        await expect.poll(() => options.count()).toBe(cart.delivery_methods.length);
        expect((await options.allInnerTexts()).map(plain)).toEqual(cart.delivery_methods.map((method) => expected(method.delivery_window)));
        await page.close();
      } finally {
        await context.close();
      }
    });

    it(`${locale}: an out-of-stock product page shows the expected restock date and a notify-me form with double opt-in`, { timeout: 120_000 }, async () => {
      const product = await awaitedProduct(locale);
      const context = await shopperContext(browser(), baseUrl);
      try {
        const { page } = await visit(context, `${baseUrl}${productPath(locale, product)}`);
        const restock = page.locator('[data-slot="buy-box"] [data-slot="restock-date"]');
        expect(plain(await restock.innerText())).toBe(plain(text(locale, 'delivery.restock', { date: formatCivilDate(product.restock_date!, locale) })));
        const form = page.getByRole('form', { name: text(locale, 'delivery.notifyTitle') });
        await expect.poll(() => form.isVisible()).toBe(true);

        const email = uniqueEmail(`restock-${locale}`);
        await form.getByRole('textbox').fill(email);
        await form.getByRole('checkbox').click();
        await form.getByRole('button', { name: text(locale, 'delivery.notifySubmit') }).click();
        await expect.poll(async () => plain(await form.innerText())).toContain(plain(text(locale, 'delivery.notifySuccess').split('!')[0]!));
        const link = await mailedLink(baseUrl, email, `${baseUrl}/api/restock-notifications/confirm/`);
        // The link opens the API's own small page (no storefront around it) with a button; only
        // the button (a form post) confirms, so a mail scanner opening the link confirms nothing.
        const confirmation = await context.newPage();
        expect((await confirmation.goto(link))?.status()).toBe(200);
        expect(plain(await confirmation.locator('h1').innerText())).toBe(locale === 'hu' ? 'Erősítse meg az értesítést' : 'Confirm your restock notice');
        await confirmation.getByRole('button', { name: locale === 'hu' ? 'Értesítés megerősítése' : 'Confirm the notice' }).click();
        await expect
          .poll(async () => plain(await confirmation.locator('h1').innerText()))
          .toBe(locale === 'hu' ? 'Értesítés bekapcsolva' : 'Notice switched on');
        expect(confirmation.url()).toBe(link);
        await confirmation.close();
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});
