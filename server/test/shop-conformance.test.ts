/**
 * One conformance suite for both implementations of the shop: every scenario is played against
 * the `otthon/msw` mock shop (over the server's own seed, `seed-catalogue.ts`) and against the real
 * server on this run's database, and what each answered must be the same — statuses, messages,
 * field errors and whole answers, but for the fields each shop fills its own way (`ownFields`).
 * Every read of the contract is asked of both. Consumers test their apps against the mock, so a
 * disagreement here would become their bug.
 */
import { getResponse } from 'msw';
import { endpoints } from 'otthon/contract';
import { allHandlers, createMockShop } from 'otthon/msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as productsTable } from '../src/db/schema.js';
import { seedData } from '../seed/index.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { type Answer, Client, type ClientOptions } from './support/client.js';
import { seedCatalogue, seedRates } from './support/seed-catalogue.js';

type Json = Record<string, any>;
type Currency = 'HUF' | 'EUR' | 'USD';
const CURRENCIES: Currency[] = ['HUF', 'EUR', 'USD'];

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

/**
 * A fresh mock shop over the seed with the server's stock as it stands (the scenarios before have
 * ordered from it), answering through its msw handlers with the CSRF check on.
 */
async function mockTarget() {
  const stock = Object.fromEntries(
    (await api.db.select({ id: productsTable.id, stock: productsTable.stock }).from(productsTable)).map((row) => [row.id, row.stock]),
  );
  // The seller's website is the shop's own origin, as the server is configured.
  const shop = createMockShop({ catalogue: seedCatalogue(), rates: seedRates, demoOrders: false, seller: { website: ORIGIN }, stock });
  const handlers = allHandlers(shop, { csrf: true });
  return {
    fetch: async (request: Request) => (await getResponse(handlers, request)) ?? new Response('not mocked', { status: 501 }),
  };
}

/**
 * What both must agree on in an answer: its status and its whole body, but for the fields each
 * shop fills its own way (`ownFields`). An error answers its message and field errors; a page or
 * a picture its kind, where it sends the browser and the words it shows.
 */
function comparable(answer: Answer): Json {
  const body = answer.body;
  if (answer.status >= 400) return { status: answer.status, message: body?.message, errors: body?.errors ?? null };
  if (typeof body === 'string') {
    const type = answer.headers.get('content-type') ?? '';
    const location = answer.headers.get('location');
    return {
      status: answer.status,
      // The server renders pictures as WebP, the mock draws SVG placeholders.
      kind: type.startsWith('image/') ? 'image' : type.split(';')[0] || null,
      location: location?.replace(TOKEN, OWN) ?? null,
      // Every text the page shows, its title and its links' words included (both shops render the contract's pages).
      words: [...(type.startsWith('text/html') ? body : '').matchAll(/>([^<]+)</g)].flatMap((match) =>
        match[1]!.trim() ? [match[1]!.trim().replace(ORDER_NUMBER, OWN)] : [],
      ),
    };
  }
  return { status: answer.status, data: ownFields(body?.data) };
}

/** Stands for a field the two shops still disagree on (`openFields`). */
const OPEN = '(open)';

/**
 * Disagreements between the two shops not yet settled, field by field, each listed with its cause
 * in docs/architecture.md; a field leaves this list when the mock answers it as the server does.
 */
function openFields(record: Json): string[] {
  // Search suggestions: which products come first is the server's search index's ranking (text rank
  // and word similarity before popularity), which the mock's matching does not reproduce.
  if ('did_you_mean' in record || ('products' in record && 'categories' in record && !('meta' in record))) return ['products'];
  return [];
}

/** Stands for a value each shop makes its own way. */
const OWN = '(own)';
const PICTURES = new Set(['image', 'images', 'logo']);
/** An order's number as a page shows it (`OT-000042`). */
const ORDER_NUMBER = /\bOT-\d+\b/g;
/** An order's, offer's, attempt's or session's unguessable token in an address. */
const TOKEN = /[A-Za-z0-9_-]{22,}/g;

/**
 * The fields each shop fills its own way, wherever they sit in an answer; every other field is
 * compared as it is.
 * - Pictures (`image`, `images`, `logo`): the server renders its artwork through `/api/media`, the
 *   mock draws labelled placeholders (and gives brands a logo the server's seed has none of).
 * - What a shop numbers or stamps itself: an order's and an offer's id, number (also where a page
 *   shows it), hash, transaction id, line ids and times; a payment's transaction id and
 *   authorization code; a customer's id and the time the account was made; the address a card payment starts at and the tokens of the address a payment's
 *   decision sends the shopper to (the result page's signature: the mock holds no signing secret).
 * - How many pieces are left of a product and how many a home-delivery slot still takes: the
 *   server's database keeps the stock and the orders of the scenarios before, each mock shop is
 *   new; only whether a product is in stock is compared.
 * - How many products a category holds (the category tree's and the listing facet's counts): the
 *   mock's catalogue files a product under its main category only (docs/architecture.md).
 */
function ownFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ownFields);
  if (!value || typeof value !== 'object') return value;
  const record = value as Json;
  const open = openFields(record);
  const own = new Set<string>(PICTURES);
  if ('order_hash' in record || 'offer_hash' in record)
    for (const key of ['id', 'order_number', 'order_hash', 'offer_hash', 'transaction_id', 'created_at', 'valid_until']) own.add(key);
  if ('period_last_day' in record) for (const key of ['order_number', 'created_at']) own.add(key);
  if (typeof record.email === 'string' && 'firstname' in record) for (const key of ['id', 'created_at']) own.add(key);
  if ('redirect_url' in record && record.redirect_url !== null) own.add('redirect_url');
  if ('can_retry' in record && 'authorization_code' in record) for (const key of ['transaction_id', 'authorization_code']) own.add(key);
  if ('product_count' in record) own.add('product_count');
  if ('period' in record && 'remaining' in record) own.add('remaining');
  const lineIds = 'order_hash' in record || 'offer_hash' in record || 'period_last_day' in record;
  const isProduct = typeof record.sku === 'string' && 'prices_by_currencies' in record;
  return Object.fromEntries(
    Object.entries(record).map(([key, field]) => {
      if (open.includes(key)) return [key, OPEN];
      if (own.has(key)) return [key, field === null && !PICTURES.has(key) ? null : OWN];
      if (isProduct && key === 'quantity') return [key, typeof field === 'number' ? field > 0 : field];
      if (key === 'facets' && field && typeof field === 'object') return [key, ownFields({ ...(field as Json), categories: OWN })];
      if (lineIds && key === 'items' && Array.isArray(field)) return [key, field.map((item: Json) => ownFields('id' in item ? { ...item, id: OWN } : item))];
      return [key, ownFields(field)];
    }),
  );
}

/** Where two answers differ, as `path: mock ≠ server` lines (readable where a deep diff of two carts is not). */
function differences(mock: unknown, server: unknown, path = ''): string[] {
  if (Object.is(mock, server)) return [];
  if (mock && server && typeof mock === 'object' && typeof server === 'object' && Array.isArray(mock) === Array.isArray(server)) {
    const keys = new Set([...Object.keys(mock), ...Object.keys(server)]);
    return [...keys].flatMap((key) => differences((mock as Json)[key], (server as Json)[key], path ? `${path}.${key}` : key));
  }
  return [`${path}: ${JSON.stringify(mock)} ≠ ${JSON.stringify(server)}`];
}

type Step = (client: Client<any>) => Promise<Answer>;

