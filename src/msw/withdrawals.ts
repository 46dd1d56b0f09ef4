/**
 * The withdrawal function of the mock shop: the contract's withdrawal desk (the reference server's
 * too) over the mock's in-memory orders and withdrawals.
 */
import type { Locale } from '../domain/constants.js';
import type { Parcel } from '../domain/pickup.js';
import type { Order } from '../contract/checkout.js';
import type { Image } from '../contract/common.js';
import type { Withdrawal } from '../contract/withdrawal.js';
import { createWithdrawalDesk, type WithdrawalDesk, type WithdrawalOrder, type WithdrawalStore, type WithdrawnLine } from '../contract/withdrawal-desk.js';
import type { OutgoingMail } from './shop-state.js';

/** A withdrawal the mock shop received. */
export interface MockWithdrawal {
  id: number;
  order_hash: string;
  lines: { id: number; quantity: number }[];
  received_at: string;
  response: Withdrawal;
}

interface DeskDependencies {
  orders: () => Iterable<Order>;
  /** When the order was delivered (ISO 8601), or null while it is not. */
  deliveredAt: (order: Order) => string | null;
  /** The hashes of the logged-in customer's orders, or null for a visitor. */
  customerOrderHashes: () => readonly string[] | null;
  withdrawals: () => MockWithdrawal[];
  /** The order in the request's language (item names). */
  localize: (order: Order, locale: Locale) => Order;
  /** One piece of the product as it travels (its return by post or collection); null for a product that is gone. */
  parcel: (productId: number) => Parcel | null;
  sendMail: (mail: OutgoingMail) => void;
  now: () => Date;
  /** The mock shop's secret, drawn when it starts: the withdrawal codes derive from it. */
  secret: string;
}

/**
 * A keyed digest in hex for the mock's withdrawal codes (two 32-bit FNV-1a passes). The mock runs
 * in browsers without a secure context too, and keeps nothing worth protecting; the reference
 * server signs with HMAC-SHA-256.
 */
function mockDigest(secret: string, text: string): string {
  const pass = (seed: number) => {
    let hash = seed;
    for (const char of `${secret}\u0000${text}`) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return pass(0x811c9dc5) + pass(0x050c5d1f);
}

/** The mock's orders and withdrawals as the desk reads and writes them. */
function memoryStore(deps: DeskDependencies): WithdrawalStore {
  const byId = (id: number) => [...deps.orders()].find((order) => order.id === id) ?? null;
  const record = (order: Order): WithdrawalOrder => {
    const delivered = deps.deliveredAt(order);
    return {
      id: order.id,
      status: order.status,
      created_at: new Date(order.created_at),
      delivered_at: delivered ? new Date(delivered) : null,
      email: order.customer_data.email,
      name: order.customer_data.invoice_data?.name ?? null,
      mine: deps.customerOrderHashes()?.includes(order.order_hash) ?? false,
    };
  };
  const ordersOf = (ids: readonly number[]) => [...deps.orders()].filter((order) => ids.includes(order.id));

  return {
    now: deps.now,
    async order(id) {
      const order = byId(id);
      return order && record(order);
    },
    async customerOrders() {
      const hashes = deps.customerOrderHashes() ?? [];
      return [...deps.orders()].filter((order) => hashes.includes(order.order_hash)).map(record);
    },
    async lines(ids, locale) {
      return new Map(
        ordersOf(ids).map((order) => [
          order.id,
          deps.localize(order, locale).items.map((item) => ({
            id: item.id,
            product_id: item.product_id,
            name: item.name,
            sku: item.sku,
            quantity: item.quantity,
            parcel: deps.parcel(item.product_id),
          })),
        ]),
      );
    },
    async earlierLines(ids) {
      return new Map(
        ordersOf(ids).map((order): [number, WithdrawnLine[]] => [
          order.id,
          deps
            .withdrawals()
            .filter((withdrawal) => withdrawal.order_hash === order.order_hash)
            .flatMap((withdrawal) => withdrawal.lines),
        ]),
      );
    },
    async pictures(productIds, locale) {
      // The mock's catalogue products as its orders show them.
      const pictures = new Map<number, Image | null>();
      for (const order of deps.orders()) {
        if (!order.items.some((item) => productIds.includes(item.product_id) && !pictures.has(item.product_id))) continue;
        for (const item of deps.localize(order, locale).items) {
          if (productIds.includes(item.product_id)) pictures.set(item.product_id, item.product?.image ?? null);
        }
      }
      return pictures;
    },
    async record(withdrawal) {
      const order = byId(withdrawal.order_id)!;
      const id = deps.withdrawals().length + 1;
      deps.withdrawals().push({
        id,
        order_hash: order.order_hash,
        lines: withdrawal.lines,
        received_at: withdrawal.received_at.toISOString(),
        // The answer is composed after the record (it carries the record's number); deliver() fills it in.
        response: undefined as unknown as Withdrawal,
      });
      return { id, received_at: withdrawal.received_at };
    },
    async deliver(mail) {
      const recorded = deps.withdrawals().find((withdrawal) => withdrawal.id === mail.id);
      if (recorded) recorded.response = mail.withdrawal;
      deps.sendMail({ ...mail, kind: 'withdrawal' });
    },
    async deliverCode(mail) {
      deps.sendMail({ ...mail, kind: 'withdrawal_code' });
    },
    async sign(text) {
      return mockDigest(deps.secret, text);
    },
  };
}

export function createMockWithdrawals(deps: DeskDependencies): WithdrawalDesk {
  const desk = createWithdrawalDesk(memoryStore(deps));
  // One withdrawal at a time, as the server's row lock has it: two of the same pieces cannot both pass.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    withdrawableOrders: desk.withdrawableOrders,
    sendCode: desk.sendCode,
    lookup: desk.lookup,
    submit(locale, body) {
      const run = queue.then(() => desk.submit(locale, body));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

export type { WithdrawalDesk };
