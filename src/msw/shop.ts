/**
 * The in-memory shop behind the mock handlers: one visitor session (cart, favourites, login)
 * plus the shop's own records (stock, accounts, orders, offers, mails). Every rule the reference
 * server enforces lives here as a method that either returns the answer's `data` or throws a
 * {@link MockApiError}; `handlers.ts` only speaks HTTP.
 */
import type { z } from 'zod';
import type { CurrencyCode, Locale } from '../domain/constants.js';
import { convertFromHuf, formatMoney, type HufRates } from '../domain/money.js';
import { FREE_SHIPPING_THRESHOLD_HUF } from '../domain/constants.js';
import { shipsFree } from '../domain/shipping.js';
import type {
  accountUpdateBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
} from '../contract/auth.js';
import type { Account, User } from '../contract/auth.js';
import type { couponBodySchema, customerBodySchema, homeDeliveryBodySchema, setCartProductBodySchema } from '../contract/cart.js';
import type { Cart, DeliverySlot, ConsentFields, CustomerData, LineNotice, PaymentMethod, PaymentMethodProvider } from '../contract/cart.js';
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
import { byBrandName } from '../contract/catalog.js';
import { showroomView } from '../contract/content.js';
import {
  addProduct,
  applyCoupon,
  type CartStore,
  chooseDelivery,
  chooseHomeDelivery,
  deliveryProblem,
  choosePayment,
  clampedLine,
  type LineWrite,
  removeCoupon,
  setQuantity,
  stockShortRefusal,
  updateCustomer,
} from '../contract/cart-engine.js';
import { MAIL_RECIPIENT_LIMIT, mailCapKey, mayMail } from '../contract/mail-cap.js';
import { type PlacementKind, type PlacementStore, placeFromCart, StockShort } from '../contract/placement.js';
import {
  type AttemptStatus,
  DECISION_OUTCOMES,
  decidePayment,
  type PayableOrder,
  type PaymentDecision,
  type PaymentStore,
  restartPayment,
} from '../contract/payment-desk.js';
import type { paymentRestartBodySchema, placeOrderBodySchema } from '../contract/checkout.js';
import type { Offer, Order, OrderListItem, PlacedOffer, PlacedOrder } from '../contract/checkout.js';
import type { WithdrawableOrder, Withdrawal, WithdrawalCodeSent } from '../contract/withdrawal.js';
import type { Paginated } from '../contract/common.js';
import type { contactBodySchema, newsletterBodySchema, projectContactBodySchema } from '../contract/content.js';
import type { BlogList, BlogPost, BotChallenge, City, Country, Currency, Home, Init, Page, Seller, Showroom } from '../contract/content.js';
import type { PickupPoint, PickupPointQuery } from '../contract/pickup-points.js';
import { deliveryPrice, priceCartLine, summarizeCart, type CartTotals, type CouponRule } from './cart-math.js';
import { providerBackUrl, providerCode, providerOutcome, providerPagePath, providerTransactionId } from './card-providers.js';
import { deliveryWindowBy, methodDeliveryWindow, productDeliveryWindow, type PromisedProduct } from '../domain/delivery.js';
import { methodRefusal, type Parcel } from '../domain/pickup.js';
import {
  type AssemblyKind,
  assemblyPriceHuf,
  type DeliverySlotChoice,
  type HomeDeliveryChoice,
  type HomeServicePiece,
  homeServiceFigures,
  NO_HOME_SERVICE,
  offeredSlots,
  sameSlot,
  serviceAmount,
  SLOT_CAPACITY,
  HOME_SERVICE_PRICES_HUF,
} from '../domain/home-delivery.js';
import { foldText, listProducts, paginate, resolveCategoryParam, suggest, type ProductFilters } from './catalogue-queries.js';
import { barionCardMethod } from './fixtures/catalogue-content.js';
import { defaultCatalogue } from './fixtures/catalogue.js';
import { emptyCustomerData } from './fixtures/factories.js';
import type { CatalogueAccount, CatalogueDeliveryMethod, CatalogueProduct, MockCatalogue } from './fixtures/catalogue-types.js';
import {
  renderBlogPost,
  renderBlogSummary,
  renderBrand,
  renderCategory,
  renderCategoryDetail,
  renderCities,
  renderCountries,
  renderCurrencies,
  renderDataSheet,
  promisedProduct,
  parcelOf,
  promisingMethod,
  renderDeliveryMethod,
  storedDeliveryMethod,
  renderHome,
  MOCK_SELLER,
  renderInit,
  renderPage,
  renderPaymentMethod,
  renderProduct,
  renderProductDetail,
  renderShowroom,
  cartSimilarProducts,
  type MockView,
  type RenderContext,
} from './fixtures/render.js';
import { createMockFavourites } from './favourites.js';
import { createMockForms } from './forms.js';
import { escapeHtml } from './html.js';
import { createMockRestock, type MockRestockSubscription } from './restock.js';
import type { RestockConfirmation, RestockConfirmRequest } from '../contract/restock.js';
import { createMockNewsletter, type MockNewsletterSubscriber } from './newsletter.js';
import type { NewsletterConfirmation, NewsletterConfirmRequest } from '../contract/newsletter.js';
import { MockApiError } from './http-error.js';
import { createWithdrawalDesk, type MockWithdrawal, type WithdrawalDesk } from './withdrawals.js';
import { createMockAuth, type MockAttempts, type MockAuthToken, userOfAccount } from './auth.js';
import { apiMessage, type ApiMessageKey } from '../contract/messages.js';
import { fieldRefusal } from '../contract/refusal.js';
import { message } from './messages.js';
import { buildOffer, buildOrder, buildPayment, initialPaymentStatus, orderListItem } from './orders.js';
import { MOCK_RATES, priceOfGross } from './prices.js';
import { randomDigits, randomToken } from './tokens.js';

/** Sign-in details of the demo customer every new shop has (activated, with a saved address). */
export const DEMO_CUSTOMER = { email: 'anna.kovacs@example.hu', password: 'Otthon-2025' } as const;

/** Hashes of the demo customer's orders in every new shop, one per payment outcome. */
export const DEMO_ORDER_HASHES = {
  /** Paid by card: response code 00 and an authorization code. */
  paid: 'demo-order-paid-0000000000001',
  /** Card payment declined (response code 05): "Pay Again" is possible. */
  failed: 'demo-order-failed-00000000001',
  /** Card payment still waiting for the gateway. */
  pending: 'demo-order-pending-0000000001',
  /** Cash on delivery: no payment needed online. */
  cashOnDelivery: 'demo-order-cod-00000000000001',
} as const;

/** Hash of the demo customer's quote request in every new shop. */
export const DEMO_OFFER_HASH = 'demo-offer-requested-00000001';

const BOT_TOKEN_SECONDS = 300;

type Body<Schema extends z.ZodType> = z.output<Schema>;

interface CartLineState {
  productId: number;
  quantity: number;
  notice: { code: LineNotice['code']; available: number } | null;
}

