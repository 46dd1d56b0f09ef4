// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../domain/constants.js';
import { createApiClient } from '../api/client.js';
import { createShopApi, type ShopApi } from '../api/shop-api.js';
import { allHandlers } from './handlers.js';
import { createMockShop, type MockShop, type MockShopOptions } from './shop.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let shop: MockShop;
function open(cardProvider: MockShopOptions['cardProvider']): MockShop {
  shop = createMockShop({ cardProvider });
  server.resetHandlers(...allHandlers(shop));
  return shop;
}

function client(locale: Locale): ShopApi {
  return createShopApi(createApiClient({ origin: ORIGIN, cookie: '', locale }));
}

const resultUrl = `${ORIGIN}/hu/penztar/eredmeny`;
/** A private customer's checkout data, as the shopper fills it in. */
const customer = {
  email: 'vevo@example.hu',
  phone: '+36 30 555 1234',
  invoice_data: {
    is_company: false,
    name: 'Szabó Péter',
    company_name: null,
    tax_number: null,
    country_id: 1,
    zipcode: '6720',
    city: 'Szeged',
    address: 'Kárász utca 5.',
  },
};

/** A card order (by default method 3, the card method a provider takes) placed in `locale`; answers its hash and the payment page's address. */
async function placeCardOrder(locale: Locale = 'hu', paymentMethod = 3) {
  const api = client(locale);
  await api.addCartProduct({ product_id: 9, quantity: 1 });
  await api.updateCustomer(customer);
  await api.setDeliveryMethod(2);
  await api.setPaymentMethod(paymentMethod);
  const placed = await api.placeOrder({ transaction_result_url: resultUrl, accept_privacy: true, accept_terms: true });
  return { hash: placed.order_hash, page: placed.redirect_url! };
}

const post = (url: string, outcome: string) => fetch(url, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });

/** Chooses an outcome on the provider's page and follows the customer back to the shop: the provider's back address, then the result page. */
async function decide(page: string, outcome: string) {
  const chosen = await post(page, outcome);
  expect(chosen.status).toBe(303);
  const back = chosen.headers.get('location')!;
  const returned = await fetch(back, { redirect: 'manual' });
  expect(returned.status).toBe(303);
  return { back, result: returned.headers.get('location') };
}

/** The buttons of a page: each one's value. */
const buttons = (html: string) => [...html.matchAll(/<button type="submit" name="outcome" value="([^"]+)">/g)].map((match) => match[1]);

interface Case {
  outcome: string;
  status: 'paid' | 'failed' | 'cancelled';
  code: string;
  hu: string;
  en: string;
}

const SIMPLEPAY_CASES: Case[] = [
  {
    outcome: 'SUCCESS',
    status: 'paid',
    code: 'SP_SUCCESS',
    hu: 'Sikeres tranzakció. SimplePay tranzakcióazonosító: {t}',
    en: 'Successful transaction. SimplePay transaction ID: {t}',
  },
  {
    outcome: 'FAIL',
    status: 'failed',
    code: 'SP_FAIL',
    hu: 'Sikertelen tranzakció. SimplePay tranzakcióazonosító: {t}. Kérjük, ellenőrizze a tranzakció során megadott adatok helyességét. Amennyiben minden adatot helyesen adott meg, a visszautasítás okának kivizsgálása érdekében kérjük, szíveskedjen kapcsolatba lépni kártyakibocsátó bankjával.',
    en: 'Failed transaction. SimplePay transaction ID: {t}. Please check that the details you entered during the transaction are correct. If all of them were correct, please contact the bank that issued your card to find out why the payment was refused.',
  },
  {
    outcome: 'TIMEOUT',
    status: 'failed',
    code: 'SP_TIMEOUT',
    hu: 'Ön túllépte a tranzakció elindításának lehetséges maximális idejét. SimplePay tranzakcióazonosító: {t}',
    en: 'You exceeded the maximum time allowed for starting the transaction. SimplePay transaction ID: {t}',
  },
  {
    outcome: 'CANCEL',
    status: 'cancelled',
    code: 'SP_CANCEL',
    hu: 'Ön megszakította a fizetést. SimplePay tranzakcióazonosító: {t}',
    en: 'You cancelled the payment. SimplePay transaction ID: {t}',
  },
];

