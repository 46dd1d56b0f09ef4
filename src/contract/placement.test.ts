import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.js';
import { createTranslator } from '../i18n/translate.js';
import type { CustomerData } from './cart.js';
import type { StoredCoupon } from './cart-engine.js';
import { apiMessage } from './messages.js';
import {
  CARD_ORDER_LIMITS,
  type CheckoutCart,
  type LockedLine,
  type PlaceBody,
  type PlacementStore,
  placeFromCart,
  quantityCapErrors,
  readinessErrors,
  StockShort,
  shortLines,
  QUOTE_REQUEST_LIMITS,
  UNPAID_ORDER_LIMITS,
} from './placement.js';
import { ShopRefusal, ThrottledRefusal } from './refusal.js';

const customer: CustomerData = {
  email: 'vevo@example.hu',
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
  delivery_data: null,
  is_delivery_same_as_invoice: true,
};

const readyCart = (overrides: Partial<CheckoutCart> = {}): CheckoutCart => ({
  lines: 1,
  customerData: customer,
  consents: { accept_privacy: true, accept_terms: true },
  deliveryChosen: true,
  deliveryProblem: null,
  paymentChosen: true,
  coupon: null,
  couponLowersTotal: false,
  paymentOnline: true,
  slot: null,
  ...overrides,
});

const coupon = (overrides: Partial<StoredCoupon> = {}): StoredCoupon => ({
  id: 1,
  code: 'OTTHON10',
  active: true,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  usedCount: 0,
  holderEmail: null,
  minOrderGrossHuf: null,
  ...overrides,
});

const body: PlaceBody = {
  transaction_result_url: 'https://bolt.example/hu/penztar/eredmeny',
  accept_privacy: true,
  accept_terms: true,
  comment: null,
  is_newsletter_subscription: false,
};

/** A store over plain values that records what the engine asked of it. */
function store(
  options: {
    cart?: CheckoutCart;
    lines?: LockedLine[];
    userEmail?: string | null;
    usesLeft?: boolean;
    /** Whether the slot still has room. */
    slotFree?: boolean;
    session?: string;
    address?: string;
    counts?: Map<string, number>;
  } = {},
) {
  const calls: string[] = [];
  const counts = options.counts ?? new Map<string, number>();
  const recorded: unknown[] = [];
  const placement: PlacementStore<{ order_hash: string; redirect_url: null }> = {
    locale: 'en',
    now: () => new Date('2026-11-25T09:00:00Z'),
    origins: ['https://bolt.example'],
    userEmail: async () => options.userEmail ?? null,
    lockLines: async () => options.lines ?? [{ productId: 7, quantity: 1, stock: 5, title: 'Bakony sofa' }],
    sessionKey: options.session ?? 'session-1',
    clientGroup: options.address ?? '203.0.113.7',
    async countAttempt(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key)!, retryAfterSeconds: 1800 };
    },
    checkout: async () => options.cart ?? readyCart(),
    async holdSlot(slot) {
      calls.push(`holdSlot:${slot.date}:${slot.period}`);
      return options.slotFree ?? true;
    },
    async countCouponUse() {
      calls.push('countCouponUse');
      return options.usesLeft ?? true;
    },
    async record(kind, ready) {
      calls.push(`record:${kind}`);
      recorded.push(ready);
      return { order_hash: 'abc', redirect_url: null };
    },
    async subscribeNewsletter(who) {
      calls.push(`newsletter:${who.email}`);
    },
    async emptyCart() {
      calls.push('emptyCart');
    },
  };
  return { placement, calls, recorded };
}

async function refused(work: Promise<unknown>): Promise<ShopRefusal> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ShopRefusal);
  return error as ShopRefusal;
}

