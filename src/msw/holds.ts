/**
 * Stock held for an order waiting for its payment, by the shop's rules (`reservationEnd` of
 * `otthon/core`): placing an order or changing its payment method holds its pieces, a payment
 * clears the hold (`payment-store.ts`), and a lapsed hold is released before the handlers answer.
 */
import type { PaymentMethod } from '../contract/cart.js';
import type { Order } from '../contract/checkout.js';
import { reservationEnd, reservationLapsed } from '../domain/reservation.js';
import type { MockShopState } from './shop-state.js';

/** Holds an order's pieces for the payment it waits for, by the shop's rule (`reservationEnd`); none for payment on delivery. */
export function holdFor(state: MockShopState, order: Order, method: PaymentMethod, now: Date): void {
  const until = reservationEnd({ isOnline: method.is_online, code: method.code }, new Date(order.created_at), now, state.holds.get(order.order_hash) ?? null);
  if (until) state.holds.set(order.order_hash, until);
  else state.holds.delete(order.order_hash);
}

/**
 * Cancels the orders whose hold ran out at `now`, gives their pieces back and closes their open
 * payment attempts, as the server's release does. Answers the products that were sold out and
 * are back.
 */
export function releaseLapsed(state: MockShopState, now: Date): number[] {
  const back = new Set<number>();
  for (const [hash, until] of state.holds) {
    const order = state.orders.get(hash);
    if (!order || !reservationLapsed({ reservedUntil: until }, now)) continue;
    state.holds.delete(hash);
    state.lapsed.add(hash);
    order.status = 'cancelled';
    order.payment = { ...order.payment, status: 'cancelled' };
    for (const item of order.items) {
      const before = state.stock.get(item.product_id) ?? 0;
      state.stock.set(item.product_id, before + item.quantity);
      if (before <= 0) back.add(item.product_id);
    }
    for (const attempt of state.paymentAttempts.values()) if (attempt.orderHash === hash && attempt.status === 'pending') attempt.status = 'cancelled';
  }
  return [...back];
}
