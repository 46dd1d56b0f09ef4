/**
 * Whether an order's payment may be started again ("Pay Again"): while the order stands and its
 * payment is not settled — the shopper's card attempt failed, was cancelled at the gateway, or was
 * left unfinished there (still pending). A paid order, an order paid by bank transfer or on
 * delivery (no payment to start), and a cancelled order cannot. The reference server and the mock
 * shop both answer `payment.can_retry` with this rule (docs/requirements.md 4.5).
 */
export function canRetryPayment(orderStatus: string, paymentStatus: string): boolean {
  return orderStatus !== 'cancelled' && RETRYABLE_PAYMENTS.has(paymentStatus);
}

const RETRYABLE_PAYMENTS: ReadonlySet<string> = new Set(['pending', 'failed', 'cancelled']);
