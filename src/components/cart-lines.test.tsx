import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { Announcer } from './announcer.js';
import { CartEmpty, CartLines, CheckoutButton, icuLiteral } from './cart-lines.js';

let shop = createMockShop();
const { server, requests } = setupShopServer();
function openShop(options: Parameters<typeof createMockShop>[0] = {}) {
  shop = createMockShop({
    cart: [
      { product_id: 17, quantity: 2 },
      { product_id: 9, quantity: 1 },
    ],
    ...options,
  });
  server.use(...allHandlers(shop));
}
beforeEach(() => openShop());

const line = (name: RegExp | string) => screen.getByRole('listitem', { name });
const quantityPuts = () => requests.filter((request) => request.startsWith('PUT /api/cart/product/')).length;
const inCart = (id: number) => shop.state.session.lines.find((entry) => entry.productId === id)?.quantity ?? 0;
/** The lines with the page's live regions, as the shop mounts them. */
const renderWithAnnouncer = (props: Parameters<typeof renderShop>[1]) =>
  renderShop(
    <>
      <Announcer />
      <CartLines />
    </>,
    props,
  );
const said = (container: HTMLElement) => [...container.querySelectorAll('[data-slot="announcement"]')].map((node) => node.textContent);

describe('CartLines', () => {
  it('lists each line with its image, title link, tier unit price, quantity, total and remove button', async () => {
    const { container } = renderShop(<CartLines />, { locale: 'en' });
    const chair = await screen.findByRole('listitem', { name: 'Tisza upholstered chair' });
    expect(within(chair).getByRole('link', { name: 'Tisza upholstered chair' }).getAttribute('href')).toMatch(/^\/en\/products\/.+-17$/);
    expect((within(chair).getByRole('textbox', { name: 'Quantity of Tisza upholstered chair' }) as HTMLInputElement).value).toBe('2');
    expect(within(chair).getByRole('button', { name: 'Increase quantity of Tisza upholstered chair' })).toBeTruthy();
    expect(within(chair).getByRole('button', { name: 'Remove Tisza upholstered chair from the cart' })).toBeTruthy();
    expect(chair.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(chair.getAttribute('data-state')).toBe('idle');
    expect(screen.getByRole('list', { name: '3 items in your cart' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('labels a sale line’s struck price as the lowest of the last 30 days, and a tier line’s list price as no reduction', async () => {
    openShop({
      cart: [
        { product_id: 1, quantity: 1 },
        { product_id: 18, quantity: 6 },
      ],
    });
    const { container } = renderShop(<CartLines />, { locale: 'en', initialVatMode: 'gross' });
    await waitFor(() => expect(container.querySelectorAll('[data-slot="price-original"]')).toHaveLength(2));
    const reference = (id: number) => container.querySelector(`[data-product-id="${id}"] [data-slot="price-reference"]`);
    const struck = (id: number) => reference(id)?.querySelector('s')?.textContent ?? '';
    expect(reference(1)?.textContent?.replace(/\s+/g, ' ')).toBe(`Lowest 30-day price: ${struck(1)}`.replace(/\s+/g, ' '));
    expect(reference(18)?.querySelector('[data-slot="price-reference-label"]')).toBeNull();
    expect(reference(18)?.textContent?.replace(/\s+/g, ' ')).toBe(`Original price: ${struck(18)}`.replace(/\s+/g, ' '));
    await expectNoAxeViolations(container);
  });

  it('labels each line’s total with the VAT mode it is in, as its unit price is, so a net total never reads as the amount to pay', async () => {
    for (const [locale, vatMode, label] of [
      ['hu', 'net', 'nettó'],
      ['hu', 'gross', 'bruttó'],
      ['en', 'net', 'excl. VAT'],
      ['en', 'gross', 'incl. VAT'],
    ] as const) {
      const { container, unmount } = renderShop(<CartLines />, { locale, initialVatMode: vatMode });
      await waitFor(() => expect(container.querySelectorAll('[data-slot="cart-line-total"]')).toHaveLength(2));
      const labels = [...container.querySelectorAll('[data-slot="cart-line"] [data-slot="cart-line-total-vat"]')].map((node) => node.textContent);
      expect(labels, `${locale} ${vatMode}`).toEqual([label, label]);
      unmount();
    }
  });

  it('sends one quantity change per commit and takes the server’s tier price (requirements §5)', async () => {
    const user = userEvent.setup();
    renderShop(<CartLines />, { locale: 'en', initialVatMode: 'gross' });
    const chair = await screen.findByRole('listitem', { name: 'Tisza upholstered chair' });
    const before = within(chair).getByText((_, node) => node?.getAttribute('data-slot') === 'price-current').textContent;
    const input = within(chair).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '12{Enter}');
    await waitFor(() => expect(inCart(17)).toBe(12));
    expect(quantityPuts()).toBe(1);
    await waitFor(() =>
      expect(within(line('Tisza upholstered chair')).getByText((_, node) => node?.getAttribute('data-slot') === 'price-current').textContent).not.toBe(before),
    );
  });

  it('coalesces rapid stepper presses: few requests, and the last press wins', async () => {
    // The first answer is held until every press has happened, as on a slow network, so the
    // test does not depend on how fast this machine clicks.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put('*/api/cart/product/:id', async () => {
        await held;
        // Nothing returned: the mock shop's own handler answers next.
      }),
    );
    const user = userEvent.setup();
    renderShop(<CartLines />, { locale: 'en' });
    const chair = await screen.findByRole('listitem', { name: 'Tisza upholstered chair' });
    const plus = within(chair).getByRole('button', { name: 'Increase quantity of Tisza upholstered chair' });
    for (let press = 0; press < 6; press += 1) await user.click(plus);
    release();
    await waitFor(() => expect(inCart(17)).toBe(8));
    await waitFor(() => expect(line('Tisza upholstered chair').getAttribute('data-state')).toBe('idle'));
    // The presses come faster than the gathering window, so they leave as one request; on a slow
    // machine the first may leave alone and the other five follow as one. Never one per press.
    expect(quantityPuts()).toBeGreaterThanOrEqual(1);
    expect(quantityPuts()).toBeLessThanOrEqual(2);
    expect(within(line('Tisza upholstered chair')).getByRole<HTMLInputElement>('textbox').value).toBe('8');
  });

  it('announces a quantity the server clamped to the stock and shows it on the line (requirements §4)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithAnnouncer({ locale: 'en' });
    const table = await screen.findByRole('listitem', { name: 'Oak coffee table' });
    shop.setStock(9, 3);
    const input = within(table).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() => expect(said(container)).toContain('Only 3 in stock; quantity set to 3.'));
    expect(within(line('Oak coffee table')).getByText('Only 3 in stock; quantity set to 3.')).toBeTruthy();
    expect(within(line('Oak coffee table')).getByRole<HTMLInputElement>('textbox').value).toBe('3');
  });

  it('announces a change once the server has it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithAnnouncer({ locale: 'hu' });
    const chair = await screen.findByRole('listitem', { name: 'Tisza kárpitozott szék' });
    await user.click(within(chair).getByRole('button', { name: /növelése/ }));
    await waitFor(() => expect(said(container)).toContain('Tisza kárpitozott szék mennyisége: 3 db.'));
  });

  it('rolls a failed change back, marks the line and says so', async () => {
    server.use(mockError('setCartProduct', 500));
    const user = userEvent.setup();
    const { container } = renderWithAnnouncer({ locale: 'en', swrConfig: { shouldRetryOnError: false } });
    const chair = await screen.findByRole('listitem', { name: 'Tisza upholstered chair' });
    await user.click(within(chair).getByRole('button', { name: 'Increase quantity of Tisza upholstered chair' }));
    await waitFor(() => expect(line('Tisza upholstered chair').getAttribute('data-state')).toBe('error'));
    expect(within(line('Tisza upholstered chair')).getByRole<HTMLInputElement>('textbox').value).toBe('2');
    expect(within(line('Tisza upholstered chair')).getByText('Your cart could not be updated. Please try again.')).toBeTruthy();
    await waitFor(() => expect(said(container)).toContain('Your cart could not be updated. Please try again.'));
  });

  it('removes a line, keeps the keyboard in the list and announces it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithAnnouncer({ locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Remove Oak coffee table from the cart' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Oak coffee table' })).toBeNull());
    expect(document.activeElement?.getAttribute('data-slot')).toBe('cart-lines');
    await waitFor(() => expect(said(container)).toContain('Oak coffee table removed from the cart.'));
    expect(inCart(9)).toBe(0);
  });

  it('shows the empty cart with a way back to the products', async () => {
    openShop({ cart: [] });
    const { container } = renderShop(<CartLines />, { locale: 'hu' });
    expect(await screen.findByRole('heading', { name: 'A kosár üres' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vásárlás folytatása' }).getAttribute('href')).toBe('/hu');
    await expectNoAxeViolations(container);
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    server.use(mockError('cart', 500));
    const { container } = renderShop(<CartLines />, { locale: 'en', swrConfig: { shouldRetryOnError: false } });
    expect((await within(container).findByRole('alert')).textContent).toContain('Your cart could not be updated.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('CheckoutButton', () => {
  it('leads to checkout, and is disabled saying the cart is updating while it settles (field notes)', async () => {
    server.use(...allHandlers(shop, { delay: 150 }));
    const user = userEvent.setup();
    renderShop(
      <>
        <CartLines />
        <CheckoutButton />
      </>,
      { locale: 'en' },
    );
    const link = await screen.findByRole('link', { name: 'Proceed to checkout' });
    expect(link.getAttribute('href')).toBe('/en/cart/data');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Tisza upholstered chair' }));
    const settling = await screen.findByRole('link', { name: 'Updating your cart…' });
    expect(settling.getAttribute('aria-disabled')).toBe('true');
    expect(settling.hasAttribute('href')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toBeTruthy();
  });
});

describe('CartEmpty and icuLiteral', () => {
  it('link where they are told to, and keep a title’s braces literal inside a message', () => {
    renderShop(<CartEmpty continueHref="/en/all-products" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en/all-products');
    expect(icuLiteral("Kid's {sofa}")).toBe("Kid''s '{'sofa'}'");
  });
});
