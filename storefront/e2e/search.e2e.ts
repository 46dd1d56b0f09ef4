import { buildPath, type Locale } from 'otthon';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shopTranslator } from '../app/lib/i18n.js';
import { browserForFile, newShopContext, visit } from './support/browser.js';
import { type Device, shopperContext } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** A visitor who already chose their cookies, so the banner covers nothing. */
async function shopper(): Promise<BrowserContext> {
  const context = await newShopContext(browser());
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"analytics":false,"marketing":false}'), url: baseUrl }]);
  return context;
}

interface Shown {
  id: string;
  kind: string | null;
  label: string;
}

/** The suggestions the header's search box lists for what was typed into it. */
async function suggestionsOf(page: Page, box: Locator): Promise<Shown[]> {
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  const options = list.getByRole('option');
  // The box is busy while the list still answers text typed earlier (typing had not paused).
  await expect.poll(async () => (await box.getAttribute('aria-busy')) !== 'true' && (await options.count()) > 1).toBe(true);
  return options.evaluateAll((elements) =>
    elements.map((element) => ({ id: element.id, kind: element.getAttribute('data-kind'), label: element.querySelector('span')?.textContent ?? '' })),
  );
}

/** Moves to the suggestion of `kind` labelled `label` with the arrow keys and opens it with Enter. */
async function chooseByKeyboard(page: Page, box: Locator, kind: 'product' | 'category', label: string): Promise<void> {
  const shown = await suggestionsOf(page, box);
  const index = shown.findIndex((option) => option.kind === kind && option.label === label);
  expect(index, `suggestions: ${shown.map((option) => `${option.kind}: ${option.label}`).join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).toBe(shown[index]!.id);
  expect(await page.locator(`[id="${shown[index]!.id}"]`).getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
}

/** Where a kind of page lives: the route's address up to its slug. */
const under = (name: 'products-product_slug' | 'categories-category_slug', locale: Locale) =>
  (name === 'products-product_slug' ? buildPath(name, locale, { product_slug: ['x'] }) : buildPath(name, locale, { category_slug: ['x'] })).slice(0, -1);

const journeys: { locale: Locale; product: { typed: string; title: RegExp }; category: { typed: string; title: string } }[] = [
  // An accusative without its accent, and a category's own plural name.
  { locale: 'hu', product: { typed: 'kanapet', title: /kanapé/i }, category: { typed: 'székek', title: 'Székek' } },
  // A synonym the catalogue never uses, and a plural.
  { locale: 'en', product: { typed: 'couch', title: /sofa/i }, category: { typed: 'chairs', title: 'Chairs' } },
];

describe('search suggestions in the header', () => {
  for (const { locale, product, category } of journeys) {
    it(`${locale}: typing "${product.typed}" suggests products; arrow keys and Enter open one, Escape closes the list`, async () => {
      const t = shopTranslator(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}/${locale}`);
        const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
        await box.pressSequentially(product.typed, { delay: 40 });
        const shown = await suggestionsOf(page, box);
        expect(shown.filter((option) => option.kind === 'product').every((option) => product.title.test(option.label))).toBe(true);
        expect(await box.getAttribute('aria-expanded')).toBe('true');
        await box.press('Escape');
        expect(await box.getAttribute('aria-expanded')).toBe('false');
        expect(await box.inputValue()).toBe(product.typed);

        // ArrowDown opens the closed list again on its first suggestion, a product.
        await box.press('ArrowDown');
        const [first] = await suggestionsOf(page, box);
        expect(first!.kind).toBe('product');
        expect(await box.getAttribute('aria-activedescendant')).toBe(first!.id);
        const start = page.url();
        await box.press('Enter');
        const chosen = first!.label;
        await page.waitForURL((url) => url.href !== start);
        expect(new URL(page.url()).pathname.startsWith(under('products-product_slug', locale))).toBe(true);
        await expect.poll(() => page.locator('h1').innerText()).toBe(chosen);
        await page.close();
      } finally {
        await context.close();
      }
    });

    it(`${locale}: typing "${category.typed}" suggests its category, which Enter opens`, async () => {
      const t = shopTranslator(locale);
      const context = await shopper();
      try {
        const { page } = await visit(context, `${baseUrl}/${locale}`);
        const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
        await box.pressSequentially(category.typed, { delay: 40 });
        const start = page.url();
        await chooseByKeyboard(page, box, 'category', category.title);
        await page.waitForURL((url) => url.href !== start);
        expect(new URL(page.url()).pathname.startsWith(under('categories-category_slug', locale))).toBe(true);
        await expect.poll(() => page.locator('h1').innerText()).toBe(category.title);
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

// A search that finds nothing offers a correction and the kinds near it (requirements 9.6a).
const misspelt: { locale: Locale; typed: string; meant: string; kind: string; device: Device }[] = [
  { locale: 'hu', typed: 'vzáa', meant: 'váza', kind: 'Vázák', device: 'phone' },
  { locale: 'hu', typed: 'matarc', meant: 'matrac', kind: 'Matracok', device: 'desktop' },
  { locale: 'en', typed: 'sfoa', meant: 'sofa', kind: 'Sofas', device: 'phone' },
  { locale: 'en', typed: 'vsae', meant: 'vase', kind: 'Vases', device: 'desktop' },
];

describe('a search that finds nothing', () => {
  for (const { locale, typed, meant, kind, device } of misspelt) {
    it(`${locale}, ${device}: "${typed}" offers "${meant}", which finds products, and the kind "${kind}"`, async () => {
      const t = shopTranslator(locale);
      const context = await shopperContext(browser(), baseUrl, device);
      try {
        const { page, consoleErrors } = await visit(context, `${baseUrl}${buildPath('search', locale)}?q=${encodeURIComponent(typed)}`);
        const help = page.locator('[data-slot="search-help"]');
        await expect.poll(() => help.getByText(t('search.noResults', { query: typed })).count()).toBe(1);
        const kinds = help.getByRole('navigation', { name: t('search.help.categories') });
        expect(await kinds.getByRole('link').allInnerTexts()).toContain(kind);
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(fits).toBe(true);

        await help.getByRole('link', { name: meant, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('q') === meant);
        await expect.poll(() => page.locator('[data-slot="product-card"]').count()).toBeGreaterThan(0);
        expect(await page.locator('[data-slot="search-help"]').count()).toBe(0);

        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('q') === typed);
        await page.locator('[data-slot="search-help"]').getByRole('link', { name: kind, exact: true }).click();
        await page.waitForURL((url) => url.pathname.startsWith(under('categories-category_slug', locale)));
        await expect.poll(() => page.locator('h1').innerText()).toBe(kind);
        expect(consoleErrors).toEqual([]);
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});

describe('the header’s search box and a misspelt word', () => {
  for (const { locale, typed, meant, device } of [misspelt[0]!, misspelt[3]!]) {
    it(`${locale}, ${device}: typing "${typed}" offers "${meant}", which Enter searches for`, async () => {
      const t = shopTranslator(locale);
      const context = await shopperContext(browser(), baseUrl, device);
      try {
        const { page } = await visit(context, `${baseUrl}/${locale}`);
        const box = page.locator('header').getByRole('combobox', { name: t('search.label') });
        await box.pressSequentially(typed, { delay: 40 });
        const correction = page.getByRole('option', { name: t('search.suggestions.correction', { query: meant }) });
        await expect.poll(() => correction.count()).toBe(1);
        await box.press('ArrowDown');
        expect(await box.getAttribute('aria-activedescendant')).toBe(await correction.getAttribute('id'));
        await box.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('q') === meant);
        await expect.poll(() => page.locator('[data-slot="product-card"]').count()).toBeGreaterThan(0);
        await page.close();
      } finally {
        await context.close();
      }
    });
  }
});
