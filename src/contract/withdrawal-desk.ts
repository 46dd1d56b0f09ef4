/**
 * The withdrawal desk: the shopper's two-step withdrawal from the contract (name the order, then
 * withdraw from all of it or from chosen pieces) with every decision it makes, once for every
 * implementation of the contract. The reference server runs it over PostgreSQL, `otthon/msw` over
 * its in-memory shop; each gives it a {@link WithdrawalStore} and keeps its own transport around
 * the call (transactions and row locks, `Idempotency-Key`, rate limits).
 *
 * The rules (docs/requirements.md, "Withdrawal"):
 * - a shopper names an order by its number and the e-mail address it was placed with, and proves
 *   the address is theirs with a 6-digit code the shop e-mails to it (accepted for 30 to 60
 *   minutes); the logged-in customer who placed it needs neither. The code request answers the
 *   same whether or not the two name an order, and a wrong code the same whether the code, the
 *   address or the number is wrong, so nobody learns which orders exist or withdraws from
 *   someone else's order by knowing their address;
 * - a cancelled order, or one whose 14-day period has ended, is refused (409) with the last day;
 * - every line may take back at most what earlier withdrawals left; without a list of items the
 *   withdrawal takes back the whole order; nothing left at all is a 409;
 * - the time of receipt is the shop's clock when the withdrawal is recorded, and the
 *   acknowledgement (that time, the order, the items) goes to the order's address;
 * - before the delivery a withdrawal cancels it (nothing to send back); after it, pieces a parcel
 *   carrier takes go back by post at the consumer's cost, and the shop collects the rest for
 *   `RETURN_COLLECTION_PRICE_HUF`, which the order form, the answer and the mail all state.
 */
import type { Locale } from '../domain/constants.js';
import { formatMoney } from '../domain/money.js';
import type { Parcel } from '../domain/pickup.js';
import {
  formatOrderNumber,
  formatWithdrawalNumber,
  formatWithdrawalTime,
  mayNameOrder,
  parseOrderNumber,
  RETURN_COLLECTION_PRICE_HUF,
  returnWay,
  selectWithdrawalLines,
  WITHDRAWAL_DAYS,
  withdrawableQuantities,
  withdrawalClosed,
  withdrawalPeriod,
  withdrawalReturn,
} from '../domain/withdrawal.js';
import type { Image } from './common.js';
import { apiMessage, fillPlaceholders } from './messages.js';
import { fieldsRefusal, refusal } from './refusal.js';
import { type WithdrawableOrder, type Withdrawal, type WithdrawalCodeSent, withdrawalLineErrors } from './withdrawal.js';

/** A withdrawal code is accepted in the half hour it was sent in and the next: 30 to 60 minutes. */
export const WITHDRAWAL_CODE_MINUTES = 30;

/** An order as the desk reads it. */
export interface WithdrawalOrder {
  id: number;
  status: string;
  created_at: Date;
  /** When the goods were delivered; null while they have not been. */
  delivered_at: Date | null;
  /** The address the order was placed with. */
  email: string | null;
  /** Whom the acknowledgement greets (the billing name), when the order has one. */
  name: string | null;
  /** Whether the logged-in customer placed the order. */
  mine: boolean;
}

/** An order line as the desk reads it, its name in the request's language. */
export interface WithdrawalOrderLine {
  id: number;
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  /** One piece as it travels (`productParcel`): whether it can go back by post. Absent or null when unknown (it goes by post). */
  parcel?: Parcel | null;
}

/** A line of a withdrawal: the order line and how many of its pieces. */
export interface WithdrawnLine {
  id: number;
  quantity: number;
}

/** A withdrawal to record. */
export interface NewWithdrawal {
  order_id: number;
  /** Where the acknowledgement goes, in lower case. */
  email: string;
  locale: Locale;
  whole_order: boolean;
  lines: WithdrawnLine[];
  reason: string | null;
  received_at: Date;
}

/** The acknowledgement on a durable medium, composed in the request's language; the store delivers it. */
export interface WithdrawalAcknowledgement {
  /** The recorded withdrawal's id. */
  id: number;
  /** The answer the shopper gets. */
  withdrawal: Withdrawal;
  locale: Locale;
  to: string;
  /** Whom the mail greets. */
  name: string;
  subject: string;
  paragraphs: string[];
  /** The items taken back: label and pieces. */
  rows: [string, string][];
  /** Paragraphs after the rows. */
  after: string[];
}

