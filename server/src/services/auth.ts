import type { Account, AccountUpdateBody, LoginBody, OrderListItem, Paginated, RegisterBody, User } from 'otthon/contract';
import type { RequestContext, UserRow } from '../application/context.js';
import { fieldError, HttpError } from '../application/errors.js';
import { randomToken, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { DEFAULT_PAGE_SIZE, type CurrencyCode, type Locale } from '../domain.js';
import { t } from '../messages/index.js';
import { addNewsletterSubscriber, orderLinesOf, ordersPageOf } from '../queries/orders.js';
import { endLoginsOf } from '../queries/sessions.js';
import {
  accountCounts,
  activateUser,
  insertUserIfNew,
  replaceUserToken,
  resetMailedLastMinute,
  setPassword,
  updateUserProfile,
  userByEmail,
  userTokenUsable,
  useUserToken,
} from '../queries/users.js';
import { consumeBotToken } from './bot-challenge.js';
import { mergeIntoUser } from './cart-actions.js';
import { customerDataOf } from './cart.js';
import { productsByIds } from './catalog.js';
import { renderMail, sendMail } from './mail.js';
import { afterAnswer } from './deferred.js';
import { DUMMY_HASH, HashingBusy, hashPassword, verifyPassword, withinHashingBudget } from './passwords.js';
import { pageMeta } from './paging.js';
import { clear, limit, release } from './rate-limit.js';
import { isAllowedReturnUrl, linkWithToken } from './return-urls.js';

/** Five wrong passwords per address and e-mail, then a pause until the minute is over (Laravel's default). */
const LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW_SECONDS = 60;
/** Wrong passwords per address over all e-mails: trying many e-mails costs a hash each. */
const ADDRESS_LOGIN_ATTEMPTS = 20;
const ADDRESS_LOGIN_WINDOW_SECONDS = 600;
/** Attempts to set a password with a reset link: per address, and per link. */
const RESET_ATTEMPTS_PER_ADDRESS = 10;
const RESET_ATTEMPTS_PER_TOKEN = 5;
const RESET_ATTEMPT_WINDOW_SECONDS = 600;
const ACTIVATION_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_MS = 60 * 60 * 1000;

/** Hungarian names put the family name first. */
export function displayName(user: Pick<UserRow, 'firstname' | 'lastname'>, locale: Locale): string {
  return locale === 'hu' ? `${user.lastname} ${user.firstname}` : `${user.firstname} ${user.lastname}`;
}

export function serializeUser(user: UserRow, locale: Locale): User {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    name: displayName(user, locale),
    phone: user.phone,
    is_activated: user.activatedAt !== null,
    is_newsletter_subscription: user.isNewsletter,
    customer_data: customerDataOf(null, user),
    created_at: user.createdAt.toISOString(),
  };
}

function requireReturnUrl(ctx: RequestContext, url: string, field: string): void {
  if (!isAllowedReturnUrl(url, ctx.app.publicOrigins)) throw fieldError(field, ctx.t('order.result_url'));
}

async function issueToken(db: Db, userId: number, purpose: 'activation' | 'password_reset', lifetimeMs: number): Promise<string> {
  const token = randomToken();
  await replaceUserToken(db, { tokenHash: sha256(token), userId, purpose, lifetimeMs });
  return token;
}

/**
 * A password hash or check within the process's hashing budget; when the budget is spent, a 429
 * with Retry-After instead (the shop is busy hashing, try again in a moment).
 */
async function hashingWork<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await withinHashingBudget(work);
  } catch (error) {
    if (error instanceof HashingBusy) throw new HttpError(429, ctx.t('error.too_many_requests', { seconds: 1 }), undefined, { 'Retry-After': '1' });
    throw error;
  }
}

/** Marks a valid token used and answers its user id; null for unknown, used or expired tokens. */
function useToken(db: Db, token: string, purpose: 'activation' | 'password_reset'): Promise<number | null> {
  return useUserToken(db, sha256(token), purpose);
}

/**
 * Logs in: rate-limited per client address and e-mail, and per address over all e-mails (429 with
 * Retry-After), the same answer for an unknown e-mail and a wrong password, 403 before activation;
 * then the session gets a new id and CSRF token, and the visitor's cart and favourites join the
 * customer's.
 *
 * Each attempt takes its place in both counters in one database statement before the password is
 * checked, so attempts sent at once — to one process or several — are checked at most as many
 * times as the limits allow; the rest are refused without hashing. A right password gives its
 * places back (the e-mail's counter starts over), so only wrong ones use up the limits.
 */
