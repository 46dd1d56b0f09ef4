import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { ProductShipping } from './delivery-promise.js';

const shop = createMockShop();
setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

/** The mock's product pages, as the API answers them. */
const pages = (locale: 'hu' | 'en') => {
  return shop.allProducts({ locale }).map((product) => shop.product({ view: { locale }, params: { id: product.id } }));
};

describe('ProductShipping', () => {
  it('says what one piece costs to ship by its method, and from what total it is free (requirements 10.15a)', async () => {
    const paid = pages('en').find((page) => page.shipping && page.shipping.price_gross > 0)!;
    const { container } = renderShop(<ProductShipping product={paid} />, { locale: 'en', initialVatMode: 'gross' });
    const fee = await screen.findByText(new RegExp(`^${paid.shipping!.title}: `));
    expect(fee.closest('li')?.getAttribute('data-state')).toBe('paid');
    expect(fee.closest('li')?.textContent?.replace(/\s/g, ' ')).toMatch(/free on orders from 159 900 Ft$/);
    expect(screen.getByRole('link', { name: 'our showroom' }).getAttribute('href')).toBe('/en/showroom');
    await expectNoAxeViolations(container);
  });

  it('says a piece whose price reaches the threshold ships free, in Hungarian', async () => {
    const free = pages('hu').find((page) => page.shipping?.price_gross === 0)!;
    renderShop(<ProductShipping product={free} />, { locale: 'hu' });
    expect((await screen.findByText(`Ingyenes szállítás: ${free.shipping!.title}`)).closest('li')?.getAttribute('data-state')).toBe('free');
  });

  it('shows the showroom alone when no method delivers, and nothing at all with nothing to say', async () => {
    const { container } = renderShop(
      <>
        <ProductShipping product={{ shipping: null, in_showroom: false }} />
        <ProductShipping product={{ shipping: null, in_showroom: true }} />
      </>,
      { locale: 'en' },
    );
    await screen.findByRole('link', { name: 'our showroom' });
    expect(container.querySelectorAll('[data-slot="product-shipping"]')).toHaveLength(1);
    expect(container.querySelector('[data-slot="product-shipping-fee"]')).toBeNull();
  });
});