describe('readinessErrors', () => {
  it('finds nothing missing in a cart with lines, valid customer data, both methods and the consents', () => {
    expect(readinessErrors('hu', readyCart(), 'order', {})).toEqual({});
  });

  it('names everything an order lacks at once, in the order of the checkout form, in the API words', () => {
    const errors = readinessErrors('en', readyCart({ lines: 0, customerData: null, deliveryChosen: false, paymentChosen: false, consents: {} }), 'order', {});
    expect(Object.keys(errors)).toEqual(['products', 'customer_data', 'delivery_method', 'payment_method', 'accept_privacy', 'accept_terms']);
    expect(errors.products).toEqual([apiMessage('en', 'order.cart_empty')]);
    expect(errors.customer_data).toEqual([apiMessage('en', 'order.customer_required')]);
    expect(errors.delivery_method).toEqual([apiMessage('en', 'order.delivery_required')]);
    expect(errors.payment_method).toEqual(['To complete your purchase, please choose a payment method.']);
    expect(errors.accept_terms).toEqual(['Please accept the terms and conditions.']);
  });

  it('asks a quote request for neither a delivery nor a payment method', () => {
    const cart = readyCart({ deliveryChosen: false, paymentChosen: false });
    expect(readinessErrors('hu', cart, 'offer', {})).toEqual({});
    expect(Object.keys(readinessErrors('hu', cart, 'order', {}))).toEqual(['delivery_method', 'payment_method']);
  });

  it('checks the saved customer data against the customer form, field by field', () => {
    const errors = readinessErrors('en', readyCart({ customerData: { ...customer, email: 'not an address' } }), 'order', {});
    expect(Object.keys(errors)).toEqual(['customer_data.email']);
  });

  it('takes the consents from the order when the customer data does not hold them, in Hungarian too', () => {
    const without = readyCart({ consents: {} });
    expect(readinessErrors('hu', without, 'order', {}).accept_privacy).toEqual(['Kérjük, fogadja el az adatvédelmi tájékoztatót.']);
    expect(readinessErrors('hu', without, 'order', { accept_privacy: true, accept_terms: true })).toEqual({});
    expect(Object.keys(readinessErrors('hu', readyCart(), 'order', { accept_terms: false }))).toEqual(['accept_terms']);
  });
});

describe('shortLines', () => {
  const lines: LockedLine[] = [
    { productId: 1, quantity: 3, stock: 2, title: 'Sofa' },
    { productId: 2, quantity: 1, stock: 0, title: 'Lamp' },
    { productId: 3, quantity: 1, stock: -2, title: 'Rug' },
    { productId: 4, quantity: 2, stock: 2, title: 'Chair' },
  ];

  it('lets an order through only with every piece in stock', () => {
    expect(shortLines(lines, 'order')).toEqual([
      { productId: 1, available: 2, title: 'Sofa' },
      { productId: 2, available: 0, title: 'Lamp' },
      { productId: 3, available: 0, title: 'Rug' },
    ]);
  });

  it('lets a quote request ask for more than the stock, but not for what is sold out', () => {
    expect(shortLines(lines, 'offer').map((line) => line.productId)).toEqual([2, 3]);
  });
});

