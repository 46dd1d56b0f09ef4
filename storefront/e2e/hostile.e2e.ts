import { createHash } from 'node:crypto';
import { buildPath, type Locale } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, cspViolations, newShopContext } from './support/browser.js';
import { HOSTILE_PAGE, HOSTILE_POST, hostileTitle, keptText, XSS_CORPUS } from './support/hostile-corpus.js';
import { dangerousMarkup, type HostileWatch, provokeHandlers, watchHostile } from './support/hostile-page.js';
import {
  apiSession,
  chooseMethodsAndConsent,
  type Customer,
  createCustomer,
  hydrated,
  logInContext,
  open,
  pageApi,
  plain,
  productInStock,
  shopperContext,
  uniqueEmail,
} from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const other = (locale: Locale): Locale => (locale === 'hu' ? 'en' : 'hu');

/** A shopper's browser that records dialogs and requests off the shop's origin. */
async function watchedShopper(): Promise<{ context: BrowserContext; watch: HostileWatch }> {
  const context = await shopperContext(browser(), baseUrl);
  return { context, watch: await watchHostile(context, baseUrl) };
}

/**
 * Chrome reports what DOMPurify meets while it parses untrusted HTML in its inert DOMParser
 * document — inline handlers, styles, `<base>` (cure53/DOMPurify#107) — as violations of the
 * page's policy, although that document runs and loads nothing. Their source is the sanitizer's
 * own module; every other report counts.
 */
const SANITIZER_PARSE = /^[\w-]+ blocked \S+ \(.*\/assets\/purify[\w.-]*\.js:\d+\)$/;

/** Nothing ran, nothing left the site, and nothing dangerous is in the document. */
async function expectNothingRan(page: Page, watch: HostileWatch, where: string, provoke?: string): Promise<void> {
  await provokeHandlers(page, provoke);
  expect(await dangerousMarkup(page), where).toEqual([]);
  expect(watch.dialogs, where).toEqual([]);
  expect(watch.offSite, where).toEqual([]);
  expect(watch.pageErrors, where).toEqual([]);
  expect(
    (await cspViolations(page)).filter((violation) => !SANITIZER_PARSE.test(violation)),
    where,
  ).toEqual([]);
  expect(new URL(page.url()).origin, where).toBe(baseUrl);
}

// — 1. CMS and blog content —

const CONTENT = [
  { kind: 'CMS page', path: (locale: Locale) => buildPath('page_slug', locale, { page_slug: [HOSTILE_PAGE.slug[locale]] }) },
  { kind: 'blog article', path: (locale: Locale) => buildPath('blog-slug', locale, { slug: [HOSTILE_POST.slug[locale]] }) },
] as const;

/** The rich text shows every harmless sentence around the payloads, and the title is shown as text. */
async function expectContentShown(page: Page, locale: Locale, where: string): Promise<void> {
  const shown = plain(await page.locator('main [data-slot="rich-text"]').innerText());
  for (let index = 0; index <= XSS_CORPUS.length; index += 1)
    expect(shown, `${where}: ${XSS_CORPUS[index]?.name ?? 'the end'}`).toContain(keptText(locale, index));
  expect(plain(await page.locator('main h1').innerText()), where).toBe(plain(hostileTitle(locale)));
  expect(await page.title(), where).toContain(hostileTitle(locale));
}

