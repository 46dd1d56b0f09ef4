import { asc, eq, gt } from 'drizzle-orm';
import { createTranslator, type MessageKey, messages, netFromGross } from 'otthon/core';
import { priceCartLine } from 'otthon/msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, products, users } from '../src/db/schema.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type ClientOptions } from './support/client.js';
import { addToCart, customer, DEMO_PASSWORD, fixtures, loginDemo, pickProducts, placeOrder, readyForCheckout, registerAndActivate } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = (options?: ClientOptions) => new Client(api, options).start();
/** Gross forints of a net amount: net × 127 / 100, rounded half up (exact for whole forints). */
const specText = (locale: 'hu' | 'en', key: MessageKey) => createTranslator(locale, {}, messages[locale])(key);

describe('cart lines', () => {
  it("clamps the quantity to the stock and says so in the shopper's language", async () => {
    const [product] = await fixtures.scarce(api);
    const client = await started();
    const cart = await addToCart(client, product!.id, product!.stock + 3);
    expect(cart.products[0]).toMatchObject({ quantity: product!.stock, notice: { code: 'quantity_clamped', available: product!.stock } });
    expect(cart.products[0].notice.message).toContain(`${product!.stock} db`);
    client.locale = 'en';
    const english = expectContract('cart', await client.get('/api/cart'));
    expect(english.products[0].notice.message).toContain(`Only ${product!.stock} pcs`);
  });

  it('adds to an existing line and clamps the sum', async () => {
    const [product] = await fixtures.scarce(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    const cart = await addToCart(client, product!.id, product!.stock);
    expect(cart.products[0].quantity).toBe(product!.stock);
    expect(cart.products[0].notice.code).toBe('quantity_clamped');
  });

  it('refuses a product that is out of stock with 409', async () => {
    const [product] = await fixtures.outOfStock(api);
    const client = await started();
    const body = expectError(await client.post('/api/cart/product', { product_id: product!.id, quantity: 1 }), 409);
    expect(body.errors?.product_id).toHaveLength(1);
  });

  it('shows a line whose stock ran out with an out_of_stock notice and leaves it out of the totals', async () => {
    const [product, other] = await fixtures.plain(api, 3, 2);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await addToCart(client, other!.id, 1);
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, product!.id));
    const cart = expectContract('cart', await client.get('/api/cart'));
    await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
    const line = cart.products.find((p: { id: number }) => p.id === product!.id);
    expect(line.notice.code).toBe('out_of_stock');
    expect(cart.summary.total_quantity).toBe(1);
    expect(cart.summary.total_items_amount_gross).toBe(other!.priceGrossHuf);
  });

  it('refuses a quantity for a product whose stock ran out with 409, and keeps its line as it was', async () => {
    const [product] = await fixtures.plain(api, 3);
    const client = await started();
    await addToCart(client, product!.id, 1);
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, product!.id));
    try {
      const body = expectError(await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 2 }), 409);
      expect(body.errors?.quantity).toEqual([body.message]);
      const cart = expectContract('cart', await client.get('/api/cart'));
      expect(cart.products.map((line: { id: number; quantity: number }) => [line.id, line.quantity])).toEqual([[product!.id, 1]]);
    } finally {
      await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
    }
  });

  it('sets a quantity, and 0 removes the line (requirements §4)', async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    await addToCart(client, product!.id, 1);
    const set = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 2 }));
    expect(set.products[0].quantity).toBe(2);
    const removed = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 0 }));
    expect(removed.products).toEqual([]);
  });

  it('grows the revision with every change and keeps it when nothing changes', async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    const first = await addToCart(client, product!.id, 1);
    const second = await addToCart(client, product!.id, 1);
    expect(second.revision).toBeGreaterThan(first.revision);
    const same = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 2 }));
    expect(same.revision).toBe(second.revision);
  });

  it('refuses a body whose product differs from the address with 422', async () => {
    const [product, other] = await fixtures.plain(api, 3, 2);
    const client = await started();
    const body = expectError(await client.put(`/api/cart/product/${product!.id}`, { product_id: other!.id, quantity: 1 }), 422);
    expect(body.errors?.product_id).toBeDefined();
  });

  it('takes the product from the address alone: product_id in the body is optional', async () => {
    const [product] = await fixtures.plain(api, 3);
    const client = await started();
    await addToCart(client, product!.id, 1);
    const set = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { quantity: 3 }));
    expect(set.products.find((line: { product: { id: number } }) => line.product.id === product!.id)?.quantity).toBe(3);
  });

  it('lists similar products that are not in the cart', async () => {
    const [product] = await fixtures.plain(api);
    const client = await started();
    const cart = await addToCart(client, product!.id, 1);
    expect(cart.similar_products.length).toBeGreaterThan(0);
    expect(cart.similar_products.map((p: { id: number }) => p.id)).not.toContain(product!.id);
  });

  it("lists the lines' similar products in stock, at most eight, none in the cart, none of a line's model, no model twice", async () => {
    const rows = await api.db.select().from(products).where(gt(products.stock, 3)).orderBy(asc(products.id));
    const inCart = [rows[0]!.id, rows[1]!.id, rows[2]!.id];
    const client = await started();
    for (const id of inCart) await addToCart(client, id, 1);
    const all = await api.db.select().from(products);
    const byId = new Map(all.map((row) => [row.id, row]));
    const modelOf = (id: number) => byId.get(id)!.variantGroup ?? `product-${id}`;
    const cart = expectContract('cart', await client.get('/api/cart'));
    const similar: number[] = cart.similar_products.map((p: { id: number }) => p.id);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(8);
    expect(similar.filter((id) => inCart.includes(id))).toEqual([]);
    expect(similar.every((id) => byId.get(id)!.stock > 0)).toBe(true);
    const models = similar.map(modelOf);
    expect(new Set(models).size).toBe(models.length);
    expect(models.filter((model) => inCart.map(modelOf).includes(model))).toEqual([]);
  });
});

