import { describe, expect, it } from 'vitest';
import { product as productFixture } from '../msw/fixtures/factories.js';
import { productPrices } from '../msw/prices.js';
import type { CustomerData, PaymentMethod } from './cart.js';
import { type CartViewInput, type CartViewLine, type CartViewMethod, cartView, checkoutOfView } from './cart-view.js';

const customer: CustomerData = { email: null, phone: null, invoice_data: null, delivery_data: null, is_delivery_same_as_invoice: true };
const payments: PaymentMethod[] = [
  { id: 1, code: 'cash_on_delivery', title: 'Utánvét', description: '', is_online: false, provider: null },
  { id: 2, code: 'card_online', title: 'Bankkártya', description: '', is_online: true, provider: null },
];
const home: CartViewMethod = {
  id: 10,
  code: 'home_delivery',
  title: 'Házhoz szállítás',
  description: '',
  feeGrossHuf: 14_990,
  freeFromGrossHuf: 159_900,
  paymentIds: [1, 2],
  maxItemWeightKg: null,
  pickupCarriers: [],
};
const locker: CartViewMethod = {
  ...home,
  id: 11,
  code: 'parcel_locker',
  title: 'Csomagautomata',
  paymentIds: [2],
  maxItemWeightKg: 25,
  pickupCarriers: ['foxpost'],
};

function line(id: number, gross: number, overrides: Partial<CartViewLine> = {}): CartViewLine {
  return {
    product: productFixture({ id, ...productPrices({ gross }) }),
    quantity: 1,
    stock: 10,
    notice: null,
    restockOn: null,
    parcel: { size: [40, 30, 20], weightKg: 5 },
    assembly: 'none',
    costNetHuf: 0,
    weightKg: 5,
    ...overrides,
  };
}

function input(overrides: Partial<CartViewInput> = {}): CartViewInput {
  return {
    locale: 'en',
    currency: 'HUF',
    rates: { EUR: 390, USD: 360 },
    now: new Date('2026-11-30T09:00:00Z'),
    revision: 3,
    lines: [line(1, 50_000)],
    deliveryMethods: [home, locker],
    paymentMethods: payments,
    coupon: null,
    choice: { deliveryMethodId: null, paymentMethodId: null, pickupPoint: null, homeDelivery: null },
    similar: [],
    customer,
    comment: null,
    newsletter: false,
    ...overrides,
  };
}

describe('cartView', () => {
  it('cuts a line to the stock that fell under it and says so, and shows it whole again when the stock is back', () => {
    const cut = cartView(input({ lines: [line(1, 50_000, { quantity: 5, stock: 2 })] }));
    expect(cut.cart.products[0]).toMatchObject({ quantity: 2, total_gross: 100_000, notice: { code: 'quantity_clamped', available: 2 } });
    expect(cut.cart.products[0]?.notice?.message).toContain('2');
    const back = cartView(input({ lines: [line(1, 50_000, { quantity: 5, stock: 9 })] }));
    expect(back.cart.products[0]).toMatchObject({ quantity: 5, total_gross: 250_000, notice: null });
  });

  it('shows a sold-out line without totalling it, and offers delivery by the lines that can be bought', () => {
    const view = cartView(
      input({ lines: [line(1, 50_000, { quantity: 2 }), line(2, 90_000, { stock: 0, weightKg: 80, parcel: { size: [200, 90, 80], weightKg: 80 } })] }),
    );
    expect(view.cart.products[1]?.notice).toMatchObject({ code: 'out_of_stock', available: 0 });
    expect(view.cart.summary).toMatchObject({ total_items_amount_gross: 100_000, total_quantity: 2 });
    // The 80 kg piece is not in stock, so the locker still takes the cart.
    expect(view.cart.delivery_methods.map((method) => method.id)).toEqual([10, 11]);
    expect(view.parcels).toHaveLength(2);
  });

  it('offers only the methods that take every piece in stock; a chosen method that no longer does is no choice', () => {
    const heavy = line(2, 90_000, { weightKg: 80, parcel: { size: [200, 90, 80], weightKg: 80 } });
    const view = cartView(input({ lines: [heavy], choice: { deliveryMethodId: 11, paymentMethodId: 2, pickupPoint: null, homeDelivery: null } }));
    expect(view.cart.delivery_methods.map((method) => method.id)).toEqual([10]);
    expect(view.cart).toMatchObject({ delivery_method: null, payment_method: 2 });
    expect(view.delivery).toBeNull();
  });

  it('keeps a payment method only while it is offered and the chosen delivery takes it', () => {
    const chosen = (paymentMethodId: number, methods = payments) =>
      cartView(input({ paymentMethods: methods, choice: { deliveryMethodId: 11, paymentMethodId, pickupPoint: null, homeDelivery: null } })).cart
        .payment_method;
    expect(chosen(2)).toBe(2);
    expect(chosen(1)).toBeNull();
    expect(chosen(2, payments.slice(0, 1))).toBeNull();
    const view = cartView(input({ paymentMethods: payments.slice(0, 1) }));
    expect(view.cart.delivery_methods.find((method) => method.id === 11)?.payment_ids).toEqual([]);
  });

  it('ships free from the method’s threshold after the coupon, and counts the profit from what the lines cost', () => {
    const lines = [line(1, 80_000, { quantity: 2, costNetHuf: 30_000 })];
    const coupon = { code: 'TIZ', type: 'percent' as const, value: 10, minOrderGrossHuf: null, description: '10%' };
    const free = cartView(input({ lines, choice: { deliveryMethodId: 10, paymentMethodId: 1, pickupPoint: null, homeDelivery: null } }));
    expect(free.cart.summary).toMatchObject({ delivery_price_gross: 0, total_amount_gross: 160_000 });
    expect(free.cart.delivery_methods[0]).toMatchObject({ price_gross: 0 });
    expect(free.cart.summary.total_profit).toBe(free.cart.summary.total_items_amount_net - 60_000);
    const discounted = cartView(input({ lines, coupon, choice: { deliveryMethodId: 10, paymentMethodId: 1, pickupPoint: null, homeDelivery: null } }));
    expect(discounted.cart.coupons[0]).toMatchObject({ code: 'TIZ', discount_gross: 16_000 });
    expect(discounted.cart.summary).toMatchObject({ delivery_price_gross: 14_990, total_amount_gross: 144_000 + 14_990 });
  });

  it('words a coupon below its minimum by what is still missing, in the cart’s currency', () => {
    const coupon = { code: 'NAGY', type: 'fixed' as const, value: 10_000, minOrderGrossHuf: 100_000, description: '10 000 Ft' };
    const view = cartView(input({ currency: 'EUR', coupon }));
    expect(view.cart.coupons[0]).toMatchObject({ discount_gross: 0 });
    expect(view.cart.coupons[0]?.description).toMatch(/128\.21/);
    expect(view.totals.couponOutcome?.reached).toBe(false);
  });

  it('tells placing which choices still count', () => {
    const view = cartView(input({ choice: { deliveryMethodId: 11, paymentMethodId: 1, pickupPoint: null, homeDelivery: null } }));
    const checkout = checkoutOfView(view, { customerData: null, consents: {}, coupon: null, pickupPoint: null, paymentOnline: false });
    expect(checkout).toMatchObject({ lines: 1, deliveryChosen: true, paymentChosen: false, couponLowersTotal: false });
    expect(checkout.deliveryProblem).toMatchObject({ field: 'pickup_point_id', key: 'cart.pickup_point_required' });
  });
});
