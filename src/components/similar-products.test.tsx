import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, fixtures } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { SimilarProducts } from './similar-products.js';

let shop = createMockShop();
const { server } = setupShopServer();
beforeEach(() => {
  shop = createMockShop({ cart: [{ product_id: 17, quantity: 1 }] });
  server.use(...allHandlers(shop));
});

describe('SimilarProducts', () => {
  it('suggests the cart’s similar products as product cards under their heading (requirements §3)', async () => {
    const { container } = renderShop(<SimilarProducts limit={2} />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'You might also like' });
    const expected = shop
      .cart({ view: { locale: 'en' } })
      .similar_products.slice(0, 2)
      .map((product) => product.title);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(expected);
    await expectNoAxeViolations(container);
  });

  it('shows the products it is given in the compact layout, and nothing without products', () => {
    const products = [fixtures.product({ title: 'Rattan side table' })];
    const { rerender, container } = renderShop(<SimilarProducts products={products} compact headingLevel={3} />, { locale: 'hu' });
    expect(screen.getByRole('heading', { level: 3, name: 'Ez is érdekelheti' })).toBeTruthy();
    expect(container.querySelector('[data-slot="product-card"]')?.getAttribute('data-variant')).toBe('compact');
    rerender(<SimilarProducts products={[]} />);
    expect(container.querySelector('[data-slot="similar-products"]')).toBeNull();
  });

  it('puts a suggestion of the compact layout (the cart panel’s) into the cart with its own button', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<SimilarProducts compact limit={2} headingLevel={3} />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'You might also like' });
    const suggestion = shop.cart({ view: { locale: 'en' } }).similar_products[0]!;
    await user.click(within(section).getByRole('button', { name: `Add to cart: ${suggestion.title}` }));
    await waitFor(() => expect(shop.cart({ view: { locale: 'en' } }).products.some((line) => line.id === suggestion.id)).toBe(true));
    await expectNoAxeViolations(container);
  });
});
