/**
 * "Notify me when it is back" for out-of-stock products: the contract's restock rules
 * (`otthon/contract`, the mock shop's too) over this server's tables, with what is the server's
 * own around them: the rate limit, the transactions, the outbox. Claiming the subscriptions and
 * writing the mails happen in one transaction, so a notice goes out exactly once even when several
 * processes raise the same product's stock at the same time.
 *
 * Stock returns through `restock` (the warehouse's goods-in: `npm run stock -w server`) and when a
 * lapsed card-payment reservation gives its pieces back (`releaseLapsedReservations`).
 */
import {
  addressGroup,
  apiPageResponse,
  confirmButtonPageHtml,
  confirmedPageHtml,
  createRestockNotices,
  renderMail,
  RESTOCK_CONFIRM_PATH,
  type RestockStore,
  type RestockSubscribeBody,
  type RestockSubscription,
} from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { randomToken, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import type { Locale } from '../domain.js';
import {
  addStock,
  claimDueRestockNotices,
  confirmRestockSubscription,
  pendingRestockSubscription,
  productStockAndTitle,
  restockSubscriptionOf,
  upsertRestockSubscription,
} from './queries.js';
import { sendMail } from '../mail/send.js';
import { limit } from '../guards/rate-limit.js';

/**
 * What the restock notices ask of a request: language, messages, clock, the database and the
 * settings (a subscription adds the client's address for its rate limit).
 */
type RestockRequest = Pick<ShopRequest, 'locale' | 't' | 'now'> & Pick<ShopData, 'db' | 'app'>;

/** The restock tables as the rules read and write them, in `db` (the database or a transaction). */
function sqlStore(db: Db, { now, origins }: { now: () => Date; origins: readonly string[] }): RestockStore {
  const asSubscription = (
    row: { productId: number; email: string; locale: string; productUrl: string },
    state: { confirmed: boolean; notified: boolean },
  ): RestockSubscription => ({ product_id: row.productId, email: row.email, locale: row.locale as Locale, product_url: row.productUrl, ...state });
  return {
    now,
    newToken: () => randomToken(),
    origins,
    product: (productId) => productStockAndTitle(db, productId),
    async subscription(productId, email) {
      const row = await restockSubscriptionOf(db, productId, email);
      return row && asSubscription(row, { confirmed: row.confirmedAt !== null, notified: row.notifiedAt !== null });
    },
    // The statement itself keeps a confirmed signup waiting for its notice, should one arrive at the same moment.
    signUp: (signup) =>
      upsertRestockSubscription(db, {
        productId: signup.product_id,
        email: signup.email,
        locale: signup.locale,
        productUrl: signup.product_url,
        tokenHash: sha256(signup.token),
        consentAt: signup.consent_at,
      }),
    async pending(token) {
      const row = await pendingRestockSubscription(db, sha256(token));
      return row && asSubscription(row, { confirmed: row.confirmedAt !== null, notified: false });
    },
    async confirm(token, at) {
      const row = await confirmRestockSubscription(db, sha256(token), at);
      return row && asSubscription(row, { confirmed: true, notified: false });
    },
    async claimDue(productIds) {
      return (await claimDueRestockNotices(db, productIds)).map((row) => asSubscription(row, { confirmed: true, notified: true }));
    },
    async deliver({ kind, locale, to, name, subject, paragraphs, action }) {
      await sendMail(db, { kind, to, subject, ...renderMail({ locale, name, paragraphs, action }) });
    },
  };
}

const inTransaction = <T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> => db.transaction((transaction) => run(transaction as unknown as Db));

/** `POST /api/products/{id}/restock-notifications`. */
export async function subscribeRestock(
  ctx: RestockRequest & Pick<HttpExchange, 'clientIp'>,
  productId: number,
  body: RestockSubscribeBody,
): Promise<{ message: string }> {
  await limit(ctx, `restock:${addressGroup(ctx.clientIp())}`, 10, 600);
  return inTransaction(ctx.db, (tx) =>
    createRestockNotices(sqlStore(tx, { now: () => ctx.now(), origins: ctx.app.publicOrigins })).subscribe(ctx.locale, productId, body),
  );
}

/**
 * `GET /api/restock-notifications/confirm/{token}`: the confirmation link opens a page in the
 * signup's language whose button posts to the same address; opening it (as a mail scanner does)
 * changes nothing.
 */
export async function showRestockConfirmation(ctx: RestockRequest, token: string): Promise<Response> {
  const page = await createRestockNotices(sqlStore(ctx.db, { now: () => ctx.now(), origins: ctx.app.publicOrigins })).ask(ctx.locale, token);
  return apiPageResponse(confirmButtonPageHtml(page, `${RESTOCK_CONFIRM_PATH}${encodeURIComponent(token)}`));
}

/** `POST /api/restock-notifications/confirm/{token}`: the button of that page; confirms and answers a page in the signup's language. */
export async function confirmRestock(ctx: RestockRequest, token: string): Promise<Response> {
  const page = await inTransaction(ctx.db, (tx) =>
    createRestockNotices(sqlStore(tx, { now: () => ctx.now(), origins: ctx.app.publicOrigins })).confirm(ctx.locale, token),
  );
  return apiPageResponse(confirmedPageHtml(page));
}

/**
 * Mails the notice to every confirmed, not yet notified subscriber of those `productIds` that are
 * in stock now, and marks them notified — in one transaction, so each gets it once. Answers how
 * many notices were written.
 */
export async function sendRestockNotices(db: Db, productIds: readonly number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  return inTransaction(db, (tx) => createRestockNotices(sqlStore(tx, { now: () => new Date(), origins: [] })).notify(productIds));
}

/**
 * Goods in: adds `quantity` pieces to a product's stock (clearing its restock date) and sends the
 * restock notices when that brings it back. Answers the new stock and the notices sent.
 */
export async function restock(db: Db, productId: number, quantity: number): Promise<{ stock: number; notified: number }> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`restock: quantity must be a whole number above 0, got ${quantity}.`);
  const stock = await addStock(db, productId, quantity);
  if (stock === null) throw new RangeError(`restock: there is no product ${productId}.`);
  const notified = await sendRestockNotices(db, [productId]);
  return { stock, notified };
}
