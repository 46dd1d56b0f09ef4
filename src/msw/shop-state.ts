/**
 * What the mock shop remembers and the lookups every one of its stores shares: one visitor
 * session, the shop's records, the catalogue, the mail outbox. Each engine's memory store
 * (`cart-store.ts`, `placement-store.ts`, `payment-store.ts`, the desks beside them) reads and
 * writes through the {@link ShopCore} it is given.
 */
import type { CurrencyCode, Locale } from '../domain/constants.js';
import type { HufRates } from '../domain/money.js';
import type { ConsentFields, CustomerData, LineNotice, PaymentMethodProvider } from '../contract/cart.js';
import { MAIL_RECIPIENT_LIMIT, mailCapKey, mayMail } from '../contract/mail-cap.js';
import { type CartChoices, mergedChoices, mergedLine } from '../contract/cart-engine.js';
import { randomToken } from './tokens.js';
import type { AttemptStatus } from '../contract/payment-desk.js';
import type { Offer, Order } from '../contract/checkout.js';
import type { Seller } from '../contract/content.js';
import type { PickupPoint } from '../contract/pickup-points.js';
import type { HomeDeliveryChoice } from '../domain/home-delivery.js';
import { barionCardMethod } from './fixtures/catalogue-content.js';
import { defaultCatalogue } from './fixtures/catalogue.js';
import { emptyCustomerData } from './fixtures/factories.js';
import type { CatalogueAccount, CatalogueDeliveryMethod, CataloguePaymentMethod, CatalogueProduct, MockCatalogue } from './fixtures/catalogue-types.js';
import { MOCK_SELLER, type MockView, type RenderContext } from './fixtures/render.js';
import { type MailContent, mailLinks, renderMail } from '../contract/mail.js';
import { MockApiError } from './http-error.js';
import type { MockWithdrawal } from './withdrawals.js';
import type { MockAttempts, MockAuthToken } from './auth.js';
import { apiMessage } from '../contract/messages.js';
import { MOCK_RATES } from './prices.js';
import type { DEMO_CUSTOMER, DEMO_ORDER_HASHES } from './fixtures/demo-orders.js';

export interface CartLineState {
  productId: number;
  quantity: number;
  notice: { code: LineNotice['code']; available: number } | null;
}

