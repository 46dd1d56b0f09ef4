import { buildPath, type Locale, LOCALES } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext } from './support/browser.js';
import { serverLogMark, serverLogSince } from './support/server-log.js';
import { acceptCookies } from './support/shop.js';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
const browser = browserForFile();

/** What a visitor types: a secret that must never reach an address or the shop's log. */
const SECRET = 'Titok-Jelszo-4711';
const EMAIL = 'no-scripts.visitor@example.hu';

/** The shop's server-rendered forms, each on its own page. */
const PAGES = (locale: Locale) => [
  buildPath('auth-login', locale),
  buildPath('auth-register', locale),
  buildPath('auth-password-reminder', locale),
  buildPath('auth-password-reset', locale, { token: 'a'.repeat(40) }),
  buildPath('contact', locale),
  buildPath('newsletter', locale),
  buildPath('withdrawal', locale),
];

for (const locale of LOCALES) {
  describe(`forms sent before the page's scripts run (${locale})`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      // Scripts blocked: the form is sent as the server rendered it, as on a slow phone before hydration.
      context = await newShopContext(browser(), { javaScriptEnabled: false });
      await acceptCookies(context, baseUrl);
    });
    afterAll(() => context.close());

    it.each(PAGES(locale))('%s posts its form; nothing typed lands in the address or the log', async (path) => {
      const mark = serverLogMark(serverLog);
      const page = await context.newPage();
      const opened = await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      expect(opened?.status()).toBeLessThan(400);
      const forms = page.locator('main form:not([role="search"])');
      expect(await forms.count(), path).toBeGreaterThan(0);
      const form = forms.first();
      expect(await form.getAttribute('method'), path).toBe('post');
      for (const input of await form.locator('input[type="password"]').all()) await input.fill(SECRET);
      for (const input of await form.locator('input[type="email"], input[autocomplete="email"]').all()) await input.fill(EMAIL);
      for (const input of await form.locator('input[type="text"]:not([autocomplete="email"]), textarea').all()) await input.fill(SECRET);
      const sent = page.waitForNavigation({ waitUntil: 'domcontentloaded' });
      await form.locator('button[type="submit"], button:not([type])').last().click();
      const answer = await sent;
      expect(answer?.status() ?? 200, path).toBeLessThan(400);
      const url = page.url();
      expect(url, path).not.toContain(encodeURIComponent(SECRET));
      expect(url, path).not.toContain(SECRET);
      expect(decodeURIComponent(url), path).not.toContain(EMAIL);
      expect(new URL(url).search, path).toBe('');
      await page.close();
      const log = await serverLogSince(serverLog, mark);
      expect(log, path).not.toContain(SECRET);
      expect(log, path).not.toContain(EMAIL);
    });
  });
}
