import { buildPath, formatOrderNumber, type Locale } from 'otthon';
import { FakeSimplePay } from 'otthon-server/fakes/simplepay';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer, Order } from '../app/lib/api-types.js';
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
import { type StartedShop, startShop } from './support/start-shop.js';
import { journeyLocales } from './support/languages.js';

/**
 * Card payments through SimplePay, in Chromium: the shop runs with SimplePay switched on against a
 * local SimplePay v2 (the server's test fake, a real HTTP server); the shopper places an order,
 * pays or gives up on SimplePay's page, and comes back through the back address to the result
 * page, which says what SimplePay's checklist asks, with its transaction id.
 */
const MERCHANT = 'OTTHONE2E';
const SECRET_KEY = 'e2e-simplepay-secret-key';

const browser = browserForFile();
let shop: StartedShop;
let simplePay: FakeSimplePay;

/** SimplePay's words for an event as the result page shows them (the server's catalogue). */
const RESULT_TEXT = {
  hu: { SUCCESS: 'Sikeres tranzakció. SimplePay tranzakcióazonosító: ', CANCEL: 'Ön megszakította a fizetést. SimplePay tranzakcióazonosító: ' },
  en: { SUCCESS: 'Successful transaction. SimplePay transaction ID: ', CANCEL: 'You cancelled the payment. SimplePay transaction ID: ' },
} as const;

beforeAll(async () => {
  simplePay = new FakeSimplePay({
    merchant: MERCHANT,
    secretKey: SECRET_KEY,
    // SimplePay sends its IPN to the address registered for the merchant: the shop's.
    deliverIpn: (request) => fetch(request),
  });
  const url = await simplePay.listen();
  shop = await startShop({ env: { SIMPLEPAY_MERCHANT: MERCHANT, SIMPLEPAY_SECRET_KEY: SECRET_KEY, SIMPLEPAY_URL: url }, echo: false });
  simplePay.options.ipnUrl = `${shop.baseUrl}/api/payments/simplepay/ipn`;
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await simplePay?.close();
});

/**
 * SimplePay's data-transfer declaration, which SimplePay requires before the order is placed: shown
 * by the checkout form above the order button once the card method (SimplePay's) is chosen, naming
 * the seller the shop's init answers (its name, registered office and the shop's address).
 */
async function expectDataTransferDeclaration(page: Page, locale: Locale): Promise<void> {
  const { seller } = (await pageApi(page, 'GET', '/api/init')).data as ApiAnswer<'init'>;
  expect(seller.website).toBe(shop.baseUrl);
  const declaration = page.getByRole('region', { name: text(locale, 'checkout.payment.simplepay.title') });
  await declaration.waitFor({ state: 'visible' });
  expect(await declaration.getAttribute('data-provider')).toBe('simplepay');
  const words = plain(await declaration.innerText());
  expect(words).toContain(
    plain(
      text(locale, 'checkout.payment.simplepay.declaration', {
        seller: seller.name,
        address: seller.address,
        website: seller.website,
        processor: 'SimplePay Zrt.',
      }),
    ),
  );
  expect(words).toContain(seller.name);
  // Read just before the order is placed: right above the button.
  expect(await declaration.evaluate((element) => element.nextElementSibling?.getAttribute('data-slot'))).toBe('place-order-button');
  expect(await page.locator('[data-slot="payment-provider-mark"][data-provider="simplepay"]').getAttribute('href')).toBe('https://simplepay.hu/vasarlo-aff/');
  await expectNoAxeViolations(page, 'the checkout page with SimplePay’s data-transfer declaration');
}