const BARION_CASES: Case[] = [
  {
    outcome: 'Succeeded',
    status: 'paid',
    code: 'BARION_SUCCEEDED',
    hu: 'Sikeres fizetés. Barion fizetésazonosító: {t}',
    en: 'Successful payment. Barion payment ID: {t}',
  },
  {
    outcome: 'Failed',
    status: 'failed',
    code: 'BARION_FAILED',
    hu: 'Sikertelen fizetés. Barion fizetésazonosító: {t}. Kérjük, ellenőrizze a megadott adatokat; ha minden adat helyes volt, kérjük, forduljon kártyakibocsátó bankjához.',
    en: 'The payment failed. Barion payment ID: {t}. Please check the details you entered; if they were correct, please contact the bank that issued your card.',
  },
  {
    outcome: 'Expired',
    status: 'failed',
    code: 'BARION_EXPIRED',
    hu: 'A fizetésre rendelkezésre álló idő lejárt. Barion fizetésazonosító: {t}',
    en: 'The time allowed for the payment ran out. Barion payment ID: {t}',
  },
  {
    outcome: 'Canceled',
    status: 'cancelled',
    code: 'BARION_CANCELED',
    hu: 'Ön megszakította a fizetést. Barion fizetésazonosító: {t}',
    en: 'You cancelled the payment. Barion payment ID: {t}',
  },
];

const PROVIDERS = [
  {
    provider: 'simplepay',
    name: 'SimplePay',
    page: /^http:\/\/shop\.test\/mock-simplepay\/pay\/\w+\?lang=hu$/,
    back: /^http:\/\/shop\.test\/api\/payments\/simplepay\/back\?r=[^&]+&s=/,
    transaction: /^[1-9]\d{8}$/,
    cases: SIMPLEPAY_CASES,
  },
  {
    provider: 'barion',
    name: 'Barion',
    page: /^http:\/\/shop\.test\/mock-barion\/pay\/\w+\?lang=hu$/,
    back: /^http:\/\/shop\.test\/api\/payments\/barion\/back\?paymentId=[0-9a-f]{32}$/,
    transaction: /^[0-9a-f]{32}$/,
    cases: BARION_CASES,
  },
] as const;

