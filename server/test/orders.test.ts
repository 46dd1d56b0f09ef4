import { eq } from 'drizzle-orm';
import { createTranslator, type MessageKey, messages, type Order, type OrderListItem, type Paginated } from 'otthon/core';
import { CARD_ORDER_LIMITS } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, products } from '../src/db/schema.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type ClientOptions } from './support/client.js';
import { addToCart, customer, fixtures, loginDemo, mailsTo, orderBody, placeOrder, readyForCheckout } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = (options?: ClientOptions) => new Client(api, options).start();
const stockOf = async (id: number) => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const specText = (locale: 'hu' | 'en', key: MessageKey): string => createTranslator(locale, {}, messages[locale])(key);

describe('placing an order (requirements §5, §7)', () => {
  it('creates the order in one go: unguessable hash, stock reserved, cart emptied, confirmation mailed', async () => {
    const [product] = await fixtures.plain(api, 3);
    const client = await started();
    const stock = await stockOf(product!.id);
    await addToCart(client, product!.id, 2);
    const cart = await readyForCheckout(client);
    const placed = expectContract('placeOrder', await placeOrder(client), 201);
    expect(Buffer.from(placed.order_hash, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(await stockOf(product!.id)).toBe(stock - 2);

    const after = expectContract('cart', await client.get('/api/cart'));
    expect(after.products).toEqual([]);
    expect(after.revision).toBeGreaterThan(cart.revision);

    const order = expectContract('order', await client.get(`/api/orders/${placed.order_hash}`));
    expect(order.summary.total_amount_gross).toBe(cart.summary.total_amount_gross);
    expect(order.items[0]).toMatchObject({ product_id: product!.id, quantity: 2 });
    expect(order.payment).toMatchObject({ status: 'not_required', attempts: 0 });
    expect(order).toMatchObject({
      partner_email: 'vevo@example.hu',
      partner_lastname: 'Kovács',
      partner_firstname: 'Anna',
      partner_country: 'HU',
    });

    const [mail] = await mailsTo(client, 'vevo@example.hu');
    expect(mail!.subject).toContain(`${String(order.id).padStart(6, '0')}`);
    expect(mail!.text).toContain(order.items[0].name);
    expect(mail!.links).toContain(`${ORIGIN}/hu/orders/${placed.order_hash}`);
  });

  it("needs a payment method, with the spec's message in both languages (requirements §5, §8)", async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await client.put('/api/cart/customer', customer());
    const home = await fixtures.delivery(api, 'home_delivery');
    await client.put('/api/cart/method/delivery', { id: home.id });
    const hu = expectError(await placeOrder(client), 422);
    expect(hu.errors?.payment_method).toEqual([specText('hu', 'checkout.errors.paymentRequired')]);
    client.locale = 'en';
    const en = expectError(await placeOrder(client), 422);
    expect(en.errors?.payment_method).toEqual(['To complete your purchase, please choose a payment method.']);
    expect(en.message).toBe('To complete your purchase, please choose a payment method.');
  });

  it('needs a non-empty cart, customer data, a delivery method and both consents', async () => {
    const client = await started();
    const empty = expectError(await placeOrder(client), 422);
    expect(Object.keys(empty.errors!)).toEqual(expect.arrayContaining(['products', 'customer_data', 'delivery_method', 'payment_method']));
    const consents = expectError(await placeOrder(client, { body: { accept_privacy: false, accept_terms: undefined } }), 422);
    expect(consents.errors?.accept_privacy).toEqual(['Kérjük, fogadja el az adatvédelmi tájékoztatót.']);
    expect(consents.errors?.accept_terms).toBeDefined();
  });

  it("refuses a return address off the shop's site, hostile forms included", async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    for (const url of [
      '//evil.example/result',
      '/\\evil.example',
      'https://shop@evil.example/result',
      'javascript:alert(1)',
      'https://evil.example/result',
      `${ORIGIN}.evil.example/result`,
      'http://shop.example/result',
    ]) {
      const body = expectError(await placeOrder(client, { body: { transaction_result_url: url } }), 422);
      expect(body.errors?.transaction_result_url, url).toHaveLength(1);
    }
    expect(expectContract('cart', await client.get('/api/cart')).products).toHaveLength(1);
  });

  it('saves the customer data to the account and counts a first order as a new account', async () => {
    const client = await started();
    await loginDemo(client);
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client, { email: 'demo@otthon.example' });
    const placed = expectContract('placeOrder', await placeOrder(client), 201);
    const order = expectContract('order', await client.get(`/api/orders/${placed.order_hash}`));
    expect(order.is_new_account).toBe(true);
    expect(order.partner_firstname).toBe('Eszter');
    const list = expectContract('accountOrders', await client.get('/api/account/orders'));
    expect(list.items[0].order_hash).toBe(placed.order_hash);
    expect(expectContract('user', await client.get('/api/auth/user')).customer_data.invoice_data.city).toBe('Budapest');
  });

  it("lists the account's orders with number, date, statuses, lines (picture, title, quantity) and the total in the order's currency", async () => {
    const client = await started({ locale: 'en', currency: 'EUR' });
    await loginDemo(client);
    const [first, second] = await fixtures.plain(api, 3, 2);
    await addToCart(client, first!.id, 2);
    await addToCart(client, second!.id, 1);
    await readyForCheckout(client, { email: 'demo@otthon.example' });
    const placed = expectContract('placeOrder', await placeOrder(client), 201);
    const order = expectContract<Order>('order', await client.get(`/api/orders/${placed.order_hash}`));
    client.currency = 'HUF';
    const list = expectContract<Paginated<OrderListItem>>('accountOrders', await client.get('/api/account/orders'));
    const row = list.items.find((item) => item.order_hash === placed.order_hash)!;
    expect(row).toMatchObject({
      id: order.id,
      status: order.status,
      payment_status: order.payment.status,
      currency: 'EUR',
      total_amount_gross: order.summary.total_amount_gross,
      total_quantity: 3,
      created_at: order.created_at,
    });
    expect(row.items).toEqual(
      order.items.map((item) => ({ product_id: item.product_id, name: item.name, quantity: item.quantity, image: item.product!.image })),
    );
    expect(row.items.map((item) => [item.name, item.quantity])).toEqual([
      [first!.title.en, 2],
      [second!.title.en, 1],
    ]);
    expect(row.items[0]!.image?.src).toBeTruthy();
    client.locale = 'hu';
    const hungarian = expectContract<Paginated<OrderListItem>>('accountOrders', await client.get('/api/account/orders'));
    expect(hungarian.items.find((item) => item.order_hash === placed.order_hash)!.items[0]!.name).toBe(first!.title.hu);
  });

  it("counts a coupon's use and records its discount on the order", async () => {
    const before = (await fixtures.coupon(api, 'OTTHON10')).usedCount;
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const cart = expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'OTTHON10' }));
    const placed = expectContract('placeOrder', await placeOrder(client), 201);
    const order = expectContract('order', await client.get(`/api/orders/${placed.order_hash}`));
    expect(order.coupon).toMatchObject({ code: 'OTTHON10', discount_gross: cart.summary.cart_discount_gross });
    expect(order.summary.total_amount_gross).toBe(cart.summary.total_amount_gross);
    expect((await fixtures.coupon(api, 'OTTHON10')).usedCount).toBe(before + 1);
  });

  it('refuses a coupon that was used up meanwhile', async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const coupon = await fixtures.coupon(api, 'OTTHON10');
    await client.post('/api/cart/coupon', { code: 'OTTHON10' });
    await api.db.update(coupons).set({ maxUses: coupon.usedCount }).where(eq(coupons.id, coupon.id));
    const body = expectError(await placeOrder(client), 422);
    await api.db.update(coupons).set({ maxUses: null }).where(eq(coupons.id, coupon.id));
    expect(body.errors?.coupon).toHaveLength(1);
  });
});

