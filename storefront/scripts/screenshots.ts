/**
 * Screenshots of the shop as a first-time shopper sees it (no VAT mode chosen: gross prices), in
 * both languages, at a phone's width (390×844) and a desktop's (1440×900), written to
 * docs/screenshots as `<screen>-<locale>-<device>.png`. Against a running shop:
 *
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts            (every screen)
 *   BASE_URL=… SCREENS=cart,checkout npx tsx scripts/screenshots.ts          (only these)
 *   BASE_URL=… SCREENS=withdrawal-step1,withdrawal-step2,withdrawal-result npx tsx scripts/screenshots.ts
 *
 * The screens are one table ({@link screens}): a new screen is one more row with its name and how
 * to reach the state to photograph. Each language and device is one shopper (one browser context)
 * whose cart already holds three products (one on sale, one in two pieces) before the first screen.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPath, formatOrderNumber, type Locale, LOCALES, productSlugSegments } from 'otthon';
import { type Browser, chromium, type Page } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL(process.env.OUT_DIR ?? '../../docs/screenshots/', import.meta.url));
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type Device = keyof typeof viewports;
const args = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Product = Parameters<typeof productSlugSegments>[0] & {
  id: number;
  quantity: number;
  price_original_gross: number | null;
};
interface Category {
  parent_id: number | null;
  slugs: string[];
}

/** What every screen's `open` gets: the shopper's page, language and device, and the catalogue picked for the shots. */
export interface Shot {
  page: Page;
  locale: Locale;
  device: Device;
  /** A product on sale, in stock (also the first line of the cart). */
  onSale: Product;
  /** A top category. */
  category: Category;
  /** Opens a path of the shop and waits until the page is still (hydrated, fonts, images). */
  go(path: string): Promise<void>;
}

export interface Screen {
  /** The file name's first part: `<name>-<locale>-<device>.png`. */
  name: string;
  /** Brings the page into the state to photograph. */
  open(shot: Shot): Promise<void>;
  /** The whole page (`true`), or only the viewport, e.g. for an open panel. @default true */
  fullPage?: boolean;
}

/** The screens, in the order they are taken (later ones may rely on what earlier ones did). */
export const screens: Screen[] = [
  { name: 'home', open: ({ go, locale }) => go(buildPath('index', locale)) },
  { name: 'category', open: ({ go, locale, category }) => go(buildPath('categories-category_slug', locale, { category_slug: category.slugs })) },
  { name: 'product', open: ({ go, locale, onSale }) => go(buildPath('products-product_slug', locale, { product_slug: productSlugSegments(onSale) })) },
  { name: 'cart', open: ({ go, locale }) => go(buildPath('cart', locale)) },
  {
    name: 'cart-panel',
    fullPage: false,
    async open({ page, go, locale, onSale }) {
      await go(buildPath('products-product_slug', locale, { product_slug: productSlugSegments(onSale) }));
      await page.locator('header [data-slot="cart-panel-trigger"]').first().click();
      await page.getByRole('dialog').locator('[data-slot="payable-total"]').waitFor();
      await still(page);
    },
  },
  {
    name: 'checkout',
    async open({ page, go, locale }) {
      const cart = await api<{
        delivery_methods: Array<{ code: string; title: string; payment_ids: number[] }>;
        payment_methods: Array<{ id: number; code: string; title: string }>;
      }>(page, locale, 'GET', '/api/cart');
      const delivery = cart.delivery_methods.find((method) => method.code === 'home_delivery')!;
      const card = cart.payment_methods.find((method) => method.code === 'card_online' && delivery.payment_ids.includes(method.id))!;
      await go(buildPath('cart-data', locale));
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
    },
  },
  ...withdrawalScreens(),
];

/**
 * The withdrawal function's three steps, for an order the shopper places from the cart (so these
 * come last): step 1 with the order number and e-mail address typed in, step 2 with one item and
 * a reason chosen, and the acknowledgement with the time of receipt.
 */