interface SessionState {
  lines: CartLineState[];
  coupons: string[];
  deliveryMethodId: number | null;
  /** The locker or pick-up point chosen for a method that needs one. */
  pickupPoint: PickupPoint | null;
  /** The home delivery's floor, assembly and slot; null while nothing was chosen. */
  homeDelivery: HomeDeliveryChoice | null;
  paymentMethodId: number | null;
  customer: CustomerData;
  /** Consents given with the customer data; an order needs them there or in its own body. */
  consents: ConsentFields;
  comment: string | null;
  isNewsletterSubscription: boolean;
  /** A visitor's favourites, newest first; a logged-in customer's live on the account. */
  favourites: number[];
  userId: number | null;
  revision: number;
}

/** A customer account: the catalogue's record plus what the shop learns (saved checkout data, favourites, orders). */
export interface MockAccount extends Omit<CatalogueAccount, 'invoice'> {
  customer: CustomerData;
  favourites: number[];
  orderHashes: string[];
  offerHashes: string[];
}

interface PaymentAttempt {
  orderHash: string;
  resultUrl: string;
  paymentMethodId: number;
  status: AttemptStatus;
  /** The outside provider whose page plays the payment; null for the mock's own gateway. */
  provider: PaymentMethodProvider | null;
  /** The gateway's or provider's transaction id (SimplePay: 9 digits; Barion: its 32-hex-digit payment id). */
  transactionId: string;
}

