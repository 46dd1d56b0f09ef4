import { buildPath, type CurrencyCode, formatMoney, type Locale, productSlugSegments } from 'otthon';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import {
  apiSession,
  chooseMethodsAndConsent,
  type Customer,
  createCustomer,
  expectNoAxeViolations,
  hydrated,
  logInContext,
  open,
  pageApi,
  plain,
  productInStock,
  shopperContext,
  text,
} from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Product = Awaited<ReturnType<typeof productInStock>>;
type Cart = Awaited<ReturnType<ReturnType<typeof apiSession>['cart']>>;

/** The product page's own "Add to cart" (similar products further down have theirs), then the cart panel's "View cart". */
async function addFromProductPage(page: Page, locale: Locale, product: Product): Promise<void> {
  await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) })}`);
  await page.locator('main [data-slot="add-to-cart-button"]').first().click();
  const viewCart = page.locator('[data-slot="cart-panel-view-cart"]');
  await viewCart.waitFor({ state: 'visible' });
  await viewCart.click();
  await page.waitForURL(`${baseUrl}${buildPath('cart', locale)}`);
  await page.locator('[data-screen="cart"]').waitFor();
}

/** The purchase events the page's data layer received. */
const purchases = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { transaction_id?: string } }> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    ),
  );

/** The methods of the cart by code, as the checkout offers them. */
async function methods(locale: Locale): Promise<Pick<Cart, 'delivery_methods' | 'payment_methods'>> {
  return apiSession(baseUrl, locale).cart();
}

/** Fills the billing address of a company (requirements §5: company name and tax number) and the phone. */
async function fillCompanyCheckout(page: Page, locale: Locale, delivery: string, payment: string): Promise<void> {
  await page.locator('[data-slot="checkout-form"] input[name="phone"]').fill('+36 30 123 4567');
  await page.getByRole('radio', { name: text(locale, 'fields.customerType.company'), exact: true }).click();
  await page.locator('input[name="invoice_data.company_name"]').fill('Otthon Teszt Kft.');
  await page.locator('input[name="invoice_data.tax_number"]').fill('12345676-1-42');
  await page.locator('input[name="invoice_data.name"]').fill('Teszt Elek');
  await page.locator('input[name="invoice_data.zipcode"]').fill('1051');
  await page.locator('input[name="invoice_data.city"]').fill('Budapest');
  await page.locator('input[name="invoice_data.address"]').fill('Nádor utca 7.');
  await chooseMethodsAndConsent(page, delivery, payment);
}

const resultState = (page: Page) => page.locator('[data-slot="checkout-result"]').getAttribute('data-state');

for (const locale of journeyLocales('hu')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`buying as a company with a card that is declined first (${language})`, () => {
    let customer: Customer;
    let context: BrowserContext;
    let product: Product;

    beforeAll(async () => {
      customer = await createCustomer(baseUrl, locale, `buyer-${locale}`);
      product = await productInStock(baseUrl, locale, 3);
      context = await shopperContext(browser(), baseUrl);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('product → cart → coupon without and with an e-mail → company checkout → declined → Pay Again → approved → the order in the account', {
      timeout: 240_000,
    }, async () => {
      const page = await context.newPage();
      const couponCalls: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/coupon') couponCalls.push(request);
      });
      const { delivery_methods, payment_methods } = await methods(locale);
      const homeDelivery = delivery_methods.find((method) => method.code === 'home_delivery')!;
      const card = payment_methods.find((method) => method.code === 'card_online')!;

      // A visitor puts the product in the cart from its page.
      await addFromProductPage(page, locale, product);
      await expect.poll(() => page.locator(`[data-slot="cart-line"][data-product-id="${product.id}"]`).count()).toBe(1);

      // No e-mail is known yet: the spec's message, and nothing is sent (requirements §5).
      const couponField = page.getByRole('textbox', { name: text(locale, 'cart.coupon.label') });
      await couponField.fill('OTTHON10');
      await page.getByRole('button', { name: text(locale, 'cart.coupon.apply') }).click();
      await expect
        .poll(async () => plain(await page.locator('[data-slot="coupon-form"]').innerText()))
        .toContain(plain(text(locale, 'checkout.errors.couponEmailRequired')));
      expect(couponCalls).toHaveLength(0);

      // Checkout; the visitor logs in from there and comes back to it with the cart merged.
      await page.locator('[data-slot="checkout-button"][data-state="ready"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('cart-data', locale)}`);
      await page.locator('[data-screen="cart-data"]').waitFor();
      await page
        .locator('main')
        .getByRole('link', { name: text(locale, 'checkout.login.link'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === buildPath('auth-login', locale));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(buildPath('cart-data', locale));
      await page.locator('[data-screen="auth-login"]').waitFor();
      await page.locator('[data-slot="login-form"] input[name="email"]').fill(customer.email);
      await page.locator('[data-slot="login-form"] input[name="password"]').fill(customer.password);
      await page.locator('[data-slot="login-form"] button[type="submit"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('cart-data', locale)}`);
      await page.locator('[data-screen="cart-data"]').waitFor();
      await expect.poll(() => page.locator('[data-slot="checkout-form"] input[name="email"]').inputValue()).toBe(customer.email);
      await expect.poll(() => page.locator(`[data-slot="cart-summary"]`).getAttribute('data-state')).toBe('ready');
      // The merged cart is what is being ordered: the summary's folded product list says so.
      await page.locator('[data-slot="checkout-products"] summary').click();
      expect(plain(await page.locator('[data-slot="checkout-products"]').innerText())).toContain(product.title);

      // With the e-mail the code is checked and the discount applied.
      await page.getByRole('textbox', { name: text(locale, 'cart.coupon.label') }).fill('OTTHON10');
      await page.getByRole('button', { name: text(locale, 'cart.coupon.apply') }).click();
      await expect.poll(() => page.locator('[data-slot="coupon-form-coupon"]').count(), { timeout: 10_000 }).toBe(1);
      expect(plain(await page.locator('[data-slot="coupon-form-coupon"]').innerText())).toContain('OTTHON10');
      await expect.poll(() => page.locator('[data-slot="cart-summary-coupon"]').count()).toBe(1);
      expect(couponCalls).toHaveLength(1);

      await fillCompanyCheckout(page, locale, homeDelivery.title, card.title);
      await expectNoAxeViolations(page, 'the filled checkout form');

      // Card online: the order goes to the gateway, which declines.
      await page.locator('[data-slot="place-order-button"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/payment/gateway/'), { timeout: 30_000 });
      await page.locator('button[value="decline"]').click();
      await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale));
      await hydrated(page);
      const returnUrl = new URL(page.url());
      const orderHash = returnUrl.searchParams.get('order_hash')!;
      expect(orderHash).toBeTruthy();
      expect(await resultState(page)).toBe('error');
      const result = plain(await page.locator('[data-slot="checkout-result"]').innerText());
      for (const key of [
        'checkout.result.failed.title',
        'checkout.result.failed.transaction',
        'checkout.result.responseCode',
        'checkout.result.responseMessage',
        'checkout.result.authorizationCode',
      ] as const) {
        expect(result).toContain(text(locale, key));
      }
      const codes = await page.locator('[data-slot="checkout-result-details"] dd').allInnerTexts();
      expect(codes[0]?.trim()).not.toBe('—');
      await expectNoAxeViolations(page, 'the failed payment');

      // A tampered address cannot turn the failure into a success: the server's order decides.
      await open(page, `${baseUrl}${returnUrl.pathname}${returnUrl.search}&status=success&payment_status=paid`);
      expect(await resultState(page)).toBe('error');
      expect(await purchases(page)).toEqual([]);

      // Pay Again with the card: back to the gateway, which approves this time.
      await page.getByRole('radio', { name: card.title }).click();
      await page.locator('[data-slot="checkout-result-pay-again-button"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/payment/gateway/'), { timeout: 30_000 });
      await page.locator('button[value="approve"]').click();
      await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale));
      await hydrated(page);
      expect(await resultState(page)).toBe('success');
      const success = plain(await page.locator('[data-slot="checkout-result"]').innerText());
      expect(success).toContain(text(locale, 'checkout.result.success.title'));
      expect(success).toContain(product.title);
      expect(success).toContain('OTTHON10');
      // The gross amount paid leads the result's summary, its net part and VAT beneath it.
      const paid = (await pageApi(page, 'GET', `/api/orders/${orderHash}`)).data as {
        currency: CurrencyCode;
        summary: { total_amount_net: number; total_amount_gross: number };
      };
      const resultFigure = async (slot: string) => plain(await page.locator(`[data-slot="checkout-result"] [data-slot="${slot}"] dd`).innerText());
      expect(await resultFigure('payable-total-gross')).toBe(plain(formatMoney(paid.summary.total_amount_gross, paid.currency)));
      expect(await resultFigure('payable-total-net')).toBe(plain(formatMoney(paid.summary.total_amount_net, paid.currency)));
      await expectNoAxeViolations(page, 'the successful payment');
      // The purchase is reported once, with consent (requirements §7).
      await expect.poll(async () => (await purchases(page)).length).toBe(1);

      // Refreshed and opened in a new tab, the page shows the same server truth and reports nothing again.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      expect(await resultState(page)).toBe('success');
      await page.waitForTimeout(500);
      expect(await purchases(page)).toEqual([]);
      const tab = await context.newPage();
      await open(tab, `${baseUrl}${buildPath('checkout-result-order_hash', locale, { order_hash: orderHash })}`);
      expect(await resultState(tab)).toBe('success');
      await tab.close();

      // The order is the customer's, paid, and opens from the account's orders.
      await open(page, `${baseUrl}${buildPath('account-orders', locale)}`);
      const row = page.locator(`[data-slot="account-order"][data-order-hash="${orderHash}"]`);
      expect(await row.count()).toBe(1);
      expect(await row.locator('[data-slot="payment-status"]').getAttribute('data-state')).toBe('paid');
      // The row links the order (and, once issued, its invoice): open the order.
      await row.locator(`a[href="${buildPath('orders-order_hash', locale, { order_hash: orderHash })}"]`).click();
      await page.waitForURL(`${baseUrl}${buildPath('orders-order_hash', locale, { order_hash: orderHash })}`);
      await page.locator('[data-screen="order"]').waitFor();
      const view = plain(await page.locator('main').innerText());
      expect(view).toContain('Otthon Teszt Kft.');
      expect(view).toContain('12345676-1-42');
      expect(view).toContain(product.title);
      await expectNoAxeViolations(page, 'the order view');
      await page.close();
    });
  });

  describe(`placing an order (${language})`, () => {
    let customer: Customer;
    let context: BrowserContext;

    beforeAll(async () => {
      customer = await createCustomer(baseUrl, locale, `double-${locale}`);
      context = await shopperContext(browser(), baseUrl);
      await logInContext(context, baseUrl, customer);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('places exactly one order for a double click followed by Enter (Idempotency-Key; field notes)', { timeout: 120_000 }, async () => {
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('index', locale)}`);
      const product = await productInStock(baseUrl, locale, 2);
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
      const { delivery_methods, payment_methods } = await methods(locale);
      const pickup = delivery_methods.find((method) => method.code === 'showroom_pickup')!;
      const transfer =
        payment_methods.find((method) => method.code === 'bank_transfer' && pickup.payment_ids.includes(method.id)) ??
        payment_methods.find((method) => !method.is_online && pickup.payment_ids.includes(method.id))!;
      const before = ((await pageApi(page, 'GET', '/api/account/orders')).data as { meta: { total: number } }).meta.total;

      await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
      await fillCompanyCheckout(page, locale, pickup.title, transfer.title);
      const orderCalls: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/order') orderCalls.push(request);
      });
      const button = page.locator('[data-slot="place-order-button"]');
      await button.dblclick();
      await button.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith(buildPath('checkout-result', locale)), { timeout: 30_000 });
      await page.locator('[data-slot="checkout-result"]').waitFor();
      expect(await resultState(page)).toBe('success');

      const after = (await pageApi(page, 'GET', '/api/account/orders')).data as { meta: { total: number }; items: Array<{ order_hash: string }> };
      expect(after.meta.total).toBe(before + 1);
      // Whatever reached the server carried one key.
      expect(new Set(orderCalls.map((request) => request.headers()['idempotency-key'])).size).toBe(1);
      expect(page.url()).toContain(after.items[0]!.order_hash);
      await page.close();
    });

    it('keeps what was typed and shows the server’s field errors next to their fields', { timeout: 60_000 }, async () => {
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('index', locale)}`);
      const product = await productInStock(baseUrl, locale, 2);
      await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 });
      await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
      const { delivery_methods, payment_methods } = await methods(locale);
      const pickup = delivery_methods.find((method) => method.code === 'showroom_pickup')!;
      const offline = payment_methods.find((method) => !method.is_online && pickup.payment_ids.includes(method.id))!;
      await fillCompanyCheckout(page, locale, pickup.title, offline.title);
      // The form checks what it can; the contract's length limit of a street address is the server's to tell.
      const tooLong = `${'Hosszú utca '.repeat(14)}1.`;
      const address = page.locator('input[name="invoice_data.address"]');
      await address.fill(tooLong);
      const customerCalls: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/cart/customer') customerCalls.push(response.status());
      });
      await page.locator('[data-slot="place-order-button"]').click();
      await expect.poll(() => address.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
      expect(customerCalls).toEqual([422]);
      const errorId = (await address.getAttribute('aria-describedby'))?.split(' ').at(-1);
      expect(plain(await page.locator(`[id="${errorId}"]`).innerText()).length).toBeGreaterThan(0);
      expect(await address.inputValue()).toBe(tooLong);
      expect(await page.locator('input[name="invoice_data.tax_number"]').inputValue()).toBe('12345676-1-42');
      expect(await page.locator('input[name="invoice_data.company_name"]').inputValue()).toBe('Otthon Teszt Kft.');
      expect(await page.locator('[data-slot="checkout-form"] input[name="phone"]').inputValue()).toBe('+36 30 123 4567');
      expect(new URL(page.url()).pathname).toBe(buildPath('cart-data', locale));
      await expectNoAxeViolations(page, 'the checkout with the server’s field errors');
      await page.close();
    });
  });
}