function withdrawalScreens(): Screen[] {
  let order: { number: string; email: string } | null = null;
  return [
    {
      name: 'withdrawal-step1',
      async open({ page, go, locale }) {
        const email = locale === 'hu' ? 'kovacs.anna@pelda.hu' : 'anna.kovacs@example.com';
        const cart = await api<{
          delivery_methods: Array<{ id: number; code: string; payment_ids: number[] }>;
          payment_methods: Array<{ id: number; code: string }>;
        }>(page, locale, 'GET', '/api/cart');
        const delivery = cart.delivery_methods.find((method) => method.code === 'home_delivery')!;
        const transfer = cart.payment_methods.find((method) => method.code === 'bank_transfer' && delivery.payment_ids.includes(method.id))!;
        await api(page, locale, 'PUT', '/api/cart/customer', {
          email,
          phone: '+36 30 123 4567',
          invoice_data: {
            is_company: false,
            name: 'Kovács Anna',
            company_name: null,
            tax_number: null,
            country_id: 1,
            zipcode: '1051',
            city: 'Budapest',
            address: 'Nádor utca 7.',
          },
          is_delivery_same_as_invoice: true,
        });
        await api(page, locale, 'PUT', '/api/cart/method/delivery', { id: delivery.id });
        await api(page, locale, 'PUT', '/api/cart/method/payment', { id: transfer.id });
        const placed = await api<{ order_hash: string }>(page, locale, 'POST', '/api/cart/order', {
          transaction_result_url: `${baseUrl}${buildPath('checkout-result', locale)}`,
          accept_privacy: true,
          accept_terms: true,
        });
        const { id } = await api<{ id: number }>(page, locale, 'GET', `/api/orders/${placed.order_hash}`);
        order = { number: formatOrderNumber(id), email };
        await go(buildPath('withdrawal', locale));
        const form = page.locator('[data-slot="withdrawal-lookup-form"]');
        await form.locator('input[name="order_number"]').fill(order.number);
        await form.locator('input[name="email"]').fill(email);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await still(page);
      },
    },
    {
      name: 'withdrawal-step2',
      async open({ page }) {
        if (!order) throw new Error('withdrawal-step2 needs withdrawal-step1 first.');
        await page.locator('[data-slot="withdrawal-lookup-form"] button[type="submit"]').click();
        const form = page.locator('[data-slot="withdrawal-confirm-form"]');
        await form.waitFor();
        await form.getByRole('radio').nth(1).click();
        await form.locator('[data-slot="withdrawal-item"] [data-slot="number-field-input"]').first().fill('1');
        await form
          .locator('textarea[name="reason"]')
          .fill(page.url().includes('/hu/') ? 'A szín mégsem illik a nappalihoz.' : 'The colour does not suit the living room after all.');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await settle(page);
      },
    },
    {
      name: 'withdrawal-result',
      async open({ page }) {
        await page.locator('[data-slot="withdrawal-confirm"]').click();
        await page.locator('[data-slot="withdrawal-receipt"]').waitFor();
        await still(page);
      },
    },
  ];
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

/** Waits until nothing moves: fonts loaded, animations ended. */
async function still(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await still(page);
  // Images below the fold load as they scroll into view: the page is scrolled through once so a
  // full-page picture shows them all, then taken from the top, where the shopper first sees it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Rails that scroll sideways (the home page's on phones) load their further cards' images the same way.
    for (const rail of document.querySelectorAll<HTMLElement>('[data-slot="product-rail"] > ul')) {
      if (rail.scrollWidth <= rail.clientWidth) continue;
      rail.scrollIntoView({ block: 'nearest' });
      for (let x = 0; x < rail.scrollWidth; x += rail.clientWidth) {
        rail.scrollLeft = x;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rail.scrollLeft = 0;
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
}

async function shoot(browser: Browser, locale: Locale, device: Device, chosen: readonly Screen[]): Promise<string[]> {
  const context = await browser.newContext({ viewport: viewports[device], locale: locale === 'hu' ? 'hu-HU' : 'en-US', reducedMotion: 'reduce' });
  // The cookie choice is made, so the banner does not cover the page; the VAT mode is not chosen.
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ analytics: false, marketing: false })), url: baseUrl }]);
  const page = await context.newPage();
  const go = async (path: string) => {
    await page.goto(`${baseUrl}${path}`);
    await settle(page);
  };
  await go(buildPath('index', locale));
  const { items } = await api<{ items: Product[] }>(page, locale, 'GET', '/api/products?per_page=48&in_stock=1');
  const onSale = items.find((item) => item.price_original_gross !== null && item.quantity >= 3);
  if (!onSale) throw new Error('No product on sale with three pieces in stock.');
  const others = items.filter((item) => item !== onSale && item.quantity >= 3).slice(0, 2);
  for (const [product, quantity] of [
    [onSale, 1],
    [others[0], 2],
    [others[1], 1],
  ] as const) {
    if (product) await api(page, locale, 'POST', '/api/cart/product', { product_id: product.id, quantity });
  }
  const category = (await api<Category[]>(page, locale, 'GET', '/api/categories')).find((entry) => entry.parent_id === null)!;

  const written: string[] = [];
  for (const screen of chosen) {
    await screen.open({ page, locale, device, onSale, category, go });
    const file = `${outDir}${screen.name}-${locale}-${device}.png`;
    await page.screenshot({ path: file, fullPage: screen.fullPage ?? true });
    written.push(file);
  }
  await context.close();
  return written;
}

const only = process.env.SCREENS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = only ? screens.filter((screen) => only.includes(screen.name)) : screens;
if (only && chosen.length !== only.length) {
  throw new Error(`Unknown screen in SCREENS=${process.env.SCREENS}; known: ${screens.map((screen) => screen.name).join(', ')}.`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
try {
  for (const locale of LOCALES) {
    for (const device of Object.keys(viewports) as Device[]) {
      for (const file of await shoot(browser, locale, device, chosen)) console.log(file);
    }
  }
} finally {
  await browser.close();
}
