// The shopper's journey both consumer apps must pass in Chromium, against the reference server:
// list → product → add to cart → cart panel → checkout → card payment approved → result page.
import { chromium } from 'playwright-core';

export const HOSTS = ['shop.otthon.test', 'api.shop.otthon.test', 'next.shop.otthon.test'];

/** Chromium with the test host names mapped to loopback (no /etc/hosts edits needed). */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=${HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
    ],
  });
}

const step = (name) => console.log(`  ok  ${name}`);

/**
 * Runs the journey from `start` (the app's product list) and returns what it saw. `apiOrigin` is
 * where the API lives; every /api request must go there, and the gateway too.
 */
export async function journey(page, { start, apiOrigin, appOrigin }) {
  const failures = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) failures.push(`console: ${message.text()}`);
  });
  const wrongOrigin = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.pathname.startsWith('/api/') || url.pathname.startsWith('/sanctum/')) && url.origin !== apiOrigin) wrongOrigin.push(request.url());
  });
  const csrf419 = [];
  page.on('response', (response) => {
    if (response.status() === 419) csrf419.push(response.url());
  });

  await page.goto(start, { waitUntil: 'networkidle' });
  const cards = page.locator('[data-slot="product-card"]');
  await cards.first().waitFor({ timeout: 20_000 });
  const images = await page
    .locator('[data-slot="product-card"] img')
    .evaluateAll((imgs) => imgs.map((img) => ({ src: img.currentSrc || img.src, ok: img.complete && img.naturalWidth > 0 })));
  if (!images.length || images.some((image) => !image.src.startsWith(`${apiOrigin}/api/media/`)))
    throw new Error(`list: images not on the API origin: ${JSON.stringify(images.slice(0, 3))}`);
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-slot="product-card"] img')].slice(0, 2).every((img) => img.complete && img.naturalWidth > 0),
    null,
    { timeout: 20_000 },
  );
  step(`list: ${await cards.count()} products, images from ${apiOrigin}`);

  // A product in stock: its card's "add to cart" is enabled.
  const card = page.locator('[data-slot="product-card"]:has([data-slot="add-to-cart-button"]:not([disabled]))').first();
  const title = (await card.locator('h2, h3').first().innerText()).trim();
  await card.locator('h2 a, h3 a').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/product/'), { timeout: 20_000 });
  await page.locator('[data-screen="product"] h1').waitFor({ timeout: 20_000 });
  step(`product: ${title}`);

  await page.locator('[data-screen="product"] [data-slot="add-to-cart-button"]').click();
  const panel = page.getByRole('dialog');
  await panel.waitFor({ timeout: 20_000 });
  await panel.getByText(title, { exact: false }).first().waitFor({ timeout: 20_000 });
  step('add to cart: the cart panel opened with the product');

  await panel.locator('a[href="/checkout"]').first().click();
  await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 20_000 });
  const form = page.locator('[data-slot="checkout-form"]');
  await form.waitFor({ timeout: 20_000 });
  await form.locator('input[name="email"]').fill('consumer@example.hu');
  await form.locator('input[name="phone"]').fill('+36 30 123 4567');
  for (const [name, value] of [
    ['invoice_data.name', 'Teszt Elek'],
    ['invoice_data.zipcode', '1051'],
    ['invoice_data.city', 'Budapest'],
    ['invoice_data.address', 'Nádor utca 7.'],
  ]) {
    await form.locator(`input[name="${name}"]`).fill(value);
  }
  const cart = await page.evaluate(
    async (api) => (await (await fetch(`${api}/api/cart`, { credentials: 'include', headers: { Accept: 'application/json', Locale: 'en' } })).json()).data,
    apiOrigin,
  );
  const delivery = cart.delivery_methods.find((method) => method.code === 'home_delivery') ?? cart.delivery_methods[0];
  const card_ = cart.payment_methods.find((method) => method.code === 'card_online');
  await page.getByRole('radio', { name: delivery.title }).click();
  const paymentChoice = page.getByRole('radio', { name: card_.title });
  for (let i = 0; i < 100 && !(await paymentChoice.isEnabled()); i++) await page.waitForTimeout(100);
  await paymentChoice.click();
  const consents = page.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
  await consents.nth(0).click();
  await consents.nth(1).click();
  step('checkout: customer data, home delivery, card, consents');

  await page.locator('[data-slot="place-order-button"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/payment/gateway/'), { timeout: 30_000 });
  if (new URL(page.url()).origin !== apiOrigin) throw new Error(`gateway not on the API origin: ${page.url()}`);
  step(`card payment: gateway on ${new URL(page.url()).origin}`);
  await page.locator('button[value="approve"]').click();
  await page.waitForURL((url) => url.origin === appOrigin && url.pathname === '/result', { timeout: 30_000 });
  const result = page.locator('[data-slot="checkout-result"][data-state="success"]');
  await result.waitFor({ timeout: 30_000 });
  if (!(await result.innerText()).includes(title)) throw new Error('result: the ordered product is not on the result page');
  step(`result: ${new URL(page.url()).origin}/result says success with the product`);
  // The kit's links go through the provider's routes: "View order" leads to this app's order page.
  const orderHash = new URL(page.url()).searchParams.get('order_hash');
  const viewOrder = await result.locator('[data-slot="checkout-result-view-order"]').getAttribute('href');
  if (viewOrder !== `/order/${orderHash}`) throw new Error(`result: "View order" leads to ${viewOrder}, not the app's /order/${orderHash}`);
  step(`result: "View order" leads to the app's own ${viewOrder}`);

  if (wrongOrigin.length) failures.push(`API requests not on ${apiOrigin}: ${wrongOrigin.slice(0, 3).join(', ')}`);
  if (csrf419.length) failures.push(`419 answers (the first state change must not cost one): ${csrf419.join(', ')}`);
  if (failures.length) throw new Error(failures.join('\n'));
  step('no API request off the API origin, no 419, no page errors');
}
