import {
  buildPath,
  createApiClient,
  createShopApi,
  createTranslator,
  type Locale,
  LOCALES,
  loadMessages,
  type MessageKey,
  type MessageValues,
  pathPrefix,
  type ShopApi,
} from 'otthon';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations, newShopContext } from './browser.js';
import { shopMessages } from '../../app/i18n/catalogues.js';
import type { ShopMessageKey } from '../../app/lib/i18n.js';

/**
 * The shop's API for a test, in one language, with its own cookie jar (one session per value).
 * `clientAddress` makes its requests come from that address (the e2e shop trusts
 * `X-Forwarded-For`), so the many customers the suite makes do not share one rate limit.
 */
export function apiSession(baseUrl: string, locale: Locale, clientAddress?: string): ShopApi {
  const forwarded: typeof fetch | undefined = clientAddress
    ? (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', clientAddress);
        return fetch(input, { ...init, headers });
      }
    : undefined;
  return createShopApi(createApiClient({ origin: baseUrl, locale, cookie: '', ...(forwarded ? { fetch: forwarded } : {}) }));
}

// The catalogues load on demand; the tests compare the page with both languages' texts.
await Promise.all(LOCALES.map((locale) => loadMessages(locale)));

/** A text of the page in a language: the package's catalogue or the shop's own, as the screens show it. */
export function text(locale: Locale, key: MessageKey | ShopMessageKey, values?: MessageValues): string {
  return createTranslator(locale, shopMessages[locale] as Partial<Record<MessageKey, string>>)(key as MessageKey, values);
}

/** Whitespace as a reader sees it (Hungarian money has no-break spaces). */
export const plain = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

interface Mail {
  id: number;
  to: string;
  subject: string;
  links: string[];
  created_at: string;
}

/** The development mailbox of an address, newest first (`GET /api/dev/mails?to=`). */
export async function mailsTo(baseUrl: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mails?${new URLSearchParams({ to })}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}.`);
  return ((await response.json()) as { data: Mail[] }).data;
}

/** The newest link of the address's mails that starts with `prefix`, waiting a little for the mail to arrive. */
export async function mailedLink(baseUrl: string, to: string, prefix: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = (await mailsTo(baseUrl, to)).flatMap((mail) => mail.links).find((href) => href.startsWith(prefix));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} links to ${prefix}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The payment confirmation's subject, as the server's message catalogue words it. */
export function paymentSubject(locale: Locale, orderNumber: string): string {
  return locale === 'hu' ? `Fizetését megkaptuk – ${orderNumber} számú rendelés` : `Payment received for your order ${orderNumber}`;
}

export interface Customer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** The seeded demo customer (server seed), for pages that only need someone logged in. */
export const DEMO_CUSTOMER: Pick<Customer, 'email' | 'password'> = { email: 'demo@otthon.example', password: 'Otthon-Demo-2026' };

let customers = 0;
// Each test file draws its own block of made-up addresses, so files never share one.
const ADDRESS_BLOCK = Math.floor(Math.random() * 250);

/** A new address no test has used, so each journey starts from a clean account. */
export function uniqueEmail(label: string): string {
  customers += 1;
  return `e2e.${label}.${Date.now().toString(36)}${customers}@example.hu`;
}

/**
 * A registered and activated customer, made through the API as the registration page would:
 * a bot-challenge token, the registration, the activation link from the mailbox.
 */
export async function createCustomer(baseUrl: string, locale: Locale, label: string): Promise<Customer> {
  const customer: Customer = { email: uniqueEmail(label), password: 'Otthon-E2E-2026', firstname: 'Teszt', lastname: label === 'en' ? 'Shopper' : 'Vásárló' };
  // Real customers register from their own addresses; the registration limit is per address.
  const shop = apiSession(baseUrl, locale, `198.51.${ADDRESS_BLOCK}.${customers % 250}`);
  await shop.csrfCookie();
  const { token } = await shop.botChallenge();
  const activationPrefix = `${baseUrl}${pathPrefix('auth-activate', locale)}`;
  await shop.register({
    ...customer,
    password_confirmation: customer.password,
    accept_privacy: true,
    accept_terms: true,
    bot_token: token,
    activation_url: activationPrefix,
  });
  const link = await mailedLink(baseUrl, customer.email, activationPrefix);
  await shop.activate({ token: link.slice(activationPrefix.length) });
  return customer;
}

/**
 * Sends a state-changing API call from the page, with its cookies and XSRF token, and answers its
 * status and body. A page every cookie-less visitor shares (the home page, say) sets no cookie, so
 * the token is asked for first when the browser has none, as the shop's own client does.
 */
export async function pageApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = () => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      if (!xsrf()) await fetch('/sanctum/csrf-cookie', { headers: { Accept: 'application/json' } });
      const token = xsrf();
      const response = await fetch(path, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json().catch(() => null)) as { data?: unknown } | null;
      return { status: response.status, data: json !== null && typeof json === 'object' && 'data' in json ? json.data : json };
    },
    { method, path, body },
  );
}

/** Logs a browser context in through the API (the journeys that test the login page log in there). */
export async function logInContext(context: BrowserContext, baseUrl: string, customer: Pick<Customer, 'email' | 'password'>): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/hu`, { waitUntil: 'domcontentloaded' });
    const { status } = await pageApi(page, 'POST', '/api/auth/login', { email: customer.email, password: customer.password });
    if (status !== 200) throw new Error(`Logging in ${customer.email} answered ${status}.`);
  } finally {
    await page.close();
  }
}