/** Every method and path the scenarios asked the server for, so the suite can tell which reads of the contract it left out. */
const requested = new Set<string>();
/** An endpoint's path as a pattern: `{name}` is one segment, `{name+}` several. */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.*?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\+\}/g, '.+')
      .replace(/\{\w+\}/g, '[^/]+')}$`,
  );

/** Plays the steps on a fresh visitor of each shop and returns what each step answered, comparably. */
async function play(options: ClientOptions, steps: Step[]): Promise<{ mock: Json[]; server: Json[] }> {
  const run = async (target: { fetch(request: Request): Response | Promise<Response> }) => {
    const client = await new Client(target as never, options).start();
    const answers: Json[] = [];
    for (const step of steps) answers.push(comparable(await step(client)));
    return answers;
  };
  const server = {
    fetch: (request: Request) => {
      requested.add(`${request.method} ${new URL(request.url).pathname}`);
      return api.fetch(request);
    },
  };
  return { mock: await run(await mockTarget()), server: await run(server) };
}

// — the seed's products and codes by what a scenario needs —
const products = seedData.products;
const inStock = (minimum = 1) => products.filter((product) => product.stock >= minimum);
const plain = inStock(20).find((product) => product.quantity_tiers.length === 0 && product.price_original_gross_huf === null)!;
const tiered = inStock(40).find((product) => product.quantity_tiers.length >= 2 && product.price_original_gross_huf === null)!;
const onSale = inStock(5).find((product) => product.price_original_gross_huf !== null)!;
const soldOut = products.find((product) => product.stock === 0)!;
const scarce = products.find((product) => product.stock >= 1 && product.stock <= 3)!;
const expensive = inStock(2).find((product) => product.price_gross_huf >= 200_000)!;
const cheap = inStock(5).find((product) => product.price_gross_huf < 30_000 && product.quantity_tiers.length === 0)!;
const delivery = Object.fromEntries(seedData.delivery_methods.map((method) => [method.key, method]));
const payment = Object.fromEntries(seedData.payment_methods.map((method) => [method.key, method]));
const activeCoupon = (type: 'percent' | 'fixed', withMinimum: boolean) =>
  seedData.coupons.find(
    (coupon) =>
      coupon.type === type &&
      coupon.is_active &&
      coupon.email === null &&
      coupon.expires_at === null &&
      coupon.max_uses === null &&
      (coupon.min_order_gross_huf !== null) === withMinimum,
  )!;
const percentCoupon = activeCoupon('percent', false);
const fixedCoupon = seedData.coupons.find(
  (coupon) => coupon.type === 'fixed' && coupon.is_active && coupon.email === null && coupon.min_order_gross_huf !== null,
)!;
const expiredCoupon = seedData.coupons.find((coupon) => coupon.expires_at !== null && new Date(coupon.expires_at) < new Date())!;
const EMAIL = 'vevo@example.hu';
/** Products with stock to spare for the scenarios that read orders back (the server's stock outlives each scenario). */
const [roomy, roomier] = inStock(60)
  .filter((product) => product.quantity_tiers.length === 0 && product.price_original_gross_huf === null)
  .slice(-2);

const add =
  (id: number, quantity = 1): Step =>
  (client) =>
    client.post('/api/cart/product', { product_id: id, quantity });
const set =
  (id: number, quantity: number): Step =>
  (client) =>
    client.put(`/api/cart/product/${id}`, { product_id: id, quantity });
const cart: Step = (client) => client.get('/api/cart');
const coupon =
  (code: string, email: string | undefined = EMAIL): Step =>
  (client) =>
    client.post('/api/cart/coupon', email ? { code, email } : { code });
const uncoupon =
  (code: string): Step =>
  (client) =>
    client.delete(`/api/cart/coupon/${encodeURIComponent(code)}`);
const deliver =
  (id: number): Step =>
  (client) =>
    client.put('/api/cart/method/delivery', { id });
const pay =
  (id: number): Step =>
  (client) =>
    client.put('/api/cart/method/payment', { id });
const raw =
  (method: string, path: string, body: unknown, csrf = true): Step =>
  (client) =>
    client.request(method, path, { body, csrf });

/** Plays `step` and answers its status and whether it moved the cart's revision (a change that changes nothing must not). */
const revisionMoves =
  (step: Step): Step =>
  async (client) => {
    const before = (await client.get('/api/cart')).body.data.revision;
    const answer = await step(client);
    const after = (await client.get('/api/cart')).body.data.revision;
    return { ...answer, body: { data: { revision_moved: after !== before } } };
  };

interface Scenario {
  name: string;
  options?: ClientOptions;
  steps: Step[];
  /** The status each step must answer, where agreeing is not enough (a limit both could miss alike). */
  statuses?: number[];
}

const scenarios: Scenario[] = [];
const each = (name: string, build: (currency: Currency) => Step[]) => {
  for (const currency of CURRENCIES) scenarios.push({ name: `${name} (${currency})`, options: { currency }, steps: build(currency) });
};

// Cart lines and the summary.
each('an empty cart', () => [cart]);
each('one piece of a product', () => [add(plain.id), cart]);
each('a product on sale, with its reference price and saving', () => [add(onSale.id, 2)]);
each('two products, one added twice', () => [add(plain.id), add(cheap.id, 2), add(plain.id)]);
for (const tier of tiered.quantity_tiers) {
  const bounds = [tier.quantity - 1, tier.quantity, ...(tier.quantity_to === null ? [tier.quantity + 5] : [tier.quantity_to, tier.quantity_to + 1])];
  for (const quantity of bounds.filter((value) => value >= 1)) {
    each(`a tiered product at ${quantity} pieces (tier from ${tier.quantity})`, () => [add(tiered.id, quantity)]);
  }
}
each('a quantity set and then set to 0', () => [add(plain.id, 3), set(plain.id, 2), set(plain.id, 0)]);
scenarios.push({ name: 'more pieces than in stock are clamped with a notice', steps: [add(scarce.id, scarce.stock + 5), cart] });
// A body neither shop can read: broken JSON, JSON nested too deep, a multipart form without its parts; the cart stays as it was.
const unreadable =
  (raw: string, type = 'application/json'): Step =>
  (client) =>
    client.request('POST', '/api/cart/product', { raw, headers: { 'Content-Type': type } });
for (const locale of ['hu', 'en'] as const) {
  scenarios.push({
    name: `a body that cannot be read, and the cart after it (${locale})`,
    options: { locale },
    steps: [
      add(plain.id),
      unreadable('{"product_id":'),
      unreadable(`${'['.repeat(40)}${']'.repeat(40)}`),
      unreadable('--x\r\nbroken', 'multipart/form-data'),
      cart,
    ],
    statuses: [200, 400, 400, 400, 200],
  });
}
scenarios.push({ name: 'more pieces than in stock are clamped with a notice (en)', options: { locale: 'en' }, steps: [add(scarce.id, scarce.stock + 5)] });
scenarios.push({ name: 'a sold-out product cannot be added', steps: [add(soldOut.id)] });
scenarios.push({ name: 'a sold-out product cannot be added (en)', options: { locale: 'en' }, steps: [add(soldOut.id)] });
scenarios.push({ name: 'an unknown product cannot be added', steps: [add(999_999)] });
scenarios.push({ name: 'a quantity set on a sold-out product', steps: [set(soldOut.id, 1), cart] });
scenarios.push({ name: 'a quantity set on a sold-out product (en)', options: { locale: 'en' }, steps: [add(plain.id), set(soldOut.id, 2)] });
scenarios.push({ name: 'a quantity set on a product not in the cart', steps: [add(plain.id), set(cheap.id, 2)] });
scenarios.push({ name: 'a quantity of 0 cannot be added', steps: [raw('POST', '/api/cart/product', { product_id: plain.id, quantity: 0 })] });
scenarios.push({ name: 'a quantity over 999 is refused', steps: [raw('POST', '/api/cart/product', { product_id: plain.id, quantity: 1000 })] });
scenarios.push({ name: 'a quantity as text is refused', steps: [raw('POST', '/api/cart/product', { product_id: plain.id, quantity: 'kettő' })] });
scenarios.push({ name: 'a product id missing is refused (en)', options: { locale: 'en' }, steps: [raw('POST', '/api/cart/product', { quantity: 1 })] });
scenarios.push({ name: 'a change without the CSRF token is refused', steps: [raw('POST', '/api/cart/product', { product_id: plain.id, quantity: 1 }, false)] });
scenarios.push({
  name: 'a change without the CSRF token is refused (en)',
  options: { locale: 'en' },
  steps: [raw('POST', '/api/cart/product', { product_id: plain.id, quantity: 1 }, false), cart],
});

// Coupons.
each('a percent coupon', () => [add(plain.id), add(cheap.id, 3), coupon(percentCoupon.code)]);
each('a fixed coupon above its minimum', () => [add(expensive.id), coupon(fixedCoupon.code)]);
each('a fixed coupon below its minimum is refused', () => [add(cheap.id), coupon(fixedCoupon.code)]);
each('a fixed coupon that falls below its minimum when a line goes', () => [add(expensive.id), add(cheap.id), coupon(fixedCoupon.code), set(expensive.id, 0)]);
each('a coupon with free shipping reached only before it', () => [add(expensive.id), deliver(delivery.home_delivery!.id), coupon(percentCoupon.code)]);
scenarios.push({ name: 'a second coupon replaces the first', steps: [add(expensive.id), coupon(percentCoupon.code), coupon(fixedCoupon.code), cart] });
scenarios.push({ name: 'the same coupon twice', steps: [add(plain.id), coupon(percentCoupon.code), coupon(percentCoupon.code)] });
scenarios.push({ name: 'a coupon code in lower case', steps: [add(plain.id), coupon(percentCoupon.code.toLowerCase())] });
scenarios.push({ name: 'removing the applied coupon', steps: [add(plain.id), coupon(percentCoupon.code), uncoupon(percentCoupon.code)] });
scenarios.push({ name: 'removing a coupon that is not applied', steps: [add(plain.id), uncoupon(percentCoupon.code)] });
scenarios.push({ name: 'an unknown coupon', steps: [add(plain.id), coupon('NINCS-ILYEN')] });
scenarios.push({ name: 'an unknown coupon (en)', options: { locale: 'en' }, steps: [add(plain.id), coupon('NINCS-ILYEN')] });
scenarios.push({ name: 'an expired coupon', steps: [add(plain.id), coupon(expiredCoupon.code)] });
scenarios.push({ name: 'a coupon without an e-mail address', steps: [add(plain.id), coupon(percentCoupon.code, undefined)] });
scenarios.push({ name: 'a coupon without an e-mail address (en)', options: { locale: 'en' }, steps: [add(plain.id), coupon(percentCoupon.code, undefined)] });
scenarios.push({ name: 'an empty coupon code', steps: [add(plain.id), raw('POST', '/api/cart/coupon', { code: '  ', email: EMAIL })] });

// Delivery and payment methods.
each('home delivery below its free-from amount', () => [add(cheap.id), deliver(delivery.home_delivery!.id)]);
each('home delivery from its free-from amount', () => [add(expensive.id, 2), deliver(delivery.home_delivery!.id)]);
each('showroom pickup', () => [add(plain.id), deliver(delivery.showroom_pickup!.id)]);
each('a parcel locker with cash on delivery chosen before', () => [
  add(cheap.id),
  deliver(delivery.home_delivery!.id),
  pay(payment.cash_on_delivery!.id),
  deliver(delivery.parcel_locker!.id),
]);
scenarios.push({ name: 'a delivery method on an empty cart', steps: [deliver(delivery.home_delivery!.id)] });

// Lockers and pick-up points: the search, the point chosen with the method, the cart's size.
const points =
  (query: string): Step =>
  (client) =>
    client.get(`/api/pickup-points?${query}`);
/** Chooses the locker method with the nearest point to `q` of `carrier` (found by the shop's own search). */
const deliverToPoint =
  (q: string, carrier: string): Step =>
  async (client) => {
    const found = await client.get(`/api/pickup-points?q=${encodeURIComponent(q)}&carrier=${carrier}`);
    return client.put('/api/cart/method/delivery', { id: delivery.parcel_locker!.id, pickup_point_id: found.body.data[0]?.id ?? 'none' });
  };
const deliverWith =
  (body: Json): Step =>
  (client) =>
    client.put('/api/cart/method/delivery', { id: delivery.parcel_locker!.id, ...body });
for (const query of [
  'q=1117',
  'q=1117&carrier=foxpost',
  'q=2000&carrier=mpl',
  'q=Szentendre',
  'q=debrecen&carrier=gls',
  'q=P%C3%A9cs&carrier=packeta',
  'q=9999',
  'q=nincs-ilyen',
  'q=&carrier=gls',
  'q=1117&carrier=dhl',
]) {
  scenarios.push({ name: `pick-up points near ${decodeURIComponent(query)}`, steps: [points(query)] });
}
for (const query of ['zipcode=1117', 'zipcode=2000', 'zipcode=2655', 'zipcode=1999', 'q=sze', 'q=Budapest']) {
  scenarios.push({ name: `settlements by ${query}`, steps: [(client) => client.get(`/api/cities?${query}`)] });
}
const bulky = inStock(1).find((product) => product.weight_kg > 30)!;
const small = inStock(5).find(
  (product) => product.weight_kg < 3 && Math.max(product.dimensions.width, product.dimensions.depth, product.dimensions.height) < 50,
)!;
each('a locker chosen with its point', () => [add(small.id), deliverToPoint('1117', 'foxpost'), cart]);
scenarios.push({ name: 'a locker chosen first, its point after', steps: [add(small.id), deliverWith({}), deliverToPoint('Szeged', 'gls')] });
scenarios.push({ name: 'a point that does not exist', steps: [add(small.id), deliverWith({ pickup_point_id: 'foxpost:nincs-ilyen' })] });
scenarios.push({
  name: 'a point with a method that has none',
  steps: [add(small.id), raw('PUT', '/api/cart/method/delivery', { id: delivery.home_delivery!.id, pickup_point_id: 'foxpost:x' })],
});
scenarios.push({ name: 'a bulky product: no locker offered, and choosing one refused', steps: [add(bulky.id), deliverWith({})] });
scenarios.push({ name: 'a bulky product added after the point was chosen', steps: [add(small.id), deliverToPoint('1117', 'mpl'), add(bulky.id), cart] });
scenarios.push({ name: 'another method clears the point', steps: [add(small.id), deliverToPoint('1117', 'gls'), deliver(delivery.home_delivery!.id)] });
// Furniture home delivery: floor and lift, assembly, the time slot.
const homeOptions =
  (body: Json): Step =>
  (client) =>
    client.put('/api/cart/home-delivery', body);
const slots: Step = (client) => client.get('/api/cart/delivery-slots');
/** Chooses the home delivery's slot at `index` of those offered (negative from the end), with the other options given. */
const homeWithSlot =
  (index: number, options: Json = {}): Step =>
  async (client) => {
    const offered = (await client.get('/api/cart/delivery-slots')).body.data as Json[];
    const slot = offered.at(index);
    return client.put('/api/cart/home-delivery', {
      floor: 0,
      has_lift: false,
      assembly: false,
      ...options,
      slot: slot && { date: slot.date, period: slot.period },
    });
  };
const sofa = inStock(3).find((product) => product.assembly_kind === 'legs' && product.weight_kg >= 20)!;
const flatPack = inStock(3).find((product) => product.assembly_kind === 'self' || product.assembly_kind === 'two-person')!;
each('a sofa carried up three floors without a lift and assembled', () => [
  add(sofa.id),
  add(flatPack.id, 2),
  deliver(delivery.home_delivery!.id),
  homeOptions({ floor: 3, has_lift: false, assembly: true, slot: null }),
]);
each('the evening slot, up by lift', () => [add(sofa.id), deliver(delivery.home_delivery!.id), homeWithSlot(-1, { floor: 7, has_lift: true })]);
each('the slots offered to a sofa cart', () => [add(sofa.id), slots]);
scenarios.push({ name: 'no slots for an empty cart', steps: [slots] });
scenarios.push({
  name: 'home delivery options without home delivery',
  steps: [add(sofa.id), deliver(delivery.showroom_pickup!.id), homeOptions({ floor: 2 })],
});
scenarios.push({
  name: 'a slot on a Sunday is refused',
  steps: [add(sofa.id), deliver(delivery.home_delivery!.id), homeOptions({ slot: { date: '2030-06-02', period: 'morning' } })],
});
scenarios.push({
  name: 'a floor above the highest is refused (en)',
  options: { locale: 'en' },
  steps: [add(sofa.id), deliver(delivery.home_delivery!.id), homeOptions({ floor: 31 })],
});
scenarios.push({
  name: 'an unknown period is refused',
  steps: [add(sofa.id), deliver(delivery.home_delivery!.id), homeOptions({ slot: { date: '2030-06-03', period: 'night' } })],
});
scenarios.push({
  name: 'the same options twice change nothing',
  steps: [add(sofa.id), deliver(delivery.home_delivery!.id), homeOptions({ floor: 1 }), revisionMoves(homeOptions({ floor: 1 }))],
});
scenarios.push({
  name: 'the options stay with home delivery and leave the summary with another method',
  steps: [
    add(sofa.id),
    deliver(delivery.home_delivery!.id),
    homeOptions({ floor: 2, assembly: true }),
    deliver(delivery.showroom_pickup!.id),
    deliver(delivery.home_delivery!.id),
  ],
});
scenarios.push({ name: 'an unknown delivery method', steps: [add(plain.id), deliver(99)] });
scenarios.push({
  name: 'a payment method the delivery method does not allow',
  steps: [add(plain.id), deliver(delivery.showroom_pickup!.id), pay(payment.card!.id), pay(payment.cash_on_delivery!.id)],
});
scenarios.push({ name: 'a payment method before a delivery method', steps: [add(plain.id), pay(payment.bank_transfer!.id)] });
scenarios.push({ name: 'an unknown payment method', steps: [add(plain.id), pay(99)] });

// Customer data: an individual, a company, another delivery address, and what is refused.
const person = (overrides: Json = {}): Json => ({
  email: EMAIL,
  phone: '+36 30 123 4567',
  invoice_data: {
    is_company: false,
    name: 'Kovács Anna',
    company_name: null,
    tax_number: null,
    country_id: 1,
    zipcode: '1138',
    city: 'Budapest',
    address: 'Váci út 1.',
  },
  is_delivery_same_as_invoice: true,
  ...overrides,
});
const company = (taxNumber: string | null): Json =>
  person({
    invoice_data: {
      is_company: true,
      name: 'Kovács Anna',
      company_name: 'Otthon Bútor Kft.',
      tax_number: taxNumber,
      country_id: 1,
      zipcode: '1138',
      city: 'Budapest',
      address: 'Váci út 1.',
    },
  });
const customerData =
  (body: Json): Step =>
  (client) =>
    client.put('/api/cart/customer', body);
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({ name: `an individual's data (${locale})`, options, steps: [add(plain.id), customerData(person())] });
  scenarios.push({
    name: `an individual's data with company fields filled in (${locale})`,
    options,
    steps: [add(plain.id), customerData(person({ invoice_data: { ...person().invoice_data, company_name: 'Valami Kft.', tax_number: '12345676-2-41' } }))],
  });
  scenarios.push({ name: `a company with its tax number (${locale})`, options, steps: [add(plain.id), customerData(company('12345676-2-41'))] });
  scenarios.push({ name: `a company without a tax number (${locale})`, options, steps: [add(plain.id), customerData(company(null))] });
  scenarios.push({ name: `a tax number with a wrong check digit (${locale})`, options, steps: [add(plain.id), customerData(company('12345677-2-41'))] });
  for (const impossible of ['00000000-1-02', 'HU00000000']) {
    scenarios.push({ name: `an impossible tax number ${impossible} (${locale})`, options, steps: [add(plain.id), customerData(company(impossible))] });
  }
  for (const untidy of ['hu12345676', '12345676241']) {
    scenarios.push({ name: `a tax number kept in its one form, ${untidy} (${locale})`, options, steps: [add(plain.id), customerData(company(untidy))] });
  }
  scenarios.push({
    name: `another delivery address (${locale})`,
    options,
    steps: [
      add(plain.id),
      customerData(
        person({
          is_delivery_same_as_invoice: false,
          delivery_data: { name: 'Kovács Béla', country_id: 1, zipcode: '6720', city: 'Szeged', address: 'Kárász utca 5.' },
        }),
      ),
    ],
  });
  scenarios.push({
    name: `another delivery address left out (${locale})`,
    options,
    steps: [add(plain.id), customerData(person({ is_delivery_same_as_invoice: false }))],
  });
  scenarios.push({
    name: `a postal code, phone and e-mail that are not (${locale})`,
    options,
    steps: [add(plain.id), customerData(person({ email: 'nem-email', phone: '12', invoice_data: { ...person().invoice_data, zipcode: 'ABC' } }))],
  });
}

