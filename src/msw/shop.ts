/**
 * The in-memory shop behind the mock handlers: one visitor session (cart, favourites, login)
 * plus the shop's own records (stock, accounts, orders, offers, mails). Every rule the reference
 * server enforces lives here as a method that either returns the answer's `data` or throws a
 * {@link MockApiError}; `handlers.ts` only speaks HTTP.
 */
import type { z } from 'zod';
import type { HufRates } from '../domain/money.js';
import { BOT_TOKEN_SECONDS } from '../domain/constants.js';
import type {
  accountUpdateBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
} from '../contract/auth.js';
import type { Account, User } from '../contract/auth.js';
import type { couponBodySchema, customerBodySchema, homeDeliveryBodySchema, setCartProductBodySchema } from '../contract/cart.js';
import type { Cart, DeliverySlot, PaymentMethodProvider } from '../contract/cart.js';
import type {
  Brand,
  Category,
  CategoryDetail,
  DataSheet,
  Product,
  ProductDetail,
  ProductList,
  restockSubscribeBodySchema,
  SearchSuggestions,
} from '../contract/catalog.js';
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
import type { paymentRestartBodySchema, placeOrderBodySchema } from '../contract/checkout.js';
import type { Offer, Order, OrderListItem, PlacedOffer, PlacedOrder } from '../contract/checkout.js';
import type { WithdrawableOrder, Withdrawal, WithdrawalCodeSent } from '../contract/withdrawal.js';
import type { Paginated } from '../contract/common.js';
import type { contactBodySchema, newsletterBodySchema, projectContactBodySchema } from '../contract/content.js';
import type { BlogList, BlogPost, BotChallenge, City, Country, Currency, Home, Init, Page, Showroom } from '../contract/content.js';
import type { PickupPoint, PickupPointQuery } from '../contract/pickup-points.js';
import type { GatewayPageInput } from '../contract/api-pages.js';
import { paginate, type ProductFilters } from './catalogue-queries.js';
import type { MockCatalogue } from './fixtures/catalogue-types.js';
import { parcelOf, renderProduct, type MockView } from './fixtures/render.js';
import { createMockFavourites } from './favourites.js';
import { createMockForms } from './forms.js';
import { createMockRestock, type MockRestockSubscription } from './restock.js';
import type { RestockConfirmation, RestockConfirmRequest } from '../contract/restock.js';
import { createMockNewsletter, type MockNewsletterSubscriber } from './newsletter.js';
import type { NewsletterConfirmation, NewsletterConfirmRequest } from '../contract/newsletter.js';
import { MockApiError } from './http-error.js';
import { createMockWithdrawals, type WithdrawalDesk } from './withdrawals.js';
import { releaseLapsed } from './holds.js';
import { createMockAuth, userOfAccount } from './auth.js';
import { apiMessage } from '../contract/messages.js';
import { orderListItem } from './orders.js';
import {
  createShopCore,
  freshSession,
  accountFrom,
  type MockAccount,
  type MockShopState,
  type MockShopOptions,
  type MockMail,
  type ShopCore,
} from './shop-state.js';
import { createMockCart, type MockCart } from './cart-store.js';
import { createCatalogueReads } from './catalogue-reads.js';
import { createMockPlacement } from './placement-store.js';
import { createMockPayments, type MockPayments, paymentOperations } from './payment-store.js';
import { seedDemoOrders, DEMO_CUSTOMER } from './fixtures/demo-orders.js';
type Body<Schema extends z.ZodType> = z.output<Schema>;
export { DEMO_CUSTOMER, DEMO_OFFER_HASH, DEMO_ORDER_HASHES } from './fixtures/demo-orders.js';
export type { MockAccount, MockMail, MockShopOptions, MockShopState, MockSubmission } from './shop-state.js';
import { randomToken } from './tokens.js';

/** The in-memory shop; create one per test or story so state never leaks between them. */
export interface MockShop {
  readonly catalogue: MockCatalogue;
  readonly state: MockShopState;
  readonly rates: HufRates;
  /** A full view (locale, currency, this shop's rates) from a partial one. */
  view(view?: Partial<MockView>): MockView;
  /** Starts over from the options the shop was created with. */
  reset(): void;

