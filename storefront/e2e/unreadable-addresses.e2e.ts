import type { Locale } from 'otthon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { browserForFile } from './support/browser.js';
import { serverLogMark, serverLogSince } from './support/server-log.js';
import { shopperContext, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
const browser = browserForFile();

/** Addresses with broken percent-encoding or a NUL in the path or the query, and their language. */
const UNREADABLE: ReadonlyArray<{ address: string; locale: Locale }> = [
  { address: '/en/%00', locale: 'en' },
  { address: '/en/p/%ZZ', locale: 'en' },
  { address: '/hu/%ZZ', locale: 'hu' },
  { address: '/en/%E0%A4%A', locale: 'en' },
  { address: '/en/search?q=%00', locale: 'en' },
  { address: '/hu/kereses?q=%ZZ', locale: 'hu' },
  { address: '/en/contact?x=%E0%A4%A', locale: 'en' },
  { address: '/hu/termekek/%ZZ', locale: 'hu' },
  { address: '/%ZZ', locale: 'hu' },
];

describe('an address that cannot be read', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await shopperContext(browser(), baseUrl);
  });
  afterAll(() => context.close());

  it.each(UNREADABLE)('$address is the shop’s 404 page in its language, and the shop logs no error', async ({ address, locale }) => {
    const mark = serverLogMark(serverLog);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${address}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale}`));
    const path = address.split('?')[0]!;
    expect(await page.locator('h1').first().innerText()).toBe(text(locale, 'notFound.title'));
    expect(await page.title()).toContain(text(locale, 'errors.notFound', { path }));
    expect(await page.locator('[data-slot="site-header"]').count()).toBe(1);
    await page.close();
    expect(await serverLogSince(serverLog, mark)).toBe('');
  });

  it('answers the same to a plain request (no browser) and to a data request', async () => {
    const mark = serverLogMark(serverLog);
    for (const address of ['/en/%00', '/en/search?q=%00', '/hu/%ZZ.data']) {
      const answer = await fetch(`${baseUrl}${address}`);
      await answer.arrayBuffer();
      expect(answer.status, address).toBe(404);
    }
    expect(await serverLogSince(serverLog, mark)).toBe('');
  });
});