describe('prices and tiers (requirements §5)', () => {
  it('prices each line by the tier whose range holds the quantity, and the top tier above the highest', async () => {
    const [product] = await fixtures.withTiers(api);
    const tiers = product!.tiers;
    const client = await started();
    const unitAt = async (quantity: number) => {
      const cart = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity }));
      return cart.products[0];
    };
    const base = product!.priceGrossHuf;
    const below = await unitAt(tiers[0]!.quantity - 1 || 1);
    if (tiers[0]!.quantity > 1) expect(below.price_gross).toBe(base);
    for (const tier of tiers) {
      const line = await unitAt(tier.quantity);
      const expected = tier.price_gross_huf!;
      expect(line.price_gross).toBe(expected);
      expect(line.total_gross).toBe(expected * tier.quantity);
      expect(line.price_original_gross).toBe(product!.priceOriginalGrossHuf ?? base);
    }
    const top = tiers.at(-1)!;
    const above = await unitAt(top.quantity + 7);
    expect(above.price_gross).toBe(top.price_gross_huf);
  });

  it("prices every line as the mock shop's tier arithmetic does, in every currency (requirements §5)", async () => {
    const [product] = await fixtures.withTiers(api);
    const quantities = new Set([1]);
    for (const tier of product!.tiers) {
      for (const q of [tier.quantity - 1, tier.quantity, tier.quantity_to ?? tier.quantity + 3, (tier.quantity_to ?? tier.quantity) + 1])
        if (q >= 1 && q <= product!.stock) quantities.add(q);
    }
    for (const currency of ['HUF', 'EUR', 'USD'] as const) {
      const client = await started({ currency });
      for (const quantity of quantities) {
        const cart = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity }));
        const line = cart.products[0];
        // The delivery promise is not tier arithmetic: the mock line takes the server's.
        const { notice: _notice, ...mock } = priceCartLine(line.product, quantity, currency, null, line.delivery_window);
        const { notice: _serverNotice, ...server } = line;
        expect(server, `${currency} × ${quantity}`).toEqual(mock);
      }
    }
  });

  it('shows a sale item with its original price and counts the saving', async () => {
    const [product] = await fixtures.onSale(api);
    const client = await started();
    const cart = await addToCart(client, product!.id, 1);
    const line = cart.products[0];
    expect(line.price_original_gross).toBe(product!.priceOriginalGrossHuf);
    expect(line.product.discount_percent).toBeGreaterThan(0);
    expect(cart.summary.total_saving_gross).toBe(line.price_original_gross - line.price_gross);
    expect(cart.summary.total_discount_amount_gross).toBe(cart.summary.total_saving_gross);
  });

  it('computes the summary: items, delivery fee, total, quantity, profit', async () => {
    const [a, b] = await fixtures.plain(api, 3, 2);
    const client = await started();
    await addToCart(client, a!.id, 2);
    await addToCart(client, b!.id, 1);
    const home = await fixtures.delivery(api, 'home_delivery');
    const cart = expectContract('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: home.id }));
    const items = a!.priceGrossHuf * 2 + b!.priceGrossHuf;
    const itemsNet = a!.priceNetHuf * 2 + b!.priceNetHuf;
    const free = items >= 159_900;
    const fee = free ? 0 : home.priceGrossHuf;
    expect(cart.summary).toMatchObject({
      total_items_amount_gross: items,
      total_items_amount_net: itemsNet,
      delivery_price_gross: fee,
      total_amount_gross: items + fee,
      total_quantity: 3,
      total_profit: itemsNet - (a!.costNetHuf * 2 + b!.costNetHuf),
      free_shipping_threshold_gross: 159_900,
      free_shipping_remaining_gross: Math.max(0, 159_900 - items),
      currency: 'HUF',
    });
  });

  it('makes home delivery free from 159 900 Ft gross (requirements §9)', async () => {
    const [product] = await fixtures.plain(api, 5);
    const client = await started();
    const home = await fixtures.delivery(api, 'home_delivery');
    await client.put('/api/cart/method/delivery', { id: home.id });
    const pieces = Math.min(product!.stock, Math.ceil(159_900 / product!.priceGrossHuf));
    const cart = await addToCart(client, product!.id, pieces);
    const items = cart.summary.total_items_amount_gross;
    if (items >= 159_900) {
      expect(cart.summary.delivery_price_gross).toBe(0);
      expect(cart.summary.free_shipping_remaining_gross).toBe(0);
      expect(cart.delivery_methods.find((m: { id: number }) => m.id === home.id).price_gross).toBe(0);
    } else {
      expect(cart.summary.delivery_price_gross).toBe(home.priceGrossHuf);
    }
    const small = await started();
    await small.put('/api/cart/method/delivery', { id: home.id });
    const [cheap] = await pickProducts(api, gt(products.stock, 0), 1, asc(products.priceGrossHuf));
    const smallCart = await addToCart(small, cheap!.id, 1);
    expect(smallCart.summary.delivery_price_gross).toBe(home.priceGrossHuf);
    expect(smallCart.summary.free_shipping_remaining_gross).toBe(159_900 - smallCart.summary.total_items_amount_gross);
  });

  it("answers every price in the currency of Currency-Id, converted at the shop's rate", async () => {
    const [product] = await fixtures.plain(api);
    const client = await started({ currency: 'EUR' });
    const cart = await addToCart(client, product!.id, 1);
    const [eur] = await api.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    const rate = eur!.rate;
    expect(cart.summary.currency).toBe('EUR');
    expect(cart.products[0].price_gross).toBeCloseTo(product!.priceGrossHuf / rate, 2);
    expect(cart.products[0].price_net).toBe(netFromGross(cart.products[0].price_gross, 'EUR'));
    expect(Math.round(cart.products[0].price_gross * 100) / 100).toBe(cart.products[0].price_gross);
    expect(cart.summary.free_shipping_threshold_gross).toBeCloseTo(159_900 / rate, 2);
    client.currency = 'USD';
    const usd = expectContract('cart', await client.get('/api/cart'));
    expect(usd.summary.currency).toBe('USD');
    expect(usd.products[0].product.prices_by_currencies.HUF.price_gross).toBe(product!.priceGrossHuf);
  });
});

