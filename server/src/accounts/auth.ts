import {
  type Account,
  type AccountUpdateBody,
  addressGroup,
  type AuthAccount,
  type AuthStore,
  createAuthDesk,
  type LoginBody,
  type RegisterBody,
  renderMail,
  ThrottledRefusal,
  type User,
} from 'otthon/contract';
import type { OrderListItem, Paginated } from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest, UserRow } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { randomToken, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { formatOrderNumber } from 'otthon/core';
import type { CurrencyCode } from '../domain.js';
import { orderLinesOf, ordersPageOf } from '../orders/queries.js';
import { endLoginsOf } from './sessions-queries.js';
import {
  accountCounts,
  activateUser,
  insertUserIfNew,
  lastUserTokenAt,
  replaceUserToken,
  setPassword,
  upgradePasswordHash,
  updateUserProfile,
  userByEmail,
  userTokenUsable,
  useUserToken,
} from './queries.js';
import { consumeBotToken } from '../guards/bot-challenge.js';
import { mergeIntoUser } from '../cart/store.js';
import { customerDataOf, serializePayment } from '../cart/view.js';
import type { PaymentRow } from '../shared/reference-queries.js';
import { sweepReservations } from '../orders/reservations.js';
import { productsByIds, type CatalogRequest } from '../catalog/snapshot.js';
import { invoicesByOrder } from '../invoicing/invoices.js';
import { afterAnswer } from '../shared/deferred.js';
import { newsletterOf } from '../forms/forms.js';
import { sendMail } from '../mail/send.js';
import { belowCurrentCost, DUMMY_HASH, HashingBusy, hashPassword, verifyPassword, withinHashingBudget } from './passwords.js';
import { pageMeta } from '../shared/paging.js';
import { clear, hit, release, retryAfterSeconds } from '../guards/rate-limit.js';
import { isAllowedReturnUrl } from '../shared/return-urls.js';

/**
 * What the account desk asks of a request: language, messages, clock, customer, the shop's data,
 * and of the transport only the client's address (the throttles).
 */
type AccountRequest = Pick<ShopRequest, 'locale' | 't' | 'now' | 'user'> & Pick<ShopData, 'db' | 'app'> & Pick<HttpExchange, 'clientIp'>;

/** The account as the auth desk reads it. */
function accountOf(user: UserRow): AuthAccount {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    activated: user.activatedAt !== null,
    newsletter: user.isNewsletter,
    created_at: user.createdAt,
    customer_data: customerDataOf(null, user),
  };
}

/**
 * A password hash or check within the process's hashing budget; when the budget is spent, a 429
 * with Retry-After instead (the shop is busy hashing, try again in a moment).
 */
async function hashingWork<T>(ctx: Pick<ShopRequest, 't'>, work: () => Promise<T>): Promise<T> {
  try {
    return await withinHashingBudget(work);
  } catch (error) {
    if (error instanceof HashingBusy) throw new HttpError(429, ctx.t('error.too_many_requests', { seconds: 1 }), undefined, { 'Retry-After': '1' });
    throw error;
  }
}

/**
 * The tables as the auth desk reads and writes them, in `db` (the database or a transaction): the
 * users and their one-time tokens (stored hashed), the rate-limit table, scrypt within the hashing
 * budget, the outbox.
 */
