/**
 * The in-memory shop behind the mock handlers: one visitor session (cart, favourites, login)
 * plus the shop's own records (stock, accounts, orders, offers, mails). Every call of the contract
 * is an operation of the shop by its endpoint id (`operations.ts`), composed of one memory store
 * per engine; each either answers the call's `data` or throws a {@link MockApiError}.
 * `handlers.ts` only speaks HTTP.
 */
import type { HufRates } from '../domain/money.js';
import { BOT_TOKEN_SECONDS } from '../domain/constants.js';
import type { User } from '../contract/auth.js';
import {
  addProduct,
  applyCoupon,
  chooseDelivery,
  chooseHomeDelivery,
  choosePayment,
  clampedLine,
  removeCoupon,
  setQuantity,
  updateCustomer,
} from '../contract/cart-engine.js';
import type { PlacedOffer, PlacedOrder } from '../contract/checkout.js';
import { paginate } from './catalogue-queries.js';
import type { MockCatalogue } from './fixtures/catalogue-types.js';
import { parcelOf, renderProduct, type MockView } from './fixtures/render.js';
import { createMockFavourites } from './favourites.js';
import { createMockForms } from './forms.js';
import { createMockRestock } from './restock.js';
import { createMockNewsletter } from './newsletter.js';
import { createMockWithdrawals } from './withdrawals.js';
import { releaseLapsed } from './holds.js';
import { createMockAuth, userOfAccount } from './auth.js';
import { orderListItem } from './orders.js';
import { createShopCore, freshSession, accountFrom, type MockShopState, type MockShopOptions, type MockMail, type ShopCore } from './shop-state.js';
import { createMockCart, type MockCart } from './cart-store.js';
import { allProducts, catalogueOperations } from './catalogue-reads.js';
import { createMockPlacement } from './placement-store.js';
import { createMockPayments, localizedOrder, type MockPayments, paymentOperations, paymentPages } from './payment-store.js';
import { seedDemoOrders, DEMO_CUSTOMER } from './fixtures/demo-orders.js';
import { type Implementations, type Operations, operations, withDefaults } from './operations.js';
import { randomToken } from './tokens.js';
export { DEMO_CUSTOMER, DEMO_OFFER_HASH, DEMO_ORDER_HASHES } from './fixtures/demo-orders.js';
export type { MockAccount, MockMail, MockShopOptions, MockShopState, MockSubmission } from './shop-state.js';
export type { MockCall } from './operations.js';

/**
 * The in-memory shop; create one per test or story so state never leaks between them. Every call
 * of the contract is an operation named by its endpoint id, taking what its request carries:
 * `shop.cart()`, `shop.addCartProduct({ body: { product_id: 17, quantity: 2 } })`,
 * `shop.order({ view: { locale: 'en' }, params: { order_hash } })`. Beside them, the helpers of
 * `createMockShop` script the shop for tests and stories without a request.
 */
export type MockShop = MockOperations & ReturnType<typeof shopHelpers>;
/** The shop's calls, by endpoint id. */
export type MockOperations = Operations<ReturnType<typeof operationTable>>;

/** Fills a new (or reset) shop's state from its catalogue and options. */
function openShop(core: ShopCore, putLine: MockCart['putLine']): void {
  const { catalogue, state, options, productRecord, accountByEmail, logIn } = core;
  Object.assign(state, {
    session: freshSession(),
    sessionId: randomToken(40),
    accounts: catalogue.accounts.map(accountFrom),
    stock: new Map(catalogue.products.map((item) => [item.id, options.stock?.[item.id] ?? item.stock])),
    orders: new Map(),
    deliveries: new Map(),
    offers: new Map(),
    orderLocales: new Map(),
    idempotency: new Map(),
    csrfToken: null,
    botTokens: new Map(),
    authTokens: new Map(),
    paymentAttempts: new Map(),
    holds: new Map(),
    lapsed: new Set(),
    outbox: [],
    withdrawals: [],
    submissions: [],
    attempts: new Map(),
    nextOrderId: 1001,
    nextAccountId: Math.max(0, ...catalogue.accounts.map((item) => item.id)) + 1,
  } satisfies MockShopState);
  if (options.demoOrders ?? true) seedDemoOrders(core);
  const { session } = state;
  for (const line of options.cart ?? [])
    if (productRecord(line.product_id)) putLine(line.product_id, clampedLine(line.quantity, state.stock.get(line.product_id) ?? 0));
  session.lines = session.lines.filter((line) => line.quantity > 0);
  session.favourites = [...(options.favourites ?? [])];
  session.coupons = (options.coupons ?? []).filter((code) => catalogue.coupons.some((item) => item.code === code));
  session.deliveryMethodId = options.deliveryMethodId ?? null;
  session.pickupPoint = options.pickupPoint ?? null;
  session.homeDelivery = options.homeDelivery ? structuredClone(options.homeDelivery) : null;
  session.paymentMethodId = options.paymentMethodId ?? null;
  if (options.customer) session.customer = structuredClone(options.customer);
  if (options.loggedIn) {
    const demo = accountByEmail(DEMO_CUSTOMER.email);
    if (demo) logIn(demo);
  }
  state.session.revision = 0;
}

