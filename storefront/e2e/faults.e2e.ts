import { buildPath, type Locale } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import {
  assertiveRegion,
  breakNetwork,
  cartPageWith,
  type Fault,
  fillCart,
  headerCartLabel,
  lookAgain,
  mutations,
  politeRegion,
  type Product,
  productPath,
  productsInStock,
  recordCartCalls,
  serverCart,
  serverQuantities,
} from './support/faults.js';
import { apiSession, chooseMethodsAndConsent, createCustomer, hydrated, logInContext, open, pageApi, plain, shopperContext, text } from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let context: BrowserContext;
let catalogue: Record<Locale, Product[]>;

beforeAll(async () => {
  catalogue = await productsInStock(baseUrl, 3);
});

/** A fresh shopper (own session and cart) for each test, so no test inherits another's cart. */
async function freshShopper(): Promise<BrowserContext> {
  await context?.close();
  context = await shopperContext(browser(), baseUrl);
  return context;
}

const line = (page: Page, product: Product) => page.locator(`[data-slot="cart-line"][data-product-id="${product.id}"]`);
const quantityInput = (page: Page, product: Product) => line(page, product).locator('input');
const summaryQuantity = async (page: Page) => plain(await page.locator('[data-slot="cart-summary"]').innerText());

/** Presses the line's + or − buttons in this order, as fast as a shopper can. */
async function press(page: Page, locale: Locale, product: Product, presses: string): Promise<void> {
  const increase = line(page, product).getByRole('button', { name: text(locale, 'cart.line.increase', { title: product.title }) });
  const decrease = line(page, product).getByRole('button', { name: text(locale, 'cart.line.decrease', { title: product.title }) });
  for (const sign of presses) await (sign === '+' ? increase : decrease).click();
}

describe('rapid quantity presses on one cart line (field notes: cart races; requirements §4)', () => {
  for (const [locale, presses] of [
    ['hu', '++-+---'],
    ['en', '++--+'],
  ] as const) {
    it(`ends at the last intent with at most two changes sent, whatever the presses in between (${locale}: ${presses})`, async () => {
      const shopper = await freshShopper();
      const [sofa] = catalogue[locale] as [Product];
      const start = 3;
      const last = [...presses].reduce((quantity, sign) => quantity + (sign === '+' ? 1 : -1), start);
      const page = await cartPageWith(shopper, baseUrl, locale, [[sofa, start]]);
      const calls = recordCartCalls(page);
      // The first change is held on its way until every press is in, as on a slow network.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/cart/product/${sofa.id}`, async (route) => {
        await held;
        await route.continue();
      });
      await press(page, locale, sofa, presses);
      // Spec §4 / field notes: the quantity shows at once, while the line says it is settling.
      expect(await quantityInput(page, sofa).inputValue()).toBe(String(last));
      expect(await line(page, sofa).getAttribute('data-state')).toBe('pending');
      release();
      await expect.poll(() => line(page, sofa).getAttribute('data-state')).toBe('idle');

      expect(await quantityInput(page, sofa).inputValue()).toBe(String(last));
      expect(await serverQuantities(page)).toEqual({ [sofa.id]: last });
      // The burst leaves as one change, or (on a slow machine) one in flight and every press
      // behind it merged into the latest intent.
      const changes = mutations(calls);
      expect(changes.length).toBeGreaterThanOrEqual(1);
      expect(changes.length).toBeLessThanOrEqual(2);
      expect(new Set(changes)).toEqual(new Set([`PUT /api/cart/product/${sofa.id}`]));
      expect(plain(await summaryQuantity(page))).toContain(plain(text(locale, 'cart.summary.quantity', { count: last })));
      await expect
        .poll(async () => plain(await politeRegion(page).innerText()))
        .toContain(plain(text(locale, 'announcements.cart.quantityChanged', { title: sofa.title, count: last })));
      await page.close();
    });
  }
});

