import { buildPath, formatDeliveryWindow, formatMoney, formatOrderNumber } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '../app/lib/api-types.js';
import { browserForFile } from './support/browser.js';
import {
  apiSession,
  chooseMethodsAndConsent,
  type Customer,
  createCustomer,
  expectNoAxeViolations,
  fillPrivateBilling,
  hydrated,
  logInContext,
  mailsTo,
  paymentSubject,
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

for (const locale of journeyLocales('en')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`after paying by card (${language})`, () => {
    let customer: Customer;
    let context: BrowserContext;

    beforeAll(async () => {
      customer = await createCustomer(baseUrl, locale, `paid-${locale}`);
      context = await shopperContext(browser(), baseUrl);
      await logInContext(context, baseUrl, customer);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('pays by card → the result lists the items and the net / VAT 27% / gross split → one payment confirmation in the mailbox → the account lists the order with its number, items and total', {
      timeout: 180_000,
    }, async () => {
      const page = await context.newPage();
      // The Hungarian run on a desktop's screen, the English one on a phone's.
      if (locale === 'en') await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `${baseUrl}${buildPath('index', locale)}`);
      const product = await productInStock(baseUrl, locale, 3);
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 2 })).status).toBe(200);
      const { delivery_methods, payment_methods } = await apiSession(baseUrl, locale).cart();
      const homeDelivery = delivery_methods.find((method) => method.code === 'home_delivery')!;
      const card = payment_methods.find((method) => method.code === 'card_online')!;

      await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
      await fillPrivateBilling(page, `${customer.lastname} ${customer.firstname}`);
      await chooseMethodsAndConsent(page, homeDelivery.title, card.title);

      // The card gateway approves; the browser comes back to the result page.
      await page.locator('[data-slot="place-order-button"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/payment/gateway/'), { timeout: 30_000 });
      await page.locator('button[value="approve"]').click();
      await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale));
      await hydrated(page);
      const orderHash = new URL(page.url()).searchParams.get('order_hash')!;
      expect(await page.locator('[data-slot="checkout-result"]').getAttribute('data-state')).toBe('success');
      const order = (await pageApi(page, 'GET', `/api/orders/${orderHash}`)).data as Order;
      const money = (amount: number) => plain(formatMoney(amount, order.currency));

      // The items paid for, and the total split into net, VAT at 27 % and the gross amount paid.
      const items = (await page.locator('[data-slot="checkout-result-item"]').allInnerTexts()).map(plain);
      expect(items).toHaveLength(1);
      expect(items[0]).toContain(product.title);
      expect(items[0]).toContain(`× ${plain(text(locale, 'common.pieces', { count: 2 }))}`);
      expect(items[0]).toContain(money(order.items[0]!.total_gross));
      const figure = async (slot: string, part: 'dt' | 'dd') => plain(await page.locator(`[data-slot="${slot}"] ${part}`).innerText());
      expect(await figure('payable-total-net', 'dd')).toBe(money(order.summary.total_amount_net));
      expect(await figure('payable-total-vat', 'dt')).toBe(plain(text(locale, 'cart.summary.vat', { rate: 27 })));
      expect(await figure('payable-total-vat', 'dd')).toBe(money(order.summary.total_amount_gross - order.summary.total_amount_net));
      expect(await figure('payable-total-gross', 'dd')).toBe(money(order.summary.total_amount_gross));
      // It says the payment went through, with the provider's transaction id, the delivery promise and the address.
      const result = page.locator('[data-slot="checkout-result"]');
      expect(plain(await result.locator('[data-slot="checkout-result-payment"]').innerText())).toBe(plain(text(locale, 'checkout.result.paid.card')));
      expect(order.payment.transaction_id).toBeTruthy();
      expect(await figure('checkout-result-transaction', 'dd')).toBe(order.payment.transaction_id);
      expect(await figure('checkout-result-delivery-window', 'dt')).toBe(plain(text(locale, 'checkout.result.deliveryExpected')));
      expect(await figure('checkout-result-delivery-window', 'dd')).toBe(
        plain(`${formatDeliveryWindow(order.delivery.delivery_window, locale)} (${homeDelivery.title})`),
      );
      expect(await figure('checkout-result-address', 'dd')).toContain(order.customer_data.invoice_data!.address!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(locale === 'en' ? 390 : 1440);
      await expectNoAxeViolations(page, 'the successful payment with its items and VAT split');

      // Coming back to the result page again sends no second confirmation.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      const number = formatOrderNumber(order.id);
      await expect.poll(async () => (await mailsTo(baseUrl, customer.email)).filter((mail) => mail.subject === paymentSubject(locale, number)).length).toBe(1);
      await page.waitForTimeout(500);
      expect((await mailsTo(baseUrl, customer.email)).filter((mail) => mail.subject === paymentSubject(locale, number))).toHaveLength(1);

      // The account's order list: number, date, the product with its picture and pieces, the gross total.
      await open(page, `${baseUrl}${buildPath('account-orders', locale)}`);
      const row = page.locator(`[data-slot="account-order"][data-order-hash="${orderHash}"]`);
      expect(await row.count()).toBe(1);
      expect(plain(await row.locator('[data-slot="account-order-number"]').innerText())).toBe(plain(text(locale, 'accountPage.orderNumber', { number })));
      expect(await row.locator('time').getAttribute('datetime')).toBe(order.created_at);
      const line = row.locator('[data-slot="account-order-item"]');
      expect(await line.count()).toBe(1);
      expect(plain(await line.innerText())).toBe(`${product.title} × ${plain(text(locale, 'common.pieces', { count: 2 }))}`);
      expect(await line.locator('img').count()).toBe(1);
      expect(plain(await row.locator('[data-slot="account-order-total"]').innerText())).toBe(money(order.summary.total_amount_gross));
      expect(await row.locator('[data-slot="payment-status"]').getAttribute('data-state')).toBe('paid');
      expect(plain(await row.locator('[data-slot="account-order-payment-method"]').innerText())).toBe(card.title);
      await expectNoAxeViolations(page, 'the account order list');
      await page.close();
    });
  });
}