function sqlStore(ctx: AccountRequest, db: Db): AuthStore {
  return {
    clientAddress: addressGroup(ctx.clientIp()),
    now: () => ctx.now(),
    async countAttempt(key, windowSeconds) {
      const counter = await hit(db, key, windowSeconds);
      return { count: counter.hits, retryAfterSeconds: retryAfterSeconds(counter) };
    },
    releaseAttempt: (key) => release(db, key),
    clearAttempts: (key) => clear(db, key),
    tokenDigest: sha256,
    async accountByEmail(email) {
      const user = await userByEmail(db, email);
      return user && { ...accountOf(user), passwordHash: user.passwordHash };
    },
    async currentAccount() {
      const user = await ctx.user();
      return user && accountOf(user);
    },
    hashPassword: (password) => hashingWork(ctx, () => hashPassword(password)),
    async verifyPassword(password, hash) {
      const matches = await hashingWork(ctx, () => verifyPassword(password, hash ?? DUMMY_HASH));
      // A hash made at a lower cost (an older setting, or a test shop's) is made again at today's;
      // when the hashing budget is spent, at a later login instead (this one has succeeded).
      if (matches && hash && belowCurrentCost(hash)) {
        try {
          await upgradePasswordHash(db, hash, await withinHashingBudget(() => hashPassword(password)));
        } catch (error) {
          if (!(error instanceof HashingBusy)) throw error;
        }
      }
      return matches;
    },
    consumeBotToken: (token) => consumeBotToken(db, token),
    isReturnUrl: (url) => isAllowedReturnUrl(url, ctx.app.publicOrigins),
    async insertAccountIfNew(account) {
      const user = await insertUserIfNew(db, {
        email: account.email,
        passwordHash: account.passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        phone: account.phone,
        locale: account.locale,
        isNewsletter: account.newsletter,
      });
      return user && accountOf(user);
    },
    activate: (accountId) => activateUser(db, accountId),
    setPassword: (accountId, passwordHash) => setPassword(db, accountId, passwordHash),
    endLoginsOf: (accountId) => endLoginsOf(db, accountId),
    async updateProfile(accountId, profile) {
      const user = await updateUserProfile(db, accountId, {
        firstname: profile.firstname,
        lastname: profile.lastname,
        phone: profile.phone,
        isNewsletter: profile.newsletter,
      });
      return accountOf(user);
    },
    subscribeNewsletter: ({ locale, ...who }) => newsletterOf(ctx, db).signUp(locale, who),
    counts: (accountId) => accountCounts(db, accountId),
    async issueToken(accountId, purpose, expiresAt) {
      const token = randomToken();
      await replaceUserToken(db, { tokenHash: sha256(token), userId: accountId, purpose, issuedAt: ctx.now(), expiresAt });
      return token;
    },
    useToken: (token, purpose, at) => useUserToken(db, sha256(token), purpose, at),
    tokenUsable: (token, purpose, at) => userTokenUsable(db, sha256(token), purpose, at),
    lastTokenIssuedAt: (accountId, purpose) => lastUserTokenAt(db, accountId, purpose),
    async sendMail({ kind, to, locale, name, subject, paragraphs, action }) {
      await sendMail(db, { kind, to, subject, ...renderMail({ locale, name, paragraphs, ...(action ? { action } : {}) }) });
    },
    afterAnswer: (work) => afterAnswer('mailing a password reset link', work),
    transaction: (work) => db.transaction((tx) => work(sqlStore(ctx, tx as unknown as Db))),
  };
}

/** The desk over this request's tables; a throttled attempt answers with its Retry-After header. */
async function atDesk<T>(ctx: AccountRequest, call: (desk: ReturnType<typeof createAuthDesk>) => Promise<T>): Promise<T> {
  try {
    return await call(createAuthDesk(sqlStore(ctx, ctx.db)));
  } catch (error) {
    if (error instanceof ThrottledRefusal) throw new HttpError(429, error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) });
    throw error;
  }
}

/**
 * Logs in by the auth desk's rules (the same answer for an unknown e-mail and a wrong password,
 * 403 before activation, wrong passwords throttled per address and e-mail and per address); then
 * the session gets a new id and CSRF token, and the visitor's cart and favourites join the
 * customer's, in one transaction.
 */
export async function login(ctx: AccountRequest & Pick<ShopRequest, 'session'> & Pick<HttpExchange, 'regenerateSession'>, body: LoginBody): Promise<User> {
  const session = (await ctx.session())!;
  const done = await atDesk(ctx, (desk) => desk.login(ctx.locale, body));
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await mergeIntoUser(db, session.id, done.accountId);
    await ctx.regenerateSession(session, { userId: done.accountId, remember: done.remember }, db);
  });
  return done.user;
}

