import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, cspViolations, newShopContext, visit } from './support/browser.js';
import { acceptCookies } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newShopContext(browser());
});

/**
 * A pass-through to the shop that sends each HTML page in two parts: up to `offset` characters past
 * `marker` (by default just inside the site footer), then, after a pause long enough for the
 * browser to paint, the rest.
 */
async function htmlPausedAt(target: string, marker = 'data-slot="site-footer"', offset = 300): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value);
      }
      const upstream = await fetch(`${target}${request.url ?? '/'}`, { headers, redirect: 'manual' });
      const passed: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie'].includes(name)) passed[name] = value;
      });
      if (upstream.headers.getSetCookie().length > 0) passed['set-cookie'] = upstream.headers.getSetCookie();
      response.writeHead(upstream.status, passed);
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = (upstream.headers.get('content-type') ?? '').startsWith('text/html') ? body.indexOf(marker) : -1;
      if (cut < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, cut + offset));
      setTimeout(() => response.end(body.subarray(cut + offset)), 1500);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A phone whose pages record every layout shift, with what moved, in `window.__layoutShifts`. */
async function phoneWatchingShifts(): Promise<BrowserContext> {
  const phone = await newShopContext(browser(), { viewport: { width: 412, height: 823 }, isMobile: true });
  await phone.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __layoutShifts: string[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>) {
        const moved = entry.sources.map((source) => (source.node instanceof Element ? (source.node.getAttribute('data-slot') ?? source.node.tagName) : '?'));
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return phone;
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('every HTML answer carries the security headers (OWASP ASVS; field notes)', () => {
  it('allows only scripts with the response’s own nonce, never inline ones, and forbids framing', async () => {
    const response = await fetch(`${baseUrl}/hu`);
    const html = await response.text();
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    const scriptSources = policy.get('script-src') ?? [];
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    expect(scriptSources).toContain("'strict-dynamic'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Every script of the page carries this response's nonce.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives every answer a new nonce', async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await fetch(`${baseUrl}/en`)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('keeps personal pages out of shared caches', async () => {
    const response = await fetch(`${baseUrl}/hu/kereses?q=kanape`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('the first visit', () => {
  it('gets the XSRF-TOKEN with the first HTML answer of a page rendered for it (requirements §7)', async () => {
    // Search results are never shared (the home page is, and sets no cookie: see shared-pages.e2e.ts).
    const response = await fetch(`${baseUrl}/en/search?q=sofa`);
    const names = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(names).toContain('XSRF-TOKEN');
    expect(new Set(names).size).toBe(names.length);
  });

  it('asks for the stylesheet before the scripts, once, and keeps it after hydrating', async () => {
    for (const path of ['/hu', '/en/products', '/hu/kosar']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheets = [...head.matchAll(/<link[^>]* rel="stylesheet"[^>]* href="\/assets\/app-[^"]+\.css"/g)].map((match) => match.index);
      const firstScript = head.search(/<link[^>]* rel="modulepreload"|<script[^>]* src=/);
      expect(stylesheets, path).toHaveLength(1);
      expect(firstScript, path).toBeGreaterThan(0);
      expect(stylesheets[0], path).toBeLessThan(firstScript);
    }
    const { page } = await visit(context, `${baseUrl}/hu`);
    // React takes the server's stylesheet over as its own: hydrating neither drops nor repeats it.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/app-"]').count()).toBe(1);
    await page.close();
  });

  it('adds to the cart at once, without a 419 round trip', async () => {
    const fresh = await newShopContext(browser());
    try {
      const { page, apiRequests } = await visit(fresh, `${baseUrl}/hu/kereses?q=kanape`);
      const productId = await page.evaluate(async () => {
        const response = await fetch('/api/products?per_page=1', { headers: { Accept: 'application/json' } });
        return ((await response.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
      });
      const status = await page.evaluate(async (id) => {
        const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
        const response = await fetch('/api/cart/product', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
          body: JSON.stringify({ product_id: id, quantity: 1 }),
        });
        return response.status;
      }, productId);
      expect(status).toBeLessThan(300);
      expect(apiRequests.filter((request) => request.includes('/sanctum/csrf-cookie'))).toEqual([]);
      await page.close();
    } finally {
      await fresh.close();
    }
  });
});

describe('the first add-to-cart from a cached product page', () => {
  it('costs one request: the page fetched its XSRF token while idle, though the cached answer set no cookie', async () => {
    const fresh = await newShopContext(browser());
    try {
      const page = await fresh.newPage();
      await page.goto(`${baseUrl}/hu`, { waitUntil: 'networkidle' });
      const href = (await page.locator('main [data-slot="product-card-link"]').first().getAttribute('href'))!;
      await page.close();
      await fresh.clearCookies();
      // Anonymous twice, so the second answer is the shared copy: no Set-Cookie, an Age.
      await fetch(`${baseUrl}${href}`);
      const cached = await fetch(`${baseUrl}${href}`);
      expect(cached.headers.get('age')).not.toBeNull();
      expect(cached.headers.getSetCookie()).toEqual([]);

      const shopper = await fresh.newPage();
      // The router's route discovery happens to bring a token too; without it the page must still have one.
      await shopper.route('**/__manifest*', async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['set-cookie'];
        await route.fulfill({ response, headers });
      });
      const requests: string[] = [];
      shopper.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/sanctum/') || (pathname.startsWith('/api/') && request.method() !== 'GET')) requests.push(`${request.method()} ${pathname}`);
      });
      shopper.on('response', (response) => {
        if (response.status() === 419) requests.push(`419 ${new URL(response.url()).pathname}`);
      });
      const answer = await shopper.goto(`${baseUrl}${href}`, { waitUntil: 'networkidle' });
      expect(await answer!.headerValue('set-cookie')).toBeNull();
      await shopper.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await expect.poll(async () => (await fresh.cookies(baseUrl)).some((cookie) => cookie.name === 'XSRF-TOKEN'), { timeout: 10_000 }).toBe(true);

      requests.length = 0;
      await shopper.locator('[data-slot="buy-box"] [data-slot="add-to-cart-button"]').first().click();
      await expect.poll(() => requests).toContain('POST /api/cart/product');
      await shopper.waitForLoadState('networkidle');
      expect(requests).toEqual(['POST /api/cart/product']);
      await shopper.close();
    } finally {
      await fresh.close();
    }
  });
});

describe('server-rendered data hydrates the hooks', () => {
  it('renders the home page’s products on the server and asks the API nothing more after hydration', async () => {
    const html = await (await fetch(`${baseUrl}/en`)).text();
    expect(html).toMatch(/data-screen="home"/);
    // A first view gets the page every cookie-less visitor shares: only the visitor's own cart,
    // favourites and user (and perhaps its XSRF token) are asked for after hydration.
    const first = await visit(context, `${baseUrl}/en`);
    for (const request of first.apiRequests) expect(request).toMatch(/^GET \/(?:api\/(?:cart|favourites|auth\/user)|sanctum\/csrf-cookie)$/);
    await expect.poll(async () => (await context.cookies(baseUrl)).some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
    await first.page.close();
    // With the shop's cookies the page is rendered for the visitor, their data with it.
    const { page, apiRequests, consoleErrors } = await visit(context, `${baseUrl}/en`);
    // Hydrated: React attached its handlers (the menu button works) and nothing was fetched again.
    expect(apiRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a first paint that stays put (Lighthouse CLS ≤ 0.01; field notes)', () => {
  // A phone, where the cookie banner covers the bottom of the first screen.
  for (const path of ['/hu', '/en/categories/living-room', '/hu/kosar']) {
    it(`moves nothing on ${path} while it loads and hydrates`, async () => {
      const phone = await phoneWatchingShifts();
      try {
        const { page } = await visit(phone, `${baseUrl}${path}`);
        // The banner's buttons are part of the first HTML, not streamed in after the page.
        expect(await page.locator('[data-slot="cookie-consent"] button').count()).toBe(3);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts)).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }

  it('keeps the footer where it is when the browser paints a page whose footer is still arriving', async () => {
    // A busy network or parser can paint the page while only the start of the footer is there; a
    // short page (the empty cart) must not lay its footer out differently then than once it is whole.
    const { url, close } = await htmlPausedAt(baseUrl);
    const phone = await phoneWatchingShifts();
    try {
      const page = await phone.newPage();
      await page.goto(`${url}/hu/kosar`, { waitUntil: 'networkidle' });
      expect(await page.locator('[data-slot="cart-empty"]').count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts)).toEqual([]);
    } finally {
      await phone.close();
      await close();
    }
  });

  it('keeps the cookie banner where it is when the browser paints it before its buttons have arrived', async () => {
    // The banner sits at the end of the page's HTML; a busy machine can paint it before the rest of
    // its HTML (the buttons) is there, and the banner must not grow or move when they come.
    const { url, close } = await htmlPausedAt(baseUrl, 'data-slot="cookie-consent-actions"', -40);
    const phone = await phoneWatchingShifts();
    try {
      const page = await phone.newPage();
      await page.goto(`${url}/hu`, { waitUntil: 'networkidle' });
      expect(await page.locator('[data-slot="cookie-consent"] button').count()).toBe(3);
      expect(await page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts)).toEqual([]);
    } finally {
      await phone.close();
      await close();
    }
  });

  it('sends the cookie banner with its buttons in the HTML itself', async () => {
    const html = await (await fetch(`${baseUrl}/hu`)).text();
    const banner = html.slice(html.indexOf('data-slot="cookie-consent"'));
    expect(banner.slice(0, banner.indexOf('</section>'))).toContain('data-slot="cookie-consent-actions"');
  });
});

describe('the visitor’s currency (requirements §4, §7)', () => {
  it('renders prices in the currency of the currency_id cookie and hydrates without asking again', async () => {
    const html = await (await fetch(`${baseUrl}/en`, { headers: { Cookie: 'currency_id=EUR' } })).text();
    // Each shown price, without the words only screen readers get ("Current price: ").
    const visible = html.replace(/<!-- -->/g, '').replace(/<span class="sr-only">[^<]*<\/span>/g, '');
    const prices = [...visible.matchAll(/data-slot="price-current"[^>]*>([^<]*)</g)].map((match) => match[1]!);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\d+\.\d{2}\s€$/u);
    const euro = await newShopContext(browser());
    try {
      await euro.addCookies([{ name: 'currency_id', value: 'EUR', url: baseUrl }]);
      const { page, apiRequests } = await visit(euro, `${baseUrl}/en`);
      expect(apiRequests).toEqual([]);
      expect(await page.locator('header select').first().inputValue()).toBe('EUR');
      await page.close();
    } finally {
      await euro.close();
    }
  });
});

describe('files and the build manifest', () => {
  it('answers a missing hashed asset with a plain 404, not the shop’s page', async () => {
    const response = await fetch(`${baseUrl}/assets/no-such-chunk-123.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = await (await fetch(`${baseUrl}/hu`)).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('tells the deployed build version the page was built with (requirements §7 build manifest)', async () => {
    const { page } = await visit(context, `${baseUrl}/hu`);
    const pageVersion = await page.evaluate(() => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version);
    const manifest = (await (await fetch(`${baseUrl}/build-manifest.json`)).json()) as { version: string };
    expect(manifest.version).toBe(pageVersion);
    await page.close();
  });
});

describe('search engines', () => {
  it('find canonical and hreflang alternates (hu, en, x-default) on every page', async () => {
    const html = await (await fetch(`${baseUrl}/en/faq`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/en/faq"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="hu" href="${baseUrl}/hu/gyakran-ismetelt-kerdesek"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseUrl}/en/faq"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseUrl}/hu/gyakran-ismetelt-kerdesek"/>`);
    expect(html).toMatch(/<title>[^<]+ \| Otthon<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('get a sitemap with both languages of each page and a robots.txt that points to it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl}/hu</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl}/en/faq</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseUrl}/en/faq"/>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /hu/kosar');
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('navigation (requirements §2)', () => {
  it('switches to the same page in the other language, with its own slug', async () => {
    const { page } = await visit(context, `${baseUrl}/hu/gyakran-ismetelt-kerdesek`);
    await page.locator('header').getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('scrolls to the top of the next page', async () => {
    const { page } = await visit(context, `${baseUrl}/hu`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/hu/gyakran-ismetelt-kerdesek"]').first().click();
    await page.waitForURL(`${baseUrl}/hu/gyakran-ismetelt-kerdesek`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('announces the new page to screen readers', async () => {
    const { page } = await visit(context, `${baseUrl}/en`);
    await page.locator('footer a[href="/en/faq"]').first().click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    await expect.poll(() => page.locator('[data-slot="announcer"] [role="status"]').textContent()).toContain('Frequently asked questions');
    await page.close();
  });

  it('opens the cart panel with the product after an add-to-cart (requirements §4)', async () => {
    const fresh = await newShopContext(browser());
    try {
      const { page, apiRequests } = await visit(fresh, `${baseUrl}/en`);
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('button', { name: /add to cart/i }) })
        .first();
      const title = (await card.getByRole('heading').first().innerText()).trim();
      // The shared home page sets no cookie: the page fetches its XSRF token while idle.
      await expect.poll(async () => (await fresh.cookies(baseUrl)).some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
      const beforeClick = apiRequests.length;
      await card.getByRole('button', { name: /add to cart/i }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.count()).toBe(1);
      await expect.poll(() => dialog.innerText()).toContain(title);
      // The token was already there: no 419 and no extra CSRF round trip.
      expect(apiRequests.slice(beforeClick).filter((request) => request.includes('/sanctum/'))).toEqual([]);
      await page.close();
    } finally {
      await fresh.close();
    }
  });

  it('hides the cart panel on every route change', async () => {
    const { page } = await visit(context, `${baseUrl}/en`);
    await page.locator('footer a[href="/en/faq"]').first().click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    // The FAQ page shown first: the panel opened in the gap before it is another test's case.
    await page.locator('[data-screen="cms-page"]').waitFor();
    await page.locator('[data-slot="cart-panel-trigger"]').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('hides the cart panel as the shopper goes back, before the page gone back to has loaded', async () => {
    const { page } = await visit(context, `${baseUrl}/en`);
    await page.locator('footer a[href="/en/faq"]').first().click();
    await page.locator('[data-screen="cms-page"]').waitFor();
    await page.locator('[data-slot="cart-panel-trigger"]').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    // The home page's data is held back until the panel has been checked: a slow connection, or
    // a busy shop, between the address changing and the page arriving.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/en\.data/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goBack({ waitUntil: 'commit' });
      expect(new URL(page.url()).pathname).toBe('/en');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await page.locator('[data-screen="cms-page"]').count(), 'the FAQ page is still shown while the home page loads').toBe(1);
    } finally {
      release();
    }
    await page.locator('[data-screen="cms-page"]').waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps a panel the shopper opened between the address changing and the next page showing', async () => {
    const { page } = await visit(context, `${baseUrl}/en`);
    // The shopper's click lands in the gap on purpose: right as the router writes the new address,
    // before React has shown the page (a busy phone makes this gap long).
    await page.evaluate(() => {
      const push = history.pushState;
      history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
        push.apply(this, args);
        history.pushState = push;
        document.querySelector<HTMLElement>('[data-slot="cart-panel-trigger"]')?.click();
      };
    });
    await page.locator('footer a[href="/en/faq"]').first().click();
    await page.locator('[data-screen="cms-page"]').waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('fades the next page in, and not at all for visitors who ask for reduced motion', async () => {
    const animationAfterNavigation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const motionContext = await newShopContext(browser(), { reducedMotion });
      try {
        const { page } = await visit(motionContext, `${baseUrl}/hu`);
        await page.locator('footer a[href="/hu/gyakran-ismetelt-kerdesek"]').first().click();
        await page.waitForURL(`${baseUrl}/hu/gyakran-ismetelt-kerdesek`);
        // The new page's own wrapper (the old one is replaced as the navigation ends).
        const wrapper = page.locator('[data-transition="page"]', { has: page.locator('[data-screen="cms-page"]') });
        await wrapper.waitFor();
        return await wrapper.evaluate((element) => getComputedStyle(element).animationName);
      } finally {
        await motionContext.close();
      }
    };
    expect(await animationAfterNavigation('no-preference')).toBe('page-in');
    expect(await animationAfterNavigation('reduce')).toBe('none');
  });
});

describe('link preloading (requirements §9)', () => {
  const preloadedCmsChunks = async (connection?: { saveData?: boolean; effectiveType?: string }) => {
    const preloadContext = await newShopContext(browser());
    // A visitor who has chosen their cookies: the banner's link to the cookie rules (a page of the
    // same kind) would be in view from the start, and its code preloaded with it.
    await acceptCookies(preloadContext, baseUrl);
    try {
      if (connection) {
        await preloadContext.addInitScript((value) => {
          Object.defineProperty(navigator, 'connection', { value, configurable: true });
        }, connection);
      }
      const { page } = await visit(preloadContext, `${baseUrl}/en`);
      const before = await page.locator('link[rel="modulepreload"][href*="cms-page"]').count();
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      const after = await page.locator('link[rel="modulepreload"][href*="cms-page"]').count();
      return { before, after };
    } finally {
      await preloadContext.close();
    }
  };

  it('preloads the code of a page once its link is in view', async () => {
    expect(await preloadedCmsChunks()).toEqual({ before: 0, after: 1 });
  });

  it('preloads nothing on a data-saving or 2G connection', async () => {
    expect((await preloadedCmsChunks({ saveData: true, effectiveType: '4g' })).after).toBe(0);
    expect((await preloadedCmsChunks({ effectiveType: '2g' })).after).toBe(0);
  });
});

describe('cookie consent and analytics (Consent Mode v2; field notes)', () => {
  type Layer = Array<Record<string, unknown> | { 0: string; 1: string; 2: Record<string, string> }>;
  const dataLayer = (page: import('playwright-core').Page) =>
    page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as Layer);
  const events = (layer: Layer) => layer.filter((entry) => 'event' in entry).map((entry) => (entry as { event: string }).event);

  it('denies everything optional before a choice and tracks nothing until the visitor accepts', async () => {
    const fresh = await newShopContext(browser());
    try {
      const { page } = await visit(fresh, `${baseUrl}/en`);
      const before = await dataLayer(page);
      expect(before[0]).toMatchObject({ 0: 'consent', 1: 'default', 2: { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' } });
      expect(events(before)).toEqual([]);

      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.locator('footer a[href="/en/faq"]').first().click();
      await page.waitForURL(`${baseUrl}/en/faq`);
      await expect.poll(async () => events(await dataLayer(page))).toContain('page_view');
      const after = await dataLayer(page);
      expect(after.some((entry) => (entry as { 1?: string })[1] === 'update')).toBe(true);

      // The choice is kept: the next page load shows no banner and starts with the stored choice.
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.locator('[data-slot="cookie-consent"]').count()).toBe(0);
      expect((await dataLayer(page))[1]).toMatchObject({ 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted' } });
      await page.close();
    } finally {
      await fresh.close();
    }
  });

  it('makes rejecting as easy as accepting, and tracks nothing after a rejection', async () => {
    const fresh = await newShopContext(browser());
    try {
      const { page } = await visit(fresh, `${baseUrl}/hu`);
      await page.getByRole('button', { name: 'Összes elutasítása' }).click();
      expect(await page.locator('[data-slot="cookie-consent"]').count()).toBe(0);
      await page.locator('footer a[href="/hu/gyakran-ismetelt-kerdesek"]').first().click();
      await page.waitForURL(`${baseUrl}/hu/gyakran-ismetelt-kerdesek`);
      await page.waitForTimeout(300);
      expect(events(await dataLayer(page))).toEqual([]);
      await page.close();
    } finally {
      await fresh.close();
    }
  });
});
