import { buildPath, formatWithdrawalTime, type Locale } from 'otthon';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import {
  apiSession,
  createCustomer,
  expectNoAxeViolations,
  logInContext,
  open,
  pageApi,
  plain,
  productInStock,
  shopperContext,
  text,
  uniqueEmail,
} from './support/shop.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

interface Mail {
  subject: string;
  text: string;
}

/** The development mailbox of an address with the mails' text, newest first. */
async function mailsWithText(to: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mails?${new URLSearchParams({ to })}`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: Mail[] }).data;
}

/** Places a bank-transfer order of two products (two pieces of the first) from the page's session; answers its number. */
async function placeOrder(page: Page, locale: Locale, email: string): Promise<{ number: string; names: string[] }> {
  const first = await productInStock(baseUrl, locale, 3);
  const { items } = (await pageApi(page, 'GET', '/api/products?per_page=48&in_stock=1')).data as { items: Array<{ id: number; quantity: number }> };
  const second = items.find((item) => item.id !== first.id && item.quantity >= 2)!;
  for (const [id, quantity] of [
    [first.id, 2],
    [second.id, 1],
  ] as const)
    expect((await pageApi(page, 'POST', '/api/cart/product', { product_id: id, quantity })).status).toBe(200);
  const cart = (
    await pageApi(page, 'PUT', '/api/cart/customer', {
      email,
      phone: '+36 30 123 4567',
      invoice_data: {
        is_company: false,
        name: 'Próba Panna',
        company_name: null,
        tax_number: null,
        country_id: 1,
        zipcode: '1051',
        city: 'Budapest',
        address: 'Nádor utca 7.',
      },
      is_delivery_same_as_invoice: true,
    })
  ).data as { delivery_methods: Array<{ id: number; code: string; payment_ids: number[] }>; payment_methods: Array<{ id: number; code: string }> };
  const delivery = cart.delivery_methods.find((method) => method.code === 'home_delivery')!;
  const transfer = cart.payment_methods.find((method) => method.code === 'bank_transfer' && delivery.payment_ids.includes(method.id))!;
  await pageApi(page, 'PUT', '/api/cart/method/delivery', { id: delivery.id });
  await pageApi(page, 'PUT', '/api/cart/method/payment', { id: transfer.id });
  const placed = await pageApi(page, 'POST', '/api/cart/order', {
    transaction_result_url: `${baseUrl}${buildPath('checkout-result', locale)}`,
    accept_privacy: true,
    accept_terms: true,
  });
  expect(placed.status).toBe(201);
  // The item names in the page's language (the order's own address answers in the language asked).
  const order = await apiSession(baseUrl, locale).order((placed.data as { order_hash: string }).order_hash);
  return { number: `OT-${String(order.id).padStart(6, '0')}`, names: order.items.map((item) => item.name) };
}

/** The withdrawal code the shop mailed to `to` for an order, once it is in the mailbox. */
async function mailedCode(to: string, number: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsWithText(to)).find((entry) => entry.subject.includes(number) && /^\d{6}$/m.test(entry.text));
      code = mail?.text.match(/^\d{6}$/m)?.[0];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Step 1 for a visitor: the number and the address, then the code from the mailbox. */
async function identifyWithCode(lookup: Locator, locale: Locale, number: string, email: string): Promise<void> {
  await lookup.getByLabel(text(locale, 'withdrawal.identify.orderNumber')).fill(number);
  await lookup.getByLabel(text(locale, 'fields.email')).fill(email);
  await lookup.getByRole('button', { name: text(locale, 'withdrawal.identify.submit') }).click();
  const code = lookup.getByLabel(text(locale, 'withdrawal.code.label'));
  await code.waitFor();
  await code.fill(await mailedCode(email, number));
  await lookup.getByRole('button', { name: text(locale, 'withdrawal.code.submit'), exact: true }).click();
}

/** The acknowledgement mail names the time of receipt the page showed, the order and the items. */
async function expectAcknowledgement(locale: Locale, email: string, number: string, receivedAt: string, items: string[]) {
  await expect
    .poll(async () => (await mailsWithText(email)).find((mail) => mail.subject.includes(number))?.subject)
    .toBe(locale === 'hu' ? `Megkaptuk elállási nyilatkozatát (${number} számú rendelés)` : `We have received your withdrawal from order ${number}`);
  const mail = (await mailsWithText(email)).find((entry) => entry.subject.includes(number))!;
  const { date, time } = formatWithdrawalTime(receivedAt, locale);
  expect(mail.text).toContain(locale === 'hu' ? `Beérkezés időpontja: ${date} ${time} (magyar idő szerint)` : `Received: ${date}, ${time} (Hungarian time)`);
  expect(mail.text).toContain(number);
  for (const name of items) expect(mail.text).toContain(name);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('withdrawing from the contract (Hungarian, a visitor)', () => {
  let context: BrowserContext;
  beforeAll(async () => void (context = await shopperContext(browser(), baseUrl)));
  afterAll(async () => void (await context?.close()));

  it('footer link → order number and e-mail → one item → "Elállás megerősítése" → time of receipt → the acknowledgement in the mailbox', {
    timeout: 180_000,
  }, async () => {
    const locale = 'hu';
    const email = uniqueEmail('elallas-hu');
    const page = await context.newPage();
    await open(page, `${baseUrl}${buildPath('index', locale)}`);
    const order = await placeOrder(page, locale, email);

    await page.locator('footer').getByRole('link', { name: 'Elállás a szerződéstől', exact: true }).click();
    await page.waitForURL(`${baseUrl}/hu/elallas`);
    await page.locator('[data-screen="withdrawal"]').waitFor();
    await expectNoAxeViolations(page, 'step 1 of the withdrawal');

    // A wrong address is told the same as the buyer: a code went to the address if it is the order's.
    // None did, so a guessed code is refused, in the same words as a wrong one.
    const lookup = page.locator('[data-slot="withdrawal-lookup-form"]');
    await lookup.getByLabel(text(locale, 'withdrawal.identify.orderNumber')).fill(order.number);
    await lookup.getByLabel(text(locale, 'fields.email')).fill('valaki.mas@example.hu');
    await lookup.getByRole('button', { name: text(locale, 'withdrawal.identify.submit') }).click();
    const codeField = lookup.getByLabel(text(locale, 'withdrawal.code.label'));
    await codeField.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    expect(plain(await lookup.locator('[data-slot="withdrawal-code-sent"]').innerText())).toBe(
      `Ha az ${order.number} számú rendelést a(z) valaki.mas@example.hu címmel adták le, erre a címre elküldtünk egy 6 jegyű kódot. Kérjük, adja meg itt 30 percen belül.`,
    );
    await expectNoAxeViolations(page, 'step 1 of the withdrawal, the code');
    await codeField.fill('123456');
    await lookup.getByRole('button', { name: text(locale, 'withdrawal.code.submit'), exact: true }).click();
    await expect
      .poll(async () => plain(await lookup.innerText()))
      .toContain('A kód hibás vagy lejárt. Kérjük, ellenőrizze a rendelésszámot és az e-mail-címet, vagy kérjen új kódot.');
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await mailsWithText('valaki.mas@example.hu')).toEqual([]);

    // Back to the address; the number stays, the buyer's own address gets the code.
    await lookup.getByRole('button', { name: text(locale, 'withdrawal.code.change') }).click();
    expect(await lookup.getByLabel(text(locale, 'withdrawal.identify.orderNumber')).inputValue()).toBe(order.number);
    await identifyWithCode(lookup, locale, order.number, email);
    const confirm = page.locator('[data-slot="withdrawal-confirm-form"]');
    await confirm.waitFor();
    await expect.poll(() => focusedText(page)).toBe(text(locale, 'withdrawal.confirm.title'));
    // Nothing is delivered yet: the 14 days have not started, and the page says they run from the delivery.
    expect(plain(await confirm.innerText())).toContain('Még nincs kézbesítve: már most elállhat, vagy a kézhezvételtől számított 14 napon belül.');
    await confirm.getByRole('radio', { name: text(locale, 'withdrawal.confirm.items') }).click();
    const pieces = `${text(locale, 'withdrawal.confirm.pieces')}: ${order.names[0]}`;
    // The number field's steppers are named after it ("… növelése"), so the field is asked for by its whole name.
    await expect.poll(() => confirm.getByRole('button', { name: text(locale, 'fields.number.increase', { label: pieces }), exact: true }).count()).toBe(1);
    await confirm.getByLabel(pieces, { exact: true }).fill('1');
    await confirm.getByLabel(new RegExp(text(locale, 'withdrawal.confirm.reason'))).fill('Mégsem illik a nappaliba.');
    // Not delivered: before confirming, the page says the withdrawal cancels the delivery, nothing to send back.
    const note = confirm.locator('[data-slot="withdrawal-return"]');
    expect(await note.getAttribute('data-state')).toBe('delivery-cancelled');
    expect(plain(await note.innerText())).toContain(
      'A termékeket még nem kézbesítettük: elállásával a kiszállításukat lemondjuk, semmit nem kell visszaküldenie.',
    );
    expect(plain(await confirm.innerText())).not.toContain('küldje vissza');
    await expectNoAxeViolations(page, 'step 2 of the withdrawal');
    await confirm.getByRole('button', { name: 'Elállás megerősítése', exact: true }).click();

    const receipt = page.locator('[data-slot="withdrawal-receipt"]');
    await receipt.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Megkaptuk elállási nyilatkozatát');
    const receivedAt = (await receipt.locator('time').getAttribute('datetime'))!;
    const { date, time } = formatWithdrawalTime(receivedAt, locale);
    const shown = plain(await receipt.innerText());
    expect(shown).toContain(`Beérkezés időpontja: ${date} ${time} (magyar idő szerint).`);
    expect(shown).toContain(`A visszaigazolást elküldtük ide: ${email}.`);
    expect(shown).toContain(`${order.names[0]} – 1 db`);
    expect(shown).not.toContain(order.names[1]!);
    expect(shown).toContain(plain(text(locale, 'withdrawal.return.cancelDelivery')));
    expect(shown).not.toContain('küldje vissza');
    await expectNoAxeViolations(page, 'the withdrawal result');
    await expectAcknowledgement(locale, email, order.number, receivedAt, [order.names[0]!]);
    const mail = (await mailsWithText(email)).find((entry) => entry.subject.includes(order.number) && entry.subject.startsWith('Megkaptuk'))!;
    expect(plain(mail.text)).toContain('elállásával a kiszállításukat lemondjuk: semmit nem kell visszaküldenie');
    expect(mail.text).not.toContain('Kérjük, a termékeket');
  });
});

describe('withdrawing from the contract (English, a customer)', () => {
  let context: BrowserContext;
  beforeAll(async () => void (context = await shopperContext(browser(), baseUrl)));
  afterAll(async () => void (await context?.close()));

  it('account menu → pick the order → the whole order → "Confirm withdrawal" → time of receipt → the acknowledgement; a second time is refused', {
    timeout: 180_000,
  }, async () => {
    const locale = 'en';
    const customer = await createCustomer(baseUrl, locale, 'en');
    await logInContext(context, baseUrl, customer);
    const page = await context.newPage();
    // On a phone's screen (the Hungarian visitor's runs on a desktop's).
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${baseUrl}${buildPath('account', locale)}`);
    const order = await placeOrder(page, locale, customer.email);

    // The order page links to the withdrawal with its number; the account menu to the function.
    await open(page, `${baseUrl}${buildPath('account-orders', locale)}`);
    // The order list names the order's own way of paying: a bank transfer, awaited (not "on delivery or by transfer").
    const listed = page.locator('[data-slot="account-order"]').first();
    expect(plain(await listed.locator('[data-slot="account-order-payment-method"]').innerText())).toBe('Bank transfer');
    expect(plain(await listed.locator('[data-slot="payment-status"]').innerText())).toBe('Awaiting bank transfer');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page
      .locator('[data-slot="account-order"]')
      .first()
      .getByRole('link', { name: new RegExp(text(locale, 'checkout.result.viewOrder')) })
      .click();
    await page.locator('[data-slot="withdrawal-link"]').first().waitFor();
    expect(await page.locator('main [data-slot="withdrawal-link"]').getAttribute('href')).toBe(`/en/withdrawal?order=${order.number}`);
    await open(page, `${baseUrl}${buildPath('account', locale)}`);
    await page
      .getByRole('navigation', { name: text(locale, 'accountPage.nav') })
      .getByRole('link', { name: 'Withdraw from contract', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/en/withdrawal`);

    const list = page.locator('[data-slot="withdrawal-order-list"]');
    const row = list.locator(`[data-order-number="${order.number}"]`);
    await row.waitFor();
    expect(plain(await row.innerText())).toContain('Not delivered yet: you can withdraw now or within 14 days from delivery.');
    await expectNoAxeViolations(page, 'step 1 of the withdrawal (customer)');
    await row.getByRole('button', { name: new RegExp(text(locale, 'withdrawal.pick.choose')) }).click();
    const confirm = page.locator('[data-slot="withdrawal-confirm-form"]');
    await confirm.waitFor();
    await expect.poll(() => focusedText(page)).toBe('What do you withdraw from?');
    expect(plain(await confirm.locator('[data-slot="withdrawal-return"]').innerText())).toContain(
      'The goods have not been delivered yet: your withdrawal cancels their delivery, so there is nothing to send back.',
    );
    await confirm.getByRole('button', { name: 'Confirm withdrawal', exact: true }).click();

    const receipt = page.locator('[data-slot="withdrawal-receipt"]');
    await receipt.waitFor();
    const receivedAt = (await receipt.locator('time').getAttribute('datetime'))!;
    const { date, time } = formatWithdrawalTime(receivedAt, locale);
    const shown = plain(await receipt.innerText());
    expect(shown).toContain(`Received on ${date} at ${time} (Hungarian time).`);
    expect(shown).toContain(`We have sent the acknowledgement to ${customer.email}.`);
    for (const name of order.names) expect(shown).toContain(name);
    expect(shown).toContain(plain(text(locale, 'withdrawal.return.cancelDelivery')));
    await expectAcknowledgement(locale, customer.email, order.number, receivedAt, order.names);

    // The order has nothing left to withdraw: it leaves the list, and naming it is refused.
    await open(page, `${baseUrl}${buildPath('withdrawal', locale)}?order=${order.number}`);
    expect(await page.locator(`[data-slot="withdrawal-order"][data-order-number="${order.number}"]`).count()).toBe(0);
    const lookup = page.locator('[data-slot="withdrawal-lookup-form"]');
    expect(await lookup.locator('input[name="order_number"]').inputValue()).toBe(order.number);
    await identifyWithCode(lookup, locale, order.number, customer.email);
    await expect
      .poll(async () => plain(await lookup.getByRole('alert').textContent()))
      .toContain(`We have already received your withdrawal from every item of order ${order.number}.`);
  });
});
