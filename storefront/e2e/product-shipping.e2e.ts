import { buildPath, type Locale, type ProductDetail, productSlugSegments } from 'otthon';
import { describe, expect, inject, it } from 'vitest';
import { shopTranslator } from '../app/lib/i18n.js';
import { browserForFile } from './support/browser.js';
import type { Locator } from 'playwright-core';
import { apiSession, type Device, expectNoAxeViolations, open, shopperContext } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
/** A part's text with its spaces (thin, no-break) as plain spaces. */
const shown = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
const browser = browserForFile();

/** A product page as the API answers it: the first in stock of a category whose shipping is (or is not) free. */
async function pageOf(locale: Locale, category: string, free: boolean): Promise<ProductDetail> {
  const api = apiSession(baseUrl, locale);
  const { items } = await api.products({ category, in_stock: true, per_page: 48 });
  for (const item of items) {
    const detail = await api.product(item.id);
    if (detail.shipping && (detail.shipping.price_gross === 0) === free) return detail;
  }
  throw new Error(`No product in ${category} whose shipping is ${free ? 'free' : 'paid'}.`);
}

// The product page says how one piece ships and where it can be seen (requirements 10.15a).
for (const locale of journeyLocales('en')) {
  for (const device of ['phone', 'desktop'] as const satisfies readonly Device[]) {
    describe(`${locale}, ${device}: the product page's shipping line`, () => {
      it('gives a cushion’s locker fee with the free-shipping threshold, and a sofa’s free home delivery', async () => {
        const t = shopTranslator(locale);
        const context = await shopperContext(browser(), baseUrl, device);
        try {
          const page = await context.newPage();
          const cushion = await pageOf(locale, locale === 'hu' ? 'lakastextil' : 'home-textiles', false);
          await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(cushion) })}`);
          const fee = page.locator('[data-slot="buy-box"] [data-slot="product-shipping-fee"]');
          expect(await fee.getAttribute('data-state')).toBe('paid');
          expect(await fee.getAttribute('data-method')).toBe(cushion.shipping!.code);
          expect(await shown(fee)).toContain(cushion.shipping!.title);
          expect(await shown(fee)).toMatch(/159 900/);
          const showroom = page.locator('[data-slot="buy-box"] [data-slot="product-showroom"] a');
          expect(await showroom.getAttribute('href')).toBe(buildPath('showroom', locale));
          await expectNoAxeViolations(page, `${locale} ${device} cushion`);

          const sofa = await pageOf(locale, locale === 'hu' ? 'nappali/kanapek' : 'living-room/sofas', true);
          await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(sofa) })}`);
          const free = page.locator('[data-slot="buy-box"] [data-slot="product-shipping-fee"]');
          expect(await free.getAttribute('data-state')).toBe('free');
          expect(await shown(free)).toBe(t('product.shipping.free', { method: sofa.shipping!.title }));
          const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
          expect(fits).toBe(true);
        } finally {
          await context.close();
        }
      });
    });
  }
}
