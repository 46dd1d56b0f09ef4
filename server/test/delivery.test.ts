/**
 * The delivery promise and the restock notice: product pages, cart lines and delivery options
 * carry the expected delivery window (the package's rule at the shop's clock); an out-of-stock
 * product carries its restock date and takes "notify me" signups with double opt-in, and the
 * notice goes out once, only to confirmed addresses, when its stock returns.
 */
import type { Cart, ProductDetail } from 'otthon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, restockSubscriptions } from '../src/db/schema.js';
import { addDays } from 'otthon/core';
import { DELIVERY_LEAD_TIMES, deliveryWindowBy, productDeliveryWindow } from '../src/domain.js';
import { sweepReservations } from '../src/orders/reservations.js';
import { restock } from '../src/restock/restock.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, fixtures, mailsTo, placeOrder, readyForCheckout } from './support/shop.js';

/** Tuesday 24 November 2026, 10:00 in Budapest: a working day before the 14:00 cut-off. */
const NOW = new Date('2026-11-24T09:00:00Z');

let base: TestApi;
let api: TestApi;
beforeAll(async () => {
  base = await createTestApi();
  api = await base.variant({ now: () => NOW });
});
afterAll(() => base.close());

const product = async (client: Client, id: number) => expectContract<ProductDetail>('product', await client.get(`/api/products/${id}`));
const signup = (client: Client, id: number, body: Record<string, unknown>) => client.post(`/api/products/${id}/restock-notifications`, body);
const productUrl = (id: number) => `${ORIGIN}/hu/termek/${id}`;

async function outOfStockRow() {
  const [picked] = await fixtures.outOfStock(api);
  const [row] = await api.db.select().from(products).where(eq(products.id, picked!.id));
  return row!;
}