describe('coupons (requirements §5)', () => {
  const withItems = async (amountAtLeast: number) => {
    const [product] = await fixtures.plain(api, 5);
    const client = await started();
    const pieces = Math.min(product!.stock, Math.max(1, Math.ceil(amountAtLeast / product!.priceGrossHuf)));
    const cart = await addToCart(client, product!.id, pieces);
    return { client, cart, product: product! };
  };

  it('takes a percentage off the items', async () => {
    const { client, cart } = await withItems(1);
    const after = expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'otthon10', email: 'vevo@example.hu' }));
    const items = cart.summary.total_items_amount_gross;
    expect(after.coupons[0]).toMatchObject({ code: 'OTTHON10', type: 'percent', value: 10, discount_gross: Math.round(items / 10) });
    expect(after.summary.cart_discount_gross).toBe(Math.round(items / 10));
    expect(after.summary.cart_discount_net).toBe(Math.round(cart.summary.total_items_amount_net / 10));
    expect(after.summary.total_amount_gross).toBe(items - Math.round(items / 10) + after.summary.delivery_price_gross);
    expect(after.summary.total_discount_amount_gross).toBe(after.summary.total_saving_gross + after.summary.cart_discount_gross);
  });

  it('takes a fixed gross amount off once the minimum is reached', async () => {
    const coupon = await fixtures.coupon(api, 'KANAPE5000');
    const small = await started();
    const [cheap] = await fixtures.plain(api);
    if (cheap!.priceGrossHuf < coupon.minOrderGrossHuf!) {
      await addToCart(small, cheap!.id, 1);
      const refused = expectError(await small.post('/api/cart/coupon', { code: 'KANAPE5000', email: 'vevo@example.hu' }), 422);
      expect(refused.errors?.code?.[0]).toContain('20');
    }
    const { client } = await withItems(coupon.minOrderGrossHuf!);
    const after = expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'KANAPE5000', email: 'vevo@example.hu' }));
    expect(after.summary.cart_discount_gross).toBe(5000);
    expect(after.summary.cart_discount_net).toBe(Math.round(5000 / 1.27));
  });

  it("needs an e-mail, and answers the spec's message in both languages (requirements §5, §8)", async () => {
    const { client } = await withItems(1);
    const hu = expectError(await client.post('/api/cart/coupon', { code: 'OTTHON10' }), 422);
    expect(hu.errors?.email).toEqual([specText('hu', 'checkout.errors.couponEmailRequired')]);
    expect(hu.message).toBe(specText('hu', 'checkout.errors.couponEmailRequired'));
    client.locale = 'en';
    const en = expectError(await client.post('/api/cart/coupon', { code: 'OTTHON10' }), 422);
    expect(en.errors?.email).toEqual(['To verify the code, please provide your email address during the checkout process or log in!']);
  });

  it('takes the e-mail from the checkout data or the logged-in customer', async () => {
    const { client } = await withItems(1);
    await client.put('/api/cart/customer', customer());
    expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'OTTHON10' }));
    const member = await started();
    await loginDemo(member);
    const [product] = await fixtures.plain(api);
    await addToCart(member, product!.id, 1);
    expectContract('addCoupon', await member.post('/api/cart/coupon', { code: 'OTTHON10' }));
  });

  it('honours a code issued to one address only for the logged-in customer with that address', async () => {
    const coupon = await fixtures.coupon(api, 'VIP-ANNA');
    const { client: guest } = await withItems(1);
    // An address typed at checkout proves nothing: a guest is asked to log in, in either language.
    const typed = expectError(await guest.post('/api/cart/coupon', { code: 'VIP-ANNA', email: coupon.email! }), 422);
    expect(typed.errors?.code).toEqual(['Ez a kupon egy vásárlói fiókhoz tartozik. Kérjük, jelentkezzen be azzal az e-mail-címmel, amelyre kiállították.']);
    guest.locale = 'en';
    const english = expectError(await guest.post('/api/cart/coupon', { code: 'VIP-ANNA', email: coupon.email! }), 422);
    expect(english.errors?.code).toEqual(['This coupon belongs to a customer account. Please log in with the e-mail address it was issued to.']);

    const other = await started();
    await loginDemo(other);
    const mismatch = expectError(await other.post('/api/cart/coupon', { code: 'VIP-ANNA', email: coupon.email! }), 422);
    expect(mismatch.errors?.code).toEqual(['Ez a kupon egy másik e-mail-címhez tartozik.']);

    const anna = await started();
    await registerAndActivate(anna, coupon.email!, 'Anna-Jelszava-1');
    expectContract('login', await anna.post('/api/auth/login', { email: coupon.email!, password: 'Anna-Jelszava-1' }));
    const [product] = await fixtures.plain(api);
    await addToCart(anna, product!.id, 1);
    const cart = expectContract('addCoupon', await anna.post('/api/cart/coupon', { code: 'VIP-ANNA' }));
    expect(cart.coupons[0].value).toBe(coupon.value);

    // Checked again when ordering: once the account's address is another, the order is refused.
    await readyForCheckout(anna, { email: coupon.email! });
    await api.db.update(users).set({ email: 'anna.uj@example.hu' }).where(eq(users.email, coupon.email!));
    const refused = expectError(await placeOrder(anna), 422);
    expect(refused.errors?.coupon).toEqual(['Ez a kupon egy másik e-mail-címhez tartozik.']);
  });

  it('refuses expired, used-up and unknown codes', async () => {
    const { client } = await withItems(1);
    for (const code of ['NYAR2025', 'TAVASZ20', 'NINCS-ILYEN']) {
      const body = expectError(await client.post('/api/cart/coupon', { code, email: 'vevo@example.hu' }), 422);
      expect(body.errors?.code).toHaveLength(1);
    }
  });

  it('keeps one coupon per cart: a new code replaces the old', async () => {
    const { client } = await withItems(300_000);
    await client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' });
    const cart = expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'KANAPE5000', email: 'vevo@example.hu' }));
    expect(cart.coupons.map((c: { code: string }) => c.code)).toEqual(['KANAPE5000']);
  });
});