describe('stock (requirements §9 reservation)', () => {
  it('throttles unpaid orders per session and per IPv6 /64 with 429 and Retry-After', async () => {
    const [product] = await fixtures.plain(api, 12);
    const unpaidOrder = async (client: Client) => {
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client, { payment: 'bank_transfer' });
      return placeOrder(client);
    };
    const one = await started({ ip: '2001:db8:77:1::1' });
    for (let i = 0; i < 3; i++) expectContract('placeOrder', await unpaidOrder(one), 201);
    const refused = await unpaidOrder(one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(expectError(refused, 429).message).toMatch(/másodperc/);
    // Other sessions from addresses of the same /64 share the address's ten.
    for (let i = 2; i <= 8; i++) expectContract('placeOrder', await unpaidOrder(await started({ ip: `2001:db8:77:1::${i}` })), 201);
    const neighbour = await unpaidOrder(await started({ ip: '2001:db8:77:1:ffff:ffff:ffff:1' }));
    expect(neighbour.status).toBe(429);
    expect(neighbour.headers.get('retry-after')).not.toBeNull();
    expectContract('placeOrder', await unpaidOrder(await started({ ip: '2001:db8:77:2::1' })), 201);
  });

  it('throttles card orders per session apart from the orders paid later, with 429 and Retry-After', async () => {
    const [product] = await fixtures.plain(api, 8);
    const order = async (client: Client, payment: string) => {
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client, { payment });
      return placeOrder(client);
    };
    const shopper = await started({ ip: '192.0.2.77' });
    for (let i = 0; i < CARD_ORDER_LIMITS.session.max; i++) expectContract('placeOrder', await order(shopper, 'card_online'), 201);
    const refused = await order(shopper, 'card_online');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(expectError(refused, 429).message).toMatch(/^Rövid idő alatt több rendelést adott le/);
    // The same session may still order to pay by transfer: that limit is counted apart.
    expectContract('placeOrder', await order(shopper, 'bank_transfer'), 201);
  });

  it("caps an order at 8 pcs a line with 422 in the shop's words, so a visitor's biggest unpaid order leaves stock for the next shopper", async () => {
    const [product] = await fixtures.plain(api, 10);
    const stock = await stockOf(product!.id);
    const hoarder = await started();
    await addToCart(hoarder, product!.id, 999);
    await readyForCheckout(hoarder, { payment: 'cash_on_delivery' });
    const hu = expectError(await placeOrder(hoarder), 422);
    expect(hu.errors?.products?.[0]).toContain('legfeljebb 8 db');
    hoarder.locale = 'en';
    const en = expectError(await placeOrder(hoarder), 422);
    expect(en.errors?.products?.[0]).toBe(`An order may hold at most 8 pcs of ${product!.title.en}; for more, please ask for a quote.`);
    expect(await stockOf(product!.id)).toBe(stock);
    await hoarder.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 8 });
    expectContract('placeOrder', await placeOrder(hoarder), 201);
    const next = await started();
    await addToCart(next, product!.id, 1);
    await readyForCheckout(next);
    expectContract('placeOrder', await placeOrder(next), 201);
  });

  it('refuses with 409 when the stock ran short, and clamps the cart so the shopper sees why', async () => {
    const [product] = await fixtures.scarce(api);
    const client = await started();
    await addToCart(client, product!.id, product!.stock);
    await readyForCheckout(client);
    await api.db.update(products).set({ stock: 1 }).where(eq(products.id, product!.id));
    const body = expectError(await placeOrder(client), 409);
    expect(body.errors?.[`products.${product!.id}`]).toHaveLength(1);
    const cart = expectContract('cart', await client.get('/api/cart'));
    expect(cart.products[0]).toMatchObject({ quantity: 1, notice: { code: 'quantity_clamped', available: 1 } });
    expect(expectContract('placeOrder', await placeOrder(client), 201).order_hash).toBeTruthy();
    expect(await stockOf(product!.id)).toBe(0);
    await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
  });

  it('never oversells: two shoppers racing for the last pieces get one order', async () => {
    const [product] = await fixtures.scarce(api);
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, product!.id));
    const shoppers = await Promise.all([started(), started()]);
    for (const shopper of shoppers) {
      await addToCart(shopper, product!.id, 2);
      await readyForCheckout(shopper);
    }
    const answers = await Promise.all(shoppers.map((shopper) => placeOrder(shopper)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await stockOf(product!.id)).toBe(0);
    await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
  });
});

