import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../msw/fixtures/index.js';
import { allHandlers } from '../msw/handlers.js';
import { createMockShop, DEMO_CUSTOMER, DEMO_ORDER_HASHES } from '../msw/shop.js';
import { renderShopHook, SITE, setupShopServer } from '../testing/shop.js';
import { useAuth } from './use-auth.js';
import { useCart } from './use-cart.js';
import { useCheckout } from './use-checkout.js';
import { useCheckoutResult } from './use-checkout-result.js';
import { useFavourites } from './use-favourites.js';

const { server, count } = setupShopServer();

/** The mock shop of `otthon/msw`: the reference server's rules, its CSRF check and its contract validation. */
function openShop() {
  const shop = createMockShop();
  server.use(...allHandlers(shop, { csrf: true, returnOrigins: [SITE] }));
  return shop;
}

const customer = {
  email: 'bela.nagy@example.hu',
  phone: '+36 30 765 4321',
  invoice_data: {
    is_company: false,
    name: 'Nagy Béla',
    company_name: null,
    tax_number: null,
    country_id: 1,
    zipcode: '1061',
    city: 'Budapest',
    address: 'Andrássy út 1.',
  },
  is_delivery_same_as_invoice: true,
};

describe('a shopper’s journey through the hooks against the mock shop', () => {
  it('fills the cart, applies a coupon once an e-mail is known, and places a card order that the result page confirms', async () => {
    const shop = openShop();
    const { result } = renderShopHook(() => ({ cart: useCart(), checkout: useCheckout() }));
    await waitFor(() => expect(result.current.cart.cart).toBeDefined());
    const product = shop.allProducts().find((item) => item.quantity > 5)!;

    await act(() => result.current.cart.add(product.id, 2));
    expect(result.current.cart.cart?.products.find((line) => line.id === product.id)?.quantity).toBe(2);
    await act(() => result.current.cart.setQuantity(product.id, 3));
    expect(result.current.cart.data?.summary.total_quantity).toBe(3);

    // A visitor without an e-mail: the spec's message, and no coupon call (requirements §5).
    const visitor = await act(() => result.current.cart.applyCoupon('OTTHON10'));
    expect(visitor).toMatchObject({ ok: false, messageKey: 'checkout.errors.couponEmailRequired' });
    expect(count('POST /api/cart/coupon')).toBe(0);

    expect(await act(() => result.current.checkout.saveCustomer(customer))).toEqual({ ok: true, fieldErrors: {} });
    expect(await act(() => result.current.cart.applyCoupon('OTTHON10'))).toEqual({ ok: true });
    expect(result.current.cart.data?.summary.cart_discount_gross).toBeGreaterThan(0);

    const card = fixtures.paymentMethod();
    await act(() => result.current.checkout.selectDelivery(fixtures.deliveryMethod().id));
    await act(() => result.current.checkout.selectPayment(card.id));
    expect(result.current.checkout.paymentMethod?.code).toBe('card_online');

    const placed = await act(() => result.current.checkout.placeOrder({ acceptPrivacy: true, acceptTerms: true }));
    expect(placed).toMatchObject({ ok: true, orderHash: expect.any(String), redirectUrl: expect.any(String) });
    await waitFor(() => expect(result.current.cart.data?.products).toEqual([]));

    shop.settlePayment(placed.orderHash!, 'paid');
    const page = renderShopHook(() => useCheckoutResult(placed.orderHash));
    await waitFor(() => expect(page.result.current.state).toBe('success'));
  });

  it('logs in, keeps the visitor’s cart and favourites, and empties everything personal on logout', async () => {
    const shop = openShop();
    const { result } = renderShopHook(() => ({ auth: useAuth(), cart: useCart(), favourites: useFavourites() }));
    await waitFor(() => expect(result.current.auth.user).toBeNull());
    const product = shop.allProducts().find((item) => item.quantity > 0)!;
    await act(() => result.current.cart.add(product.id));
    await act(() => result.current.favourites.toggle(product.id));
    expect(result.current.favourites.isFavourite(product.id)).toBe(true);

    expect(await act(() => result.current.auth.login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }))).toEqual({ ok: true });
    expect(result.current.auth.user?.email).toBe(DEMO_CUSTOMER.email);
    expect(result.current.cart.cart?.products.some((line) => line.id === product.id)).toBe(true);
    await waitFor(() => expect(result.current.favourites.isFavourite(product.id)).toBe(true));

    expect(await act(() => result.current.auth.logout())).toMatchObject({ ok: true });
    await waitFor(() => expect(result.current.auth.user).toBeNull());
    await waitFor(() => expect(result.current.cart.cart?.products).toEqual([]));
  });

  it('pays again for a declined card payment (requirements §4, §8)', async () => {
    const shop = openShop();
    shop.logIn();
    const { result } = renderShopHook(() => useCheckoutResult(DEMO_ORDER_HASHES.failed));
    await waitFor(() => expect(result.current.state).toBe('error'));
    const again = await act(() => result.current.payAgain());
    expect(again).toMatchObject({ ok: true, redirectUrl: expect.any(String) });
  });
});
