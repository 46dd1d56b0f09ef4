import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../msw/fixtures/index.js';
import { createCartServer } from '../testing/cart-server.js';
import { setupShopServer, testProviderProps } from '../testing/shop.js';
import { type AnalyticsEvent, createDataLayerSink } from './analytics.js';
import { buildAnalyticsEvent } from './analytics-events.js';
import { ShopProvider } from './shop-provider.js';
import { useAnalytics } from './use-analytics.js';
import { useCart } from './use-cart.js';

const { server } = setupShopServer();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A product priced differently in forints and euros, with a forint tier from 3 pieces. */
function tieredProduct() {
  const product = fixtures.product({ quantity: 50 });
  return {
    ...product,
    prices_by_currencies: {
      HUF: {
        price_net: 78_740,
        price_gross: 100_000,
        price_original_net: null,
        price_original_gross: null,
        qty_discounts: [{ index: 0, quantity: 3, quantity_to: null, price_net: 70_866, price_gross: 90_000 }],
      },
      EUR: { price_net: 200, price_gross: 254, price_original_net: null, price_original_gross: null, qty_discounts: [] },
      USD: { price_net: 220, price_gross: 279.4, price_original_net: null, price_original_gross: null, qty_discounts: [] },
    },
  };
}

describe('analytics', () => {
  it('tracks nothing before consent', async () => {
    const product = fixtures.product({ quantity: 50 });
    server.use(...createCartServer({ products: [product] }).handlers);
    const sent: AnalyticsEvent[] = [];
    const sink = { send: (event: AnalyticsEvent) => sent.push(event) };
    let grant: () => void = () => undefined;
    function Harness({ children }: { children?: ReactNode }) {
      const [consent, setConsent] = useState({ analytics: false, ads: false });
      grant = () => setConsent({ analytics: true, ads: false });
      return <ShopProvider {...testProviderProps({ analytics: sink, consent })}>{children}</ShopProvider>;
    }
    const { result } = renderHook(() => ({ cart: useCart(), analytics: useAnalytics() }), { wrapper: Harness });
    await waitFor(() => expect(result.current.cart.cart).toBeDefined());
    await act(() => result.current.cart.add(product.id));
    act(() => result.current.analytics.track({ name: 'page_view', path: '/hu/kosar' }));
    // Let anything queued run its course: still nothing may reach the sink.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual([]);
    act(() => grant());
    expect(sent).toEqual([]);
    await act(() => result.current.cart.add(product.id));
    act(() => result.current.analytics.track({ name: 'page_view', path: '/hu/kosar', title: 'Kosár' }));
    await waitFor(() => expect(sent.map((event) => event.event)).toEqual(['add_to_cart', 'page_view']));
    expect(sent[1]).toEqual({ event: 'page_view', page_path: '/hu/kosar', page_title: 'Kosár', language: 'hu' });
  });

  it('tracks forint prices from prices_by_currencies.HUF at the quantity’s tier, whatever the currency shown (requirements §9)', async () => {
    const product = tieredProduct();
    const event = await buildAnalyticsEvent({ name: 'add_to_cart', product, quantity: 3 }, { locale: 'en', ads: false });
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'HUF',
        value: 270_000,
        items: [expect.objectContaining({ item_id: String(product.id), item_name: product.title, price: 90_000, quantity: 3, unit: 'db' })],
      },
    });
  });

  it('names the category with its Google product taxonomy id (requirements §3)', async () => {
    const product = fixtures.product();
    const event = await buildAnalyticsEvent({ name: 'view_item', product }, { locale: 'hu', ads: false });
    expect(event).toMatchObject({
      ecommerce: { items: [{ item_category: product.category?.title, google_product_category: product.category?.merchant_identifiers.google, quantity: 1 }] },
    });
  });

  it('hashes e-mail and phone after trimming and lower-casing, and never sends names or addresses (requirements §7)', async () => {
    const order = fixtures.orderPaid({
      partner_email: '  Anna.Kovacs@Example.HU ',
      partner_phone: '+36 30 123 4567',
      partner_name: 'Kovács Anna',
      partner_firstname: 'Anna',
      partner_lastname: 'Kovács',
      partner_city: 'Budapest',
      partner_address: 'Paulay Ede utca 12.',
      partner_zipcode: '1061',
    });
    const event = await buildAnalyticsEvent({ name: 'purchase', order }, { locale: 'hu', ads: true });
    expect(event).toMatchObject({
      event: 'purchase',
      user_data: { sha256_email_address: sha256('anna.kovacs@example.hu'), sha256_phone_number: sha256('+36 30 123 4567') },
    });
    const text = JSON.stringify(event);
    for (const personal of ['Kovács', 'Anna', 'Budapest', 'Paulay', '1061', 'example.hu', order.order_hash]) expect(text).not.toContain(personal);
  });

  it('sends no identifiers, not even hashed, without advertising consent', async () => {
    const event = await buildAnalyticsEvent({ name: 'purchase', order: fixtures.orderPaid() }, { locale: 'hu', ads: false });
    expect(event).not.toHaveProperty('user_data');
    const view = await buildAnalyticsEvent({ name: 'page_view', path: '/hu', user: { id: 7, email: 'a@b.hu' } }, { locale: 'hu', ads: false });
    expect(view).not.toHaveProperty('user_data');
    const consented = await buildAnalyticsEvent({ name: 'page_view', path: '/hu', user: { id: 7, email: ' A@B.hu' } }, { locale: 'hu', ads: true });
    expect(consented).toMatchObject({ user_data: { sha256_user_id: sha256('7'), sha256_email_address: sha256('a@b.hu') } });
  });

  it('reports a forint purchase with the order’s own totals, shipping and tax (requirements §3)', async () => {
    const order = fixtures.orderPaid();
    const event = await buildAnalyticsEvent({ name: 'purchase', order }, { locale: 'hu', ads: false });
    expect(event).toMatchObject({
      event: 'purchase',
      is_new_account: order.is_new_account,
      ecommerce: {
        currency: 'HUF',
        transaction_id: order.transaction_id ?? String(order.id),
        value: order.summary.total_amount_gross,
        shipping: order.delivery.price_gross,
        tax: order.summary.total_amount_gross - order.summary.total_amount_net,
      },
    });
  });

  it('prices a purchase made in euros in forints from the products (requirements §9)', async () => {
    const product = tieredProduct();
    const base = fixtures.orderPaid({}, { currency: 'EUR' });
    const order = { ...base, items: [{ ...base.items[0]!, product, quantity: 1, price_gross: 254 }] };
    const event = await buildAnalyticsEvent({ name: 'purchase', order }, { locale: 'hu', ads: false });
    expect(event).toMatchObject({ ecommerce: { currency: 'HUF', value: 100_000, items: [{ price: 100_000 }] } });
    expect(event).not.toHaveProperty('ecommerce.shipping');
  });

  it('reports the cart at the start of checkout', async () => {
    const cart = fixtures.cart({ coupons: [fixtures.coupon()] });
    const event = await buildAnalyticsEvent({ name: 'begin_checkout', cart }, { locale: 'hu', ads: false });
    expect(event).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { coupon: 'OTTHON10', items: cart.products.map((line) => ({ quantity: line.quantity })) },
    });
  });
});

describe('createDataLayerSink', () => {
  it('pushes each event onto the data layer, clearing the previous ecommerce object first', async () => {
    const layer: unknown[] = [];
    const sink = createDataLayerSink(layer);
    sink.send({ event: 'page_view', page_path: '/hu', language: 'hu' });
    const event = await buildAnalyticsEvent({ name: 'view_item', product: fixtures.product() }, { locale: 'hu', ads: false });
    sink.send(event);
    expect(layer).toEqual([{ event: 'page_view', page_path: '/hu', language: 'hu' }, { ecommerce: null }, event]);
  });

  it('uses window.dataLayer, creating it when the tag manager has not yet', () => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
    createDataLayerSink().send({ event: 'page_view', page_path: '/en', language: 'en' });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'page_view', page_path: '/en', language: 'en' }]);
  });
});
