import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchOrder, restartPayment } from '../api/shop-api.js';
import type { Order } from '../contract/index.js';
import { hashIdentifier } from '../domain/hashing.js';
import { purchaseEvent } from './analytics-events.js';
import { type ActionResult, failed } from './results.js';
import { useShopRuntime } from './shop-context.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';
import { returnUrl } from './return-pages.js';

/** The checkout result page is in progress, a success or an error. */
export type CheckoutResultState = 'in-progress' | 'success' | 'error';

export interface CheckoutResultOptions {
  /**
   * How often to ask again while the payment is pending.
   * @default 2000
   */
  pollIntervalMs?: number;
  /**
   * How many times to ask again before waiting for "Refresh Page".
   * @default 30
   */
  maxPolls?: number;
}

export interface PayAgainResult extends ActionResult {
  /** The card gateway to send the shopper to; `null` when the chosen method pays offline. */
  redirectUrl?: string | null;
}

export interface CheckoutResult extends ShopQuery<Order> {
  order: Order | undefined;
  state: CheckoutResultState;
  /** Starts a new payment attempt for this order ("Pay Again"), optionally with another method. */
  payAgain(paymentMethodId?: number): Promise<PayAgainResult>;
  /** Asks the server again ("Refresh Page"); polling starts over. */
  refresh(): Promise<void>;
  isPayingAgain: boolean;
}

/** The page's state from the server's order — never from the query string (field notes). */
export function checkoutResultState(order: Order | undefined, failedToLoad: boolean): CheckoutResultState {
  if (!order) return failedToLoad ? 'error' : 'in-progress';
  switch (order.payment.status) {
    case 'paid':
    case 'not_required':
      return 'success';
    case 'pending':
      return 'in-progress';
    default:
      return 'error';
  }
}

const PURCHASES = 'otthon.purchase.';

/**
 * Reports a purchase once per order, even across reloads of the result page. The tab remembers
 * the order by the SHA-256 of its hash: the hash itself opens the order (address, items), and the
 * tab outlives a logout on a shared computer.
 */
async function trackedBefore(orderHash: string): Promise<boolean> {
  try {
    const key = PURCHASES + (await hashIdentifier(orderHash));
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // No storage (privacy mode) or no Web Crypto (plain http): the in-memory guard of the hook
    // still holds for this page.
  }
  return false;
}

/**
 * The checkout result page: the order's payment status from the server, asked again while it is
 * pending (a bounded number of times), "Pay Again" and "Refresh Page". A purchase
 * is reported to analytics once, when the order succeeds.
 */
export function useCheckoutResult(orderHash: string | null | undefined, options: CheckoutResultOptions = {}): CheckoutResult {
  const shop = useShopRuntime('useCheckoutResult');
  const { pollIntervalMs = 2000, maxPolls = 30 } = options;
  // A new round (refresh, pay again, another order) starts polling over.
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` and `orderHash` are triggers: each starts a fresh poll count
  const refreshInterval = useMemo(() => {
    let polls = 0;
    return (order: Order | undefined) => ((order && order.payment.status !== 'pending') || polls++ >= maxPolls ? 0 : pollIntervalMs);
  }, [round, orderHash, pollIntervalMs, maxPolls]);
  const query = useShopQuery('useCheckoutResult', 'order', orderHash ? [orderHash] : null, (client) => fetchOrder(client, orderHash as string), {
    refreshInterval,
  });
  const [isPayingAgain, setPayingAgain] = useState(false);
  const order = query.data;
  const state = checkoutResultState(order, query.error !== undefined);

  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state !== 'success' || !order || reported.current === order.order_hash) return;
    reported.current = order.order_hash;
    void trackedBefore(order.order_hash).then((before) => {
      if (!before) shop.emit((context) => purchaseEvent(order, context));
    });
  }, [state, order, shop]);

  const extras: Omit<CheckoutResult, keyof ShopQuery<Order>> = {
    order,
    state,
    isPayingAgain,
    async refresh() {
      setRound((value) => value + 1);
      await query.mutate();
    },
    async payAgain(paymentMethodId) {
      const method = paymentMethodId ?? order?.payment.method.id;
      if (!orderHash || !method) return { ok: false, message: 'errors.generic', messageKey: 'errors.generic' };
      setPayingAgain(true);
      try {
        const placed = await restartPayment(shop.client, orderHash, {
          payment_method: method,
          transaction_result_url: returnUrl(shop, 'paymentResult'),
        });
        setRound((value) => value + 1);
        // An offline method has no gateway: the order's new state is the answer.
        if (!placed.redirect_url) await query.mutate();
        return { ok: true, redirectUrl: placed.redirect_url };
      } catch (error) {
        return failed(error);
      } finally {
        setPayingAgain(false);
      }
    },
  };
  return Object.assign(query, extras);
}