export interface SessionState {
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

/** What a cart holds: the session without its favourites and login. */
export type SessionCart = Omit<SessionState, 'favourites' | 'userId'>;

/** A customer account: the catalogue's record plus what the shop learns (saved checkout data, favourites, orders). */
export interface MockAccount extends Omit<CatalogueAccount, 'invoice'> {
  customer: CustomerData;
  favourites: number[];
  orderHashes: string[];
  offerHashes: string[];
  /** The customer's cart while logged out, waiting for the next login; null when there is none. */
  cart: SessionCart | null;
}

export interface PaymentAttempt {
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

/** A mail to put in the outbox: its kind, address and subject, and what it says. */
export type OutgoingMail = { kind: string; to: string; subject: string } & MailContent;

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
  /** The language each order was placed in, by order hash: its mails are in it. */
  orderLocales: Map<string, Locale>;
  /**
   * Answers of idempotent calls by session, endpoint id and `Idempotency-Key` (a key is the
   * visitor's own for one call, as on the server), with when each key was claimed: kept as long as
   * the server keeps them.
   */
  idempotency: Map<string, { fingerprint: string; status: number; data: unknown; claimedAt: Date }>;
  csrfToken: string | null;
  botTokens: Map<string, number>;
  /** Activation and password-reset links' tokens. */
  authTokens: Map<string, MockAuthToken>;
  paymentAttempts: Map<string, PaymentAttempt>;
  /** Until when an order waiting for its payment holds its pieces (requirements 9.4), by order hash. */
  holds: Map<string, Date>;
  /** Orders cancelled because their payment did not come while their pieces were held, by hash. */
  lapsed: Set<string>;
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

export const freshSession = (): SessionState => ({
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

export function accountFrom({ invoice, delivery, ...record }: CatalogueAccount): MockAccount {
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
    cart: null,
  };
}

const hasCustomerData = (data: CustomerData) => data.email !== null || data.phone !== null || data.invoice_data !== null || data.delivery_data !== null;

/** What the login merge reads of a cart (`mergedChoices`). */
const choicesOf = (cart: SessionCart): CartChoices<SessionCart> => ({
  deliveryMethodId: cart.deliveryMethodId,
  pickupPointId: cart.pickupPoint?.id ?? null,
  paymentMethodId: cart.paymentMethodId,
  customerData: hasCustomerData(cart.customer) ? cart : null,
  comment: cart.comment,
});

/**
 * A login's merge, as the server makes it: the visitor's lines join the customer's (`mergedLine`),
 * the visitor's latest choices win where set (`mergedChoices`), the visitor's coupon replaces the
 * customer's, and the revision goes above both.
 */
function mergedCart(customer: SessionCart, visitor: SessionCart, stockOf: (productId: number) => number): SessionCart {
  const lines = structuredClone(customer.lines);
  for (const line of visitor.lines) {
    const current = lines.find((item) => item.productId === line.productId);
    const write = mergedLine(current?.quantity ?? null, line.quantity, stockOf(line.productId));
    if (current) Object.assign(current, write);
    else lines.push({ productId: line.productId, ...write });
  }
  const choices = mergedChoices(choicesOf(visitor), choicesOf(customer));
  const withData = choices.customerData ?? customer;
  return {
    ...structuredClone(customer),
    lines,
    coupons: [...(visitor.coupons.length ? visitor.coupons : customer.coupons)],
    deliveryMethodId: choices.deliveryMethodId,
    pickupPoint: [visitor.pickupPoint, customer.pickupPoint].find((point) => point && point.id === choices.pickupPointId) ?? null,
    paymentMethodId: choices.paymentMethodId,
    customer: structuredClone(withData.customer),
    consents: { ...withData.consents },
    comment: choices.comment,
    revision: Math.max(customer.revision, visitor.revision) + 1,
  };
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

/** The catalogue, the state and the lookups the mock shop's stores share. */
export interface ShopCore {
  readonly catalogue: MockCatalogue;
  readonly options: MockShopOptions;
  readonly seller: Seller;
  readonly rates: HufRates;
  readonly state: MockShopState;
  readonly context: RenderContext;
  view(partial?: Partial<MockView>): MockView;
  productRecord(id: number): CatalogueProduct | undefined;
  /** The product, else a 404 in the request's language. */
  requireProduct(view: MockView, id: number): CatalogueProduct;
  currentAccount(): MockAccount | undefined;
  accountByEmail(email: string): MockAccount | undefined;
  deliveryRecord(id: number | null): CatalogueDeliveryMethod | undefined;
  paymentRecord(id: number | null): CataloguePaymentMethod | undefined;
  countryCode(id: number | undefined): string;
  /** The session's cart changed: a new revision. */
  touch(): void;
  /** Now, ISO 8601. */
  now(): string;
  /** Renders a mail (`renderMail`) into the outbox, unless its address had its share of the kind this hour. */
  sendMail(mail: OutgoingMail): void;
  /** Uses a bot-check token once: true for an issued, unexpired one. */
  consumeBotToken(token: string): boolean;
  /** The session becomes the account's: a new session id, the visitor's favourites joined to the account's. */
  logIn(record: MockAccount): void;
  /** A new, empty session; the customer's cart waits with the account for the next login. */
  logOut(): void;
  /** Ends the account's login in this session (a password reset ends every login): its cart waits with the account. */
  endLoginsOf(accountId: number): void;
}

/** The shared part of a new mock shop; its state is filled by the shop's `reset`. */
export function createShopCore(options: MockShopOptions): ShopCore {
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

  // One address gets a few mails of a kind an hour (`MAIL_RECIPIENT_LIMIT`); the rest are left out.
  const sendMail = ({ kind, to, subject, ...content }: OutgoingMail) => {
    const key = mailCapKey(kind, to);
    const since = Date.now() - MAIL_RECIPIENT_LIMIT.windowSeconds * 1000;
    const sent = state.outbox.filter((mail) => mailCapKey(mail.kind, mail.to) === key && Date.parse(mail.created_at) > since).length;
    if (!mayMail(sent + 1)) return;
    const { text, html } = renderMail(content);
    state.outbox.unshift({ id: state.outbox.length + 1, kind, to, subject, text, html, links: mailLinks(html), created_at: now() });
  };

  /** Uses a bot-check token once: true for an issued, unexpired one. */
  const consumeBotToken = (token: string): boolean => {
    if (options.acceptAnyBotToken && token) return true;
    const expires = state.botTokens.get(token);
    state.botTokens.delete(token);
    return expires !== undefined && expires >= Date.now();
  };

  /** The session's cart goes with the account it belongs to, for the next login (the server keeps it with the account). */
  const keepCart = () => {
    const record = currentAccount();
    if (!record) return;
    const { favourites: _favourites, userId: _userId, ...cart } = state.session;
    record.cart = structuredClone(cart);
  };

  /**
   * The session becomes `next` in place: the stores a change is running on hold the session object,
   * so a login or logout amid it changes what they see instead of leaving them on an old one.
   */
  const becomeSession = (next: SessionState) => {
    Object.assign(state.session, next);
  };

  const endLoginsOf = (accountId: number) => {
    if (state.session.userId !== accountId) return;
    keepCart();
    becomeSession(freshSession());
  };

  const logOut = () => {
    keepCart();
    becomeSession(freshSession());
    state.sessionId = randomToken(40);
    // Laravel regenerates the CSRF token when a session ends.
    if (state.csrfToken) state.csrfToken = randomToken(40);
  };

  const logIn = (record: MockAccount) => {
    // Another customer's login ends first: their cart waits with their account.
    if (state.session.userId !== null && state.session.userId !== record.id) endLoginsOf(state.session.userId);
    if (state.session.userId === record.id) {
      state.sessionId = randomToken(40);
      return;
    }
    const { favourites, userId: _userId, ...visitor } = structuredClone(state.session);
    // The visitor's favourites are the newer ones: they go first.
    record.favourites.unshift(...favourites.filter((id) => !record.favourites.includes(id)));
    const visitorHasCart = visitor.revision > 0 || visitor.lines.length > 0;
    const saved = record.cart;
    record.cart = null;
    // A visitor's cart becomes the customer's (a new revision), or joins the one the customer left.
    const cart = !saved
      ? { ...visitor, revision: visitor.revision + (visitorHasCart ? 1 : 0) }
      : visitorHasCart
        ? mergedCart(saved, visitor, (id) => state.stock.get(id) ?? 0)
        : saved;
    becomeSession({ ...cart, favourites: [], userId: record.id });
    state.sessionId = randomToken(40);
    if (!hasCustomerData(state.session.customer)) state.session.customer = structuredClone(record.customer);
  };

  return {
    catalogue,
    options,
    seller,
    rates,
    state,
    context,
    view,
    productRecord,
    requireProduct,
    currentAccount,
    accountByEmail,
    deliveryRecord,
    paymentRecord,
    countryCode,
    touch,
    now,
    sendMail,
    consumeBotToken,
    logIn,
    logOut,
    endLoginsOf,
  };
}