  // — scripting helpers for tests and stories (no request needed) —
  /**
   * Sets a product's stock; cart lines above it are clamped (or flagged out of stock) with a notice,
   * and stock back from none mails the confirmed restock subscribers (answers how many notices).
   */
  setStock(productId: number, quantity: number): Promise<number>;
  /** Logs a customer in without a request. */
  logIn(email?: string): User;
  /** Ends the session: logs out and empties the visitor's cart and favourites. */
  logOut(): void;
  /**
   * Records a gateway outcome for an order's card payment, as if the customer had used the gateway
   * (a provider's card method: that provider's SUCCESS / FAIL / CANCEL, or Barion's words for them).
   */
  settlePayment(orderHash: string, outcome: 'paid' | 'failed' | 'cancelled'): Order;
  /**
   * Cancels the orders whose payment did not come while their pieces were held (10 minutes for a
   * card, five working days for a transfer), gives the pieces back and closes their open payment
   * attempts, as the server's release does. The handlers run it before every answer, so in a test
   * it is enough to move the clock on. Answers how many restock notices it sent.
   */
  releaseLapsedHolds(now?: Date): Promise<number>;
  /** Mails sent so far, newest first, optionally to one address. */
  mails(to?: string): MockMail[];

  // — app —
  init(view: MockView): Init;
  currencies(view: MockView): Currency[];
  countries(view: MockView): Country[];
  /** Hungarian settlements by name or postcode prefix (`GET /api/cities`); the postcode table loads on first use. */
  cities(query: { q?: string | undefined; zipcode?: string | undefined }): Promise<City[]>;
  /** Lockers and pick-up points nearest to a postcode or settlement (the shared rule `nearestPoints`); the points load on first use. */
  pickupPoints(query: PickupPointQuery): Promise<PickupPoint[]>;
  issueBotToken(): BotChallenge;
  /** The session's CSRF token, created on first use (`GET /sanctum/csrf-cookie`). */
  issueCsrfToken(): string;
  isValidCsrfToken(token: string | null): boolean;
  // — catalog and content —
  home(view: MockView): Home;
  categories(view: MockView): Category[];
  resolveCategory(view: MockView, path: string): CategoryDetail;
  brands(): Brand[];
  products(view: MockView): Product[];
  listProducts(view: MockView, filters: ProductFilters): ProductList;
  suggest(view: MockView, q: string): SearchSuggestions;
  product(view: MockView, id: number): ProductDetail;
  dataSheet(view: MockView, id: number): DataSheet;
  blogPosts(view: MockView, query: { page: number; per_page: number; tag?: string | undefined }): BlogList;
  blogPost(view: MockView, slug: string): BlogPost;
  page(view: MockView, slug: string): Page;
  showroom(view: MockView): Showroom;
  // — favourites and cart —
  favourites(view: MockView): Promise<Product[]>;
  addFavourite(view: MockView, productId: number): Promise<Product[]>;
  removeFavourite(view: MockView, productId: number): Promise<Product[]>;
  cart(view: MockView): Cart;
  addCartProduct(view: MockView, productId: number, quantity: number): Promise<Cart>;
  setCartProduct(view: MockView, productId: number, body: Body<typeof setCartProductBodySchema>): Promise<Cart>;
  updateCustomer(view: MockView, body: Body<typeof customerBodySchema>): Promise<Cart>;
  addCoupon(view: MockView, body: Body<typeof couponBodySchema>): Promise<Cart>;
  removeCoupon(view: MockView, code: string): Promise<Cart>;
  /** Chooses the delivery method, and the locker or pick-up point of one that needs it. */
  setDeliveryMethod(view: MockView, id: number, pickupPointId?: string | null): Promise<Cart>;
  /** Chooses the home delivery's floor, lift, assembly and slot. */
  setHomeDelivery(view: MockView, body: Body<typeof homeDeliveryBodySchema>): Promise<Cart>;
  /** The home delivery's slots offered to the cart. */
  deliverySlots(view: MockView): DeliverySlot[];
  setPaymentMethod(view: MockView, id: number): Promise<Cart>;
  // — checkout —
  placeOrder(view: MockView, body: Body<typeof placeOrderBodySchema>, origins: readonly string[]): Promise<PlacedOrder>;
  placeOffer(view: MockView, body: Body<typeof placeOrderBodySchema>, origins: readonly string[]): Promise<PlacedOffer>;
  order(view: MockView, hash: string): Order;
  offer(view: MockView, hash: string): Offer;
  restartPayment(view: MockView, hash: string, body: Body<typeof paymentRestartBodySchema>, origins: readonly string[]): Promise<PlacedOrder>;
  /** The simulated gateway's decision; answers where to redirect the customer. */
  decidePayment(view: MockView, attempt: string, decision: 'approve' | 'decline' | 'cancel'): Promise<string>;
  paymentAttemptExists(attempt: string): boolean;
  /**
   * What the simulated gateway's page shows for an attempt, as the reference server decides it:
   * the order's number and amount, the attempt's state (`gatewayState`) and the address back;
   * `null` for an unknown attempt.
   */
  gatewayView(attempt: string): Pick<GatewayPageInput, 'order' | 'state' | 'back'> | null;
  /**
   * An outside provider's outcome on its test page (SimplePay: `SUCCESS`, `FAIL`, `TIMEOUT`,
   * `CANCEL`; Barion: `Succeeded`, `Failed`, `Expired`, `Canceled`) by the payment desk's rules,
   * recorded with the provider's response code as the reference server records it; answers where
   * the provider sends the customer back (the shop's back address for that provider).
   */
  decideProviderPayment(view: MockView, provider: PaymentMethodProvider, attempt: string, outcome: string): Promise<string>;
  /**
   * The customer back at the shop's address for a provider: the order's result page. `back` names
   * the attempt (SimplePay), or only its transaction id (Barion); null is a return that cannot be read.
   */
  providerReturn(view: MockView, provider: PaymentMethodProvider, back: { attempt?: string; transactionId: string } | null): string;
  // — auth and account —
  user(view?: MockView): User | null;
  login(view: MockView, body: Body<typeof loginBodySchema>): Promise<User>;
  logout(view: MockView): { message: string };
  register(view: MockView, body: Body<typeof registerBodySchema>, origins: readonly string[]): Promise<{ message: string }>;
  activate(view: MockView, token: string): Promise<{ message: string }>;
  requestPasswordReset(view: MockView, body: Body<typeof passwordResetRequestBodySchema>, origins: readonly string[]): Promise<{ message: string }>;
  resetPassword(view: MockView, token: string, body: Body<typeof passwordResetBodySchema>): Promise<{ message: string }>;
  account(view?: MockView): Promise<Account>;
  /** Changes the account; ticking the newsletter mails a confirmation link on `origins[0]`. */
  updateAccount(view: MockView, body: Body<typeof accountUpdateBodySchema>, origins: readonly string[]): Promise<User>;
  accountOrders(query: { page: number; per_page: number }): Paginated<OrderListItem>;
  // — withdrawal —
  withdrawableOrders(view: MockView): Promise<WithdrawableOrder[]>;
  sendWithdrawalCode(view: MockView, body: Parameters<WithdrawalDesk['sendCode']>[1]): Promise<WithdrawalCodeSent>;
  lookupWithdrawal(view: MockView, body: Parameters<WithdrawalDesk['lookup']>[1]): Promise<WithdrawableOrder>;
  submitWithdrawal(view: MockView, body: Parameters<WithdrawalDesk['submit']>[1]): Promise<Withdrawal>;
  // — forms —
  contact(view: MockView, body: Body<typeof contactBodySchema>): Promise<{ message: string }>;
  projectContact(view: MockView, body: Body<typeof projectContactBodySchema>): Promise<{ message: string }>;
  /** Signs an address up for the newsletter and mails it the confirmation link (double opt-in); `origins[0]` is the link's. */
  newsletter(view: MockView, body: Body<typeof newsletterBodySchema>, origins: readonly string[]): Promise<{ message: string }>;
  /** The page the newsletter confirmation link opens (in the signup's language); refused with 404 for an unknown link. */
  newsletterConfirmPage(view: MockView, token: string): Promise<NewsletterConfirmRequest>;
  /** Confirms the subscription of the link: the page to answer, linking to `origins[0]`. */
  newsletterConfirm(view: MockView, token: string, origins: readonly string[]): Promise<NewsletterConfirmation>;
  /** Newsletter subscribers, confirmed or not, oldest first. */
  newsletterSubscribers(): readonly MockNewsletterSubscriber[];
  // — restock notices —
  /** Signs an address up for a product's restock notice and mails it the confirmation link (double opt-in). */
  restockSubscribe(view: MockView, productId: number, body: Body<typeof restockSubscribeBodySchema>, origins: readonly string[]): Promise<{ message: string }>;
  /** Confirms by the mailed token: the page to answer, in the signup's language; refused with 404 for a link that does not confirm. */
  restockConfirmPage(view: MockView, token: string): Promise<RestockConfirmRequest>;
  restockConfirm(view: MockView, token: string): Promise<RestockConfirmation>;
  /** Restock-notice signups, oldest first. */
  restockSubscriptions(): readonly MockRestockSubscription[];
}

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
function desksOf(core: ShopCore, { localizedOrder }: Pick<MockPayments, 'localizedOrder'>) {
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
    localize: (order, locale) => localizedOrder(order, view({ locale })),
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
  const { catalogue, state, rates, view, currentAccount, accountByEmail, now } = core;
  const shopCart = createMockCart(core);
  const { cart, change, deliverySlots, putLine } = shopCart;
  const payments = createMockPayments(core);
  const { storedOrder, localizedOrder } = payments;
  const toUser = (record: MockAccount, v: Pick<MockView, 'locale'> = { locale: 'hu' }): User => userOfAccount(record, v.locale);

  const init = () => openShop(core, putLine);
  init();

  const { favourites, restock, newsletter, forms, withdrawalDesk, auth } = desksOf(core, payments);
  const { place } = createMockPlacement(core, { cart: shopCart, payments, newsletter });

  const shop: MockShop = {
    catalogue,
    state,
    rates,
    view,
    reset: init,

    releaseLapsedHolds(now = new Date()) {
      const back = releaseLapsed(state, now);
      // Pieces back on the shelf can bring a sold-out product back: its confirmed subscribers hear of it.
      return back.length ? restock.notices([]).notify(back) : Promise.resolve(0);
    },
    setStock(productId, quantity) {
      const before = state.stock.get(productId) ?? 0;
      // The cart shows a line cut to the new stock (`cartView`); the line keeps what was asked for.
      state.stock.set(productId, Math.max(0, Math.floor(quantity)));
      // Stock back from none: the confirmed subscribers get their notice, as the server's goods-in sends it.
      return before === 0 && state.stock.get(productId)! > 0 ? restock.notices([]).notify([productId]) : Promise.resolve(0);
    },
    logIn(email = DEMO_CUSTOMER.email) {
      const record = accountByEmail(email);
      if (!record) throw new Error(`shop.logIn(): no account with the e-mail "${email}"; use DEMO_CUSTOMER.email or register one first.`);
      core.logIn(record);
      return toUser(record);
    },
    logOut: core.logOut,
    mails: (to) => state.outbox.filter((mail) => to === undefined || mail.to.toLowerCase() === to.toLowerCase()),

    ...createCatalogueReads(core),
    issueBotToken() {
      const token = randomToken(40);
      state.botTokens.set(token, Date.now() + BOT_TOKEN_SECONDS * 1000);
      return { token, expires_in: BOT_TOKEN_SECONDS };
    },
    issueCsrfToken() {
      state.csrfToken ??= randomToken(40);
      return state.csrfToken;
    },
    isValidCsrfToken: (token) => Boolean(token && state.csrfToken && token === state.csrfToken),

    // — favourites —
    favourites: (v) => favourites(v).list(),
    addFavourite: (v, productId) => favourites(v).add(v.locale, productId),
    removeFavourite: (v, productId) => favourites(v).remove(v.locale, productId),

    // — cart: the shop engine's changes over this shop's state —
    cart,
    addCartProduct: (v, productId, quantity) => change(v, (store) => addProduct(store, productId, quantity)),
    setCartProduct: (v, productId, body) => change(v, (store) => setQuantity(store, productId, body)),
    updateCustomer: (v, body) => change(v, (store) => updateCustomer(store, body)),
    addCoupon: (v, body) => change(v, (store) => applyCoupon(store, body)),
    removeCoupon: (v, code) => change(v, (store) => removeCoupon(store, code)),
    setDeliveryMethod: (v, id, pickupPointId) => change(v, (store) => chooseDelivery(store, id, pickupPointId)),
    setHomeDelivery: (v, body) => change(v, (store) => chooseHomeDelivery(store, body)),
    deliverySlots,
    setPaymentMethod: (v, id) => change(v, (store) => choosePayment(store, id)),

    // — checkout —
    placeOrder: (v, body, origins) => place(v, body, origins, 'order') as Promise<PlacedOrder>,
    placeOffer: (v, body, origins) => place(v, body, origins, 'offer') as Promise<PlacedOffer>,
    order: (v, hash) => localizedOrder(storedOrder(v, hash), v),
    offer(v, hash) {
      const found = state.offers.get(hash);
      if (!found) throw new MockApiError(404, apiMessage(v.locale, 'offer.not_found'));
      return found;
    },
    ...paymentOperations(core, payments),

    // — auth and account —
    user: (v = view()) => auth.user(v.locale),
    login: (v, body) => auth.login(v.locale, body),
    logout: (v) => auth.logout(v.locale),
    register: (v, body, origins) => auth.register(v.locale, body, origins),
    activate: (v, token) => auth.activate(v.locale, token),
    requestPasswordReset: (v, body, origins) => auth.requestPasswordReset(v.locale, body, origins),
    resetPassword: (v, token, body) => auth.resetPassword(v.locale, token, body),
    account: (v = view()) => auth.account(v.locale),
    updateAccount: (v, body, origins) => auth.updateAccount(v.locale, body, origins),
    accountOrders(query) {
      const record = currentAccount()!;
      const rows = record.orderHashes
        .flatMap((hash) => {
          const order = state.orders.get(hash);
          return order ? [orderListItem(order)] : [];
        })
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return paginate(rows, query.page, query.per_page);
    },

    // — withdrawal —
    withdrawableOrders: (v) => withdrawalDesk.withdrawableOrders(v.locale),
    sendWithdrawalCode: (v, body) => withdrawalDesk.sendCode(v.locale, body),
    lookupWithdrawal: (v, body) => withdrawalDesk.lookup(v.locale, body),
    submitWithdrawal: (v, body) => withdrawalDesk.submit(v.locale, body),

    // — forms —
    contact: (v, body) => forms.contact(v.locale, 'contact', body),
    projectContact: (v, body) => forms.contact(v.locale, 'project', body),
    newsletter: async (v, body, origins) => {
      state.submissions.push({ form: 'newsletter', body: { ...body }, created_at: now() });
      return newsletter.rules(origins).subscribe(v.locale, body);
    },
    newsletterConfirmPage: (v, token) => newsletter.rules([]).ask(v.locale, token),
    newsletterConfirm: (v, token, origins) => newsletter.rules(origins).confirm(v.locale, token),
    newsletterSubscribers: () => newsletter.subscribers,
    restockSubscribe: (v, productId, body, origins) => restock.notices(origins).subscribe(v.locale, productId, body),
    restockConfirmPage: (v, token) => restock.notices([]).ask(v.locale, token),
    restockConfirm: (v, token) => restock.notices([]).confirm(v.locale, token),
    restockSubscriptions: () => restock.subscriptions,
  };
  return shop;
}