/** The contract's desks (favourites, restock notices, the newsletter, forms, withdrawal, accounts) over the shop's memory. */
function desksOf(core: ShopCore) {
  const { state, context, view, productRecord, currentAccount, sendMail } = core;
  const favouriteIds = (): number[] => currentAccount()?.favourites ?? state.session.favourites;
  /** The contract's favourites rules over the visitor's or customer's list, in the request's language and currency. */
  const favourites = (v: MockView) =>
    createMockFavourites({
      ids: favouriteIds,
      productExists: (id) => productRecord(id) !== undefined,
      render: (id) => {
        const record = productRecord(id);
        return record ? renderProduct(record, context, v) : null;
      },
    });

  const restock = createMockRestock({
    product: (id) => {
      const record = productRecord(id);
      return record ? { stock: state.stock.get(id) ?? 0, title: record.title } : null;
    },
    newToken: () => randomToken(32),
    sendMail,
    now: () => new Date(),
  });

  const newsletter = createMockNewsletter({ newToken: () => randomToken(32), sendMail, now: () => new Date() });

  const forms = createMockForms({
    consumeBotToken: core.consumeBotToken,
    submissions: () => state.submissions,
    sendMail,
    now: () => new Date(),
  });

  const withdrawalDesk = createMockWithdrawals({
    orders: () => state.orders.values(),
    deliveredAt: (order) => state.deliveries.get(order.order_hash) ?? null,
    customerOrderHashes: () => currentAccount()?.orderHashes ?? null,
    withdrawals: () => state.withdrawals,
    localize: (order, locale) => localizedOrder(core, order, view({ locale })),
    parcel: (productId) => {
      const record = productRecord(productId);
      return record ? parcelOf(record) : null;
    },
    sendMail,
    now: () => new Date(),
    secret: randomToken(32),
  });

  const auth = createMockAuth({
    accounts: () => state.accounts,
    nextAccountId: () => state.nextAccountId++,
    currentAccount,
    tokens: () => state.authTokens,
    attempts: () => state.attempts,
    consumeBotToken: core.consumeBotToken,
    logIn: core.logIn,
    logOut: core.logOut,
    endLoginsOf: core.endLoginsOf,
    subscribeNewsletter: ({ locale, ...who }, origins) => newsletter.rules(origins).signUp(locale, who),
    sendMail,
    now: () => new Date(),
  });

  return { favourites, restock, newsletter, forms, withdrawalDesk, auth };
}

type Desks = ReturnType<typeof desksOf>;

