import { buildPath, type Locale } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext } from './support/browser.js';
import { serverLogMark, serverLogSince } from './support/server-log.js';
import { acceptCookies, createCustomer, logInContext, pageApi, productInStock } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
const browser = browserForFile();

/** What a visitor types: a secret that must never reach an address or the shop's log. */
const SECRET = 'Titok-Jelszo-4711';
const EMAIL = 'no-scripts.visitor@example.hu';

/**
 * The shop's pages with server-rendered forms a visitor can reach without anything in the session.
 * (A sold-out product's restock signup is not among them: it loads with the page's scripts.)
 */
const PAGES = (locale: Locale) => [
  buildPath('auth-login', locale),
  buildPath('auth-register', locale),
  buildPath('auth-password-reminder', locale),
  buildPath('auth-password-reset', locale, { token: 'a'.repeat(40) }),
  buildPath('contact', locale),
  buildPath('newsletter', locale),
  buildPath('withdrawal', locale),
  buildPath('cookie-settings', locale),
];

/** Every form of the page's main content, and the footer's (the newsletter signup) where `footer` is set. */
const formsOf = (page: Page, footer: boolean) => page.locator(footer ? 'main form:not([role="search"]), footer form' : 'main form:not([role="search"])');

/**
 * Opens `path`, fills the `index`-th form with the secret and the address, sends it by its last
 * submit button and checks that nothing typed reached the address it lands on or the shop's log.
 */
async function sendForm(context: BrowserContext, path: string, index: number, footer = false): Promise<void> {
  const where = `${path} form ${index + 1}`;
  const mark = serverLogMark(serverLog);
  const page = await context.newPage();
  const opened = await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  expect(opened?.status(), where).toBeLessThan(400);
  const form = formsOf(page, footer).nth(index);
  expect(await form.getAttribute('method'), where).toBe('post');
  for (const input of await form.locator('input[type="password"]').all()) await input.fill(SECRET);
  for (const input of await form.locator('input[type="email"], input[autocomplete="email"]').all()) await input.fill(EMAIL);
  for (const input of await form.locator('input[type="text"]:not([autocomplete="email"]), input[type="tel"], input:not([type]), textarea').all()) {
    if (await input.isEditable()) await input.fill(SECRET);
  }
  const sent = page.waitForNavigation({ waitUntil: 'domcontentloaded' });
  await form.locator('button[type="submit"], button:not([type])').last().click();
  const answer = await sent;
  expect(answer?.status() ?? 200, where).toBeLessThan(400);
  const url = page.url();
  expect(url, where).not.toContain(encodeURIComponent(SECRET));
  expect(url, where).not.toContain(SECRET);
  expect(decodeURIComponent(url), where).not.toContain(EMAIL);
  expect(new URL(url).search, where).toBe('');
  await page.close();
  const log = await serverLogSince(serverLog, mark);
  expect(log, where).not.toContain(SECRET);
  expect(log, where).not.toContain(EMAIL);
}

/** How many forms `path` shows without scripts (at least one). */
async function formCount(context: BrowserContext, path: string, footer = false): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  const count = await formsOf(page, footer).count();
  await page.close();
  expect(count, path).toBeGreaterThan(0);
  return count;
}

/** A context with scripts blocked: a form is sent as the server rendered it, as on a slow phone before hydration. */
async function withoutScripts(cookiesFrom?: BrowserContext): Promise<BrowserContext> {
  const context = await newShopContext(browser(), { javaScriptEnabled: false });
  await acceptCookies(context, baseUrl);
  if (cookiesFrom) await context.addCookies(await cookiesFrom.cookies());
  return context;
}

for (const locale of journeyLocales('en')) {
  describe(`forms sent before the page's scripts run (${locale})`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await withoutScripts();
    });
    afterAll(() => context.close());

    it.each(PAGES(locale))('%s posts each of its forms; nothing typed lands in the address or the log', async (path) => {
      const count = await formCount(context, path);
      for (let index = 0; index < count; index += 1) await sendForm(context, path, index);
    });

    it("posts the footer's newsletter signup", async () => {
      const home = buildPath('index', locale);
      const forms = await formCount(context, home, true);
      await sendForm(context, home, forms - 1, true);
    });

    it('posts the checkout, the quote request and the account profile of a session with a cart and a customer', async () => {
      // The cart and the login are made with scripts on; the forms are then sent without.
      const setup = await newShopContext(browser());
      await acceptCookies(setup, baseUrl);
      const customer = await createCustomer(baseUrl, locale, `no-scripts-${locale}`);
      await logInContext(setup, baseUrl, customer);
      const product = await productInStock(baseUrl, locale);
      const page = await setup.newPage();
      await page.goto(`${baseUrl}${buildPath('index', locale)}`, { waitUntil: 'domcontentloaded' });
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
      await page.close();
      const session = await withoutScripts(setup);
      for (const path of [buildPath('cart-data', locale), buildPath('offer-data', locale), buildPath('account', locale)]) {
        const count = await formCount(session, path);
        for (let index = 0; index < count; index += 1) await sendForm(session, path, index);
      }
      await session.close();
      await setup.close();
    });
  });
}