describe('hostile markup in CMS and blog content is shown as harmless text (OWASP ASVS; field notes: DOMPurify)', () => {
  for (const { kind, path } of CONTENT) {
    for (const locale of journeyLocales('hu')) {
      it(`${kind} (${locale}), as the server sent it, before any script of the shop ran`, async () => {
        const { context, watch } = await watchedShopper();
        try {
          const page = await context.newPage();
          // The shop's modules never load: the document is the server's sanitized HTML, parsed by a browser with scripting on.
          await page.route('**/assets/**', (route) => (route.request().url().endsWith('.js') ? route.abort() : route.continue()));
          const response = await page.goto(`${baseUrl}${path(locale)}`, { waitUntil: 'load' });
          expect(response?.status()).toBe(200);
          expect(await page.locator('html[data-hydrated]').count()).toBe(0);
          await expectContentShown(page, locale, `${kind} ${locale} server-rendered`);
          await expectNothingRan(page, watch, `${kind} ${locale} server-rendered`);
        } finally {
          await context.close();
        }
      });

      it(`${kind} (${locale}), hydrated, then in the other language after a client-side navigation`, async () => {
        const { context, watch } = await watchedShopper();
        try {
          const page = await context.newPage();
          await open(page, `${baseUrl}${path(locale)}`);
          await page.locator('main [data-slot="rich-text"][data-state="ready"]').waitFor();
          await expectContentShown(page, locale, `${kind} ${locale} hydrated`);
          await expectNothingRan(page, watch, `${kind} ${locale} hydrated`);
          // Structured data keeps the title as data: `</script>` in it closed nothing.
          const headlines = await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { headline?: string }).headline).filter(Boolean));
          if (kind === 'blog article') expect(headlines).toEqual([hostileTitle(locale)]);

          const target = other(locale);
          const documents: string[] = [];
          page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) documents.push(frame.url());
          });
          await page.locator(`header a[hreflang="${target}"]`).first().click();
          await page.waitForURL(`${baseUrl}${path(target)}`);
          await expect.poll(() => page.locator('main h1').innerText()).toBe(plain(hostileTitle(target)));
          await page.locator('main [data-slot="rich-text"][data-state="ready"]').waitFor();
          // The router rendered it in place: the document was never reloaded.
          expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
          expect(await page.locator('html[data-hydrated]').count()).toBe(1);
          await expectContentShown(page, target, `${kind} ${target} after client-side navigation`);
          await expectNothingRan(page, watch, `${kind} ${target} after client-side navigation`);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('lists the article with its hostile excerpt, author and tags as text on the blog list', async () => {
    const { context, watch } = await watchedShopper();
    try {
      const { meta } = await apiSession(baseUrl, 'hu').blogPosts({ page: 1 });
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('blog', 'hu')}${meta.last_page > 1 ? `?page=${meta.last_page}` : ''}`);
      const card = page.locator('main article', { has: page.locator(`a[href="${buildPath('blog-slug', 'hu', { slug: [HOSTILE_POST.slug.hu] })}"]`) });
      expect(plain(await card.innerText())).toContain(`${keptText('hu', 0)} <img src=x onerror=alert('excerpt')>`);
      await expectNothingRan(page, watch, 'the blog list', 'main');
      // The card's link is a client-side navigation to the article.
      await card.locator('a').first().click();
      await page.waitForURL(`${baseUrl}${buildPath('blog-slug', 'hu', { slug: [HOSTILE_POST.slug.hu] })}`);
      await page.locator('main [data-slot="rich-text"][data-state="ready"]').waitFor();
      await expectContentShown(page, 'hu', 'the article opened from the list');
      await expectNothingRan(page, watch, 'the article opened from the list');
    } finally {
      await context.close();
    }
  });
});

// — 1b. The shopper's own text, as it comes back to the page —

/** Markup a shopper could type into a field or an address. */
const SHOPPER_MARKUP = `"><img src=x onerror=alert('shopper')><svg onload=alert('svg')></svg>`;

describe('what shoppers type comes back as text, never as markup', () => {
  it('a search query and listing filters in the address', async () => {
    const { context, watch } = await watchedShopper();
    try {
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('search', 'en')}?q=${encodeURIComponent(SHOPPER_MARKUP)}`);
      expect(await page.title()).toContain(SHOPPER_MARKUP);
      expect(await page.locator('header [role="search"] input').first().inputValue()).toBe(SHOPPER_MARKUP);
      await expectNothingRan(page, watch, 'the search results', 'main');

      const hostile = encodeURIComponent(SHOPPER_MARKUP);
      const javascript = encodeURIComponent('javascript:alert(1)');
      for (const query of [
        `colour=${hostile}&brand=${hostile}&sort=${hostile}`,
        `price_min=${hostile}&price_max=${javascript}&in_stock=${hostile}`,
        `category=${hostile}`,
        `category=${encodeURIComponent('//evil.example')}&page=${hostile}`,
      ]) {
        const response = await page.goto(`${baseUrl}${buildPath('all-products', 'hu')}?${query}`, { waitUntil: 'networkidle' });
        expect(response?.status(), query).toBe(200);
        await hydrated(page);
        await expectNothingRan(page, watch, `the listing with ?${query}`, 'main');
      }
    } finally {
      await context.close();
    }
  });

  it('the names, address and comment of an order on its order page', async () => {
    const { context, watch } = await watchedShopper();
    try {
      const shop = apiSession(baseUrl, 'hu');
      await shop.csrfCookie();
      const product = await productInStock(baseUrl, 'hu', 1);
      await shop.addCartProduct({ product_id: product.id, quantity: 1 });
      const hungary = (await shop.countries()).find((country) => country.code === 'HU')!;
      const name = `Teszt ${SHOPPER_MARKUP}`;
      const address = `Nádor utca 1. <a href="javascript:alert('address')">x</a>`;
      const comment = `Kérem csengessen. </textarea><script>alert('comment')</script><img src=x onerror=alert('comment')>`;
      await shop.updateCustomer({
        email: uniqueEmail('markup'),
        phone: '+36 30 123 4567',
        invoice_data: { is_company: false, name, company_name: null, tax_number: null, country_id: hungary.id, zipcode: '1051', city: 'Budapest', address },
        is_delivery_same_as_invoice: true,
      });
      const cart = await shop.setDeliveryMethod((await shop.cart()).delivery_methods[0]!.id);
      const delivery = cart.delivery_methods.find((method) => method.id === cart.delivery_method)!;
      await shop.setPaymentMethod(cart.payment_methods.find((method) => delivery.payment_ids.includes(method.id) && !method.is_online)!.id);
      const order = await shop.placeOrder(
        {
          is_newsletter_subscription: false,
          comment,
          accept_privacy: true,
          accept_terms: true,
          transaction_result_url: `${baseUrl}${buildPath('checkout-result', 'hu')}`,
        },
        `markup-${Date.now()}`,
      );
      for (const route of ['orders-order_hash', 'checkout-result-order_hash'] as const) {
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath(route, 'hu', { order_hash: order.order_hash })}`);
        const shown = plain(await page.locator('main').innerText());
        if (route === 'orders-order_hash') {
          expect(shown, route).toContain(plain(name));
          expect(shown, route).toContain(plain(address));
          expect(shown, route).toContain(plain(comment));
        }
        await expectNothingRan(page, watch, route, 'main');
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('the customer’s own name on the account page', async () => {
    const customer = await createCustomer(baseUrl, 'en', 'markup-name');
    const { context, watch } = await watchedShopper();
    try {
      await logInContext(context, baseUrl, customer);
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('index', 'en')}`);
      const saved = await pageApi(page, 'PUT', '/api/account', {
        firstname: SHOPPER_MARKUP,
        lastname: `<svg/onload=alert('lastname')>`,
        phone: null,
        is_newsletter_subscription: false,
      });
      expect(saved.status).toBe(200);
      await open(page, `${baseUrl}${buildPath('account', 'en')}`);
      expect(await page.locator('[data-slot="profile-form"] input[name="firstname"]').inputValue()).toBe(SHOPPER_MARKUP);
      await expectNothingRan(page, watch, 'the account page', 'body');
    } finally {
      await context.close();
    }
  });
});

// — 2. Return addresses —

/**
 * Return addresses that leave the site in some browser or parser: protocol-relative, backslashes,
 * tabs and newlines browsers drop, schemes, credentials, encodings, look-alike dots and slashes,
 * header injection.
 */
const REDIRECT_CORPUS = [
  '//evil.example',
  '//evil.example/hu/account',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '//%09/evil.example',
  '/%09/evil.example',
  'https:evil.example',
  'http:/evil.example',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/hu',
  'https://127.0.0.1@evil.example',
  '//127.0.0.1@evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/.evil.example',
  '@evil.example',
  '/@evil.example',
  '//evil。example',
  '/／evil.example',
  '／／evil.example',
  '//evil%E3%80%82example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/hu%0d%0aLocation:%20http://evil.example',
  '/hu\r\nLocation: http://evil.example',
  '/hu\u2028//evil.example',
];

/** Every address of a redirect chain, and where the browser ended up, stay on the shop's origin. */
function expectOnSite(locations: Array<string | null | undefined>, where: string): void {
  for (const location of locations) {
    if (!location) continue;
    expect(location, where).not.toMatch(/[\r\n]/);
    expect(new URL(location, baseUrl).origin, `${where}: ${location}`).toBe(baseUrl);
  }
}

describe('return addresses never lead off the site (field notes: OWASP ASVS open redirects)', () => {
  // About 150 answers and 40 page loads one after another: on two busy cores each takes up to a
  // second or two, so the budget is this test's own volume, not a wait for the shop. Every answer's
  // Location is checked in both languages; the browser follows the login page's in Hungarian (the
  // redirect is the same code whichever language's path it starts from).
  it('the login page sends a logged-in customer only to this site’s paths (server redirect)', { timeout: 360_000 }, async () => {
    const customer = await createCustomer(baseUrl, 'hu', 'redirect-server');
    const { context, watch } = await watchedShopper();
    try {
      await logInContext(context, baseUrl, customer);
      const page = await context.newPage();
      for (const locale of journeyLocales('en')) {
        for (const route of ['auth-login', 'auth-register'] as const) {
          for (const target of REDIRECT_CORPUS) {
            const where = `${route} ${locale} ?redirect=${JSON.stringify(target)}`;
            const url = `${baseUrl}${buildPath(route, locale)}?redirect=${encodeURIComponent(target)}`;
            // The answer itself, with the customer's cookies…
            const answer = await context.request.get(url, { maxRedirects: 0 });
            expect(answer.status(), where).toBe(302);
            expectOnSite([answer.headers().location], where);
            // …and where the browser ends up following it.
            if (route === 'auth-login' && locale === 'hu') {
              await page.goto(url, { waitUntil: 'domcontentloaded' });
              expectOnSite([page.url()], where);
            }
          }
        }
      }
      expect(watch.offSite).toEqual([]);
      expect(watch.dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logging in through the form goes back only to this site’s paths (client navigation)', { timeout: 120_000 }, async () => {
    const customer = await createCustomer(baseUrl, 'en', 'redirect-client');
    const { context, watch } = await watchedShopper();
    try {
      const page = await context.newPage();
      for (const target of [
        '//evil.example',
        '/\\evil.example',
        '/\t/evil.example',
        'https:evil.example',
        'javascript:alert(1)',
        '/%2F%2Fevil.example',
        '/hu\r\nLocation: http://evil.example',
      ]) {
        await open(page, `${baseUrl}${buildPath('auth-login', 'en')}?redirect=${encodeURIComponent(target)}`);
        // The registration link passes on only a return address of this site.
        expectOnSite(
          [await page.locator(`main a[href^="${buildPath('auth-register', 'en')}"]`).getAttribute('href')],
          `register link for ${JSON.stringify(target)}`,
        );
        await page.locator('[data-slot="login-form"] input[name="email"]').fill(customer.email);
        await page.locator('[data-slot="login-form"] input[name="password"]').fill(customer.password);
        await page.locator('[data-slot="login-form"] button[type="submit"]').click();
        await page.waitForURL((url) => url.pathname !== buildPath('auth-login', 'en'));
        expectOnSite([page.url()], `after logging in with ?redirect=${JSON.stringify(target)}`);
        expect(new URL(page.url()).pathname).toBe(target === '/%2F%2Fevil.example' ? '/%2F%2Fevil.example' : buildPath('account', 'en'));
        expect((await pageApi(page, 'GET', '/api/auth/logout')).status).toBeLessThan(300);
      }
      expect(watch.offSite).toEqual([]);
      expect(watch.dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // 38 page loads one after another (one per return address): on two busy cores each takes a
  // second or two, so the budget is this test's own volume, as above (60 s ran out in CI).
  it('the registration page’s login link keeps only this site’s return paths', { timeout: 180_000 }, async () => {
    const { context } = await watchedShopper();
    try {
      const page = await context.newPage();
      for (const target of REDIRECT_CORPUS) {
        await page.goto(`${baseUrl}${buildPath('auth-register', 'hu')}?redirect=${encodeURIComponent(target)}`, { waitUntil: 'domcontentloaded' });
        const href = await page
          .locator(`main a[href^="${buildPath('auth-login', 'hu')}"]`)
          .first()
          .getAttribute('href');
        const back = new URL(href!, baseUrl).searchParams.get('redirect');
        expectOnSite([href, back], `the login link for ${JSON.stringify(target)}`);
      }
    } finally {
      await context.close();
    }
  });

  // About 300 answers one after another (the budget is the test's own volume, as above).
  it('no address of the shop answers with a Location off the site: paths, account pages, language switch, product finder', { timeout: 240_000 }, async () => {
    const manual = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    for (const target of REDIRECT_CORPUS.filter((value) => value.startsWith('/') || value.startsWith('\\'))) {
      // As a path of its own (a request line like `GET //evil.example`), and under each language.
      for (const path of target.startsWith('/') ? [target, `/hu${target}`, `/en/account${target}`] : [`/hu/${target}`]) {
        const response = await manual(encodeURI(path).replace(/%25/g, '%'));
        expect(response.status, path).toBeLessThan(500);
        expectOnSite([response.headers.get('location')], `GET ${JSON.stringify(path)}`);
      }
    }
    for (const target of REDIRECT_CORPUS) {
      const encoded = encodeURIComponent(target);
      for (const path of [
        `${buildPath('account', 'hu')}?page=${encoded}`,
        `${buildPath('account-orders', 'en')}?next=${encoded}`,
        `${buildPath('product', 'hu')}?q=${encoded}`,
        `${buildPath('checkout-result', 'en')}?order_hash=${encoded}`,
        `${buildPath('all-products', 'hu')}?category=${encoded}`,
      ]) {
        const response = await manual(path);
        expect(response.status, path).toBeLessThan(500);
        expectOnSite([response.headers.get('location')], `GET ${path}`);
      }
    }
    // The language switch of a page reached with a hostile query keeps the page's own path.
    const { context } = await watchedShopper();
    try {
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('all-products', 'hu')}?q=${encodeURIComponent('//evil.example')}#${encodeURIComponent('//evil.example')}`);
      expectOnSite([await page.locator('header a[hreflang="en"]').first().getAttribute('href')], 'the language switch');
    } finally {
      await context.close();
    }
  });

  it('the API refuses payment, activation and password-reset return addresses off the site (422)', { timeout: 120_000 }, async () => {
    const shop = apiSession(baseUrl, 'en');
    await shop.csrfCookie();
    const product = await productInStock(baseUrl, 'en', 1);
    await shop.addCartProduct({ product_id: product.id, quantity: 1 });
    const hungary = (await shop.countries()).find((country) => country.code === 'HU')!;
    await shop.updateCustomer({
      email: uniqueEmail('return-url'),
      phone: '+36 30 123 4567',
      invoice_data: {
        is_company: false,
        name: 'Teszt Elek',
        company_name: null,
        tax_number: null,
        country_id: hungary.id,
        zipcode: '1051',
        city: 'Budapest',
        address: 'Nádor utca 1.',
      },
      is_delivery_same_as_invoice: true,
    });
    const cart = await shop.setDeliveryMethod((await shop.cart()).delivery_methods[0]!.id);
    const delivery = cart.delivery_methods.find((method) => method.id === cart.delivery_method)!;
    const card = cart.payment_methods.find((method) => delivery.payment_ids.includes(method.id) && method.is_online);
    await shop.setPaymentMethod((card ?? cart.payment_methods.find((method) => delivery.payment_ids.includes(method.id)))!.id);
    const own = `${baseUrl}${buildPath('checkout-result', 'en')}`;
    const offSite = [
      ...REDIRECT_CORPUS,
      `${baseUrl}@evil.example/`,
      `${baseUrl}.evil.example/`,
      `http://evil.example\\@${new URL(baseUrl).host}/`,
      `http://evil.example#@${new URL(baseUrl).host}/`,
      `${baseUrl.replace('http:', 'https:')}/en`,
      `${own}\r\nLocation: http://evil.example`,
      buildPath('checkout-result', 'en'),
    ];
    const status = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (error: { status?: number }) => error.status ?? 0,
      );
    const refused: string[] = [];
    for (const url of offSite) {
      const answers = await Promise.all([
        status(
          shop.placeOrder(
            { is_newsletter_subscription: false, comment: null, accept_privacy: true, accept_terms: true, transaction_result_url: url },
            `return-url-${refused.length}-${Date.now()}`,
          ),
        ),
        status(shop.requestPasswordReset({ email: 'demo@otthon.example', result_url: url })),
      ]);
      expect(answers, JSON.stringify(url)).toEqual([422, 422]);
      refused.push(url);
    }
    // The cart was never ordered: a valid address still places the order.
    const order = await shop.placeOrder(
      { is_newsletter_subscription: false, comment: null, accept_privacy: true, accept_terms: true, transaction_result_url: own },
      `return-url-ok-${Date.now()}`,
    );
    expect(order.order_hash).toBeTruthy();
    if (order.redirect_url) {
      for (const url of offSite.slice(0, 12)) {
        expect(await status(shop.restartPayment(order.order_hash, { payment_method: card!.id, transaction_result_url: url })), JSON.stringify(url)).toBe(422);
      }
    }
    // Registration's activation address too.
    const { token } = await shop.botChallenge();
    const registered = await status(
      shop.register({
        email: uniqueEmail('activation-url'),
        password: 'Otthon-E2E-2026',
        password_confirmation: 'Otthon-E2E-2026',
        firstname: 'Teszt',
        lastname: 'Elek',
        accept_privacy: true,
        accept_terms: true,
        bot_token: token,
        activation_url: 'https://evil.example/activate/',
      }),
    );
    expect(registered).toBe(422);
  });
});

// — 3. Personal data in addresses and tracker payloads —

const sha256 = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** A shopper whose details are easy to find in anything the browser sends. */
function recognisableShopper() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstname: 'Zsuzsanna',
    lastname: 'Felismerhető',
    email: `Zsuzsanna.Felismerheto.${tag}@example.hu`,
    phone: '+36 70 555 1234',
    address: 'Titkos utca 17.',
  };
}

