import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CustomerBody } from '../contract/index.js';
import { fixtures } from '../msw/fixtures/index.js';
import { createCartServer } from '../testing/cart-server.js';
import { API, deferred, renderShopHook, SITE, setupShopServer } from '../testing/shop.js';
import type { AnalyticsEvent } from './analytics.js';
import { useCart } from './use-cart.js';
import { useCheckout } from './use-checkout.js';

const { server, count } = setupShopServer();

interface Placed {
  key: string | null;
  body: Record<string, unknown>;
}

/** A cart ready for checkout and an order endpoint that records what it was sent. */
function setup(options: { answer?: () => Response | Promise<Response> } = {}) {
  const product = fixtures.product({ quantity: 20 });
  const cartServer = createCartServer({ products: [product], lines: { [product.id]: 2 }, customerEmail: 'anna@example.hu' });
  const placed: Placed[] = [];
  const record = async (request: Request) => {
    placed.push({ key: request.headers.get('idempotency-key'), body: (await request.json()) as Record<string, unknown> });
  };
  server.use(
    ...cartServer.handlers,
    http.post(`${API}/api/cart/order`, async ({ request }) => {
      await record(request);
      return options.answer?.() ?? HttpResponse.json({ data: { order_hash: 'order-hash-1', redirect_url: 'https://gateway.test/pay/1' } }, { status: 201 });
    }),
    http.post(`${API}/api/cart/offer`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { offer_hash: 'offer-hash-1' } }, { status: 201 });
    }),
  );
  return { product, cartServer, placed };
}

const consents = { acceptPrivacy: true, acceptTerms: true };

async function renderCheckout(props = {}) {
  const view = renderShopHook(() => useCheckout(), props);
  await waitFor(() => expect(view.result.current.cart).toBeDefined());
  return view;
}

async function chooseMethods(view: Awaited<ReturnType<typeof renderCheckout>>) {
  const delivery = fixtures.deliveryMethod();
  await act(() => view.result.current.selectDelivery(delivery.id));
  await act(() => view.result.current.selectPayment(delivery.payment_ids[0]!));
}

