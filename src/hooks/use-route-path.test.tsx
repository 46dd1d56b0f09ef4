import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutResult } from '../components/checkout-result.js';
import { ProductCard } from '../components/product-card.js';
import { allHandlers, createMockShop, DEMO_ORDER_HASHES } from '../msw/index.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import type { RouteLinks } from './shop-context.js';

const shop = createMockShop();
setupShopServer(...allHandlers(shop));

/** An app that keeps orders and products at addresses of its own, and the rest where the kit has them. */
const routes: RouteLinks = (name, locale, params) => {
  if (name === 'orders-order_hash') return `/${locale}/my-orders/${String(params.order_hash)}`;
  if (name === 'products-product_slug') return `/shop/${[params.product_slug].flat().join('/')}`;
  return undefined;
};

describe('the provider’s routes', () => {
  it('send the kit’s “View order” link to the app’s own order page', async () => {
    renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'en', routes });
    const link = await screen.findByRole('link', { name: 'View order' });
    expect(link.getAttribute('href')).toBe(`/en/my-orders/${DEMO_ORDER_HASHES.paid}`);
  });

  it('keep the package’s route where the app names none, and a component’s own href wins', async () => {
    const [product] = shop.allProducts({ locale: 'hu' });
    const { unmount } = renderShop(<ProductCard product={product!} />, { locale: 'hu', routes });
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/shop\//);
    unmount();
    renderShop(<ProductCard product={product!} href="/elsewhere" />, { locale: 'hu', routes });
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/elsewhere');
  });

  it('leave every link on the package’s route table without routes', async () => {
    renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'hu' });
    const link = await screen.findByRole('link', { name: 'Rendelés megtekintése' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/hu/.+/${DEMO_ORDER_HASHES.paid}$`));
  });
});
