import { buildPath, type Locale } from 'otthon';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shopTranslator } from '../app/lib/i18n.js';
import { browserForFile, newShopContext } from './support/browser.js';
import { apiSession, pageApi, plain, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newShopContext(browser());
  // A visitor who already chose their cookies, so the banner covers nothing.
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"analytics":false,"marketing":false}'), url: baseUrl }]);
});
afterAll(() => context.close());

/**
 * Opens a page whose on-demand part (`app/parts/<part>.tsx`) is held back until `release()`: the
 * page hydrates and the part stays as the server sent it. `asked` resolves when the browser asks
 * for the part's code.
 */
async function pageWithPartHeld(
  path: string,
  part: string,
  visitor: BrowserContext = context,
): Promise<{ page: Page; asked: Promise<void>; release: () => void; documents: string[]; errors: string[] }> {
  const page = await visitor.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(`**/assets/${part}-*.js`, async (route: Route) => {
    asked();
    await held;
    await route.continue();
  });
  const documents: string[] = [];
  // Hydration mismatches and recoverable errors (React dropping the server's HTML) are logged.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') documents.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
  return { page, asked: askedFor, release, documents, errors };
}

for (const locale of ['hu', 'en'] as const satisfies readonly Locale[]) {
  const t = shopTranslator(locale);

  describe(`${locale}: parts of the shell that load after the page`, () => {
    it("the header's search box takes the first keys before its code arrives, and suggests for them", async () => {
      const { page, asked, release, errors } = await pageWithPartHeld(buildPath('index', locale), 'shop-search');
      const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
      // The server's box: no suggestions' code yet, but a box that takes the click and the keys.
      await box.click();
      await asked;
      const typed = locale === 'hu' ? 'kanapet' : 'couch';
      await box.pressSequentially(typed, { delay: 20 });
      expect(await box.inputValue()).toBe(typed);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      release();
      // Live: the typed text is kept and suggested for, the list opens for the focused box.
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.inputValue()).toBe(typed);
      await expect.poll(() => page.locator('header').getByRole('option').count()).toBeGreaterThan(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("the footer's newsletter signup sent before its code arrives is held and sent once it is live", async () => {
      const { page, asked, release, documents, errors } = await pageWithPartHeld(buildPath('index', locale), 'footer-newsletter');
      const form = page.locator('footer form[data-slot="newsletter-form"]');
      await form.getByLabel(t('fields.fullName')).fill('Kovács Anna');
      await form.getByLabel(t('fields.email')).fill(`on-demand-${locale}-${Date.now()}@example.com`);
      await asked;
      const loads = documents.length;
      await form.getByRole('button', { name: t('newsletter.submit') }).click();
      release();
      await expect.poll(() => form.getByText(t('newsletter.success')).count()).toBe(1);
      // Sent by the page's own code: no form post of the whole page.
      expect(documents.slice(loads)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('keeps what was typed when the page changes around the part before its code arrives', async () => {
      const { page, asked, release } = await pageWithPartHeld(buildPath('index', locale), 'shop-search');
      const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
      await box.click();
      await asked;
      await box.pressSequentially('asztal', { delay: 20 });
      // The VAT mode changes above the part while its code is held.
      const other = page.locator('header [data-slot="vat-mode-toggle"] [data-slot="vat-mode-option"][data-state="unchecked"]').first();
      await other.click();
      // React renders it anew: the server's box, with the text in it, is gone until the code comes.
      await expect.poll(() => box.count()).toBe(0);
      release();
      await expect.poll(() => box.count()).toBe(1);
      await expect.poll(() => box.inputValue()).toBe('asztal');
      await page.close();
    });

    it('keeps the first key typed when the page changes around the part before its code arrives', async () => {
      // React stops the first events aimed into a part it has not hydrated; the part still hears them.
      const { page, asked, release } = await pageWithPartHeld(buildPath('index', locale), 'shop-search');
      const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
      await box.click();
      await asked;
      await box.press('k');
      await page.locator('header [data-slot="vat-mode-toggle"] [data-slot="vat-mode-option"][data-state="unchecked"]').first().click();
      await expect.poll(() => box.count()).toBe(0);
      release();
      await expect.poll(() => box.count()).toBe(1);
      await expect.poll(() => box.inputValue()).toBe('k');
      await page.close();
    });

    it("a missing page's own search box, sent before its code arrives, leads to the results", async () => {
      const path = locale === 'hu' ? '/hu/nincs-ilyen-oldal' : '/en/no-such-page';
      const { page, release, errors } = await pageWithPartHeld(path, 'shop-search');
      const box = page.locator('[data-slot="not-found-search"] [data-slot="search-box-input"]');
      await box.fill('kanapé');
      await box.press('Enter');
      release();
      await page.waitForURL((url) => url.pathname === buildPath('search', locale) && url.searchParams.get('q') === 'kanapé');
      // The page itself answers 404, which the browser logs; nothing else may be.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await page.close();
    });

    it('loads both parts when the browser is idle, without being reached for', async () => {
      const page = await context.newPage();
      const parts: string[] = [];
      page.on('request', (request: Request) => {
        const match = /\/assets\/(shop-search|footer-newsletter)-/.exec(request.url());
        if (match?.[1]) parts.push(match[1]);
      });
      await page.goto(`${baseUrl}${buildPath('index', locale)}`, { waitUntil: 'load' });
      await expect.poll(() => [...new Set(parts)].sort()).toEqual(['footer-newsletter', 'shop-search']);
      await page.close();
    });
  });
}

describe('the cookie banner, which loads after the page', () => {
  const t = shopTranslator('hu');
  /** The on-demand parts whose code the page asks for, by name. */
  const partRequests = (page: Page) => {
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      const match = /\/assets\/(cookie-banner|footer-newsletter|shop-search)-/.exec(request.url());
      if (match?.[1]) asked.push(match[1]);
    });
    return asked;
  };

  /** A first visit (no cookie choice yet) of the home page with the banner's code held back; closing the visitor ends it. */
  async function firstVisitWithBannerHeld() {
    const visitor = await newShopContext(browser());
    const held = await pageWithPartHeld(buildPath('index', 'hu'), 'cookie-banner', visitor);
    return { ...held, visitor, banner: held.page.locator('[data-slot="cookie-consent"]') };
  }

  it('takes the first press on "Accept all" before its code arrives, and makes it once it is live', async () => {
    const { visitor, banner, asked, release, errors } = await firstVisitWithBannerHeld();
    try {
      // The server's banner, whole, before its code: the press is the visitor's first.
      await banner.getByRole('button', { name: t('cookieConsent.acceptAll') }).click();
      await asked;
      expect(await banner.count()).toBe(1);
      release();
      await expect.poll(() => banner.count()).toBe(0);
      const stored = (await visitor.cookies()).find((cookie) => cookie.name === 'cookie_consent');
      expect(JSON.parse(decodeURIComponent(stored?.value ?? 'null'))).toEqual({ analytics: true, marketing: true });
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('opens its settings on a press before its code arrives', async () => {
    const { visitor, banner, asked, release, errors } = await firstVisitWithBannerHeld();
    try {
      await banner.getByRole('button', { name: t('cookieConsent.settings') }).click();
      await asked;
      release();
      await expect.poll(() => banner.getAttribute('data-state')).toBe('settings');
      expect(await banner.count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('loads for a first visit, and never for a visitor who has chosen', async () => {
    const firstVisit = await newShopContext(browser());
    try {
      const first = await firstVisit.newPage();
      const loads = partRequests(first);
      await first.goto(`${baseUrl}${buildPath('index', 'hu')}`, { waitUntil: 'load' });
      await expect.poll(() => loads.filter((part) => part === 'cookie-banner').length).toBe(1);
      await first.close();
    } finally {
      await firstVisit.close();
    }
    // The suite's visitor chose already: the page comes without the banner, and when the browser
    // is idle it loads the other parts but not the banner's code.
    const page = await context.newPage();
    const loads = partRequests(page);
    await page.goto(`${baseUrl}${buildPath('index', 'hu')}`, { waitUntil: 'load' });
    await expect.poll(() => [...new Set(loads)].sort()).toEqual(['footer-newsletter', 'shop-search']);
    expect(await page.locator('[data-slot="cookie-consent"]').count()).toBe(0);
    await page.close();
  });
});

describe("the cart page's coupon form, which loads after the page", () => {
  /** The suite's visitor has a product in the cart; then its cart page, with the coupon form's code held back. */
  async function cartWithCouponHeld() {
    const { items } = await apiSession(baseUrl, 'hu').products({ per_page: 24, in_stock: true });
    const product = items.find((item) => item.quantity >= 5);
    if (!product) throw new Error('The catalogue lacks a product in stock.');
    const first = await context.newPage();
    await first.goto(`${baseUrl}${buildPath('index', 'hu')}`, { waitUntil: 'load' });
    const cart = (await pageApi(first, 'GET', '/api/cart')).data as { products: Array<{ id: number }> };
    if (!cart.products.some((line) => line.id === product.id)) {
      expect((await pageApi(first, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
    }
    await first.close();
    return pageWithPartHeld(buildPath('cart', 'hu'), 'cart-coupon');
  }

  // Without an e-mail known the form answers that it needs one (and sends nothing): proof that the
  // code typed before the form was live is the code it checked (an empty one is "required").
  for (const how of ['the Apply button', 'Enter'] as const) {
    it(`checks the code typed and applied with ${how} before its code arrives, once it is live`, async () => {
      const { page, asked, release, errors } = await cartWithCouponHeld();
      const form = page.locator('[data-slot="coupon-form"]');
      const field = form.getByRole('textbox', { name: text('hu', 'cart.coupon.label') });
      await field.fill('OTTHON10');
      if (how === 'Enter') await field.press('Enter');
      else await form.getByRole('button', { name: text('hu', 'cart.coupon.apply') }).click();
      await asked;
      release();
      await expect.poll(async () => plain(await form.innerText())).toContain(plain(text('hu', 'checkout.errors.couponEmailRequired')));
      expect(await field.inputValue()).toBe('OTTHON10');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe("the header's menu row, which loads after the page", () => {
  it('opens a submenu pressed before its code arrives, once it is live', async () => {
    const { page, asked, release, errors } = await pageWithPartHeld(buildPath('index', 'hu'), 'header-menu');
    const row = page.locator('header [data-slot="header-menu"]');
    const toggle = row.locator('[data-slot="menu-toggle"]').first();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await asked;
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
