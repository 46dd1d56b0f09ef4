import { describe, expect, it } from 'vitest';
import { canRetryPayment } from './payment-retry.js';

describe('canRetryPayment', () => {
  it('lets an unsettled payment of a standing order start again', () => {
    for (const payment of ['pending', 'failed', 'cancelled']) expect(canRetryPayment('new', payment)).toBe(true);
  });

  it('refuses a settled payment, one there is nothing to start for, and a cancelled order', () => {
    expect(canRetryPayment('new', 'paid')).toBe(false);
    expect(canRetryPayment('new', 'not_required')).toBe(false);
    expect(canRetryPayment('cancelled', 'failed')).toBe(false);
  });
});