export async function login(ctx: RequestContext, body: LoginBody): Promise<User> {
  const session = (await ctx.session())!;
  const email = body.email.trim().toLowerCase();
  const address = ctx.clientIp();
  const key = `login:${address}:${email}`;
  const addressKey = `login-address:${address}`;
  await limit(ctx, key, LOGIN_ATTEMPTS, LOGIN_WINDOW_SECONDS, 'auth.throttled');
  try {
    await limit(ctx, addressKey, ADDRESS_LOGIN_ATTEMPTS, ADDRESS_LOGIN_WINDOW_SECONDS, 'auth.throttled');
  } catch (error) {
    await release(ctx.db, key);
    throw error;
  }

  const user = await userByEmail(ctx.db, email);
  let matches: boolean;
  try {
    matches = await hashingWork(ctx, () => verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH));
  } catch (error) {
    // Not checked (the shop was busy): the attempt does not count.
    await Promise.all([release(ctx.db, key), release(ctx.db, addressKey)]);
    throw error;
  }
  if (!user || !matches) throw fieldError('email', ctx.t('auth.failed'));
  await Promise.all([clear(ctx.db, key), release(ctx.db, addressKey)]);
  if (!user.activatedAt) throw new HttpError(403, ctx.t('auth.not_activated'));

  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await mergeIntoUser(db, session.id, user.id);
    await ctx.regenerateSession(session, { userId: user.id, remember: body.remember ?? false }, db);
  });
  return serializeUser(user, ctx.locale);
}

/** Ends the login: the session gets a new id and CSRF token and belongs to a visitor again. */
export async function logout(ctx: RequestContext): Promise<{ message: string }> {
  const session = await ctx.session();
  if (session) await ctx.regenerateSession(session, null);
  return { message: ctx.t('auth.logged_out') };
}

/**
 * Registers an account and mails its activation link. An address that already has an account
 * gets the same answer, and its owner a mail saying someone tried to register it, so the form
 * does not tell strangers who has an account here; both cases hash the password and send one
 * mail, so they also take as long.
 */
export async function register(ctx: RequestContext, body: RegisterBody & { is_newsletter_subscription: boolean }): Promise<{ message: string }> {
  await limit(ctx, `register:${ctx.clientIp()}`, 10, 3600);
  requireReturnUrl(ctx, body.activation_url, 'activation_url');
  if (!(await consumeBotToken(ctx.db, body.bot_token))) throw fieldError('bot_token', ctx.t('auth.bot_failed'));
  const email = body.email.trim().toLowerCase();
  const passwordHash = await hashingWork(ctx, () => hashPassword(body.password));

  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const user = await insertUserIfNew(db, {
      email,
      passwordHash,
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      phone: body.phone ?? null,
      locale: ctx.locale,
      isNewsletter: body.is_newsletter_subscription,
    });
    if (!user) {
      const owner = await userByEmail(db, email);
      if (!owner) return;
      const mail = renderMail({
        locale: ctx.locale,
        name: displayName(owner, ctx.locale),
        paragraphs: [t(ctx.locale, 'mail.register_existing.body'), t(ctx.locale, 'mail.register_existing.ignore')],
      });
      await sendMail(db, { kind: 'register_existing', to: email, subject: t(ctx.locale, 'mail.register_existing.subject'), ...mail });
      return;
    }
    if (body.is_newsletter_subscription) await addNewsletterSubscriber(db, { email, name: displayName(user, ctx.locale), locale: ctx.locale });
    const token = await issueToken(db, user.id, 'activation', ACTIVATION_MS);
    const link = linkWithToken(body.activation_url, token);
    const mail = renderMail({
      locale: ctx.locale,
      name: displayName(user, ctx.locale),
      paragraphs: [t(ctx.locale, 'mail.activation.body')],
      action: { label: t(ctx.locale, 'mail.activation.button'), url: link },
    });
    await sendMail(db, { kind: 'activation', to: email, subject: t(ctx.locale, 'mail.activation.subject'), ...mail });
  });
  return { message: ctx.t('auth.registered', { email }) };
}

export async function activate(ctx: RequestContext, token: string): Promise<{ message: string }> {
  const activated = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const userId = await useToken(tx, token, 'activation');
    if (userId === null) return false;
    await activateUser(tx, userId);
    return true;
  });
  if (!activated) throw new HttpError(404, ctx.t('auth.token_invalid'));
  return { message: ctx.t('auth.activated') };
}

/**
 * The same answer whether or not the address has an account, after the same work: looking the
 * address up and mailing the link happen after the answer, so its timing tells nothing either.
 * At most one mail a minute per account.
 */