describe('delivery and payment methods (requirements §4)', () => {
  it('offers only delivery methods that can take every product', async () => {
    const [heavy] = await fixtures.heavy(api);
    const client = await started();
    const cart = await addToCart(client, heavy!.id, 1);
    const locker = await fixtures.delivery(api, 'parcel_locker');
    expect(cart.delivery_methods.map((m: { code: string }) => m.code)).not.toContain('parcel_locker');
    expectError(await client.put('/api/cart/method/delivery', { id: locker.id }), 422);
  });

  it('refuses a payment method the delivery method does not allow, and clears one on switching', async () => {
    const [light] = await fixtures.light(api);
    const client = await started();
    await addToCart(client, light!.id, 1);
    const locker = await fixtures.delivery(api, 'parcel_locker');
    const home = await fixtures.delivery(api, 'home_delivery');
    const cash = await fixtures.payment(api, 'cash_on_delivery');
    expect(locker.paymentIds).not.toContain(cash.id);
    await client.put('/api/cart/method/delivery', { id: locker.id });
    expectError(await client.put('/api/cart/method/payment', { id: cash.id }), 422);
    await client.put('/api/cart/method/delivery', { id: home.id });
    expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: cash.id }));
    const switched = expectContract('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: locker.id }));
    expect(switched.payment_method).toBeNull();
  });
});

