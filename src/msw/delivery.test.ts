// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createShopApi, type ShopApi } from '../api/shop-api.js';
import { isApiError } from '../api/api-error.js';
import { addDays, DELIVERY_LEAD_TIMES, deliveryWindow, workingDayOnOrAfter } from '../domain/delivery.js';
import { allHandlers } from './handlers.js';
import { createMockShop, type MockShop } from './shop.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let shop: MockShop;
let api: ShopApi;
beforeEach(() => {
  // Tuesday 24 November 2026, 10:00 in Budapest: before the cut-off of a working day.
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z'), toFake: ['Date'] });
  shop = createMockShop();
  server.resetHandlers(...allHandlers(shop));
  api = createShopApi(createApiClient({ origin: ORIGIN, cookie: '' }));
});
afterEach(() => vi.useRealTimers());

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error;
}

describe('the mock shop promises delivery with the package rule', () => {
  it('gives an in-stock product the window of its quickest method, and no restock date', async () => {
    const product = await api.product(1);
    expect(product.quantity).toBeGreaterThan(0);
    expect(product.restock_date).toBeNull();
    const lead = product.weight_kg! <= 20 ? DELIVERY_LEAD_TIMES.parcel_locker : DELIVERY_LEAD_TIMES.home_delivery;
    expect(product.delivery_window).toEqual(deliveryWindow({ orderedAt: new Date(), lead }));
  });

  it('gives an out-of-stock product its restock date and a window counted from it', async () => {
    const product = await api.product(3);
    expect(product.quantity).toBe(0);
    expect(product.restock_date).toBe(workingDayOnOrAfter(addDays('2026-11-24', 35)));
    const lead = product.weight_kg! <= 20 ? DELIVERY_LEAD_TIMES.parcel_locker : DELIVERY_LEAD_TIMES.home_delivery;
    expect(product.delivery_window).toEqual(deliveryWindow({ orderedAt: new Date(), lead, availableFrom: product.restock_date }));
    expect(product.delivery_window!.earliest > product.restock_date!).toBe(true);
  });

  it('promises nothing for a product out of stock without a restock date', async () => {
    const product = await api.product(23);
    expect(product.restock_date).toBeNull();
    expect(product.delivery_window).toBeNull();
  });

  it('puts a window on each cart line and on each delivery method, the latest of the lines', async () => {
    const cart = await api.addCartProduct({ product_id: 1, quantity: 1 });
    const line = cart.products[0]!;
    expect(line.delivery_window).not.toBeNull();
    const home = cart.delivery_methods.find((method) => method.code === 'home_delivery')!;
    expect(home.lead_days).toEqual(DELIVERY_LEAD_TIMES.home_delivery);
    expect(home.delivery_window).toEqual(deliveryWindow({ orderedAt: new Date(), lead: DELIVERY_LEAD_TIMES.home_delivery }));
  });
});

describe('the mock restock notice', () => {
  it('mails a confirmation link that confirms the signup', async () => {
    const answer = await api.restockSubscribe(3, { email: 'Anna@Example.hu', consent: true, product_url: `${ORIGIN}/termek/3` });
    expect(answer.message).toMatch(/megerősítő e-mailt/);
    const link = shop.mails('anna@example.hu')[0]!.links[0]!;
    expect(link).toMatch(new RegExp(`^${ORIGIN}/api/restock-notifications/confirm/`));
    // Opening the link shows a button and changes nothing; the button's POST confirms.
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`<form method="post" action="${new URL(link).pathname}">`);
    const page = await fetch(link, { method: 'POST' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Értesítés bekapcsolva');
  });

  it('refuses a signup without consent first, then with a foreign product address (422), for a product in stock (409)', async () => {
    const invalid = await refusal(api.restockSubscribe(3, { email: 'anna@example.hu', consent: false, product_url: 'https://evil.example/x' }));
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.fieldErrors)).toEqual(['consent']);
    const foreign = await refusal(api.restockSubscribe(3, { email: 'anna@example.hu', consent: true, product_url: 'https://evil.example/x' }));
    expect(Object.keys(foreign.fieldErrors)).toEqual(['product_url']);
    const inStock = await refusal(api.restockSubscribe(1, { email: 'anna@example.hu', consent: true, product_url: `${ORIGIN}/termek/1` }));
    expect(inStock.status).toBe(409);
    const badEmail = await refusal(api.restockSubscribe(3, { email: 'nem-cim', consent: true, product_url: `${ORIGIN}/termek/3` }));
    expect(badEmail.status).toBe(422);
  });
});