// Checkout.
const consents = {
  transaction_result_url: `https://shop.example/hu/checkout/result`,
  is_newsletter_subscription: false,
  comment: null,
  accept_privacy: true,
  accept_terms: true,
};
const placeOrder =
  (overrides: Json = {}, key?: string): Step =>
  (client) =>
    client.post('/api/cart/order', { ...consents, ...overrides }, key ? { headers: { 'Idempotency-Key': key } } : {});
const placeAndRead =
  (overrides: Json = {}): Step =>
  async (client) => {
    const placed = await placeOrder(overrides)(client);
    if (placed.status !== 201) return placed;
    return client.get(`/api/orders/${placed.body.data.order_hash}`);
  };
const ready = (deliveryKey: 'home_delivery' | 'showroom_pickup', paymentKey: 'bank_transfer' | 'card' | 'cash_on_delivery'): Step[] => [
  customerData(person()),
  deliver(delivery[deliveryKey]!.id),
  pay(payment[paymentKey]!.id),
];
scenarios.push({ name: 'ordering from an empty cart', steps: [placeOrder()] });
scenarios.push({
  name: 'ordering to a locker without its point',
  steps: [add(small.id), customerData(person()), deliverWith({}), pay(payment.bank_transfer!.id), placeOrder()],
});
scenarios.push({
  name: 'ordering to a locker near 1117',
  steps: [add(small.id), customerData(person()), deliverToPoint('1117', 'foxpost'), pay(payment.bank_transfer!.id), placeAndRead()],
});
scenarios.push({
  name: 'ordering to a locker the cart no longer fits',
  steps: [add(small.id), customerData(person()), deliverToPoint('1117', 'packeta'), pay(payment.bank_transfer!.id), add(bulky.id), placeOrder()],
});
scenarios.push({
  name: 'ordering a sofa with home delivery, floor, assembly and a slot',
  steps: [
    add(sofa.id),
    customerData(person()),
    deliver(delivery.home_delivery!.id),
    homeWithSlot(-3, { floor: 2, has_lift: false, assembly: true }),
    pay(payment.bank_transfer!.id),
    placeAndRead(),
  ],
});
scenarios.push({
  name: 'ordering without customer data',
  steps: [add(plain.id), deliver(delivery.home_delivery!.id), pay(payment.bank_transfer!.id), placeOrder()],
});
scenarios.push({ name: 'ordering without a delivery method', steps: [add(plain.id), customerData(person()), placeOrder()] });
scenarios.push({
  name: 'ordering without a payment method',
  steps: [add(plain.id), customerData(person()), deliver(delivery.home_delivery!.id), placeOrder()],
});
scenarios.push({
  name: 'ordering without a payment method (en)',
  options: { locale: 'en' },
  steps: [add(plain.id), customerData(person()), deliver(delivery.home_delivery!.id), placeOrder()],
});
scenarios.push({
  name: 'ordering without accepting the terms',
  steps: [add(plain.id), ...ready('home_delivery', 'bank_transfer'), placeOrder({ accept_terms: false, accept_privacy: false })],
});
scenarios.push({
  name: 'ordering with a return address on another site',
  steps: [add(plain.id), ...ready('home_delivery', 'bank_transfer'), placeOrder({ transaction_result_url: 'https://evil.example/steal' })],
});
scenarios.push({
  name: 'ordering with a return address that hides credentials before the shop',
  steps: [
    add(plain.id),
    ...ready('home_delivery', 'bank_transfer'),
    placeOrder({ transaction_result_url: 'https://vevo:titok@shop.example/hu/checkout/result' }),
    cart,
  ],
});
each('an order paid by bank transfer, and the order it made', () => [
  add(plain.id),
  add(cheap.id, 2),
  ...ready('home_delivery', 'bank_transfer'),
  placeAndRead(),
  cart,
]);
each('an order with a percent coupon picked up in the showroom', () => [
  add(tiered.id, tiered.quantity_tiers[0]!.quantity),
  ...ready('showroom_pickup', 'cash_on_delivery'),
  coupon(percentCoupon.code),
  placeAndRead(),
]);
scenarios.push({ name: 'an order paid by card is sent on to pay', steps: [add(plain.id), ...ready('home_delivery', 'card'), placeOrder()] });
scenarios.push({
  name: 'an order with the same idempotency key twice is placed once',
  steps: [add(plain.id), ...ready('home_delivery', 'bank_transfer'), placeOrder({}, 'kulcs-1'), placeOrder({}, 'kulcs-1'), cart],
});
scenarios.push({
  name: 'an idempotency key used again with another order is refused',
  steps: [
    add(plain.id),
    ...ready('home_delivery', 'bank_transfer'),
    placeOrder({}, 'kulcs-2'),
    add(cheap.id),
    placeOrder({ comment: 'Másik rendelés' }, 'kulcs-2'),
  ],
});
scenarios.push({
  name: 'an idempotency key used again with another order is refused (en)',
  options: { locale: 'en' },
  steps: [add(plain.id), ...ready('home_delivery', 'bank_transfer'), placeOrder({}, 'key-2'), add(cheap.id), placeOrder({ comment: 'Another order' }, 'key-2')],
});
scenarios.push({
  name: 'a malformed idempotency key is refused before the order is placed',
  steps: [add(plain.id), ...ready('home_delivery', 'bank_transfer'), placeOrder({}, 'kulcs egy'), cart],
});
scenarios.push({
  name: 'a malformed idempotency key is refused (en)',
  options: { locale: 'en' },
  steps: [add(plain.id), ...ready('home_delivery', 'bank_transfer'), placeOrder({}, 'x'.repeat(201))],
});
// Paying again: a card payment left unfinished at the gateway (still pending) may start again.
let placedHash = '';
const placeRemembering: Step = async (client) => {
  const placed = await placeOrder()(client);
  placedHash = placed.body?.data?.order_hash ?? '';
  return placed;
};
/** The placed order as its result page reads it, its payment included. */
const paymentOfPlaced: Step = (client) => client.get(`/api/orders/${placedHash}`);
const restartPlaced =
  (paymentKey: 'card' | 'bank_transfer'): Step =>
  (client) =>
    client.post(`/api/orders/payment_restart/${placedHash}`, {
      payment_method: payment[paymentKey]!.id,
      transaction_result_url: consents.transaction_result_url,
    });
