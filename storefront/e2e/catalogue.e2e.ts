import {
  buildPath,
  createApiClient,
  createShopApi,
  DEFAULT_PAGE_SIZE,
  formatMoney,
  type Locale,
  listingQuery,
  parseListingParams,
  pickPrice,
  productSlugSegments,
  type ShopApi,
} from 'otthon';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shopTranslator } from '../app/lib/i18n.js';
import { SHOP_VAT_MODE } from '../app/lib/vat-mode.js';
import { axeViolations, browserForFile, describeViolations, newShopContext, visit } from './support/browser.js';
import { mailedLink, uniqueEmail } from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Product = Awaited<ReturnType<ShopApi['products']>>['items'][number];

const shopIn = (locale: Locale): ShopApi => createShopApi(createApiClient({ origin: baseUrl, locale }));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The figures of a shown price (HUF has no decimals), from its text. */
const amountOf = (text: string) => Number(text.replace(/\s/g, '').replace(/[^\d.]/g, ''));
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const productPath = (locale: Locale, product: Product) => buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });

/** A visitor who already chose their cookies, so the banner covers nothing (the consent journeys are the shell suite's). */
async function shopper(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await newShopContext(browser(), options);
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"analytics":false,"marketing":false}'), url: baseUrl }]);
  return context;
}

/** The data and page requests a page's own code makes (fetch/XHR to `/api` and React Router's `.data`). */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/sanctum/') || pathname.endsWith('.data')) requests.push(`${request.method()} ${pathname}`);
  });
  return requests;
}

/** Chooses an option of a shop select, native or enhanced (the enhanced listbox loads after the first paint). */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const shownPrices = (scope: Locator) => scope.locator('[data-slot="price-current"]').allInnerTexts();

/**
 * A product of a top category with quantity tiers, a colour and enough stock for its first tier,
 * so the journey can filter to it and buy up to a tier price.
 */
async function tieredProduct(locale: Locale) {
  const shop = shopIn(locale);
  const categories = await shop.categories();
  for (const category of categories.filter((entry) => entry.parent_id === null)) {
    const { items } = await shop.products({ category: category.slugs.join('/'), in_stock: true, per_page: 96 });
    const product = items.find((item) => {
      const tiers = item.prices_by_currencies.HUF.qty_discounts;
      return item.colour && tiers.length > 0 && item.quantity >= tiers[0]!.quantity && item.price_original_net === null;
    });
    if (product) return { category, product, tier: product.prices_by_currencies.HUF.qty_discounts[0]! };
  }
  throw new Error('The catalogue has no tiered product in stock.');
}