describe('Idempotency-Key', () => {
  it('answers a replay with the same order and changes nothing', async () => {
    const [product] = await fixtures.plain(api, 3);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const first = expectContract('placeOrder', await placeOrder(client, { key: 'order-1' }), 201);
    const stock = await stockOf(product!.id);
    const replay = await placeOrder(client, { key: 'order-1' });
    expect(expectContract('placeOrder', replay, 201)).toEqual(first);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await stockOf(product!.id)).toBe(stock);
  });

  it('refuses the same key with a different body with 422', async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    expectContract('placeOrder', await placeOrder(client, { key: 'order-2' }), 201);
    const body = expectError(await placeOrder(client, { key: 'order-2', body: { comment: 'Kérem, csengessenek.' } }), 422);
    expect(body.errors?.idempotency_key).toHaveLength(1);
  });

  it('turns a concurrent double submit into one order', async () => {
    const [product] = await fixtures.plain(api, 3);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const stock = await stockOf(product!.id);
    const answers = await Promise.all([placeOrder(client, { key: 'double' }), placeOrder(client, { key: 'double' }), placeOrder(client, { key: 'double' })]);
    const hashes = answers.map((answer) => expectContract<{ order_hash: string }>('placeOrder', answer, 201).order_hash);
    expect(new Set(hashes).size).toBe(1);
    expect(await stockOf(product!.id)).toBe(stock - 1);
  });

  it('keeps keys apart per session', async () => {
    const [product] = await fixtures.plain(api);
    const hashes: string[] = [];
    for (const client of [await started(), await started()]) {
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client);
      hashes.push(expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client, { key: 'shared-key' }), 201).order_hash);
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('refuses a malformed key with 422', async () => {
    const client = await started();
    expectError(await placeOrder(client, { key: 'ékezetes kulcs' }), 422);
  });
});