/** The forms in which a detail could appear in an address or a payload, lower-cased. */
function needles(shopper: ReturnType<typeof recognisableShopper>): string[] {
  const digits = shopper.phone.replace(/\D/g, '');
  return [
    shopper.email,
    shopper.email.split('@')[0]!,
    shopper.lastname,
    'felismerheto',
    shopper.address,
    shopper.phone,
    `+${digits}`,
    digits,
    digits.slice(2),
  ].map((value) => value.toLowerCase());
}

/** An address or payload as text with its encodings undone, lower-cased. */
function readable(value: string): string {
  let decoded = value;
  for (let round = 0; round < 2; round += 1) {
    try {
      decoded = decodeURIComponent(decoded.replace(/\+/g, ' '));
    } catch {
      // Not percent-encoded text: compare it as it is.
    }
  }
  return `${value}\n${decoded}`.toLowerCase();
}

function expectNoNeedles(haystacks: readonly string[], shopper: ReturnType<typeof recognisableShopper>, what: string): void {
  const found = haystacks.flatMap((haystack) =>
    needles(shopper)
      .filter((needle) => readable(haystack).includes(needle))
      .map((needle) => `${needle} in ${haystack.slice(0, 300)}`),
  );
  expect(found, what).toEqual([]);
}

type LayerEntry = { event?: string; page_path?: string; user_data?: Record<string, string>; ecommerce?: { transaction_id?: string } | null };
const dataLayerOf = (page: Page) =>
  page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as LayerEntry[]);

