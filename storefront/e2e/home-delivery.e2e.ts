import { buildPath, type Cart } from 'otthon';
import { BULKY_PIECE_KG, HOME_SERVICE_PRICES_HUF, productParcel } from 'otthon/core';
import type { BrowserContext } from 'playwright-core';
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

/** A sofa in stock: too big for any locker, with legs to screw on. */
async function sofa() {
  const { items } = await apiSession(baseUrl, 'hu').products({ category: 'nappali/kanapek', in_stock: true, per_page: 24 });
  const found = items.find((item) => item.quantity >= 2);
  if (!found) throw new Error('No sofa in stock.');
  return found;
}

const digits = (value: string) => value.replace(/\D/g, '');

for (const locale of journeyLocales('hu')) {
  for (const device of ['phone', 'desktop'] as const) {
    describe(`furniture home delivery (${locale}, ${device})`, () => {
      it('offers a sofa cart home delivery with floor, assembly and an evening slot, priced by the price list, and keeps them on the order', {
        timeout: 180_000,
      }, async () => {
        const context = await shopper(device);
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
        const product = await sofa();
        expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
        const before = (await pageApi(page, 'GET', '/api/cart')).data as Cart;
        // No locker takes a sofa; the home delivery offers its services.
        expect(before.delivery_methods.some((method) => method.needs_pickup_point)).toBe(false);
        const home = before.delivery_methods.find((method) => method.home_service)!;
        const assembly = before.products[0]!.assembly;
        expect(assembly?.price_gross).toBe(HOME_SERVICE_PRICES_HUF.assembly.legs);

        await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
        const form = page.locator('[data-slot="checkout-form"]');
        await form.locator('input[name="email"]').fill(`kanape-${locale}-${device}-${Date.now()}@example.hu`);
        await form.locator('input[name="phone"]').fill('+36 30 123 4567');
        await form.locator('input[name="invoice_data.name"]').fill('Kanapé Kata');
        await form.locator('input[name="invoice_data.zipcode"]').fill('1117');
        await expect.poll(() => form.locator('input[name="invoice_data.city"]').inputValue()).toBe('Budapest');
        await form.locator('input[name="invoice_data.address"]').fill('Bogdánfy utca 10.');

        await page.locator(`[data-slot="delivery-method-picker"] input[type="radio"][value="${home.id}"]`).click();
        const options = page.locator('[data-slot="home-delivery-options"]:not([data-state="loading"])');
        await options.waitFor();

        // Third floor, no lift; assembly; the first evening offered.
        const floor = options.locator('input[name="floor"]');
        await floor.fill('3');
        await floor.press('Tab');
        await options.getByRole('checkbox', { name: text(locale, 'checkout.home.assembly') }).click();
        const evening = options.locator('[data-slot="delivery-slot-picker"] input[type="radio"][data-period="evening"]:not([disabled])').first();
        await evening.click();

        const detail = await apiSession(baseUrl, locale).product(product.id);
        const bulky = productParcel({ dimensions: detail.dimensions, weightKg: detail.weight_kg }).weightKg >= BULKY_PIECE_KG ? 1 : 0;
        expect(bulky).toBe(1);
        const expected =
          HOME_SERVICE_PRICES_HUF.carryInPerFloor * 3 * Math.max(1, bulky) + HOME_SERVICE_PRICES_HUF.assembly.legs! + HOME_SERVICE_PRICES_HUF.slot.evening;
        await expect
          .poll(
            async () => {
              const cart = (await pageApi(page, 'GET', '/api/cart')).data as Cart;
              return [cart.home_delivery?.floor, cart.home_delivery?.assembly, cart.home_delivery?.slot?.period, cart.home_delivery?.total_gross];
            },
            { timeout: 15_000 },
          )
          .toEqual([3, true, 'evening', expected]);
        const cart = (await pageApi(page, 'GET', '/api/cart')).data as Cart;
        expect(cart.summary.home_service_gross).toBe(expected);
        expect(cart.summary.total_amount_gross).toBe(cart.summary.total_items_amount_gross + cart.summary.delivery_price_gross + expected);
        // The page shows the services' total as the cart has it (net or gross, as the shopper's VAT mode says).
        const shown = options.locator('[data-slot="home-delivery-total"]');
        await expect
          .poll(async () => digits(await shown.innerText()))
          .toMatch(new RegExp(`(${cart.home_delivery!.total_gross}|${cart.home_delivery!.total_net})$`));
        await expectNoAxeViolations(page, 'the home delivery options');

        const transfer = cart.payment_methods.find((method) => method.code === 'bank_transfer')!;
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

        await open(page, `${baseUrl}${buildPath('orders-order_hash', locale, { order_hash: orderHash })}`);
        const summary = page.locator('main [data-slot="home-delivery-summary"]');
        await summary.waitFor();
        const words = plain(await summary.innerText());
        expect(words).toContain('17:00');
        expect(digits(words)).toMatch(new RegExp(`(${cart.home_delivery!.total_gross}|${cart.home_delivery!.total_net})$`));
        expect(await summary.getAttribute('data-period')).toBe('evening');
        await expectNoAxeViolations(page, 'the order page with its home delivery');
        await page.close();
      });
    });
  }
}
