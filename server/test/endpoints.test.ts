/**
 * The endpoint table is the checklist: every call answers its contract, every error status the
 * table documents can be provoked, and every state-changing call refuses a missing or wrong
 * CSRF token. A call added to the contract fails here until it is served and tested.
 */
import { endpoints, type Endpoint, type EndpointId, QUOTE_REQUEST_LIMITS, UNPAID_ORDER_LIMITS } from 'otthon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, restockSubscriptions } from '../src/db/schema.js';
import { invoicingProviders } from '../src/invoices/config.js';
import { issueDueInvoices } from '../src/invoicing/invoices.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type Answer } from './support/client.js';
import { barionShop, type BarionShop } from './support/barion.js';
import { simplePayShop, unreachableSimplePay, type SimplePayShop } from './support/simplepay.js';
import {
  addToCart,
  customer,
  fixtures,
  issueBotToken,
  loginDemo,
  mailsTo,
  orderBody,
  placeOrder,
  placedOrder,
  readyForCheckout,
  registration,
  RESULT_URL,
  withdrawalCode,
} from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(async () => {
  await api.close();
  await simplePay?.close();
  await barion?.close();
});

/** The same shop with SimplePay switched on (started on first use). */
let simplePay: SimplePayShop | undefined;
const withSimplePay = async () => (simplePay ??= await simplePayShop(api));
async function simplePayOrder() {
  const shop = await withSimplePay();
  return { ...(await shop.order()), fake: shop.fake, shop: shop.api };
}

/** The same shop with Barion switched on (started on first use). */
let barion: BarionShop | undefined;
const withBarion = async () => (barion ??= await barionShop(api));

const ids = Object.keys(endpoints) as EndpointId[];
const started = async (options?: ConstructorParameters<typeof Client>[1]) => new Client(api, options).start();

/** A card order awaiting payment, with the attempt id from its gateway address. */
async function cardOrder(client: Client) {
  const [product] = await fixtures.plain(api, 3);
  await addToCart(client, product!.id, 1);
  await readyForCheckout(client, { payment: 'card_online' });
  const placed = expectContract<{ order_hash: string; redirect_url: string }>('placeOrder', await placeOrder(client), 201);
  return { hash: placed.order_hash, attempt: placed.redirect_url.split('/').pop()! };
}

