/**
 * Screenshots of the cart and the checkout data step in both languages, at a phone's width
 * (390×844) and a desktop's (1440×900), as a shopper sees them: three products in the cart (one
 * on sale, one in two pieces), then a company's checkout filled in with delivery, card payment
 * and the OTTHON10 coupon. Against a running shop:
 *
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshot-checkout.ts   (writes ../docs/screenshots)
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPath, type Locale, LOCALES } from 'otthon';
import { type Browser, chromium, type Page } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL(process.env.OUT_DIR ?? '../../docs/screenshots/', import.meta.url));
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const args = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Product {
  id: number;
  quantity: number;
  price_gross: number;
  price_original_gross: number | null;
}

async function api<T>(page: Page, locale: Locale, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ locale, method, path, body }) => {
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Locale: locale, 'X-XSRF-TOKEN': token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return ((await response.json()) as { data: unknown }).data;
    },
    { locale, method, path, body },
  ) as Promise<T>;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Images below the fold load as they scroll into view: the page is scrolled through once so a
  // full-page picture shows them all, then taken from the top, where the shopper first sees it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
}

async function shoot(browser: Browser, locale: Locale, device: keyof typeof viewports): Promise<void> {
  const context = await browser.newContext({ viewport: viewports[device], locale: locale === 'hu' ? 'hu-HU' : 'en-US', reducedMotion: 'reduce' });
  // The cookie choice is made, so the banner does not cover the page.
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ analytics: false, marketing: false })), url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${buildPath('index', locale)}`);
  await settle(page);
  const { items } = await api<{ items: Product[] }>(page, locale, 'GET', '/api/products?per_page=48&in_stock=1');
  const onSale = items.find((item) => item.price_original_gross !== null && item.quantity >= 3);
  const others = items.filter((item) => item !== onSale && item.quantity >= 3).slice(0, 2);
  const lines: Array<[Product | undefined, number]> = [
    [onSale, 1],
    [others[0], 2],
    [others[1], 1],
  ];
  for (const [product, quantity] of lines) if (product) await api(page, locale, 'POST', '/api/cart/product', { product_id: product.id, quantity });

  await page.goto(`${baseUrl}${buildPath('cart', locale)}`);
  await settle(page);
  await page.screenshot({ path: `${outDir}cart-${locale}-${device}.png`, fullPage: true });

  const cart = await api<{ delivery_methods: Array<{ code: string; title: string; payment_ids: number[] }>; payment_methods: Array<{ id: number; code: string; title: string }> }>(page, locale, 'GET', '/api/cart');
  const delivery = cart.delivery_methods.find((method) => method.code === 'home_delivery')!;
  const card = cart.payment_methods.find((method) => method.code === 'card_online' && delivery.payment_ids.includes(method.id))!;
  await page.goto(`${baseUrl}${buildPath('cart-data', locale)}`);
  await settle(page);
  const form = page.locator('[data-slot="checkout-form"]');
  await form.locator('input[name="email"]').fill(locale === 'hu' ? 'kovacs.anna@pelda.hu' : 'anna.kovacs@example.com');
  await form.locator('input[name="phone"]').fill('+36 30 123 4567');
  await form.locator('[data-slot="billing-form"] button[role="radio"]').nth(1).click();
  await form.locator('input[name="invoice_data.company_name"]').fill('Fenyves Lakberendező Kft.');
  await form.locator('input[name="invoice_data.tax_number"]').fill('12345676-2-41');
  await form.locator('input[name="invoice_data.name"]').fill('Kovács Anna');
  await form.locator('input[name="invoice_data.zipcode"]').fill('1051');
  await form.locator('input[name="invoice_data.city"]').fill('Budapest');
  await form.locator('input[name="invoice_data.address"]').fill('Nádor utca 7.');
  await form.getByRole('radio', { name: delivery.title }).click();
  await form.getByRole('radio', { name: card.title }).click();
  await form.locator('input[name="coupon_code"]').fill('OTTHON10');
  await form.locator('[data-slot="coupon-form-apply"]').click();
  await form.locator('[data-slot="coupon-form-coupon"]').waitFor();
  await form.locator('[data-slot="place-order-button"][data-state="idle"]').waitFor();
  // The page as it is while filling in: the focus is not left in a field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
  await page.screenshot({ path: `${outDir}checkout-${locale}-${device}.png`, fullPage: true });
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
try {
  for (const locale of LOCALES) {
    for (const device of Object.keys(viewports) as Array<keyof typeof viewports>) {
      await shoot(browser, locale, device);
      console.log(`${outDir}cart-${locale}-${device}.png, checkout-${locale}-${device}.png`);
    }
  }
} finally {
  await browser.close();
}