describe('customer data (requirements §5)', () => {
  it('copies the billing address into the shipping address when they are the same', async () => {
    const client = await started();
    const cart = expectContract('updateCustomer', await client.put('/api/cart/customer', customer()));
    expect(cart.customer_data.delivery_data).toEqual({
      name: 'Kovács Anna',
      country_id: 1,
      zipcode: '1138',
      city: 'Budapest',
      address: 'Váci út 1.',
    });
  });

  it('needs a valid tax number for a company (its name falls back to `name`), and a shipping address otherwise', async () => {
    const client = await started();
    const company = customer({ invoice_data: { ...customer().invoice_data, is_company: true } });
    const body = expectError(await client.put('/api/cart/customer', company), 422);
    expect(Object.keys(body.errors!)).toEqual(['invoice_data.tax_number']);
    expect(body.errors!['invoice_data.tax_number']).toEqual(['Adjon meg érvényes adószámot.']);
    const separate = expectError(await client.put('/api/cart/customer', customer({ is_delivery_same_as_invoice: false })), 422);
    expect(separate.errors?.delivery_data).toEqual(['A szállítási cím megadása kötelező.']);
  });

  it('refuses an unknown country', async () => {
    const client = await started();
    const body = expectError(await client.put('/api/cart/customer', customer({ invoice_data: { ...customer().invoice_data, country_id: 9999 } })), 422);
    expect(body.errors?.['invoice_data.country_id']).toBeDefined();
  });
});

describe('login merge (requirements §6)', () => {
  it("adds the visitor's lines to the customer's cart, summing and clamping, and unites the favourites", async () => {
    const [scarce] = await fixtures.scarce(api);
    const [plain] = await fixtures.plain(api);
    const user = await fixtures.demoUser(api);
    const member = await started();
    await loginDemo(member);
    await addToCart(member, scarce!.id, scarce!.stock - 1);
    const before = expectContract('cart', await member.get('/api/cart'));
    const favouritesBefore = expectContract('favourites', await member.get('/api/favourites'));

    const visitor = await started();
    await addToCart(visitor, scarce!.id, 2);
    await addToCart(visitor, plain!.id, 1);
    await visitor.post(`/api/favourites/${plain!.id}`);
    const visitorCart = expectContract('cart', await visitor.get('/api/cart'));
    expectContract('login', await visitor.post('/api/auth/login', { email: user.email, password: DEMO_PASSWORD }));

    const merged = expectContract('cart', await visitor.get('/api/cart'));
    const quantities = Object.fromEntries(merged.products.map((line: { id: number; quantity: number }) => [line.id, line.quantity]));
    expect(quantities[scarce!.id]).toBe(scarce!.stock);
    const had = before.products.find((line: { id: number }) => line.id === plain!.id)?.quantity ?? 0;
    expect(quantities[plain!.id]).toBe(Math.min(had + 1, plain!.stock));
    expect(merged.revision).toBeGreaterThan(Math.max(before.revision, visitorCart.revision));
    const favourites = expectContract('favourites', await visitor.get('/api/favourites')).map((p: { id: number }) => p.id);
    expect(favourites).toEqual(expect.arrayContaining([...favouritesBefore.map((p: { id: number }) => p.id), plain!.id]));
    expect(new Set(favourites).size).toBe(favourites.length);
    // The customer's other session sees the same cart.
    expect(expectContract('cart', await member.get('/api/cart')).products).toEqual(merged.products);
  });
});
