/**
 * The withdrawal endpoints: the contract's withdrawal desk (`otthon/contract`, the mock shop's
 * too) over this server's tables, with what is the server's own around it: the rate limit, the
 * transaction that locks the order row, the `Idempotency-Key` claim and the outbox.
 */
import { createHmac } from 'node:crypto';
import {
  addressGroup,
  createWithdrawalDesk,
  renderMail,
  type WithdrawableOrder,
  type Withdrawal,
  type WithdrawalCodeSent,
  type WithdrawalRequest,
  type WithdrawalStore,
} from 'otthon/contract';
import type { HttpExchange, ShopData, ShopRequest } from '../application/context.js';
import { sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { productParcel } from '../domain.js';
import { insertWithdrawal, itemsOfOrders, orderById, ordersOfUser, withdrawnLinesOfOrders } from './queries.js';
import { productsByIds } from '../catalog/snapshot.js';
import { claimIdempotencyKey, idempotencyKey, storeIdempotentAnswer } from '../guards/idempotency.js';
import { sendMail } from '../mail/send.js';
import { limit } from '../guards/rate-limit.js';

/**
 * What the withdrawal desk asks of a request: who asks and in which language and currency, and the
 * shop's data (the transport it reads is named where it is used).
 */
type WithdrawalDeskRequest = Pick<ShopRequest, 'locale' | 'currency' | 't' | 'now' | 'session' | 'user'> & Pick<ShopData, 'db' | 'app' | 'catalog'>;

/** Look-ups and withdrawals per client address in a window: enough for a shopper, too few to try order numbers. */
const ATTEMPTS = 10;
const WINDOW_SECONDS = 600;

type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

/** The tables as the desk reads and writes them, in `db` (the database or a transaction). */
function sqlStore(ctx: WithdrawalDeskRequest, db: Db, userId: number | null): WithdrawalStore {
  const asOrder = (order: OrderRow) => ({
    id: order.id,
    status: order.status,
    created_at: order.createdAt,
    delivered_at: order.deliveredAt,
    email: order.customerData.email,
    name: order.customerData.invoice_data?.name ?? null,
    mine: userId !== null && order.userId === userId,
  });
  const byOrder = <T>(rows: readonly T[], orderIdOf: (row: T) => number) => {
    const grouped = new Map<number, T[]>();
    for (const row of rows) grouped.set(orderIdOf(row), [...(grouped.get(orderIdOf(row)) ?? []), row]);
    return grouped;
  };
  return {
    now: () => ctx.now(),
    async order(id, options) {
      const order = await orderById(db, id, options?.lock ?? false);
      return order && asOrder(order);
    },
    async customerOrders() {
      return userId === null ? [] : (await ordersOfUser(db, userId)).map(asOrder);
    },
    async lines(orderIds, locale) {
      const [rows, snapshot] = await Promise.all([itemsOfOrders(db, orderIds), ctx.catalog()]);
      const lines = rows.map((item) => ({
        orderId: item.orderId,
        id: item.id,
        product_id: item.productId,
        name: item.name[locale],
        sku: item.sku,
        quantity: item.quantity,
        // Whether a piece can go back by post (requirements 10.3); a product that is gone goes by post.
        parcel: snapshot.products.has(item.productId) ? productParcel(snapshot.products.get(item.productId)!) : null,
      }));
      return byOrder(lines, (line) => line.orderId);
    },
    async earlierLines(orderIds) {
      const rows = await withdrawnLinesOfOrders(db, orderIds);
      const lines = rows.flatMap((row) => row.items.map((line) => ({ orderId: row.orderId, id: line.order_item_id, quantity: line.quantity })));
      return byOrder(lines, (line) => line.orderId);
    },
    async pictures(productIds) {
      const products = await productsByIds(ctx, productIds);
      return new Map(products.map((product) => [product.id, product.image]));
    },
    async record(withdrawal) {
      const row = await insertWithdrawal(db, {
        orderId: withdrawal.order_id,
        userId,
        email: withdrawal.email,
        locale: withdrawal.locale,
        wholeOrder: withdrawal.whole_order,
        items: withdrawal.lines.map((line) => ({ order_item_id: line.id, quantity: line.quantity })),
        reason: withdrawal.reason,
        receivedAt: withdrawal.received_at,
      });
      return { id: row.id, received_at: row.receivedAt };
    },
    /** The acknowledgement on a durable medium goes into the outbox, in the same transaction as the withdrawal. */
    async deliver({ locale, to, name, subject, paragraphs, rows, after }) {
      await sendMail(db, { kind: 'withdrawal', to, subject, ...renderMail({ locale, name, paragraphs, rows, after }) });
    },
    async deliverCode({ locale, to, name, subject, paragraphs }) {
      await sendMail(db, { kind: 'withdrawal_code', to, subject, ...renderMail({ locale, name, paragraphs }) });
    },
    async sign(text) {
      return createHmac('sha256', ctx.app.secret).update(text).digest('hex');
    },
  };
}

/**
 * A visitor names an order by its number and e-mail address: besides the client address, the tries
 * are counted per e-mail address and per order number (5 an hour each), so guessing an order from
 * many addresses, or many orders for one e-mail, is throttled as well.
 */
const PER_NAME_ATTEMPTS = 5;
const PER_NAME_WINDOW_SECONDS = 3600;
async function limitNamedOrder(
  ctx: Pick<ShopRequest, 't'> & Pick<ShopData, 'db'>,
  body: { order_number?: string | undefined; email?: string | undefined },
): Promise<void> {
  if (body.email) await limit(ctx, `withdrawal:email:${body.email.trim().toLowerCase()}`, PER_NAME_ATTEMPTS, PER_NAME_WINDOW_SECONDS);
  const digits = body.order_number?.replace(/\D/g, '').replace(/^0+/, '');
  if (digits) await limit(ctx, `withdrawal:order:${digits}`, PER_NAME_ATTEMPTS, PER_NAME_WINDOW_SECONDS);
}

/** Step 1 for a visitor: a code to the order's address, when the number and the address name an order. */
export async function sendWithdrawalCode(
  ctx: WithdrawalDeskRequest & Pick<HttpExchange, 'clientIp'>,
  body: { order_number: string; email: string },
): Promise<WithdrawalCodeSent> {
  // The answer tells nothing, so the client address is limited; the mail cap protects the inbox.
  await limit(ctx, `withdrawal:${addressGroup(ctx.clientIp())}`, ATTEMPTS, WINDOW_SECONDS);
  return createWithdrawalDesk(sqlStore(ctx, ctx.db, null)).sendCode(ctx.locale, body);
}

/** Step 1, with the code: the order by its number, e-mail address and code, while something may be withdrawn. */
export async function lookupWithdrawal(
  ctx: WithdrawalDeskRequest & Pick<HttpExchange, 'clientIp'>,
  body: { order_number: string; email: string; code: string },
): Promise<WithdrawableOrder> {
  await limit(ctx, `withdrawal:${addressGroup(ctx.clientIp())}`, ATTEMPTS, WINDOW_SECONDS);
  await limitNamedOrder(ctx, body);
  const user = await ctx.user();
  return createWithdrawalDesk(sqlStore(ctx, ctx.db, user?.id ?? null)).lookup(ctx.locale, body);
}

/** Step 1 for a customer: their orders within the period with something left to withdraw, newest first. */
export async function withdrawableOrders(ctx: WithdrawalDeskRequest): Promise<WithdrawableOrder[]> {
  const user = await ctx.user();
  return createWithdrawalDesk(sqlStore(ctx, ctx.db, user?.id ?? null)).withdrawableOrders(ctx.locale);
}

/**
 * Step 2 in one transaction: the desk locks the order row, so two withdrawals of the same pieces
 * cannot both pass, and puts the acknowledgement in the outbox with the withdrawal. An
 * `Idempotency-Key` replays the first answer, as placing an order does.
 */
export async function submitWithdrawal(
  ctx: WithdrawalDeskRequest & Pick<HttpExchange, 'header' | 'clientIp' | 'setHeader'>,
  body: WithdrawalRequest,
): Promise<Withdrawal> {
  const key = idempotencyKey(ctx);
  const session = await ctx.session();
  const scope = `session:${session?.id ?? addressGroup(ctx.clientIp())}`;
  const endpoint = 'submitWithdrawal';
  const requestHash = sha256(JSON.stringify(body));
  await limit(ctx, `withdrawal:${addressGroup(ctx.clientIp())}`, ATTEMPTS, WINDOW_SECONDS);
  const user = await ctx.user();
  if (!user) await limitNamedOrder(ctx, body as { order_number?: string; email?: string });
  // Product pictures are not part of the answer; the catalogue is read before the transaction (one connection in the embedded database).
  await ctx.catalog();

  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const call = key ? { scope, endpoint, key, requestHash } : null;
    if (call) {
      const first = await claimIdempotencyKey<Withdrawal>(ctx, tx, call);
      if (first) return first.replay;
    }
    const result = await createWithdrawalDesk(sqlStore(ctx, tx, user?.id ?? null)).submit(ctx.locale, body);
    if (call) await storeIdempotentAnswer(tx, call, 201, result);
    return result;
  });
}