scenarios.push({
  name: 'a card payment left pending may be paid again, by card',
  steps: [add(plain.id), ...ready('home_delivery', 'card'), placeRemembering, paymentOfPlaced, restartPlaced('card'), paymentOfPlaced],
});
scenarios.push({
  name: 'a card payment left pending may be paid again, by bank transfer',
  steps: [add(plain.id), ...ready('home_delivery', 'card'), placeRemembering, restartPlaced('bank_transfer'), paymentOfPlaced],
});
// Listing products: the same filters, sort and page give the same products, prices, total and facets.
const listing =
  (query: string): Step =>
  (client) =>
    client.get(`/api/products?${query}`);
for (const [name, query] of [
  ['the first page of every product', 'per_page=24'],
  ['products by price, lowest first', 'sort=price_asc&per_page=24'],
  ['products by price, highest first, second page', 'sort=price_desc&per_page=12&page=2'],
  ['products by name', 'sort=name&per_page=24'],
  ['products in stock only', 'in_stock=1&per_page=24'],
  ['products on sale', 'sale=1&per_page=24'],
  ['products in a price range', 'price_min=50000&price_max=150000&sort=price_asc&per_page=24'],
] as const) {
  scenarios.push({ name: `listing: ${name}`, steps: [listing(query)] });
}
each('listing: products by price in each currency', () => [listing('sort=price_asc&per_page=12')]);
// Search by the package's kind rule: a synonym finds its kind, a colour and a seat count qualify it
// (by price, so the comparison is of what each shop finds, not of its tie-breaks).
// A search that finds nothing answers the same help: a correction ("sfoa"), kinds near a compound
// ("konyhabútor"), the rooms when nothing is near ("zuhanyzó", "fridge").
for (const [locale, q] of [
  ['hu', 'kék kanapé'],
  ['hu', '3 személyes kanapé'],
  ['en', 'ottoman'],
  ['en', 'sfoa'],
  ['hu', 'konyhabútor'],
  ['hu', 'zuhanyzó'],
  ['en', 'fridge'],
  ['hu', 'kanpaé xyzq'],
  ['hu', 'kerti bútor'],
] as const) {
  scenarios.push({
    name: `listing: search "${q}" (${locale})`,
    options: { locale },
    steps: [listing(`q=${encodeURIComponent(q)}&sort=price_asc&per_page=48`)],
  });
}

// Product safety: the product page and the data sheet name the same manufacturer, model, warnings
// and certifications in the same words, for a tall cabinet, a chair, a shelf, a cushion and a lamp.
{
  const byCategory = (key: string) => {
    const category = seedData.categories.find((c) => c.slug.en === key);
    const product = seedData.products.find((p) => p.main_category_id === category?.id && (key !== 'wardrobes' || p.dimensions.height >= 60));
    if (!product) throw new Error(`The seed has no product in ${key}.`);
    return product;
  };
  const certified = seedData.products.find((p) => p.safety.certifications.length > 0);
  const picks = [...['wardrobes', 'chairs', 'bookcases', 'cushions', 'floor-lamps'].map(byCategory), ...(certified ? [certified] : [])];
  for (const product of picks) {
    for (const locale of ['hu', 'en'] as const) {
      scenarios.push({
        name: `product safety of ${product.sku} (${locale})`,
        options: { locale },
        steps: [(client) => client.get(`/api/products/${product.id}`), (client) => client.get(`/api/products/${product.id}/data-sheet`)],
      });
    }
  }
}

// How one piece ships, on the product page: a cushion by parcel locker at its fee, a cheap and a
// dear sofa by home delivery (the dear one free), in every currency.
{
  const inKind = (key: string) => seedData.products.filter((p) => p.main_category_id === seedData.categories.find((c) => c.key === key)?.id);
  const sofas = [...inKind('sofas')].sort((a, b) => a.price_gross_huf - b.price_gross_huf);
  const picks = [inKind('cushions')[0]!, sofas[0]!, sofas.at(-1)!];
  each('a product page says how one piece ships', () => picks.map((product) => (client: Client) => client.get(`/api/products/${product.id}`)));
}