/** An e-mail the shop "sent" (activation, password reset, order and offer confirmations). */
export interface MockMail {
  id: number;
  /** What the mail is (`order`, `offer`, `contact`, `withdrawal`, …), as the server's outbox names it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** A contact, project contact or newsletter form the shop received. */
export interface MockSubmission {
  form: 'contact' | 'projectContact' | 'newsletter';
  body: Record<string, unknown>;
  created_at: string;
}

/** Everything the mock shop remembers; the handlers change it, tests may read it. */
export interface MockShopState {
  session: SessionState;
  /** The session cookie's value; a new one after login and logout, as Laravel regenerates it. */
  sessionId: string;
  accounts: MockAccount[];
  stock: Map<number, number>;
  orders: Map<string, Order>;
  /** When orders were delivered (ISO 8601), by order hash; an order missing here is not delivered yet. */
  deliveries: Map<string, string>;
  offers: Map<string, Offer>;
  /** Answers of idempotent calls by `endpoint id + Idempotency-Key`. */
  idempotency: Map<string, { fingerprint: string; status: number; data: unknown }>;
  csrfToken: string | null;
  botTokens: Map<string, number>;
  /** Activation and password-reset links' tokens. */
  authTokens: Map<string, MockAuthToken>;
  paymentAttempts: Map<string, PaymentAttempt>;
  outbox: MockMail[];
  /** Withdrawals received, oldest first. */
  withdrawals: MockWithdrawal[];
  submissions: MockSubmission[];
  /** Attempts counted per rate-limit key (logins, registrations, password resets), as the server counts them. */
  attempts: Map<string, MockAttempts>;
  nextOrderId: number;
  nextAccountId: number;
}

export interface MockShopOptions {
  /** What the shop sells and shows. @default the bilingual demo catalogue (24 products) */
  catalogue?: MockCatalogue;
  /** Lines in the cart when the shop opens (quantities are clamped to the stock). */
  cart?: ReadonlyArray<{ product_id: number; quantity: number }>;
  /** Favourite product ids of the visitor. */
  favourites?: readonly number[];
  /** Start with the demo customer ({@link DEMO_CUSTOMER}) logged in. @default false */
  loggedIn?: boolean;
  /** Pieces in stock per product id, overriding the catalogue's. */
  stock?: Readonly<Record<number, number>>;
  /** Coupon codes already applied to the cart. */
  coupons?: readonly string[];
  deliveryMethodId?: number | null;
  /** A locker or pick-up point for a `deliveryMethodId` that needs one. */
  pickupPoint?: PickupPoint | null;
  /** The home delivery's floor, assembly and slot, for a `deliveryMethodId` with home service. */
  homeDelivery?: HomeDeliveryChoice | null;
  /** Must be allowed by `deliveryMethodId` when both are given. */
  paymentMethodId?: number | null;
  /** Checkout data already saved in the cart. */
  customer?: CustomerData;
  /** Forints per EUR and USD. @default { EUR: 390, USD: 360 } */
  rates?: Partial<Record<Exclude<CurrencyCode, 'HUF'>, number>>;
  /** Seed the demo customer's orders ({@link DEMO_ORDER_HASHES}) and quote request. @default true */
  demoOrders?: boolean;
  /**
   * Accept any non-empty bot-challenge token in forms, instead of only tokens issued by
   * `POST /api/bot-challenge` (handy for stories that render a form without the widget).
   * @default false
   */
  acceptAnyBotToken?: boolean;
  /**
   * Play an outside provider taking the card method: the cart's and orders' card method name it,
   * so checkout shows its notices, and its payments go to a test page of that provider
   * (`/mock-simplepay/pay/{attempt}`, `/mock-barion/pay/{attempt}`) with the provider's own
   * outcomes, transaction ids and result words, back through the shop's address for it. Both
   * (`['simplepay', 'barion']`): each is its own card method, as on a server with both on — the
   * card method is SimplePay's and Barion's (id 4, “Bankkártyás fizetés Barionnal”) is offered
   * beside it wherever the card method is allowed.
   * @default null (the shop's own simulated gateway)
   */
  cardProvider?: PaymentMethodProvider | readonly PaymentMethodProvider[] | null;
  /** The company that sells, as `GET /api/init` names it. @default the demo shop's ({@link MOCK_SELLER}) */
  seller?: Partial<Seller>;
}

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
   * the order's number and amount, and once the attempt is decided, replaced by another way of
   * paying or superseded by a newer attempt, what became of it and the address back; `null` for an
   * unknown attempt.
   */
  gatewayView(view: MockView, attempt: string): { order: { number: string; amount: string }; done: { result: string; back: string } | null } | null;
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

const freshSession = (): SessionState => ({
  lines: [],
  coupons: [],
  deliveryMethodId: null,
  pickupPoint: null,
  homeDelivery: null,
  paymentMethodId: null,
  customer: emptyCustomerData(),
  consents: {},
  comment: null,
  isNewsletterSubscription: false,
  favourites: [],
  userId: null,
  revision: 0,
});

function accountFrom({ invoice, delivery, ...record }: CatalogueAccount): MockAccount {
  return {
    ...record,
    customer: invoice
      ? {
          email: record.email,
          phone: record.phone,
          invoice_data: { is_company: false, company_name: null, tax_number: null, ...invoice },
          delivery_data: { ...(delivery ?? invoice) },
          is_delivery_same_as_invoice: delivery === undefined,
        }
      : { ...emptyCustomerData(), email: record.email, phone: record.phone },
    favourites: [],
    orderHashes: [],
    offerHashes: [],
  };
}

/** The result page of an order: the return address with the order hash as its last segment. */
function resultUrlFor(base: string, orderHash: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(orderHash)}`;
  return url.toString();
}

/** The simulated gateway's result words for what each decision made of an attempt (its response codes 00, 05 and C). */
const GATEWAY_RESPONSE_WORDS = {
  paid: 'payment.response.00',
  failed: 'payment.response.05',
  cancelled: 'payment.response.C',
} as const satisfies Record<Exclude<AttemptStatus, 'pending'>, ApiMessageKey>;

/**
 * Where a payment's decision sends the shopper: the return address with the order, the attempt and
 * a signature of the two, as the reference server signs them. The mock holds no signing secret, so
 * its signature is a random stand-in of the same form that no result page can verify.
 */
function paymentReturnUrl(base: string, orderHash: string, attemptId: string): string {
  const url = new URL(base);
  url.searchParams.set('order_hash', orderHash);
  url.searchParams.set('attempt', attemptId);
  url.searchParams.set('sig', randomToken(43));
  return url.href;
}

/**
 * The catalogue as a shop with `given` providers on offers it: the card method goes to SimplePay
 * before Barion (as on the reference server); with both, Barion has a card method of its own,
 * allowed by every delivery method that allows the card method.
 */
function withCardProviders(catalogue: MockCatalogue, given: MockShopOptions['cardProvider']): MockCatalogue {
  const providers: readonly PaymentMethodProvider[] = given === null || given === undefined ? [] : typeof given === 'string' ? [given] : given;
  if (!providers.length) return catalogue;
  const first = providers.includes('simplepay') ? 'simplepay' : providers[0]!;
  const paymentMethods = catalogue.paymentMethods.map((method) => (method.code === 'card_online' ? { ...method, provider: first } : method));
  const card = catalogue.paymentMethods.find((method) => method.code === 'card_online');
  if (!card || !providers.includes('barion') || first === 'barion') return { ...catalogue, paymentMethods };
  const barion = { ...barionCardMethod, id: Math.max(barionCardMethod.id, ...catalogue.paymentMethods.map((method) => method.id + 1)) };
  return {
    ...catalogue,
    paymentMethods: [...paymentMethods, barion],
    deliveryMethods: catalogue.deliveryMethods.map((method) =>
      method.payment_ids.includes(card.id) ? { ...method, payment_ids: [...method.payment_ids, barion.id] } : method,
    ),
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
  const catalogue = withCardProviders(options.catalogue ?? defaultCatalogue, options.cardProvider ?? null);
  const seller: Seller = { ...MOCK_SELLER, ...options.seller };
  const rates: HufRates = { ...MOCK_RATES, ...options.rates };
  const state = {} as MockShopState;

  const context: RenderContext = { catalogue, stockOf: (id) => state.stock.get(id) ?? 0 };
  const view = (partial: Partial<MockView> = {}): MockView => ({ locale: 'hu', currency: 'HUF', ...partial, rates });

  // — lookups —
  const productRecord = (id: number): CatalogueProduct | undefined => catalogue.products.find((item) => item.id === id);
  const requireProduct = (v: MockView, id: number): CatalogueProduct => {
    const record = productRecord(id);
    if (!record) throw new MockApiError(404, apiMessage(v.locale, 'catalog.product_not_found'));
    return record;
  };
  const currentAccount = (): MockAccount | undefined => state.accounts.find((item) => item.id === state.session.userId);
  const accountByEmail = (email: string) => state.accounts.find((item) => item.email.toLowerCase() === email.trim().toLowerCase());
  const deliveryRecord = (id: number | null) => catalogue.deliveryMethods.find((item) => item.id === id);
  const paymentRecord = (id: number | null) => catalogue.paymentMethods.find((item) => item.id === id);
  const countryCode = (id: number | undefined) => catalogue.countries.find((item) => item.id === id)?.code ?? '';
  const touch = () => {
    state.session.revision += 1;
  };
  const now = () => new Date().toISOString();

  const toUser = (record: MockAccount, v: Pick<MockView, 'locale'> = { locale: 'hu' }): User => userOfAccount(record, v.locale);

  // One address gets a few mails of a kind an hour (`MAIL_RECIPIENT_LIMIT`); the rest are left out.
  const sendMail = (kind: string, to: string, subject: string, text: string, links: string[] = []) => {
    const key = mailCapKey(kind, to);
    const since = Date.now() - MAIL_RECIPIENT_LIMIT.windowSeconds * 1000;
    const sent = state.outbox.filter((mail) => mailCapKey(mail.kind, mail.to) === key && Date.parse(mail.created_at) > since).length;
    if (!mayMail(sent + 1)) return;
    const html = `<p>${escapeHtml(text)}</p>`;
    state.outbox.unshift({ id: state.outbox.length + 1, kind, to, subject, text, html, links, created_at: now() });
  };

  // — cart rendering —
  const noticeFor = (line: CartLineState, v: MockView): LineNotice | null => {
    if (!line.notice) return null;
    const text =
      line.notice.code === 'out_of_stock'
        ? apiMessage(v.locale, 'cart.line_out_of_stock')
        : apiMessage(v.locale, 'cart.quantity_clamped', { available: line.notice.available });
    return { code: line.notice.code, message: text, available: line.notice.available };
  };

  const couponRules = (v: MockView): CouponRule[] =>
    state.session.coupons.flatMap((code) => {
      const record = catalogue.coupons.find((item) => item.code === code);
      if (!record) return [];
      const value = record.type === 'fixed' ? priceOfGross(record.value, v.currency, rates).price_gross : record.value;
      return [
        {
          code: record.code,
          type: record.type,
          value,
          description: record.description[v.locale],
          ...(record.type === 'fixed' ? { value_huf: record.value } : {}),
          min_order_gross_huf: record.min_order_gross_huf ?? null,
          describeMissing: (missing: number) => message(v.locale, 'couponMinimumMissing', { amount: formatMoney(missing, v.currency) }),
        },
      ];
    });

  /** The delivery methods that take every piece of the cart that is in stock (the shared rule `methodRefusal`). */
  const offeredDeliveries = (parcels: readonly Parcel[]): CatalogueDeliveryMethod[] =>
    catalogue.deliveryMethods.filter((method) => methodRefusal(promisingMethod(method), parcels) === null);

  const pricedCart = (v: MockView): { cart: Cart; totals: CartTotals } => {
    const { session } = state;
    const delivery = deliveryRecord(session.deliveryMethodId);
    // The delivery promise, by the package's rule: each line by the chosen method (else the quickest
    // of the methods that take the cart), each method by the latest of the lines in stock.
    const now = new Date();
    const parcels = parcelsInStock();
    const offered = offeredDeliveries(parcels);
    const promising = offered.map(promisingMethod);
    const chosenRecord = offered.find((method) => method.id === delivery?.id);
    const toOrder: { product: PromisedProduct; quantity: number }[] = [];
    const lines = session.lines.flatMap((line) => {
      const record = productRecord(line.productId);
      if (!record) return [];
      const promised = promisedProduct(record, state.stock.get(record.id) ?? 0, now);
      if (promised.stock > 0) toOrder.push({ product: promised, quantity: Math.min(line.quantity, promised.stock) });
      const window = chosenRecord
        ? deliveryWindowBy(promisingMethod(chosenRecord), promised, now, line.quantity)
        : productDeliveryWindow(promising, promised, now, line.quantity);
      const assembly = assemblyPriceHuf(assemblyOf(record));
      const assemblyPrice = assembly === null ? null : serviceAmount(assembly, v.currency, rates);
      return [
        priceCartLine(
          renderProduct(record, context, v),
          line.quantity,
          v.currency,
          noticeFor(line, v),
          window,
          assemblyPrice && { price_net: assemblyPrice.net, price_gross: assemblyPrice.gross },
        ),
      ];
    });
    const methods = offered.map((method) => renderDeliveryMethod(method, v, methodDeliveryWindow(promisingMethod(method), toOrder, now), parcels));
    const chosen = methods.find((method) => method.id === delivery?.id) ?? null;
    const homeChoice = chosen?.home_service ? (session.homeDelivery ?? NO_HOME_SERVICE) : null;
    const homeFigures = homeChoice ? homeServiceFigures(homeChoice, homePieces(), v.currency, rates) : null;
    const freeFrom = (record: CatalogueDeliveryMethod | undefined) =>
      record?.free_from_gross_huf === undefined ? FREE_SHIPPING_THRESHOLD_HUF : record.free_from_gross_huf;
    const totals = summarizeCart({
      lines,
      coupons: couponRules(v),
      delivery: chosen ? { ...chosen, free_from_gross_huf: freeFrom(delivery) } : null,
      homeService: homeFigures && { net: homeFigures.total_net, gross: homeFigures.total_gross },
      currency: v.currency,
      rates,
    });
    // The lines in the cart's order, each line's suggestions in turn, nothing of a model in the cart (as the server).
    const similar = cartSimilarProducts(
      session.lines.flatMap((line) => productRecord(line.productId) ?? []),
      context,
    );
    return {
      totals,
      cart: {
        revision: session.revision,
        products: lines,
        similar_products: similar.map((record) => renderProduct(record, context, v)),
        coupons: totals.coupons,
        delivery_methods: methods.map((method) => ({
          ...method,
          ...deliveryPrice(method, lines.length > 0 && shipsFree(totals.afterCouponGrossHuf, freeFrom(deliveryRecord(method.id)))),
        })),
        payment_methods: catalogue.paymentMethods.map((method) => renderPaymentMethod(method, v)),
        // A method that no longer takes the cart is no choice (the server answers the same).
        delivery_method: chosen?.id ?? null,
        pickup_point: chosen ? session.pickupPoint : null,
        home_delivery: homeChoice && homeFigures ? { ...homeChoice, slot: homeChoice.slot && { ...homeChoice.slot }, ...homeFigures } : null,
        payment_method: session.paymentMethodId,
        customer_data: session.customer,
        summary: totals.summary,
        comment: session.comment,
        is_newsletter_subscription: session.isNewsletterSubscription,
      },
    };
  };
  const cart = (v: MockView) => pricedCart(v).cart;

  /** Writes a line as the engine decided it (its quantity and clamp notice). */
  const putLine = (productId: number, { quantity, notice }: LineWrite) => {
    const existing = state.session.lines.find((line) => line.productId === productId);
    if (existing) Object.assign(existing, { quantity, notice });
    else state.session.lines.push({ productId, quantity, notice });
  };

  /** The cart's lines in stock: each product with its packed parcel and the pieces that can be delivered. */
  const linesInStock = (): { record: CatalogueProduct; parcel: Parcel; pieces: number }[] =>
    state.session.lines.flatMap((line) => {
      const record = productRecord(line.productId);
      const stock = record ? (state.stock.get(record.id) ?? 0) : 0;
      if (!record || stock <= 0) return [];
      return [{ record, parcel: parcelOf(record), pieces: Math.min(line.quantity, stock) }];
    });

  /** One parcel per piece in stock of the cart's lines. */
  const parcelsInStock = (): Parcel[] => linesInStock().flatMap(({ parcel, pieces }) => Array.from({ length: pieces }, () => parcel));

  /** How a product is put together: its own way, else its category's (the assembly service is priced by it). */
  const assemblyOf = (record: CatalogueProduct): AssemblyKind =>
    record.assembly ?? catalogue.categories.find((item) => item.id === record.category_id)?.assembly ?? 'none';

  /** The pieces in stock as the home delivery's prices read them. */
  const homePieces = (): HomeServicePiece[] =>
    linesInStock().map(({ record, parcel, pieces }) => ({ weightKg: parcel.weightKg, assembly: assemblyOf(record), quantity: pieces }));

  /** Orders that hold a slot: placed with it and not cancelled. */
  const slotBookings = (slot: DeliverySlotChoice): number =>
    [...state.orders.values()].filter((order) => order.status !== 'cancelled' && sameSlot(order.delivery.home_delivery?.slot ?? null, slot)).length;

  /** The method with home service the slots are for: the chosen one, else the first offered; with the day its goods can arrive from. */
  const slotMethod = (v: MockView): { id: number; earliest: string } | null => {
    const { cart: priced } = pricedCart(v);
    if (priced.products.length === 0) return null;
    const method =
      priced.delivery_methods.find((item) => item.home_service && item.id === priced.delivery_method) ??
      priced.delivery_methods.find((item) => item.home_service);
    return method ? { id: method.id, earliest: method.delivery_window.earliest } : null;
  };

  const deliverySlots = (v: MockView): DeliverySlot[] => {
    const method = slotMethod(v);
    if (!method) return [];
    return offeredSlots(method.earliest, slotBookings).map((slot) => {
      const price = serviceAmount(HOME_SERVICE_PRICES_HUF.slot[slot.period], v.currency, rates);
      return { ...slot, price_net: price.net, price_gross: price.gross };
    });
  };

  /** What keeps the chosen delivery from being placed (the engine's `deliveryProblem`). */
  const chosenDeliveryProblem = (v: MockView) => {
    const record = deliveryRecord(state.session.deliveryMethodId);
    if (!record) return null;
    const slot = state.session.homeDelivery?.slot ?? null;
    const earliest = slot ? pricedCart(v).cart.delivery_methods.find((method) => method.id === record.id)?.delivery_window.earliest : undefined;
    return deliveryProblem(storedDeliveryMethod(record), state.session.pickupPoint, parcelsInStock(), earliest ? { choice: slot, earliest } : null);
  };

  /** The shop engine's cart store over this shop's session (see `otthon/contract`'s cart engine). */
  const memoryCartStore = (v: MockView): CartStore => {
    const { session } = state;
    const line = (productId: number) => session.lines.find((item) => item.productId === productId);
    return {
      locale: v.locale,
      currency: v.currency,
      now: () => new Date(),
      userEmail: async () => currentAccount()?.email ?? null,
      stockOf: async (productId) => (productRecord(productId) ? (state.stock.get(productId) ?? 0) : null),
      lineQuantity: async (productId) => line(productId)?.quantity ?? null,
      writeLine: async (productId, write) => putLine(productId, write),
      async removeLine(productId) {
        session.lines = session.lines.filter((item) => item.productId !== productId);
      },
      async clearLineNotice(productId) {
        const found = line(productId);
        if (found) found.notice = null;
      },
      async addPieces(productId, quantity) {
        if (!productRecord(productId)) return null;
        const stock = state.stock.get(productId) ?? 0;
        if (stock > 0) putLine(productId, clampedLine((line(productId)?.quantity ?? 0) + quantity, stock));
        return stock;
      },
      countryExists: async (id) => catalogue.countries.some((country) => country.id === id),
      savedEmail: async () => session.customer.email,
      savedConsents: async () => session.consents,
      async saveCustomer(data, consents) {
        session.customer = data;
        session.consents = consents;
      },
      async saveEmail(email) {
        session.customer = { ...session.customer, email };
      },
      async coupon(code) {
        const record = catalogue.coupons.find((item) => item.code.toUpperCase() === code);
        return record
          ? {
              id: record.code,
              code: record.code,
              active: true,
              startsAt: null,
              expiresAt: record.expired ? new Date(0) : null,
              maxUses: null,
              usedCount: 0,
              holderEmail: record.email ?? null,
              minOrderGrossHuf: record.min_order_gross_huf ?? null,
            }
          : null;
      },
      itemsGross: async () => pricedCart(v).cart.summary.total_items_amount_gross,
      fromHuf: async (grossHuf) => convertFromHuf(grossHuf, v.currency, rates) ?? 0,
      async replaceCoupon(coupon) {
        session.coupons = [coupon.code];
      },
      async removeCoupon(code) {
        const at = session.coupons.findIndex((item) => item.toUpperCase() === code);
        if (at === -1) return false;
        session.coupons.splice(at, 1);
        return true;
      },
      async deliveryMethod(id) {
        const record = deliveryRecord(id);
        return record ? storedDeliveryMethod(record) : null;
      },
      paymentMethodExists: async (id) => paymentRecord(id) !== undefined,
      parcelsInStock: async () => parcelsInStock(),
      pickupPoint: async (id) => (await import('./pickup-points.js')).mockPickupPoint(id),
      chosenMethods: async () => ({
        deliveryMethodId: session.deliveryMethodId,
        paymentMethodId: session.paymentMethodId,
        pickupPointId: session.pickupPoint?.id ?? null,
      }),
      async setMethods({ deliveryMethodId, paymentMethodId, pickupPointId }) {
        const pickupPoint = pickupPointId === null ? null : (await import('./pickup-points.js')).mockPickupPoint(pickupPointId);
        Object.assign(session, { deliveryMethodId, paymentMethodId, pickupPoint });
      },
      homeDelivery: async () => session.homeDelivery,
      async setHomeDelivery(choice) {
        session.homeDelivery = choice;
      },
      async deliveryEarliest(methodId) {
        const record = deliveryRecord(methodId)!;
        const now = new Date();
        const toOrder = session.lines.flatMap((line) => {
          const product = productRecord(line.productId);
          const promised = product ? promisedProduct(product, state.stock.get(product.id) ?? 0, now) : null;
          return promised && promised.stock > 0 ? [{ product: promised, quantity: Math.min(line.quantity, promised.stock) }] : [];
        });
        return methodDeliveryWindow(promisingMethod(record), toOrder, now).earliest;
      },
      slotBookings: async (slot) => slotBookings(slot),
    };
  };

  /** The shop engine's placement store over this shop's session (see `otthon/contract`'s placement). */
  const memoryPlacementStore = (
    v: MockView,
    body: Body<typeof placeOrderBodySchema>,
    origins: readonly string[],
  ): PlacementStore<PlacedOrder | PlacedOffer> => {
    const { session } = state;
    const couponStore = memoryCartStore(v);
    return {
      locale: v.locale,
      now: () => new Date(),
      origins,
      userEmail: async () => currentAccount()?.email ?? null,
      lockLines: async () =>
        session.lines.flatMap((line) => {
          const record = productRecord(line.productId);
          return record
            ? [{ productId: line.productId, quantity: line.quantity, stock: state.stock.get(line.productId) ?? 0, title: record.title[v.locale] }]
            : [];
        }),
      async checkout() {
        const { totals } = pricedCart(v);
        const [code] = session.coupons;
        return {
          lines: session.lines.length,
          // Data saved for the cart (a billing address given), not an empty form.
          customerData: session.customer.invoice_data ? session.customer : null,
          consents: session.consents,
          // Chosen and still offered: a method that no longer takes the cart is no choice.
          deliveryChosen: pricedCart(v).cart.delivery_methods.some((method) => method.id === session.deliveryMethodId),
          deliveryProblem: chosenDeliveryProblem(v),
          paymentChosen: paymentRecord(session.paymentMethodId) !== undefined,
          coupon: code ? await couponStore.coupon(code.toUpperCase()) : null,
          couponLowersTotal: totals.coupons.some((coupon) => coupon.discount_gross > 0),
          paymentOnline: renderPaymentMethod(paymentRecord(session.paymentMethodId) ?? catalogue.paymentMethods[0]!, v).is_online,
          slot: pricedCart(v).cart.home_delivery?.slot ?? null,
        };
      },
      // One visitor places at a time here, so counting is holding.
      holdSlot: async (slot) => slotBookings(slot) < SLOT_CAPACITY[slot.period],
      // The mock has one visitor: its session and its address.
      sessionKey: 'mock-session',
      clientGroup: 'mock-visitor',
      async countAttempt(key, windowSeconds) {
        const at = Date.now();
        const current = state.attempts.get(key);
        const counter =
          current && current.resetAt > at ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: at + windowSeconds * 1000 };
        state.attempts.set(key, counter);
        return { count: counter.count, retryAfterSeconds: Math.ceil((counter.resetAt - at) / 1000) };
      },
      countCouponUse: async () => true,
      async record(kind, ready) {
        const { cart: priced, totals } = pricedCart(v);
        if (kind === 'offer') {
          const offerHash = randomToken(32);
          state.offers.set(
            offerHash,
            buildOffer({
              offer_hash: offerHash,
              currency: v.currency,
              lines: priced.products,
              totals,
              customer: structuredClone(ready.customerData),
              comment: body.comment,
              created_at: now(),
            }),
          );
          currentAccount()?.offerHashes.push(offerHash);
          sendMail('offer', ready.email, message(v.locale, 'mailOfferSubject'), message(v.locale, 'mailOfferText', { hash: offerHash }));
          return { offer_hash: offerHash };
        }
        const paymentMethod = renderPaymentMethod(paymentRecord(session.paymentMethodId)!, v);
        const deliveryMethod = priced.delivery_methods.find((method) => method.id === session.deliveryMethodId)!;
        const id = state.nextOrderId++;
        const orderHash = randomToken(32);
        const account = currentAccount();
        const order = buildOrder({
          id,
          order_hash: orderHash,
          currency: v.currency,
          locale: v.locale,
          lines: priced.products,
          totals,
          delivery: deliveryMethod,
          pickupPoint: session.pickupPoint,
          homeDelivery: priced.home_delivery,
          payment: buildPayment(paymentMethod, initialPaymentStatus(paymentMethod), v.locale),
          customer: structuredClone(ready.customerData),
          country_code: countryCode(ready.customerData.invoice_data?.country_id),
          comment: body.comment,
          created_at: now(),
          account: account ?? null,
          is_new_account: account !== undefined && account.orderHashes.length === 0,
        });
        for (const line of session.lines) state.stock.set(line.productId, (state.stock.get(line.productId) ?? 0) - line.quantity);
        state.orders.set(orderHash, order);
        account?.orderHashes.push(orderHash);
        // The customer's next checkout starts from this order's data, as on the reference server.
        if (account) account.customer = structuredClone(ready.customerData);
        const redirectUrl = paymentMethod.is_online ? openAttempt(order, paymentMethod, body.transaction_result_url, v.locale) : null;
        const link = resultUrlFor(body.transaction_result_url, orderHash);
        sendMail('order', ready.email, message(v.locale, 'mailOrderSubject', { hash: orderHash }), message(v.locale, 'mailOrderText', { link }), [link]);
        return { order_hash: orderHash, redirect_url: redirectUrl };
      },
      subscribeNewsletter: (who) => newsletter.rules(origins).signUp(v.locale, who),
      async emptyCart() {
        Object.assign(session, { lines: [], coupons: [], comment: null });
        touch();
      },
    };
  };

  /** Places the cart by the engine's rules; lines short of stock are lowered to what is left and the order refused, as the server does. */
  const place = (v: MockView, body: Body<typeof placeOrderBodySchema>, origins: readonly string[], kind: PlacementKind) => {
    const next = changes.then(async () => {
      try {
        return await placeFromCart(memoryPlacementStore(v, body, origins), body, kind);
      } catch (error) {
        if (!(error instanceof StockShort)) throw error;
        for (const line of state.session.lines) shop.setStock(line.productId, state.stock.get(line.productId) ?? 0);
        throw stockShortRefusal(v.locale, error.lines);
      }
    });
    changes = next.catch(() => undefined);
    return next;
  };

  /** Changes are queued one after another, as the server's lock on the cart row queues them. */
  let changes: Promise<unknown> = Promise.resolve();
  /** Runs one of the engine's cart changes; the revision moves only when something changed. */
  const change = (v: MockView, run: (store: CartStore) => Promise<boolean>): Promise<Cart> => {
    const next = changes.then(async () => {
      if (await run(memoryCartStore(v))) touch();
      return cart(v);
    });
    changes = next.catch(() => undefined);
    return next;
  };

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

  /** Uses a bot-check token once: true for an issued, unexpired one. */
  const botTokenValid = (token: string): boolean => {
    if (options.acceptAnyBotToken && token) return true;
    const expires = state.botTokens.get(token);
    state.botTokens.delete(token);
    return expires !== undefined && expires >= Date.now();
  };

  /**
   * Opens a card payment attempt with its transaction id (the provider's own kind when a provider
   * takes the method); the customer is sent to the gateway's or the provider's page, in the
   * checkout's language, on the result address's origin.
   */
  const openAttempt = (order: Order, method: PaymentMethod, resultUrl: string, locale: Locale): string => {
    const id = randomToken(32);
    const provider = method.provider ?? null;
    const transactionId = provider ? providerTransactionId(provider) : `TRX-${order.id}-${randomDigits(8)}`;
    state.paymentAttempts.set(id, { orderHash: order.order_hash, resultUrl, paymentMethodId: method.id, status: 'pending', provider, transactionId });
    order.payment.transaction_id = transactionId;
    order.transaction_id = transactionId;
    const path = provider ? providerPagePath(provider, id) : `/api/payment/gateway/${id}`;
    return `${new URL(resultUrl).origin}${path}?lang=${locale}`;
  };

  const logOut = () => {
    state.session = freshSession();
    state.sessionId = randomToken(40);
    // Laravel regenerates the CSRF token when a session ends.
    if (state.csrfToken) state.csrfToken = randomToken(40);
  };

  const logIn = (record: MockAccount) => {
    const { session } = state;
    // The visitor's favourites are the newer ones: they go first.
    record.favourites.unshift(...session.favourites.filter((id) => !record.favourites.includes(id)));
    session.favourites = [];
    session.userId = record.id;
    state.sessionId = randomToken(40);
    if (!session.customer.email && !session.customer.invoice_data) session.customer = structuredClone(record.customer);
  };

  const storedOrder = (v: MockView, hash: string): Order => {
    const found = state.orders.get(hash);
    if (!found) throw new MockApiError(404, apiMessage(v.locale, 'order.not_found'));
    return found;
  };

  /**
   * A stored order in the request's language, as the reference server answers it: the payment
   * and delivery methods, the gateway's message, the coupon, the items' names and products. The
   * figures stay in the order's currency.
   */
  const localizedOrder = (order: Order, v: MockView): Order => {
    const paymentMethod = paymentRecord(order.payment.method.id);
    const delivery = deliveryRecord(order.delivery.id);
    const coupon = order.coupon && catalogue.coupons.find((item) => item.code === order.coupon!.code);
    const { payment } = order;
    return {
      ...order,
      payment: buildPayment(paymentMethod ? renderPaymentMethod(paymentMethod, v) : payment.method, payment.status, v.locale, {
        attempts: payment.attempts,
        authorization_code: payment.authorization_code,
        transaction_id: payment.transaction_id,
        response_code: payment.response_code,
      }),
      delivery: delivery ? { ...order.delivery, title: renderDeliveryMethod(delivery, v).title } : order.delivery,
      coupon: order.coupon && coupon ? { ...order.coupon, description: coupon.description[v.locale] } : order.coupon,
      items: order.items.map((item) => {
        const record = productRecord(item.product_id);
        if (!record) return item;
        const product = renderProduct(record, context, v);
        return { ...item, name: product.title, product };
      }),
    };
  };

  /** Records an outcome on the order's payment; a provider's response code when a provider decided (it gives no authorization code). */
  const setPayment = (order: Order, outcome: 'paid' | 'failed' | 'cancelled', locale: Locale, providerResponse: string | null = null) => {
    order.payment = buildPayment(order.payment.method, outcome, locale, {
      attempts: order.payment.attempts,
      authorization_code: outcome === 'paid' && !providerResponse ? randomDigits(6) : null,
      transaction_id: order.payment.transaction_id,
      response_code: providerResponse,
    });
    if (outcome === 'paid') order.status = 'processing';
  };

  /** The order as the payment rules read it (the mock holds no stock for a payment, so none is released). */
  const payableOrder = (order: Order): PayableOrder => ({
    hash: order.order_hash,
    status: order.status,
    paymentStatus: order.payment.status,
    paymentMethodId: order.payment.method.id,
    allowedPaymentIds: deliveryRecord(order.delivery.id)?.payment_ids ?? [],
    reservationOver: false,
  });

  /** The shop engine's payment store over this shop's orders and gateway attempts; a provider's decision records its response code. */
  const memoryPaymentStore = (v: MockView, origins: readonly string[], providerResponse: string | null = null): PaymentStore => ({
    locale: v.locale,
    origins,
    order: async (hash) => {
      const order = state.orders.get(hash);
      return order ? payableOrder(order) : null;
    },
    async paymentMethod(id) {
      const record = paymentRecord(id);
      return record ? { id: record.id, online: renderPaymentMethod(record, v).is_online } : null;
    },
    async switchPayment(payable, method, resultUrl) {
      const order = state.orders.get(payable.hash)!;
      const rendered = renderPaymentMethod(paymentRecord(method.id)!, v);
      order.payment = buildPayment(rendered, initialPaymentStatus(rendered), v.locale, {
        attempts: order.payment.attempts + (method.online ? 1 : 0),
      });
      order.transaction_id = null;
      return method.online ? openAttempt(order, rendered, resultUrl, v.locale) : null;
    },
    async attempt(id) {
      const attempt = state.paymentAttempts.get(id);
      const order = attempt && state.orders.get(attempt.orderHash);
      if (!attempt || !order) return null;
      const newest = [...state.paymentAttempts.entries()].filter(([, item]) => item.orderHash === attempt.orderHash).at(-1)?.[0];
      return { attempt: { id, status: attempt.status, paymentMethodId: attempt.paymentMethodId, latest: newest === id }, order: payableOrder(order) };
    },
    async recordDecision(attempt, payable, decision) {
      const outcome = DECISION_OUTCOMES[decision] as 'paid' | 'failed' | 'cancelled';
      state.paymentAttempts.get(attempt.id)!.status = outcome;
      setPayment(state.orders.get(payable.hash)!, outcome, v.locale, providerResponse);
    },
  });

  const seedDemoOrders = () => {
    const demo = state.accounts.find((item) => item.email === DEMO_CUSTOMER.email);
    if (!demo) return;
    const v = view();
    const methods = catalogue.paymentMethods.map((method) => renderPaymentMethod(method, v));
    const delivery = catalogue.deliveryMethods.find((method) => method.code === 'home_delivery') ?? catalogue.deliveryMethods[0];
    if (!delivery || methods.length === 0) return;
    const deliveryMethod = renderDeliveryMethod(delivery, v);
    const seeds: Array<{
      hash: string;
      code: string;
      status: 'paid' | 'failed' | 'pending' | 'not_required';
      lines: [number, number][];
      day: string;
      delivered?: string;
    }> = [
      {
        hash: DEMO_ORDER_HASHES.paid,
        code: 'card_online',
        status: 'paid',
        lines: [
          [17, 4],
          [13, 1],
        ],
        day: '2025-10-20',
        delivered: '2025-10-22',
      },
      { hash: DEMO_ORDER_HASHES.failed, code: 'card_online', status: 'failed', lines: [[1, 1]], day: '2025-10-27' },
      { hash: DEMO_ORDER_HASHES.pending, code: 'card_online', status: 'pending', lines: [[5, 1]], day: '2025-11-02' },
      {
        hash: DEMO_ORDER_HASHES.cashOnDelivery,
        code: 'cash_on_delivery',
        status: 'not_required',
        lines: [
          [9, 1],
          [12, 5],
        ],
        day: '2025-09-14',
        delivered: '2025-09-17',
      },
    ];
    seeds.forEach((seed, index) => {
      const lines = seed.lines.flatMap(([id, quantity]) => {
        const record = productRecord(id);
        return record ? [priceCartLine(renderProduct(record, context, v), quantity, v.currency)] : [];
      });
      if (lines.length === 0) return;
      const method = methods.find((candidate) => candidate.code === seed.code) ?? methods[0]!;
      const order = buildOrder({
        id: index + 1,
        order_hash: seed.hash,
        currency: v.currency,
        locale: v.locale,
        lines,
        totals: summarizeCart({ lines, delivery: deliveryMethod, currency: v.currency, rates }),
        delivery: deliveryMethod,
        payment: buildPayment(method, seed.status, v.locale, {
          attempts: method.is_online ? 1 : 0,
          authorization_code: seed.status === 'paid' ? '482913' : null,
          transaction_id: method.is_online ? `TRX-DEMO-${index + 1}` : null,
        }),
        customer: demo.customer,
        country_code: countryCode(demo.customer.invoice_data?.country_id),
        comment: null,
        created_at: `${seed.day}T10:30:00.000Z`,
      });
      if (seed.status === 'paid') order.status = 'completed';
      state.orders.set(order.order_hash, order);
      if (seed.delivered) state.deliveries.set(order.order_hash, `${seed.delivered}T13:00:00.000Z`);
      demo.orderHashes.push(order.order_hash);
    });
    const offerLines = [
      [20, 12],
      [15, 1],
    ].flatMap(([id, quantity]) => {
      const record = productRecord(id!);
      return record ? [priceCartLine(renderProduct(record, context, v), quantity!, v.currency)] : [];
    });
    if (offerLines.length) {
      state.offers.set(
        DEMO_OFFER_HASH,
        buildOffer({
          offer_hash: DEMO_OFFER_HASH,
          currency: v.currency,
          lines: offerLines,
          totals: summarizeCart({ lines: offerLines, currency: v.currency, rates }),
          customer: demo.customer,
          comment: 'Terasz berendezéséhez kérnék ajánlatot.',
          created_at: '2025-10-30T14:00:00.000Z',
        }),
      );
      demo.offerHashes.push(DEMO_OFFER_HASH);
    }
  };

  const init = () => {
    Object.assign(state, {
      session: freshSession(),
      sessionId: randomToken(40),
      accounts: catalogue.accounts.map(accountFrom),
      stock: new Map(catalogue.products.map((item) => [item.id, options.stock?.[item.id] ?? item.stock])),
      orders: new Map(),
      deliveries: new Map(),
      offers: new Map(),
      idempotency: new Map(),
      csrfToken: null,
      botTokens: new Map(),
      authTokens: new Map(),
      paymentAttempts: new Map(),
      outbox: [],
      withdrawals: [],
      submissions: [],
      attempts: new Map(),
      nextOrderId: 1001,
      nextAccountId: Math.max(0, ...catalogue.accounts.map((item) => item.id)) + 1,
    } satisfies MockShopState);
    if (options.demoOrders ?? true) seedDemoOrders();
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
    session.revision = 0;
  };
  init();

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
    consumeBotToken: botTokenValid,
    submissions: () => state.submissions,
    sendMail,
    now: () => new Date(),
  });

  const withdrawalDesk = createWithdrawalDesk({
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
    consumeBotToken: botTokenValid,
    logIn,
    logOut,
    endLoginsOf: (accountId) => {
      if (state.session.userId === accountId) state.session.userId = null;
    },
    subscribeNewsletter: ({ locale, ...who }, origins) => newsletter.rules(origins).signUp(locale, who),
    sendMail,
    now: () => new Date(),
  });

  const shop: MockShop = {
    catalogue,
    state,
    rates,
    view,
    reset: init,

    setStock(productId, quantity) {
      const before = state.stock.get(productId) ?? 0;
      state.stock.set(productId, Math.max(0, Math.floor(quantity)));
      const line = state.session.lines.find((item) => item.productId === productId);
      if (line && quantity <= 0) {
        line.notice = { code: 'out_of_stock', available: 0 };
        touch();
      } else if (line && line.quantity > quantity) {
        Object.assign(line, { quantity, notice: { code: 'quantity_clamped', available: quantity } });
        touch();
      }
      // Stock back from none: the confirmed subscribers get their notice, as the server's goods-in sends it.
      return before === 0 && state.stock.get(productId)! > 0 ? restock.notices([]).notify([productId]) : Promise.resolve(0);
    },
    logIn(email = DEMO_CUSTOMER.email) {
      const record = accountByEmail(email);
      if (!record) throw new Error(`shop.logIn(): no account with the e-mail "${email}"; use DEMO_CUSTOMER.email or register one first.`);
      logIn(record);
      return toUser(record);
    },
    logOut,
    settlePayment(orderHash, outcome) {
      const order = state.orders.get(orderHash);
      if (!order) throw new Error(`shop.settlePayment(): no order "${orderHash}".`);
      const { provider } = order.payment.method;
      const decision = (Object.keys(DECISION_OUTCOMES) as PaymentDecision[]).find((key) => DECISION_OUTCOMES[key] === outcome)!;
      setPayment(order, outcome, 'hu', provider ? providerCode(provider, decision) : null);
      return order;
    },
    mails: (to) => state.outbox.filter((mail) => to === undefined || mail.to.toLowerCase() === to.toLowerCase()),

    // — app —
    init: (v) => renderInit(catalogue, v, seller),
    currencies: (v) => renderCurrencies(v),
    countries: (v) => renderCountries(catalogue, v),
    async cities(query) {
      const { findPostcodes } = await import('./fixtures/places/postcodes.js');
      return renderCities(catalogue, findPostcodes(query));
    },
    pickupPoints: async (query) => (await import('./pickup-points.js')).searchMockPickupPoints(query),
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

    // — catalog and content —
    home: (v) => renderHome(context, v),
    categories: (v) => catalogue.categories.map((category) => renderCategory(category, context, v)),
    resolveCategory(v, path) {
      const id = resolveCategoryParam(catalogue, path, v.locale);
      const category = catalogue.categories.find((item) => item.id === id);
      if (!category || /^\d+$/.test(path)) throw new MockApiError(404, apiMessage(v.locale, 'catalog.category_not_found'));
      return renderCategoryDetail(category, context, v);
    },
    brands: () => [...catalogue.brands].sort(byBrandName).map(renderBrand),
    products: (v) => catalogue.products.map((record) => renderProduct(record, context, v)),
    listProducts(v, filters) {
      const list = listProducts(shop.products(v), filters, catalogue, v.locale);
      if (!list) throw new MockApiError(404, apiMessage(v.locale, 'catalog.category_not_found'));
      return list;
    },
    suggest: (v, q) => suggest(shop.products(v), catalogue, q, v.locale),
    product: (v, id) => renderProductDetail(requireProduct(v, id), context, v),
    dataSheet: (v, id) => renderDataSheet(requireProduct(v, id), context, v),
    blogPosts(v, query) {
      const tag = query.tag ? foldText(query.tag) : null;
      const posts = [...catalogue.blogPosts]
        .filter((post) => !tag || post.tags.some((item) => foldText(item.hu) === tag || foldText(item.en) === tag))
        .sort((a, b) => b.published_at.localeCompare(a.published_at))
        .map((post) => renderBlogSummary(post, v));
      return paginate(posts, query.page, query.per_page);
    },
    blogPost(v, slug) {
      const post =
        catalogue.blogPosts.find((item) => item.slug[v.locale] === slug) ?? catalogue.blogPosts.find((item) => item.slug.hu === slug || item.slug.en === slug);
      if (!post) throw new MockApiError(404, apiMessage(v.locale, 'catalog.post_not_found'));
      return renderBlogPost(post, context, v);
    },
    page(v, slug) {
      const found =
        catalogue.pages.find((item) => item.slug[v.locale] === slug) ??
        catalogue.pages.find((item) => item.slug.hu === slug || item.slug.en === slug || item.key === slug);
      if (!found) throw new MockApiError(404, apiMessage(v.locale, 'catalog.page_not_found'));
      return renderPage(found, v);
    },
    showroom(v) {
      const record = catalogue.showroom;
      if (!record) return renderShowroom(v);
      const country = catalogue.countries.find((item) => item.id === record.address.country_id);
      return showroomView(record, country?.name[v.locale] ?? '', v.locale);
    },

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
    restartPayment: (v, hash, body, origins) => restartPayment(memoryPaymentStore(v, origins), hash, body),
    paymentAttemptExists: (attempt) => state.paymentAttempts.has(attempt),
    gatewayView(v, attemptId) {
      const attempt = state.paymentAttempts.get(attemptId);
      const order = attempt && state.orders.get(attempt.orderHash);
      if (!attempt || !order) return null;
      const details = { number: order.order_number, amount: formatMoney(order.summary.total_amount_gross, order.currency) };
      const newest = [...state.paymentAttempts].filter(([, other]) => other.orderHash === attempt.orderHash).at(-1)?.[0];
      const paid = order.payment.status === 'paid';
      const awaited = order.payment.status === 'pending' && order.payment.method.id === attempt.paymentMethodId;
      const replaced = attempt.status === 'pending' && newest === attemptId && !paid && !awaited;
      if (attempt.status === 'pending' && newest === attemptId && !paid && !replaced) return { order: details, done: null };
      const result =
        attempt.status === 'pending'
          ? apiMessage(v.locale, replaced ? 'payment.method_changed' : 'payment.attempt_superseded')
          : apiMessage(v.locale, GATEWAY_RESPONSE_WORDS[attempt.status]);
      return { order: details, done: { result, back: paymentReturnUrl(attempt.resultUrl, attempt.orderHash, attemptId) } };
    },
    async decidePayment(v, attemptId, decision) {
      await decidePayment(memoryPaymentStore(v, []), attemptId, decision);
      const attempt = state.paymentAttempts.get(attemptId)!;
      return paymentReturnUrl(attempt.resultUrl, attempt.orderHash, attemptId);
    },
    async decideProviderPayment(v, provider, attemptId, name) {
      const attempt = state.paymentAttempts.get(attemptId);
      if (!attempt || attempt.provider !== provider) throw new MockApiError(404, apiMessage(v.locale, 'payment.attempt_not_found'));
      const outcome = providerOutcome(provider, name);
      if (!outcome) throw fieldRefusal(v.locale, 'outcome', 'validation.choice');
      await decidePayment(memoryPaymentStore(v, [], outcome.code), attemptId, outcome.decision);
      return providerBackUrl(provider, new URL(attempt.resultUrl).origin, attemptId, attempt.transactionId, name);
    },
    providerReturn(v, provider, back) {
      if (!catalogue.paymentMethods.some((method) => method.provider === provider)) throw new MockApiError(404, apiMessage(v.locale, 'payment.provider_off'));
      if (!back) throw new MockApiError(400, apiMessage(v.locale, 'payment.return_invalid'));
      const found = [...state.paymentAttempts].find(
        ([id, attempt]) => attempt.provider === provider && attempt.transactionId === back.transactionId && (back.attempt === undefined || back.attempt === id),
      );
      if (!found) throw new MockApiError(404, apiMessage(v.locale, 'payment.attempt_not_found'));
      return paymentReturnUrl(found[1].resultUrl, found[1].orderHash, found[0]);
    },

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
