import { describe, expect, it } from 'vitest';
import { type CartChoices, mergedChoices, mergedLine } from './cart-engine.js';

const none: CartChoices<string> = { deliveryMethodId: null, pickupPointId: null, paymentMethodId: null, customerData: null, comment: null };

describe('a login’s merge of carts', () => {
  it('sums a line’s pieces and cuts them to the stock, saying so', () => {
    expect(mergedLine(2, 3, 10)).toEqual({ quantity: 5, notice: null });
    expect(mergedLine(null, 3, 10)).toEqual({ quantity: 3, notice: null });
    expect(mergedLine(2, 3, 4)).toEqual({ quantity: 4, notice: { code: 'quantity_clamped', available: 4 } });
  });

  it('keeps the visitor’s pieces of a product out of stock', () => {
    expect(mergedLine(null, 2, 0)).toEqual({ quantity: 2, notice: null });
    expect(mergedLine(1, 2, 0)).toEqual({ quantity: 2, notice: { code: 'quantity_clamped', available: 2 } });
  });

  it('lets the visitor’s choices win where set, the locker and payment going with the delivery chosen', () => {
    const customer: CartChoices<string> = {
      deliveryMethodId: 3,
      pickupPointId: 'foxpost-1',
      paymentMethodId: 1,
      customerData: 'customer',
      comment: 'kapucsengő',
    };
    expect(mergedChoices(none, customer)).toEqual(customer);
    expect(mergedChoices({ ...none, deliveryMethodId: 2 }, customer)).toEqual({ ...customer, deliveryMethodId: 2, pickupPointId: null, paymentMethodId: null });
    expect(mergedChoices({ ...none, paymentMethodId: 2, customerData: 'visitor' }, customer)).toEqual({
      ...customer,
      paymentMethodId: 2,
      customerData: 'visitor',
    });
  });
});
