import { buildPath } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext } from './support/browser.js';
import { acceptCookies, open, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
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

const sofas = { hu: ['nappali', 'kanapek'], en: ['living-room', 'sofas'] } as const;

describe('the header mega menu on a desktop', () => {
  it('opens from the keyboard with each room, its picture and sub-categories, and a sub-category link leads to its page', async () => {
    const page = await (await shopper(DESKTOP)).newPage();
    await open(page, `${baseUrl}${buildPath('index', 'hu')}`);
    const nav = page.getByRole('navigation', { name: 'Főmenü' });
    const toggle = nav.getByRole('button', { name: 'Termékek almenü' });
    const before = await page.locator('main').boundingBox();
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const livingRoom = nav.getByRole('region', { name: 'Nappali' });
    await expect.poll(() => livingRoom.locator('img').count()).toBe(1);
    // The first link takes focus; the panel lies over the page rather than pushing it down.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nappali');
    expect(await page.locator('main').boundingBox()).toEqual(before);
    expect(await nav.getByRole('link', { name: 'Nappali – összes termék' }).getAttribute('href')).toBe('/hu/kategoriak/nappali');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('menu-toggle');
    await toggle.click();
    await livingRoom.getByRole('link', { name: 'Kanapék' }).click();
    await page.waitForURL(`${baseUrl}${buildPath('categories-category_slug', 'hu', { category_slug: [...sofas.hu] })}`);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('[data-screen="category"] h1').textContent()).toBe('Kanapék');
  });
});

describe('the drawer on a phone', () => {
  it('drills down to a room and back, focus on the level heading and back on its button, and a sub-category link leads to its page', async () => {
    const page = await (await shopper(PHONE)).newPage();
    await open(page, `${baseUrl}${buildPath('index', 'en')}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Products submenu' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Products');
    await dialog.getByRole('button', { name: 'Living room submenu' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Living room');
    expect(await dialog.getByRole('link', { name: 'Shop all Living room' }).getAttribute('href')).toBe('/en/categories/living-room');
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Living room submenu');
    await dialog.getByRole('button', { name: 'Living room submenu' }).click();
    await dialog.getByRole('link', { name: 'Sofas' }).click();
    await page.waitForURL(`${baseUrl}${buildPath('categories-category_slug', 'en', { category_slug: [...sofas.en] })}`);
    await expect.poll(() => dialog.count()).toBe(0);
  });
});

describe('the category tree of a listing', () => {
  it('shows the category page chosen with its branch open and counts, and another category leads to its page keeping the filters', async () => {
    const page = await (await shopper(DESKTOP)).newPage();
    await open(page, `${baseUrl}${buildPath('categories-category_slug', 'hu', { category_slug: [...sofas.hu] })}?in_stock=1`);
    const tree = page.getByRole('group', { name: 'Kategória' });
    const sofasRadio = tree.getByRole('radio', { name: /^Kanapék \(\d+\)$/ });
    expect(await sofasRadio.isChecked()).toBe(true);
    expect(await tree.getByRole('button', { name: 'Nappali alkategóriái' }).getAttribute('aria-expanded')).toBe('true');
    // The page's own category counts what the page lists under the same filters.
    const count = /\((\d+)\)/.exec((await sofasRadio.locator('xpath=ancestor::label').textContent()) ?? '')?.[1];
    expect(await page.locator('[data-slot="listing-count"]').textContent()).toContain(`${count} `);
    await tree.getByRole('radio', { name: /^Fotelek \(\d+\)$/ }).click();
    await page.waitForURL(`${baseUrl}${buildPath('categories-category_slug', 'hu', { category_slug: ['nappali', 'fotelek'] })}?in_stock=1`);
    await expect.poll(() => page.locator('[data-screen="category"] h1').textContent()).toBe('Fotelek');
  });
});

describe('the header’s and footer’s links', () => {
  /** The site's own addresses among the links of the header (with the product menu open) and the footer. */
  async function shellLinks(page: import('playwright-core').Page): Promise<string[]> {
    const hrefs = await page
      .locator('[data-slot="site-header"] a[href], [data-slot="site-footer"] a[href], [role="dialog"] a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return [...new Set(hrefs.filter((href) => href.startsWith('/')))].sort();
  }

  // Two pages opened, then every link of the shell (more than 20) rendered by the server one after
  // another: on two cores shared with the other suites each answer takes a second or more, so the
  // budget is this test's own volume (60 s ran out in CI), not a wait for the shop.
  for (const locale of ['hu', 'en'] as const) {
    it(`lead to final addresses that answer 200 without a redirect, on a desktop and a phone (${locale})`, { timeout: 240_000 }, async () => {
      const hrefs = new Set<string>();
      const desktop = await (await shopper(DESKTOP)).newPage();
      await open(desktop, `${baseUrl}${buildPath('index', locale)}`);
      // The product menu's panel, with every room and its sub-categories.
      const nav = desktop.getByRole('navigation', { name: text(locale, 'menu.header.label') });
      await nav.locator('[data-slot="menu-toggle"]').first().click();
      await nav.getByRole('region').first().getByRole('link').first().waitFor();
      for (const href of await shellLinks(desktop)) hrefs.add(href);

      const phone = await (await shopper(PHONE)).newPage();
      await open(phone, `${baseUrl}${buildPath('index', locale)}`);
      await phone.locator('[data-slot="mobile-nav-trigger"]').first().click();
      await phone.getByRole('dialog').locator('a[href]').first().waitFor();
      for (const href of await shellLinks(phone)) hrefs.add(href);

      // Both languages' own header link to the sofas is among them (the one that went through a redirect).
      expect([...hrefs]).toContain(buildPath('categories-category_slug', locale, { category_slug: [...sofas[locale]] }));
      // One at a time, as a visitor would: a burst would meet the shop's render gate (503) instead.
      const answers: string[] = [];
      for (const href of hrefs) {
        const response = await fetch(`${baseUrl}${href}`, { redirect: 'manual' });
        await response.body?.cancel();
        answers.push(`${href} ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}`);
      }
      expect(answers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);
      expect(hrefs.size).toBeGreaterThan(20);
    });
  }
});
