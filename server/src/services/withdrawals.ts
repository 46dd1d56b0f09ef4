import { withdrawalLineErrors, type WithdrawableOrder, type Withdrawal } from 'otthon/contract';
import {
  formatOrderNumber,
  formatWithdrawalNumber,
  formatWithdrawalTime,
  mayNameOrder,
  parseOrderNumber,
  selectWithdrawalLines,
  withdrawableQuantities,
  withdrawalClosed,
  withdrawalPeriod,
} from 'otthon/core';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { sha256 } from '../application/tokens.js';
import { validationError } from '../application/validation.js';
import type { Db } from '../db/client.js';
import { orderItems, orders, withdrawals, type StoredWithdrawalLine } from '../db/schema.js';
import { t } from '../messages/index.js';
import { productsByIds } from './catalog.js';
import { claimIdempotencyKey, idempotencyKey, storeIdempotentAnswer } from './idempotency.js';
import { renderMail, sendMail } from './mail.js';
import { limit } from './rate-limit.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Look-ups and withdrawals per client address in a window: enough for a shopper, too few to try order numbers. */
const ATTEMPTS = 10;
const WINDOW_SECONDS = 600;

/** 14 days from the delivery; null (open) while the order is not delivered (see withdrawalPeriod). */
const periodOf = (order: OrderRow) => withdrawalPeriod({ delivered_at: order.deliveredAt });
const closed = (order: OrderRow, now: Date) => withdrawalClosed({ status: order.status, delivered_at: order.deliveredAt }, now);

async function earlierLines(db: Db, orderId: number): Promise<{ id: number; quantity: number }[]> {
  const rows = await db.select({ items: withdrawals.items }).from(withdrawals).where(eq(withdrawals.orderId, orderId));
  return rows.flatMap((row) => row.items.map((line) => ({ id: line.order_item_id, quantity: line.quantity })));
}

/**
 * The order a shopper names, or the same 404 whether no order has the number or its e-mail
 * address is another, so the answer does not tell which orders exist. The logged-in customer who
 * placed the order may leave the address out.
 */
async function namedOrder(ctx: RequestContext, db: Db, orderNumber: string, email: string | undefined, lock = false): Promise<OrderRow> {
  const id = parseOrderNumber(orderNumber);
  const query = db
    .select()
    .from(orders)
    .where(eq(orders.id, id ?? 0));
  const [order] = lock ? await query.for('update') : await query;
  const user = await ctx.user();
  const isOwner = Boolean(order && user && order.userId === user.id);
  if (!order || !mayNameOrder(order.customerData.email, { email, isOwner })) throw new HttpError(404, ctx.t('withdrawal.not_found'));
  return order;
}

/** 409 when the order cannot be withdrawn from at `now`: cancelled, or delivered and its period has ended. */
function refuseClosed(ctx: RequestContext, order: OrderRow, now: Date): void {
  const number = formatOrderNumber(order.id);
  const why = closed(order, now);
  if (why?.reason === 'cancelled') throw new HttpError(409, ctx.t('withdrawal.cancelled', { number }));
  if (why) throw new HttpError(409, ctx.t('withdrawal.period_over', { number, date: formatWithdrawalTime(why.last_day, ctx.locale).date }));
}

async function withdrawableView(
  ctx: RequestContext,
  order: OrderRow,
  items: ItemRow[],
  earlier: { id: number; quantity: number }[],
): Promise<WithdrawableOrder> {
  const left = withdrawableQuantities(items, earlier);
  const products = await productsByIds(ctx, [...new Set(items.map((item) => item.productId))]);
  const imageOf = new Map(products.map((product) => [product.id, product.image]));
  const period = periodOf(order);
  return {
    order_number: formatOrderNumber(order.id),
    created_at: order.createdAt.toISOString(),
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    period_last_day: period?.last_day ?? null,
    period_ends_at: period?.ends_at ?? null,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name[ctx.locale],
      sku: item.sku,
      image: imageOf.get(item.productId) ?? null,
      quantity: item.quantity,
      withdrawn_quantity: item.quantity - (left.get(item.id) ?? 0),
      withdrawable_quantity: left.get(item.id) ?? 0,
    })),
  };
}

const itemsOf = (db: Db, orderId: number) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** Step 1 for a visitor: the order by its number and e-mail address, while something may be withdrawn. */
export async function lookupWithdrawal(ctx: RequestContext, body: { order_number: string; email: string }): Promise<WithdrawableOrder> {
  await limit(ctx, `withdrawal:${ctx.clientIp()}`, ATTEMPTS, WINDOW_SECONDS);
  const order = await namedOrder(ctx, ctx.db, body.order_number, body.email);
  refuseClosed(ctx, order, ctx.now());
  const [items, earlier] = await Promise.all([itemsOf(ctx.db, order.id), earlierLines(ctx.db, order.id)]);
  if ([...withdrawableQuantities(items, earlier).values()].every((quantity) => quantity === 0)) {
    throw new HttpError(409, ctx.t('withdrawal.nothing_left', { number: formatOrderNumber(order.id) }));
  }
  return withdrawableView(ctx, order, items, earlier);
}