// Similar products: a sofa's page and a cart with a sofa and a chair suggest the same products in
// the same order (same kind first, then what goes with it, in stock, one per model).
{
  const ofKind = (key: string) => {
    const category = seedData.categories.find((c) => c.key === key)!;
    // A model sold in several colours where there is one, so "one per model" is put to the test.
    const members = inStock(5).filter((p) => p.main_category_id === category.id);
    return members.find((p) => p.variant_group !== null) ?? members[0]!;
  };
  const sofa = ofKind('sofas');
  const chair = ofKind('chairs');
  for (const locale of ['hu', 'en'] as const) {
    scenarios.push({
      name: `a sofa's page suggests similar products (${locale})`,
      options: { locale },
      steps: [(client) => client.get(`/api/products/${sofa.id}`)],
    });
  }
  scenarios.push({ name: "a chair's page suggests similar products", steps: [(client) => client.get(`/api/products/${chair.id}`)] });
  scenarios.push({ name: 'a cart with a sofa and a chair suggests similar products', steps: [add(sofa.id), add(chair.id), cart] });
  scenarios.push({ name: 'a cart with a chair and a sofa suggests similar products (en)', options: { locale: 'en' }, steps: [add(chair.id), add(sofa.id)] });
}

// Repeated query parameters reach the contract's query schemas as lists in both shops.
for (const locale of ['hu', 'en'] as const) {
  scenarios.push({ name: `a page number given twice (${locale})`, options: { locale }, steps: [(client) => client.get('/api/products?page=1&page=2')] });
  scenarios.push({
    name: `a sort given twice (${locale})`,
    options: { locale },
    steps: [(client) => client.get('/api/products?sort=price_asc&sort=price_desc')],
  });
}

// The card gateway's decisions and paying again, by the payment engine's rules in both shops.
let gatewayPath = '';
const placeByCard: Step = async (client) => {
  const placed = await placeOrder()(client);
  placedHash = placed.body?.data?.order_hash ?? '';
  const redirect: string | null = placed.body?.data?.redirect_url ?? null;
  gatewayPath = redirect ? new URL(redirect, 'http://shop.invalid').pathname : '';
  return placed;
};
const decideAtGateway =
  (decision: 'approve' | 'decline' | 'cancel'): Step =>
  (client) =>
    client.request('POST', gatewayPath, { form: { decision } });
scenarios.push({
  name: 'a card payment declined, the same decision again, then another one',
  steps: [
    add(plain.id),
    ...ready('home_delivery', 'card'),
    placeByCard,
    decideAtGateway('decline'),
    decideAtGateway('decline'),
    decideAtGateway('approve'),
    paymentOfPlaced,
  ],
});
scenarios.push({
  name: 'a card payment approved, then paying again is refused (en)',
  options: { locale: 'en' },
  steps: [add(plain.id), ...ready('home_delivery', 'card'), placeByCard, decideAtGateway('approve'), paymentOfPlaced, restartPlaced('bank_transfer')],
});
scenarios.push({
  name: 'a card attempt replaced by paying again by card cannot be decided',
  steps: [add(plain.id), ...ready('home_delivery', 'card'), placeByCard, restartPlaced('card'), decideAtGateway('approve'), paymentOfPlaced],
});
scenarios.push({
  name: 'a card attempt left after switching to bank transfer cannot be decided (en)',
  options: { locale: 'en' },
  steps: [add(plain.id), ...ready('home_delivery', 'card'), placeByCard, restartPlaced('bank_transfer'), decideAtGateway('approve'), paymentOfPlaced],
});
scenarios.push({
  name: 'paying again for an order that does not exist',
  steps: [
    (client) =>
      client.post(`/api/orders/payment_restart/${'x'.repeat(32)}`, {
        payment_method: payment.card!.id,
        transaction_result_url: consents.transaction_result_url,
      }),
  ],
});
scenarios.push({
  name: 'paying again by a method the delivery does not allow',
  steps: [
    add(plain.id),
    ...ready('showroom_pickup', 'card'),
    placeRemembering,
    (client) =>
      client.post(`/api/orders/payment_restart/${placedHash}`, {
        payment_method: payment.cash_on_delivery!.id,
        transaction_result_url: consents.transaction_result_url,
      }),
  ],
});
scenarios.push({
  name: 'reading an order that does not exist (en)',
  options: { locale: 'en' },
  steps: [(client) => client.get(`/api/orders/${'x'.repeat(32)}`)],
});
scenarios.push({
  name: 'an order of more pieces than are left',
  steps: [add(scarce.id, scarce.stock), ...ready('home_delivery', 'bank_transfer'), placeAndRead()],
});

// Logging in.
const demo = seedData.customers[0]!;
scenarios.push({
  name: 'logging in with a wrong password',
  steps: [(client) => client.post('/api/auth/login', { email: demo.email, password: 'rossz-jelszo-123' })],
});
scenarios.push({
  name: 'logging in with a wrong password (en)',
  options: { locale: 'en' },
  steps: [(client) => client.post('/api/auth/login', { email: demo.email, password: 'rossz-jelszo-123' })],
});
scenarios.push({ name: 'logging in without an e-mail address', steps: [(client) => client.post('/api/auth/login', { password: 'x' })] });
scenarios.push({
  name: 'the demo customer logs in',
  steps: [(client) => client.post('/api/auth/login', { email: demo.email, password: demo.password }), (client) => client.get('/api/auth/user')],
});
scenarios.push({ name: 'a visitor asks who is logged in', steps: [(client) => client.get('/api/auth/user')] });

// The request pipeline's order of checks: CSRF before login, login before the path and the body.
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({ name: `a visitor asks for the account's orders (${locale})`, options, steps: [(client) => client.get('/api/account/orders')] });
  scenarios.push({
    name: `a visitor's account change without the CSRF token is refused for the token first (${locale})`,
    options,
    steps: [raw('PUT', '/api/account', { firstname: '' }, false)],
  });
  scenarios.push({
    name: `a visitor's account change with a bad body is refused for the login first (${locale})`,
    options,
    steps: [raw('PUT', '/api/account', { firstname: 42 })],
  });
  scenarios.push({
    name: `a cart line address that names no product is not found (${locale})`,
    options,
    steps: [raw('PUT', '/api/cart/product/nem-szam', { product_id: 1, quantity: 'x' })],
  });
}

// The cart engine's own decisions, which both shops now take from one place.
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({
    name: `a body naming another product than the address (${locale})`,
    options,
    steps: [add(plain.id), raw('PUT', `/api/cart/product/${plain.id}`, { product_id: cheap.id, quantity: 2 }), cart],
  });
  scenarios.push({ name: `an unknown coupon without an e-mail address (${locale})`, options, steps: [add(plain.id), coupon('NINCS-ILYEN', undefined)] });
  scenarios.push({ name: `an expired coupon without an e-mail address (${locale})`, options, steps: [add(plain.id), coupon(expiredCoupon.code, undefined)] });
}
scenarios.push({ name: 'the same quantity again leaves the revision', steps: [add(plain.id, 2), revisionMoves(set(plain.id, 2))] });
scenarios.push({ name: 'another quantity moves the revision', steps: [add(plain.id, 2), revisionMoves(set(plain.id, 3))] });
scenarios.push({ name: 'removing a product not in the cart leaves the revision', steps: [add(plain.id), revisionMoves(set(cheap.id, 0))] });
scenarios.push({
  name: 'the delivery method already chosen leaves the revision',
  steps: [add(plain.id), deliver(delivery.home_delivery!.id), revisionMoves(deliver(delivery.home_delivery!.id))],
});
scenarios.push({
  name: 'the payment method already chosen leaves the revision',
  steps: [add(plain.id), deliver(delivery.home_delivery!.id), pay(payment.card!.id), revisionMoves(pay(payment.card!.id))],
});
scenarios.push({ name: 'a coupon applied moves the revision', steps: [add(plain.id), revisionMoves(coupon(percentCoupon.code))] });
scenarios.push({ name: 'a refused coupon leaves the revision', steps: [add(plain.id), revisionMoves(coupon('NINCS-ILYEN'))] });
scenarios.push({
  name: 'an unknown country in both addresses is refused field by field (en)',
  options: { locale: 'en' },
  steps: [
    add(plain.id),
    customerData(
      person({
        invoice_data: { ...person().invoice_data, country_id: 999 },
        is_delivery_same_as_invoice: false,
        delivery_data: { name: 'Kovács Béla', country_id: 998, zipcode: '6720', city: 'Szeged', address: 'Kárász utca 5.' },
      }),
    ),
  ],
});

// Favourites: one set of rules (otthon/contract's favourites) over each shop's lists.
/** Plays a favourites call and answers its status and the list's products (id and title), in order. */
const favouritesView =
  (step: Step): Step =>
  async (client) => {
    const answer = await step(client);
    if (answer.status >= 400) return answer;
    return { ...answer, body: { data: { favourites: answer.body.data.map((product: Json) => [product.id, product.title]) } } };
  };
const favourites = favouritesView((client) => client.get('/api/favourites'));
const favour = (id: number): Step => favouritesView((client) => client.post(`/api/favourites/${id}`, {}));
const unfavour = (id: number): Step => favouritesView((client) => client.delete(`/api/favourites/${id}`));
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({
    name: `a visitor's favourites, none at first, newest first after two (${locale})`,
    options,
    steps: [favourites, favour(plain.id), favour(cheap.id), favourites],
  });
  scenarios.push({ name: `an unknown product cannot be a favourite (${locale})`, options, steps: [favour(999_999), unfavour(999_999), favourites] });
  scenarios.push({ name: `a favourite added again keeps its place (${locale})`, options, steps: [favour(plain.id), favour(cheap.id), favour(plain.id)] });
}
scenarios.push({
  name: 'removing a favourite, and one that is not',
  steps: [favour(plain.id), favour(cheap.id), unfavour(plain.id), unfavour(plain.id), favourites],
});
scenarios.push({ name: 'a sold-out product may be a favourite', steps: [favour(soldOut.id), favourites] });
scenarios.push({ name: 'a favourite without the CSRF token is refused', steps: [raw('POST', `/api/favourites/${plain.id}`, {}, false), favourites] });
/** The seed customer's own favourites go first (the mock's catalogue does not carry them); answers the status of the last. */
const forgetSeededFavourites: Step = async (client) => {
  const statuses: number[] = [];
  for (const id of demo.favourite_product_ids) statuses.push((await client.delete(`/api/favourites/${id}`)).status);
  return { status: Math.max(...statuses), headers: new Headers(), body: null, text: '' };
};
scenarios.push({
  name: "a visitor's favourites join the customer's at login",
  steps: [
    favour(cheap.id),
    (client) => client.post('/api/auth/login', { email: demo.email, password: demo.password }),
    forgetSeededFavourites,
    favourites,
    favour(plain.id),
    favourites,
  ],
});

