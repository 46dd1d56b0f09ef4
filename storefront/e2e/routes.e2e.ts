import { type Locale, LOCALES, type RouteName, routeTable } from 'otthon';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '../app/screens.js';
import { axeViolations, browserForFile, cspViolations, describeViolations, newShopContext, visit } from './support/browser.js';
import { expectedHeading, notFoundHeading, notFoundTitle } from './support/expected-heading.js';
import { type RouteSample, routeSamples } from './support/route-samples.js';
import { DEMO_CUSTOMER, logInContext } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let context: BrowserContext;
/** The demo customer's session, for the screens of a logged-in customer. */
let customerContext: BrowserContext;
let samples: RouteSample[];

beforeAll(async () => {
  context = await newShopContext(browser());
  customerContext = await newShopContext(browser());
  await logInContext(customerContext, baseUrl, DEMO_CUSTOMER);
  samples = await routeSamples(baseUrl);
  const notBuilt = routeTable.filter(({ name }) => screens[name] === null).map(({ name }) => name);
  console.log(
    `[e2e] ${routeTable.length - notBuilt.length} of ${routeTable.length} screens are real; not yet built (their routes fail below): ${notBuilt.join(', ') || 'none'}`,
  );
});

/** Visits a page and checks what every page must be: its status, language, one heading, no CSP or axe violation. */
async function checkPage(path: string, locale: Locale, heading: string, status: number, hint: string, loggedIn = false) {
  const { page, response, consoleErrors } = await visit(loggedIn ? customerContext : context, `${baseUrl}${path}`);
  try {
    expect(response.status(), `${path} ${hint}`).toBe(status);
    expect(await page.getAttribute('html', 'lang'), `${path}: <html lang>`).toBe(locale);
    expect(await page.locator('h1').allInnerTexts(), `${path}: the page's one <h1>`).toEqual([heading]);
    expect(await cspViolations(page), `${path}: CSP violations`).toEqual([]);
    expect(
      consoleErrors.filter((text) => /Content Security Policy|Refused to/.test(text)),
      `${path}: refused resources`,
    ).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations, `${path}: axe (WCAG 2.2 AA, target-size)\n${describeViolations(violations)}`).toEqual([]);
  } finally {
    await page.close();
  }
}

describe('every route of the table answers in both languages (requirements §2)', () => {
  for (const { name } of routeTable) {
    for (const locale of LOCALES) {
      const built = screens[name as RouteName] !== null;
      it(`${name} (${locale}) answers 200 with its own heading in ${locale === 'hu' ? 'Hungarian' : 'English'}, no CSP or axe violation`, async () => {
        const sample = samples.find((entry) => entry.name === name && entry.locale === locale)!;
        expect(sample.path, `${name} (${locale}) has no address to visit: ${sample.missing}`).not.toBeNull();
        await checkPage(sample.path!, locale, expectedHeading(sample), 200, built ? '' : `— "${name}" is not yet a real screen`, sample.loggedIn);
      });
    }
  }

  it('serves the Hungarian home at / as well (requirements §2)', async () => {
    await checkPage('/', 'hu', expectedHeading({ name: 'index', locale: 'hu', path: '/' }), 200, '');
  });
});

describe('a page that does not exist is a 404 with the error screen (requirements §2, §8)', () => {
  const unknown: Array<[what: string, locale: Locale, path: string]> = [
    ['an unknown product', 'hu', '/hu/termekek/nappali/nincs-ilyen-kanape-999999'],
    ['an unknown product', 'en', '/en/products/living-room/no-such-sofa-999999'],
    ['an unknown category', 'hu', '/hu/kategoriak/nincs-ilyen-kategoria'],
    ['an unknown category', 'en', '/en/categories/no-such-category/deeper'],
    ['an unknown blog article', 'hu', '/hu/blog/2020/nincs-ilyen-cikk'],
    ['an unknown blog article', 'en', '/en/blog/no-such-article'],
    ['an unknown CMS page', 'hu', '/hu/nincs-ilyen-oldal'],
    ['an unknown CMS page', 'en', '/en/no/such/page'],
    ['a path outside both languages', 'hu', '/de/produkte'],
    ['a path outside both languages', 'hu', '/nowhere.html'],
  ];
  for (const [what, locale, path] of unknown) {
    it(`${what} (${path}) answers 404 titled 'Page Not Found: {path}', with a sentence as its heading, in ${locale === 'hu' ? 'Hungarian' : 'English'}`, async () => {
      await checkPage(path, locale, notFoundHeading(locale), 404, '');
      // The address stays in the document's title (and the log), out of the shopper's heading.
      expect(await (await fetch(`${baseUrl}${path}`)).text()).toContain(`<title>${notFoundTitle(locale, path)}`);
    });
  }

  it('keeps error pages out of search results', async () => {
    const html = await (await fetch(`${baseUrl}/hu/nincs-ilyen-oldal`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('<title>Az oldal nem található: /hu/nincs-ilyen-oldal');
  });
});