describe('browse → category → filter → sort → product → cart → tier price (requirements §4, §5, §9)', () => {
  for (const locale of journeyLocales('hu')) {
    it(`${locale}: filters by price range, colour and stock, sorts by price, adds to the cart and reaches a tier price`, async () => {
      const t = shopTranslator(locale);
      const { category, product, tier } = await tieredProduct(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}/${locale}`);
        // Home → the category, by its card in "Shop by category".
        await page
          .locator('section[aria-labelledby="home-categories"]')
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(category.title)}`) })
          .first()
          .click();
        const categoryPath = buildPath('categories-category_slug', locale, { category_slug: category.slugs });
        await page.waitForURL(`${baseUrl}${categoryPath}`);
        await expect.poll(() => page.locator('h1').innerText()).toBe(category.title);

        // Price range in forints of the shop's first VAT mode (gross) around the product's price, committed with Enter.
        const listPrice = pickPrice(product.prices_by_currencies.HUF, SHOP_VAT_MODE);
        const [low, high] = [Math.floor(listPrice * 0.85), Math.ceil(listPrice * 1.15)];
        await page.getByRole('spinbutton', { name: t('products.filters.priceMin') }).fill(String(low));
        await page.getByRole('spinbutton', { name: t('products.filters.priceMax') }).fill(String(high));
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`price_min=${low}&price_max=${high}`));
        await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(product.colour!.name)} \\(\\d+\\)$`) }).click();
        await page.waitForURL(new RegExp(`colour=${product.colour!.slug}`));
        await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t('products.filters.in_stock'))}`) }).click();
        await page.waitForURL(/in_stock=1/);
        await choose(page, t('products.sort.label'), t('products.sort.price_asc'));
        await page.waitForURL(/sort=price_asc/);
        expect(new URL(page.url()).search).toBe(`?sort=price_asc&price_min=${low}&price_max=${high}&in_stock=1&colour=${product.colour!.slug}`);

        // Every product shown is within the range, in stock, and in ascending price order.
        const cards = page.locator('main [data-slot="product-card"]');
        await expect.poll(() => cards.filter({ hasText: product.title }).count()).toBe(1);
        const prices = (await shownPrices(cards)).map(amountOf);
        expect(prices.length).toBeGreaterThan(0);
        for (const price of prices) {
          expect(price).toBeGreaterThanOrEqual(low);
          expect(price).toBeLessThanOrEqual(high);
        }
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(await cards.locator('[data-slot="stock-badge"][data-state="out-of-stock"]').count()).toBe(0);

        // The state survives a reload: the address holds it.
        await page.reload({ waitUntil: 'networkidle' });
        await expect.poll(() => cards.filter({ hasText: product.title }).count()).toBe(1);

        // → the product → add to cart: the cart panel opens with it.
        await cards.getByRole('link', { name: product.title, exact: true }).click();
        await page.waitForURL(`${baseUrl}${productPath(locale, product)}`);
        await expect.poll(() => page.locator('h1').innerText()).toBe(product.title);
        await page.getByRole('button', { name: t('product.addToCartNamed', { title: product.title }) }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.count()).toBe(1);
        const line = dialog.locator('[data-slot="cart-line"]', { hasText: product.title });
        await expect.poll(() => line.count()).toBe(1);

        // Raise the quantity in the panel until the first tier applies: the unit price drops to the tier's.
        const unit = line.locator('[data-slot="price-current"]');
        expect(normalise(await unit.innerText())).toBe(normalise(formatMoney(listPrice, 'HUF')));
        const increase = line.getByRole('button', { name: t('cart.line.increase', { title: product.title }) });
        for (let quantity = 1; quantity < tier.quantity; quantity += 1) await increase.click();
        // The tier price, with the list price struck through beside it.
        await expect.poll(async () => amountOf(await unit.innerText())).toBe(pickPrice(tier, SHOP_VAT_MODE));
        expect(amountOf(await line.locator('[data-slot="price-original"]').innerText())).toBe(listPrice);
        expect(await line.locator('[data-slot="quantity-field-input"]').inputValue()).toBe(String(tier.quantity));
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('filters changed in quick succession on a slow connection', () => {
  /** Holds back the listing's data requests (React Router's `.data` and the products API), as a slow phone's network does. */
  async function slowListingData(page: Page, delayMs: number) {
    await page.route(
      (url) => url.pathname.endsWith('.data') || url.pathname === '/api/products',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        // A later change may have cancelled the request meanwhile.
        await route.continue().catch(() => undefined);
      },
    );
  }

  for (const locale of journeyLocales('en')) {
    it(`${locale}: price range, colour, stock and sort chosen without waiting all end up in the address and the results`, async () => {
      const t = shopTranslator(locale);
      const { category, product } = await tieredProduct(locale);
      const context = await shopper();
      try {
        const categoryPath = buildPath('categories-category_slug', locale, { category_slug: category.slugs });
        const { page } = await visit(context, `${baseUrl}${categoryPath}`);
        await slowListingData(page, 1_500);
        const listPrice = pickPrice(product.prices_by_currencies.HUF, SHOP_VAT_MODE);
        const [low, high] = [Math.floor(listPrice * 0.85), Math.ceil(listPrice * 1.15)];
        const colour = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(product.colour!.name)} \\(\\d+\\)$`) });
        const inStock = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t('products.filters.in_stock'))}`) });

        // Each change while the one before it is still on its way: no waiting for the address in between.
        await page.getByRole('spinbutton', { name: t('products.filters.priceMin') }).fill(String(low));
        await page.getByRole('spinbutton', { name: t('products.filters.priceMax') }).fill(String(high));
        await page.keyboard.press('Enter');
        await colour.click();
        await inStock.click();
        await choose(page, t('products.sort.label'), t('products.sort.price_asc'));

        const wanted = `?sort=price_asc&price_min=${low}&price_max=${high}&in_stock=1&colour=${product.colour!.slug}`;
        await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toBe(wanted);
        // The panel shows every choice.
        expect(await colour.getAttribute('aria-pressed')).toBe('true');
        expect(await inStock.isChecked()).toBe(true);
        expect(await page.getByRole('spinbutton', { name: t('products.filters.priceMin') }).inputValue()).toBe(String(low));
        expect(await page.getByRole('spinbutton', { name: t('products.filters.priceMax') }).inputValue()).toBe(String(high));

        // The results are those of all four: exactly the products the API lists for them together
        // (forints of the shop's first VAT mode), the colour's product among them, within the range,
        // in stock, cheapest first.
        const state = parseListingParams(new URLSearchParams(wanted));
        const expected = await shopIn(locale).products(listingQuery(state, { category: category.slugs.join('/') }, SHOP_VAT_MODE, 'HUF'));
        expect(expected.items.map((item) => item.id)).toContain(product.id);
        const cards = page.locator('main [data-slot="product-card"]');
        await expect.poll(() => cards.locator('[data-slot="product-card-link"]').allInnerTexts()).toEqual(expected.items.map((item) => item.title));
        const prices = (await shownPrices(cards)).map(amountOf);
        for (const price of prices) {
          expect(price).toBeGreaterThanOrEqual(low);
          expect(price).toBeLessThanOrEqual(high);
        }
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(await cards.locator('[data-slot="stock-badge"][data-state="out-of-stock"]').count()).toBe(0);
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('a listing after a change of its address', () => {
  it('shows the products the page’s data brought at once, without asking the API for them again', async () => {
    const t = shopTranslator('en');
    const { category } = await tieredProduct('en');
    const context = await shopper();
    try {
      const categoryPath = buildPath('categories-category_slug', 'en', { category_slug: category.slugs });
      const { page } = await visit(context, `${baseUrl}${categoryPath}`);
      const requests = recordRequests(page);
      // A products request the page might still make never answers.
      await page.route('**/api/products?*', () => undefined);
      const expected = await shopIn('en').products({ category: category.slugs.join('/'), sort: 'price_desc', per_page: DEFAULT_PAGE_SIZE });
      await choose(page, t('products.sort.label'), t('products.sort.price_desc'));
      await page.waitForURL(/\?sort=price_desc$/);
      const titles = page.locator('main [data-slot="product-card"] [data-slot="product-card-link"]');
      await expect.poll(() => titles.allInnerTexts()).toEqual(expected.items.map((item) => item.title));
      expect(requests.filter((request) => request.includes('/api/products'))).toEqual([]);
      await page.close();
    } finally {
      await context.close();
    }
  });
});

describe('currency and VAT mode (requirements §1, §4, §9)', () => {
  // The currency follows the figures, maybe with "/ piece" after them (tier rows).
  const symbols = { HUF: /\d Ft\b/, EUR: /\d €/, USD: /\d \$/ } as const;

  /** Every price of the page's main content (cards, buy box, tiers), in the header's chosen currency. */
  async function pricesOf(page: Page): Promise<string[]> {
    return (await page.locator('main [data-slot="price-current"], main [data-slot="tier-table"] td').allInnerTexts()).map(normalise);
  }

  async function switchAndCheck(page: Page, locale: Locale) {
    const t = shopTranslator(locale);
    const before = await pricesOf(page);
    expect(before.length).toBeGreaterThan(0);
    for (const price of before) expect(price).toMatch(symbols.HUF);
    let previous = before;
    for (const currency of ['EUR', 'USD'] as const) {
      await page.locator('header').getByLabel(t('currency.label')).first().selectOption(currency);
      await expect.poll(async () => (await pricesOf(page)).every((price) => symbols[currency].test(price))).toBe(true);
      const now = await pricesOf(page);
      expect(now.length).toBe(previous.length);
      previous = now;
    }
    // Gross (the shop's first mode) → net: every figure shrinks by the VAT.
    const gross = previous.map(amountOf);
    await page
      .locator('header')
      .getByRole('radio', { name: t('vat.mode.net') })
      .first()
      .click();
    await expect.poll(async () => (await pricesOf(page)).map(amountOf).every((amount, index) => amount < gross[index]!)).toBe(true);
    // Each price says the mode it is in.
    const labels = async () => (await page.locator('main [data-slot="price-vat"]').allInnerTexts()).map(normalise);
    expect(new Set(await labels())).toEqual(new Set([t('vat.suffix.net')]));
    // And back to gross: the same figures as before.
    await page
      .locator('header')
      .getByRole('radio', { name: t('vat.mode.gross') })
      .first()
      .click();
    await expect.poll(async () => (await pricesOf(page)).map(amountOf)).toEqual(gross);
    expect(new Set(await labels())).toEqual(new Set([t('vat.suffix.gross')]));
  }

  for (const locale of journeyLocales('en')) {
    it(`${locale}: HUF → EUR → USD and net ↔ gross change every price of a listing and of a product page`, async () => {
      const { product } = await tieredProduct(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}${buildPath('all-products', locale)}`);
        await switchAndCheck(page, locale);
        // The choice is kept in cookies: back to HUF for the product page, which then changes too.
        await context.addCookies([
          { name: 'currency_id', value: 'HUF', url: baseUrl },
          { name: 'vat_mode', value: SHOP_VAT_MODE, url: baseUrl },
        ]);
        await page.goto(`${baseUrl}${productPath(locale, product)}`, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        await switchAndCheck(page, locale);
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('search (requirements §1)', () => {
  for (const locale of journeyLocales('hu')) {
    it(`${locale}: suggests products while typing in the header and lists the results of the search`, async () => {
      const t = shopTranslator(locale);
      const { product } = await tieredProduct(locale);
      // The whole title: every word must occur, so the product is among the first suggestions.
      const word = product.title;
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}/${locale}`);
        const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
        await box.fill(word);
        const suggestion = page.getByRole('option', { name: new RegExp(escapeRegExp(product.title)) });
        await expect.poll(() => suggestion.count()).toBeGreaterThan(0);
        await box.press('Enter');
        await page.waitForURL(`${baseUrl}${buildPath('search', locale)}?q=${encodeURIComponent(word)}`);
        await expect.poll(() => page.locator('main').innerText()).toContain(t('search.results', { query: word }));
        await expect.poll(() => page.locator('main [data-slot="product-card"]', { hasText: product.title }).count()).toBe(1);
        expect(await page.locator('h1').innerText()).toBe(t('routes.search.title'));
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('product to product', () => {
  it('opens a similar product with at most one request and nothing asked of the API again', async () => {
    const { product } = await tieredProduct('en');
    const context = await shopper();
    try {
      const { page, apiRequests } = await visit(context, `${baseUrl}${productPath('en', product)}`);
      expect(apiRequests).toEqual([]);
      const requests = recordRequests(page);
      const next = page.locator('[data-slot="similar-products"] [data-slot="product-card-link"]').first();
      const title = await next.innerText();
      const started = performance.now();
      await next.click();
      await expect.poll(() => page.locator('h1').innerText()).toBe(title);
      await page.waitForLoadState('networkidle');
      console.log(`[e2e] product → product: ${requests.length} request(s) (${requests.join(', ')}), ${Math.round(performance.now() - started)} ms`);
      expect(requests.length).toBeLessThanOrEqual(1);
      expect(requests.filter((request) => request.includes('/api/'))).toEqual([]);
      await page.close();
    } finally {
      await context.close();
    }
  });
});

describe('keyboard only', () => {
  /** Presses Tab until the focused element matches, like a keyboard user reading the page in order. */
  async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 120): Promise<void> {
    const test = `(${matches.toString()})(document.activeElement)`;
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(test)) return;
    }
    throw new Error(`No focusable element matched within ${limit} presses of Tab.`);
  }

  for (const locale of journeyLocales('en')) {
    it(`${locale}: from the home page to a product in the cart with Tab, Enter, the arrow keys and Space`, async () => {
      const t = shopTranslator(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}/${locale}`);
        // The first product of the home page, reached and followed by keyboard.
        await tabTo(page, (element) => element.matches('[data-slot="product-card-link"]'));
        const title = normalise(await page.evaluate(() => document.activeElement!.textContent ?? ''));
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('h1').innerText()).toBe(title);
        // Quantity 2 with the arrow key, then the add-to-cart button with Space.
        await tabTo(page, (element) => element.matches('[data-slot="buy-box"] [data-slot="quantity-field-input"]'));
        await page.keyboard.press('ArrowUp');
        expect(await page.locator('[data-slot="buy-box"] [data-slot="quantity-field-input"]').inputValue()).toBe('2');
        await tabTo(page, (element) => element.matches('[data-slot="add-to-cart-button"]'));
        await page.keyboard.press('Space');
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.count()).toBe(1);
        const line = dialog.locator('[data-slot="cart-line"]', { hasText: title });
        await expect.poll(() => line.count()).toBe(1);
        expect(await line.locator('[data-slot="quantity-field-input"]').inputValue()).toBe('2');
        // The panel took the focus, and Escape gives it back to the page.
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        expect(t('routes.cart.title')).toBeTruthy();
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('addresses of the catalogue (requirements §2)', () => {
  for (const locale of journeyLocales('hu')) {
    it(`${locale}: a known product id under a wrong slug or category is a permanent redirect to its own path, in the same language`, async () => {
      const { product } = await tieredProduct(locale);
      const prefix = buildPath('products-product_slug', locale, { product_slug: 'x' }).slice(0, -1);
      for (const wrong of [`${prefix}old-name-${product.id}`, `${prefix}no/such/category/${product.link.slug}-${product.id}?ref=mail`]) {
        const response = await fetch(`${baseUrl}${wrong}`, { redirect: 'manual' });
        expect(response.status, wrong).toBe(301);
        const search = wrong.includes('?') ? '?ref=mail' : '';
        expect(response.headers.get('location')).toBe(`${productPath(locale, product)}${search}`);
      }
      expect((await fetch(`${baseUrl}${prefix}anything-99999999`)).status).toBe(404);
      expect((await fetch(`${baseUrl}${prefix}no-id-here`)).status).toBe(404);
    });
  }

  it('sends the other language’s product path to this language’s (the language switch of a shared link)', async () => {
    const { product } = await tieredProduct('en');
    const hungarian = (await shopIn('hu').product(product.id)) as unknown as Product;
    const response = await fetch(`${baseUrl}/en/products/${productSlugSegments(hungarian).join('/')}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(productPath('en', product));
  });

  it('redirects the other language’s category filter (a switched language keeps the query) to this language’s path', async () => {
    const { category } = await tieredProduct('en');
    const hungarian = (await shopIn('hu').categories()).find((entry) => entry.id === category.id)!;
    const response = await fetch(`${baseUrl}/hu/termekek?category=${category.slugs.join('/')}&in_stock=1&page=2`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/hu/termekek?in_stock=1&category=${hungarian.slugs.join('/')}`);
    const unknown = await fetch(`${baseUrl}/en/all-products?category=no-such-room&sort=name`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/en/all-products?sort=name');
  });

  it('keeps filtered and sorted listings out of search results, their canonical naming the plain listing', async () => {
    const plain = await (await fetch(`${baseUrl}/en/all-products`)).text();
    expect(plain).not.toMatch(/name="robots"/);
    expect(plain).toContain(`<link rel="canonical" href="${baseUrl}/en/all-products"/>`);
    expect(plain).toContain(`<link rel="alternate" hrefLang="hu" href="${baseUrl}/hu/termekek"/>`);
    const filtered = await (await fetch(`${baseUrl}/en/all-products?sort=name&colour=navy`)).text();
    expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(filtered).toContain(`<link rel="canonical" href="${baseUrl}/en/all-products"/>`);
    const second = await (await fetch(`${baseUrl}/hu/termekek?page=2`)).text();
    expect(second).not.toMatch(/name="robots"/);
    expect(second).toContain(`<link rel="canonical" href="${baseUrl}/hu/termekek?page=2"/>`);
    expect((await fetch(`${baseUrl}/hu/termekek?page=999`)).status).toBe(404);
  });

  it('describes a product with JSON-LD: its offer in the shopper’s currency and its breadcrumbs', async () => {
    const { product } = await tieredProduct('hu');
    const html = await (await fetch(`${baseUrl}${productPath('hu', product)}`, { headers: { Cookie: 'currency_id=EUR' } })).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const described = blocks.find((block) => block['@type'] === 'Product') as { offers: Record<string, unknown>; name: string };
    expect(described.name).toBe(product.title);
    expect(described.offers).toMatchObject({
      priceCurrency: 'EUR',
      price: product.prices_by_currencies.EUR.price_gross,
      availability: 'https://schema.org/InStock',
      url: `${baseUrl}${productPath('hu', product)}`,
    });
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string }> };
    expect(trail.itemListElement.at(-1)).toMatchObject({ item: `${baseUrl}${productPath('hu', product)}` });
    expect(trail.itemListElement.map((entry) => entry.position)).toEqual(trail.itemListElement.map((_, index) => index + 1));
  });

  it('lists every public page in both languages in the sitemap, with hreflang alternates', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const { product, category } = await tieredProduct('hu');
    const english = await shopIn('en').product(product.id);
    const posts = await shopIn('hu').blogPosts({ per_page: 1 });
    for (const path of [
      '/hu/termekek',
      '/en/all-products',
      '/hu/akcios',
      '/en/blog',
      '/hu/bemutatoterem',
      '/en/contact',
      '/en/product',
      '/hu/adatlap',
      buildPath('categories-category_slug', 'hu', { category_slug: category.slugs }),
      productPath('hu', product),
      productPath('en', english as unknown as Product),
      buildPath('blog-slug', 'hu', { slug: posts.items[0]!.slug }),
      '/en/warranty',
    ]) {
      expect(sitemap, path).toContain(`<loc>${baseUrl}${path}</loc>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseUrl}${productPath('en', english as unknown as Product)}"/>`);
    expect(sitemap).not.toContain('/kosar<');
    expect(sitemap).not.toContain('/favourites<');
  });
});

describe('content screens', () => {
  it('gives a blog article the other language’s own slug in its hreflang links and language switch', async () => {
    const [hu, en] = await Promise.all([shopIn('hu').blogPosts({ per_page: 1 }), shopIn('en').blogPosts({ per_page: 1 })]);
    const huPath = buildPath('blog-slug', 'hu', { slug: hu.items[0]!.slug });
    const enPath = buildPath('blog-slug', 'en', { slug: en.items[0]!.slug });
    const html = await (await fetch(`${baseUrl}${huPath}`)).text();
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseUrl}${enPath}"/>`);
    const context = await shopper();
    try {
      const { page } = await visit(context, `${baseUrl}${huPath}`);
      await page.locator('header').getByRole('link', { name: 'English' }).first().click();
      await page.waitForURL(`${baseUrl}${enPath}`);
      await expect.poll(() => page.locator('h1').innerText()).toBe(en.items[0]!.title);
      await page.close();
    } finally {
      await context.close();
    }
    expect((await fetch(`${baseUrl}/hu/blog/nincs/ilyen-cikk`)).status).toBe(404);
  });

  it('describes the showroom as a furniture store with its opening hours (requirements §9) and keeps its CMS text', async () => {
    for (const [path, text] of [
      ['/en/showroom', 'best tried in person'],
      ['/hu/bemutatoterem', 'Ünnepnapokon zárva tartunk'],
    ] as const) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const store = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
        .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
        .find((block) => block['@type'] === 'FurnitureStore') as { openingHoursSpecification: Array<{ dayOfWeek: string[]; opens: string; closes: string }> };
      expect(store.openingHoursSpecification).toEqual([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Thursday'], opens: '10:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '10:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
      ]);
      expect(html).toContain(text);
    }
    // Today is highlighted once the visitor's clock is known.
    const context = await shopper();
    try {
      const { page } = await visit(context, `${baseUrl}/en/showroom`);
      await expect.poll(() => page.locator('main [data-slot="showroom-table"] tr[aria-current="date"]').count()).toBe(1);
      await page.close();
    } finally {
      await context.close();
    }
  });

  for (const locale of journeyLocales('en')) {
    it(`${locale}: signs up to the newsletter with a full name and an e-mail, confirmed by the mailed link's button (requirements §5)`, async () => {
      const t = shopTranslator(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}${buildPath('newsletter', locale)}`);
        const form = page.locator('main [data-slot="newsletter-form"]');
        await form.getByRole('button', { name: t('newsletter.submit') }).click();
        await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(2);
        const email = uniqueEmail(`newsletter-${locale}`);
        await form.getByLabel(t('fields.fullName')).fill('Kovács Anna');
        await form.getByLabel(t('fields.email')).fill(email);
        await form.getByRole('button', { name: t('newsletter.submit') }).click();
        await expect.poll(() => form.innerText()).toContain(t('newsletter.success'));
        // Double opt-in: the link opens a page whose button confirms; opening it alone changes nothing.
        const link = await mailedLink(baseUrl, email, `${baseUrl}/api/newsletter/confirm/`);
        const confirmation = await context.newPage();
        expect((await confirmation.goto(link))?.status()).toBe(200);
        expect(await confirmation.locator('html').getAttribute('lang')).toBe(locale);
        await confirmation.getByRole('button', { name: locale === 'hu' ? 'Feliratkozás megerősítése' : 'Confirm the subscription' }).click();
        await expect.poll(() => confirmation.locator('h1').innerText()).toBe(locale === 'hu' ? 'Feliratkozás megerősítve' : 'Subscription confirmed');
        await confirmation.getByRole('link', { name: locale === 'hu' ? 'Vissza az áruházba' : 'Back to the shop' }).click();
        await expect.poll(() => confirmation.url()).toBe(`${baseUrl}/${locale}`);
        await confirmation.close();
        await page.close();
      } finally {
        await context.close();
      }
    });

    it(`${locale}: sends the contact form and the project form through the local bot challenge`, async () => {
      const t = shopTranslator(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}${buildPath('contact', locale)}`);
        const contact = page.locator('[data-slot="contact-form"]');
        await contact.getByLabel(new RegExp(`^${escapeRegExp(t('fields.name'))}`)).fill('Nagy Péter');
        await contact.getByLabel(t('fields.email')).fill('peter@example.hu');
        await contact.getByLabel(t('fields.message')).fill('Mikor érkezik újra raktárra a Vigadó kanapé?');
        await contact.getByRole('button', { name: t('contact.submit') }).click();
        await expect.poll(() => contact.innerText(), { timeout: 15_000 }).toContain(t('contact.success'));
        const project = page.locator('[data-slot="project-contact-form"]');
        await project.getByLabel(new RegExp(`^${escapeRegExp(t('fields.name'))}`)).fill('Tóth Eszter');
        await project.getByLabel(t('fields.email')).fill('eszter@example.hu');
        await project.getByLabel(new RegExp(`^${escapeRegExp(t('fields.phone'))}`)).fill('+36 30 123 4567');
        await project.getByLabel(t('fields.message')).fill('Egy 12 szobás panzió berendezéséhez kérnénk ajánlatot.');
        await project.getByRole('button', { name: t('projectContact.submit') }).click();
        await expect.poll(() => project.innerText(), { timeout: 15_000 }).toContain(t('projectContact.success'));
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('states of the catalogue and content screens pass axe (WCAG 2.2 AA, target-size)', () => {
  const states: Array<[what: string, path: string]> = [
    ['a filtered, sorted listing', '/en/all-products?sort=price_desc&in_stock=1&colour=navy,white'],
    ['a listing with nothing left', '/hu/termekek?price_min=999999999'],
    ['search results', '/hu/kereses?q=kanap%C3%A9'],
    ['a search without results', '/en/search?q=zzzzqqq'],
    ['the sale items', '/en/sale?page=2'],
    ['a blog tag', '/hu/blog?tag=Tippek'],
    ['a data sheet', '/hu/adatlap?product=1'],
    ['the data sheet finder with results', '/en/adatlap?q=sofa'],
  ];
  for (const [what, path] of states) {
    it(`${what} (${path})`, async () => {
      const context = await shopper();
      try {
        const { page, response, consoleErrors } = await visit(context, `${baseUrl}${path}`);
        expect(response.status()).toBe(200);
        expect(await page.locator('h1').count()).toBe(1);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await page.close();
      } finally {
        await context.close();
      }
    });
  }

  it('favourites with products, moved to the cart one by one (the empty state after the last)', async () => {
    const context = await shopper();
    try {
      const { page } = await visit(context, `${baseUrl}/en/all-products`);
      const cards = page.locator('main [data-slot="product-card"][data-stock="in-stock"]');
      const titles = [await cards.nth(0).getByRole('heading').innerText(), await cards.nth(1).getByRole('heading').innerText()];
      for (const index of [0, 1]) await cards.nth(index).locator('[data-slot="favourite-button"]').click();
      await expect.poll(() => page.locator('header a[href="/en/favourites"]').getAttribute('aria-label')).toBe('Favourites, 2 products');
      await page.locator('header a[href="/en/favourites"]').click();
      await page.waitForURL(`${baseUrl}/en/favourites`);
      await expect.poll(() => page.locator('main [data-slot="product-card"]').count()).toBe(2);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.getByRole('button', { name: `Move to cart: ${titles[0]}` }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await expect.poll(() => page.locator('main [data-slot="product-card"]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Move to cart: ${titles[1]}` }).click();
      await expect.poll(() => page.getByText('You have no favourites yet.').count()).toBe(1);
      const cart = await page.evaluate(
        async () =>
          (await (await fetch('/api/cart', { headers: { Accept: 'application/json', Locale: 'en' } })).json()) as {
            data: { products: Array<{ product: { title: string } }> };
          },
      );
      expect(cart.data.products.map((line) => line.product.title).sort()).toEqual([...titles].sort());
      await page.close();
    } finally {
      await context.close();
    }
  });

  it('cookie settings change the choice the banner keeps', async () => {
    const context = await newShopContext(browser());
    try {
      const { page } = await visit(context, `${baseUrl}/hu/cookie-beallitasok`);
      expect(await page.locator('[data-slot="cookie-consent"]').count()).toBe(0);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.getByRole('checkbox', { name: /Statisztika|Analitika/ }).click();
      await page.getByRole('button', { name: 'Választásom mentése' }).click();
      const cookies = await context.cookies(baseUrl);
      const stored = cookies.find((cookie) => cookie.name === 'cookie_consent');
      expect(JSON.parse(decodeURIComponent(stored!.value))).toEqual({ analytics: true, marketing: false });
      await page.locator('header a[href="/hu"]').first().click();
      await page.waitForURL(`${baseUrl}/hu`);
      expect(await page.locator('[data-slot="cookie-consent"]').count()).toBe(0);
      await page.close();
    } finally {
      await context.close();
    }
  });
});