describe('no personal data in addresses or tracker payloads (requirements §7: hashed identifiers; field notes)', () => {
  it('a guest checkout and a registration send names, e-mail and phone in no URL and to no tracker in clear', { timeout: 180_000 }, async () => {
    const shopper = recognisableShopper();
    const context = await newShopContext(browser());
    context.setDefaultTimeout(20_000);
    // Consent to measurement and advertising: the case where the most is sent.
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ analytics: true, marketing: true })), url: baseUrl }]);
    const urls: string[] = [];
    context.on('request', (request) => urls.push(request.url()));
    try {
      const page = await context.newPage();
      const product = await productInStock(baseUrl, 'hu', 1);
      await open(page, `${baseUrl}${buildPath('index', 'hu')}`);
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
      const { delivery_methods, payment_methods } = await apiSession(baseUrl, 'hu').cart();
      const pickup = delivery_methods.find((method) => method.code === 'showroom_pickup') ?? delivery_methods[0]!;
      const offline = payment_methods.find((method) => !method.is_online && pickup.payment_ids.includes(method.id))!;

      // The cart, then the checkout through the page's own links (client-side navigations).
      await open(page, `${baseUrl}${buildPath('cart', 'hu')}`);
      await open(page, `${baseUrl}${buildPath('cart-data', 'hu')}`);
      const form = page.locator('[data-slot="checkout-form"]');
      await form.locator('input[name="email"]').fill(shopper.email);
      await form.locator('input[name="phone"]').fill(shopper.phone);
      await form.locator('input[name="invoice_data.name"]').fill(`${shopper.lastname} ${shopper.firstname}`);
      await form.locator('input[name="invoice_data.zipcode"]').fill('1051');
      await form.locator('input[name="invoice_data.city"]').fill('Budapest');
      await form.locator('input[name="invoice_data.address"]').fill(shopper.address);
      await chooseMethodsAndConsent(page, pickup.title, offline.title);
      await page.locator('[data-slot="place-order-button"]').click();
      await page.waitForURL((url) => url.pathname.startsWith(buildPath('checkout-result', 'hu')), { timeout: 30_000 });
      await page.locator('[data-slot="checkout-result"][data-state="success"]').waitFor();
      const orderHash = page.url().split('/').at(-1)!.split('?')[0]!;
      await expect.poll(async () => (await dataLayerOf(page)).some((entry) => entry.event === 'purchase')).toBe(true);
      const checkoutLayer = await dataLayerOf(page);

      // Commerce events carry hashed identifiers only (requirements §7), never the order's secret address.
      const order = (await pageApi(page, 'GET', `/api/orders/${orderHash}`)).data as { partner_email: string; partner_phone: string };
      const purchase = checkoutLayer.find((entry) => entry.event === 'purchase')!;
      expect(purchase.user_data).toEqual({ sha256_email_address: sha256(shopper.email), sha256_phone_number: sha256(order.partner_phone) });
      expect(JSON.stringify(checkoutLayer)).not.toContain(orderHash);

      // A registration with the same kind of details.
      const registered = recognisableShopper();
      await open(page, `${baseUrl}${buildPath('auth-register', 'hu')}`);
      const registration = page.locator('[data-slot="registration-form"]');
      await registration.locator('input[name="lastname"]').fill(registered.lastname);
      await registration.locator('input[name="firstname"]').fill(registered.firstname);
      await registration.locator('input[name="email"]').fill(registered.email);
      await registration.locator('input[name="phone"]').fill(registered.phone);
      await registration.locator('input[name="password"]').fill('Felismerheto-2026');
      await registration.locator('input[name="password_confirmation"]').fill('Felismerheto-2026');
      const registrationConsents = registration.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
      await registrationConsents.nth(0).click();
      await registrationConsents.nth(1).click();
      await registration.locator('button[type="submit"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('auth-register-success', 'hu')}`);
      await page.locator('[data-screen="auth-register-success"]').waitFor();
      expect(plain(await page.locator('main').innerText())).toContain(registered.email);
      const registrationLayer = await dataLayerOf(page);

      for (const person of [shopper, registered]) {
        expectNoNeedles(urls, person, 'the addresses the browser asked for');
        expectNoNeedles([JSON.stringify(checkoutLayer), JSON.stringify(registrationLayer)], person, 'the data layer');
      }
      // Page views name the page, not the secret that opens someone's order.
      const pagePaths = [...checkoutLayer, ...registrationLayer].flatMap((entry) => (entry.page_path ? [entry.page_path] : []));
      expect(pagePaths.length).toBeGreaterThan(0);
      for (const path of pagePaths) expect(path).not.toContain(orderHash);
    } finally {
      await context.close();
    }
  });
});

