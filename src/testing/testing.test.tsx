import { act, screen, waitFor } from '@testing-library/react';
import { useCart } from 'otthon';
import { createShopServer, renderShop, renderShopHook } from 'otthon/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const api = createShopServer({ shop: { cart: [{ product_id: 17, quantity: 2 }] } });
beforeAll(api.start);
afterEach(api.reset);
afterAll(api.stop);

function CartSize() {
  const { cart } = useCart();
  return <p>{cart ? `${cart.products.length} line(s)` : 'loading'}</p>;
}

describe('otthon/testing', () => {
  it('renders UI inside a shop whose API is the mock shop in the state asked for', async () => {
    renderShop(<CartSize />, { locale: 'en' });
    expect(await screen.findByText('1 line(s)')).toBeTruthy();
    expect(api.count('GET /api/cart')).toBe(1);
  });

  it('renders a hook that changes the mock shop, and counts the requests it sends', async () => {
    const { result } = renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.cart?.products).toHaveLength(1));
    const line = result.current.cart!.products[0]!;
    await act(() => result.current.add(line.product.id, 1));
    await waitFor(() => expect(result.current.cart?.products[0]?.quantity).toBe(3));
    expect(api.count('POST /api/cart/product')).toBe(1);
  });

  it('waits with settled() for a quantity change the cart is still gathering', async () => {
    const { result } = renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.cart?.products).toHaveLength(1));
    const line = result.current.cart!.products[0]!;
    // The cart still holds 2 here: the previous test's change did not leak into this one.
    expect(line.quantity).toBe(2);
    // The page has been quiet for a while when the shopper presses: nothing but the held edit is pending.
    await new Promise((resolve) => setTimeout(resolve, 500));
    act(() => void result.current.setQuantity(line.product.id, 5));
    await api.settled();
    expect(api.count('PUT /api/cart/product/17')).toBe(1);
    expect(api.mockShop!.state.session.lines.find((line) => line.productId === 17)?.quantity).toBe(5);
  });

  it('starts each test from the mock shop’s first state, whatever the one before changed', () => {
    expect(api.requests).toEqual([]);
    expect(api.mockShop!.state.session.lines.map((line) => [line.productId, line.quantity])).toEqual([[17, 2]]);
  });
});
