import { buildPath, type Locale } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext } from './support/browser.js';
import { acceptCookies, apiSession, expectNoAxeViolations, open, plain, text } from './support/shop.js';

// Issue #30, point 3: a listing's filters on a phone open in a bottom sheet over the products,
// with a live "show N products" button; the applied filters are chips above the grid; the colours
// fold to a row; a category page's tree lists only its own room.

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const sofas = { hu: ['nappali', 'kanapek'], en: ['living-room', 'sofas'] } as const;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function shopper(options: Parameters<typeof newShopContext>[1]): Promise<BrowserContext> {
  const context = await newShopContext(browser(), options);
  context.setDefaultTimeout(20_000);
  await acceptCookies(context, baseUrl);
  contexts.push(context);
  return context;
}

/** The API's answer for the sofas under `filters`. */
const sofasAnswer = (locale: Locale, filters: { colour?: string[] } = {}) =>
  apiSession(baseUrl, locale).products({ category: sofas[locale].join('/'), ...filters });

/** The top-level categories (rooms) other than the sofas' own. */
async function otherRooms(locale: Locale): Promise<string[]> {
  const categories = await apiSession(baseUrl, locale).categories();
  return categories.filter((category) => category.parent_id === null && category.slug !== sofas[locale][0]).map((category) => category.title);
}

const focusedSlot = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? document.activeElement?.tagName);