/** Ends the login: the session gets a new id and CSRF token and belongs to a visitor again. */
export async function logout(ctx: AccountRequest & Pick<ShopRequest, 'session'> & Pick<HttpExchange, 'regenerateSession'>): Promise<{ message: string }> {
  const done = await atDesk(ctx, async (desk) => desk.logout(ctx.locale));
  const session = await ctx.session();
  if (session) await ctx.regenerateSession(session, null);
  return { message: done.message };
}

export function register(ctx: AccountRequest, body: RegisterBody & { is_newsletter_subscription: boolean }): Promise<{ message: string }> {
  return atDesk(ctx, (desk) => desk.register(ctx.locale, body));
}

export function activate(ctx: AccountRequest, token: string): Promise<{ message: string }> {
  return atDesk(ctx, (desk) => desk.activate(ctx.locale, token));
}

export function requestPasswordReset(ctx: AccountRequest, body: { email: string; result_url: string }): Promise<{ message: string }> {
  return atDesk(ctx, (desk) => desk.requestPasswordReset(ctx.locale, body));
}

export function resetPassword(ctx: AccountRequest, token: string, password: string): Promise<{ message: string }> {
  return atDesk(ctx, (desk) => desk.resetPassword(ctx.locale, token, password));
}

export function currentUser(ctx: AccountRequest): Promise<User | null> {
  return atDesk(ctx, (desk) => desk.currentUser(ctx.locale));
}

export function account(ctx: AccountRequest): Promise<Account> {
  return atDesk(ctx, (desk) => desk.account(ctx.locale));
}

export function updateAccount(ctx: AccountRequest, body: AccountUpdateBody): Promise<User> {
  return atDesk(ctx, (desk) => desk.updateAccount(ctx.locale, body));
}

/** An order's payment method as its list row names it. */
function paymentMethodOf(row: PaymentRow, ctx: Pick<ShopRequest, 'locale'> & Pick<ShopData, 'app'>): OrderListItem['payment_method'] {
  const { id, code, title } = serializePayment(row, ctx.locale, ctx.app.providers);
  return { id, code, title };
}

export async function accountOrders(
  ctx: CatalogRequest & Pick<ShopRequest, 'now' | 'user'> & Pick<ShopData, 'app'>,
  query: { page: number; per_page: number },
): Promise<Paginated<OrderListItem>> {
  const user = (await ctx.user())!;
  // Lapsed card reservations are released first, so no order shows as still payable.
  await sweepReservations(ctx.db, ctx.now());
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const { list, total: n } = await ordersPageOf(ctx.db, user.id, perPage, offset);
  const lines = list.length
    ? await orderLinesOf(
        ctx.db,
        list.map((order) => order.id),
      )
    : [];
  const pictures = new Map((await productsByIds(ctx, [...new Set(lines.map((line) => line.productId))])).map((product) => [product.id, product.image]));
  const invoices = await invoicesByOrder(ctx.db, list);
  const payments = new Map((await ctx.catalog()).reference.payments.map((row) => [row.id, row]));
  return {
    items: list.map((order) => ({
      id: order.id,
      order_number: formatOrderNumber(order.id),
      order_hash: order.hash,
      status: order.status,
      payment_status: order.paymentStatus,
      payment_method: paymentMethodOf(payments.get(order.paymentMethodId)!, ctx),
      currency: order.currency as CurrencyCode,
      total_amount_gross: order.totalGross,
      total_amount_net: order.totalNet,
      total_quantity: order.totalQuantity,
      items: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          product_id: line.productId,
          name: line.name[ctx.locale],
          quantity: line.quantity,
          image: pictures.get(line.productId) ?? null,
        })),
      invoices: invoices.get(order.id) ?? [],
      pickup_point: order.pickupPoint ?? null,
      delivery_slot: order.homeDelivery?.slot ?? null,
      created_at: order.createdAt.toISOString(),
    })),
    meta: pageMeta(query.page, perPage, n, list.length),
  };
}
