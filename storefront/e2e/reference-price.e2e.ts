import { buildPath, createApiClient, createShopApi, type Locale, pickPrice, productSlugSegments, type ShopApi } from 'otthon';
import type { BrowserContext, Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shopTranslator } from '../app/lib/i18n.js';
import { SHOP_VAT_MODE } from '../app/lib/vat-mode.js';
import { browserForFile, newShopContext, visit } from './support/browser.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const shopIn = (locale: Locale): ShopApi => createShopApi(createApiClient({ origin: baseUrl, locale }));
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The figures of a shown forint price, from its text. */
const amountOf = (text: string) => Number(text.replace(/\s/g, '').replace(/[^\d.]/g, ''));

/** A visitor who already chose their cookies, so the banner covers nothing. */
async function shopper(): Promise<BrowserContext> {
  const context = await newShopContext(browser());
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"analytics":false,"marketing":false}'), url: baseUrl }]);
  return context;
}

/** "Label: 299 990 Ft" of a struck reference price, checked against the API's reference price. */
async function expectReference(reference: Locator, label: string, expected: number) {
  await expect.poll(async () => normalise(await reference.innerText())).toMatch(new RegExp(`^${label}: `));
  const struck = await reference.locator('s').innerText();
  expect(amountOf(struck)).toBe(expected);
  expect(normalise(await reference.innerText())).toBe(normalise(`${label}: ${struck}`));
}

describe('a sale product shows its reference price as the lowest price of the last 30 days', () => {
  for (const locale of journeyLocales('hu')) {
    it(`${locale}: product page, JSON-LD, data sheet and sale listing label the struck price with its meaning`, async () => {
      const t = shopTranslator(locale);
      const { items } = await shopIn(locale).products({ sale: true, per_page: 24 });
      const product = items.find((item) => item.price_original_gross !== null);
      expect(product, 'the shop has a product on sale').toBeDefined();
      const prices = product!.prices_by_currencies.HUF;
      const reference = pickPrice({ price_net: prices.price_original_net!, price_gross: prices.price_original_gross! }, SHOP_VAT_MODE);
      expect(reference).toBeGreaterThan(pickPrice(prices, SHOP_VAT_MODE));

      const context = await shopper();
      try {
        // The product page's buy box: the full label, visible.
        const path = buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product!) });
        const { page } = await visit(context, `${baseUrl}${path}`);
        const buyBox = page.locator('[data-slot="buy-box"] [data-slot="price-reference"]');
        await expect.poll(() => buyBox.isVisible()).toBe(true);
        await expectReference(buyBox, t('product.price.reference'), reference);

        // Structured data: the reference as a StrikethroughPrice beside the price to pay (gross, in forints).
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const offers = blocks
          .map((text) => JSON.parse(text) as { '@type'?: string; offers?: { price: number; priceSpecification: unknown } })
          .find((data) => data['@type'] === 'Product')?.offers;
        expect(offers?.price).toBe(prices.price_gross);
        expect(offers?.priceSpecification).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              priceType: 'https://schema.org/StrikethroughPrice',
              price: prices.price_original_gross,
              name: t('product.price.reference'),
            }),
          ]),
        );
        await page.close();

        // The printable data sheet.
        const sheet = await visit(context, `${baseUrl}${buildPath('data-sheet', locale)}?product=${product!.id}`);
        await expectReference(sheet.page.locator('[data-slot="price-reference"]').first(), t('product.price.reference'), reference);
        await sheet.page.close();

        // The sale listing: every card with a struck price says what it is, compactly.
        const sale = await visit(context, `${baseUrl}${buildPath('sale', locale)}`);
        const cards = sale.page.locator('[data-slot="product-card"] [data-slot="price-reference"]');
        await expect.poll(() => cards.count()).toBeGreaterThan(0);
        for (const text of await cards.allInnerTexts()) expect(normalise(text)).toMatch(new RegExp(`^${t('product.price.referenceShort')}: [\\d\\s]+ Ft$`));
        await sale.page.close();
      } finally {
        await context.close();
      }
    });
  }
});
