import { buildPath, LOCALES, productSlugSegments, type RouteName } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext, visit } from './support/browser.js';
import { productInStock, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newShopContext(browser());
});

afterAll(async () => {
  await context?.close();
});

/** The chunk of an on-demand part of the package's or the shop's messages (`/assets/hu.checkout-….js`), with the part's name. */
const PART_CHUNK = /\/assets\/(?:en|hu)\.([a-z]+)-[\w-]+\.js$/;
const partOf = (url: string) => PART_CHUNK.exec(new URL(url, baseUrl).pathname)?.[1];

/** The message parts the context's pages request from now on, in request order. */
function recordParts(): string[] {
  const requested: string[] = [];
  context.on('request', (request) => {
    const part = partOf(request.url());
    if (part) requested.push(part);
  });
  return requested;
}

const SCREENS: Array<[RouteName, string[]]> = [
  ['index', []],
  ['products-product_slug', []],
  ['cart', []],
  ['cart-data', ['checkout', 'orders']],
  ['auth-login', ['account', 'customer']],
  ['withdrawal', ['withdrawal']],
  ['contact', ['pages']],
];

describe('the messages of a page: the core and its screen’s parts only', () => {
  for (const locale of LOCALES) {
    it(`downloads and preloads only the parts each screen shows, and hydrates without an error (${locale})`, async () => {
      for (const [name, parts] of SCREENS) {
        const requested = recordParts();
        const params = name === 'products-product_slug' ? { product_slug: productSlugSegments(await productInStock(baseUrl, locale, 1)) } : {};
        const path = buildPath(name, locale, params as never);
        const { page, consoleErrors } = await visit(context, `${baseUrl}${path}`);
        const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(preloaded.map(partOf).filter(Boolean), `${name}: preloaded`).toEqual(parts);
        expect([...new Set(requested)], `${name}: requested`).toEqual(parts);
        expect(consoleErrors, name).toEqual([]);
        context.removeAllListeners('request');
        await page.close();
      }
    });
  }

  it('loads the sign-in screen’s part when a page without it navigates there, and shows its texts', async () => {
    const { page, consoleErrors } = await visit(context, `${baseUrl}${buildPath('index', 'hu')}`);
    const requested = recordParts();
    await page
      .locator(`header a[href^="${buildPath('auth-login', 'hu')}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === buildPath('auth-login', 'hu'));
    await expect.poll(() => page.getByRole('button', { name: text('hu', 'auth.login.submit') }).isVisible()).toBe(true);
    // The shop's own text of the screen, from the shop's part of it.
    await expect.poll(() => page.getByText(text('hu', 'authPage.loginIntro')).isVisible()).toBe(true);
    expect(requested.toSorted()).toEqual(['account', 'customer']);
    expect(consoleErrors).toEqual([]);
    context.removeAllListeners('request');
    await page.close();
  });
});