describe('two tabs of one shopper adding to one cart (requirements §4)', () => {
  it('keeps both additions, sent at the same moment, and the other tab shows the count once it is looked at again (en)', async () => {
    const locale = 'en';
    const shopper = await freshShopper();
    const [sofa, chair] = catalogue[locale] as [Product, Product];
    const first = await shopper.newPage();
    await open(first, `${baseUrl}${productPath(locale, sofa)}`);
    await fillCart(first, []);
    const second = await shopper.newPage();
    await open(second, `${baseUrl}${productPath(locale, chair)}`);
    const emptyLabel = `${text(locale, 'cart.open')}, ${text(locale, 'cart.itemCount', { count: 0 })}`;
    expect(await headerCartLabel(first)).toBe(emptyLabel);
    expect(await headerCartLabel(second)).toBe(emptyLabel);

    // Both tabs press "Add to cart" at once: two requests race on the server for one cart.
    await Promise.all([
      first.locator('main [data-slot="add-to-cart-button"]').first().click(),
      second.locator('main [data-slot="add-to-cart-button"]').first().click(),
    ]);
    const both = `${text(locale, 'cart.open')}, ${text(locale, 'cart.itemCount', { count: 2 })}`;
    await expect.poll(async () => serverQuantities(first)).toEqual({ [sofa.id]: 1, [chair.id]: 1 });

    // Whichever answered first knew only its own piece; each tab catches up when it is looked at again.
    for (const tab of [first, second]) {
      await expect
        .poll(
          async () => {
            await lookAgain(tab);
            return headerCartLabel(tab);
          },
          { timeout: 15_000 },
        )
        .toBe(both);
    }

    // The cart page of the first tab lists both lines, with the server's total.
    await open(first, `${baseUrl}${buildPath('cart', locale)}`);
    expect(await first.locator('[data-slot="cart-line"]').count()).toBe(2);
    expect(await summaryQuantity(first)).toContain(plain(text(locale, 'cart.summary.quantity', { count: 2 })));

    // A change in the first tab reaches the second, which shows it after a focus.
    await first.bringToFront();
    await press(first, locale, sofa, '+');
    await expect.poll(() => line(first, sofa).getAttribute('data-state')).toBe('idle');
    expect(await headerCartLabel(second)).toBe(both);
    // SWR asks again on focus at most every 5 s (focusThrottleInterval): the shopper may look twice.
    const three = `${text(locale, 'cart.open')}, ${text(locale, 'cart.itemCount', { count: 3 })}`;
    await expect
      .poll(
        async () => {
          await lookAgain(second);
          return headerCartLabel(second);
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(three);
    await first.close();
    await second.close();
  });
});

const FAULT_NAMES: Record<Fault, string> = { 'server-error': 'a 500 answer', timeout: 'a timed-out request', offline: 'the browser going offline' };

describe('a failed quantity change on the cart page (requirements §4; field notes: roll back and say so)', () => {
  for (const [locale, fault] of [
    ['hu', 'server-error'],
    ['en', 'timeout'],
    ['hu', 'offline'],
  ] as const) {
    it(`shows the server’s quantity again after ${FAULT_NAMES[fault]}, says so, loses nothing, and the next change works (${locale})`, async () => {
      const shopper = await freshShopper();
      const [sofa, chair] = catalogue[locale] as [Product, Product];
      const page = await cartPageWith(shopper, baseUrl, locale, [
        [sofa, 2],
        [chair, 1],
      ]);
      const before = await serverCart(page);
      const failed = plain(text(locale, 'announcements.cart.updateFailed'));

      const restore = await breakNetwork(shopper, page, `**/api/cart/product/${sofa.id}`, fault);
      await press(page, locale, sofa, '+');
      await expect.poll(() => line(page, sofa).getAttribute('data-state')).toBe('error');
      // Rolled back to what the server holds, and said both on screen and in the assertive region.
      expect(await quantityInput(page, sofa).inputValue()).toBe('2');
      const notice = line(page, sofa).locator('[data-slot="cart-line-notice"]');
      expect(plain(await notice.innerText())).toBe(failed);
      expect(await notice.isVisible()).toBe(true);
      await expect.poll(async () => plain(await assertiveRegion(page).innerText())).toContain(failed);
      expect(await summaryQuantity(page)).toContain(plain(text(locale, 'cart.summary.quantity', { count: 3 })));
      // Checkout stays open on the cart as it is: nothing is waiting.
      await expect.poll(() => page.locator('[data-slot="checkout-button"]').getAttribute('data-state')).toBe('ready');

      await restore();
      // Exactly the cart of before the failed change: lines, quantities and totals.
      const after = await serverCart(page);
      expect(after.products.map(({ id, quantity }) => ({ id, quantity }))).toEqual(before.products.map(({ id, quantity }) => ({ id, quantity })));
      expect(after.summary).toEqual(before.summary);

      // The next change goes through and clears the failure.
      await press(page, locale, sofa, '+');
      await expect.poll(() => line(page, sofa).getAttribute('data-state')).toBe('idle');
      expect(await quantityInput(page, sofa).inputValue()).toBe('3');
      expect(await serverQuantities(page)).toEqual({ [sofa.id]: 3, [chair.id]: 1 });
      expect(await line(page, sofa).locator('[data-slot="cart-line-notice"]').count()).toBe(0);
      await page.close();
    });
  }
});

describe('a failed add to cart on the product page (requirements §4; field notes: roll back and say so)', () => {
  for (const [locale, fault] of [
    ['en', 'server-error'],
    ['hu', 'timeout'],
    ['en', 'offline'],
  ] as const) {
    it(`adds nothing after ${FAULT_NAMES[fault]}, says so, keeps the cart, and the next press adds the piece (${locale})`, async () => {
      const shopper = await freshShopper();
      const [sofa, chair] = catalogue[locale] as [Product, Product];
      const page = await shopper.newPage();
      await open(page, `${baseUrl}${productPath(locale, chair)}`);
      await fillCart(page, [[sofa, 2]]);
      await open(page, `${baseUrl}${productPath(locale, chair)}`);
      const before = await serverCart(page);
      const failed = plain(text(locale, 'announcements.cart.updateFailed'));
      const button = page.locator('main [data-slot="add-to-cart-button"]').first();
      const label = (count: number) => `${text(locale, 'cart.open')}, ${text(locale, 'cart.itemCount', { count })}`;
      expect(await headerCartLabel(page)).toBe(label(2));

      const restore = await breakNetwork(shopper, page, '**/api/cart/product', fault);
      await button.click();
      await expect.poll(() => button.getAttribute('data-state')).toBe('error');
      const message = page.locator('main [data-slot="add-to-cart-error"]');
      await expect.poll(async () => plain(await message.innerText().catch(() => ''))).toBe(failed);
      expect(await message.isVisible()).toBe(true);
      await expect.poll(async () => plain(await assertiveRegion(page).innerText())).toContain(failed);
      // The cart panel does not open for a piece the cart never took, and the count stays.
      expect(await page.locator('[data-slot="cart-panel-trigger"]').first().getAttribute('data-state')).toBe('closed');
      expect(await headerCartLabel(page)).toBe(label(2));

      await restore();
      const after = await serverCart(page);
      expect(after.products.map(({ id, quantity }) => ({ id, quantity }))).toEqual(before.products.map(({ id, quantity }) => ({ id, quantity })));

      await button.click();
      await expect.poll(() => headerCartLabel(page)).toBe(label(3));
      expect(await serverQuantities(page)).toEqual({ [sofa.id]: 2, [chair.id]: 1 });
      await expect.poll(() => message.count()).toBe(0);
      await expect
        .poll(async () => plain(await politeRegion(page).innerText()))
        .toContain(plain(text(locale, 'announcements.cart.added', { title: chair.title })));
      await page.close();
    });
  }
});

describe('a failed add to cart from a listing’s product card (requirements §4; field notes: roll back and say so)', () => {
  it('adds nothing after a 500, says so in that card under its button, keeps the cart, and the next press adds the piece (hu)', async () => {
    const locale = 'hu';
    const shopper = await freshShopper();
    const [sofa] = catalogue[locale] as [Product];
    const page = await shopper.newPage();
    const listing = `${baseUrl}${buildPath('all-products', locale)}?in_stock=1`;
    await open(page, listing);
    await fillCart(page, [[sofa, 2]]);
    await open(page, listing);
    const before = await serverQuantities(page);
    const failed = plain(text(locale, 'announcements.cart.updateFailed'));
    const label = (count: number) => `${text(locale, 'cart.open')}, ${text(locale, 'cart.itemCount', { count })}`;
    expect(await headerCartLabel(page)).toBe(label(2));
    const card = page.locator('main [data-slot="product-card"]').first();
    const title = plain(await card.locator('[data-slot="product-card-link"]').innerText());
    const button = card.locator('[data-slot="add-to-cart-button"]');

    const restore = await breakNetwork(shopper, page, '**/api/cart/product', 'server-error');
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('error');
    // Said in the card the shopper pressed, under its button, and only there.
    const message = card.locator('[data-slot="add-to-cart-error"]');
    await expect.poll(async () => plain(await message.innerText().catch(() => ''))).toBe(failed);
    expect(await message.isVisible()).toBe(true);
    const [buttonBox, messageBox] = [await button.boundingBox(), await message.boundingBox()];
    expect(messageBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    expect(await page.locator('main [data-slot="add-to-cart-error"]').count()).toBe(1);
    await expect.poll(async () => plain(await assertiveRegion(page).innerText())).toContain(failed);
    expect(await page.locator('[data-slot="cart-panel-trigger"]').first().getAttribute('data-state')).toBe('closed');
    expect(await headerCartLabel(page)).toBe(label(2));

    await restore();
    expect(await serverQuantities(page)).toEqual(before);

    await button.click();
    await expect.poll(() => headerCartLabel(page)).toBe(label(3));
    await expect.poll(() => message.count()).toBe(0);
    expect(Object.values(await serverQuantities(page)).reduce((sum, quantity) => sum + quantity, 0)).toBe(3);
    await expect.poll(async () => plain(await politeRegion(page).innerText())).toContain(plain(text(locale, 'announcements.cart.added', { title })));
    await page.close();
  });
});

describe('an expired CSRF token (Sanctum semantics, requirements §7)', () => {
  it('refreshes the cookie exactly once and retries the add exactly once (hu)', async () => {
    const locale = 'hu';
    const shopper = await freshShopper();
    const [, chair] = catalogue[locale] as [Product, Product];
    const page = await shopper.newPage();
    await open(page, `${baseUrl}${productPath(locale, chair)}`);
    // A shopper with a stored session (a first change stores it), its cart empty again.
    await fillCart(page, [[chair, 1]]);
    await fillCart(page, []);
    const calls = recordCartCalls(page);
    const statuses: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/cart/product' || pathname === '/sanctum/csrf-cookie')
        statuses.push(`${response.request().method()} ${pathname} ${response.status()}`);
    });
    const token = (await shopper.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')!;
    await shopper.addCookies([{ ...token, value: 'garbage-token-of-another-session' }]);

    await page.locator('main [data-slot="add-to-cart-button"]').first().click();
    await expect.poll(() => headerCartLabel(page)).toBe(`${text(locale, 'cart.open')}, ${text(locale, 'cart.itemCount', { count: 1 })}`);
    expect(statuses).toEqual(['POST /api/cart/product 419', 'GET /sanctum/csrf-cookie 204', 'POST /api/cart/product 200']);
    expect(calls.filter((call) => call !== 'GET /api/cart')).toEqual(['POST /api/cart/product', 'GET /sanctum/csrf-cookie', 'POST /api/cart/product']);
    expect(await serverQuantities(page)).toEqual({ [chair.id]: 1 });
    // The session's own token is back in the cookie, so the next change needs no refresh.
    expect((await shopper.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value).toBe(token.value);
    await page.close();
  });
});

/** Fills the checkout as an individual collecting at the showroom, paying offline or by card, consents given. */
async function fillCheckout(page: Page, locale: Locale, paying: 'offline' | 'card' = 'offline'): Promise<Record<string, string>> {
  const { delivery_methods, payment_methods } = await apiSession(baseUrl, locale).cart();
  const pickup = delivery_methods.find((method) => method.code === 'showroom_pickup')!;
  const offline = payment_methods.find((method) =>
    paying === 'card' ? method.code === 'card_online' : !method.is_online && pickup.payment_ids.includes(method.id),
  )!;
  const typed: Record<string, string> = {
    ...((await page.locator('[data-slot="checkout-form"] input[name="email"]').inputValue())
      ? {}
      : { email: `e2e.expiry.${Date.now().toString(36)}@example.hu` }),
    phone: '+36 30 765 4321',
    'invoice_data.name': 'Lejárt Munkamenet',
    // The city before the postal code: a code fills in an empty city when its cities arrive.
    'invoice_data.city': 'Budapest',
    'invoice_data.zipcode': '1061',
    'invoice_data.address': 'Andrássy út 12.',
  };
  for (const [name, value] of Object.entries(typed)) await page.locator(`[data-slot="checkout-form"] input[name="${name}"]`).fill(value);
  await chooseMethodsAndConsent(page, pickup.title, offline.title);
  return typed;
}

const resultState = (page: Page) => page.locator('[data-slot="checkout-result"]').getAttribute('data-state');

/** From now on, every answer of the API and the CSRF cookie (`METHOD /path status`) and every script error of the page. */
function recordAnswers(page: Page): { answers: string[]; problems: string[] } {
  const answers: string[] = [];
  const problems: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/sanctum/')) answers.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { answers, problems };
}

/** How a checkout screen (order or quote) says the cart emptied under it, and what it would have sent. */
const EMPTIED_FORMS = {
  order: { screen: 'cart-data', button: 'place-order-button', message: 'checkoutPage.cartEmptied', call: 'POST /api/cart/order' },
  offer: { screen: 'offer-data', button: 'request-offer-button', message: 'offerPage.cartEmptied', call: 'POST /api/cart/offer' },
} as const;

/**
 * After the session ended under the filled form and its button was pressed: the form is still
 * there, whole, with everything typed and both consents given, and says as an alert why nothing
 * can be sent; nothing was (one CSRF refresh, no 5xx, no order or quote), and its button waits.
 */
async function expectFormKeptWhenCartEmptied(
  page: Page,
  locale: Locale,
  intent: keyof typeof EMPTIED_FORMS,
  typed: Record<string, string>,
  { answers, problems }: { answers: string[]; problems: string[] },
): Promise<void> {
  const { screen, button, message, call } = EMPTIED_FORMS[intent];
  const emptied = page.locator('[data-slot="checkout-cart-emptied"]');
  await expect.poll(async () => plain(await emptied.innerText().catch(() => ''))).toContain(plain(text(locale, message)));
  expect(await emptied.isVisible()).toBe(true);
  expect(await emptied.getAttribute('role')).toBe('alert');
  expect(new URL(page.url()).pathname).toBe(buildPath(screen, locale));
  expect(await page.locator('h1').allInnerTexts()).toEqual([text(locale, `routes.${screen}.title`)]);
  for (const [name, value] of Object.entries(typed))
    expect(await page.locator(`[data-slot="checkout-form"] input[name="${name}"]`).inputValue(), name).toBe(value);
  expect(await page.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]:checked').count()).toBe(2);
  await expect.poll(() => page.locator(`[data-slot="${button}"]`).isDisabled()).toBe(true);
  expect(answers.filter((answer) => answer.startsWith('GET /sanctum/csrf-cookie'))).toHaveLength(1);
  expect(answers.filter((answer) => Number(answer.split(' ')[2]) >= 500)).toEqual([]);
  expect(answers.filter((answer) => answer.startsWith(`${call} 20`))).toEqual([]);
  expect(problems).toEqual([]);
}

/**
 * The shop recovers: the product is added again from another tab of the new session, and the
 * form drops its notice once looked at again, still as typed.
 */
async function addBackFromAnotherTab(page: Page, locale: Locale, product: Product, typed: Record<string, string>): Promise<void> {
  const tab = await page.context().newPage();
  await open(tab, `${baseUrl}${productPath(locale, product)}`);
  await tab.locator('main [data-slot="add-to-cart-button"]').first().click();
  await expect.poll(async () => serverQuantities(tab)).toEqual({ [product.id]: 1 });
  await tab.close();
  await expect
    .poll(
      async () => {
        await lookAgain(page);
        return page.locator('[data-slot="checkout-cart-emptied"]').count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  for (const [name, value] of Object.entries(typed))
    expect(await page.locator(`[data-slot="checkout-form"] input[name="${name}"]`).inputValue(), name).toBe(value);
}

describe('the session ending during checkout (requirements §5, §7: one CSRF refresh, one retry)', () => {
  it('keeps the form as typed, says the cart emptied, sends no order, and takes the order once the products are back (en)', { timeout: 120_000 }, async () => {
    const locale = 'en';
    const shopper = await freshShopper();
    const [sofa] = catalogue[locale] as [Product];
    const page = await shopper.newPage();
    await open(page, `${baseUrl}${buildPath('index', locale)}`);
    await fillCart(page, [[sofa, 1]]);
    await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
    const typed = await fillCheckout(page, locale);
    const recorded = recordAnswers(page);

    // The session is gone (expired on the server, or its cookie dropped), the form still on screen.
    await shopper.clearCookies({ name: 'otthon_session' });
    await page.locator('[data-slot="place-order-button"]').click();
    await expectFormKeptWhenCartEmptied(page, locale, 'order', typed, recorded);

    // The products come back; the checkout places the order as typed.
    await addBackFromAnotherTab(page, locale, sofa, typed);
    const { delivery_methods, payment_methods } = await apiSession(baseUrl, locale).cart();
    const pickup = delivery_methods.find((method) => method.code === 'showroom_pickup')!;
    await page.getByRole('radio', { name: pickup.title }).click();
    const offline = page.getByRole('radio', { name: payment_methods.find((method) => !method.is_online && pickup.payment_ids.includes(method.id))!.title });
    await expect.poll(() => offline.isEnabled()).toBe(true);
    await offline.click();
    await expect.poll(() => page.locator('[data-slot="place-order-button"]').isDisabled()).toBe(false);
    await page.locator('[data-slot="place-order-button"]').click();
    await page.waitForURL((url) => url.pathname.startsWith(buildPath('checkout-result', locale)), { timeout: 30_000 });
    await page.locator('[data-slot="checkout-result"]').waitFor();
    expect(await resultState(page)).toBe('success');
    const orderHash = new URL(page.url()).pathname.split('/').at(-1)!;
    const order = (await pageApi(page, 'GET', `/api/orders/${orderHash}`)).data as {
      partner_email: string;
      partner_zipcode: string;
      items: Array<{ id: number; quantity: number }>;
    };
    expect(order.partner_email).toBe(typed.email);
    expect(order.partner_zipcode).toBe(typed['invoice_data.zipcode']);
    expect(order.items.map((item) => item.quantity)).toEqual([1]);
    await page.close();
  });
});

describe('the session ending during a quote request (requirements §1 quote request, §7: one CSRF refresh, one retry)', () => {
  it('keeps the form as typed, says beside Request a quote that the cart emptied, sends no request, and sends it once the products are back (hu)', {
    timeout: 120_000,
  }, async () => {
    const locale = 'hu';
    const shopper = await freshShopper();
    const [sofa] = catalogue[locale] as [Product];
    const page = await shopper.newPage();
    await open(page, `${baseUrl}${buildPath('index', locale)}`);
    await fillCart(page, [[sofa, 1]]);
    await open(page, `${baseUrl}${buildPath('offer-data', locale)}`);
    const form = page.locator('[data-slot="checkout-form"]');
    const typed: Record<string, string> = {
      email: `e2e.offer.expiry.${Date.now().toString(36)}@example.hu`,
      phone: '+36 30 765 4321',
      'invoice_data.name': 'Lejárt Ajánlatkérés',
      // The city before the postal code: a code fills in an empty city when its cities arrive.
      'invoice_data.city': 'Szeged',
      'invoice_data.zipcode': '6720',
      'invoice_data.address': 'Kárász utca 3.',
    };
    const comment = 'Egy darabra kérnék árajánlatot, kiszállítással.';
    const field = (name: string) => form.locator(`input[name="${name}"]`);
    for (const [name, value] of Object.entries(typed)) await field(name).fill(value);
    await form.locator('textarea[name="comment"]').fill(comment);
    const consents = form.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
    await consents.nth(0).click();
    await consents.nth(1).click();
    const recorded = recordAnswers(page);

    // The session is gone (expired on the server, or its cookie dropped), the form still on screen.
    await shopper.clearCookies({ name: 'otthon_session' });
    const request = page.locator('[data-slot="request-offer-button"]');
    await request.click();
    await expectFormKeptWhenCartEmptied(page, locale, 'offer', typed, recorded);
    expect(await form.locator('textarea[name="comment"]').inputValue()).toBe(comment);

    // The products come back; the form sends the request as typed, once.
    await addBackFromAnotherTab(page, locale, sofa, typed);
    expect(await form.locator('textarea[name="comment"]').inputValue()).toBe(comment);
    await expect.poll(() => request.isDisabled()).toBe(false);
    await request.click();
    await page.waitForURL((url) => url.pathname === buildPath('offer-result', locale), { timeout: 30_000 });
    await page.locator('[data-screen="offer-result"]').waitFor();
    expect(plain(await page.locator('main').innerText())).toContain(typed.email);
    expect(recorded.answers.filter((answer) => answer.startsWith('POST /api/cart/offer 20'))).toHaveLength(1);
    expect(recorded.problems).toEqual([]);
    await page.close();
  });
});

/** The purchase events the page's data layer received. */
const purchases = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'));

interface OrderState {
  payment: { status: string; attempts: number };
}

describe('the payment result page of a declined card (requirements §4, §8; field notes: the server wins)', () => {
  it('shows the same failure after a reload, in a new tab and with a tampered address, and charges nothing twice (hu)', { timeout: 180_000 }, async () => {
    const locale = 'hu';
    const customer = await createCustomer(baseUrl, locale, 'faults-pay');
    const shopper = await freshShopper();
    await logInContext(shopper, baseUrl, customer);
    const [sofa] = catalogue[locale] as [Product];
    const page = await shopper.newPage();
    await open(page, `${baseUrl}${buildPath('index', locale)}`);
    await fillCart(page, [[sofa, 1]]);
    const ordersBefore = ((await pageApi(page, 'GET', '/api/account/orders')).data as { meta: { total: number } }).meta.total;
    await open(page, `${baseUrl}${buildPath('cart-data', locale)}`);
    await fillCheckout(page, locale, 'card');
    await page.locator('[data-slot="place-order-button"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/gateway/'), { timeout: 30_000 });
    const gateway = page.url();
    await page.locator('button[value="decline"]').click();
    await page.waitForURL((url) => url.pathname === buildPath('checkout-result', locale));
    await hydrated(page);
    const returned = new URL(page.url());
    const orderHash = returned.searchParams.get('order_hash')!;
    expect(orderHash).toBeTruthy();

    const failedTexts = ['checkout.result.failed.title', 'checkout.result.failed.transaction'] as const;
    // The server's view, asked from a page of the shop (the gateway's page allows no scripts' calls).
    const probe = await shopper.newPage();
    await open(probe, `${baseUrl}${buildPath('index', locale)}`);
    const orderNow = async () => (await pageApi(probe, 'GET', `/api/orders/${orderHash}`)).data as OrderState;
    const ordersNow = async () => ((await pageApi(probe, 'GET', '/api/account/orders')).data as { meta: { total: number } }).meta.total;
    /** The page says the payment failed, with the server's codes and "Pay Again". */
    const expectFailure = async (tab: Page, where: string) => {
      expect(await resultState(tab), where).toBe('error');
      const shown = plain(await tab.locator('[data-slot="checkout-result"]').innerText());
      for (const key of failedTexts) expect(shown, where).toContain(text(locale, key));
      expect(shown, where).not.toContain(text(locale, 'checkout.result.success.title'));
      expect(await tab.locator('[data-slot="checkout-result-pay-again-button"]').count(), where).toBe(1);
      expect(await purchases(tab), where).toEqual([]);
    };
    await expectFailure(page, 'the return from the gateway');
    expect(await orderNow()).toMatchObject({ payment: { status: 'failed', attempts: 1 } });
    expect(await ordersNow()).toBe(ordersBefore + 1);

    // Refreshed: the same settled state, asked from the server again, nothing placed or paid again.
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    await expectFailure(page, 'the reloaded result');

    // Opened in a new tab, by the gateway's address and by the order's own.
    const tab = await shopper.newPage();
    await open(tab, returned.href);
    await expectFailure(tab, 'the result in a new tab');
    await open(tab, `${baseUrl}${buildPath('checkout-result-order_hash', locale, { order_hash: orderHash })}`);
    await expectFailure(tab, 'the order’s result page in a new tab');

    // Tampered with: whatever the address claims, the server's order decides.
    const tampered = new URL(returned.href);
    const claims: Array<[string, string]> = [
      ['status', 'success'],
      ['payment_status', 'paid'],
      ['result', 'approved'],
      ['response_code', '00'],
    ];
    for (const [name, value] of claims) tampered.searchParams.set(name, value);
    tampered.searchParams.set('sig', 'forged-signature');
    await open(tab, tampered.href);
    await expectFailure(tab, 'the tampered address');
    await tab.close();

    // Back at the gateway (the browser's back button), the declined attempt cannot be approved any more.
    await page.goto(gateway, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('button[value="approve"]').count()).toBe(0);

    expect(await orderNow()).toMatchObject({ payment: { status: 'failed', attempts: 1 } });
    expect(await ordersNow()).toBe(ordersBefore + 1);
    await probe.close();
    await page.close();
  });
});