describe('offers', () => {
  it('sends the cart as a quote request without touching the stock', async () => {
    const [product] = await fixtures.scarce(api);
    const client = await started();
    const stock = await stockOf(product!.id);
    await addToCart(client, product!.id, product!.stock);
    await client.put('/api/cart/customer', customer({ email: 'ajanlat@example.hu' }));
    const placed = expectContract(
      'placeOffer',
      await client.post('/api/cart/offer', orderBody({ comment: 'Nagyobb tétel érdekel.' }), { headers: { 'Idempotency-Key': 'offer-1' } }),
      201,
    );
    const replay = expectContract(
      'placeOffer',
      await client.post('/api/cart/offer', orderBody({ comment: 'Nagyobb tétel érdekel.' }), { headers: { 'Idempotency-Key': 'offer-1' } }),
      201,
    );
    expect(replay).toEqual(placed);
    expect(await stockOf(product!.id)).toBe(stock);
    const offer = expectContract('offer', await client.get(`/api/offers/${placed.offer_hash}`));
    expect(offer).toMatchObject({ status: 'requested', comment: 'Nagyobb tétel érdekel.' });
    expect(offer.items[0].quantity).toBe(product!.stock);
    expect(new Date(offer.valid_until).getTime()).toBeGreaterThan(Date.now());
    const [offerMail] = await mailsTo(client, 'ajanlat@example.hu');
    expect(offerMail!.subject).toMatch(/ajánlat/i);
    expect(offerMail!.links).toContain(`${ORIGIN}/hu/checkout/offer/${placed.offer_hash}`);
    expect(expectContract('cart', await client.get('/api/cart')).products).toEqual([]);
  });

  it("shows a limited coupon's saving on a quote request but uses none of it", async () => {
    const coupon = await fixtures.coupon(api, 'OTTHON10');
    await api.db
      .update(coupons)
      .set({ maxUses: coupon.usedCount + 1 })
      .where(eq(coupons.id, coupon.id));
    try {
      const [product] = await fixtures.plain(api);
      for (let i = 0; i < 3; i++) {
        const client = await started();
        await addToCart(client, product!.id, 1);
        await client.put('/api/cart/customer', customer({ email: 'ajanlat@example.hu' }));
        const cart = expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'OTTHON10' }));
        expect(cart.summary.cart_discount_gross).toBeGreaterThan(0);
        expectContract('placeOffer', await client.post('/api/cart/offer', orderBody()), 201);
      }
      expect((await fixtures.coupon(api, 'OTTHON10')).usedCount).toBe(coupon.usedCount);
      const buyer = await started();
      await addToCart(buyer, product!.id, 1);
      await readyForCheckout(buyer);
      expectContract('addCoupon', await buyer.post('/api/cart/coupon', { code: 'OTTHON10' }));
      expectContract('placeOrder', await placeOrder(buyer), 201);
      expect((await fixtures.coupon(api, 'OTTHON10')).usedCount).toBe(coupon.usedCount + 1);
    } finally {
      await api.db.update(coupons).set({ maxUses: null }).where(eq(coupons.id, coupon.id));
    }
  });
});

describe('the order page', () => {
  it('answers 404 for an unknown hash and for one that is not a hash', async () => {
    const client = new Client(api);
    expectError(await client.get(`/api/orders/${'Z'.repeat(32)}`), 404);
    expectError(await client.get('/api/orders/1'), 404);
  });

  it("shows item names and the delivery in the request's language", async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const { order_hash } = expectContract('placeOrder', await placeOrder(client), 201);
    const hu = expectContract('order', await client.get(`/api/orders/${order_hash}`));
    client.locale = 'en';
    const en = expectContract('order', await client.get(`/api/orders/${order_hash}`));
    expect(hu.items[0].name).toBe(product!.title.hu);
    expect(en.items[0].name).toBe(product!.title.en);
    expect(en.delivery.title).not.toBe(hu.delivery.title);
    expect(en.summary).toEqual(hu.summary);
  });

  it('keeps the currency the order was placed in', async () => {
    const [product] = await fixtures.plain(api);
    const client = await started({ currency: 'EUR' });
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const { order_hash } = expectContract('placeOrder', await placeOrder(client), 201);
    client.currency = 'HUF';
    const order = expectContract('order', await client.get(`/api/orders/${order_hash}`));
    expect(order.currency).toBe('EUR');
    expect(order.summary.total_items_amount_gross).toBeLessThan(product!.priceGrossHuf);
  });
});