/** The calls of the cart and of placing an order or a quote request: the shop engine's changes over this shop's session. */
function cartOperations(core: ShopCore, shopCart: MockCart, { place }: ReturnType<typeof createMockPlacement>) {
  const { cart, change, deliverySlots } = shopCart;
  return operations({
    cart: ({ view }) => cart(view),
    addCartProduct: ({ view, body }) => change(view, (store) => addProduct(store, body.product_id, body.quantity)),
    setCartProduct: ({ view, params, body }) => change(view, (store) => setQuantity(store, params.id, body)),
    updateCustomer: ({ view, body }) => change(view, (store) => updateCustomer(store, body)),
    addCoupon: ({ view, body }) => change(view, (store) => applyCoupon(store, body)),
    removeCoupon: ({ view, params }) => change(view, (store) => removeCoupon(store, params.code)),
    setDeliveryMethod: ({ view, body }) => change(view, (store) => chooseDelivery(store, body.id, body.pickup_point_id)),
    setHomeDelivery: ({ view, body }) => change(view, (store) => chooseHomeDelivery(store, body)),
    deliverySlots: ({ view }) => deliverySlots(view),
    setPaymentMethod: ({ view, body }) => change(view, (store) => choosePayment(store, body.id)),
    placeOrder: ({ view, body, origins }) => place(view, body, origins, 'order') as Promise<PlacedOrder>,
    placeOffer: ({ view, body, origins }) => place(view, body, origins, 'offer') as Promise<PlacedOffer>,
    botChallenge() {
      const token = randomToken(40);
      core.state.botTokens.set(token, Date.now() + BOT_TOKEN_SECONDS * 1000);
      return { token, expires_in: BOT_TOKEN_SECONDS };
    },
  });
}

/** The calls the contract's desks answer: favourites, accounts, withdrawal, forms, the newsletter and restock notices. */
function deskOperations({ state, currentAccount, now }: ShopCore, { favourites, restock, newsletter, forms, withdrawalDesk, auth }: Desks) {
  return operations({
    favourites: ({ view }) => favourites(view).list(),
    addFavourite: ({ view, params }) => favourites(view).add(view.locale, params.id),
    removeFavourite: ({ view, params }) => favourites(view).remove(view.locale, params.id),
    // — auth and account —
    user: ({ view }) => auth.user(view.locale),
    login: ({ view, body }) => auth.login(view.locale, body),
    logout: ({ view }) => auth.logout(view.locale),
    register: ({ view, body, origins }) => auth.register(view.locale, body, origins),
    activate: ({ view, body }) => auth.activate(view.locale, body.token),
    requestPasswordReset: ({ view, body, origins }) => auth.requestPasswordReset(view.locale, body, origins),
    resetPassword: ({ view, params, body }) => auth.resetPassword(view.locale, params.token, body),
    account: ({ view }) => auth.account(view.locale),
    updateAccount: ({ view, body, origins }) => auth.updateAccount(view.locale, body, origins),
    accountOrders({ query }) {
      const rows = currentAccount()!
        .orderHashes.flatMap((hash) => {
          const order = state.orders.get(hash);
          return order ? [orderListItem(order)] : [];
        })
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return paginate(rows, query.page, query.per_page);
    },
    // — withdrawal —
    withdrawableOrders: ({ view }) => withdrawalDesk.withdrawableOrders(view.locale),
    sendWithdrawalCode: ({ view, body }) => withdrawalDesk.sendCode(view.locale, body),
    lookupWithdrawal: ({ view, body }) => withdrawalDesk.lookup(view.locale, body),
    submitWithdrawal: ({ view, body }) => withdrawalDesk.submit(view.locale, body),
    // — forms, the newsletter and restock notices —
    contact: ({ view, body }) => forms.contact(view.locale, 'contact', body),
    projectContact: ({ view, body }) => forms.contact(view.locale, 'project', body),
    newsletter: async ({ view, body, origins }) => {
      state.submissions.push({ form: 'newsletter', body: { ...body }, created_at: now() });
      return newsletter.rules(origins).subscribe(view.locale, body);
    },
    newsletterConfirmPage: ({ view, params }) => newsletter.rules([]).ask(view.locale, params.token),
    newsletterConfirm: ({ view, params, origins }) => newsletter.rules(origins).confirm(view.locale, params.token),
    restockSubscribe: ({ view, params, body, origins }) => restock.notices(origins).subscribe(view.locale, params.id, body),
    restockConfirmPage: ({ view, params }) => restock.notices([]).ask(view.locale, params.token),
    restockConfirm: ({ view, params }) => restock.notices([]).confirm(view.locale, params.token),
  });
}