/** The cookie that records the visitor's cookie choice, so the banner stays away (analytics on unless told). */
export async function acceptCookies(context: BrowserContext, baseUrl: string, analytics = true): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ analytics, marketing: false })), url: baseUrl }]);
}

/** A product in stock with at least `minimum` pieces, from the catalogue in a language. */
export async function productInStock(baseUrl: string, locale: Locale, minimum = 2) {
  const { items } = await apiSession(baseUrl, locale).products({ per_page: 48, in_stock: true });
  const product = items.find((item) => item.quantity >= minimum);
  if (!product) throw new Error(`No product with ${minimum} pieces in stock.`);
  return product;
}

/**
 * The product with the most pieces in stock: the same product whichever files ran before and
 * whatever they bought, and one that several orders cannot sell out.
 */
export async function productWithMostStock(baseUrl: string, locale: Locale) {
  const { items } = await apiSession(baseUrl, locale).products({ per_page: 48, in_stock: true });
  const product = [...items].sort((a, b) => b.quantity - a.quantity || a.id - b.id)[0];
  if (!product) throw new Error('No product in stock.');
  return product;
}

/** Waits until no animation runs (the page transition fades the next page in), so colours are measured as shown. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 10_000 });
}

/** Waits until React has taken over the page (the shop marks the document). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
}

/** Opens an address of the shop in the page and waits for the network to rest and React to take over. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** axe (WCAG 2.2 AA, target-size) finds nothing on the page as it is shown now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await animationsDone(page);
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

/** The two screens the shop is tried on: a phone (390×844, touch) and a desktop. */
export const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;
export type Device = keyof typeof DEVICES;

/**
 * A shopper's browser: its own session, the cookie choice made (analytics on), patient but not
 * endless waits; the screen of `device` (Chromium's default window without one).
 */
export async function shopperContext(browser: Browser, baseUrl: string, device?: Device): Promise<BrowserContext> {
  const context = await newShopContext(browser, device ? DEVICES[device] : {});
  context.setDefaultTimeout(20_000);
  await acceptCookies(context, baseUrl);
  return context;
}

/** Fills the phone and a private buyer's billing address on the checkout page (a Szeged address). */
export async function fillPrivateBilling(page: Page, name: string): Promise<void> {
  await page.locator('[data-slot="checkout-form"] input[name="phone"]').fill('+36 30 123 4567');
  await page.locator('input[name="invoice_data.name"]').fill(name);
  await page.locator('input[name="invoice_data.zipcode"]').fill('6720');
  await page.locator('input[name="invoice_data.city"]').fill('Szeged');
  await page.locator('input[name="invoice_data.address"]').fill('Kárász utca 5.');
}

/**
 * Picks a delivery method and a payment method on the checkout (the payment once the delivery
 * allows it, requirements §5) and ticks the privacy and terms consents. Returns once the cart has
 * taken both choices: the checkout ignores a press of its button while the cart settles (the
 * button says "Updating…"), so a test that pressed at once would wait for a page that never comes.
 */
export async function chooseMethodsAndConsent(page: Page, delivery: string, payment: string): Promise<void> {
  await page.getByRole('radio', { name: delivery }).click();
  const paymentChoice = page.getByRole('radio', { name: payment });
  await expect.poll(() => paymentChoice.isEnabled()).toBe(true);
  await paymentChoice.click();
  const consents = page.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
  await consents.nth(0).click();
  await consents.nth(1).click();
  await page.locator('[data-slot="place-order-button"][data-state="idle"], [data-slot="request-offer-button"][data-state="idle"]').first().waitFor();
}

export { buildPath };