/** Step 1 for a customer: their orders within the period with something left to withdraw, newest first. */
export async function withdrawableOrders(ctx: RequestContext): Promise<WithdrawableOrder[]> {
  const user = (await ctx.user())!;
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const open = rows.filter((order) => closed(order, now) === null);
  if (open.length === 0) return [];
  const ids = open.map((order) => order.id);
  const [items, taken] = await Promise.all([
    ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    ctx.db.select({ orderId: withdrawals.orderId, items: withdrawals.items }).from(withdrawals).where(inArray(withdrawals.orderId, ids)),
  ]);
  const views = await Promise.all(
    open.map((order) =>
      withdrawableView(
        ctx,
        order,
        items.filter((item) => item.orderId === order.id),
        taken.filter((row) => row.orderId === order.id).flatMap((row) => row.items.map((line) => ({ id: line.order_item_id, quantity: line.quantity }))),
      ),
    ),
  );
  return views.filter((view) => view.items.some((item) => item.withdrawable_quantity > 0));
}

interface WithdrawalRequest {
  order_number: string;
  email?: string | undefined;
  items?: { id: number; quantity: number }[] | undefined;
  reason?: string | null | undefined;
}

/**
 * Step 2: records the withdrawal in one transaction — the order row is locked, so two withdrawals
 * of the same pieces cannot both pass; each line may take back at most what earlier withdrawals
 * left; the time of receipt is the shop's clock when it is recorded — and puts the
 * acknowledgement (that time, the order, the items) in the outbox with it. An `Idempotency-Key`
 * replays the first answer, as placing an order does.
 */
export async function submitWithdrawal(ctx: RequestContext, body: WithdrawalRequest): Promise<Withdrawal> {
  const key = idempotencyKey(ctx);
  const session = await ctx.session();
  const scope = `session:${session?.id ?? ctx.clientIp()}`;
  const endpoint = 'submitWithdrawal';
  const requestHash = sha256(JSON.stringify(body));
  await limit(ctx, `withdrawal:${ctx.clientIp()}`, ATTEMPTS, WINDOW_SECONDS);
  const user = await ctx.user();
  // Product pictures are not part of the answer; the catalogue is read before the transaction (one connection in the embedded database).
  await ctx.catalog();

  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const call = key ? { scope, endpoint, key, requestHash } : null;
    if (call) {
      const first = await claimIdempotencyKey<Withdrawal>(ctx, tx, call);
      if (first) return first.replay;
    }

    const order = await namedOrder(ctx, tx, body.order_number, body.email, true);
    const now = ctx.now();
    refuseClosed(ctx, order, now);
    const number = formatOrderNumber(order.id);
    const items = await itemsOf(tx, order.id);
    const selection = selectWithdrawalLines(items, withdrawableQuantities(items, await earlierLines(tx, order.id)), body.items);
    // Nothing left at all is the same refusal as a second whole-order withdrawal.
    if (selection.outcome === 'nothing_left') throw new HttpError(409, ctx.t('withdrawal.nothing_left', { number }));
    if (selection.outcome === 'refused') throw validationError(ctx.locale, withdrawalLineErrors(ctx.locale, selection.problems));
    const wholeOrder = selection.whole_order;
    const lines: StoredWithdrawalLine[] = selection.lines.map((line) => ({ order_item_id: line.id, quantity: line.quantity }));

    const email = order.customerData.email ?? body.email!;
    const reason = body.reason?.trim() || null;
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderId: order.id,
        userId: user?.id ?? null,
        email: email.toLowerCase(),
        locale: ctx.locale,
        wholeOrder,
        items: lines,
        reason,
        receivedAt: now,
      })
      .returning();
    const byId = new Map(items.map((item) => [item.id, item]));
    const result: Withdrawal = {
      withdrawal_number: formatWithdrawalNumber(row!.id),
      order_number: number,
      received_at: row!.receivedAt.toISOString(),
      whole_order: wholeOrder,
      items: lines.map((line) => {
        const item = byId.get(line.order_item_id)!;
        return { id: item.id, name: item.name[ctx.locale], sku: item.sku, quantity: line.quantity };
      }),
      reason,
      email,
    };
    await acknowledge(ctx, tx, order, result, row!.receivedAt);
    if (call) await storeIdempotentAnswer(tx, call, 201, result);
    return result;
  });
}

/** The acknowledgement on a durable medium: the date and time of receipt, the order and the items. */
async function acknowledge(ctx: RequestContext, tx: Db, order: OrderRow, withdrawal: Withdrawal, receivedAt: Date): Promise<void> {
  const { locale } = ctx;
  const received = formatWithdrawalTime(receivedAt, locale);
  const mail = renderMail({
    locale,
    name: order.customerData.invoice_data?.name ?? withdrawal.email,
    paragraphs: [
      t(locale, 'mail.withdrawal.body'),
      t(locale, 'mail.withdrawal.received', received),
      t(locale, 'mail.withdrawal.reference', { number: withdrawal.withdrawal_number }),
      t(locale, 'mail.withdrawal.order', { number: withdrawal.order_number, date: formatWithdrawalTime(order.createdAt, locale).date }),
      t(locale, withdrawal.whole_order ? 'mail.withdrawal.whole_order' : 'mail.withdrawal.items'),
    ],
    rows: withdrawal.items.map((item): [string, string] => [`${item.name} (${item.sku})`, t(locale, 'mail.quantity', { quantity: item.quantity })]),
    after: [...(withdrawal.reason ? [t(locale, 'mail.withdrawal.reason', { reason: withdrawal.reason })] : []), t(locale, 'mail.withdrawal.next')],
  });
  await sendMail(tx, {
    kind: 'withdrawal',
    to: withdrawal.email,
    subject: t(locale, 'mail.withdrawal.subject', { number: withdrawal.order_number }),
    ...mail,
  });
}
