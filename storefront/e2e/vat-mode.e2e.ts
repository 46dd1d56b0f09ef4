import { buildPath, formatMoney, type Locale, netFromGross, productSlugSegments, type ShopApi, VAT_RATE } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext, visit } from './support/browser.js';
import { acceptCookies, apiSession, open, pageApi, plain, text } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Product = Awaited<ReturnType<ShopApi['products']>>['items'][number];
interface Summary {
  total_items_amount_net: number;
  total_items_amount_gross: number;
  total_amount_net: number;
  total_amount_gross: number;
  free_shipping_remaining_gross: number;
}

const huf = (amount: number) => plain(formatMoney(amount, 'HUF'));
const productPath = (locale: Locale, product: Product) => buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });

/** The texts of every element of a slot inside `scope`, whitespace as a reader sees it. */
async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allInnerTexts()).map(plain);
}

/** Every price of the page's main content is labelled with the mode, and there is at least one. */
async function expectPricesLabelled(page: Page, locale: Locale, mode: 'gross' | 'net', where: string) {
  const prices = await texts(page, 'main [data-slot="price"]');
  expect(prices.length, where).toBeGreaterThan(0);
  const labels = await texts(page, 'main [data-slot="price"] [data-slot="price-vat"]');
  expect(labels, where).toEqual(prices.map(() => text(locale, `vat.suffix.${mode}`)));
}

/** The figure (`dd`) of a summary row. */
async function figure(page: Page, scope: string, slot: string): Promise<string> {
  return plain(await page.locator(`${scope} [data-slot="${slot}"] dd`).first().innerText());
}

/** The cart's figures as the server has them, asked from inside the page (its session). */
async function cartSummary(page: Page): Promise<Summary> {
  return ((await pageApi(page, 'GET', '/api/cart')).data as { summary: Summary }).summary;
}

async function vatCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'vat_mode')?.value;
}

/** A product in stock without quantity tiers or a sale, in a top category (its page then shows one plain price). */
async function plainProduct(locale: Locale) {
  const shop = apiSession(baseUrl, locale);
  for (const category of (await shop.categories()).filter((entry) => entry.parent_id === null)) {
    const { items } = await shop.products({ category: category.slugs.join('/'), in_stock: true, per_page: 96 });
    const product = items.find((item) => item.quantity >= 3 && item.prices_by_currencies.HUF.qty_discounts.length === 0 && item.price_original_gross === null);
    if (product) return { category, product, listing: items };
  }
  throw new Error('The catalogue lacks a plain product in stock.');
}

