import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, newShopContext, visit } from './support/browser.js';
import { productPath, productsInStock, type Product, serverCart } from './support/faults.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let product: Product;
let productUrl: string;
const CATEGORY = '/en/categories/living-room';

beforeAll(async () => {
  product = (await productsInStock(baseUrl, 1)).en[0]!;
  productUrl = `${baseUrl}${productPath('en', product)}`;
});

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/** The cookies a first visit of a page rendered for the visitor gives a browser (its XSRF token), as a `Cookie` header. */
async function sessionCookies(): Promise<string> {
  const response = await fetch(`${baseUrl}/en/search?q=sofa`);
  await response.body?.cancel();
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Pages every cookie-less visitor shares besides products and categories: the home pages, the blog, CMS and contact pages. */
const CONTENT_PAGES = ['/', '/en', '/hu/blog', '/en/faq', '/hu/kapcsolat'];

describe('anonymous pages are cacheable by shared caches', () => {
  it.each(['product', 'category', ...CONTENT_PAGES])('the %s page: public with s-maxage, varying by Cookie, no Set-Cookie, nobody’s data', async (which) => {
    const url = which === 'product' ? productUrl : which === 'category' ? `${baseUrl}${CATEGORY}` : `${baseUrl}${which}`;
    const first = await fetch(url);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(first.headers.getSetCookie()).toEqual([]);
    // No visitor's cart, favourites or user is rendered into it (their hooks load them after hydration).
    expect(html).not.toMatch(/\\"(?:cart|favourites|user)\\"/);
    // The second answer comes from the host's copy, with its own nonce.
    const second = await fetch(url);
    const again = await second.text();
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(again).toContain(`nonce="${nonceOf(second)}"`);
  });

  it('a visitor with the shop’s cookies gets a private page of their own', async () => {
    const cookie = await sessionCookies();
    expect(cookie).toContain('XSRF-TOKEN=');
    for (const url of [productUrl, `${baseUrl}${CATEGORY}`, `${baseUrl}/en`]) {
      const response = await fetch(url, { headers: { Cookie: cookie } });
      await response.body?.cancel();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(response.headers.get('age')).toBeNull();
    }
  });
});

describe('a page served from the cache', () => {
  it('still adds to the cart: the session and XSRF token come with the first API call', async () => {
    // Cached before the browser asks for it.
    await (await fetch(productUrl)).text();
    const fresh = await newShopContext(browser());
    try {
      // `visit` waits for hydration: the cached page's scripts ran under this answer's own nonce.
      const { page, response } = await visit(fresh, productUrl);
      expect(response.headers().age).toMatch(/^\d+$/);
      expect(response.headers()['set-cookie']).toBeUndefined();
      await page.locator('main [data-slot="add-to-cart-button"]').first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.count()).toBe(1);
      await expect.poll(() => dialog.innerText()).toContain(product.title);
      // The cart is the browser's own, held by the server under its new session.
      expect((await serverCart(page)).products.map((line) => line.id)).toContain(product.id);
      expect((await fresh.cookies()).map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
      await page.close();
    } finally {
      await fresh.close();
    }
  });
});

describe('search results', () => {
  it('are never shared: each is rendered for its visitor and kept out of shared caches', async () => {
    for (const path of ['/en/search?q=sofa', `${CATEGORY}?q=sofa`]) {
      for (let view = 0; view < 2; view++) {
        const response = await fetch(`${baseUrl}${path}`);
        await response.body?.cancel();
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
        expect(response.headers.get('age'), path).toBeNull();
      }
    }
  });
});

describe('a page view stores no session', () => {
  it('cookie-less views of content pages give the readable XSRF token only, never a session cookie', async () => {
    for (const path of ['/en/contact', '/en', '/hu']) {
      for (let view = 0; view < 5; view++) {
        const response = await fetch(`${baseUrl}${path}`);
        await response.body?.cancel();
        expect(response.status, path).toBe(200);
        const names = response.headers.getSetCookie().map((line) => line.split('=')[0]);
        // A session row is stored with a visitor's first change; a view names none.
        expect(names, path).not.toContain('otthon_session');
        if (names.length > 0) expect(names, path).toContain('XSRF-TOKEN');
      }
    }
  });
});