describe('placeFromCart', () => {
  it('records a ready cart, signs up for the newsletter when asked and empties the cart, in that order', async () => {
    const { placement, calls, recorded } = store();
    await expect(placeFromCart(placement, { ...body, is_newsletter_subscription: true }, 'order')).resolves.toEqual({ order_hash: 'abc', redirect_url: null });
    expect(calls).toEqual(['record:order', 'newsletter:vevo@example.hu', 'emptyCart']);
    expect(recorded).toEqual([{ customerData: customer, email: 'vevo@example.hu', name: 'Kovács Anna' }]);
  });

  it('holds the home delivery slot before recording the order, and a quote request holds none', async () => {
    const slot = { date: '2026-12-03', period: 'evening' as const };
    const order = store({ cart: readyCart({ slot }) });
    await placeFromCart(order.placement, body, 'order');
    expect(order.calls).toEqual(['holdSlot:2026-12-03:evening', 'record:order', 'emptyCart']);
    const offer = store({ cart: readyCart({ slot }) });
    await placeFromCart(offer.placement, body, 'offer');
    expect(offer.calls).toEqual(['record:offer', 'emptyCart']);
  });

  it('refuses with 409 naming the slot when it filled up meanwhile, recording nothing', async () => {
    const { placement, calls } = store({ cart: readyCart({ slot: { date: '2026-12-03', period: 'morning' } }), slotFree: false });
    const refusal = await refused(placeFromCart(placement, body, 'order'));
    expect(refusal.status).toBe(409);
    expect(refusal.errors).toEqual({ slot: [apiMessage('en', 'cart.slot_full')] });
    expect(calls).toEqual(['holdSlot:2026-12-03:morning']);
  });

  it('refuses a result address on another site before anything else', async () => {
    const { placement, calls } = store({ cart: readyCart({ lines: 0 }) });
    const refusal = await refused(placeFromCart(placement, { ...body, transaction_result_url: 'https://evil.example/steal' }, 'order'));
    expect(refusal.status).toBe(422);
    expect(refusal.errors).toEqual({ transaction_result_url: [apiMessage('en', 'order.result_url')] });
    expect(calls).toEqual([]);
  });

  it('stops at lines short of stock, writing nothing', async () => {
    const { placement, calls } = store({ lines: [{ productId: 7, quantity: 3, stock: 1, title: 'Bakony sofa' }] });
    const error = await placeFromCart(placement, body, 'order').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StockShort);
    expect((error as StockShort).lines).toEqual([{ productId: 7, available: 1, title: 'Bakony sofa' }]);
    expect(calls).toEqual([]);
  });

  it('answers 422 with every field error of an unready cart, writing nothing', async () => {
    const { placement, calls } = store({ cart: readyCart({ paymentChosen: false, consents: {} }) });
    const refusal = await refused(placeFromCart(placement, { ...body, accept_privacy: undefined, accept_terms: undefined } as never, 'order'));
    expect(refusal.status).toBe(422);
    expect(Object.keys(refusal.errors ?? {})).toEqual(['payment_method', 'accept_privacy', 'accept_terms']);
    expect(calls).toEqual([]);
  });

  it("counts a coupon's use when it lowers the total, and not for one that does not", async () => {
    const lowering = store({ cart: readyCart({ coupon: coupon(), couponLowersTotal: true }) });
    await placeFromCart(lowering.placement, body, 'order');
    expect(lowering.calls[0]).toBe('countCouponUse');
    const below = store({ cart: readyCart({ coupon: coupon(), couponLowersTotal: false }) });
    await placeFromCart(below.placement, body, 'order');
    expect(below.calls).not.toContain('countCouponUse');
  });

  it('refuses an order over the line or order cap with 422 in both languages, writing nothing; a quote request may ask for more', async () => {
    const big = [
      { productId: 7, quantity: 9, stock: 50, title: 'Bakony sofa' },
      { productId: 8, quantity: 8, stock: 50, title: 'Tisza chair' },
      { productId: 9, quantity: 4, stock: 50, title: 'Mátra table' },
    ];
    const order = store({ lines: big });
    const refusal = await refused(placeFromCart(order.placement, body, 'order'));
    expect(refusal.status).toBe(422);
    expect(refusal.errors).toEqual({
      products: [
        'An order may hold at most 8 pcs of Bakony sofa; for more, please ask for a quote.',
        'An order may hold at most 20 pcs in all; for more, please ask for a quote.',
      ],
    });
    expect(order.calls).toEqual([]);
    expect(quantityCapErrors('hu', big, 'order').products?.[0]).toBe(
      'Egy rendelésben a(z) Bakony sofa termékből legfeljebb 8 db lehet; nagyobb mennyiségre kérjen ajánlatot.',
    );
    expect(quantityCapErrors('en', big.slice(1), 'order')).toEqual({});
    const quote = store({ lines: big });
    await placeFromCart(quote.placement, body, 'offer');
    expect(quote.calls).toContain('record:offer');
  });

  it('throttles unpaid orders per session and per client address with 429 and when to retry; card orders and quotes do not count', async () => {
    const counts = new Map<string, number>();
    const unpaid = () => readyCart({ paymentOnline: false });
    for (let i = 0; i < UNPAID_ORDER_LIMITS.session.max; i++) await placeFromCart(store({ cart: unpaid(), counts }).placement, body, 'order');
    const third = store({ cart: unpaid(), counts });
    const refusal = await refused(placeFromCart(third.placement, body, 'order'));
    expect(refusal).toBeInstanceOf(ThrottledRefusal);
    expect(refusal.status).toBe(429);
    expect((refusal as ThrottledRefusal).retryAfterSeconds).toBe(1800);
    expect(refusal.message).toContain('1800 seconds');
    expect(third.calls).toEqual([]);
    await placeFromCart(store({ cart: readyCart({ paymentOnline: true }), counts }).placement, body, 'order');
    await placeFromCart(store({ cart: unpaid(), counts }).placement, body, 'offer');
    // Other sessions from the same address: up to the address's limit in all.
    let placed = UNPAID_ORDER_LIMITS.session.max;
    for (let session = 2; placed < UNPAID_ORDER_LIMITS.address.max; session++, placed++) {
      await placeFromCart(store({ cart: unpaid(), counts, session: `session-${session}` }).placement, body, 'order');
    }
    const fresh = store({ cart: unpaid(), counts, session: 'session-new' });
    expect((await refused(placeFromCart(fresh.placement, body, 'order'))).status).toBe(429);
    await placeFromCart(store({ cart: unpaid(), counts, session: 'session-new', address: '198.51.100.1' }).placement, body, 'order');
  });

  it.each([
    { what: 'quote requests', kind: 'offer', online: false, limits: QUOTE_REQUEST_LIMITS, key: 'offer.throttled' },
    { what: 'card orders', kind: 'order', online: true, limits: CARD_ORDER_LIMITS, key: 'order.card_throttled' },
  ] as const)(
    'throttles $what per session and per client address with 429 and when to retry, apart from the orders paid later',
    async ({ kind, online, limits, key }) => {
      const counts = new Map<string, number>();
      const placement = (session = 'session-1', address?: string) =>
        store({ cart: readyCart({ paymentOnline: online }), counts, session, ...(address ? { address } : {}) }).placement;
      for (let i = 0; i < limits.session.max; i++) await placeFromCart(placement(), body, kind);
      const over = await refused(placeFromCart(placement(), body, kind));
      expect(over).toBeInstanceOf(ThrottledRefusal);
      expect(over.status).toBe(429);
      expect(over.message).toBe(apiMessage('en', key, { seconds: 1800 }));
      // The session's unpaid orders have a limit of their own.
      await placeFromCart(store({ cart: readyCart({ paymentOnline: false }), counts }).placement, body, 'order');
      let placed = limits.session.max;
      for (let session = 2; placed < limits.address.max; session++, placed++) await placeFromCart(placement(`session-${session}`), body, kind);
      expect((await refused(placeFromCart(placement('session-new'), body, kind))).status).toBe(429);
      await placeFromCart(placement('session-new', '198.51.100.1'), body, kind);
    },
  );

  it('counts no coupon use for a quote request, which shows the saving but holds nothing', async () => {
    const quote = store({ cart: readyCart({ coupon: coupon({ maxUses: 1 }), couponLowersTotal: true }) });
    await placeFromCart(quote.placement, body, 'offer');
    expect(quote.calls).not.toContain('countCouponUse');
    const usedUp = store({ cart: readyCart({ coupon: coupon({ maxUses: 1, usedCount: 1 }), couponLowersTotal: true }) });
    expect((await refused(placeFromCart(usedUp.placement, body, 'offer'))).errors).toEqual({ coupon: [apiMessage('en', 'coupon.used_up')] });
  });

  it('refuses a coupon used up, expired or switched off since it was added, on the coupon field', async () => {
    const usedUp = store({ cart: readyCart({ coupon: coupon({ maxUses: 1 }), couponLowersTotal: true }), usesLeft: false });
    expect((await refused(placeFromCart(usedUp.placement, body, 'order'))).errors).toEqual({ coupon: [apiMessage('en', 'coupon.used_up')] });
    const expired = store({ cart: readyCart({ coupon: coupon({ expiresAt: new Date('2026-11-25T09:00:00Z') }) }) });
    expect((await refused(placeFromCart(expired.placement, body, 'order'))).errors).toEqual({ coupon: [apiMessage('en', 'coupon.expired')] });
    const off = store({ cart: readyCart({ coupon: coupon({ active: false }) }) });
    expect((await refused(placeFromCart(off.placement, body, 'order'))).errors).toEqual({ coupon: [apiMessage('en', 'coupon.unknown')] });
    expect([...usedUp.calls, ...expired.calls, ...off.calls].filter((call) => call.startsWith('record'))).toEqual([]);
  });

  it('keeps a personal coupon to the customer logged in with its address', async () => {
    const personal = readyCart({ coupon: coupon({ holderEmail: 'anna@example.hu' }) });
    expect((await refused(placeFromCart(store({ cart: personal }).placement, body, 'order'))).errors).toEqual({
      coupon: [apiMessage('en', 'coupon.login_required')],
    });
    expect((await refused(placeFromCart(store({ cart: personal, userEmail: 'bela@example.hu' }).placement, body, 'order'))).errors).toEqual({
      coupon: [apiMessage('en', 'coupon.email_mismatch')],
    });
    await expect(placeFromCart(store({ cart: personal, userEmail: 'Anna@Example.hu' }).placement, body, 'order')).resolves.toHaveProperty('order_hash');
  });
});

describe("the API's words for a refused checkout", () => {
  it("are the shop's own checkout messages, word for word, in both languages", () => {
    for (const locale of ['hu', 'en'] as const) {
      const t = createTranslator(locale, {}, messages[locale]);
      expect(apiMessage(locale, 'order.payment_required')).toBe(t('checkout.errors.paymentRequired'));
      expect(apiMessage(locale, 'coupon.email_required')).toBe(t('checkout.errors.couponEmailRequired'));
    }
  });
});