export async function requestPasswordReset(ctx: RequestContext, body: { email: string; result_url: string }): Promise<{ message: string }> {
  requireReturnUrl(ctx, body.result_url, 'result_url');
  await limit(ctx, `reset:${ctx.clientIp()}`, 10, 600);
  const email = body.email.trim().toLowerCase();
  const locale = ctx.locale;
  afterAnswer('mailing a password reset link', () => mailResetLink(ctx.db, locale, email, body.result_url));
  return { message: ctx.t('auth.reset_requested') };
}

async function mailResetLink(db: Db, locale: Locale, email: string, resultUrl: string): Promise<void> {
  const user = await userByEmail(db, email);
  if (!user) return;
  if (await resetMailedLastMinute(db, user.id)) return;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const token = await issueToken(txDb, user.id, 'password_reset', RESET_MS);
    const mail = renderMail({
      locale,
      name: displayName(user, locale),
      paragraphs: [t(locale, 'mail.reset.body')],
      action: { label: t(locale, 'mail.reset.button'), url: linkWithToken(resultUrl, token) },
    });
    await sendMail(txDb, { kind: 'password_reset', to: email, subject: t(locale, 'mail.reset.subject'), ...mail });
  });
}

/** Whether a reset link can still set a password (known, unused, unexpired), without using it. */
function resetTokenUsable(db: Db, token: string): Promise<boolean> {
  return userTokenUsable(db, sha256(token), 'password_reset');
}

/**
 * Sets a new password; the link proves the address, so the account is active; every login of it
 * ends. Rate-limited per address and per link, and the link is checked before the password is
 * hashed, so made-up links cost no hashing.
 */
export async function resetPassword(ctx: RequestContext, token: string, password: string): Promise<{ message: string }> {
  await limit(ctx, `reset-token:${ctx.clientIp()}`, RESET_ATTEMPTS_PER_ADDRESS, RESET_ATTEMPT_WINDOW_SECONDS);
  await limit(ctx, `reset-link:${sha256(token)}`, RESET_ATTEMPTS_PER_TOKEN, RESET_ATTEMPT_WINDOW_SECONDS);
  if (!(await resetTokenUsable(ctx.db, token))) throw new HttpError(404, ctx.t('auth.token_invalid'));
  const passwordHash = await hashingWork(ctx, () => hashPassword(password));
  const done = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Used once: of two requests with the same link, only one gets its user.
    const userId = await useToken(tx, token, 'password_reset');
    if (userId === null) return false;
    await setPassword(tx, userId, passwordHash);
    await endLoginsOf(tx, userId);
    return true;
  });
  if (!done) throw new HttpError(404, ctx.t('auth.token_invalid'));
  return { message: ctx.t('auth.password_reset') };
}

export async function currentUser(ctx: RequestContext): Promise<User | null> {
  const user = await ctx.user();
  return user ? serializeUser(user, ctx.locale) : null;
}

export async function account(ctx: RequestContext): Promise<Account> {
  const user = (await ctx.user())!;
  const counts = await accountCounts(ctx.db, user.id);
  return {
    user: serializeUser(user, ctx.locale),
    orders_count: counts.orders,
    offers_count: counts.offers,
    favourites_count: counts.favourites,
  };
}

export async function updateAccount(ctx: RequestContext, body: AccountUpdateBody): Promise<User> {
  const user = (await ctx.user())!;
  const updated = await updateUserProfile(ctx.db, user.id, {
    firstname: body.firstname.trim(),
    lastname: body.lastname.trim(),
    phone: body.phone ?? null,
    isNewsletter: body.is_newsletter_subscription,
  });
  if (body.is_newsletter_subscription) {
    await addNewsletterSubscriber(ctx.db, { email: updated.email, name: displayName(updated, ctx.locale), locale: ctx.locale });
  }
  return serializeUser(updated, ctx.locale);
}

export async function accountOrders(ctx: RequestContext, query: { page: number; per_page?: number | undefined }): Promise<Paginated<OrderListItem>> {
  const user = (await ctx.user())!;
  // Reading the catalogue releases lapsed stock reservations, so no order shows as still payable.
  await ctx.catalog();
  const perPage = query.per_page ?? DEFAULT_PAGE_SIZE;
  const offset = (query.page - 1) * perPage;
  const { list, total: n } = await ordersPageOf(ctx.db, user.id, perPage, offset);
  const lines = list.length
    ? await orderLinesOf(
        ctx.db,
        list.map((order) => order.id),
      )
    : [];
  const pictures = new Map((await productsByIds(ctx, [...new Set(lines.map((line) => line.productId))])).map((product) => [product.id, product.image]));
  return {
    items: list.map((order) => ({
      id: order.id,
      order_hash: order.hash,
      status: order.status,
      payment_status: order.paymentStatus,
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
      created_at: order.createdAt.toISOString(),
    })),
    meta: pageMeta(query.page, perPage, n, list.length),
  };
}