// Accounts: logging in and out, registering, activating and resetting a password, by the one auth desk.
let serial = 0;
/** A new address per scenario (the server's database is shared by all of them; each mock shop is new). */
const freshEmail = (what: string) => `${what}.${Date.now().toString(36)}.${(serial += 1)}@example.hu`;
const PASSWORD = 'Egy-Jo-Jelszo-42';
const logIn =
  (email: string, password: string): Step =>
  (client) =>
    client.post('/api/auth/login', { email, password });
const whoAmI: Step = (client) => client.get('/api/auth/user');
const logOut: Step = (client) => client.get('/api/auth/logout');
const signUp =
  (email: string, overrides: Json = {}): Step =>
  async (client) => {
    const bot = await client.post('/api/bot-challenge');
    return client.post('/api/auth/register', {
      firstname: '  Péter ',
      lastname: 'Szabó',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accept_privacy: true,
      accept_terms: true,
      bot_token: bot.body.data.token,
      activation_url: `https://shop.example/${client.locale}/aktivalas/`,
      ...overrides,
    });
  };
/** The mails to an address, newest first (the server mails a reset link after answering: waits a moment for it). */
const mailsOf = async (client: Client<any>, email: string, atLeast = 1): Promise<Json[]> => {
  for (let round = 0; ; round += 1) {
    const mails = (await client.get(`/api/dev/mails?to=${encodeURIComponent(email)}`)).body.data as Json[];
    if (mails.length >= atLeast || round >= 40) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
/** What each shop numbers its own way in a mail's words: order and quote numbers, hashes, transaction ids. */
const ownNumbers = (text: string) =>
  text
    .replace(/\b(OT|AJ)-\d+\b/g, OWN)
    .replace(/[\w-]{32,}/g, OWN)
    .replace(/\bT\d{13,}\b/g, OWN);
/** The newest mail to the address, its subject, text and links, as both must write it. */
const newestMailText =
  (email: string): Step =>
  async (client) => {
    const [mail] = await mailsOf(client, email);
    const data = mail ? { subject: ownNumbers(mail.subject), text: ownNumbers(mail.text), links: mail.links.map(ownNumbers) } : null;
    return { status: 200, headers: new Headers(), text: '', body: { data } };
  };
let mailedToken = '';
/** The newest mail to the address as both must agree on it (subject, how many links, where the link leads); remembers its token. */
const newestMail =
  (email: string, atLeast = 1): Step =>
  async (client) => {
    const [mail] = await mailsOf(client, email, atLeast);
    const link: string | undefined = mail?.links[0];
    mailedToken = link ? decodeURIComponent(link.slice(link.lastIndexOf('/') + 1)) : '';
    const page = link ? link.slice(0, link.lastIndexOf('/') + 1) : 'no link';
    return {
      status: 200,
      headers: new Headers(),
      text: '',
      body: { data: { message: mail ? `${mail.subject} | ${mail.links.length} link(s) | ${page}` : 'no mail' } },
    };
  };
const activateMailed: Step = (client) => client.post('/api/auth/activate', { token: mailedToken });
const askReset =
  (email: string, resultUrl = 'https://shop.example/hu/jelszo-visszaallitas/'): Step =>
  (client) =>
    client.post('/api/auth/password/reset', { email, result_url: resultUrl });
const resetMailed =
  (password: string): Step =>
  (client) =>
    client.post(`/api/auth/password/reset/${encodeURIComponent(mailedToken)}`, { password, password_confirmation: password });
/** A 429 with its seconds left out (the server's hashing makes its clock run on), and whether Retry-After says the same seconds. */
const throttled =
  (step: Step): Step =>
  async (client) => {
    const answer = await step(client);
    if (answer.status !== 429) return answer;
    const seconds = /\d+/.exec(answer.body.message)?.[0];
    const agrees = seconds !== undefined && answer.headers.get('Retry-After') === seconds && Number(seconds) <= 60;
    return { ...answer, body: { message: `${answer.body.message.replace(/\d+/g, 'N')}${agrees ? '' : ' [Retry-After differs]'}` } };
  };
// How much one order may take, and how many unpaid orders one visitor may place (docs/requirements.md).
const unpaidOrder: Step[] = [add(cheap.id), ...ready('home_delivery', 'bank_transfer'), placeOrder()];
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({
    name: `a line of more than 8 pieces is refused when ordering, the cart kept (${locale})`,
    options,
    steps: [add(plain.id, 9), ...ready('home_delivery', 'bank_transfer'), placeOrder(), cart],
    statuses: [200, 200, 200, 200, 422, 200],
  });
  scenarios.push({
    name: `more than 20 pieces in all are refused when ordering (${locale})`,
    options,
    steps: [add(plain.id, 8), add(tiered.id, 8), add(cheap.id, 5), ...ready('home_delivery', 'bank_transfer'), placeOrder()],
    statuses: [200, 200, 200, 200, 200, 200, 422],
  });
  scenarios.push({
    name: `a fourth unpaid order of one visitor within the hour is throttled, with Retry-After (${locale})`,
    options,
    steps: [...unpaidOrder, ...unpaidOrder, ...unpaidOrder, add(cheap.id), throttled(placeOrder()), cart],
    statuses: [...[1, 2, 3].flatMap(() => [200, 200, 200, 200, 201]), 200, 429, 200],
  });
}
scenarios.push({
  name: 'exactly 8 pieces of a line and 20 in all are taken',
  steps: [add(plain.id, 8), add(tiered.id, 8), add(cheap.id, 4), ...ready('home_delivery', 'bank_transfer'), placeAndRead()],
  statuses: [200, 200, 200, 200, 200, 200, 200],
});

/** A registered, activated account logged in. */
const activeAccount = (email: string): Step[] => [signUp(email), newestMail(email), activateMailed, logIn(email, PASSWORD)];

for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({
    name: `the demo customer logs in, asks who is logged in and logs out (${locale})`,
    options,
    steps: [logIn(demo.email, demo.password), whoAmI, logOut, whoAmI],
  });
  scenarios.push({
    name: `logging in with an unknown address answers as a wrong password (${locale})`,
    options,
    steps: [logIn('senki.sincs@example.hu', 'rossz-jelszo-123')],
  });
  scenarios.push({
    name: `logging in with the address in capitals and spaces (${locale})`,
    options,
    steps: [logIn(`  ${demo.email.toUpperCase()} `, demo.password)],
  });
  scenarios.push({
    name: `logins are throttled after five wrong passwords of an address, then another address is not (${locale})`,
    options,
    steps: [
      ...Array.from({ length: 5 }, () => logIn(demo.email, 'rossz-jelszo-123')),
      throttled(logIn(demo.email, demo.password)),
      logIn('senki.sincs@example.hu', 'rossz-jelszo-123'),
    ],
  });
  scenarios.push({ name: `a visitor logs out (${locale})`, options, steps: [logOut, whoAmI] });
  const fresh = freshEmail(`uj-${locale}`);
  scenarios.push({
    name: `registering a new address mails its activation link, and the account cannot log in before it (${locale})`,
    options,
    steps: [signUp(fresh), newestMail(fresh), logIn(fresh, PASSWORD), logIn(fresh, 'rossz-jelszo-123')],
  });
  const taken = freshEmail(`foglalt-${locale}`);
  scenarios.push({
    name: `registering a taken address answers alike and mails its owner a notice without a link (${locale})`,
    options,
    steps: [signUp(taken), signUp(taken.toUpperCase()), newestMail(taken, 2)],
  });
  scenarios.push({
    name: `registering with a made-up bot token or an activation page on another site (${locale})`,
    options,
    steps: [
      (client) => signUp(freshEmail('bot'), { bot_token: 'kitalalt-token' })(client),
      signUp(freshEmail('oldal'), { activation_url: 'https://evil.example/activate/' }),
    ],
  });
  const activated = freshEmail(`aktiv-${locale}`);
  scenarios.push({
    name: `an activation link activates once, then logs in (${locale})`,
    options,
    steps: [signUp(activated), newestMail(activated), activateMailed, activateMailed, logIn(activated, PASSWORD), whoAmI],
  });
  scenarios.push({
    name: `a made-up activation token (${locale})`,
    options,
    steps: [(client) => client.post('/api/auth/activate', { token: 'kitalalt-token-0123456789' })],
  });
  const merging = freshEmail(`kosar-${locale}`);
  scenarios.push({
    name: `a customer's cart waits for the next login and takes in the visitor's cart (${locale})`,
    options,
    steps: [
      ...activeAccount(merging),
      add(plain.id, 2),
      ...ready('home_delivery', 'bank_transfer'),
      logOut,
      cart,
      add(plain.id, 3),
      add(cheap.id),
      logIn(merging, PASSWORD),
      cart,
    ],
  });
  const mergingMore = freshEmail(`kosar2-${locale}`);
  scenarios.push({
    name: `at login the visitor's pieces are cut to the stock, and the visitor's delivery, payment and coupon win (${locale})`,
    options,
    steps: [
      ...activeAccount(mergingMore),
      add(scarce.id, scarce.stock),
      add(plain.id),
      deliver(delivery.home_delivery!.id),
      pay(payment.bank_transfer!.id),
      logOut,
      add(scarce.id, 2),
      coupon(percentCoupon.code),
      deliver(delivery.showroom_pickup!.id),
      pay(payment.cash_on_delivery!.id),
      logIn(mergingMore, PASSWORD),
      cart,
    ],
  });
  // A fresh address: the server caps the mails of a kind one address gets in an hour.
  const buyer = freshEmail(`vevo-${locale}`);
  const readyFor = (deliveryKey: 'home_delivery' | 'showroom_pickup', paymentKey: 'bank_transfer' | 'card'): Step[] => [
    customerData(person({ email: buyer })),
    deliver(delivery[deliveryKey]!.id),
    pay(payment[paymentKey]!.id),
  ];
  scenarios.push({
    name: `the order, quote request and card payment confirmations, word for word (${locale})`,
    options,
    steps: [
      add(roomy!.id),
      ...readyFor('home_delivery', 'bank_transfer'),
      placeOrder(),
      newestMailText(buyer),
      add(roomy!.id, 2),
      customerData(person({ email: buyer })),
      (client) => client.post('/api/cart/offer', consents),
      newestMailText(buyer),
      add(roomy!.id),
      ...readyFor('showroom_pickup', 'card'),
      placeByCard,
      newestMailText(buyer),
      decideAtGateway('approve'),
      newestMailText(buyer),
    ],
  });
  const resetting = freshEmail(`jelszo-${locale}`);
  scenarios.push({
    name: `a password reset asked for a known and an unknown address answers alike, and only the known one gets a link (${locale})`,
    options,
    steps: [
      ...activeAccount(resetting),
      askReset(resetting),
      askReset('senki.sincs@example.hu'),
      newestMail(resetting, 2),
      newestMail('senki.sincs@example.hu', 0),
    ],
  });
  const resetDone = freshEmail(`uj-jelszo-${locale}`);
  scenarios.push({
    name: `a reset link sets the password once and ends the account's login (${locale})`,
    options,
    steps: [
      ...activeAccount(resetDone),
      askReset(resetDone),
      newestMail(resetDone, 2),
      resetMailed('Uj-Jelszo-2026'),
      whoAmI,
      resetMailed('Masik-Jelszo-2027'),
      logIn(resetDone, PASSWORD),
      logIn(resetDone, 'Uj-Jelszo-2026'),
    ],
  });
  scenarios.push({
    name: `a password reset with a result page on another site (${locale})`,
    options,
    steps: [askReset(demo.email, 'https://evil.example/reset/')],
  });
  scenarios.push({
    name: `a made-up reset link (${locale})`,
    options,
    steps: [
      (client) => client.post('/api/auth/password/reset/kitalalt-token-0123456789', { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' }),
    ],
  });
  const updating = freshEmail(`fiok-${locale}`);
  scenarios.push({
    name: `an account update trims the names and keeps the address (${locale})`,
    options,
    steps: [
      ...activeAccount(updating),
      (client) =>
        client.put('/api/account', { firstname: '  Béla ', lastname: ' Kiss  ', phone: null, is_newsletter_subscription: true, email: 'masik@example.hu' }),
      whoAmI,
    ],
  });
}

// Restock notices: one set of rules (otthon/contract's restock notices) over each shop's signups.
const PRODUCT_PAGE = 'https://shop.example/hu/termek/elfogyott';
let restockAddresses = 0;
/** An address of its own for each scenario: the server's signups outlive a scenario. */
const restockAddress = () => `ertesites-${++restockAddresses}@example.hu`;
const restockSignup =
  (id: number, email: string, overrides: Json = {}): Step =>
  (client) =>
    client.post(`/api/products/${id}/restock-notifications`, { email, consent: true, product_url: PRODUCT_PAGE, ...overrides });
/**
 * Opens the newest confirmation link under `path` mailed to `email`, or the one before it (`back`
 * 1), and presses its page's button (a POST to the same address); answers both pages' heading and
 * paragraphs (the opened page's button included).
 */
const openConfirmLink =
  (path: '/api/restock-notifications/confirm/' | '/api/newsletter/confirm/', email: string, back = 0): Step =>
  async (client) => {
    // Both shops' mailboxes are the contract's page: a mail's links follow its address, newest mail first.
    const mailbox = (await client.get('/api/dev/mailbox')).text;
    const links: string[] = [];
    let to = '';
    for (const [found] of mailbox.matchAll(new RegExp(`[\\w.+-]+@[\\w.-]+\\.[a-z]+|${path.replaceAll('/', '\\/')}[\\w%-]+`, 'g'))) {
      if (found.includes('@')) to = found;
      else if (to === email && !links.includes(found)) links.push(found);
    }
    const link = links[back] ?? `${path}nincs-ilyen-hivatkozas`;
    const opened = await client.get(link);
    if (opened.status >= 400) return opened;
    const answer = await client.request('POST', link, { csrf: false });
    if (answer.status >= 400) return answer;
    const wordsOf = (html: string) => [...html.matchAll(/<(h1|p|button[^>]*)>([^<]+)</g)].map((match) => match[2]);
    return { ...answer, body: { data: { opened_page: wordsOf(opened.text), confirm_page: wordsOf(answer.text) } } };
  };
const openRestockLink = (email: string, back = 0) => openConfirmLink('/api/restock-notifications/confirm/', email, back);
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({
    name: `a restock notice without consent, off the site, for an unknown product, in stock (${locale})`,
    options,
    steps: [
      restockSignup(999_999, restockAddress(), { consent: false, product_url: 'https://evil.example/x' }),
      restockSignup(soldOut.id, restockAddress(), { product_url: 'https://evil.example/x' }),
      restockSignup(999_999, restockAddress()),
      restockSignup(plain.id, restockAddress()),
    ],
  });
  const email = restockAddress();
  scenarios.push({
    name: `a restock notice signed up and confirmed twice by its link (${locale})`,
    options,
    steps: [restockSignup(soldOut.id, email), openRestockLink(email), openRestockLink(email)],
  });
  scenarios.push({ name: `an unknown restock link (${locale})`, options, steps: [openRestockLink('senki@example.hu')] });
}
{
  const email = restockAddress();
  scenarios.push({
    name: 'a second restock signup before confirming: the first link stops working, the second confirms',
    steps: [restockSignup(soldOut.id, email), restockSignup(soldOut.id, email), openRestockLink(email, 1), openRestockLink(email)],
  });
}
{
  const email = restockAddress();
  scenarios.push({
    name: 'a second restock signup after confirming mails no new link and keeps the first',
    options: { locale: 'en' },
    steps: [restockSignup(soldOut.id, email), openRestockLink(email), restockSignup(soldOut.id, email), openRestockLink(email)],
  });
}

// The contact forms and the newsletter: one set of rules (otthon/contract's forms) over each shop's records and outbox.
const FORM = { name: 'Kovács Anna', phone: '+36 30 123 4567', message: 'Mikor érkezik újra a Vigadó kanapé?' };
const sendForm =
  (path: '/api/contact' | '/api/contact/project', email: string, overrides: Json = {}): Step =>
  async (client) => {
    const bot = await client.post('/api/bot-challenge');
    return client.post(path, { ...FORM, email, bot_token: bot.body.data.token, ...overrides });
  };
const newsletterSignup =
  (email: string, name = 'Kovács Anna'): Step =>
  (client) =>
    client.post('/api/newsletter', { name, email });
/** The subjects of the mails to an address, newest first, as one sentence both must agree on. */
const mailSubjects =
  (email: string): Step =>
  async (client) => {
    const mails = await mailsOf(client, email);
    return { status: 200, headers: new Headers(), text: '', body: { data: { message: mails.map((mail) => mail.subject).join(' | ') } } };
  };
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  const email = freshEmail('kapcsolat');
  scenarios.push({
    name: `the contact form, its thanks and its acknowledgement (${locale})`,
    options,
    steps: [sendForm('/api/contact', email, { subject: 'Szállítás' }), mailSubjects(email)],
  });
  const project = freshEmail('projekt');
  scenarios.push({
    name: `the project contact form, its thanks and its acknowledgement (${locale})`,
    options,
    steps: [sendForm('/api/contact/project', project), mailSubjects(project)],
  });
  scenarios.push({
    name: `a contact form with a bot token never issued is refused (${locale})`,
    options,
    steps: [
      sendForm('/api/contact', freshEmail('robot'), { bot_token: 'soha-ki-nem-adott-token' }),
      sendForm('/api/contact/project', freshEmail('robot'), { bot_token: 'soha-ki-nem-adott-token' }),
    ],
  });
  const reader = freshEmail('hirlevel');
  scenarios.push({
    name: `a newsletter signup twice before confirming: the same thanks, a fresh link each time, the first stops working (${locale})`,
    options,
    steps: [
      newsletterSignup(reader),
      newsletterSignup(reader.toUpperCase(), 'Anna'),
      mailSubjects(reader),
      openConfirmLink('/api/newsletter/confirm/', reader, 1),
      openConfirmLink('/api/newsletter/confirm/', reader),
    ],
  });
  const confirmed = freshEmail('hirlevel');
  scenarios.push({
    name: `a newsletter signup after confirming: the same thanks, no new mail (${locale})`,
    options,
    steps: [newsletterSignup(confirmed), openConfirmLink('/api/newsletter/confirm/', confirmed), newsletterSignup(confirmed, 'Anna'), mailSubjects(confirmed)],
  });
}
scenarios.push({ name: 'a contact form without its bot token is refused', steps: [raw('POST', '/api/contact', { ...FORM, email: EMAIL })] });

