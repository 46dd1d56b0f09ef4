import { buildPath, type Locale, productSlugSegments } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import { apiSession, expectNoAxeViolations, open, plain, shopperContext, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** A phone held upright and a laptop screen. */
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A product with at least two pictures, with its detail as the API answers it in `locale`. */
async function productWithPictures(locale: Locale) {
  const api = apiSession(baseUrl, locale);
  const { items } = await api.products({ per_page: 48 });
  for (const item of items) {
    const detail = await api.product(item.id);
    if (detail.images.length >= 2) return detail;
  }
  throw new Error('No product with two or more pictures.');
}

const cases = [
  { locale: 'hu', viewport: 'phone' },
  { locale: 'en', viewport: 'desktop' },
  { locale: 'en', viewport: 'phone' },
  { locale: 'hu', viewport: 'desktop' },
] as const;

describe('the product gallery', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
  });

  for (const { locale, viewport } of cases) {
    it(`swipes, opens the enlarged view, moves by arrow keys and gives the focus back on Escape (${viewport}, ${locale})`, { timeout: 120_000 }, async () => {
      const product = await productWithPictures(locale);
      const count = product.images.length;
      const position = (index: number) => text(locale, 'product.gallery.position', { index: index + 1, count, alt: product.images[index]!.alt });
      context = await shopperContext(browser(), baseUrl);
      const page = await context.newPage();
      await page.setViewportSize(VIEWPORTS[viewport]);
      await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) })}`);

      const gallery = page.locator('main [data-slot="product-gallery"]');
      const main = gallery.locator('[data-slot="product-gallery-zoom"] img');
      // The first picture is the page's largest paint.
      expect(await main.getAttribute('fetchpriority')).toBe('high');
      expect(await main.getAttribute('loading')).toBe('eager');
      expect(await gallery.locator('[data-slot="product-gallery-thumbnail"]').count()).toBe(count);

      // A finger swiping left shows the next picture, swiping right the previous.
      const stage = gallery.locator('[data-slot="product-gallery-stage"]');
      const swipe = async (from: number, to: number) => {
        const touch = { pointerId: 5, pointerType: 'touch', isPrimary: true, clientY: 200, bubbles: true };
        await stage.dispatchEvent('pointerdown', { ...touch, clientX: from });
        await stage.dispatchEvent('pointerup', { ...touch, clientX: to });
      };
      await swipe(300, 80);
      await expect.poll(() => gallery.getAttribute('data-index')).toBe('1');
      await swipe(80, 300);
      await expect.poll(() => gallery.getAttribute('data-index')).toBe('0');

      const zoom = page.getByRole('button', { name: text(locale, 'product.gallery.enlarge', { alt: product.images[0]!.alt }) });
      await zoom.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text(locale, 'product.gallery.label', { title: product.title }) });
      await dialog.waitFor({ state: 'visible' });
      const description = dialog.locator('[data-slot="product-gallery-lightbox-position"]');
      expect(plain(await description.textContent())).toBe(plain(position(0)));
      await expectNoAxeViolations(page, `the enlarged view (${viewport}, ${locale})`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => plain(await description.textContent())).toBe(plain(position(1)));
      await expect.poll(() => dialog.locator('img').getAttribute('alt')).toBe(product.images[1]!.alt);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => plain(await description.textContent())).toBe(plain(position(0)));
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => plain(await description.textContent())).toBe(plain(position(count - 1)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Back on the main picture, which now shows the one the shopper stopped at.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('product-gallery-zoom');
      // …and the focus shows there: an outline drawn over the picture.
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
      expect(await gallery.getAttribute('data-index')).toBe(String(count - 1));
    });
  }
});
