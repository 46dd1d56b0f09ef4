// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyCode, Locale } from '../domain/constants.js';
import { ApiError } from '../api/api-error.js';
import { createApiClient } from '../api/client.js';
import { createShopApi, type ShopApi } from '../api/shop-api.js';
import huMessages from '../i18n/messages/hu.json';
import { allHandlers, type MockHandlerOptions } from './handlers.js';
import { createMockShop, DEMO_CUSTOMER, DEMO_ORDER_HASHES, type MockShop, type MockShopOptions } from './shop.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let shop: MockShop;
function open(options: MockShopOptions = {}, handlerOptions: MockHandlerOptions = {}): MockShop {
  shop = createMockShop(options);
  server.resetHandlers(...allHandlers(shop, handlerOptions));
  return shop;
}
beforeEach(() => {
  open();
});

function client(locale: Locale = 'hu', currency: CurrencyCode = 'HUF'): ShopApi {
  return createShopApi(createApiClient({ origin: ORIGIN, cookie: '', locale, defaultCurrency: currency }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const resultUrl = `${ORIGIN}/en/checkout/result`;
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
const consents = { transaction_result_url: resultUrl, accept_privacy: true as const, accept_terms: true as const };

async function readyForCheckout(api: ShopApi, payment = 1) {
  await api.addCartProduct({ product_id: 9, quantity: 2 });
  await api.updateCustomer(customer);
  await api.setDeliveryMethod(2);
  await api.setPaymentMethod(payment);
}

describe('the mock cart', () => {
  it('opens with the given cart as the logged-in customer’s, unchanged (revision 0)', () => {
    const opened = open({ cart: [{ product_id: 9, quantity: 2 }], loggedIn: true });
    const cart = opened.cart();
    expect([cart.revision, cart.products.map((line) => [line.id, line.quantity])]).toEqual([0, [[9, 2]]]);
    expect(opened.user()?.email).toBe(DEMO_CUSTOMER.email);
  });

  it('keeps a customer’s cart for the next login and merges the visitor’s into it', async () => {
    const api = client('en');
    const opened = open({ cart: [{ product_id: 9, quantity: 1 }], loggedIn: true });
    opened.logOut();
    expect(opened.cart().products).toEqual([]);
    await api.addCartProduct({ product_id: 9, quantity: 2 });
    await api.addCartProduct({ product_id: 20, quantity: 1 });
    opened.logIn();
    expect(opened.cart().products.map((line) => [line.id, line.quantity])).toEqual([
      [9, 3],
      [20, 1],
    ]);
  });

  it('clamps the quantity to the stock and says so on the line, in the request language', async () => {
    const cart = await client('en').addCartProduct({ product_id: 2, quantity: 5 });
    expect(cart.products[0]).toMatchObject({ id: 2, quantity: 2 });
    expect(cart.products[0]?.notice).toEqual({
      code: 'quantity_clamped',
      available: 2,
      message: 'Only 2 pcs are in stock, so the quantity was set to 2.',
    });
    const again = await client('hu').setCartProduct(2, 7);
    expect(again.products[0]?.quantity).toBe(2);
    expect(again.products[0]?.notice?.message).toBe('Csak 2 db van készleten, ezért a mennyiséget 2 db-ra állítottuk.');
  });

  it('refuses to add a product that is out of stock with 409', async () => {
    const error = await failure(client('en').addCartProduct({ product_id: 3, quantity: 1 }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This product is out of stock.');
    expect(shop.cart().products).toEqual([]);
  });

  it('flags lines when the stock drops under them', async () => {
    const api = client('en');
    await api.addCartProduct({ product_id: 17, quantity: 10 });
    shop.setStock(17, 6);
    const cart = await api.cart();
    expect(cart.products[0]).toMatchObject({ quantity: 6, notice: { code: 'quantity_clamped', available: 6 } });
    shop.setStock(17, 0);
    expect((await api.cart()).products[0]?.notice).toMatchObject({
      code: 'out_of_stock',
      message: 'This product has run out of stock; remove it to place your order.',
    });
  });

  it('removes the line when the quantity is set to 0 (requirements §4)', async () => {
    const api = client();
    await api.addCartProduct({ product_id: 9, quantity: 1 });
    await api.addCartProduct({ product_id: 12, quantity: 1 });
    const cart = await api.setCartProduct(9, 0);
    expect(cart.products.map((line) => line.id)).toEqual([12]);
  });

  it('grows the revision with every change, so a client can ignore older answers', async () => {
    const api = client();
    const revisions = [
      (await api.cart()).revision,
      (await api.addCartProduct({ product_id: 9, quantity: 1 })).revision,
      (await api.setCartProduct(9, 3)).revision,
      (await api.setDeliveryMethod(2)).revision,
      (await api.cart()).revision,
    ];
    expect(revisions).toEqual([0, 1, 2, 3, 3]);
  });

  it('prices a line by its quantity tier (requirements §5)', async () => {
    const api = client();
    expect((await api.addCartProduct({ product_id: 17, quantity: 3 })).products[0]).toMatchObject({ price_gross: 34_900, total_gross: 104_700 });
    expect((await api.setCartProduct(17, 4)).products[0]).toMatchObject({ price_gross: 32_900, price_original_gross: 34_900, total_gross: 131_600 });
    const top = await api.setCartProduct(17, 20);
    expect(top.products[0]).toMatchObject({ price_gross: 29_900, total_gross: 598_000 });
    expect(top.summary.total_saving_gross).toBe(20 * (34_900 - 29_900));
  });

  it('ships free from 159 900 Ft gross (requirements §9)', async () => {
    const api = client();
    await api.setDeliveryMethod(2);
    const small = await api.addCartProduct({ product_id: 9, quantity: 1 });
    expect(small.summary).toMatchObject({
      delivery_price_gross: 14_990,
      free_shipping_threshold_gross: 159_900,
      free_shipping_remaining_gross: 105_000,
      total_amount_gross: 54_900 + 14_990,
    });
    const big = await api.addCartProduct({ product_id: 1, quantity: 1 });
    expect(big.summary).toMatchObject({ delivery_price_gross: 0, free_shipping_remaining_gross: 0, total_amount_gross: 54_900 + 249_900 });
    expect(big.delivery_methods.find((method) => method.id === 2)?.price_gross).toBe(0);
  });
});

describe('coupons in the mock cart', () => {
  it('need an e-mail address, with the message of requirements §5 in English', async () => {
    const api = client('en');
    await api.addCartProduct({ product_id: 1, quantity: 1 });
    const error = await failure(api.addCoupon({ code: 'OTTHON10' }));
    expect(error.status).toBe(422);
    expect(error.fieldError('email')).toBe('To verify the code, please provide your email address during the checkout process or log in!');
    expect(error.message).toBe('To verify the code, please provide your email address during the checkout process or log in!');
  });

  it('need an e-mail address, with the message in Hungarian for a Hungarian request (requirements §5)', async () => {
    const error = await failure(client('hu').addCoupon({ code: 'OTTHON10' }));
    // The spec's message, word for word as the shop's own Hungarian messages have it.
    expect(error.fieldError('email')).toBe(huMessages['checkout.errors.couponEmailRequired']);
    expect(error.fieldError('email')).toBe('A kód ellenőrzéséhez kérjük, adja meg e-mail-címét a rendelés során, vagy jelentkezzen be!');
  });

  it('take the e-mail from the body, the checkout or the logged-in customer (requirements §5)', async () => {
    const api = client();
    await api.addCartProduct({ product_id: 1, quantity: 1 });
    const withBody = await api.addCoupon({ code: 'otthon10', email: 'vevo@example.hu' });
    expect(withBody.coupons).toMatchObject([{ code: 'OTTHON10', discount_gross: 24_990 }]);
    expect(withBody.summary.cart_discount_gross).toBe(24_990);
    expect(withBody.summary.total_amount_gross).toBe(249_900 - 24_990);

    await api.removeCoupon('OTTHON10');
    await api.updateCustomer(customer);
    expect((await api.addCoupon({ code: 'WELCOME5000' })).summary.cart_discount_gross).toBe(5_000);

    open({ loggedIn: true, cart: [{ product_id: 9, quantity: 1 }] });
    expect((await client().addCoupon({ code: 'OTTHON10' })).coupons).toHaveLength(1);
  });

  it('refuse unknown and expired codes on the code field, and let a second coupon replace the first', async () => {
    const api = client('en');
    await api.updateCustomer(customer);
    expect((await failure(api.addCoupon({ code: 'NOPE' }))).fieldError('code')).toBe('This coupon code is not valid.');
    expect((await failure(api.addCoupon({ code: 'NYAR2024' }))).fieldError('code')).toBe('This coupon has expired.');
    expect((await api.addCoupon({ code: 'OTTHON10' })).coupons.map((coupon) => coupon.code)).toEqual(['OTTHON10']);
    // One coupon per cart, as the reference server keeps it: the new one replaces the old.
    expect((await api.addCoupon({ code: 'WELCOME5000' })).coupons.map((coupon) => coupon.code)).toEqual(['WELCOME5000']);
    expect((await failure(api.removeCoupon('OTTHON10'))).status).toBe(404);
  });

  it('give a coupon issued to one address only to its logged-in account, as the reference server does', async () => {
    const guest = client('en');
    await guest.addCartProduct({ product_id: 1, quantity: 1 });
    // The address typed at checkout proves nothing.
    const typed = await failure(guest.addCoupon({ code: 'VIP-ANNA', email: DEMO_CUSTOMER.email }));
    expect(typed.status).toBe(422);
    expect(typed.fieldError('code')).toBe('This coupon belongs to a customer account. Please log in with the e-mail address it was issued to.');

    await guest.register({
      firstname: 'Péter',
      lastname: 'Szabó',
      email: 'peter@example.hu',
      password: 'hosszu-jelszo',
      password_confirmation: 'hosszu-jelszo',
      accept_privacy: true,
      accept_terms: true,
      bot_token: (await guest.botChallenge()).token,
      activation_url: `${ORIGIN}/en/activate/`,
    });
    await guest.activate({ token: decodeURIComponent(shop.mails('peter@example.hu')[0]!.links[0]!.split('/').at(-1)!) });
    await guest.login({ email: 'peter@example.hu', password: 'hosszu-jelszo' });
    expect((await failure(guest.addCoupon({ code: 'VIP-ANNA' }))).fieldError('code')).toBe('This coupon belongs to another e-mail address.');

    open({ loggedIn: true, cart: [{ product_id: 1, quantity: 1 }] });
    const cart = await client().addCoupon({ code: 'VIP-ANNA' });
    expect(cart.coupons).toMatchObject([{ code: 'VIP-ANNA', discount_gross: 49_980 }]);
  });
});

describe('lockers and pick-up points in the mock shop', () => {
  it('finds points nearest to a postcode, of one carrier when asked (requirements §10.14)', async () => {
    const api = client();
    const all = await api.pickupPoints({ q: '1117' });
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.map((point) => point.distance_km)).toEqual([...all.map((point) => point.distance_km)].sort((a, b) => a! - b!));
    expect(all[0]!.distance_km).toBeLessThan(3);
    const foxpost = await api.pickupPoints({ q: '1117', carrier: 'foxpost' });
    expect(foxpost.length).toBeGreaterThanOrEqual(10);
    expect(new Set(foxpost.map((point) => point.carrier))).toEqual(new Set(['foxpost']));
    expect(await api.pickupPoints({ q: 'nincs-ilyen-település' })).toEqual([]);
  });

  it('keeps the chosen point with the locker method and shows it in the cart and the order (requirements §10.14)', async () => {
    open({ cart: [{ product_id: 20, quantity: 1 }] });
    const api = client('en');
    const [point] = await api.pickupPoints({ q: 'Szentendre', carrier: 'mpl' });
    const cart = await api.setDeliveryMethod(3, point!.id);
    expect(cart.pickup_point).toMatchObject({ id: point!.id, carrier: 'mpl', distance_km: null });
    expect(cart.delivery_methods.find((method) => method.id === 3)).toMatchObject({ needs_pickup_point: true });
    await api.updateCustomer(customer);
    await api.setPaymentMethod(2);
    const placed = await api.placeOrder(consents);
    const order = await api.order(placed.order_hash);
    expect(order.delivery.pickup_point).toMatchObject({ id: point!.id, name: point!.name });
  });

  it('refuses a point that does not exist, and an order without a point (requirements §10.14)', async () => {
    open({ cart: [{ product_id: 20, quantity: 1 }] });
    const api = client('en');
    const unknown = await failure(api.setDeliveryMethod(3, 'foxpost:nincs'));
    expect(unknown.fieldError('pickup_point_id')).toBe('This pick-up point does not exist (any more). Choose another one.');
    await api.setDeliveryMethod(3);
    await api.updateCustomer(customer);
    await api.setPaymentMethod(2);
    const error = await failure(api.placeOrder(consents));
    expect(error.status).toBe(422);
    expect(error.fieldError('pickup_point_id')).toBe('Choose the parcel locker or pick-up point to send your order to.');
  });

  it('offers lockers only to a cart whose every piece fits a carrier, and names those carriers (requirements §10.14)', async () => {
    open({ cart: [{ product_id: 18, quantity: 1 }] });
    const api = client('en');
    // The flat-packed oak chair fits the Foxpost and MPL boxes, not GLS's or Packeta's.
    expect((await api.cart()).delivery_methods.find((method) => method.id === 3)?.pickup_carriers).toEqual(['foxpost', 'mpl']);
    const [gls] = await api.pickupPoints({ q: '1117', carrier: 'gls' });
    expect((await failure(api.setDeliveryMethod(3, gls!.id))).fieldError('pickup_point_id')).toBe(
      'This pick-up point cannot take your order with the chosen delivery method. Choose another one.',
    );
    const sofa = await api.addCartProduct({ product_id: 4, quantity: 1 });
    expect(sofa.delivery_methods.map((method) => method.id)).not.toContain(3);
    expect((await failure(api.setDeliveryMethod(3))).fieldError('id')).toBe('This delivery method cannot take every product in your cart.');
  });
});

describe('home delivery in the mock cart', () => {
  it('prices the floor, assembly and the evening by the package’s price list and adds them to the total', async () => {
    open({ cart: [{ product_id: 1, quantity: 1 }] });
    const api = client('en');
    const before = await api.setDeliveryMethod(2);
    expect(before.products[0]!.assembly).toEqual({ price_net: 1567, price_gross: 1990 });
    const evening = (await api.deliverySlots()).find((slot) => slot.period === 'evening')!;
    const cart = await api.setHomeDelivery({ floor: 2, has_lift: false, assembly: true, slot: { date: evening.date, period: 'evening' } });
    expect(cart.home_delivery).toMatchObject({ carry_in_gross: 3980, assembly_gross: 1990, slot_gross: 3990, total_gross: 9960 });
    expect(cart.summary.total_amount_gross).toBe(before.summary.total_amount_gross + 9960);
    expect((await failure(api.setDeliveryMethod(1).then(() => api.setHomeDelivery({ floor: 1 })))).fieldError('delivery_method')).toBe(
      'Floor, assembly and a delivery time can be chosen with home delivery only.',
    );
  });

  it('holds a slot for each order up to its capacity, then refuses it', async () => {
    open({ cart: [{ product_id: 1, quantity: 1 }] });
    const api = client('en');
    await api.updateCustomer(customer);
    await api.setDeliveryMethod(2);
    await api.setPaymentMethod(1);
    const last = (await api.deliverySlots()).filter((slot) => slot.period === 'evening').at(-1)!;
    const slot = { date: last.date, period: 'evening' as const };
    for (let order = 0; order < 2; order += 1) {
      await api.addCartProduct({ product_id: 1, quantity: 1 });
      await api.setHomeDelivery({ floor: 0, has_lift: false, assembly: false, slot });
      await api.placeOrder(consents);
    }
    await api.addCartProduct({ product_id: 1, quantity: 1 });
    expect((await api.deliverySlots()).find((offered) => offered.date === slot.date && offered.period === 'evening')?.remaining).toBe(0);
    const refused = await failure(api.placeOrder(consents));
    expect(refused.status).toBe(409);
    expect(refused.fieldError('slot')).toBe('This delivery time has just been fully booked. Choose another one.');
    // The slot the cart kept from the orders stays while the other options change; chosen anew it is refused.
    expect((await api.setHomeDelivery({ floor: 1, has_lift: true, assembly: false, slot })).home_delivery?.slot).toEqual(slot);
    await api.setHomeDelivery({ floor: 1, has_lift: true, assembly: false, slot: { date: slot.date, period: 'morning' } });
    expect((await failure(api.setHomeDelivery({ floor: 1, has_lift: false, assembly: false, slot }))).fieldError('slot')).toBe(
      'This delivery time has just been fully booked. Choose another one.',
    );
  });
});

describe('delivery and payment in the mock cart', () => {
  it('allows only the payment methods the delivery method lists (requirements §4)', async () => {
    const api = client('en');
    const cart = await api.setDeliveryMethod(3);
    const locker = cart.delivery_methods.find((method) => method.id === 3)!;
    expect(locker.code).toBe('parcel_locker');
    expect(locker.payment_ids).not.toContain(1);
    const error = await failure(api.setPaymentMethod(1));
    expect(error.status).toBe(422);
    expect(error.fieldError('id')).toBe('This payment method is not available with the chosen delivery method.');
    expect((await api.setPaymentMethod(3)).payment_method).toBe(3);
  });

  it('clears a chosen payment method the new delivery method does not allow (requirements §4)', async () => {
    const api = client();
    await api.setDeliveryMethod(2);
    expect((await api.setPaymentMethod(1)).payment_method).toBe(1);
    expect((await api.setDeliveryMethod(3)).payment_method).toBeNull();
  });

  it('copies the billing address into the shipping address when it is the same (requirements §5)', async () => {
    const cart = await client().updateCustomer(customer);
    expect(cart.customer_data.delivery_data).toEqual({ name: 'Szabó Péter', country_id: 1, zipcode: '6720', city: 'Szeged', address: 'Kárász utca 5.' });
  });

  it('answers 422 with dotted field paths for nested fields', async () => {
    const error = await failure(
      client('en').updateCustomer({ ...customer, invoice_data: { ...customer.invoice_data, is_company: true, company_name: 'Bútor Kft.', tax_number: 'x' } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ 'invoice_data.tax_number': ['Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.'] });
  });

  it('checks a company’s tax number by its check digit, VAT code and region, saying which is wrong in English and Hungarian', async () => {
    const company = (tax_number: string) => ({
      ...customer,
      invoice_data: { ...customer.invoice_data, is_company: true, company_name: 'Bútor Kft.', tax_number },
    });
    const cases = [
      ['12345678-2-41', 'The check digit of the tax number (its 8th digit) is wrong.', 'Az adószám ellenőrző számjegye (a 8. számjegy) hibás.'],
      ['HU12345678', 'The check digit of the tax number (its 8th digit) is wrong.', 'Az adószám ellenőrző számjegye (a 8. számjegy) hibás.'],
      ['12345676-7-41', 'The VAT code of the tax number (its 9th digit) must be 1 to 5.', 'Az adószám áfakódja (a 9. számjegy) csak 1 és 5 között lehet.'],
      ['12345676-2-21', 'The last two digits of the tax number are not a known region code.', 'Az adószám utolsó két számjegye nem érvényes területi kód.'],
      [
        '00000000-1-02',
        'No taxpayer has this number: its first eight digits never begin with 0.',
        'Ilyen adószám nincs: az első nyolc számjegye nem kezdődhet 0-val.',
      ],
      [
        'HU00000000',
        'No taxpayer has this number: its first eight digits never begin with 0.',
        'Ilyen adószám nincs: az első nyolc számjegye nem kezdődhet 0-val.',
      ],
      [
        '1234567-2-41',
        'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.',
        'Adjon meg adószámot 12345676-2-41 formában, vagy közösségi adószámot HU12345676 formában.',
      ],
    ] as const;
    for (const [taxNumber, en, hu] of cases) {
      expect((await failure(client('en').updateCustomer(company(taxNumber)))).fieldErrors, taxNumber).toEqual({ 'invoice_data.tax_number': [en] });
      expect((await failure(client('hu').updateCustomer(company(taxNumber)))).fieldErrors, taxNumber).toEqual({ 'invoice_data.tax_number': [hu] });
    }
    for (const taxNumber of ['12345676-2-41', '10773381-2-44', 'HU12345676']) {
      const cart = await client('en').updateCustomer(company(taxNumber));
      expect(cart.customer_data.invoice_data?.tax_number, taxNumber).toBe(taxNumber);
    }
    // One stored form, as the server keeps it.
    expect((await client('en').updateCustomer(company('hu12345676'))).customer_data.invoice_data?.tax_number).toBe('HU12345676');
    expect((await client('en').updateCustomer(company('12345676241'))).customer_data.invoice_data?.tax_number).toBe('12345676-2-41');
  });

  it('words validation errors in Hungarian for a Hungarian request', async () => {
    const error = await failure(client('hu').updateCustomer({ ...customer, phone: 'nincs' }));
    expect(error.fieldError('phone')).toBe('Adjon meg egy telefonszámot, például: +36 30 123 4567.');
    const missing = await failure(client('hu').addCartProduct({} as never));
    expect(missing.fieldError('product_id')).toBe('A mező kitöltése kötelező.');
  });
});

describe("the spec's bodies in the mock shop (requirements §3, §5, §7)", () => {
  // Invoice data with exactly the spec's fields, and the order call's three fields.
  const specInvoice = { is_company: false, name: 'Szabó Péter', country_id: 1, address: 'Kárász utca 5.', city: 'Szeged', zipcode: '6720', tax_number: '' };
  const specCustomer = { email: 'vevo@example.hu', phone: '+36 30 555 1234', invoice_data: specInvoice, delivery_data: null };
  const specOrder = { transaction_result_url: resultUrl, is_newsletter_subscription: false, comment: 'Csöngessenek.' };

  async function withMethods(api: ShopApi) {
    await api.addCartProduct({ product_id: 9, quantity: 1 });
    await api.setDeliveryMethod(2);
    await api.setPaymentMethod(1);
  }

  it("accepts an individual's invoice data without company_name and keeps no company fields", async () => {
    const cart = await client('en').updateCustomer(specCustomer);
    expect(cart.customer_data.invoice_data).toMatchObject({ is_company: false, name: 'Szabó Péter', company_name: null, tax_number: null });
  });

  it("takes a company's `name` as its company name when company_name is left out, and still needs its tax number", async () => {
    const company = { ...specInvoice, is_company: true, name: 'Bútor Kft.', tax_number: '12345676-2-42' };
    const cart = await client('en').updateCustomer({ ...specCustomer, invoice_data: company });
    expect(cart.customer_data.invoice_data).toMatchObject({ name: 'Bútor Kft.', company_name: 'Bútor Kft.', tax_number: '12345676-2-42' });
    const error = await failure(client('en').updateCustomer({ ...specCustomer, invoice_data: { ...company, tax_number: '' } }));
    expect(error.fieldErrors).toEqual({ 'invoice_data.tax_number': ['Enter a valid tax number.'] });
  });

  it('places the order with the spec body once the consents came with the customer data', async () => {
    const api = client('en');
    await withMethods(api);
    await api.updateCustomer({ ...specCustomer, accept_privacy: true, accept_terms: true });
    const placed = await api.placeOrder(specOrder);
    expect((await api.order(placed.order_hash)).comment).toBe('Csöngessenek.');
  });

  it('answers 422 naming each consent given nowhere, and lets the order give what the customer step left out', async () => {
    const api = client('en');
    await withMethods(api);
    await api.updateCustomer({ ...specCustomer, accept_privacy: true });
    const error = await failure(api.placeOrder(specOrder));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ accept_terms: ['Please accept the terms and conditions.'] });
    const hungarian = await failure(client('hu').placeOffer(specOrder));
    expect(hungarian.fieldErrors).toEqual({ accept_terms: ['Kérjük, fogadja el az általános szerződési feltételeket.'] });
    await api.updateCustomer(specCustomer);
    await expect(api.placeOrder({ ...specOrder, accept_terms: true })).resolves.toHaveProperty('order_hash');
  });
});

describe('placing an order in the mock shop', () => {
  it('needs a payment method, with the message of requirements §5', async () => {
    const api = client('en');
    await api.addCartProduct({ product_id: 9, quantity: 1 });
    await api.updateCustomer(customer);
    await api.setDeliveryMethod(2);
    const error = await failure(api.placeOrder(consents));
    expect(error.status).toBe(422);
    expect(error.fieldError('payment_method')).toBe('To complete your purchase, please choose a payment method.');
  });

  it('needs the privacy policy and the terms accepted (requirements §5)', async () => {
    const api = client('en');
    await readyForCheckout(api);
    const error = await failure(api.placeOrder({ transaction_result_url: resultUrl, accept_privacy: true } as never));
    expect(error.fieldError('accept_terms')).toBe('Please accept the terms and conditions.');
  });

  it('answers 422 naming everything missing for an empty cart, and refuses a return address on another site', async () => {
    const api = client('en');
    const empty = await failure(api.placeOrder(consents));
    expect(empty.status).toBe(422);
    expect(empty.fieldError('products')).toBe('Your cart is empty.');
    expect(empty.fieldError('delivery_method')).toBe('Choose a delivery method.');
    await readyForCheckout(api);
    const foreign = await failure(api.placeOrder({ ...consents, transaction_result_url: 'https://evil.example/steal' }));
    expect(foreign.fieldError('transaction_result_url')).toBe("This address is not on this shop's site.");
  });

  it('places the order, reserves the stock and empties the cart', async () => {
    const api = client();
    await readyForCheckout(api);
    const placed = await api.placeOrder({ ...consents, comment: 'Délután jöjjenek.' });
    expect(placed.redirect_url).toBeNull();
    const order = await api.order(placed.order_hash);
    expect(order).toMatchObject({ currency: 'HUF', comment: 'Délután jöjjenek.', payment: { status: 'not_required' }, partner_lastname: 'Szabó' });
    expect(order.items).toMatchObject([{ product_id: 9, quantity: 2, total_gross: 109_800 }]);
    expect(shop.state.stock.get(9)).toBe(18);
    expect((await api.cart()).products).toEqual([]);
  });

  it('refuses an order whose lines hold more than the stock with 409 naming each short line, as the server does, and lowers the line', async () => {
    const api = client('en');
    await readyForCheckout(api);
    const { title } = await api.product(9);
    // Stock sold elsewhere meanwhile (no notice on the line yet).
    shop.state.stock.set(9, 1);
    const error = await failure(api.placeOrder(consents));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Some products are no longer available in the requested quantity. We have updated your cart.');
    expect(error.fieldErrors).toEqual({ 'products.9': [`Only 1 pcs of ${title} are available.`] });
    expect((await api.cart()).products[0]).toMatchObject({ quantity: 1, notice: { code: 'quantity_clamped', available: 1 } });
  });

  it('honours Idempotency-Key: a replay answers the same order once (field notes)', async () => {
    const api = client();
    await readyForCheckout(api);
    const first = await api.placeOrder(consents, 'checkout-7f3a');
    const replay = await api.placeOrder(consents, 'checkout-7f3a');
    expect(replay).toEqual(first);
    expect(shop.state.orders.size).toBe(Object.keys(DEMO_ORDER_HASHES).length + 1);
    expect(shop.state.stock.get(9)).toBe(18);
    const changed = await failure(api.placeOrder({ ...consents, comment: 'más' }, 'checkout-7f3a'));
    expect(changed.status).toBe(422);
  });

  it('keeps an Idempotency-Key to the session it came in, as the server does: after logging out the key makes a new call', async () => {
    const api = client();
    await readyForCheckout(api);
    const first = await api.placeOrder(consents, 'checkout-shared');
    shop.logOut();
    await readyForCheckout(api);
    const other = await api.placeOrder(consents, 'checkout-shared');
    expect(other.order_hash).not.toBe(first.order_hash);
    expect(shop.state.orders.size).toBe(Object.keys(DEMO_ORDER_HASHES).length + 2);
  });

  it('keeps an Idempotency-Key for a day, as the server does: then the key makes a new call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
      const api = client();
      await readyForCheckout(api);
      const first = await api.placeOrder(consents, 'checkout-day');
      vi.setSystemTime(new Date('2026-12-02T09:00:00Z'));
      await readyForCheckout(api);
      expect(await api.placeOrder(consents, 'checkout-day')).toEqual(first);
      vi.setSystemTime(new Date('2026-12-02T09:00:01Z'));
      const later = await api.placeOrder(consents, 'checkout-day');
      expect(later.order_hash).not.toBe(first.order_hash);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends card payments to the gateway and records its outcome for the result page (requirements §8)', async () => {
    const api = client('en');
    await readyForCheckout(api, 3);
    const placed = await api.placeOrder(consents);
    expect(placed.redirect_url).toMatch(/^http:\/\/shop\.test\/api\/payment\/gateway\/\w+\?lang=en$/);
    expect((await api.order(placed.order_hash)).payment).toMatchObject({ status: 'pending', can_retry: true });

    const page = await fetch(placed.redirect_url!);
    expect(await page.text()).toContain('value="decline"');
    const declined = await fetch(placed.redirect_url!, { method: 'POST', body: new URLSearchParams({ decision: 'decline' }), redirect: 'manual' });
    expect(declined.status).toBe(303);
    // The result page with the order, the attempt and a signature, as the reference server sends it.
    const result = new URL(declined.headers.get('location')!);
    expect(`${result.origin}${result.pathname}`).toBe(resultUrl);
    expect([...result.searchParams.keys()]).toEqual(['order_hash', 'attempt', 'sig']);
    expect(result.searchParams.get('order_hash')).toBe(placed.order_hash);
    // The same decision again (a double click) answers as the first; another one is refused, as on the server.
    const twice = await fetch(placed.redirect_url!, { method: 'POST', body: new URLSearchParams({ decision: 'decline' }), redirect: 'manual' });
    expect(twice.status).toBe(303);
    const other = await fetch(placed.redirect_url!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toBe('This payment has already been processed.');
    const failed = await api.order(placed.order_hash);
    // Not paid: no invoice is due yet.
    expect(failed.invoices).toEqual([]);
    expect(failed.payment).toMatchObject({
      status: 'failed',
      response_code: '05',
      response_message: 'Declined by the card issuer (do not honour)',
      authorization_code: null,
      can_retry: true,
    });

    const again = await api.restartPayment(placed.order_hash, { payment_method: 3, transaction_result_url: resultUrl });
    expect(again.redirect_url).not.toBe(placed.redirect_url);
    expect((await fetch(placed.redirect_url!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' })).status).toBe(409);
    await fetch(again.redirect_url!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    const paid = await api.order(placed.order_hash);
    expect(paid.payment).toMatchObject({ status: 'paid', response_code: '00', attempts: 2, can_retry: false });
    expect(paid.payment.authorization_code).toMatch(/^\d{6}$/);
    // Paid: the sale's invoice is due, once; the mock issues none, so it stays pending.
    expect(paid.invoices).toEqual([{ kind: 'invoice', status: 'pending', number: null, issue_date: null, url: null, proforma: true }]);
  });

  it('mails the order’s confirmation and, once paid, the payment’s, in the order’s language', async () => {
    const api = client('en');
    await readyForCheckout(api, 3);
    const placed = await api.placeOrder(consents);
    const placedMail = shop.mails(customer.email)[0]!;
    expect(placedMail.kind).toBe('order');
    expect(placedMail.text).toContain('we hold the items for you for 10 minutes');
    expect(placedMail.links).toEqual([`http://shop.test/en/orders/${placed.order_hash}`]);
    // Settled by hand (the Hungarian default), then again: one payment mail, in English.
    shop.settlePayment(placed.order_hash, 'paid');
    shop.settlePayment(placed.order_hash, 'paid');
    const paymentMails = shop.mails(customer.email).filter((mail) => mail.kind === 'payment');
    expect(paymentMails).toHaveLength(1);
    expect(paymentMails[0]!.subject).toMatch(/^Payment received for your order OT-\d+$/);
    expect(paymentMails[0]!.text).toContain('Transaction ID: T');
  });

  it('lets an unpaid order be paid again, by a method its delivery allows, and refuses a paid one (requirements §4)', async () => {
    const api = client('en');
    const paid = await failure(api.restartPayment(DEMO_ORDER_HASHES.paid, { payment_method: 3, transaction_result_url: resultUrl }));
    expect(paid.status).toBe(409);
    expect(paid.message).toBe('This order has already been paid.');
    const unknown = await failure(api.restartPayment('x'.repeat(32), { payment_method: 3, transaction_result_url: resultUrl }));
    expect([unknown.status, unknown.message]).toEqual([404, 'This order does not exist.']);
    // A card payment still waiting may switch to another way of paying, as on the server.
    const pending = await api.restartPayment(DEMO_ORDER_HASHES.pending, { payment_method: 1, transaction_result_url: resultUrl });
    expect(pending.redirect_url).toBeNull();
    const cash = await api.restartPayment(DEMO_ORDER_HASHES.failed, { payment_method: 1, transaction_result_url: resultUrl });
    expect(cash.redirect_url).toBeNull();
    expect((await api.order(DEMO_ORDER_HASHES.failed)).payment).toMatchObject({ status: 'not_required', method: { code: 'cash_on_delivery' } });
  });

  it('sends the cart as a quote request without a payment method', async () => {
    const api = client();
    await api.addCartProduct({ product_id: 20, quantity: 12 });
    await api.updateCustomer(customer);
    const { offer_hash } = await api.placeOffer({ ...consents, comment: 'Irodába kellene.' });
    expect(await api.offer(offer_hash)).toMatchObject({ status: 'requested', comment: 'Irodába kellene.', summary: { total_quantity: 12 } });
  });
});

describe('stock held for an unpaid order in the mock shop (requirements 9.4)', () => {
  // Only the clock is faked: msw's own timers keep running.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const minutes = (count: number) => vi.setSystemTime(new Date(Date.now() + count * 60_000));

  it('cancels a card order whose payment does not come within 10 minutes and puts its pieces back', async () => {
    const api = client('en');
    const stock = shop.state.stock.get(9)!;
    await readyForCheckout(api, 3);
    const placed = await api.placeOrder(consents);
    expect(shop.state.stock.get(9)).toBe(stock - 2);
    minutes(9);
    expect((await api.order(placed.order_hash)).status).toBe('new');
    minutes(2);
    const order = await api.order(placed.order_hash);
    expect(order).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled', response_code: null, can_retry: false } });
    expect(order.payment.response_message).toMatch(/did not arrive within 10 minutes/);
    expect(shop.state.stock.get(9)).toBe(stock);
    const again = await failure(api.restartPayment(placed.order_hash, { payment_method: 3, transaction_result_url: resultUrl }));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/did not arrive within 10 minutes/);
    // The gateway's page says the time is over, as the server's does, and leads back to the shop.
    const page = await (await fetch(placed.redirect_url!)).text();
    expect(page).toContain('<h1>The time for this payment is over</h1>');
    expect(page).not.toContain('name="decision"');
    expect(page).toMatch(/<a class="button" href="http:\/\/shop\.test\/en\/checkout\/result\?order_hash=/);
  });

  it('keeps a paid card order, and a cash-on-delivery order, past the 10 minutes', async () => {
    const api = client('en');
    await readyForCheckout(api, 3);
    const card = await api.placeOrder(consents);
    shop.settlePayment(card.order_hash, 'paid');
    await readyForCheckout(api, 1);
    const cash = await api.placeOrder(consents);
    minutes(60 * 24 * 30);
    expect((await api.order(card.order_hash)).status).toBe('processing');
    expect((await api.order(cash.order_hash)).status).toBe('new');
  });

  it('holds a transfer order until the end of the fifth working day after the order’s day', async () => {
    const api = client('hu');
    const stock = shop.state.stock.get(9)!;
    await readyForCheckout(api, 2);
    const placed = await api.placeOrder(consents);
    // Placed on Tuesday 1 December: the fifth working day after it is Tuesday 8 December.
    vi.setSystemTime(new Date('2026-12-08T22:59:00Z'));
    expect((await api.order(placed.order_hash)).status).toBe('new');
    vi.setSystemTime(new Date('2026-12-08T23:00:00Z'));
    const order = await api.order(placed.order_hash);
    expect(order.status).toBe('cancelled');
    expect(order.payment.response_message).toMatch(/Az átutalás nem érkezett meg 5 munkanapon belül/);
    expect(shop.state.stock.get(9)).toBe(stock);
    const again = await failure(api.restartPayment(placed.order_hash, { payment_method: 3, transaction_result_url: resultUrl }));
    expect(again).toMatchObject({ status: 409, message: order.payment.response_message });
  });
});

describe('currency and language of the mock answers', () => {
  it('answers every price in the Currency-Id currency (requirements §7)', async () => {
    const huf = await client('hu', 'HUF').product(1);
    const eur = await client('hu', 'EUR').product(1);
    expect(huf.price_gross).toBe(249_900);
    expect(eur.price_gross).toBe(eur.prices_by_currencies.EUR.price_gross);
    expect(eur.price_gross).toBe(640.77);
    expect(eur.price_original_gross).toBe(768.97);

    const api = client('hu', 'USD');
    await api.setDeliveryMethod(2);
    const cart = await api.addCartProduct({ product_id: 9, quantity: 1 });
    expect(cart.summary).toMatchObject({
      currency: 'USD',
      total_items_amount_gross: 152.5,
      free_shipping_threshold_gross: 444.17,
      delivery_price_gross: 41.64,
    });
    expect((await api.currencies()).find((currency) => currency.code === 'USD')).toMatchObject({ rate: 360, decimals: 2 });
  });

  it('answers texts in the Locale language (requirements §7)', async () => {
    expect((await client('hu').product(1)).title).toBe('Oslo háromszemélyes kanapé');
    expect((await client('en').product(1)).title).toBe('Oslo three-seater sofa');
    expect((await client('en').resolveCategory(['living-room', 'sofas'])).category.title).toBe('Sofas');
    expect((await client('hu').countries())[0]).toEqual({ id: 1, code: 'HU', name: 'Magyarország' });
  });

  it('filters, sorts and pages products with facets (requirements §9)', async () => {
    const api = client();
    const chairs = await api.products({ category: 'etkezo/szekek', sort: 'price_asc', in_stock: true });
    expect(chairs.items.map((item) => item.id)).toEqual([20, 17, 19, 18]);
    // Each facet counts with the other filters only, so the other categories still show their in-stock counts.
    const dining = chairs.facets.categories.find((category) => category.slugs.join('/') === 'etkezo');
    expect(chairs.facets.categories).toContainEqual({ id: 8, parent_id: dining?.id, title: 'Székek', slugs: ['etkezo', 'szekek'], count: 4 });
    const sofas = await api.products({ category: 'nappali/kanapek', in_stock: true, per_page: 1 });
    expect(chairs.facets.categories).toContainEqual({ id: 4, parent_id: 1, title: 'Kanapék', slugs: ['nappali', 'kanapek'], count: sofas.meta.total });
    // A room counts the products of its sub-categories: the tree's counts add up from the leaves.
    const children = chairs.facets.categories.filter((category) => category.parent_id === dining?.id);
    expect(dining?.count).toBe(children.reduce((sum, category) => sum + category.count, 0));
    expect(chairs.facets.categories.every((category) => category.count > 0)).toBe(true);
    expect(chairs.facets.in_stock).toBe(4);
    const sale = await api.products({ sale: true, per_page: 4, page: 2 });
    expect(sale.meta).toMatchObject({ total: 6, current_page: 2, last_page: 2, from: 5, to: 6 });
    expect((await failure(api.products({ category: 'nincs-ilyen' }))).status).toBe(404);
    expect((await failure(api.products({ price_min: 10, price_max: 5 }))).fieldErrors).toHaveProperty('price_min');
  });
});

describe('CSRF in the mock API', () => {
  it('answers 419 without the XSRF header when csrf is on, and the client recovers through the cookie', async () => {
    open({}, { csrf: true });
    const bare = await fetch(`${ORIGIN}/api/cart/product`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id: 9, quantity: 1 }),
    });
    expect(bare.status).toBe(419);
    expect(await bare.json()).toEqual({ message: 'CSRF token mismatch.' });

    const cookie = await fetch(`${ORIGIN}/sanctum/csrf-cookie`);
    expect(cookie.status).toBe(204);
    expect(cookie.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);

    const cart = await client().addCartProduct({ product_id: 9, quantity: 1 });
    expect(cart.products).toHaveLength(1);
  });

  it('lets reads through without the header', async () => {
    open({}, { csrf: true });
    expect((await fetch(`${ORIGIN}/api/cart`)).status).toBe(200);
  });
});

describe('accounts in the mock shop', () => {
  it('needs a login for account calls (401), and logs the demo customer in', async () => {
    const api = client('en');
    expect((await failure(api.account())).status).toBe(401);
    const wrong = await failure(api.login({ email: DEMO_CUSTOMER.email, password: 'nem-jo' }));
    expect(wrong.fieldError('email')).toBe('These credentials do not match our records.');
    const user = await api.login({ ...DEMO_CUSTOMER });
    expect(user).toMatchObject({ email: DEMO_CUSTOMER.email, name: 'Anna Kovács' });
    const account = await api.account();
    expect(account.orders_count).toBe(Object.keys(DEMO_ORDER_HASHES).length);
    expect((await api.accountOrders()).items[0]?.order_hash).toBe(DEMO_ORDER_HASHES.pending);
  });

  it('merges the visitor’s favourites into the account on login, and ends the session on logout', async () => {
    const api = client();
    await api.addFavourite(4);
    await api.addCartProduct({ product_id: 9, quantity: 1 });
    await api.login({ ...DEMO_CUSTOMER });
    expect((await api.favourites()).map((product) => product.id)).toEqual([4]);
    await api.logout();
    expect(await api.user()).toBeNull();
    expect(await api.favourites()).toEqual([]);
    expect((await api.cart()).products).toEqual([]);
    await api.login({ ...DEMO_CUSTOMER });
    expect((await api.favourites()).map((product) => product.id)).toEqual([4]);
  });

  it('throttles logins with 429 after five wrong passwords for an address, until its minute is over', async () => {
    const api = client('en');
    for (let attempt = 0; attempt < 5; attempt += 1) await failure(api.login({ email: DEMO_CUSTOMER.email, password: 'rossz' }));
    const locked = await failure(api.login({ ...DEMO_CUSTOMER }));
    expect(locked.status).toBe(429);
    expect(locked.message).toBe('Too many login attempts. Please try again in 60 seconds.');
    // Another address is not throttled by this one's wrong passwords.
    expect((await failure(api.login({ email: 'senki@example.hu', password: 'rossz' }))).status).toBe(422);
    // The window ends: the counter of the address starts over.
    for (const counter of shop.state.attempts.values()) counter.resetAt = Date.now() - 1;
    expect((await api.login({ ...DEMO_CUSTOMER })).email).toBe(DEMO_CUSTOMER.email);
  });

  it('registers with a bot token, mails an activation link and refuses login until activated', async () => {
    const api = client('en');
    const register = (token: string) =>
      api.register({
        firstname: 'Péter',
        lastname: 'Szabó',
        email: 'peter@example.hu',
        password: 'hosszu-jelszo',
        password_confirmation: 'hosszu-jelszo',
        accept_privacy: true,
        accept_terms: true,
        bot_token: token,
        activation_url: `${ORIGIN}/en/activate/`,
      });
    expect((await failure(register('made-up'))).fieldError('bot_token')).toBe('The bot check failed or expired. Please try again.');
    expect((await register((await api.botChallenge()).token)).message).toBe(
      'We have sent an activation link to peter@example.hu. Open it to activate your account.',
    );
    // Registering the address again answers the same, and mails its owner a notice without a link.
    expect((await register((await api.botChallenge()).token)).message).toBe(
      'We have sent an activation link to peter@example.hu. Open it to activate your account.',
    );
    const [notice, activation] = shop.mails('peter@example.hu');
    expect(notice).toMatchObject({ subject: 'Someone tried to register with your e-mail address', links: [] });

    expect((await failure(api.login({ email: 'peter@example.hu', password: 'hosszu-jelszo' }))).status).toBe(403);
    const link = activation!.links[0]!;
    expect(link.startsWith(`${ORIGIN}/en/activate/`)).toBe(true);
    await api.activate({ token: decodeURIComponent(link.split('/').at(-1)!) });
    expect((await api.login({ email: 'peter@example.hu', password: 'hosszu-jelszo' })).firstname).toBe('Péter');
  });

  it('resets a password with the mailed token, once', async () => {
    const api = client('en');
    const request = await api.requestPasswordReset({ email: DEMO_CUSTOMER.email, result_url: `${ORIGIN}/en/reset-password/` });
    const unknown = await api.requestPasswordReset({ email: 'senki@example.hu', result_url: `${ORIGIN}/en/reset-password/` });
    expect(unknown.message).toBe(request.message);
    const token = decodeURIComponent(shop.mails(DEMO_CUSTOMER.email)[0]!.links[0]!.split('/').at(-1)!);
    await api.resetPassword(token, { password: 'uj-jelszo-2025', password_confirmation: 'uj-jelszo-2025' });
    expect((await failure(api.resetPassword(token, { password: 'uj-jelszo-2026', password_confirmation: 'uj-jelszo-2026' }))).status).toBe(404);
    expect((await api.login({ email: DEMO_CUSTOMER.email, password: 'uj-jelszo-2025' })).id).toBe(1);
  });
});

describe('createMockShop options', () => {
  it('opens with the given cart, favourites, login and stock, and reset() returns there', async () => {
    open({ cart: [{ product_id: 17, quantity: 4 }], favourites: [2], loggedIn: true, stock: { 17: 3 }, coupons: ['OTTHON10'] });
    const api = client();
    const cart = await api.cart();
    expect(cart.products[0]).toMatchObject({ id: 17, quantity: 3, notice: { code: 'quantity_clamped' } });
    expect(cart.coupons.map((coupon) => coupon.code)).toEqual(['OTTHON10']);
    expect((await api.user())?.email).toBe(DEMO_CUSTOMER.email);
    expect((await api.favourites()).map((product) => product.id)).toEqual([2]);
    await api.setCartProduct(17, 0);
    shop.reset();
    expect((await api.cart()).products).toHaveLength(1);
  });
});

describe('the mock colour variants', () => {
  it('lists every colour of a model on its page, each with its own price, stock, picture and link', async () => {
    open({ stock: { 25: 2 } });
    const sofa = await client('en').product(25);
    expect(sofa.variants.map((variant) => [variant.id, variant.colour?.slug, variant.quantity, variant.price_gross])).toEqual([
      [4, 'emerald-green', 12, 279_900],
      [25, 'navy-blue', 2, 289_900],
      [26, 'mustard-yellow', 0, 279_900],
    ]);
    expect(sofa.variants[2]?.link).toEqual({ slug: 'siena-velvet-sofa-mustard-yellow', main_category_id: 4, category_slugs: ['living-room', 'sofas'] });
    expect(new Set(sofa.variants.map((variant) => variant.image?.src)).size).toBe(3);
  });

  it('gives list items their model’s colour count and swatches, and a one-colour product none', async () => {
    const { items } = await client().products({ category: 'nappali/kanapek', per_page: 50 });
    const siena = items.filter((item) => [4, 25, 26].includes(item.id));
    expect(siena).toHaveLength(3);
    for (const item of siena) {
      expect(item.variant_count).toBe(3);
      expect(item.swatches.map((swatch) => [swatch.id, swatch.colour.hex])).toEqual([
        [4, '#1f6b57'],
        [25, '#2d3f5e'],
        [26, '#d1a03a'],
      ]);
    }
    const oslo = items.find((item) => item.id === 1)!;
    expect([oslo.variant_count, oslo.swatches, (await client().product(1)).variants]).toEqual([1, [], []]);
  });
});