// Every read of the contract, in both languages: the app's settings, the catalogue's and the
// content's pages, a page further where a list has pages, and what each answers for an address
// that names nothing. They are played first, before the scenarios' orders take stock off the
// server's products.
const reads: Scenario[] = [];
const read =
  (path: string): Step =>
  (client) =>
    client.get(path);
{
  const categoryPath = (id: number, locale: 'hu' | 'en'): string => {
    const category = seedData.categories.find((c) => c.id === id)!;
    return [...(category.parent_id === null ? [] : [categoryPath(category.parent_id, locale)]), category.slug[locale]].join('/');
  };
  const root = seedData.categories.find((c) => c.parent_id === null && seedData.categories.some((child) => child.parent_id === c.id))!;
  const child = seedData.categories.find((c) => c.parent_id === root.id)!;
  const [newest, older] = [...seedData.blog_posts].sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id);
  const tagged = seedData.blog_posts.find((post) => post.tags.length > 0)!;
  const page = seedData.pages.find((candidate) => candidate.key === 'faq') ?? seedData.pages[0]!;
  for (const locale of ['hu', 'en'] as const) {
    const options = { locale };
    reads.push({
      name: `the app's start: the CSRF cookie, a ping, init, currencies and countries (${locale})`,
      options,
      steps: [read('/sanctum/csrf-cookie'), read('/api/ping'), read('/api/init'), read('/api/currencies'), read('/api/countries')],
      statuses: [204, 204, 200, 200, 200],
    });
    reads.push({ name: `the home page (${locale})`, options, steps: [read('/api/home')] });
    reads.push({ name: `the categories and the brands (${locale})`, options, steps: [read('/api/categories'), read('/api/brands')] });
    reads.push({
      name: `a category and its sub-category by their paths, in this language and the other (${locale})`,
      options,
      steps: [
        read(`/api/categories/resolve?path=${encodeURIComponent(categoryPath(root.id, locale))}`),
        read(`/api/categories/resolve?path=${encodeURIComponent(categoryPath(child.id, locale))}`),
        read(`/api/categories/resolve?path=${encodeURIComponent(categoryPath(child.id, locale === 'hu' ? 'en' : 'hu'))}`),
      ],
      statuses: [200, 200, 200],
    });
    reads.push({
      name: `an unknown category, and a category path left out (${locale})`,
      options,
      steps: [read('/api/categories/resolve?path=nincs-ilyen-kategoria'), read('/api/categories/resolve')],
      statuses: [404, 422],
    });
    reads.push({
      name: `search suggestions as the shopper types, and an empty search (${locale})`,
      options,
      steps: [
        read(`/api/search/suggest?q=${encodeURIComponent(locale === 'hu' ? 'kanapé' : 'sofa')}`),
        read('/api/search/suggest?q=szek'),
        read('/api/search/suggest?q='),
      ],
      statuses: [200, 200, 422],
    });
    reads.push({
      name: `the blog: its first page, the next page of two, a tag, a page past the end (${locale})`,
      options,
      steps: [
        read('/api/blog'),
        read('/api/blog?page=2&per_page=2'),
        read(`/api/blog?tag=${encodeURIComponent(tagged.tags[0]![locale])}`),
        read('/api/blog?page=99'),
        read('/api/blog?per_page=0'),
      ],
      statuses: [200, 200, 200, 200, 422],
    });
    reads.push({
      name: `blog articles by their slugs in both languages, and an unknown one (${locale})`,
      options,
      steps: [read(`/api/blog/${newest!.slug[locale]}`), read(`/api/blog/${older!.slug[locale === 'hu' ? 'en' : 'hu']}`), read('/api/blog/nincs/ilyen-cikk')],
      statuses: [200, 200, 404],
    });
    reads.push({
      name: `an information page by its slug, by its key, and an unknown one (${locale})`,
      options,
      steps: [read(`/api/pages/${page.slug[locale]}`), read(`/api/pages/${page.key}`), read('/api/pages/nincs-ilyen-oldal')],
      statuses: [200, 200, 404],
    });
    reads.push({ name: `the showroom (${locale})`, options, steps: [read('/api/showroom')] });
    reads.push({
      name: `an unknown product and its data sheet (${locale})`,
      options,
      steps: [read('/api/products/999999'), read('/api/products/999999/data-sheet')],
      statuses: [404, 404],
    });
    reads.push({
      name: `a picture of a category and of a product, a width the shop does not render, and a picture it does not have (${locale})`,
      options,
      steps: [
        read(`/api/media/${root.image.kind}-${root.image.colour.replace('#', '').toLowerCase()}-${root.image.variant}.webp?w=320`),
        read(`/api/media/p${roomy!.id}-0.webp?w=640`),
        read('/api/media/nincs-ilyen-kep-000000-0.webp?w=333'),
        read(`/api/media/${root.image.kind}-000000-${root.image.variant}.webp`),
      ],
      statuses: [200, 200, 422, 404],
    });
  }
}
scenarios.unshift(...reads);