for (const locale of ['hu', 'en'] as const) {
  const t = (key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) => text(locale, key, values);
  const path = buildPath('categories-category_slug', locale, { category_slug: [...sofas[locale]] });

  describe(`${locale}: filters on a phone (390×844)`, () => {
    it('keeps the products on the first screen and opens the filters as a bottom sheet with a live "show N products" button', async () => {
      const page = await (await shopper({ ...PHONE, locale: locale === 'hu' ? 'hu-HU' : 'en-GB' })).newPage();
      await open(page, `${baseUrl}${path}`);
      const answer = await sofasAnswer(locale);
      const all = answer.meta.total;
      // The sofas' least common colour: choosing it changes the count.
      const colour = [...answer.facets.colours].filter((entry) => entry.count > 0).sort((a, b) => a.count - b.count)[0]!;
      const chosen = (await sofasAnswer(locale, { colour: [colour.slug] })).meta.total;
      expect(chosen).toBeLessThan(all);

      // The side panel is not shown; the first product card starts on the first screen.
      expect(await page.locator('[data-slot="listing-filters"] [data-slot="filter-panel"]').isVisible()).toBe(false);
      const card = await page.locator('main [data-slot="product-card"]').first().boundingBox();
      expect(card!.y).toBeLessThan(844);

      const trigger = page.getByRole('button', { name: t('products.filters.open') });
      await trigger.click();
      const sheet = page.getByRole('dialog', { name: t('products.filters.title') });
      await sheet.waitFor();
      // A bottom sheet: it ends at the bottom of the screen and leaves the top of the page in sight.
      await expect.poll(async () => Math.round((await sheet.boundingBox())!.y + (await sheet.boundingBox())!.height)).toBe(844);
      expect((await sheet.boundingBox())!.y).toBeGreaterThan(50);
      const show = sheet.locator('[data-slot="filter-sheet-show"]');
      expect(plain(await show.textContent())).toBe(plain(t('products.filters.apply', { count: all })));
      // The button sticks to the bottom of the sheet, in sight without scrolling.
      const showBox = (await show.boundingBox())!;
      expect(showBox.y + showBox.height).toBeLessThanOrEqual(844);
      await expectNoAxeViolations(page, `${locale}: the filter sheet`);

      // The category tree lists the sofas' room only.
      const tree = sheet.getByRole('group', { name: t('products.filters.category') });
      await tree.getByRole('radio').first().waitFor();
      const labels = await tree.locator('label').allTextContents();
      for (const room of await otherRooms(locale)) expect(labels.some((label) => label.startsWith(`${room} (`))).toBe(false);

      // The colours fold to a row; unfolding moves focus to the first revealed colour.
      const colours = sheet.getByRole('group', { name: t('products.filters.colour') });
      // (The seed's sofas come in more colours than fit a row.)
      const toggle = colours.locator('[data-slot="filter-panel-colour-toggle"]');
      const folded = await colours.locator('[data-slot="filter-panel-swatch"]').count();
      expect(folded).toBeLessThanOrEqual(8);
      expect(plain(await toggle.textContent())).toBe(t('products.filters.moreColours', { count: answer.facets.colours.length - folded }));
      await toggle.click();
      await expect.poll(() => colours.locator('[data-slot="filter-panel-swatch"]').count()).toBe(answer.facets.colours.length);
      expect(await focusedSlot(page)).toBe('filter-panel-swatch');

      // A colour (the least common, shown once the colours are unfolded): the address and the button follow the answer.
      await colours.locator(`[data-colour="${colour.slug}"]`).click();
      await page.waitForURL(new RegExp(`colour=${colour.slug}`));
      await expect.poll(async () => plain(await show.textContent())).toBe(plain(t('products.filters.apply', { count: chosen })));

      // The button closes the sheet and leads to the results count.
      await show.click();
      await sheet.waitFor({ state: 'detached' });
      await expect.poll(() => focusedSlot(page)).toBe('listing-count');
      expect(plain(await page.locator('[data-slot="listing-count"]').textContent())).toBe(plain(t('products.count', { count: chosen })));

      // The applied filter is a chip above the grid; removing the last chip leads back to the count.
      const chip = page.getByRole('button', { name: t('products.filters.remove', { label: colour.name }) });
      const chipBox = (await chip.boundingBox())!;
      const firstCard = (await page.locator('main [data-slot="product-card"]').first().boundingBox())!;
      expect(chipBox.y).toBeLessThan(firstCard.y);
      await chip.click();
      await page.waitForURL((url) => !url.search.includes('colour'));
      await expect.poll(() => focusedSlot(page)).toBe('listing-count');
      expect(await page.locator('[data-slot="filter-chips"]').count()).toBe(0);
    });

    it('works from the keyboard: opens from its button, keeps focus inside, and Escape returns to the button', async () => {
      const page = await (await shopper({ ...PHONE, locale: locale === 'hu' ? 'hu-HU' : 'en-GB' })).newPage();
      await open(page, `${baseUrl}${path}`);
      const trigger = page.getByRole('button', { name: t('products.filters.open') });
      await trigger.focus();
      // Behind the open sheet the trigger is hidden from the accessibility tree; found by its slot.
      const triggerBehind = page.locator('[data-slot="filter-sheet-trigger"]');
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: t('products.filters.title') });
      await sheet.waitFor();
      expect(await triggerBehind.getAttribute('aria-expanded')).toBe('true');
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      await expect.poll(() => focusedSlot(page)).toBe('filter-sheet-trigger');
    });
  });

  describe(`${locale}: filters on a desktop (1280 wide)`, () => {
    it('keeps the side panel, lists the room’s kinds only, and shows the applied filters as chips', async () => {
      const page = await (await shopper({ ...DESKTOP, locale: locale === 'hu' ? 'hu-HU' : 'en-GB' })).newPage();
      await open(page, `${baseUrl}${path}?in_stock=1`);
      const panel = page.locator('[data-slot="listing-filters"] [data-slot="filter-panel"]');
      expect(await panel.isVisible()).toBe(true);
      expect(await page.locator('[data-slot="filter-sheet-trigger"]').isVisible()).toBe(false);
      const labels = await panel
        .getByRole('group', { name: t('products.filters.category') })
        .locator('label')
        .allTextContents();
      expect(labels.length).toBeGreaterThan(1);
      for (const room of await otherRooms(locale)) expect(labels.some((label) => label.startsWith(`${room} (`))).toBe(false);

      const chips = page.getByRole('group', { name: t('products.filters.applied') });
      await chips.getByRole('button', { name: t('products.filters.remove', { label: t('products.filters.in_stock') }) }).waitFor();
      await chips.getByRole('button', { name: t('products.filters.clear') }).click();
      await page.waitForURL((url) => !url.search.includes('in_stock'));
      await expect.poll(() => focusedSlot(page)).toBe('listing-count');
      await expectNoAxeViolations(page, `${locale}: the desktop listing with the side panel`);
    });
  });
}
