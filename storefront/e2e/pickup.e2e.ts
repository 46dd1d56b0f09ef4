import { buildPath, type Cart, type Locale, type Product } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import { apiSession, type Device, expectNoAxeViolations, hydrated, open, pageApi, plain, shopperContext, text } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function shopper(device: Device): Promise<BrowserContext> {
  const context = await shopperContext(browser(), baseUrl, device);
  contexts.push(context);
  return context;
}

/** The cheapest products first: small things (lamps, frames, cushions) that may go into a locker's box. */
async function cheapProducts(locale: Locale): Promise<Product[]> {
  const { items } = await apiSession(baseUrl, locale).products({ per_page: 96, in_stock: true, sort: 'price_asc' });
  return items.filter((item) => item.quantity >= 3).slice(0, 40);
}

/** Puts into the page's cart a product the locker method takes (the cart says which carriers), and answers the method. */
async function cartForLockers(page: Page, locale: Locale) {
  for (const product of await cheapProducts(locale)) {
    expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
    const cart = (await pageApi(page, 'GET', '/api/cart')).data as Cart;
    const locker = cart.delivery_methods.find((method) => method.needs_pickup_point);
    if (locker?.pickup_carriers.length) return locker;
    await pageApi(page, 'PUT', `/api/cart/product/${product.id}`, { product_id: product.id, quantity: 0 });
  }
  throw new Error('No product in stock fits a parcel locker.');
}

for (const locale of journeyLocales('hu')) {
  for (const device of ['phone', 'desktop'] as const) {
    describe(`delivery to a parcel locker (${locale}, ${device})`, () => {
      it('fills the town from the postcode, finds lockers near 1117, orders to the chosen one and shows it on the order page', {
        timeout: 180_000,
      }, async () => {
        const context = await shopper(device);
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
        const locker = await cartForLockers(page, locale);
        await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);

        // The postcode fills the town (Budapest, with its district shown beside it).
        const form = page.locator('[data-slot="checkout-form"]');
        await form.locator('input[name="email"]').fill(`locker-${locale}-${device}-${Date.now()}@example.hu`);
        await form.locator('input[name="phone"]').fill('+36 30 123 4567');
        await form.locator('input[name="invoice_data.name"]').fill('Csomag Pál');
        await form.locator('input[name="invoice_data.zipcode"]').fill('1117');
        await expect.poll(() => form.locator('input[name="invoice_data.city"]').inputValue()).toBe('Budapest');
        await form.locator('input[name="invoice_data.address"]').fill('Október huszonharmadika utca 8.');

        // The locker method asks for its point; the search lists the nearest first.
        await page.locator(`[data-slot="delivery-method-picker"] input[type="radio"][value="${locker.id}"]`).click();
        const picker = page.locator('[data-slot="pickup-point-picker"]');
        await picker.waitFor();
        await picker.getByRole('searchbox', { name: text(locale, 'checkout.pickup.search') }).fill('1117');
        const options = picker.locator('[data-slot="pickup-point-option"]');
        await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(10);
        const distances = (await picker.locator('[data-slot="pickup-point-distance"]').allInnerTexts()).map((value) =>
          Number.parseFloat(value.replace(',', '.')),
        );
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        await expectNoAxeViolations(page, 'the pick-up point list');

        // Chosen by keyboard: the second point of the list.
        await options.first().focus();
        await page.keyboard.press('ArrowDown');
        const name = plain(await options.nth(1).locator('[data-slot="pickup-point-name"]').innerText());
        await page.keyboard.press('Enter');
        const chosen = picker.locator('[data-slot="pickup-point-chosen"]');
        await expect.poll(async () => plain(await chosen.innerText()).includes(name), { timeout: 15_000 }).toBe(true);
        await expect.poll(async () => ((await pageApi(page, 'GET', '/api/cart')).data as Cart).pickup_point?.name).toBe(name);

        const transfer = (((await pageApi(page, 'GET', '/api/cart')).data as Cart).payment_methods ?? []).find((method) => method.code === 'bank_transfer')!;
        const payment = page.locator(`[data-slot="payment-method-picker"] input[type="radio"][value="${transfer.id}"]`);
        await expect.poll(() => payment.isEnabled()).toBe(true);
        await payment.click();
        const consents = page.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
        await consents.nth(0).click();
        await consents.nth(1).click();
        await page.locator('[data-slot="place-order-button"]').click();
        const resultPath = buildPath('checkout-result', locale);
        await page.waitForURL((url) => url.pathname.startsWith(resultPath), { timeout: 30_000 });
        await hydrated(page);
        const url = new URL(page.url());
        const orderHash = url.searchParams.get('order_hash') ?? url.pathname.slice(resultPath.length + 1);
        expect(orderHash).toMatch(/^[\w-]{20,}$/);
        // The result page names the point too.
        expect(plain(await page.locator('[data-slot="checkout-result"] [data-slot="pickup-point-summary"]').innerText())).toContain(name);

        await open(page, `${baseUrl}${buildPath('orders-order_hash', locale, { order_hash: orderHash })}`);
        const point = page.locator('main [data-slot="pickup-point-summary"]');
        await point.waitFor();
        expect(plain(await point.innerText())).toContain(name);
        await expectNoAxeViolations(page, 'the order page with its pick-up point');
        await page.close();
      });
    });
  }
}