// The reads of the checkout and of an account: a quote request, an order's invoice, the card
// gateway's page, the providers' back addresses, and a new customer's account, orders and what
// they may withdraw.
const UNKNOWN_HASH = 'x'.repeat(32);
let placedOfferHash = '';
const placeOffer: Step = async (client) => {
  const placed = await client.post('/api/cart/offer', consents);
  placedOfferHash = placed.body?.data?.offer_hash ?? '';
  return placed;
};
for (const locale of ['hu', 'en'] as const) {
  const options = { locale };
  scenarios.push({
    name: `a quote request sent and read back, and an unknown one (${locale})`,
    options,
    steps: [
      add(roomy!.id),
      add(roomier!.id, 2),
      customerData(person()),
      placeOffer,
      (client) => client.get(`/api/offers/${placedOfferHash}`),
      read(`/api/offers/${UNKNOWN_HASH}`),
    ],
    statuses: [200, 200, 200, 201, 200, 404],
  });
  scenarios.push({
    name: `an order's invoice that was never issued, and an unknown order's (${locale})`,
    options,
    steps: [
      add(roomy!.id),
      ...ready('home_delivery', 'bank_transfer'),
      placeRemembering,
      (client) => client.get(`/api/orders/${placedHash}/invoices/999999`),
      read(`/api/orders/${UNKNOWN_HASH}/invoices/1`),
      read(`/api/orders/${UNKNOWN_HASH}`),
    ],
    statuses: [200, 200, 200, 200, 201, 404, 404, 404],
  });
  scenarios.push({
    name: `the card gateway's page for a placed order, and for an unknown attempt (${locale})`,
    options,
    steps: [
      add(roomy!.id),
      ...ready('home_delivery', 'card'),
      placeByCard,
      (client) => client.get(`${gatewayPath}?lang=${locale}`),
      read(`/api/payment/gateway/${'y'.repeat(32)}`),
    ],
    statuses: [200, 200, 200, 200, 201, 200, 404],
  });
  const gatewayPage: Step = (client) => client.get(`${gatewayPath}?lang=${locale}`);
  const byCard = [add(roomy!.id), ...ready('home_delivery', 'card'), placeByCard];
  scenarios.push({
    name: `the card gateway's page once its payment is declined, paid another way or started again (${locale})`,
    options,
    steps: [
      ...byCard,
      decideAtGateway('decline'),
      gatewayPage,
      ...byCard,
      restartPlaced('bank_transfer'),
      gatewayPage,
      ...byCard,
      restartPlaced('card'),
      gatewayPage,
    ],
  });
  scenarios.push({
    name: `a card provider's back address while the provider is off, and without its parameters (${locale})`,
    options,
    steps: [
      read('/api/payments/simplepay/back?r=eyJ0IjoxfQ&s=aláírás'),
      read('/api/payments/barion/back?paymentId=ismeretlen-fizetes'),
      read('/api/payments/simplepay/back'),
      read('/api/payments/barion/back'),
    ],
  });
  const customer = freshEmail(`olvaso-${locale}`);
  scenarios.push({
    name: `a new customer's account, orders on two pages and what may be withdrawn (${locale})`,
    options,
    steps: [
      read('/api/account'),
      read('/api/account/withdrawals'),
      ...activeAccount(customer),
      read('/api/account'),
      read('/api/account/orders'),
      read('/api/account/withdrawals'),
      add(roomy!.id),
      ...ready('home_delivery', 'bank_transfer'),
      placeAndRead(),
      add(roomier!.id, 2),
      ...ready('showroom_pickup', 'cash_on_delivery'),
      placeAndRead(),
      read('/api/account'),
      read('/api/account/orders'),
      read('/api/account/orders?page=2&per_page=1'),
      read('/api/account/orders?per_page=200'),
      read('/api/account/withdrawals'),
    ],
  });
}

describe('the mock shop and the reference server answer alike', () => {
  it(`has at least 80 scenarios (${scenarios.length})`, () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(80);
  });
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const { mock, server } = await play(scenario.options ?? {}, scenario.steps);
      const found = differences(mock, server);
      // The whole list in the message: a truncated deep diff of two carts hides which figure differs.
      if (found.length > 0) expect.fail(`${found.length} difference(s), mock ≠ server:\n${found.join('\n')}`);
      expect(found).toEqual([]);
      if (scenario.statuses) expect(server.map((answer) => answer.status)).toEqual(scenario.statuses);
    });
  }
  // Last: the scenarios above have run, each asking the server what it asked the mock.
  it('has asked both shops every read of the contract', () => {
    const gets = Object.entries(endpoints).filter(([, endpoint]) => endpoint.method === 'GET');
    const missed = gets.filter(([, endpoint]) => ![...requested].some((request) => pathPattern(`GET ${endpoint.path}`).test(request)));
    expect(missed.map(([id]) => id)).toEqual([]);
  });
});
