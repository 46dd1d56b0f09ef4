import { buildPath, type Locale, productSlugSegments } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import { apiSession, expectNoAxeViolations, open, plain, shopperContext, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A model in several colours whose colours differ in price, as the API answers it in `locale`: the first colour and another. */
async function modelWithColours(locale: Locale) {
  const api = apiSession(baseUrl, locale);
  for (let page = 1; page <= 10; page += 1) {
    const { items, meta } = await api.products({ per_page: 96, page, sort: 'price_desc' });
    for (const item of items.filter((candidate) => candidate.variant_count > 1)) {
      const detail = await api.product(item.id);
      const other = detail.variants.find((variant) => variant.id !== detail.id && variant.price_gross !== detail.price_gross);
      if (other) return { detail, other: await api.product(other.id) };
    }
    if (page >= meta.last_page) break;
  }
  throw new Error('No model whose colours differ in price.');
}

const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');

describe('colour variants', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
  });

  for (const [locale, viewport] of [
    ['hu', 'desktop'],
    ['en', 'phone'],
  ] as const) {
    it(`a swatch opens that colour's own page, with its own address, price and picture (${locale}, ${viewport})`, { timeout: 120_000 }, async () => {
      const { detail, other } = await modelWithColours(locale);
      context = await shopperContext(browser(), baseUrl);
      const page = await context.newPage();
      await page.setViewportSize(VIEWPORTS[viewport]);
      await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(detail) })}`);

      const swatches = page.getByRole('list', { name: text(locale, 'product.colours.label') });
      await expect.poll(() => swatches.getByRole('link').count()).toBe(detail.variants.length);
      const current = swatches.locator('[aria-current="page"]');
      expect(await current.getAttribute('aria-label')).toBe(
        text(locale, detail.quantity === 0 ? 'product.colours.swatchOutOfStock' : 'product.colours.swatch', { colour: detail.colour!.name }),
      );
      expect(plain(await page.locator('[data-slot="product-colours"] p').textContent())).toBe(
        text(locale, 'product.colours.selected', { colour: detail.colour!.name }),
      );
      await expectNoAxeViolations(page, `product page with colour swatches (${locale}, ${viewport})`);

      const name = text(locale, other.quantity === 0 ? 'product.colours.swatchOutOfStock' : 'product.colours.swatch', { colour: other.colour!.name });
      await swatches.getByRole('link', { name, exact: true }).click();

      const otherPath = buildPath('products-product_slug', locale, { product_slug: productSlugSegments(other) });
      await page.waitForURL(`${baseUrl}${otherPath}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(other.title);
      const price = page.locator('main [data-slot="price-current"]').first();
      await expect.poll(async () => digits(await price.textContent())).toBe(String(other.price_gross));
      const picture = page.locator('main [data-slot="product-gallery"] img').first();
      const ownPicture = new URL(other.images[0]!.src, baseUrl).pathname;
      await expect.poll(async () => (await picture.getAttribute('src')) ?? '').toContain(ownPicture);
      expect(ownPicture).not.toBe(new URL(detail.images[0]!.src, baseUrl).pathname);
      expect(await swatches.locator('[aria-current="page"]').getAttribute('href')).toBe(otherPath);
    });
  }
});