for (const locale of journeyLocales('en')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`a first-time visitor sees gross prices (${language})`, () => {
    let context: BrowserContext;

    beforeAll(async () => {
      // A fresh browser: no cookies at all, so no VAT mode chosen yet.
      context = await newShopContext(browser());
      context.setDefaultTimeout(20_000);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('home, a category and a product page show gross prices labelled gross; the cart panel, cart page and checkout lead with the gross total to pay; switching to net changes figures and labels, and the choice persists', {
      timeout: 180_000,
    }, async () => {
      expect(await context.cookies(baseUrl)).toEqual([]);
      const { category, product, listing } = await plainProduct(locale);
      const gross = product.prices_by_currencies.HUF.price_gross;
      const net = product.prices_by_currencies.HUF.price_net;

      // Home: every card's price is labelled gross.
      const home = (await visit(context, `${baseUrl}${buildPath('index', locale)}`)).page;
      await expectPricesLabelled(home, locale, 'gross', 'home');
      await home.close();
      // The visitor answers the cookie banner (it would cover the panel); the VAT mode stays unchosen.
      await acceptCookies(context, baseUrl);

      // A category: the cards' prices are the API's gross prices, labelled gross; the price filter says gross.
      const categoryPage = (await visit(context, `${baseUrl}${buildPath('categories-category_slug', locale, { category_slug: category.slugs })}`)).page;
      await expectPricesLabelled(categoryPage, locale, 'gross', 'category');
      const card = categoryPage
        .locator('main [data-slot="product-card"]', { has: categoryPage.locator('[data-slot="product-card-link"]', { hasText: product.title }) })
        .first();
      expect(plain(await card.locator('[data-slot="price-current"]').innerText())).toBe(huf(gross));
      const cardTitles = await texts(categoryPage, 'main [data-slot="product-card-link"]');
      const firstCard = listing.find((item) => item.title === cardTitles[0]);
      if (firstCard && firstCard.price_original_gross === null) {
        expect(plain(await categoryPage.locator('main [data-slot="product-card"] [data-slot="price-current"]').first().innerText())).toBe(
          huf(firstCard.price_gross),
        );
      }
      expect(plain(await categoryPage.locator('[data-slot="filter-panel-price-unit"]').first().innerText())).toContain(text(locale, 'vat.suffix.gross'));
      await categoryPage.close();

      // The product page: its gross price, labelled gross.
      const productPage = (await visit(context, `${baseUrl}${productPath(locale, product)}`)).page;
      const buyBox = productPage.locator('main [data-slot="price"]').first();
      expect(plain(await buyBox.locator('[data-slot="price-current"]').innerText())).toBe(huf(gross));
      expect(plain(await buyBox.locator('[data-slot="price-vat"]').innerText())).toBe(text(locale, 'vat.suffix.gross'));
      // Into the cart (the page's own session), then the cart panel from the header.
      expect((await pageApi(productPage, 'POST', '/api/cart/product', { product_id: product.id, quantity: 2 })).status).toBe(200);
      await open(productPage, `${baseUrl}${productPath(locale, product)}`);
      const summary = await cartSummary(productPage);
      await productPage.locator('header [data-slot="cart-panel-trigger"]').first().click();
      const panel = productPage.getByRole('dialog');
      await expect.poll(() => panel.locator('[data-slot="payable-total-gross"]').count()).toBe(1);
      expect(await figure(productPage, '[role="dialog"]', 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
      expect(plain(await panel.locator('[data-slot="payable-total-gross"] dt').innerText())).toBe(
        `${text(locale, 'cart.summary.payable')} ${text(locale, 'vat.suffix.gross')}`,
      );
      expect(await figure(productPage, '[role="dialog"]', 'payable-total-net')).toBe(huf(summary.total_amount_net));
      if (summary.free_shipping_remaining_gross > 0) {
        // The gap is gross like the total above it: total + gap = the threshold.
        expect(plain(await panel.locator('[data-slot="free-shipping"]').innerText())).toContain(
          plain(
            text(locale, 'cart.freeShipping.remaining', { amount: text(locale, 'vat.amount.gross', { amount: huf(summary.free_shipping_remaining_gross) }) }),
          ),
        );
      }
      await productPage.close();

      // The cart page: items labelled gross; the gross total to pay is the large figure, net and VAT beneath.
      const cartPage = (await visit(context, `${baseUrl}${buildPath('cart', locale)}`)).page;
      const summaryBox = '[data-slot="cart-summary"]';
      expect(await figure(cartPage, summaryBox, 'cart-summary-items')).toBe(huf(summary.total_items_amount_gross));
      expect(plain(await cartPage.locator(`${summaryBox} [data-slot="cart-summary-items"] dt`).innerText())).toContain(text(locale, 'vat.suffix.gross'));
      expect(await figure(cartPage, summaryBox, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
      expect(await figure(cartPage, summaryBox, 'payable-total-net')).toBe(huf(summary.total_amount_net));
      expect(await figure(cartPage, summaryBox, 'payable-total-vat')).toBe(huf(summary.total_amount_gross - summary.total_amount_net));
      const sizes = await cartPage.locator(`${summaryBox} dd`).evaluateAll((cells) => cells.map((cell) => Number.parseFloat(getComputedStyle(cell).fontSize)));
      const totalSize = await cartPage
        .locator(`${summaryBox} [data-slot="payable-total-gross"] dd`)
        .evaluate((cell) => Number.parseFloat(getComputedStyle(cell).fontSize));
      expect(Math.max(...sizes)).toBe(totalSize);
      expect(sizes.filter((size) => size === totalSize)).toHaveLength(1);
      const cartLine = cartPage.locator('[data-slot="cart-line"]').first();
      expect(plain(await cartLine.locator('[data-slot="price-vat"]').innerText())).toBe(text(locale, 'vat.suffix.gross'));
      await cartPage.close();

      // Checkout: the same gross total to pay leads its summary.
      const checkout = (await visit(context, `${baseUrl}${buildPath('cart-data', locale)}`)).page;
      expect(await figure(checkout, summaryBox, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
      expect(plain(await checkout.locator(`${summaryBox} [data-slot="cart-summary-items"] dt`).innerText())).toContain(text(locale, 'vat.suffix.gross'));
      expect(await vatCookie(context)).toBeUndefined();

      await checkout.close();

      // Net is the shopper's choice, made in the shop's header (the focused checkout keeps only the
      // logo and the way back): the figures and labels change, the amount to pay stays gross.
      const choosing = (await visit(context, `${baseUrl}${buildPath('cart', locale)}`)).page;
      await choosing
        .locator('header')
        .getByRole('radio', { name: text(locale, 'vat.mode.net') })
        .first()
        .click();
      await expect.poll(() => figure(choosing, summaryBox, 'cart-summary-items')).toBe(huf(summary.total_items_amount_net));
      expect(await vatCookie(context)).toBe('net');
      await choosing.close();
      const netCheckout = (await visit(context, `${baseUrl}${buildPath('cart-data', locale)}`)).page;
      expect(await figure(netCheckout, summaryBox, 'cart-summary-items')).toBe(huf(summary.total_items_amount_net));
      expect(plain(await netCheckout.locator(`${summaryBox} [data-slot="cart-summary-items"] dt`).innerText())).toContain(text(locale, 'vat.suffix.net'));
      expect(await figure(netCheckout, summaryBox, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
      if (summary.free_shipping_remaining_gross > 0) {
        expect(plain(await netCheckout.locator(`${summaryBox} [data-slot="free-shipping"]`).innerText())).toContain(
          plain(text(locale, 'vat.amount.net', { amount: huf(netFromGross(summary.free_shipping_remaining_gross, 'HUF')) })),
        );
      }
      await netCheckout.close();

      // The choice persists: the next page is rendered net from the start.
      const again = (await visit(context, `${baseUrl}${productPath(locale, product)}`)).page;
      const netBox = again.locator('main [data-slot="price"]').first();
      expect(plain(await netBox.locator('[data-slot="price-current"]').innerText())).toBe(huf(net));
      expect(plain(await netBox.locator('[data-slot="price-vat"]').innerText())).toBe(text(locale, 'vat.suffix.net'));
      await again.close();
      const cartAgain = (await visit(context, `${baseUrl}${buildPath('cart', locale)}`)).page;
      expect(await figure(cartAgain, summaryBox, 'cart-summary-items')).toBe(huf(summary.total_items_amount_net));
      expect(await figure(cartAgain, summaryBox, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
      await cartAgain.close();
    });

    it('the footer and the FAQ say the same about prices: gross with 27% VAT, net for companies on request', async () => {
      const faq = (await visit(context, `${baseUrl}${buildPath('faq', locale)}`)).page;
      const footer = plain(await faq.locator('footer').innerText());
      expect(footer).toContain(plain(text(locale, 'footer.prices', { rate: Math.round(VAT_RATE * 100) })));
      // The FAQ's answer to "gross or net?" (the paragraph after its question) says the same three things.
      const answer = plain(
        await faq
          .locator('main h3', { hasText: locale === 'hu' ? /bruttó vagy nettó/i : /gross or net/i })
          .locator('xpath=following-sibling::p[1]')
          .innerText(),
      );
      for (const said of [`${Math.round(VAT_RATE * 100)}%`, text(locale, 'vat.mode.gross'), text(locale, 'vat.mode.net')]) {
        expect(answer.toLowerCase()).toContain(said.toLowerCase());
        expect(footer.toLowerCase()).toContain(said.toLowerCase());
      }
      await faq.close();
    });
  });
}