/** What tests and stories script the shop with, without a request. */
function shopHelpers(core: ShopCore, { restock, newsletter }: Desks, payments: MockPayments, reset: () => void) {
  const { catalogue, state, rates, view, accountByEmail } = core;
  return {
    catalogue: catalogue as MockCatalogue,
    state: state as MockShopState,
    rates: rates as HufRates,
    /** A full view (locale, currency, this shop's rates) from a partial one. */
    view,
    /** Starts over from the options the shop was created with. */
    reset,
    /** Every product of the catalogue, in a view's language and currency (`GET /api/products` answers them a page at a time). */
    allProducts: (partial?: Partial<MockView>) => allProducts(core, view(partial)),
    /**
     * Sets a product's stock; cart lines above it are clamped (or flagged out of stock) with a notice,
     * and stock back from none mails the confirmed restock subscribers (answers how many notices).
     */
    setStock(productId: number, quantity: number): Promise<number> {
      const before = state.stock.get(productId) ?? 0;
      // The cart shows a line cut to the new stock (`cartView`); the line keeps what was asked for.
      state.stock.set(productId, Math.max(0, Math.floor(quantity)));
      // Stock back from none: the confirmed subscribers get their notice, as the server's goods-in sends it.
      return before === 0 && state.stock.get(productId)! > 0 ? restock.notices([]).notify([productId]) : Promise.resolve(0);
    },
    /** Logs a customer in without a request. */
    logIn(email: string = DEMO_CUSTOMER.email): User {
      const record = accountByEmail(email);
      if (!record) throw new Error(`shop.logIn(): no account with the e-mail "${email}"; use DEMO_CUSTOMER.email or register one first.`);
      core.logIn(record);
      return userOfAccount(record, 'hu');
    },
    /** Ends the session: logs out and empties the visitor's cart and favourites. */
    logOut: core.logOut,
    /**
     * Cancels the orders whose payment did not come while their pieces were held (10 minutes for a
     * card, five working days for a transfer), gives the pieces back and closes their open payment
     * attempts, as the server's release does. The handlers run it before every answer, so in a test
     * it is enough to move the clock on. Answers how many restock notices it sent.
     */
    releaseLapsedHolds(at = new Date()): Promise<number> {
      const back = releaseLapsed(state, at);
      // Pieces back on the shelf can bring a sold-out product back: its confirmed subscribers hear of it.
      return back.length ? restock.notices([]).notify(back) : Promise.resolve(0);
    },
    /** Mails sent so far, newest first, optionally to one address. */
    mails: (to?: string): MockMail[] => state.outbox.filter((mail) => to === undefined || mail.to.toLowerCase() === to.toLowerCase()),
    /** The session's CSRF token, created on first use (`GET /sanctum/csrf-cookie`). */
    issueCsrfToken(): string {
      state.csrfToken ??= randomToken(40);
      return state.csrfToken;
    },
    isValidCsrfToken: (token: string | null) => Boolean(token && state.csrfToken && token === state.csrfToken),
    /** Newsletter subscribers, confirmed or not, oldest first. */
    newsletterSubscribers: () => newsletter.subscribers,
    /** Restock-notice signups, oldest first. */
    restockSubscriptions: () => restock.subscriptions,
    ...paymentPages(core, payments),
  };
}

/**
 * Creates an in-memory shop: a session (cart, favourites, login), stock, the demo customer with
 * demo orders, and every rule of the reference server.
 *
 * @example
 * const shop = createMockShop({ cart: [{ product_id: 17, quantity: 4 }], loggedIn: true });
 * server.use(...allHandlers(shop));
 */
export function createMockShop(options: MockShopOptions = {}): MockShop {
  const core = createShopCore(options);
  const shopCart = createMockCart(core);
  const payments = createMockPayments(core);
  const reset = () => openShop(core, shopCart.putLine);
  reset();
  const desks = desksOf(core);
  const placement = createMockPlacement(core, { cart: shopCart, payments, newsletter: desks.newsletter });
  const table = operationTable(core, shopCart, payments, desks, placement);
  return { ...withDefaults(table, core.view), ...shopHelpers(core, desks, payments, reset) };
}

/** Every call of the contract the shop answers, one store's group after another. */
function operationTable(core: ShopCore, shopCart: MockCart, payments: MockPayments, desks: Desks, placement: ReturnType<typeof createMockPlacement>) {
  return {
    ...catalogueOperations(core),
    ...cartOperations(core, shopCart, placement),
    ...paymentOperations(core, payments),
    ...deskOperations(core, desks),
  } satisfies Implementations;
}