/** The code mail, composed in the request's language; the store delivers it. */
export interface WithdrawalCodeMail {
  locale: Locale;
  to: string;
  /** Whom the mail greets. */
  name: string;
  subject: string;
  paragraphs: string[];
}

/** What the desk reads and writes; every call may be asynchronous. */
export interface WithdrawalStore {
  /** The shop's clock. */
  now(): Date;
  /** The order with this id, or null; `lock` holds it until the withdrawal is recorded. */
  order(id: number, options?: { lock?: boolean }): Promise<WithdrawalOrder | null>;
  /** The logged-in customer's orders (none for a visitor). */
  customerOrders(): Promise<WithdrawalOrder[]>;
  /** The lines of these orders by order id, in the order they were placed, named in `locale`. */
  lines(orderIds: readonly number[], locale: Locale): Promise<Map<number, WithdrawalOrderLine[]>>;
  /** The lines earlier withdrawals of these orders took back, by order id. */
  earlierLines(orderIds: readonly number[]): Promise<Map<number, WithdrawnLine[]>>;
  /** The products' pictures by product id (a product that is gone has none). */
  pictures(productIds: readonly number[], locale: Locale): Promise<Map<number, Image | null>>;
  /** Records a withdrawal; answers its id and time of receipt. */
  record(withdrawal: NewWithdrawal): Promise<{ id: number; received_at: Date }>;
  /** Delivers the acknowledgement (an e-mail). */
  deliver(acknowledgement: WithdrawalAcknowledgement): Promise<void>;
  /** Delivers a withdrawal code (an e-mail). */
  deliverCode(mail: WithdrawalCodeMail): Promise<void>;
  /**
   * The text's HMAC-SHA-256 under the shop's secret, in hex: the withdrawal codes derive from it,
   * so they need no table and nobody without the secret can compute one.
   */
  sign(text: string): Promise<string>;
}

/** `POST /api/withdrawals` as the desk reads it (validated by `withdrawalBodySchema`). */
export interface WithdrawalRequest {
  order_number: string;
  email?: string | undefined;
  /** The code from the e-mail; a logged-in customer naming their own order needs none. */
  code?: string | undefined;
  items?: WithdrawnLine[] | undefined;
  reason?: string | null | undefined;
}

export interface WithdrawalDesk {
  /** Step 1 for a customer: their orders within the period with something left to withdraw, newest first. */
  withdrawableOrders(locale: Locale): Promise<WithdrawableOrder[]>;
  /** Step 1a for a visitor: e-mails a code to the order's address when the number and the address name an order. */
  sendCode(locale: Locale, body: { order_number: string; email: string }): Promise<WithdrawalCodeSent>;
  /** Step 1b for a visitor: the order by its number, e-mail address and code, while something may be withdrawn. */
  lookup(locale: Locale, body: { order_number: string; email: string; code: string }): Promise<WithdrawableOrder>;
  /** Step 2: records the withdrawal and delivers its acknowledgement. */
  submit(locale: Locale, body: WithdrawalRequest): Promise<Withdrawal>;
}