// — 4. Logging out —

describe('logging out leaves nothing of the customer behind (field notes: logout clears the whole cache)', () => {
  it('no name, e-mail, order or count of theirs in the page, its storage, the back button or the header', { timeout: 120_000 }, async () => {
    const customer: Customer = await createCustomer(baseUrl, 'hu', 'logout');
    const context = await shopperContext(browser(), baseUrl);
    await context.addInitScript(() => {
      // A page restored from the back/forward cache says so.
      addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = '';
      });
    });
    try {
      // What a visitor's header says, to compare with afterwards.
      const visitor = await context.newPage();
      await open(visitor, `${baseUrl}${buildPath('index', 'hu')}`);
      const headerOf = async (page: Page) => ({
        favourites: await page
          .locator(`header a[href="${buildPath('favourites', 'hu')}"]`)
          .first()
          .getAttribute('aria-label'),
        cart: await page.locator('header [data-slot="cart-panel-trigger"]').first().getAttribute('aria-label'),
        account: plain(
          await page
            .locator(`header a[href^="${buildPath('auth-login', 'hu')}"], header a[href="${buildPath('account', 'hu')}"]`)
            .first()
            .innerText(),
        ),
      });
      const visitorHeader = await headerOf(visitor);
      await visitor.close();

      await logInContext(context, baseUrl, customer);
      const page = await context.newPage();
      await open(page, `${baseUrl}${buildPath('index', 'hu')}`);
      const product = await productInStock(baseUrl, 'hu', 2);
      const countries = (await pageApi(page, 'GET', '/api/countries')).data as Array<{ id: number; code: string }>;
      const phone = '+36 20 444 5566';
      const address = 'Kilépő utca 9.';
      const lastname = 'Kijelentkező';
      expect((await pageApi(page, 'PUT', '/api/account', { firstname: 'Kornélia', lastname, phone, is_newsletter_subscription: false })).status).toBe(200);
      expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 1 })).status).toBe(200);
      expect(
        (
          await pageApi(page, 'PUT', '/api/cart/customer', {
            email: customer.email,
            phone,
            invoice_data: {
              is_company: false,
              name: `${lastname} Kornélia`,
              company_name: null,
              tax_number: null,
              country_id: countries.find((c) => c.code === 'HU')!.id,
              zipcode: '1051',
              city: 'Budapest',
              address,
            },
            is_delivery_same_as_invoice: true,
          })
        ).status,
      ).toBe(200);
      const cart = (await pageApi(page, 'GET', '/api/cart')).data as {
        delivery_methods: Array<{ id: number; payment_ids: number[] }>;
        payment_methods: Array<{ id: number; is_online: boolean }>;
      };
      const delivery = cart.delivery_methods[0]!;
      await pageApi(page, 'PUT', '/api/cart/method/delivery', { id: delivery.id });
      await pageApi(page, 'PUT', '/api/cart/method/payment', {
        id: cart.payment_methods.find((method) => !method.is_online && delivery.payment_ids.includes(method.id))!.id,
      });
      const placed = await pageApi(page, 'POST', '/api/cart/order', {
        is_newsletter_subscription: false,
        comment: null,
        accept_privacy: true,
        accept_terms: true,
        transaction_result_url: `${baseUrl}${buildPath('checkout-result', 'hu')}`,
      });
      expect(placed.status).toBe(201);
      const orderHash = (placed.data as { order_hash: string }).order_hash;
      // Something in the cart and a favourite, so the header has counts of its own.
      await pageApi(page, 'POST', '/api/cart/product', { product_id: product.id, quantity: 2 });
      await pageApi(page, 'POST', `/api/favourites/${product.id}`);

      for (const route of ['account', 'account-orders', 'favourites', 'account'] as const) {
        await open(page, `${baseUrl}${buildPath(route, 'hu')}`);
      }
      const customerHeader = await headerOf(page);
      expect(customerHeader).not.toEqual(visitorHeader);
      expect(plain(await page.locator('main').innerText())).toContain(customer.email);

      const personal = [customer.email, lastname, phone, address, orderHash];
      const leftovers = async (where: string) => {
        const { html, storage } = await page.evaluate(() => ({
          html: document.documentElement.outerHTML,
          storage: JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
        }));
        for (const value of personal) {
          expect(html.includes(value), `${where}: ${value} in the page`).toBe(false);
          expect(storage.includes(value), `${where}: ${value} in the page's storage`).toBe(false);
        }
        expect(await page.locator('html[data-restored]').count(), `${where}: restored from the back/forward cache`).toBe(0);
      };

      await page.locator('[data-slot="logout-button"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('index', 'hu')}`);
      await hydrated(page);
      await leftovers('the home page after logging out');
      expect(await headerOf(page)).toEqual(visitorHeader);
      expect(((await pageApi(page, 'GET', '/api/cart')).data as { products: unknown[] }).products).toEqual([]);
      expect(((await pageApi(page, 'GET', '/api/favourites')).data as unknown[]).length).toBe(0);

      // Back through the customer's pages: each is asked for afresh (no-store) and shows a visitor's view.
      for (let step = 1; step <= 3; step += 1) {
        await page.goBack({ waitUntil: 'networkidle' });
        await hydrated(page);
        expect(new URL(page.url()).pathname, `back ${step}`).not.toBe(buildPath('account', 'hu'));
        await leftovers(`back ${step} (${new URL(page.url()).pathname})`);
        expect(await headerOf(page), `back ${step}`).toEqual(visitorHeader);
      }
    } finally {
      await context.close();
    }
  });
});