/** A customer's order paid by card, placed through the checkout page; ends on SimplePay's page. */
async function placeCardOrder(page: Page, locale: Locale): Promise<void> {
  const baseUrl = shop.baseUrl;
  await open(page, `${baseUrl}${buildPath('index', locale)}`);
  const product = await productInStock(baseUrl, locale, 3);
  expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
  const { delivery_methods, payment_methods } = await apiSession(baseUrl, locale).cart();
  const homeDelivery = delivery_methods.find((method) => method.code === 'home_delivery')!;
  const card = payment_methods.find((method) => method.code === 'card_online')!;
  await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
  await fillPrivateBilling(page, 'Kovács Anna');
  await chooseMethodsAndConsent(page, homeDelivery.title, card.title);
  await expectDataTransferDeclaration(page, locale);
  await page.locator('[data-slot="place-order-button"]').click();
  // The shop sends the browser to the paymentUrl SimplePay answered the start with.
  await page.waitForURL((url) => url.href.startsWith(`${simplePay.url}/pay/`), { timeout: 30_000 });
}

/** The order the result page shows, by its hash in the address. */
async function resultOrder(page: Page): Promise<Order> {
  const orderHash = new URL(page.url()).searchParams.get('order_hash')!;
  return (await pageApi(page, 'GET', `/api/orders/${orderHash}`)).data as Order;
}

for (const locale of journeyLocales('en')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`paying by card through SimplePay (${language})`, () => {
    let context: BrowserContext;
    let customer: Customer;

    beforeAll(async () => {
      customer = await createCustomer(shop.baseUrl, locale, `simplepay-${locale}`);
      context = await shopperContext(browser(), shop.baseUrl);
      await logInContext(context, shop.baseUrl, customer);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('pays on SimplePay → the IPN marks the order paid → the result page shows SimplePay’s success words with its transaction id → one confirmation', {
      timeout: 180_000,
    }, async () => {
      const page = await context.newPage();
      const email = customer.email;
      await placeCardOrder(page, locale);
      const transactionId = Number(new URL(page.url()).pathname.split('/').pop());
      const transaction = simplePay.transactions.get(transactionId)!;
      expect(transaction.customerEmail).toBe(email);
      expect(transaction.language).toBe(locale.toUpperCase());

      await page.locator('a[data-event="SUCCESS"]').click();
      await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale), { timeout: 30_000 });
      await hydrated(page);
      // The shop answered SimplePay's IPN as its documentation asks: 200, the same JSON, signed.
      expect(simplePay.ipnAnswers.at(-1)).toMatchObject({ status: 200, signed: true });
      expect(await page.locator('[data-slot="checkout-result"]').getAttribute('data-state')).toBe('success');
      const order = await resultOrder(page);
      expect(order.payment.status).toBe('paid');
      expect(order.summary.total_amount_gross).toBe(transaction.total);
      expect(plain(await page.locator('[data-slot="checkout-result-payment-message"]').innerText())).toBe(
        `${plain(text(locale, 'checkout.result.responseMessage'))}: ${RESULT_TEXT[locale].SUCCESS}${transactionId}`,
      );
      await expectNoAxeViolations(page, 'the result page after paying through SimplePay');

      const number = formatOrderNumber(order.id);
      await expect.poll(async () => (await mailsTo(shop.baseUrl, email)).filter((mail) => mail.subject === paymentSubject(locale, number)).length).toBe(1);
      await page.close();
    });

    it('gives up on SimplePay → the result page says so with the transaction id and offers to pay again', { timeout: 180_000 }, async () => {
      const page = await context.newPage();
      await placeCardOrder(page, locale);
      const transactionId = new URL(page.url()).pathname.split('/').pop();

      await page.locator('a[data-event="CANCEL"]').click();
      await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale), { timeout: 30_000 });
      await hydrated(page);
      const result = page.locator('[data-slot="checkout-result"]');
      await expect.poll(() => result.getAttribute('data-state')).toBe('error');
      expect(plain(await page.locator('[data-slot="checkout-result-details"]').innerText())).toContain(`${RESULT_TEXT[locale].CANCEL}${transactionId}`);
      expect(await page.locator('[data-slot="checkout-result-pay-again-button"]').count()).toBe(1);
      expect((await resultOrder(page)).payment.status).toBe('cancelled');
      await expectNoAxeViolations(page, 'the result page after giving up on SimplePay');
      await page.close();
    });
  });
}