/** The acknowledgement's words. */
const MAIL = {
  code_subject: { en: 'Your code for withdrawing from order {number}', hu: 'Kód az {number} számú rendeléstől való elálláshoz' },
  code_body: {
    en: 'Someone, probably you, asked to withdraw from order {number} on our website. Your code is:',
    hu: 'Valaki, valószínűleg Ön, a weboldalunkon el kíván állni az {number} számú rendeléstől. Az Ön kódja:',
  },
  code_valid: {
    en: 'Enter it on the withdrawal page within {minutes} minutes. If it was not you, ignore this e-mail: nothing happens without the code.',
    hu: 'Adja meg az elállási oldalon {minutes} percen belül. Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a kód nélkül semmi sem történik.',
  },
  subject: { en: 'We have received your withdrawal from order {number}', hu: 'Megkaptuk elállási nyilatkozatát ({number} számú rendelés)' },
  body: {
    en: 'We confirm that we have received your notice of withdrawal from the contract.',
    hu: 'Visszaigazoljuk, hogy megkaptuk a szerződéstől való elállásról szóló nyilatkozatát.',
  },
  received: { en: 'Received: {date}, {time} (Hungarian time)', hu: 'Beérkezés időpontja: {date} {time} (magyar idő szerint)' },
  reference: { en: 'Withdrawal reference: {number}', hu: 'Az elállás azonosítója: {number}' },
  order: { en: 'Order: {number} of {date}', hu: 'Rendelés: {number}, {date}' },
  whole_order: { en: 'You withdrew from the whole order:', hu: 'A teljes rendeléstől elállt:' },
  items: { en: 'You withdrew from these items:', hu: 'Az alábbi tételektől állt el:' },
  quantity: { en: '{quantity} pcs', hu: '{quantity} db' },
  reason: { en: 'Reason you gave: {reason}', hu: 'Az Ön által megadott indok: {reason}' },
  delivery_cancelled: {
    en: 'The goods have not been delivered yet, so your withdrawal cancels their delivery: there is nothing to send back. We refund the amount due within {days} days of receiving your withdrawal.',
    hu: 'A termékeket még nem kézbesítettük, így elállásával a kiszállításukat lemondjuk: semmit nem kell visszaküldenie. A visszajáró összeget az elállás beérkezésétől számított {days} napon belül visszatérítjük.',
  },
  send_back: {
    en: 'Please send the items that go by post back to us within {days} days of your withdrawal; you bear the cost of sending them back.',
    hu: 'Kérjük, a postán küldhető termékeket az elállástól számított {days} napon belül küldje vissza nekünk; a visszaküldés költsége Önt terheli.',
  },
  collection: {
    en: 'We collect the items that cannot be sent back by post ({items}) from you; our carrier calls you to agree a day. The collection costs {price}, which you bear.',
    hu: 'A postán vissza nem küldhető termékeket ({items}) mi szállítjuk el Öntől; szállító partnerünk felhívja a nap egyeztetésére. Az elszállítás díja {price}, amely Önt terheli.',
  },
  refund: {
    en: 'We refund the amount due within {days} days of receiving your withdrawal; we may hold the refund until the products are back or you show that you have sent them.',
    hu: 'A visszajáró összeget az elállás beérkezésétől számított {days} napon belül visszatérítjük; a visszatérítést visszatarthatjuk, amíg a termékek vissza nem érkeznek, vagy Ön nem igazolja, hogy visszaküldte őket.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

function mailText(locale: Locale, key: keyof typeof MAIL, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(MAIL[key][locale], values);
}

const closedAt = (order: WithdrawalOrder, now: Date) => withdrawalClosed({ status: order.status, delivered_at: order.delivered_at }, now);

const CODE_WINDOW_MS = WITHDRAWAL_CODE_MINUTES * 60_000;

export function createWithdrawalDesk(store: WithdrawalStore): WithdrawalDesk {
  /** The code of an order and address for a half hour: six digits of the HMAC of the three. */
  const codeOf = async (orderId: number, email: string, window: number): Promise<string> => {
    const digest = await store.sign(`withdrawal-code:${orderId}:${email.trim().toLowerCase()}:${window}`);
    return String(Number.parseInt(digest.slice(0, 12), 16) % 1_000_000).padStart(6, '0');
  };
  const codeMatches = async (orderId: number, email: string, code: string): Promise<boolean> => {
    const window = Math.floor(store.now().getTime() / CODE_WINDOW_MS);
    const [current, previous] = await Promise.all([codeOf(orderId, email, window), codeOf(orderId, email, window - 1)]);
    return code === current || code === previous;
  };

  /**
   * The order a request names. The customer who placed it names it by its number alone; anyone else
   * with its address and the code mailed to it. A wrong or late code, another address and an
   * unknown number all get the same refusal, so the answer tells nobody which orders exist.
   */
  const named = async (
    locale: Locale,
    body: { order_number: string; email?: string | undefined; code?: string | undefined },
    lock: boolean,
  ): Promise<WithdrawalOrder> => {
    const id = parseOrderNumber(body.order_number);
    const order = id === null ? null : await store.order(id, { lock });
    if (order?.mine && mayNameOrder(order.email, { email: body.email, isOwner: true })) return order;
    if (body.email === undefined) throw refusal(locale, 404, 'withdrawal.not_found');
    if (!body.code) throw fieldsRefusal(locale, { code: [apiMessage(locale, 'withdrawal.code_required')] });
    const proven = order !== null && mayNameOrder(order.email, { email: body.email, isOwner: false }) && (await codeMatches(order.id, body.email, body.code));
    if (!proven) throw fieldsRefusal(locale, { code: [apiMessage(locale, 'withdrawal.code_wrong')] });
    return order;
  };

  /** 409 when the order cannot be withdrawn from at `now`: cancelled, or delivered and its period has ended. */
  const refuseClosed = (locale: Locale, order: WithdrawalOrder, now: Date): void => {
    const number = formatOrderNumber(order.id);
    const why = closedAt(order, now);
    if (why?.reason === 'cancelled') throw refusal(locale, 409, 'withdrawal.cancelled', { number });
    if (why) throw refusal(locale, 409, 'withdrawal.period_over', { number, date: formatWithdrawalTime(why.last_day, locale).date });
  };

  /** The orders as the withdrawal form shows them, with what is left of each line. */
  const views = async (locale: Locale, orders: readonly WithdrawalOrder[]): Promise<WithdrawableOrder[]> => {
    const ids = orders.map((order) => order.id);
    const [lines, earlier] = await Promise.all([store.lines(ids, locale), store.earlierLines(ids)]);
    const productIds = [...new Set([...lines.values()].flat().map((line) => line.product_id))];
    const pictures = await store.pictures(productIds, locale);
    return orders.map((order) => {
      const items = lines.get(order.id) ?? [];
      const left = withdrawableQuantities(items, earlier.get(order.id) ?? []);
      const period = withdrawalPeriod({ delivered_at: order.delivered_at });
      return {
        order_number: formatOrderNumber(order.id),
        created_at: order.created_at.toISOString(),
        delivered_at: order.delivered_at?.toISOString() ?? null,
        period_last_day: period?.last_day ?? null,
        period_ends_at: period?.ends_at ?? null,
        items: items.map((item) => ({
          id: item.id,
          product_id: item.product_id,
          name: item.name,
          sku: item.sku,
          image: pictures.get(item.product_id) ?? null,
          quantity: item.quantity,
          withdrawn_quantity: item.quantity - (left.get(item.id) ?? 0),
          withdrawable_quantity: left.get(item.id) ?? 0,
          return_by: returnWay(item.parcel),
        })),
        collection_price_huf: RETURN_COLLECTION_PRICE_HUF,
      };
    });
  };

  /** What the acknowledgement says happens to the goods: the delivery cancelled, or how each kind of piece goes back, and the refund. */
  const returnParagraphs = (locale: Locale, withdrawal: Withdrawal, ways: ReadonlyMap<number, 'post' | 'collection'>): string[] => {
    const back = withdrawal.return;
    if (back.delivery_cancelled) return [mailText(locale, 'delivery_cancelled', { days: WITHDRAWAL_DAYS })];
    const collected = withdrawal.items.filter((item) => ways.get(item.id) === 'collection').map((item) => item.name);
    return [
      ...(back.send_back ? [mailText(locale, 'send_back', { days: WITHDRAWAL_DAYS })] : []),
      ...(back.collection_price_huf !== null
        ? [mailText(locale, 'collection', { items: collected.join(', '), price: formatMoney(back.collection_price_huf, 'HUF') })]
        : []),
      mailText(locale, 'refund', { days: WITHDRAWAL_DAYS }),
    ];
  };

  const acknowledgement = (
    locale: Locale,
    order: WithdrawalOrder,
    id: number,
    withdrawal: Withdrawal,
    receivedAt: Date,
    ways: ReadonlyMap<number, 'post' | 'collection'>,
  ): WithdrawalAcknowledgement => ({
    id,
    withdrawal,
    locale,
    to: withdrawal.email,
    name: order.name ?? withdrawal.email,
    subject: mailText(locale, 'subject', { number: withdrawal.order_number }),
    paragraphs: [
      mailText(locale, 'body'),
      mailText(locale, 'received', formatWithdrawalTime(receivedAt, locale)),
      mailText(locale, 'reference', { number: withdrawal.withdrawal_number }),
      mailText(locale, 'order', { number: withdrawal.order_number, date: formatWithdrawalTime(order.created_at, locale).date }),
      mailText(locale, withdrawal.whole_order ? 'whole_order' : 'items'),
    ],
    rows: withdrawal.items.map((item): [string, string] => [`${item.name} (${item.sku})`, mailText(locale, 'quantity', { quantity: item.quantity })]),
    after: [...(withdrawal.reason ? [mailText(locale, 'reason', { reason: withdrawal.reason })] : []), ...returnParagraphs(locale, withdrawal, ways)],
  });

  return {
    async withdrawableOrders(locale) {
      const now = store.now();
      const open = (await store.customerOrders())
        .filter((order) => closedAt(order, now) === null)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
      if (open.length === 0) return [];
      return (await views(locale, open)).filter((view) => view.items.some((item) => item.withdrawable_quantity > 0));
    },

    async sendCode(locale, body) {
      const id = parseOrderNumber(body.order_number);
      const order = id === null ? null : await store.order(id);
      if (order && mayNameOrder(order.email, { email: body.email, isOwner: false })) {
        const number = formatOrderNumber(order.id);
        const code = await codeOf(order.id, body.email, Math.floor(store.now().getTime() / CODE_WINDOW_MS));
        await store.deliverCode({
          locale,
          to: order.email ?? body.email,
          name: order.name ?? body.email,
          subject: mailText(locale, 'code_subject', { number }),
          paragraphs: [mailText(locale, 'code_body', { number }), code, mailText(locale, 'code_valid', { minutes: WITHDRAWAL_CODE_MINUTES })],
        });
      }
      return { email: body.email.trim(), valid_minutes: WITHDRAWAL_CODE_MINUTES };
    },

    async lookup(locale, body) {
      const order = await named(locale, body, false);
      refuseClosed(locale, order, store.now());
      const [view] = await views(locale, [order]);
      if (!view!.items.some((item) => item.withdrawable_quantity > 0)) {
        throw refusal(locale, 409, 'withdrawal.nothing_left', { number: view!.order_number });
      }
      return view!;
    },

    async submit(locale, body) {
      const order = await named(locale, body, true);
      refuseClosed(locale, order, store.now());
      const number = formatOrderNumber(order.id);
      const [lines, earlier] = await Promise.all([store.lines([order.id], locale), store.earlierLines([order.id])]);
      const items = lines.get(order.id) ?? [];
      const selection = selectWithdrawalLines(items, withdrawableQuantities(items, earlier.get(order.id) ?? []), body.items);
      // Nothing left at all is the same refusal as a second whole-order withdrawal.
      if (selection.outcome === 'nothing_left') throw refusal(locale, 409, 'withdrawal.nothing_left', { number });
      if (selection.outcome === 'refused') throw fieldsRefusal(locale, withdrawalLineErrors(locale, selection.problems));

      const email = order.email ?? body.email!;
      const reason = body.reason?.trim() || null;
      const recorded = await store.record({
        order_id: order.id,
        email: email.toLowerCase(),
        locale,
        whole_order: selection.whole_order,
        lines: selection.lines,
        reason,
        received_at: store.now(),
      });
      const byId = new Map(items.map((item) => [item.id, item]));
      const ways = new Map(selection.lines.map((line) => [line.id, returnWay(byId.get(line.id)!.parcel)]));
      const withdrawal: Withdrawal = {
        withdrawal_number: formatWithdrawalNumber(recorded.id),
        order_number: number,
        received_at: recorded.received_at.toISOString(),
        whole_order: selection.whole_order,
        items: selection.lines.map((line) => {
          const item = byId.get(line.id)!;
          return { id: item.id, name: item.name, sku: item.sku, quantity: line.quantity };
        }),
        reason,
        email,
        return: withdrawalReturn({ delivered_at: order.delivered_at }, [...ways.values()]),
      };
      await store.deliver(acknowledgement(locale, order, recorded.id, withdrawal, recorded.received_at, ways));
      return withdrawal;
    },
  };
}