describe.each(PROVIDERS)('the mock shop playing $name', ({ provider, name, page, back, transaction, cases }) => {
  it(`sends a card payment to ${name}'s test page, which names the provider and offers its own outcomes, in the checkout's language`, async () => {
    open(provider);
    const placed = await placeCardOrder('hu');
    expect(placed.page).toMatch(page);
    const hu = await fetch(placed.page);
    expect(hu.status).toBe(200);
    const huHtml = await hu.text();
    expect(huHtml).toContain(`<html lang="hu">`);
    expect(huHtml).toContain(`<title>${name} (teszt fizetőoldal)</title>`);
    expect(huHtml).toContain(`<h1>${name} (teszt fizetőoldal)</h1>`);
    expect(buttons(huHtml)).toEqual(cases.map((item) => item.outcome));
    const enHtml = await (await fetch(placed.page.replace('lang=hu', 'lang=en'))).text();
    expect(enHtml).toContain(`<title>${name} (test payment page)</title>`);
    expect(buttons(enHtml)).toEqual(cases.map((item) => item.outcome));
    // The attempt carries the provider's kind of transaction id from the start, as the server records it from the provider's answer.
    const pending = await client('en').order(placed.hash);
    expect(pending.payment).toMatchObject({ status: 'pending', response_code: null, response_message: null, method: { provider } });
    expect(pending.payment.transaction_id).toMatch(transaction);
    // The order carries the transaction that paid it, once paid.
    expect(pending.transaction_id).toBeNull();
  });

  it.each(cases)(`records $outcome as ${name} words it: $status, $code, in Hungarian and English with the transaction id`, async (item) => {
    open(provider);
    const placed = await placeCardOrder('hu');
    const { transaction_id: id } = (await client('hu').order(placed.hash)).payment;
    const returned = await decide(placed.page, item.outcome);
    expect(returned.back).toMatch(back);
    const result = new URL(returned.result!);
    expect(`${result.origin}${result.pathname}`).toBe(resultUrl);
    expect(result.searchParams.get('order_hash')).toBe(placed.hash);
    for (const locale of ['hu', 'en'] as const) {
      const order = await client(locale).order(placed.hash);
      expect(order.payment).toMatchObject({
        status: item.status,
        response_code: item.code,
        response_message: item[locale].replace('{t}', id!),
        transaction_id: id,
        // A provider gives no authorization code; the server records none either.
        authorization_code: null,
        can_retry: item.status !== 'paid',
      });
      expect(order.status).toBe(item.status === 'paid' ? 'processing' : 'new');
    }
  });

  it(`pays again through ${name} after a failure, with a new attempt and transaction id, and refuses another outcome on the old page`, async () => {
    open(provider);
    const placed = await placeCardOrder('en');
    const failed = cases.find((item) => item.status === 'failed')!;
    const success = cases.find((item) => item.status === 'paid')!;
    await decide(placed.page, failed.outcome);
    const first = (await client('en').order(placed.hash)).payment;
    expect(first).toMatchObject({ status: 'failed', response_code: failed.code, can_retry: true });

    const again = await client('en').restartPayment(placed.hash, { payment_method: 3, transaction_result_url: resultUrl });
    expect(again.redirect_url).toMatch(new RegExp(page.source.replace('lang=hu', 'lang=en')));
    expect(again.redirect_url).not.toBe(placed.page);
    const waiting = (await client('en').order(placed.hash)).payment;
    expect(waiting).toMatchObject({ status: 'pending', response_code: null, response_message: null, attempts: 2 });
    expect(waiting.transaction_id).toMatch(transaction);
    expect(waiting.transaction_id).not.toBe(first.transaction_id);

    // The first attempt has its outcome: another one on its page is refused by the desk, as on the server.
    const stale = await post(placed.page, success.outcome);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe('This payment has already been processed.');

    await decide(again.redirect_url!, success.outcome);
    const paid = await client('en').order(placed.hash);
    expect(paid.payment).toMatchObject({
      status: 'paid',
      response_code: success.code,
      response_message: success.en.replace('{t}', waiting.transaction_id!),
      attempts: 2,
      can_retry: false,
    });
  });

  it(`refuses an outcome ${name} does not have, an unknown attempt and a return it did not send`, async () => {
    open(provider);
    const placed = await placeCardOrder('en');
    const other = PROVIDERS.find((item) => item.provider !== provider)!;
    const wrong = await post(placed.page.replace('lang=hu', 'lang=en'), other.cases[1]!.outcome);
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: 'Choose one of the allowed values.', errors: { outcome: ['Choose one of the allowed values.'] } });
    // Nor does the other provider's page know this attempt.
    const elsewhere = placed.page.replace(`/mock-${provider}/`, `/mock-${other.provider}/`);
    expect((await fetch(elsewhere)).status).toBe(404);
    expect((await post(elsewhere, other.cases[1]!.outcome)).status).toBe(404);
    const unknown = await fetch(`${ORIGIN}/mock-${provider}/pay/${'x'.repeat(32)}?lang=en`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This payment does not exist.');
    expect((await client('en').order(placed.hash)).payment.status).toBe('pending');

    const strangerReturn =
      provider === 'barion'
        ? `${ORIGIN}/api/payments/barion/back?paymentId=${'0'.repeat(32)}`
        : `${ORIGIN}/api/payments/simplepay/back?r=${encodeURIComponent(btoa('{"t":1,"o":"x"}'))}&s=x`;
    const refused = await fetch(strangerReturn, { redirect: 'manual', headers: { Locale: 'en' } });
    expect(refused.status).toBe(provider === 'barion' ? 404 : 400);
    // The other provider is not switched on in this shop: its back address answers as the server's does.
    const off = await fetch(`${ORIGIN}/api/payments/${other.provider === 'barion' ? 'barion/back?paymentId=1' : 'simplepay/back?r=e30%3D&s=x'}`, {
      headers: { Locale: 'en' },
    });
    expect([off.status, ((await off.json()) as { message: string }).message]).toEqual([404, 'This payment provider is not switched on in this shop.']);
  });

  it(`settles a payment a test scripts (shop.settlePayment) in ${name}'s words`, async () => {
    open(provider);
    const placed = await placeCardOrder('hu');
    shop.settlePayment(placed.hash, 'failed');
    const { payment } = await client('en').order(placed.hash);
    const failed = cases.find((item) => item.status === 'failed')!;
    expect(payment).toMatchObject({ status: 'failed', response_code: failed.code, response_message: failed.en.replace('{t}', payment.transaction_id!) });
  });
});

describe('the mock shop with both providers on', () => {
  it('sends the card method to SimplePay and Barion’s own card method to Barion', async () => {
    open(['simplepay', 'barion']);
    const barion = shop.catalogue.paymentMethods.find((method) => method.provider === 'barion')!;
    const placed = await placeCardOrder('hu', barion.id);
    expect(placed.page).toMatch(/\/mock-barion\/pay\/\w+\?lang=hu$/);
    const switched = await client('hu').restartPayment(placed.hash, { payment_method: 3, transaction_result_url: resultUrl });
    expect(switched.redirect_url).toMatch(/\/mock-simplepay\/pay\/\w+\?lang=hu$/);
  });
});

describe('the mock shop without a provider', () => {
  it('keeps its own simulated gateway and its codes', async () => {
    open(null);
    const placed = await placeCardOrder('en');
    expect(placed.page).toMatch(/\/api\/payment\/gateway\/\w+\?lang=en$/);
    // The simulated gateway gives its transaction id with the decision, as the server's does.
    expect((await client('en').order(placed.hash)).payment.transaction_id).toBeNull();
    await fetch(placed.page, { method: 'POST', body: new URLSearchParams({ decision: 'decline' }), redirect: 'manual' });
    const declined = await client('en').order(placed.hash);
    expect(declined.payment).toMatchObject({
      response_code: '05',
      response_message: 'Declined by the card issuer (do not honour)',
    });
    expect(declined.payment.transaction_id).toMatch(/^T\d{16}$/);
    expect(declined.transaction_id).toBeNull();
  });
});