describe('the delivery promise', () => {
  it('gives an in-stock product the window of its quickest delivery and no restock date', async () => {
    const [light] = await fixtures.light(api);
    const [heavy] = await fixtures.heavy(api);
    const client = new Client(api);
    const lightPage = await product(client, light!.id);
    const heavyPage = await product(client, heavy!.id);
    expect(lightPage.restock_date).toBeNull();
    // Parcel locker, 1–3 working days from today: Wed 25 – Fri 27 November.
    expect(lightPage.delivery_window).toEqual({ earliest: '2026-11-25', latest: '2026-11-27' });
    // Too heavy for a locker: home delivery, 2–5 working days: Thu 26 November – Tue 1 December.
    expect(heavyPage.delivery_window).toEqual({ earliest: '2026-11-26', latest: '2026-12-01' });
  });

  it('gives an out-of-stock product its restock date and a window counted from it', async () => {
    const row = await outOfStockRow();
    expect(row.restockOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await product(new Client(api), row.id);
    expect(page.quantity).toBe(0);
    expect(page.restock_date).toBe(row.restockOn);
    const methods = [
      { code: 'home_delivery', maxItemWeightKg: null },
      { code: 'parcel_locker', maxItemWeightKg: 20 },
    ] as const;
    expect(page.delivery_window).toEqual(productDeliveryWindow(methods, { stock: 0, restockOn: row.restockOn, weightKg: row.weightKg }, NOW));
    expect(page.delivery_window!.earliest > row.restockOn!).toBe(true);
  });

  it('promises nothing once the restock date has passed without the goods', async () => {
    const row = await outOfStockRow();
    const late = await base.variant({ now: () => new Date(`${addDays(row.restockOn!, 1)}T09:00:00Z`) });
    const page = await product(new Client(late), row.id);
    expect(page.restock_date).toBeNull();
    expect(page.delivery_window).toBeNull();
  });

  it('puts a window on cart lines and on each delivery option: the latest of the lines, by that option', async () => {
    const [light] = await fixtures.light(api);
    const [heavy] = await fixtures.heavy(api);
    const client = await new Client(api).start();
    await addToCart(client, light!.id, 1);
    const cart = (await addToCart(client, heavy!.id, 1)) as Cart;
    const heavyLine = cart.products.find((line) => line.id === heavy!.id)!;
    expect(heavyLine.delivery_window).toEqual({ earliest: '2026-11-26', latest: '2026-12-01' });
    const byCode = Object.fromEntries(cart.delivery_methods.map((method) => [method.code, method]));
    // The sofa rules the parcel locker out; pickup and home delivery remain.
    expect(Object.keys(byCode).sort()).toEqual(['home_delivery', 'showroom_pickup']);
    expect(byCode.home_delivery!.lead_days).toEqual(DELIVERY_LEAD_TIMES.home_delivery);
    expect(byCode.home_delivery!.delivery_window).toEqual({ earliest: '2026-11-26', latest: '2026-12-01' });
    expect(byCode.showroom_pickup!.delivery_window).toEqual({ earliest: '2026-11-25', latest: '2026-11-26' });

    const pickup = byCode.showroom_pickup!;
    const chosen = expectContract<Cart>('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: pickup.id }));
    const pickupLine = chosen.products.find((line) => line.id === heavy!.id)!;
    expect(pickupLine.delivery_window).toEqual(
      deliveryWindowBy({ code: 'showroom_pickup', maxItemWeightKg: null }, { stock: 3, restockOn: null, weightKg: 80 }, NOW),
    );
  });

  it('moves the window to the next working day after the 14:00 cut-off', async () => {
    const afternoon = await base.variant({ now: () => new Date('2026-11-24T13:00:00Z') });
    const [light] = await fixtures.light(api);
    const page = await product(new Client(afternoon), light!.id);
    expect(page.delivery_window).toEqual({ earliest: '2026-11-26', latest: '2026-11-30' });
  });
});

describe('the restock notice', () => {
  it('mails only confirmed subscribers, once, when the stock returns', async () => {
    const row = await outOfStockRow();
    const client = await new Client(api, { ip: '10.77.0.1' }).start();
    const english = await new Client(api, { ip: '10.77.0.2', locale: 'en' }).start();

    const answer = await signup(client, row.id, { email: 'Megerosito@Example.hu', consent: true, product_url: productUrl(row.id) });
    expect(answer.status).toBe(201);
    expect(await signup(english, row.id, { email: 'waits@example.com', consent: true, product_url: `${ORIGIN}/en/product/${row.id}` })).toHaveProperty(
      'status',
      201,
    );
    expect(await signup(client, row.id, { email: 'sosem@example.hu', consent: true, product_url: productUrl(row.id) })).toHaveProperty('status', 201);

    // Double opt-in: a confirmation link, in the signup's language; no notice yet.
    const [confirmation] = await mailsTo(client, 'megerosito@example.hu');
    expect(confirmation!.subject).toMatch(/^Erősítse meg az értesítést/);
    const link = confirmation!.links.find((href) => href.startsWith(`${ORIGIN}/api/restock-notifications/confirm/`))!;
    // Opening the link (as a mail scanner does) shows a button and confirms nothing; the button does.
    const opened = await client.get(new URL(link).pathname);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(`<form method="post" action="${new URL(link).pathname}">`);
    expect(opened.text).not.toContain('Értesítés bekapcsolva');
    const page = await client.request('POST', new URL(link).pathname, { csrf: false });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Értesítés bekapcsolva');
    expect(page.text).toContain(`href="${productUrl(row.id)}"`);
    const [englishConfirmation] = await mailsTo(english, 'waits@example.com');
    expect(englishConfirmation!.subject).toMatch(/^Confirm your restock notice/);
    expect((await english.get(new URL(englishConfirmation!.links[0]!).pathname)).text).toContain('Confirm the notice');
    expect((await english.request('POST', new URL(englishConfirmation!.links[0]!).pathname, { csrf: false })).text).toContain('Notice switched on');

    // Stock returns: one notice to each confirmed address, none to the unconfirmed one.
    const returned = await restock(api.db, row.id, 4);
    expect(returned).toEqual({ stock: 4, notified: 2 });
    const hungarian = await mailsTo(client, 'megerosito@example.hu');
    expect(hungarian.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Újra raktáron: /), expect.stringMatching(/^Erősítse meg/)]);
    expect(hungarian[0]!.links).toContain(productUrl(row.id));
    expect((await mailsTo(english, 'waits@example.com'))[0]!.subject).toMatch(/^Back in stock: /);
    expect((await mailsTo(client, 'sosem@example.hu')).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Erősítse meg/)]);

    // More stock later sends nothing again; the used link no longer confirms anything.
    expect(await restock(api.db, row.id, 2)).toEqual({ stock: 6, notified: 0 });
    expect(await mailsTo(client, 'megerosito@example.hu')).toHaveLength(2);
    expect((await client.get(new URL(link).pathname)).status).toBe(404);
    expect((await client.request('POST', new URL(link).pathname, { csrf: false })).status).toBe(404);
    const page404 = await product(new Client(api), row.id);
    expect(page404.restock_date).toBeNull();
  });

  it('notifies a confirmed subscriber when a lapsed card reservation gives the last piece back', async () => {
    const [item] = await fixtures.plain(api, 1);
    const id = item!.id;
    await api.db.update(products).set({ stock: 1 }).where(eq(products.id, id));
    // A card order holds the last piece: the product is sold out while the payment is open.
    const buyer = await new Client(api, { ip: '10.77.0.5' }).start();
    await addToCart(buyer, id, 1);
    await readyForCheckout(buyer, { payment: 'card_online' });
    expect((await placeOrder(buyer)).status).toBe(201);
    const subscriber = await new Client(api, { ip: '10.77.0.3' }).start();
    expect((await signup(subscriber, id, { email: 'foglalas@example.hu', consent: true, product_url: productUrl(id) })).status).toBe(201);
    const [mail] = await mailsTo(subscriber, 'foglalas@example.hu');
    expect((await subscriber.request('POST', new URL(mail!.links[0]!).pathname, { csrf: false })).status).toBe(200);
    // Eleven minutes on, the reservation sweep releases the reservation; the piece is back.
    const elevenMinutesOn = new Date(NOW.getTime() + 11 * 60_000);
    await sweepReservations(api.db, elevenMinutesOn);
    const later = await base.variant({ now: () => elevenMinutesOn });
    expect((await product(new Client(later), id)).quantity).toBe(1);
    const mails = await mailsTo(subscriber, 'foglalas@example.hu');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Újra raktáron/), expect.stringMatching(/^Erősítse meg/)]);
  });

  it('refuses bad signups with field errors, an in-stock product with 409, an unknown product with 404', async () => {
    const row = await outOfStockRow();
    const client = await new Client(api, { ip: '10.77.0.4' }).start();
    const bad = await signup(client, row.id, { email: 'nem-cim', consent: false, product_url: 'https://evil.example/termek' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email']);
    const noConsent = await signup(client, row.id, { email: 'ok@example.hu', consent: false, product_url: productUrl(row.id) });
    expect(noConsent.status).toBe(422);
    expect(noConsent.body.errors.consent![0]).toMatch(/járuljon hozzá/);
    const foreign = await signup(client, row.id, { email: 'ok@example.hu', consent: true, product_url: 'https://evil.example/termek' });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['product_url']);
    const [inStock] = await fixtures.plain(api, 1);
    expect((await signup(client, inStock!.id, { email: 'ok@example.hu', consent: true, product_url: productUrl(inStock!.id) })).status).toBe(409);
    expect((await signup(client, 999_999, { email: 'ok@example.hu', consent: true, product_url: productUrl(1) })).status).toBe(404);
    const stored = await api.db.select().from(restockSubscriptions).where(eq(restockSubscriptions.email, 'ok@example.hu'));
    expect(stored).toEqual([]);
  });
});
