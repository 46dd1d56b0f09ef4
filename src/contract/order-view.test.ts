import { describe, expect, it } from 'vitest';
import { fixtures } from '../msw/fixtures/index.js';
import { invoiceView, type OrderRecord, orderView, paymentView } from './order-view.js';

const methods = fixtures.paymentMethods();
const card = methods.find((method) => method.is_online)!;
const transfer = methods.find((method) => method.code === 'bank_transfer')!;
const answer = { response_code: '05', authorization_code: null, transaction_id: '71234' };

describe('paymentView', () => {
  it('gives a known response code its words, with the transaction, in the request’s language', () => {
    const payment = paymentView({ method: card, status: 'failed', attempts: 1, latest: answer, expired: false }, 'new', 'en');
    expect(payment).toMatchObject({ response_code: '05', transaction_id: '71234', attempts: 1, can_retry: true });
    expect(payment.response_message).toMatch(/declined/i);
    expect(paymentView({ method: card, status: 'failed', attempts: 1, latest: answer, expired: false }, 'new', 'hu').response_message).toMatch(/elutasította/);
  });

  it('answers no words for a code the contract does not know', () => {
    const payment = paymentView({ method: card, status: 'failed', attempts: 1, latest: { ...answer, response_code: 'XYZ' }, expired: false }, 'new', 'en');
    expect(payment).toMatchObject({ response_code: 'XYZ', response_message: null });
  });

  it('puts a lapsed hold in place of the last answer: minutes for a card, working days for a transfer', () => {
    const lapsedCard = paymentView(
      { method: card, status: 'failed', attempts: 2, latest: { ...answer, authorization_code: '123456' }, expired: true },
      'cancelled',
      'en',
    );
    expect(lapsedCard).toMatchObject({ response_code: null, authorization_code: null, transaction_id: '71234', can_retry: false });
    expect(lapsedCard.response_message).toMatch(/within \d+ minutes/);
    const lapsedTransfer = paymentView({ method: transfer, status: 'pending', attempts: 0, latest: null, expired: true }, 'cancelled', 'en');
    expect(lapsedTransfer.response_message).toMatch(/within \d+ working days/);
  });

  it('offers paying again only while the order stands and the payment can be tried again', () => {
    const failed = { method: card, status: 'failed', attempts: 1, latest: answer, expired: false } as const;
    expect(paymentView(failed, 'new', 'en').can_retry).toBe(true);
    expect(paymentView(failed, 'cancelled', 'en').can_retry).toBe(false);
    expect(paymentView({ ...failed, status: 'paid' }, 'processing', 'en').can_retry).toBe(false);
  });
});

describe('orderView', () => {
  const order = fixtures.order();
  const record = (overrides: Partial<OrderRecord>): OrderRecord => ({
    id: 42,
    hash: order.order_hash,
    transaction_id: null,
    status: 'new',
    currency: 'HUF',
    locale: 'hu',
    items: order.items,
    summary: order.summary,
    delivery: { method: fixtures.deliveryMethods()[0]!, price_net: 0, price_gross: 0, pickup_point: null, home_delivery: null },
    payment: { method: transfer, status: 'pending', attempts: 0, latest: null, expired: false },
    coupon: null,
    customer_data: { ...order.customer_data, invoice_data: { ...order.customer_data.invoice_data!, name: 'Kovács' } },
    comment: null,
    refunds: [],
    invoices: [],
    is_new_account: false,
    account: null,
    country_code: 'HU',
    created_at: '2026-11-30T10:00:00.000Z',
    ...overrides,
  });

  it('prints the number and reads a one-word name by the custom of the order’s language, not the request’s', () => {
    const hu = orderView(record({}), 'en');
    expect(hu).toMatchObject({ order_number: 'OT-000042', partner_lastname: 'Kovács', partner_firstname: '', partner_country: 'HU' });
    expect(orderView(record({ locale: 'en' }), 'hu')).toMatchObject({ partner_firstname: 'Kovács', partner_lastname: '' });
  });

  it('gives a logged-in buyer’s own names and the delivery promise from the day it was placed', () => {
    const view = orderView(record({ account: { firstname: 'Anna', lastname: 'Szabó' } }), 'hu');
    expect(view).toMatchObject({ partner_firstname: 'Anna', partner_lastname: 'Szabó' });
    expect(view.delivery.delivery_window.earliest).toMatch(/^2026-1[12]-\d\d$/);
  });
});

describe('invoiceView', () => {
  const due = { kind: 'invoice' as const, issued: false, number: null, issue_date: null, url: '/api/orders/x/invoices/1', provider: null };
  it('shows a due invoice as pending, without an address, as the shop’s own copy until a provider issues it', () => {
    expect(invoiceView(due)).toEqual({ kind: 'invoice', status: 'pending', number: null, issue_date: null, url: null, proforma: true });
  });
  it('gives an issued invoice its address, and tells a provider’s tax invoice from the shop’s proforma', () => {
    const issued = { ...due, issued: true, number: 'E-2026-7', issue_date: '2026-12-01' };
    expect(invoiceView({ ...issued, provider: 'billingo' })).toMatchObject({ status: 'issued', url: '/api/orders/x/invoices/1', proforma: false });
    expect(invoiceView({ ...issued, provider: 'local' }).proforma).toBe(true);
  });
});