/** One successful call of each endpoint, checked against its contract. */
const success: Record<EndpointId, () => Promise<void>> = {
  csrfCookie: async () => {
    const client = new Client(api);
    const answer = await client.get('/sanctum/csrf-cookie');
    expect(answer.status).toBe(204);
    // A visitor without a session gets the readable token only; the session comes with the first change.
    expect(client.session).toBeUndefined();
    expect(client.xsrf).toBeTruthy();
    expect(answer.headers.getSetCookie().join('\n')).not.toMatch(/XSRF-TOKEN=[^;]+;.*HttpOnly/i);
    const changed = await client.post('/api/favourites/1');
    expect(changed.status).toBeLessThan(300);
    expect(client.session).toBeTruthy();
    const cookies = changed.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/otthon_session=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/otthon_session=[^;]+;.*SameSite=Lax/i);
    expect(cookies).not.toMatch(/XSRF-TOKEN=[^;]+;.*HttpOnly/i);
  },
  ping: async () => {
    const answer = await new Client(api).get('/api/ping');
    expect(answer.status).toBe(204);
  },
  init: async () => {
    const init = expectContract('init', await new Client(api).get('/api/init'));
    expect(init.all_products).toBeGreaterThanOrEqual(300);
  },
  currencies: async () => {
    const list = expectContract('currencies', await new Client(api).get('/api/currencies'));
    expect(list.map((c: { code: string }) => c.code)).toEqual(['HUF', 'EUR', 'USD']);
  },
  countries: async () => {
    const list = expectContract('countries', await new Client(api).get('/api/countries'));
    expect(list[0].code).toBe('HU');
  },
  cities: async () => {
    const list = expectContract('cities', await new Client(api).get('/api/cities?zipcode=1'));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((city: { zipcode: string }) => city.zipcode.startsWith('1'))).toBe(true);
  },
  pickupPoints: async () => {
    const data = expectContract('pickupPoints', await new Client(api).get('/api/pickup-points?q=1117&carrier=foxpost'));
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(data.every((point: { carrier: string }) => point.carrier === 'foxpost')).toBe(true);
  },
  botChallenge: async () => {
    const client = await started();
    const token = expectContract('botChallenge', await client.post('/api/bot-challenge'));
    expect(token.expires_in).toBe(300);
  },
  home: async () => {
    const home = expectContract('home', await new Client(api).get('/api/home'));
    expect(home.best_products.length).toBeGreaterThan(0);
  },
  categories: async () => {
    const list = expectContract('categories', await new Client(api).get('/api/categories'));
    expect(list.length).toBeGreaterThanOrEqual(20);
  },
  resolveCategory: async () => {
    const client = new Client(api);
    const [first] = expectContract('categories', await client.get('/api/categories'));
    const detail = expectContract('resolveCategory', await client.get(`/api/categories/resolve?path=${first.slugs.join('/')}`));
    expect(detail.category.id).toBe(first.id);
  },
  brands: async () => {
    expect(expectContract('brands', await new Client(api).get('/api/brands')).length).toBeGreaterThan(0);
  },
  products: async () => {
    const list = expectContract('products', await new Client(api).get('/api/products'));
    expect(list.items.length).toBeGreaterThan(0);
  },
  suggest: async () => {
    const [product] = await fixtures.plain(api);
    const word = product!.title.hu.split(' ')[0]!;
    const found = expectContract('suggest', await new Client(api).get(`/api/search/suggest?q=${encodeURIComponent(word)}`));
    expect(found.products.length).toBeGreaterThan(0);
  },
  product: async () => {
    const [product] = await fixtures.plain(api);
    expect(expectContract('product', await new Client(api).get(`/api/products/${product!.id}`)).id).toBe(product!.id);
  },
  dataSheet: async () => {
    const [product] = await fixtures.plain(api);
    // The shop's 2 years, or the mandatory guarantee's 3 above 250 000 Ft.
    const years = product!.priceGrossHuf > 250_000 ? 3 : 2;
    expect(expectContract('dataSheet', await new Client(api).get(`/api/products/${product!.id}/data-sheet`)).warranty_years).toBe(years);
  },
  media: async () => {
    const [product] = await fixtures.plain(api);
    const detail = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
    const image = await new Client(api).get(`${detail.image.src}?w=320&dpr=2&q=70`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  },
  blogPosts: async () => {
    expect(expectContract('blogPosts', await new Client(api).get('/api/blog')).meta.total).toBeGreaterThanOrEqual(12);
  },
  blogPost: async () => {
    const client = new Client(api);
    const list = expectContract('blogPosts', await client.get('/api/blog'));
    const post = expectContract('blogPost', await client.get(`/api/blog/${list.items[0].slug}`));
    expect(post.id).toBe(list.items[0].id);
  },
  page: async () => {
    const page = expectContract('page', await new Client(api, { locale: 'en' }).get('/api/pages/faq'));
    expect(page.key).toBe('faq');
  },
  showroom: async () => {
    expect(expectContract('showroom', await new Client(api).get('/api/showroom')).opening_hours).toHaveLength(7);
  },
  favourites: async () => {
    expect(expectContract('favourites', await new Client(api).get('/api/favourites'))).toEqual([]);
  },
  addFavourite: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    expect(expectContract('addFavourite', await client.post(`/api/favourites/${product!.id}`)).map((p: { id: number }) => p.id)).toEqual([product!.id]);
  },
  removeFavourite: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await client.post(`/api/favourites/${product!.id}`);
    expect(expectContract('removeFavourite', await client.delete(`/api/favourites/${product!.id}`))).toEqual([]);
    await client.post(`/api/favourites/${product!.id}`);
    expect(expectContract('removeFavourite', await client.post(`/api/favourites/${product!.id}/delete`))).toEqual([]);
  },
  cart: async () => {
    const cart = expectContract('cart', await new Client(api).get('/api/cart'));
    expect(cart.products).toEqual([]);
  },
  addCartProduct: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    expect((await addToCart(client, product!.id, 2)).products[0].quantity).toBe(2);
  },
  setCartProduct: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    const cart = expectContract('setCartProduct', await client.put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 3 }));
    expect(cart.products[0].quantity).toBe(3);
  },
  updateCustomer: async () => {
    const client = await started();
    const cart = expectContract('updateCustomer', await client.put('/api/cart/customer', customer()));
    expect(cart.customer_data.delivery_data.city).toBe('Budapest');
  },
  addCoupon: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    const cart = expectContract('addCoupon', await client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' }));
    expect(cart.coupons[0].code).toBe('OTTHON10');
  },
  removeCoupon: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    await client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' });
    expect(expectContract('removeCoupon', await client.delete('/api/cart/coupon/OTTHON10')).coupons).toEqual([]);
    await client.post('/api/cart/coupon', { code: 'OTTHON10', email: 'vevo@example.hu' });
    expect(expectContract('removeCoupon', await client.post('/api/cart/coupon/OTTHON10/delete')).coupons).toEqual([]);
  },
  setPaymentMethod: async () => {
    const client = await started();
    const card = await fixtures.payment(api, 'card_online');
    expect(expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: card.id })).payment_method).toBe(card.id);
  },
  setDeliveryMethod: async () => {
    const client = await started();
    const pickup = await fixtures.delivery(api, 'showroom_pickup');
    expect(expectContract('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: pickup.id })).delivery_method).toBe(pickup.id);
  },
  setHomeDelivery: async () => {
    const client = await started();
    const [product] = await fixtures.heavy(api);
    await addToCart(client, product!.id, 1);
    const home = await fixtures.delivery(api, 'home_delivery');
    expectContract('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: home.id }));
    const [slot] = expectContract<{ date: string; period: string; remaining: number }[]>('deliverySlots', await client.get('/api/cart/delivery-slots')).filter(
      (offered) => offered.remaining > 0,
    );
    const cart = expectContract<{ home_delivery: { floor: number; slot: unknown } | null }>(
      'setHomeDelivery',
      await client.put('/api/cart/home-delivery', { floor: 2, has_lift: true, assembly: false, slot: { date: slot!.date, period: slot!.period } }),
    );
    expect(cart.home_delivery).toMatchObject({ floor: 2, slot: { date: slot!.date, period: slot!.period } });
  },
  deliverySlots: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    const slots = expectContract<{ date: string; period: string }[]>('deliverySlots', await client.get('/api/cart/delivery-slots'));
    expect(slots.length).toBeGreaterThanOrEqual(30);
    expect(slots.slice(0, 3).map((slot) => slot.period)).toEqual(['morning', 'afternoon', 'evening']);
  },
  placeOrder: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    await readyForCheckout(client);
    const placed = expectContract('placeOrder', await placeOrder(client), 201);
    expect(placed.order_hash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(placed.redirect_url).toBeNull();
  },
  placeOffer: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 2);
    await client.put('/api/cart/customer', customer());
    const placed = expectContract('placeOffer', await client.post('/api/cart/offer', orderBody()), 201);
    expect(placed.offer_hash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  },
  order: async () => {
    const client = await started();
    const { hash } = await cardOrder(client);
    const order = expectContract('order', await client.get(`/api/orders/${hash}`));
    expect(order.payment.status).toBe('pending');
  },
  sendWithdrawalCode: async () => {
    const client = await started();
    const email = buyer('code');
    const order = await placedOrder(client, { email });
    const sent = expectContract('sendWithdrawalCode', await client.post('/api/withdrawals/code', { order_number: order.number, email }));
    expect(sent).toEqual({ email, valid_minutes: 30 });
  },
  lookupWithdrawal: async () => {
    const client = await started();
    const email = buyer('lookup');
    const order = await placedOrder(client, { email });
    const code = await withdrawalCode(client, order.number, email);
    const found = expectContract('lookupWithdrawal', await client.post('/api/withdrawals/lookup', { order_number: order.number, email, code }));
    expect(found.items).toHaveLength(1);
  },
  submitWithdrawal: async () => {
    const client = await started();
    const email = buyer('submit');
    const order = await placedOrder(client, { email });
    const code = await withdrawalCode(client, order.number, email);
    const done = expectContract('submitWithdrawal', await client.post('/api/withdrawals', { order_number: order.number, email, code }), 201);
    expect(done.whole_order).toBe(true);
  },
  restartPayment: async () => {
    const client = await started();
    const { hash } = await cardOrder(client);
    const card = await fixtures.payment(api, 'card_online');
    const restarted = expectContract(
      'restartPayment',
      await client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL }),
    );
    expect(restarted.redirect_url).toMatch(/^\/api\/payment\/gateway\//);
  },
  offer: async () => {
    const client = await started();
    const [product] = await fixtures.plain(api);
    await addToCart(client, product!.id, 1);
    await client.put('/api/cart/customer', customer());
    const { offer_hash } = expectContract('placeOffer', await client.post('/api/cart/offer', orderBody()), 201);
    expect(expectContract('offer', await client.get(`/api/offers/${offer_hash}`)).status).toBe('requested');
  },
  orderInvoice: async () => {
    const client = await started();
    const { hash, attempt } = await cardOrder(client);
    await client.request('POST', `/api/payment/gateway/${attempt}`, { form: { decision: 'approve' } });
    await issueDueInvoices(api.db, invoicingProviders({}), new Date());
    const [invoice] = expectContract<{ invoices: { url: string }[] }>('order', await client.get(`/api/orders/${hash}`)).invoices;
    const page = await client.get(new URL(invoice!.url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('data-proforma');
  },
  paymentGateway: async () => {
    const client = await started();
    const { attempt } = await cardOrder(client);
    const page = await client.get(`/api/payment/gateway/${attempt}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('value="approve"');
  },
  paymentGatewayDecision: async () => {
    const client = await started();
    const { hash, attempt } = await cardOrder(client);
    const answer = await client.request('POST', `/api/payment/gateway/${attempt}`, { form: { decision: 'approve' }, csrf: false });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain(`order_hash=${hash}`);
  },
  simplePayNotice: async () => {
    const { fake, transactionId } = await simplePayOrder();
    fake.finish(transactionId, 'SUCCESS');
    const answer = await fake.sendIpn(transactionId);
    expect(answer).toMatchObject({ status: 200, signed: true });
    expect(JSON.parse(answer.body)).toHaveProperty('receiveDate');
  },
  simplePayBack: async () => {
    const { client, fake, transactionId } = await simplePayOrder();
    const answer = await client.get(fake.finish(transactionId, 'CANCEL').replace(ORIGIN, ''));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain('order_hash=');
  },
  barionCallback: async () => {
    const shop = await withBarion();
    const { paymentId } = await shop.order();
    shop.fake.finish(paymentId, 'Succeeded');
    expect(await shop.fake.sendCallback(paymentId)).toEqual({ status: 200 });
  },
  barionBack: async () => {
    const shop = await withBarion();
    const { client, paymentId } = await shop.order();
    const answer = await client.get(shop.fake.finish(paymentId, 'Canceled').replace(ORIGIN, ''));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain('order_hash=');
  },
  user: async () => {
    expect(expectContract('user', await new Client(api).get('/api/auth/user'))).toBeNull();
  },
  login: async () => {
    const client = await started();
    expect((await loginDemo(client)).is_activated).toBe(true);
  },
  logout: async () => {
    const client = await started();
    await loginDemo(client);
    expectContract('logout', await client.get('/api/auth/logout'));
    expect(expectContract('user', await client.get('/api/auth/user'))).toBeNull();
  },
  register: async () => {
    const client = await started();
    expectContract('register', await client.post('/api/auth/register', await registration(client, { email: 'bela@example.hu' })), 201);
  },
  activate: async () => {
    const client = await started();
    await client.post('/api/auth/register', await registration(client, { email: 'cecilia@example.hu' }));
    const [mail] = expectContract('mails', await client.get('/api/dev/mails?to=cecilia@example.hu'));
    const token = mail.links[0].split('/').pop();
    expectContract('activate', await client.post('/api/auth/activate', { token }));
  },
  requestPasswordReset: async () => {
    const client = await started();
    const user = await fixtures.demoUser(api);
    expectContract('requestPasswordReset', await client.post('/api/auth/password/reset', { email: user.email, result_url: `${ORIGIN}/hu/jelszo/` }));
  },
  resetPassword: async () => {
    const client = await started();
    await client.post('/api/auth/password/reset', { email: 'demo@otthon.example', result_url: `${ORIGIN}/hu/jelszo/` });
    const user = await fixtures.demoUser(api);
    const [mail] = expectContract('mails', await client.get(`/api/dev/mails?to=${user.email}`));
    const token = mail.links[0].split('/').pop();
    expectContract(
      'resetPassword',
      await client.post(`/api/auth/password/reset/${token}`, { password: 'Otthon-Demo-2026', password_confirmation: 'Otthon-Demo-2026' }),
    );
  },
  account: async () => {
    const client = await started();
    await loginDemo(client);
    expect(expectContract('account', await client.get('/api/account')).favourites_count).toBeGreaterThan(0);
  },
  updateAccount: async () => {
    const client = await started();
    await loginDemo(client);
    const user = expectContract(
      'updateAccount',
      await client.put('/api/account', {
        firstname: 'Eszter',
        lastname: 'Nagy',
        phone: '+36 30 555 0123',
        is_newsletter_subscription: true,
      }),
    );
    expect(user.name).toBe('Nagy Eszter');
  },
  accountOrders: async () => {
    const client = await started();
    await loginDemo(client);
    expect(expectContract('accountOrders', await client.get('/api/account/orders')).meta.current_page).toBe(1);
  },
  withdrawableOrders: async () => {
    const client = await started();
    await loginDemo(client);
    const order = await placedOrder(client);
    const list = expectContract('withdrawableOrders', await client.get('/api/account/withdrawals'));
    expect(list.map((item: { order_number: string }) => item.order_number)).toContain(order.number);
  },
  contact: async () => {
    const client = await started();
    const body = {
      name: 'Kiss Péter',
      email: 'peter@example.hu',
      message: 'Szeretnék érdeklődni a kanapé szállításáról.',
      bot_token: await issueBotToken(client),
    };
    expectContract('contact', await client.post('/api/contact', body), 201);
  },
  projectContact: async () => {
    const client = await started();
    const body = {
      name: 'Kiss Péter',
      email: 'peter@example.hu',
      phone: '+36 30 111 2222',
      message: 'Egy háromszobás lakás teljes berendezése.',
      bot_token: await issueBotToken(client),
    };
    expectContract('projectContact', await client.post('/api/contact/project', body), 201);
  },
  newsletter: async () => {
    const client = await started();
    expectContract('newsletter', await client.post('/api/newsletter', { name: 'Kiss Péter', email: 'hirlevel@example.hu' }), 201);
  },
  newsletterConfirmPage: async () => {
    const client = await started();
    await client.post('/api/newsletter', { name: 'Kiss Péter', email: 'hirlevel-megnyit@example.hu' });
    const [mail] = await mailsTo(client, 'hirlevel-megnyit@example.hu');
    const path = new URL(mail!.links[0]!).pathname;
    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // A button posting to the same address; opening the link confirms nothing.
    expect(page.text).toContain(`<form method="post" action="${path}">`);
    expect(page.text).toContain('Erősítse meg hírlevél-feliratkozását');
  },
  newsletterConfirm: async () => {
    const client = await started();
    await client.post('/api/newsletter', { name: 'Kiss Péter', email: 'hirlevel-megerosit@example.hu' });
    const [mail] = await mailsTo(client, 'hirlevel-megerosit@example.hu');
    const page = await client.request('POST', new URL(mail!.links[0]!).pathname, { csrf: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Feliratkozás megerősítve');
  },
  restockSubscribe: async () => {
    const client = await started();
    const [product] = await fixtures.outOfStock(api);
    const body = { email: 'varo@example.hu', consent: true, product_url: `${ORIGIN}/hu/termek/${product!.id}` };
    expectContract('restockSubscribe', await client.post(`/api/products/${product!.id}/restock-notifications`, body), 201);
  },
  restockConfirmPage: async () => {
    const client = await started();
    const [product] = await fixtures.outOfStock(api);
    const body = { email: 'megnyit@example.hu', consent: true, product_url: `${ORIGIN}/hu/termek/${product!.id}` };
    await client.post(`/api/products/${product!.id}/restock-notifications`, body);
    const [mail] = await mailsTo(client, 'megnyit@example.hu');
    const path = new URL(mail!.links[0]!).pathname;
    // A mail scanner may open the link any number of times.
    for (let i = 0; i < 3; i += 1) await client.get(path);
    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // A button posting to the same address; opening the link confirms nothing.
    expect(page.text).toContain(`<form method="post" action="${path}">`);
    expect(page.text).toContain('Erősítse meg az értesítést');
    const stored = () =>
      api.db.select({ confirmedAt: restockSubscriptions.confirmedAt }).from(restockSubscriptions).where(eq(restockSubscriptions.email, 'megnyit@example.hu'));
    expect(await stored()).toEqual([{ confirmedAt: null }]);
    expect((await client.request('POST', path, { csrf: false })).status).toBe(200);
    expect((await stored())[0]!.confirmedAt).toBeInstanceOf(Date);
  },
  restockConfirm: async () => {
    const client = await started();
    const [product] = await fixtures.outOfStock(api);
    const body = { email: 'megerosit@example.hu', consent: true, product_url: `${ORIGIN}/hu/termek/${product!.id}` };
    await client.post(`/api/products/${product!.id}/restock-notifications`, body);
    const [mail] = await mailsTo(client, 'megerosit@example.hu');
    const page = await client.request('POST', new URL(mail!.links[0]!).pathname, { csrf: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Értesítés bekapcsolva');
  },
  mailbox: async () => {
    const page = await new Client(api).get('/api/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  },
  mails: async () => {
    expect(Array.isArray(expectContract('mails', await new Client(api).get('/api/dev/mails')))).toBe(true);
  },
};

/**
 * The answer to one more call from an address after `tries` calls the rate limit allows; `ip`
 * gives the scenario an address of its own (random otherwise).
 */
/**
 * A buyer's address of its own for each withdrawal scenario: look-ups are also limited per e-mail
 * address and per order number, and this file's scenarios share one shop.
 */
const buyer = (scenario: string) => `vevo-${scenario}@example.hu`;

async function afterTries(tries: number, send: (client: Client, attempt: number) => Promise<Answer>, ip?: string): Promise<Answer> {
  const client = await started(ip === undefined ? undefined : { ip });
  for (let attempt = 0; attempt < tries; attempt += 1) await send(client, attempt);
  return send(client, tries);
}

/** How to provoke each error status an endpoint documents. */
const failures: { [K in EndpointId]: Partial<Record<number, () => Promise<Answer>>> } = {
  csrfCookie: {},
  ping: {},
  init: {},
  currencies: {},
  countries: {},
  cities: { 422: async () => new Client(api).get(`/api/cities?q=${'x'.repeat(81)}`) },
  pickupPoints: { 422: async () => new Client(api).get('/api/pickup-points?q=1117&carrier=dhl') },
  botChallenge: {
    429: async () => {
      const client = await started({ ip: '10.99.0.1' });
      for (let i = 0; i < 30; i += 1) await client.post('/api/bot-challenge');
      return client.post('/api/bot-challenge');
    },
  },
  home: {},
  categories: {},
  resolveCategory: {
    404: async () => new Client(api).get('/api/categories/resolve?path=nincs/ilyen'),
    422: async () => new Client(api).get('/api/categories/resolve'),
  },
  brands: {},
  products: {
    404: async () => new Client(api).get('/api/products?category=nincs-ilyen-kategoria'),
    422: async () => new Client(api).get('/api/products?sort=cheapest'),
  },
  suggest: { 422: async () => new Client(api).get('/api/search/suggest?q=') },
  product: { 404: async () => new Client(api).get('/api/products/999999') },
  dataSheet: { 404: async () => new Client(api).get('/api/products/999999/data-sheet') },
  media: {
    404: async () => new Client(api).get('/api/media/sofa-123456-0.webp'),
    422: async () => {
      const [product] = await fixtures.plain(api);
      const detail = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
      return new Client(api).get(`${detail.image.src}?w=500`);
    },
  },
  blogPosts: { 422: async () => new Client(api).get('/api/blog?page=0') },
  blogPost: { 404: async () => new Client(api).get('/api/blog/nincs-ilyen-cikk') },
  page: { 404: async () => new Client(api).get('/api/pages/nincs-ilyen-oldal') },
  showroom: {},
  favourites: {},
  addFavourite: { 404: async () => (await started()).post('/api/favourites/999999') },
  removeFavourite: { 404: async () => (await started()).delete('/api/favourites/999999') },
  cart: {},
  addCartProduct: {
    404: async () => (await started()).post('/api/cart/product', { product_id: 999999, quantity: 1 }),
    409: async () => {
      const [product] = await fixtures.outOfStock(api);
      return (await started()).post('/api/cart/product', { product_id: product!.id, quantity: 1 });
    },
    422: async () => (await started()).post('/api/cart/product', { product_id: 'egy', quantity: 1 }),
  },
  setCartProduct: {
    404: async () => (await started()).put('/api/cart/product/999999', { product_id: 999999, quantity: 1 }),
    409: async () => {
      const [product] = await fixtures.outOfStock(api);
      return (await started()).put(`/api/cart/product/${product!.id}`, { product_id: product!.id, quantity: 1 });
    },
    422: async () => (await started()).put('/api/cart/product/1', { product_id: 1, quantity: -1 }),
  },
  updateCustomer: { 422: async () => (await started()).put('/api/cart/customer', customer({ email: 'nem-email' })) },
  addCoupon: { 422: async () => (await started()).post('/api/cart/coupon', { code: 'NINCS-ILYEN', email: 'vevo@example.hu' }) },
  removeCoupon: { 404: async () => (await started()).delete('/api/cart/coupon/OTTHON10') },
  setPaymentMethod: { 422: async () => (await started()).put('/api/cart/method/payment', { id: 999 }) },
  setDeliveryMethod: { 422: async () => (await started()).put('/api/cart/method/delivery', { id: 999 }) },
  setHomeDelivery: {
    // No delivery method with home service chosen.
    422: async () => (await started()).put('/api/cart/home-delivery', { floor: 1, has_lift: false, assembly: true, slot: null }),
  },
  deliverySlots: {},
  placeOrder: {
    409: async () => {
      const client = await started();
      const [product] = await fixtures.scarce(api);
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client);
      await api.db.update(products).set({ stock: 0 }).where(eq(products.id, product!.id));
      const answer = await placeOrder(client);
      await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
      return answer;
    },
    422: async () => placeOrder(await started()),
    // One session's fourth unpaid (bank transfer) order within the hour.
    429: async () => {
      const client = await started({ ip: '10.99.0.4' });
      const [product] = await fixtures.plain(api, 3);
      let answer: Answer | undefined;
      for (let order = 0; order <= UNPAID_ORDER_LIMITS.session.max; order += 1) {
        await addToCart(client, product!.id, 1);
        await readyForCheckout(client);
        answer = await placeOrder(client);
      }
      return answer!;
    },
    502: async () => {
      const client = await unreachableSimplePay(api);
      const [product] = await fixtures.plain(api, 3);
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client, { payment: 'card_online' });
      return placeOrder(client);
    },
  },
  placeOffer: {
    409: async () => {
      const client = await started();
      const [product] = await fixtures.scarce(api);
      await addToCart(client, product!.id, 1);
      await client.put('/api/cart/customer', customer());
      await api.db.update(products).set({ stock: 0 }).where(eq(products.id, product!.id));
      const answer = await client.post('/api/cart/offer', orderBody());
      await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
      return answer;
    },
    422: async () => (await started()).post('/api/cart/offer', orderBody({ accept_terms: false })),
    // One session's quote requests beyond the hour's limit: each mails an address nobody has proven.
    429: async () => {
      const client = await started({ ip: '10.99.0.5' });
      const [product] = await fixtures.plain(api, 3);
      let answer: Answer | undefined;
      for (let offer = 0; offer <= QUOTE_REQUEST_LIMITS.session.max; offer += 1) {
        await addToCart(client, product!.id, 1);
        await client.put('/api/cart/customer', customer());
        answer = await client.post('/api/cart/offer', orderBody());
      }
      return answer!;
    },
  },
  order: { 404: async () => new Client(api).get(`/api/orders/${'A'.repeat(32)}`) },
  restartPayment: {
    404: async () => (await started()).post(`/api/orders/payment_restart/${'A'.repeat(32)}`, { payment_method: 3, transaction_result_url: RESULT_URL }),
    409: async () => {
      const client = await started();
      const { hash, attempt } = await cardOrder(client);
      await client.request('POST', `/api/payment/gateway/${attempt}`, { form: { decision: 'approve' } });
      const card = await fixtures.payment(api, 'card_online');
      return client.post(`/api/orders/payment_restart/${hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL });
    },
    422: async () => {
      const client = await started();
      const { hash } = await cardOrder(client);
      return client.post(`/api/orders/payment_restart/${hash}`, { payment_method: 3, transaction_result_url: 'https://evil.example/' });
    },
    502: async () => {
      const client = await unreachableSimplePay(api);
      const [product] = await fixtures.plain(api, 3);
      await addToCart(client, product!.id, 1);
      await readyForCheckout(client, { payment: 'bank_transfer' });
      const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);
      const card = await fixtures.payment(api, 'card_online');
      return client.post(`/api/orders/payment_restart/${placed.order_hash}`, { payment_method: card.id, transaction_result_url: RESULT_URL });
    },
  },
  offer: { 404: async () => new Client(api).get(`/api/offers/${'B'.repeat(32)}`) },
  sendWithdrawalCode: {
    422: async () => (await started()).post('/api/withdrawals/code', { order_number: 'nem szám', email: buyer('code-422') }),
    // Ten requests per address in ten minutes, counted with the look-ups.
    429: async () =>
      afterTries(10, (client, attempt) =>
        client.post('/api/withdrawals/code', { order_number: `OT-99970${attempt % 10}`, email: buyer(`code-429-${attempt}`) }),
      ),
  },
  lookupWithdrawal: {
    409: async () => {
      const client = await started();
      const email = buyer('lookup-409');
      const order = await placedOrder(client, { email });
      await api.db
        .update(orders)
        .set({ deliveredAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
        .where(eq(orders.id, order.id));
      const code = await withdrawalCode(client, order.number, email);
      return client.post('/api/withdrawals/lookup', { order_number: order.number, email, code });
    },
    422: async () => (await started()).post('/api/withdrawals/lookup', { order_number: 'OT-999991', email: buyer('lookup-422'), code: '123456' }),
    // Ten look-ups per address in ten minutes.
    429: async () =>
      afterTries(10, (client, attempt) =>
        client.post('/api/withdrawals/lookup', { order_number: `OT-99990${attempt % 10}`, email: buyer(`lookup-429-${attempt}`), code: '123456' }),
      ),
  },
  submitWithdrawal: {
    // Named without an address by a visitor who did not place it.
    404: async () => (await started()).post('/api/withdrawals', { order_number: 'OT-999992' }),
    409: async () => {
      const client = await started();
      const email = buyer('submit-409');
      const order = await placedOrder(client, { email });
      const code = await withdrawalCode(client, order.number, email);
      await client.post('/api/withdrawals', { order_number: order.number, email, code });
      return client.post('/api/withdrawals', { order_number: order.number, email, code });
    },
    422: async () => {
      const client = await started();
      const email = buyer('submit-422');
      const order = await placedOrder(client, { email });
      const code = await withdrawalCode(client, order.number, email);
      return client.post('/api/withdrawals', { order_number: order.number, email, code, items: [{ id: order.items[0]!.id, quantity: 2 }] });
    },
    // Ten look-ups per address in ten minutes (each try another order number and address, so the
    // per-address limit is the one reached).
    429: async () =>
      afterTries(10, (client, attempt) =>
        client.post('/api/withdrawals', { order_number: `OT-99980${attempt % 10}`, email: buyer(`submit-429-${attempt}`), code: '123456' }),
      ),
  },
  paymentGateway: { 404: async () => new Client(api).get(`/api/payment/gateway/${'C'.repeat(32)}`) },
  orderInvoice: {
    404: async () => {
      const client = await started();
      const { hash } = await cardOrder(client);
      return client.get(`/api/orders/${hash}/invoices/1`);
    },
  },
  simplePayNotice: {
    401: async () => {
      const { fake, shop, transactionId } = await simplePayOrder();
      fake.finish(transactionId, 'SUCCESS');
      return new Client(shop).request('POST', '/api/payments/simplepay/ipn', {
        raw: await fake.ipnRequest(transactionId, ORIGIN, { key: 'wrong' }).text(),
        csrf: false,
      });
    },
    // SimplePay is not switched on in the default shop.
    404: async () =>
      new Client(api).request('POST', '/api/payments/simplepay/ipn', { body: { merchant: 'X', orderRef: 'Y', status: 'FINISHED' }, csrf: false }),
    422: async () => new Client((await withSimplePay()).api).request('POST', '/api/payments/simplepay/ipn', { body: { merchant: 'X' }, csrf: false }),
  },
  simplePayBack: {
    400: async () => new Client((await withSimplePay()).api).get('/api/payments/simplepay/back?r=e30%3D&s=bm90LWEtc2lnbmF0dXJl'),
    404: async () => new Client(api).get('/api/payments/simplepay/back?r=e30%3D&s=eA%3D%3D'),
    422: async () => new Client((await withSimplePay()).api).get('/api/payments/simplepay/back?r=e30%3D'),
  },
  barionCallback: {
    // Barion is not switched on in the default shop; in the Barion shop, a payment Barion does not know.
    404: async () =>
      new Client((await withBarion()).api).request('POST', '/api/payments/barion/callback', { form: { paymentId: 'f'.repeat(32) }, csrf: false }),
    422: async () => new Client((await withBarion()).api).request('POST', '/api/payments/barion/callback', { form: { other: '1' }, csrf: false }),
    502: async () => {
      const shop = await withBarion();
      const { paymentId } = await shop.order();
      shop.fake.failStateQueries = true;
      try {
        return await new Client(shop.api).request('POST', '/api/payments/barion/callback', { form: { paymentId }, csrf: false });
      } finally {
        shop.fake.failStateQueries = false;
      }
    },
  },
  barionBack: {
    404: async () => new Client(api).get(`/api/payments/barion/back?paymentId=${'f'.repeat(32)}`),
    422: async () => new Client((await withBarion()).api).get('/api/payments/barion/back'),
  },
  paymentGatewayDecision: {
    404: async () => new Client(api).request('POST', `/api/payment/gateway/${'C'.repeat(32)}`, { form: { decision: 'approve' } }),
    409: async () => {
      const client = await started();
      const { attempt } = await cardOrder(client);
      await client.request('POST', `/api/payment/gateway/${attempt}`, { form: { decision: 'decline' } });
      return client.request('POST', `/api/payment/gateway/${attempt}`, { form: { decision: 'approve' } });
    },
    422: async () => {
      const client = await started();
      const { attempt } = await cardOrder(client);
      return client.request('POST', `/api/payment/gateway/${attempt}`, { form: { decision: 'maybe' } });
    },
  },
  user: {},
  login: {
    403: async () => {
      const client = await started();
      await client.post('/api/auth/register', await registration(client, { email: 'dora@example.hu' }));
      return client.post('/api/auth/login', { email: 'dora@example.hu', password: 'Hosszu-Jelszo-77' });
    },
    422: async () => (await started()).post('/api/auth/login', { email: 'demo@otthon.example', password: 'rossz-jelszo' }),
    // Five wrong passwords per address and e-mail.
    429: async () => afterTries(5, (client) => client.post('/api/auth/login', { email: 'senki-429@example.hu', password: 'rossz-jelszo' })),
  },
  logout: {},
  register: {
    422: async () => (await started()).post('/api/auth/register', { email: 'x@example.hu' }),
    // Ten registrations per address an hour (these are refused for their return address, hashing nothing).
    429: async () => {
      const body = await registration(await started(), { activation_url: 'https://evil.example/aktivalas/' });
      return afterTries(10, (client) => client.post('/api/auth/register', body));
    },
  },
  activate: {
    404: async () => (await started()).post('/api/auth/activate', { token: 'x'.repeat(43) }),
    422: async () => (await started()).post('/api/auth/activate', { token: 'short' }),
  },
  requestPasswordReset: {
    422: async () => (await started()).post('/api/auth/password/reset', { email: 'demo@otthon.example', result_url: 'https://evil.example/reset/' }),
    // Ten reminders per address in ten minutes.
    429: async () => afterTries(10, (client) => client.post('/api/auth/password/reset', { email: 'senki-429@example.hu', result_url: `${ORIGIN}/hu/jelszo/` })),
  },
  resetPassword: {
    404: async () =>
      (await started()).post(`/api/auth/password/reset/${'y'.repeat(43)}`, {
        password: 'Uj-jelszo-2026',
        password_confirmation: 'Uj-jelszo-2026',
      }),
    422: async () => (await started()).post(`/api/auth/password/reset/${'y'.repeat(43)}`, { password: 'Uj-jelszo-2026', password_confirmation: 'mas' }),
    // Ten tries with reset links per address in ten minutes.
    429: async () =>
      afterTries(10, (client, attempt) =>
        client.post(`/api/auth/password/reset/${'r'.repeat(40)}${attempt}`, { password: 'Uj-jelszo-2026', password_confirmation: 'Uj-jelszo-2026' }),
      ),
  },
  account: { 401: async () => new Client(api).get('/api/account') },
  updateAccount: {
    401: async () => (await started()).put('/api/account', { firstname: 'A', lastname: 'B', phone: null, is_newsletter_subscription: false }),
    422: async () => {
      const client = await started();
      await loginDemo(client);
      return client.put('/api/account', { firstname: '', lastname: 'B', phone: null, is_newsletter_subscription: false });
    },
  },
  withdrawableOrders: { 401: async () => new Client(api).get('/api/account/withdrawals') },
  accountOrders: {
    401: async () => new Client(api).get('/api/account/orders'),
    422: async () => {
      const client = await started();
      await loginDemo(client);
      return client.get('/api/account/orders?per_page=500');
    },
  },
  contact: {
    422: async () => (await started()).post('/api/contact', { name: 'A', email: 'x', message: 'rövid', bot_token: '' }),
    // Ten messages per address in ten minutes (shared with the project form), each with a real bot-check token.
    429: async () =>
      afterTries(
        10,
        async (client) =>
          client.post('/api/contact', {
            name: 'Kiss Péter',
            email: 'peter@example.hu',
            message: 'Szeretnék érdeklődni a kanapé szállításáról.',
            bot_token: await issueBotToken(client),
          }),
        '10.99.1.1',
      ),
  },
  projectContact: {
    422: async () =>
      (await started()).post('/api/contact/project', {
        name: 'Kiss Péter',
        email: 'peter@example.hu',
        message: 'Egy háromszobás lakás.',
        bot_token: '',
      }),
    // The same ten messages per address in ten minutes as the contact form.
    429: async () =>
      afterTries(
        10,
        async (client) =>
          client.post('/api/contact/project', {
            name: 'Kiss Péter',
            email: 'peter@example.hu',
            phone: '+36 30 111 2222',
            message: 'Egy háromszobás lakás teljes berendezése.',
            bot_token: await issueBotToken(client),
          }),
        '10.99.1.2',
      ),
  },
  newsletter: {
    422: async () => (await started()).post('/api/newsletter', { name: 'Kiss Péter', email: 'nem-email' }),
    // Ten signups per address in ten minutes.
    429: async () =>
      afterTries(10, (client, attempt) => client.post('/api/newsletter', { name: 'Kiss Péter', email: `hirlevel-${attempt}@example.hu` }), '10.99.1.3'),
  },
  restockSubscribe: {
    404: async () =>
      (await started()).post('/api/products/999999/restock-notifications', { email: 'a@example.hu', consent: true, product_url: `${ORIGIN}/hu` }),
    409: async () => {
      const [product] = await fixtures.plain(api, 1);
      return (await started()).post(`/api/products/${product!.id}/restock-notifications`, {
        email: 'a@example.hu',
        consent: true,
        product_url: `${ORIGIN}/hu`,
      });
    },
    422: async () => {
      const [product] = await fixtures.outOfStock(api);
      return (await started()).post(`/api/products/${product!.id}/restock-notifications`, {
        email: 'a@example.hu',
        consent: false,
        product_url: `${ORIGIN}/hu`,
      });
    },
    // Ten signups per address in ten minutes.
    429: async () => {
      const [product] = await fixtures.outOfStock(api);
      return afterTries(
        10,
        (client, attempt) =>
          client.post(`/api/products/${product!.id}/restock-notifications`, {
            email: `varo-${attempt}@example.hu`,
            consent: true,
            product_url: `${ORIGIN}/hu`,
          }),
        '10.99.1.7',
      );
    },
  },
  newsletterConfirmPage: { 404: async () => new Client(api).get(`/api/newsletter/confirm/${'C'.repeat(32)}`) },
  newsletterConfirm: { 404: async () => new Client(api).request('POST', `/api/newsletter/confirm/${'C'.repeat(32)}`, { csrf: false }) },
  restockConfirmPage: { 404: async () => new Client(api).get(`/api/restock-notifications/confirm/${'C'.repeat(32)}`) },
  restockConfirm: { 404: async () => new Client(api).request('POST', `/api/restock-notifications/confirm/${'C'.repeat(32)}`, { csrf: false }) },
  mailbox: { 404: async () => (await closedMailbox()).get('/api/dev/mailbox') },
  mails: { 404: async () => (await closedMailbox()).get('/api/dev/mails') },
};

/** The same shop with the development mailbox switched off (as in production). */
async function closedMailbox(): Promise<Client> {
  return new Client(await api.variant({ mailboxEnabled: false }));
}

describe('every call of the endpoint table', () => {
  it.each(ids)('%s answers its contract', async (id) => {
    await success[id]();
  });
});

describe('every documented error status', () => {
  const cases = ids.flatMap((id) => (endpoints[id] as Endpoint).errors.map((status) => [id, status] as const));
  it.each(cases)('%s answers %i', async (id, status) => {
    const provoke = failures[id][status];
    expect(provoke, `no scenario provokes ${status} for ${id}`).toBeTypeOf('function');
    const answer = await provoke!();
    const body = expectError(answer, status);
    if (status === 422) expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    if (status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('has no scenario for a status the table does not document', () => {
    for (const id of ids) {
      const documented = new Set((endpoints[id] as Endpoint).errors);
      for (const status of Object.keys(failures[id]).map(Number)) expect(documented.has(status), `${id} ${status}`).toBe(true);
    }
  });
});

describe('CSRF on every state-changing call (Sanctum)', () => {
  const csrfCalls = ids.filter((id) => (endpoints[id] as Endpoint).csrf);
  const pathOf = (endpoint: Endpoint) =>
    endpoint.path
      .replace(/\{order_hash\}/, 'A'.repeat(32))
      .replace(/\{token\}/, 't'.repeat(43))
      .replace(/\{code\}/, 'OTTHON10')
      .replace(/\{\w+\+?\}/g, '1');

  it('covers every call that changes state', () => {
    // The form posts of the gateway and the restock confirmation and the providers' notices are protected otherwise
    // (SimplePay's by its signature; Barion's is believed only once GetPaymentState confirms it).
    const unsafe = ids.filter(
      (id) =>
        (endpoints[id] as Endpoint).method !== 'GET' &&
        id !== 'paymentGatewayDecision' &&
        id !== 'simplePayNotice' &&
        id !== 'barionCallback' &&
        id !== 'restockConfirm' &&
        id !== 'newsletterConfirm',
    );
    expect(csrfCalls.sort()).toEqual(unsafe.sort());
  });

  it.each(csrfCalls)('%s refuses a request without X-XSRF-TOKEN with 419', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const client = await started();
    const answer = await client.request(endpoint.method, pathOf(endpoint), { body: {}, csrf: false });
    expect(answer.status).toBe(419);
    expect(answer.body).toEqual({ message: 'CSRF token mismatch.' });
    if (endpoint.deleteAlias) {
      const alias = await client.request('POST', `${pathOf(endpoint)}/delete`, { body: {}, csrf: false });
      expect(alias.status).toBe(419);
    }
  });

  it.each(csrfCalls)('%s refuses a token of another session with 419', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const client = await started();
    const other = await started();
    const answer = await client.request(endpoint.method, pathOf(endpoint), {
      body: {},
      csrf: false,
      headers: { 'X-XSRF-TOKEN': other.xsrf! },
    });
    expect(answer.status).toBe(419);
  });

  it('refuses a state-changing request without any session with 419', async () => {
    const answer = await new Client(api).post('/api/cart/product', { product_id: 1, quantity: 1 }, { headers: { 'X-XSRF-TOKEN': 'guess' } });
    expect(answer.status).toBe(419);
  });
});
