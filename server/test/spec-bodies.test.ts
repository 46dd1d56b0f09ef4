// A client that sends only the bodies the spec lists (§3 Invoice data, §7 the order call) can buy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, fixtures, RESULT_URL } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

/** Invoice data with exactly the spec's fields: is_company, name, country_id, address, city, zipcode, tax_number. */
const specInvoice = (overrides: Record<string, unknown> = {}) => ({
  is_company: false,
  name: 'Kovács Anna',
  country_id: 1,
  address: 'Váci út 1.',
  city: 'Budapest',
  zipcode: '1138',
  tax_number: '',
  ...overrides,
});
/** Customer data as the spec names it: email, phone, invoice_data, delivery_data. */
const specCustomer = (invoice: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  email: 'vevo@example.hu',
  phone: '+36 30 123 4567',
  invoice_data: invoice,
  delivery_data: null,
  ...extra,
});
/** The order call's body as the spec lists it: transaction_result_url, is_newsletter_subscription, comment. */
const specOrder = { transaction_result_url: RESULT_URL, is_newsletter_subscription: false, comment: 'Kérem, csengessenek.' };

async function cartWithMethods(): Promise<Client> {
  const [product] = await fixtures.plain(api);
  const client = await new Client(api).start();
  await addToCart(client, product!.id, 1);
  expectContract('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: (await fixtures.delivery(api, 'home_delivery')).id }));
  expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: (await fixtures.payment(api, 'bank_transfer')).id }));
  return client;
}

describe("an individual's invoice data (requirements §3, §5)", () => {
  it('is accepted with the spec fields alone, without company_name, and keeps no company fields', async () => {
    const client = await new Client(api).start();
    const { tax_number: _none, ...withoutTaxNumber } = specInvoice();
    for (const invoice of [specInvoice(), withoutTaxNumber, specInvoice({ tax_number: '12345676-2-42' })]) {
      const cart = expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(invoice)));
      expect(cart.customer_data.invoice_data).toMatchObject({ is_company: false, name: 'Kovács Anna', company_name: null, tax_number: null });
      expect(cart.customer_data.delivery_data).toMatchObject({ name: 'Kovács Anna', city: 'Budapest' });
    }
  });
});

describe("a company's invoice data (requirements §5)", () => {
  it('takes `name` as the company name when company_name is left out', async () => {
    const client = await new Client(api).start();
    const invoice = specInvoice({ is_company: true, name: 'Otthon Bútor Kft.', tax_number: '12345676-2-42' });
    const cart = expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(invoice)));
    expect(cart.customer_data.invoice_data).toMatchObject({
      is_company: true,
      name: 'Otthon Bútor Kft.',
      company_name: 'Otthon Bútor Kft.',
      tax_number: '12345676-2-42',
    });
    expect(cart.customer_data.delivery_data).toMatchObject({ name: 'Otthon Bútor Kft.' });
  });

  it('keeps a company name given apart from the contact name', async () => {
    const client = await new Client(api).start();
    const invoice = specInvoice({ is_company: true, name: 'Kovács Anna', company_name: 'Otthon Bútor Kft.', tax_number: '12345676-2-42' });
    const cart = expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(invoice)));
    expect(cart.customer_data.invoice_data).toMatchObject({ name: 'Kovács Anna', company_name: 'Otthon Bútor Kft.' });
  });

  it('still needs a valid tax number, and names only that field', async () => {
    const client = await new Client(api, { locale: 'en' }).start();
    const { tax_number: _none, ...withoutTaxNumber } = specInvoice({ is_company: true, name: 'Otthon Bútor Kft.' });
    for (const [invoice, message] of [
      [withoutTaxNumber, 'Enter a valid tax number.'],
      [specInvoice({ is_company: true, tax_number: 'abc' }), 'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.'],
    ] as const) {
      const error = expectError(await client.put('/api/cart/customer', specCustomer(invoice)), 422);
      expect(Object.keys(error.errors!)).toEqual(['invoice_data.tax_number']);
      expect(error.errors!['invoice_data.tax_number']).toEqual([message]);
    }
  });
});

describe("the spec's order body (requirements §5, §7)", () => {
  it('places the order when the consents came with the customer data', async () => {
    const client = await cartWithMethods();
    expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(specInvoice(), { accept_privacy: true, accept_terms: true })));
    const placed = expectContract('placeOrder', await client.post('/api/cart/order', specOrder), 201);
    const order = expectContract('order', await client.get(`/api/orders/${placed.order_hash}`));
    expect(order.comment).toBe('Kérem, csengessenek.');
    expect(order.customer_data.invoice_data).toMatchObject({ company_name: null, tax_number: null });
  });

  it('sends a quote request on the same terms', async () => {
    const client = await cartWithMethods();
    expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(specInvoice(), { accept_privacy: true, accept_terms: true })));
    expectContract('placeOffer', await client.post('/api/cart/offer', specOrder), 201);
  });

  it("is a 422 naming each consent given nowhere, in the shopper's language", async () => {
    const client = await cartWithMethods();
    expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(specInvoice())));
    const hu = expectError(await client.post('/api/cart/order', specOrder), 422);
    expect(hu.errors).toEqual({
      accept_privacy: ['Kérjük, fogadja el az adatvédelmi tájékoztatót.'],
      accept_terms: ['Kérjük, fogadja el az általános szerződési feltételeket.'],
    });
    client.locale = 'en';
    const en = expectError(await client.post('/api/cart/order', specOrder), 422);
    expect(en.errors).toEqual({ accept_privacy: ['Please accept the privacy policy.'], accept_terms: ['Please accept the terms and conditions.'] });
    expect(expectError(await client.post('/api/cart/offer', specOrder), 422).errors).toHaveProperty('accept_terms');
  });

  it('combines one consent from the customer step with the other from the order', async () => {
    const client = await cartWithMethods();
    client.locale = 'en';
    expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(specInvoice(), { accept_privacy: true })));
    const missing = expectError(await client.post('/api/cart/order', specOrder), 422);
    expect(missing.errors).toEqual({ accept_terms: ['Please accept the terms and conditions.'] });
    expectContract('placeOrder', await client.post('/api/cart/order', { ...specOrder, accept_terms: true }), 201);
  });

  it('keeps the consents through a later save that leaves them out, and drops one withdrawn with false', async () => {
    const client = await cartWithMethods();
    client.locale = 'en';
    await client.put('/api/cart/customer', specCustomer(specInvoice(), { accept_privacy: true, accept_terms: true }));
    expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(specInvoice({ city: 'Szeged', zipcode: '6720' }))));
    expectContract('updateCustomer', await client.put('/api/cart/customer', specCustomer(specInvoice(), { accept_terms: false })));
    const withdrawn = expectError(await client.post('/api/cart/order', specOrder), 422);
    expect(withdrawn.errors).toEqual({ accept_terms: ['Please accept the terms and conditions.'] });
    // The order's own `false` is a refusal too, whatever the customer step said.
    expect(expectError(await client.post('/api/cart/order', { ...specOrder, accept_terms: true, accept_privacy: false }), 422).errors).toEqual({
      accept_privacy: ['Please accept the privacy policy.'],
    });
    expectContract('placeOrder', await client.post('/api/cart/order', { ...specOrder, accept_terms: true }), 201);
  });
});
