// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createShopApi, type ShopApi } from '../api/shop-api.js';
import { envelope, errorBodySchema } from '../contract/common.js';
import { MAIL_RECIPIENT_LIMIT } from '../contract/mail-cap.js';
import { endpoints, type Endpoint, type EndpointId } from '../contract/endpoints.js';
import { allHandlers, createHandlers, mockError, mockLoading } from './handlers.js';
import { createMockShop, DEMO_CUSTOMER, DEMO_OFFER_HASH, DEMO_ORDER_HASHES, type MockShop } from './shop.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();

interface Captured {
  method: string;
  path: string;
  status: number;
  type: string;
  text: string;
}
const captured: Captured[] = [];
server.events.on('response:mocked', async ({ request, response }) => {
  const url = new URL(request.url);
  captured.push({
    method: request.method,
    path: url.pathname,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.clone().text(),
  });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let shop: MockShop;
let api: ShopApi;
beforeEach(() => {
  shop = createMockShop();
  server.resetHandlers(...allHandlers(shop));
  api = createShopApi(createApiClient({ origin: ORIGIN, cookie: '' }));
  captured.length = 0;
});

/** The contract path as a pattern; a delete alias also matches `…/delete`. */
const patternOf = (endpoint: Endpoint) =>
  new RegExp(`^${endpoint.path.replace(/\{\w+\+\}/g, '.+').replace(/\{\w+\}/g, '[^/]+')}${endpoint.deleteAlias ? '(/delete)?' : ''}$`);

function endpointOf(method: string, path: string): [EndpointId, Endpoint] | undefined {
  // Exact paths first, so `/api/categories/resolve` is not taken for a parameter.
  const entries = (Object.entries(endpoints) as [EndpointId, Endpoint][]).sort((a, b) => Number(a[1].path.includes('{')) - Number(b[1].path.includes('{')));
  return entries.find(([, endpoint]) => {
    const viaAlias = endpoint.deleteAlias && method === 'POST' && path.endsWith('/delete');
    return (viaAlias || endpoint.method === method) && patternOf(endpoint).test(path);
  });
}

/** Every mocked answer of a test either satisfies its endpoint's success schema or is a contract error body. */
afterEach(() => {
  const problems: string[] = [];
  for (const answer of captured) {
    const match = endpointOf(answer.method, answer.path);
    if (!match) continue;
    const [id, endpoint] = match;
    if (answer.status >= 400) {
      const body = errorBodySchema.safeParse(JSON.parse(answer.text || 'null'));
      if (!body.success) problems.push(`${id} ${answer.status}: error body ${answer.text}`);
    } else if (endpoint.response && typeof endpoint.response !== 'string') {
      const body = envelope(endpoint.response).safeParse(JSON.parse(answer.text));
      if (!body.success) problems.push(`${id}: ${JSON.stringify(body.error.issues.slice(0, 3))}`);
    }
  }
  expect(problems).toEqual([]);
});

const resultUrl = `${ORIGIN}/hu/checkout/result`;
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

async function readyForCheckout(payment = 3) {
  await api.addCartProduct({ product_id: 9, quantity: 1 });
  await api.updateCustomer(customer);
  await api.setDeliveryMethod(2);
  await api.setPaymentMethod(payment);
}

function lastLink(to: string): string {
  const link = shop.mails(to)[0]?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return link;
}

/** The withdrawal code last mailed to `to`. */
function mailedCode(to: string): string {
  const code = shop
    .mails(to)
    .find((mail) => mail.kind === 'withdrawal_code')
    ?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no withdrawal code mailed to ${to}`);
  return code;
}

/** One successful call per endpoint, preparing whatever state it needs. */
const scenarios: Record<EndpointId, () => Promise<unknown>> = {
  csrfCookie: () => api.csrfCookie(),
  ping: async () => {
    api.ping();
    await expect.poll(() => captured.some((answer) => answer.path === '/api/ping')).toBe(true);
  },
  init: () => api.init(),
  currencies: () => api.currencies(),
  countries: () => api.countries(),
  cities: () => api.cities({ q: 'sze' }),
  pickupPoints: () => api.pickupPoints({ q: '1117', carrier: 'foxpost' }),
  botChallenge: () => api.botChallenge(),
  home: () => api.home(),
  categories: () => api.categories(),
  resolveCategory: () => api.resolveCategory(['nappali', 'kanapek']),
  brands: () => api.brands(),
  products: () => api.products({ sort: 'price_asc', in_stock: true, colour: ['szurke'] }),
  suggest: () => api.suggest('kan'),
  product: () => api.product(17),
  dataSheet: () => api.dataSheet(17),
  media: () => fetch(`${ORIGIN}/api/media/sofa-1f6b57-0.webp?w=320&dpr=2`),
  blogPosts: () => api.blogPosts({ tag: 'tippek' }),
  blogPost: () => api.blogPost('tippek/kanape-valasztas'),
  page: () => api.page('gyakran-ismetelt-kerdesek'),
  showroom: () => api.showroom(),
  favourites: async () => {
    await api.addFavourite(4);
    return api.favourites();
  },
  addFavourite: () => api.addFavourite(4),
  removeFavourite: async () => {
    await api.addFavourite(4);
    return api.removeFavourite(4);
  },
  cart: async () => {
    await api.addCartProduct({ product_id: 17, quantity: 4 });
    return api.cart();
  },
  addCartProduct: () => api.addCartProduct({ product_id: 2, quantity: 9 }),
  setCartProduct: () => api.setCartProduct(12, 6),
  updateCustomer: () => api.updateCustomer(customer),
  addCoupon: async () => {
    await api.addCartProduct({ product_id: 1, quantity: 1 });
    return api.addCoupon({ code: 'OTTHON10', email: 'vevo@example.hu' });
  },
  removeCoupon: async () => {
    await api.addCoupon({ code: 'WELCOME5000', email: 'vevo@example.hu' });
    return api.removeCoupon('WELCOME5000');
  },
  setPaymentMethod: () => api.setPaymentMethod(3),
  setDeliveryMethod: () => api.setDeliveryMethod(1),
  setHomeDelivery: async () => {
    await api.addCartProduct({ product_id: 1, quantity: 1 });
    await api.setDeliveryMethod(2);
    const [slot] = (await api.deliverySlots()).filter((offered) => offered.remaining > 0);
    return api.setHomeDelivery({ floor: 3, has_lift: false, assembly: true, slot: slot ? { date: slot.date, period: slot.period } : null });
  },
  deliverySlots: async () => {
    await api.addCartProduct({ product_id: 1, quantity: 1 });
    return api.deliverySlots();
  },
  placeOrder: async () => {
    await readyForCheckout();
    return api.placeOrder({ ...consents, comment: 'Kérem, csengessenek.' }, 'order-key-1');
  },
  placeOffer: async () => {
    await api.addCartProduct({ product_id: 20, quantity: 12 });
    await api.updateCustomer(customer);
    return api.placeOffer(consents, 'offer-key-1');
  },
  order: () => api.order(DEMO_ORDER_HASHES.paid),
  restartPayment: () => api.restartPayment(DEMO_ORDER_HASHES.failed, { payment_method: 3, transaction_result_url: resultUrl }),
  offer: () => api.offer(DEMO_OFFER_HASH),
  sendWithdrawalCode: async () => {
    await readyForCheckout();
    await api.placeOrder(consents);
    return api.sendWithdrawalCode({ order_number: 'OT-001001', email: 'vevo@example.hu' });
  },
  lookupWithdrawal: async () => {
    await readyForCheckout();
    await api.placeOrder(consents);
    await api.sendWithdrawalCode({ order_number: 'OT-001001', email: 'vevo@example.hu' });
    return api.lookupWithdrawal({ order_number: 'OT-001001', email: 'vevo@example.hu', code: mailedCode('vevo@example.hu') });
  },
  submitWithdrawal: async () => {
    await readyForCheckout();
    await api.placeOrder(consents);
    await api.sendWithdrawalCode({ order_number: 'OT-001001', email: 'vevo@example.hu' });
    const code = mailedCode('vevo@example.hu');
    return api.submitWithdrawal({ order_number: 'OT-001001', email: 'vevo@example.hu', code, reason: null }, 'withdrawal-key-1');
  },
  paymentGateway: async () => {
    await readyForCheckout();
    const { redirect_url } = await api.placeOrder(consents);
    return fetch(redirect_url!);
  },
  paymentGatewayDecision: async () => {
    await readyForCheckout();
    const { redirect_url } = await api.placeOrder(consents);
    return fetch(redirect_url!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
  },
  user: () => api.user(),
  login: () => api.login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  logout: () => api.logout(),
  register: async () => {
    const { token } = await api.botChallenge();
    return api.register({
      firstname: 'Péter',
      lastname: 'Szabó',
      email: 'peter.szabo@example.hu',
      password: 'hosszu-jelszo',
      password_confirmation: 'hosszu-jelszo',
      accept_privacy: true,
      accept_terms: true,
      bot_token: token,
      activation_url: `${ORIGIN}/hu/aktivalas/`,
    });
  },
  activate: async () => {
    await scenarios.register();
    return api.activate({ token: decodeURIComponent(lastLink('peter.szabo@example.hu').split('/').at(-1)!) });
  },
  requestPasswordReset: () => api.requestPasswordReset({ email: DEMO_CUSTOMER.email, result_url: `${ORIGIN}/hu/jelszo-visszaallitas/` }),
  resetPassword: async () => {
    await scenarios.requestPasswordReset();
    const token = decodeURIComponent(lastLink(DEMO_CUSTOMER.email).split('/').at(-1)!);
    return api.resetPassword(token, { password: 'uj-jelszo-2025', password_confirmation: 'uj-jelszo-2025' });
  },
  account: () => {
    shop.logIn();
    return api.account();
  },
  updateAccount: () => {
    shop.logIn();
    return api.updateAccount({ firstname: 'Anna', lastname: 'Kovács-Tóth', phone: null, is_newsletter_subscription: false });
  },
  accountOrders: () => {
    shop.logIn();
    return api.accountOrders(1);
  },
  withdrawableOrders: async () => {
    shop.logIn();
    await readyForCheckout();
    await api.placeOrder(consents);
    return api.withdrawableOrders();
  },
  contact: async () => {
    const { token } = await api.botChallenge();
    return api.contact({ name: 'Szabó Péter', email: 'peter@example.hu', message: 'Mikor érkezik újra a Lund kanapéágy?', bot_token: token });
  },
  projectContact: async () => {
    const { token } = await api.botChallenge();
    return api.projectContact({
      name: 'Szabó Péter',
      email: 'peter@example.hu',
      phone: '+36 30 555 1234',
      message: 'Egy 40 szobás hotel berendezéséhez kérnénk ajánlatot.',
      bot_token: token,
    });
  },
  newsletter: () => api.newsletter({ name: 'Szabó Péter', email: 'peter@example.hu' }),
  newsletterConfirmPage: async () => {
    await scenarios.newsletter();
    return fetch(lastLink('peter@example.hu'));
  },
  newsletterConfirm: async () => {
    await scenarios.newsletter();
    return fetch(lastLink('peter@example.hu'), { method: 'POST' });
  },
  restockSubscribe: () => api.restockSubscribe(3, { email: 'varo@example.hu', consent: true, product_url: `${ORIGIN}/termek/3` }),
  restockConfirmPage: async () => {
    await scenarios.restockSubscribe();
    return fetch(lastLink('varo@example.hu'));
  },
  restockConfirm: async () => {
    await scenarios.restockSubscribe();
    return fetch(lastLink('varo@example.hu'), { method: 'POST' });
  },
  mailbox: async () => {
    await scenarios.requestPasswordReset();
    return fetch(`${ORIGIN}/api/dev/mailbox`);
  },
  mails: async () => {
    await scenarios.requestPasswordReset();
    return fetch(`${ORIGIN}/api/dev/mails?to=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
  },
  // The mock shop pays by card through its simulated gateway: SimplePay's addresses answer 404.
  simplePayNotice: () =>
    fetch(`${ORIGIN}/api/payments/simplepay/ipn`, { method: 'POST', body: JSON.stringify({ merchant: 'M', orderRef: 'o', status: 'FINISHED' }) }),
  simplePayBack: () => fetch(`${ORIGIN}/api/payments/simplepay/back?r=e30%3D&s=eA%3D%3D`),
  // …and so do Barion's.
  barionCallback: () =>
    fetch(`${ORIGIN}/api/payments/barion/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'paymentId=0a1b2c3d4e5f40718293a4b5c6d7e8f9',
    }),
  barionBack: () => fetch(`${ORIGIN}/api/payments/barion/back?paymentId=0a1b2c3d4e5f40718293a4b5c6d7e8f9`),
  // The mock issues no invoices.
  orderInvoice: () => fetch(`${ORIGIN}/api/orders/${DEMO_ORDER_HASHES.paid}/invoices/1`),
};

/** Calls the mock does not serve (no outside payment provider, no invoices): each answers 404 with the contract's words. */
const NOT_SERVED: Partial<Record<EndpointId, string>> = {
  simplePayNotice: 'Ez a fizetési szolgáltató ebben a boltban nincs bekapcsolva.',
  simplePayBack: 'Ez a fizetési szolgáltató ebben a boltban nincs bekapcsolva.',
  barionCallback: 'Ez a fizetési szolgáltató ebben a boltban nincs bekapcsolva.',
  barionBack: 'Ez a fizetési szolgáltató ebben a boltban nincs bekapcsolva.',
  orderInvoice: 'A rendeléshez még nincs ilyen számla.',
};

describe('the mock handlers', () => {
  it.each(Object.keys(endpoints) as EndpointId[])('answer %s as its contract describes', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    await scenarios[id]();
    const answers = captured.filter((answer) => endpointOf(answer.method, answer.path)?.[0] === id);
    const answer = answers.at(-1);
    expect(answer, `no answer for ${id}`).toBeDefined();
    const refused = NOT_SERVED[id];
    if (refused) {
      expect(answer!.status).toBe(404);
      expect(JSON.parse(answer!.text).message).toBe(refused);
      return;
    }
    expect(answer!.status).toBe(endpoint.status ?? 200);
    if (endpoint.response === 'html') {
      expect(answer!.type).toContain('text/html');
      expect(answer!.text).toMatch(/^<!doctype html>/);
    } else if (endpoint.response === 'image') {
      expect(answer!.type).toMatch(/^image\//);
      expect(answer!.text).toMatch(/^<svg /);
    } else if (endpoint.response === null) {
      expect(answer!.text).toBe('');
    } else if (endpoint.response !== 'provider') {
      const parsed = envelope(endpoint.response).safeParse(JSON.parse(answer!.text));
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    }
  });

  it('answers both DELETE x and POST x/delete where the contract has a delete alias (requirements §7)', async () => {
    await api.addFavourite(4);
    await api.addFavourite(5);
    const viaDelete = await fetch(`${ORIGIN}/api/favourites/4`, { method: 'DELETE' });
    const viaPost = await fetch(`${ORIGIN}/api/favourites/5/delete`, { method: 'POST' });
    expect([viaDelete.status, viaPost.status]).toEqual([200, 200]);
    expect(await api.favourites()).toEqual([]);
  });

  it('matches the API on any origin', async () => {
    const elsewhere = createShopApi(createApiClient({ origin: 'https://api.example.com:8443' }));
    expect((await elsewhere.init()).all_products).toBe(26);
  });

  it('groups the handlers by the contract tags', () => {
    const groups = createHandlers(shop);
    const tags = new Set((Object.values(endpoints) as Endpoint[]).map((endpoint) => endpoint.tag));
    for (const tag of tags) expect(groups[tag].length, tag).toBeGreaterThan(0);
    expect(Object.keys(groups)).toEqual(expect.arrayContaining(['app', 'catalog', 'content', 'cart', 'checkout', 'auth', 'account', 'forms']));
  });

  it('refuses a body it cannot read with 400 and the server’s message', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${ORIGIN}/api/cart/product`, { method: 'POST', headers: { 'Content-Type': type, Locale: 'en' }, body });
    const broken = await post('{"product_id":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const deep = await post(`${'['.repeat(40)}${']'.repeat(40)}`);
    expect([deep.status, await deep.json()]).toEqual([400, { message: 'The request body is nested too deeply (at most 32 levels).' }]);
    const form = await post('--x\r\nbroken', 'multipart/form-data');
    expect([form.status, await form.json()]).toEqual([400, { message: 'The request body is not a valid form.' }]);
  });

  it('answers 404 for an id that is not an id, and for an unknown product', async () => {
    expect((await fetch(`${ORIGIN}/api/products/abc`)).status).toBe(404);
    await expect(api.product(999)).rejects.toMatchObject({ status: 404, message: 'Ez a termék nem létezik.' });
  });

  it('answers the contract image address of a catalogue picture with a placeholder in its colour, and refuses what the contract refuses', async () => {
    const image = await fetch(`${ORIGIN}/api/media/armchair-995a2d-2.webp?w=1536&dpr=1&q=60`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('#995a2d');
    expect((await fetch(`${ORIGIN}/api/media/armchair-c2410c-2.webp?w=500`)).status).toBe(422);
    expect((await fetch(`${ORIGIN}/api/media/armchair.png`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/api/media/no-colour-here.webp`)).status).toBe(404);
    // Well formed, but no picture of the catalogue: not found, as on the reference server.
    const unknown = await fetch(`${ORIGIN}/api/media/armchair-123456-2.webp`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Ez a kép nem létezik.' });
  });

  it('draws placeholder images in the colour the image address names', async () => {
    const src = (await api.product(4)).image!.src;
    const response = await fetch(new URL(src, ORIGIN));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('#1f6b57');
  });

  it('draws each product as its kind: one drawing per category, a different one for every other category', async () => {
    /** The picture without its colours and caption: what is drawn, not in which colour. */
    const shapeOf = async (src: string) =>
      (await (await fetch(new URL(src, ORIGIN))).text())
        .replace(/#[0-9a-f]{6}/gi, '#')
        .replace(/>[^<]*<\/text>/g, '></text>')
        .replace(/aria-label="[^"]*"/, '');
    const shapes = new Map<number, Set<string>>();
    for (const product of shop.allProducts()) {
      const category = product.category!.id;
      const drawn = shapes.get(category) ?? new Set<string>();
      drawn.add(await shapeOf(product.image!.src));
      shapes.set(category, drawn);
    }
    expect(shapes.size).toBeGreaterThanOrEqual(6);
    const perCategory = [...shapes.values()];
    for (const drawn of perCategory) expect(drawn.size).toBe(1);
    expect(new Set(perCategory.map((drawn) => [...drawn][0])).size).toBe(shapes.size);
    // A product's gallery shows the same piece in three views (studio, room, close-up).
    const gallery = await Promise.all((await api.product(4)).images.map((image) => shapeOf(image.src)));
    expect(new Set(gallery).size).toBe(3);
  });
});

describe('mockError', () => {
  it('makes one endpoint answer an error while the others keep working', async () => {
    server.use(mockError('cart', 503));
    await expect(api.cart()).rejects.toMatchObject({ status: 503, message: 'Hiba történt a mi oldalunkon. Kérjük, próbálja újra.' });
    expect((await api.init()).all_products).toBe(26);
  });

  it('answers the given body, and 422 field errors reach the client', async () => {
    server.use(mockError('addCoupon', 422, { message: 'Invalid code.', errors: { code: ['Invalid code.'] } }));
    const failure = await api.addCoupon({ code: 'X' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422, fieldErrors: { code: ['Invalid code.'] } });
  });

  it('covers the delete alias the client uses', async () => {
    server.use(mockError('removeFavourite', 500));
    await expect(api.removeFavourite(1)).rejects.toMatchObject({ status: 500 });
    expect((await fetch(`${ORIGIN}/api/favourites/1`, { method: 'DELETE' })).status).toBe(500);
  });

  it('names the fix when the endpoint id is unknown', () => {
    expect(() => mockError('cart.show' as EndpointId)).toThrow('mockError(): unknown endpoint "cart.show"');
  });
});

describe('mockLoading', () => {
  it('keeps one endpoint from ever answering', async () => {
    server.use(mockLoading('home'));
    const impatient = createShopApi(createApiClient({ origin: ORIGIN, timeoutMs: 50 }));
    await expect(impatient.home()).rejects.toMatchObject({ kind: 'timeout' });
    expect((await impatient.init()).all_products).toBe(26);
  });
});

describe('the delay option', () => {
  it('holds every answer for the given milliseconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.resetHandlers(...allHandlers(shop, { delay: 1_000 }));
      let settled = false;
      const pending = fetch(`${ORIGIN}/api/init`).then((response) => {
        settled = true;
        return response;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('mails to one address (requirements 5.15)', () => {
  it('stop at the limit per kind, as the server’s do, while the form keeps answering', async () => {
    const to = 'aldozat@example.hu';
    for (let i = 0; i < MAIL_RECIPIENT_LIMIT.max + 2; i++) {
      const { token } = await api.botChallenge();
      await api.contact({ name: 'Szabó Péter', email: i % 2 ? to.toUpperCase() : to, message: 'Mikor érkezik újra a Lund kanapéágy?', bot_token: token });
    }
    expect(shop.mails(to)).toHaveLength(MAIL_RECIPIENT_LIMIT.max);
    const { token } = await api.botChallenge();
    await api.projectContact({
      name: 'Szabó Péter',
      email: to,
      phone: '+36 30 111 2222',
      message: 'Egy háromszobás lakás teljes berendezése.',
      bot_token: token,
    });
    expect(shop.mails(to)).toHaveLength(MAIL_RECIPIENT_LIMIT.max + 1);
  });
});
