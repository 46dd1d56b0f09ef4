import { buildPath, type Locale, productSlugSegments } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext } from './support/browser.js';
import { acceptCookies, apiSession, open, pageApi, productWithMostStock, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SMALL_PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

type Product = Awaited<ReturnType<typeof productWithMostStock>>;
let product: Product;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  product = await productWithMostStock(baseUrl, 'hu');
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** A shopper's browser of a size, the cookie choice already made (the banner would cover the bottom). */
async function shopper(options: Parameters<typeof newShopContext>[1]): Promise<BrowserContext> {
  const context = await newShopContext(browser(), options);
  context.setDefaultTimeout(20_000);
  await acceptCookies(context, baseUrl);
  contexts.push(context);
  return context;
}

const productPath = (locale: Locale) => buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });

/** The boxes of the first cards of the page's first product grid. */
async function firstCards(page: Page, count: number) {
  const cards = page.locator('main [data-slot="product-card"]');
  await cards.first().waitFor();
  return Promise.all(Array.from({ length: count }, async (_, index) => (await cards.nth(index).boundingBox())!));
}

/** How far the page is wider than the screen (0: nothing sticks out sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('product grids on a phone', () => {
  it('show two cards a row from 320 px up, with 44 px add and favourite buttons, and three or four on a desktop', async () => {
    const path = buildPath('categories-category_slug', 'hu', { category_slug: ['nappali'] });
    for (const [options, perRow] of [
      [SMALL_PHONE, 2],
      [PHONE, 2],
      [DESKTOP, 4],
    ] as const) {
      const page = await (await shopper(options)).newPage();
      await open(page, `${baseUrl}${path}`);
      const boxes = await firstCards(page, perRow + 1);
      // The row's cards share a top; the next card starts a new row.
      for (const box of boxes.slice(1, perRow)) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(1);
      expect(boxes[perRow]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
      if (perRow === 2) {
        const card = page.locator('main [data-slot="product-card"]').first();
        for (const slot of ['add-to-cart-button', 'favourite-button']) {
          const target = (await card.locator(`[data-slot="${slot}"]`).boundingBox())!;
          expect(target.width, slot).toBeGreaterThanOrEqual(44);
          expect(target.height, slot).toBeGreaterThanOrEqual(44);
        }
        // The title stops after three lines.
        const title = await card.locator('[data-slot="product-card-link"]').evaluate((link) => {
          const heading = link.parentElement!;
          return { height: heading.getBoundingClientRect().height, line: Number.parseFloat(getComputedStyle(heading).lineHeight) };
        });
        expect(title.height).toBeLessThanOrEqual(title.line * 3 + 1);
      }
      expect(await overflow(page)).toBe(0);
      await page.close();
    }
  });
});

describe('home page rails on a phone', () => {
  it('scroll sideways, show part of the next card, keep list semantics and follow the keyboard', async () => {
    const page = await (await shopper(PHONE)).newPage();
    await open(page, `${baseUrl}/hu`);
    const rail = page.locator('main [data-slot="product-rail"]').first();
    const list = rail.getByRole('list');
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(2);
    const sizes = await list.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.snap).toContain('x');
    // The second card shows whole, the third in part: there is more to swipe to.
    const boxes = await firstCards(page, 3);
    expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(390);
    expect(boxes[2]!.x).toBeLessThan(390);
    // Tabbing to a card further on scrolls the rail to it.
    await list.locator('[data-slot="product-card-link"]').nth(4).focus();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await overflow(page)).toBe(0);
    await page.close();
  });

  it('keep the grid of four on a desktop', async () => {
    const page = await (await shopper(DESKTOP)).newPage();
    await open(page, `${baseUrl}/en`);
    const boxes = await firstCards(page, 4);
    for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(1);
    const list = page.locator('main [data-slot="product-rail"]').first().getByRole('list');
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe('the sticky add-to-cart bar', () => {
  it('appears on a phone once the buy box has scrolled away and adds to the cart like the buy box', async () => {
    const page = await (await shopper(PHONE)).newPage();
    await open(page, `${baseUrl}${productPath('hu')}`);
    const bar = page.locator('[data-slot="sticky-buy-bar"]');
    await expect.poll(() => bar.getAttribute('data-state')).toBe('closed');
    expect(await bar.isVisible()).toBe(false);
    // Straight past the buy box's add button (as a fling or an anchor does), but not down to the footer.
    await page.evaluate(() => {
      const row = document.querySelector('[data-slot="buy-box"] [data-slot="add-to-cart-button"]')!;
      window.scrollTo(0, row.getBoundingClientRect().bottom + window.scrollY + 40);
    });
    await expect.poll(() => bar.getAttribute('data-state')).toBe('open');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain(product.title);
    await bar.getByRole('button', { name: text('hu', 'product.addToCartNamed', { title: product.title }) }).click();
    await expect
      .poll(async () => ((await pageApi(page, 'GET', '/api/cart')).data as { products: Array<{ product: { id: number }; quantity: number }> }).products)
      .toEqual([expect.objectContaining({ product: expect.objectContaining({ id: product.id }), quantity: 1 })]);
    // Back at the buy box, the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('data-state')).toBe('closed');
    await page.close();
  });

  it('stays away on a desktop, where the buy box sits beside the pictures', async () => {
    const page = await (await shopper(DESKTOP)).newPage();
    await open(page, `${baseUrl}${productPath('en')}`);
    await page.evaluate(() => {
      const row = document.querySelector('[data-slot="buy-box"] [data-slot="add-to-cart-button"]')!;
      window.scrollTo(0, row.getBoundingClientRect().bottom + window.scrollY + 40);
    });
    await expect.poll(() => page.locator('[data-slot="sticky-buy-bar"]').getAttribute('data-state')).toBe('open');
    expect(await page.locator('[data-slot="sticky-buy-bar"]').isVisible()).toBe(false);
    await page.close();
  });
});

describe('a focused checkout', () => {
  for (const [name, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has a slim header and footer, no newsletter form, and on a ${name} ${name === 'phone' ? 'the summary folded at the top' : 'the summary beside the form'}`, async () => {
      const page = await (await shopper(options)).newPage();
      await open(page, `${baseUrl}/hu`);
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 2 })).status).toBeLessThan(300);
      await open(page, `${baseUrl}${buildPath('cart-data', 'hu')}`);
      expect(await page.locator('[data-slot="checkout-header"]').count()).toBe(1);
      expect(await page.locator('[data-slot="site-header"], [data-slot="search-box"], [data-slot="header-menu"]').count()).toBe(0);
      expect(await page.locator('[data-slot="newsletter-form"], [data-slot="footer-menu"]').count()).toBe(0);
      const footer = page.locator('footer[data-slot="site-footer"]');
      for (const key of ['routes.terms.title', 'checkoutShell.privacy', 'routes.contact.title'] as const) {
        expect(await footer.getByRole('link', { name: text('hu', key) }).count(), key).toBe(1);
      }
      await page.locator('[data-slot="checkout-back-to-cart"]').waitFor();
      const toggle = page.locator('[data-slot="checkout-summary-toggle"]');
      if (name === 'phone') {
        const form = (await page.locator('[data-slot="checkout-form"]').boundingBox())!;
        expect((await toggle.boundingBox())!.y).toBeLessThan(form.y);
        const cart = (await pageApi(page, 'GET', '/api/cart')).data as { summary: { total_amount_gross: number } };
        const total = await toggle.locator('[data-slot="checkout-summary-toggle-total"]').textContent();
        expect(total?.replace(/\D/g, '')).toContain(String(Math.round(cart.summary.total_amount_gross)));
        expect(await toggle.getByText(product.title).isVisible()).toBe(false);
        await toggle.locator('summary').click();
        await expect.poll(() => toggle.getByText(product.title).isVisible()).toBe(true);
        await toggle.locator('summary').click();
        await expect.poll(() => toggle.getByText(product.title).isVisible()).toBe(false);
      } else {
        expect(await toggle.isVisible()).toBe(false);
        expect(await page.locator('[data-slot="checkout-products"]').isVisible()).toBe(true);
      }
      await page.close();
    });
  }

  /** Each delivery option's name and price boxes, and the card's. */
  async function deliveryOptions(page: Page) {
    const cards = page.locator('[data-slot="delivery-method-picker"] [data-slot="radio-group-card"]');
    await cards.first().waitFor();
    const boxes = [];
    for (const card of await cards.all()) {
      const nameId = await card.locator('input[type="radio"]').getAttribute('aria-labelledby');
      boxes.push({
        card: (await card.boundingBox())!,
        name: (await card.locator(`[id="${nameId}"]`).boundingBox())!,
        price: (await card.locator('[id$="-aside"]').boundingBox())!,
      });
    }
    return boxes;
  }

  for (const locale of ['hu', 'en'] as const) {
    it(`stacks each delivery option’s price under its name on a 320 px phone and beside it on a desktop (${locale})`, async () => {
      for (const [options, stacked] of [
        [SMALL_PHONE, true],
        [DESKTOP, false],
      ] as const) {
        const page = await (await shopper(options)).newPage();
        await open(page, `${baseUrl}/${locale}`);
        expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBeLessThan(300);
        await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
        const boxes = await deliveryOptions(page);
        expect(boxes.length).toBeGreaterThan(1);
        for (const { card, name, price } of boxes) {
          const overlap = name.x < price.x + price.width && price.x < name.x + name.width && name.y < price.y + price.height && price.y < name.y + name.height;
          expect(overlap).toBe(false);
          expect(price.x + price.width).toBeLessThanOrEqual(card.x + card.width);
          if (stacked) {
            // Under the name, starting where the name starts.
            expect(price.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
            expect(Math.abs(price.x - name.x)).toBeLessThanOrEqual(1);
          } else {
            expect(price.x).toBeGreaterThanOrEqual(name.x + name.width);
            expect(Math.abs(price.y - name.y)).toBeLessThanOrEqual(4);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
        await page.close();
      }
    });
  }

  it('sticks out nowhere on a 320 px phone: home, category, product, cart and checkout', async () => {
    const page = await (await shopper(SMALL_PHONE)).newPage();
    await open(page, `${baseUrl}/hu`);
    expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBeLessThan(300);
    for (const path of [
      '/hu',
      '/en',
      buildPath('categories-category_slug', 'hu', { category_slug: ['nappali'] }),
      productPath('hu'),
      buildPath('cart', 'hu'),
      buildPath('cart-data', 'hu'),
      buildPath('cart-data', 'en'),
    ]) {
      await open(page, `${baseUrl}${path}`);
      expect(await overflow(page), path).toBe(0);
    }
    await page.close();
  });
});

describe('a furniture shop’s first screens on a phone and a desktop (issue #30)', () => {
  const sizes = [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const;

  for (const locale of ['hu', 'en'] as const) {
    for (const [name, options] of sizes) {
      it(`keeps the cookie banner within 35 % of the first screen, reject and accept the same size (${locale}, ${name})`, async () => {
        // A first visit: no cookie choice yet.
        const context = await newShopContext(browser(), options);
        contexts.push(context);
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath('index', locale)}`);
        const banner = (await page.locator('[data-slot="cookie-consent"]').boundingBox())!;
        expect(banner.height / options.viewport.height).toBeLessThanOrEqual(0.35);
        const reject = (await page.getByRole('button', { name: text(locale, 'cookieConsent.rejectAll') }).boundingBox())!;
        const accept = (await page.getByRole('button', { name: text(locale, 'cookieConsent.acceptAll') }).boundingBox())!;
        expect([Math.round(reject.width), Math.round(reject.height)]).toEqual([Math.round(accept.width), Math.round(accept.height)]);
        expect(Math.abs(reject.y - accept.y)).toBeLessThan(1);
        // Settings stay one press away, and the banner never sticks out sideways.
        expect(await page.getByRole('button', { name: text(locale, 'cookieConsent.settings') }).isVisible()).toBe(true);
        expect(await overflow(page)).toBe(0);
        await page.close();
      });

      it(`shows different products on each home page rail (${locale}, ${name})`, async () => {
        const page = await (await shopper(options)).newPage();
        await open(page, `${baseUrl}${buildPath('index', locale)}`);
        const rails = await page
          .locator('main [data-slot="product-rail"]')
          .evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('[data-slot="product-card-link"]')].map((link) => link.getAttribute('href'))));
        expect(rails.length).toBeGreaterThanOrEqual(4);
        const links = rails.flat();
        expect(links.length).toBeGreaterThan(rails.length * 4);
        expect(new Set(links).size).toBe(links.length);
        await page.close();
      });

      it(`words a missing page as a sentence with a search box and ways on (${locale}, ${name})`, async () => {
        const page = await (await shopper(options)).newPage();
        const path = locale === 'hu' ? '/hu/nincs-ilyen-oldal' : '/en/no-such-page';
        const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(404);
        expect(await page.locator('h1').innerText()).toBe(text(locale, 'notFound.title'));
        expect(await page.locator('[data-slot="not-found-search"] [data-slot="search-box-input"]').isVisible()).toBe(true);
        expect(await page.locator('[data-slot="not-found-categories"] a').count()).toBeGreaterThan(0);
        expect(await overflow(page)).toBe(0);
        await page.close();
      });
    }

    it(`words an armchair’s first price row as the single-piece price (${locale})`, async () => {
      // A product whose first quantity tier starts at 2 pieces, as the seeded armchairs' do.
      const shop = apiSession(baseUrl, locale);
      let fromTwo: Awaited<ReturnType<typeof shop.products>>['items'][number] | undefined;
      for (let pageNumber = 1; !fromTwo && pageNumber <= 5; pageNumber += 1) {
        const { items } = await shop.products({ per_page: 96, page: pageNumber, in_stock: true });
        fromTwo = items.find((item) => item.prices_by_currencies.HUF?.qty_discounts[0]?.quantity === 2);
      }
      expect(fromTwo, 'a product with a tier from 2 pieces').toBeDefined();
      const page = await (await shopper(PHONE)).newPage();
      await open(page, `${baseUrl}${buildPath('products-product_slug', locale, { product_slug: productSlugSegments(fromTwo!) })}`);
      const labels = await page.locator('[data-slot="tier-table"] tbody th').allInnerTexts();
      expect(labels.slice(0, 2)).toEqual([text(locale, 'product.tiers.single', { last: 1 }), text(locale, 'product.tiers.from', { count: 2 })]);
      await page.close();
    });
  }
});