describe('useCheckout', () => {
  it('asks for a payment method before completing, without a request (requirements §5)', async () => {
    const { placed } = setup();
    const view = await renderCheckout();
    await act(() => view.result.current.selectDelivery(fixtures.deliveryMethod().id));
    let result: Awaited<ReturnType<typeof view.result.current.placeOrder>> | undefined;
    await act(async () => {
      result = await view.result.current.placeOrder(consents);
    });
    expect(result).toMatchObject({
      ok: false,
      messageKey: 'checkout.errors.paymentRequired',
      fieldErrors: { payment_method: ['checkout.errors.paymentRequired'] },
    });
    expect(view.result.current.status).toBe('error');
    expect(view.result.current.message).toBe('checkout.errors.paymentRequired');
    expect(placed).toEqual([]);
  });

  it('requires the privacy policy and the terms to be accepted (requirements §5)', async () => {
    const { placed } = setup();
    const view = await renderCheckout();
    await chooseMethods(view);
    let result: { ok: boolean; fieldErrors?: Record<string, string[]> } | undefined;
    await act(async () => {
      result = await view.result.current.placeOrder({ acceptPrivacy: false, acceptTerms: false });
    });
    expect(result?.fieldErrors).toEqual({ accept_privacy: ['consent.errors.privacy'], accept_terms: ['consent.errors.terms'] });
    await act(async () => {
      result = await view.result.current.placeOffer({ acceptPrivacy: true, acceptTerms: false });
    });
    expect(result?.fieldErrors).toEqual({ accept_terms: ['consent.errors.terms'] });
    expect(placed).toEqual([]);
  });

  it('offers only the payment methods the chosen delivery allows (requirements §4)', async () => {
    setup();
    const view = await renderCheckout();
    const limited = fixtures.deliveryMethods().find((method) => method.payment_ids.length < fixtures.paymentMethods().length)!;
    await act(() => view.result.current.selectDelivery(limited.id));
    expect(view.result.current.deliveryMethod?.id).toBe(limited.id);
    expect(view.result.current.paymentMethods.map((method) => method.id)).toEqual(limited.payment_ids);
  });

  it('places the order with an Idempotency-Key and the checkout-result address of the page’s language', async () => {
    const { placed } = setup();
    const view = await renderCheckout({ locale: 'en' });
    await chooseMethods(view);
    let result: Awaited<ReturnType<typeof view.result.current.placeOrder>> | undefined;
    await act(async () => {
      result = await view.result.current.placeOrder({ ...consents, comment: '  Ring twice.  ', isNewsletterSubscription: true });
    });
    expect(result).toEqual({ ok: true, orderHash: 'order-hash-1', redirectUrl: 'https://gateway.test/pay/1' });
    expect(view.result.current.status).toBe('success');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.key).toMatch(/^[\w-]{16,}$/);
    expect(placed[0]!.body).toEqual({
      transaction_result_url: `${SITE}/en/checkout/result`,
      is_newsletter_subscription: true,
      comment: 'Ring twice.',
      accept_privacy: true,
      accept_terms: true,
    });
    // The order emptied the cart on the server: it is asked for again.
    await waitFor(() => expect(count('GET /api/cart')).toBe(2));
  });

  it('sends the shopper back to the app’s own payment result page when one is configured', async () => {
    const { placed } = setup();
    const view = await renderCheckout({ locale: 'en', paymentResultUrl: (locale: string) => `/${locale}/payment/done` });
    await chooseMethods(view);
    await act(async () => void (await view.result.current.placeOrder(consents)));
    const other = await renderCheckout({ paymentResultUrl: () => 'https://shop.example.hu/fizetes/eredmeny' });
    await chooseMethods(other);
    await act(async () => void (await other.result.current.placeOrder(consents)));
    expect(placed.map((p) => p.body.transaction_result_url)).toEqual([`${SITE}/en/payment/done`, 'https://shop.example.hu/fizetes/eredmeny']);
  });

  it('places one order for a double click or an Enter while the first is on its way', async () => {
    const gate = deferred();
    const { placed } = setup({
      answer: async () => {
        await gate.promise;
        return HttpResponse.json({ data: { order_hash: 'order-hash-1', redirect_url: null } }, { status: 201 });
      },
    });
    const view = await renderCheckout();
    await chooseMethods(view);
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = view.result.current.placeOrder(consents);
    });
    expect(view.result.current.status).toBe('submitting');
    expect(view.result.current.canSubmit).toBe(false);
    act(() => {
      second = view.result.current.placeOrder({ ...consents, comment: 'typed meanwhile' });
    });
    gate.resolve();
    const [a, b] = await act(() => Promise.all([first, second]));
    expect(a).toEqual(b);
    expect(placed).toHaveLength(1);
  });

  it('resends the same key when no answer came, and a new key for a changed order', async () => {
    let attempt = 0;
    const { placed } = setup({
      answer: () => (++attempt === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'Out of stock.' }, { status: 409 })),
    });
    const view = await renderCheckout();
    await chooseMethods(view);
    let result: { ok: boolean; messageKey?: string } | undefined;
    await act(async () => {
      result = await view.result.current.placeOrder(consents);
    });
    expect(result).toMatchObject({ ok: false, messageKey: 'errors.network' });
    expect(view.result.current.status).toBe('error');
    await act(async () => void (await view.result.current.placeOrder(consents)));
    // A definite answer (409): the next attempt is a new submission …
    await act(async () => void (await view.result.current.placeOrder(consents)));
    // … and so is a changed body.
    await act(async () => void (await view.result.current.placeOrder({ ...consents, comment: 'Please call first.' })));
    const keys = placed.map((entry) => entry.key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps checkout disabled while the cart settles, and waits for it before ordering (field notes)', async () => {
    const { product, cartServer, placed } = setup();
    const view = renderShopHook(() => ({ checkout: useCheckout(), cart: useCart() }));
    await waitFor(() => expect(view.result.current.checkout.cart).toBeDefined());
    const delivery = fixtures.deliveryMethod();
    await act(() => view.result.current.checkout.selectDelivery(delivery.id));
    await act(() => view.result.current.checkout.selectPayment(delivery.payment_ids[0]!));
    expect(view.result.current.checkout.canSubmit).toBe(true);
    cartServer.hold();
    act(() => void view.result.current.cart.setQuantity(product.id, 5));
    expect(view.result.current.checkout.isSettling).toBe(true);
    expect(view.result.current.checkout.canSubmit).toBe(false);
    // The shopper presses Enter anyway: the order waits for the cart.
    let order: Promise<{ ok: boolean }> = Promise.resolve({ ok: false });
    act(() => {
      order = view.result.current.checkout.placeOrder(consents);
    });
    await waitFor(() => expect(cartServer.held()).toHaveLength(1));
    expect(placed).toEqual([]);
    cartServer.releaseAll();
    expect(await act(() => order)).toMatchObject({ ok: true });
    expect(placed).toHaveLength(1);
    expect(cartServer.quantity(product.id)).toBe(5);
  });

  it('sends is_delivery_same_as_invoice and leaves the copying of the billing address to the server (requirements §5)', async () => {
    const { cartServer } = setup();
    const sent: CustomerBody[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/cart/customer'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body as CustomerBody));
    });
    const view = await renderCheckout();
    const invoice = {
      is_company: false,
      name: 'Kovács Anna',
      company_name: 'Leftover Kft.',
      tax_number: '12345676-2-42',
      country_id: 1,
      zipcode: '1061',
      city: 'Budapest',
      address: 'Paulay Ede utca 12.',
    };
    let result: { ok: boolean } | undefined;
    await act(async () => {
      result = await view.result.current.saveCustomer({
        email: 'anna@example.hu',
        phone: '+36 30 123 4567',
        invoice_data: invoice,
        delivery_data: { name: 'Old', country_id: 1, zipcode: '9999', city: 'Elsewhere', address: 'Nowhere 1.' },
        is_delivery_same_as_invoice: true,
      });
    });
    expect(result).toEqual({ ok: true, fieldErrors: {} });
    await waitFor(() => expect(sent).toHaveLength(1));
    // An individual sends no company name or tax number; "same as billing" sends no shipping address.
    expect(sent[0]).toMatchObject({
      invoice_data: { ...invoice, company_name: null, tax_number: null },
      delivery_data: null,
      is_delivery_same_as_invoice: true,
    });
    expect(view.result.current.cart?.customer_data.delivery_data).toMatchObject({ city: 'Budapest', zipcode: '1061' });
    expect(cartServer.snapshot().customer_data.is_delivery_same_as_invoice).toBe(true);
    server.events.removeAllListeners('request:start');
  });

  it('keeps a company’s name and tax number and a separate shipping address (requirements §5)', async () => {
    setup();
    const sent: CustomerBody[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/cart/customer'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body as CustomerBody));
    });
    const view = await renderCheckout();
    const invoice = {
      is_company: true,
      name: 'Kovács Anna',
      company_name: 'Otthon Kft.',
      tax_number: '12345676-2-42',
      country_id: 1,
      zipcode: '1061',
      city: 'Budapest',
      address: 'Paulay Ede utca 12.',
    };
    const delivery = { name: 'Raktár', country_id: 1, zipcode: '2040', city: 'Budaörs', address: 'Ipari park 3.' };
    await act(
      async () =>
        void (await view.result.current.saveCustomer({
          email: 'a@b.hu',
          phone: '+36 30 123 4567',
          invoice_data: invoice,
          delivery_data: delivery,
          is_delivery_same_as_invoice: false,
        })),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ invoice_data: invoice, delivery_data: delivery, is_delivery_same_as_invoice: false });
    server.events.removeAllListeners('request:start');
  });

  it('sends a quote request (an offer) without needing a payment method', async () => {
    const { placed } = setup();
    const view = await renderCheckout();
    let result: Awaited<ReturnType<typeof view.result.current.placeOffer>> | undefined;
    await act(async () => {
      result = await view.result.current.placeOffer({ ...consents, comment: 'Two in oak, please.' });
    });
    expect(result).toEqual({ ok: true, offerHash: 'offer-hash-1' });
    expect(placed[0]?.key).toBeTruthy();
  });

  it('reports the start of checkout once', async () => {
    setup();
    const sent: AnalyticsEvent[] = [];
    const view = await renderCheckout({ analytics: { send: (event: AnalyticsEvent) => sent.push(event) }, consent: { analytics: true, ads: false } });
    await chooseMethods(view);
    await waitFor(() => expect(sent.filter((event) => event.event === 'begin_checkout')).toHaveLength(1));
    view.rerender();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent.filter((event) => event.event === 'begin_checkout')).toHaveLength(1);
  });
});
