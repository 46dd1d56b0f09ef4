// A test of your own component against Otthon's mock shop (Vitest + jsdom + msw), as in your app.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart } from 'otthon';
import { AddToCartButton } from 'otthon/components';
import { mockError } from 'otthon/msw';
import { createShopServer, renderShop } from 'otthon/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// Your component: a cart badge next to an add-to-cart button.
function BuyBox({ product }: { product: { id: number; title: string; quantity: number } }) {
  const { cart } = useCart();
  return (
    <div>
      <AddToCartButton product={product} />
      <output aria-label="pieces in the cart">{cart?.summary.total_quantity ?? 0}</output>
    </div>
  );
}

// The whole /api of the shop, answered in memory; the cart starts with two pieces of product 17.
const api = createShopServer({ shop: { cart: [{ product_id: 17, quantity: 2 }] } });
beforeAll(api.start);
// `reset()` drops per-test handlers and the request log; the shop's state (the cart) starts over
// with `mockShop.reset()`, so every test begins from the two pieces above.
afterEach(() => {
  api.reset();
  api.mockShop?.reset();
});
afterAll(api.stop);

const chair = { id: 9, title: 'Rattan fotel', quantity: 12 };

describe('BuyBox', () => {
  it('adds one piece with one request per click', async () => {
    renderShop(<BuyBox product={chair} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(screen.getByLabelText('pieces in the cart').textContent).toBe('3'));
    expect(api.count('POST /api/cart/product')).toBe(1);
  });

  it('keeps the count when the server fails', async () => {
    api.server.use(mockError('addCartProduct'));
    renderShop(<BuyBox product={chair} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByLabelText('pieces in the cart').textContent).toBe('2');
  });
});
