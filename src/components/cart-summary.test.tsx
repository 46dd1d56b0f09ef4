import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money.js';
import { netFromGross } from '../domain/vat.js';
import { allHandlers, createMockShop, fixtures, mockError, mockLoading } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { CartSummary, FreeShippingProgress } from './cart-summary.js';

let shop = createMockShop();
const { server } = setupShopServer();
function openShop(options: Parameters<typeof createMockShop>[0] = {}) {
  shop = createMockShop(options);
  server.use(...allHandlers(shop));
}
beforeEach(() => openShop({ cart: [{ product_id: 9, quantity: 2 }], coupons: ['OTTHON10'], deliveryMethodId: 2 }));

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';
const row = (container: HTMLElement, slot: string) => text(container.querySelector(`[data-slot="${slot}"] dd`));
const huf = (amount: number) => text({ textContent: formatMoney(amount, 'HUF') } as Element);

describe('CartSummary', () => {
  it('shows every figure of the server’s summary in gross mode: items, coupon, delivery, total, VAT breakdown, saving', async () => {
    const { container } = renderShop(<CartSummary />, { locale: 'en', initialVatMode: 'gross' });
    await screen.findByRole('region', { name: 'Order summary' });
    const summary = shop.cart({ view: { locale: 'en' } }).summary;
    await waitFor(() => expect(row(container, 'cart-summary-items')).toBe('109 800 Ft'));
    // Every figure says its mode.
    expect(text(container.querySelector('[data-slot="cart-summary-items"] dt'))).toBe('Subtotal (2 items) incl. VAT');
    expect(text(container.querySelector('[data-slot="cart-summary-coupon"] dt'))).toBe('Coupon discount incl. VAT');
    expect(row(container, 'cart-summary-coupon')).toBe('−10 980 Ft');
    expect(text(container.querySelector('[data-slot="cart-summary-delivery"] dt'))).toBe('Delivery incl. VAT');
    expect(row(container, 'cart-summary-delivery')).toBe('14 990 Ft');
    // The gross amount to pay is the one large figure, its net part and VAT beneath it.
    expect(text(container.querySelector('[data-slot="payable-total-gross"] dt'))).toBe('Total to pay incl. VAT');
    expect(row(container, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
    expect(row(container, 'payable-total-net')).toBe(huf(summary.total_amount_net));
    expect(row(container, 'payable-total-vat')).toBe(huf(summary.total_amount_gross - summary.total_amount_net));
    expect([...container.querySelectorAll('[data-slot="cart-summary"] dd.text-2xl')].map((dd) => text(dd))).toEqual([huf(summary.total_amount_gross)]);
    expect(text(container.querySelector('[data-slot="cart-summary-saving"]'))).toContain('You save 10 980 Ft incl. VAT');
    await expectNoAxeViolations(container);
  });

  it('follows the VAT mode with net figures labelled so, and still leads with the gross amount to pay (requirements §1)', async () => {
    const { container } = renderShop(<CartSummary />, { locale: 'hu', initialVatMode: 'net' });
    const summary = shop.cart({ view: { locale: 'hu' } }).summary;
    await waitFor(() => expect(row(container, 'cart-summary-items')).toBe(huf(summary.total_items_amount_net)));
    expect(text(container.querySelector('[data-slot="cart-summary-items"] dt'))).toBe('Részösszeg (2 termék) nettó');
    expect(row(container, 'cart-summary-coupon')).toBe(`−${huf(summary.cart_discount_net)}`);
    expect(text(container.querySelector('[data-slot="payable-total-gross"] dt'))).toBe('Fizetendő végösszeg bruttó');
    expect(row(container, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
    expect(row(container, 'payable-total-net')).toBe(huf(summary.total_amount_net));
    expect(text(container.querySelector('[data-slot="cart-summary-saving"]'))).toContain(`Megtakarítás: nettó ${huf(summary.total_discount_amount_net)}`);
    await expectNoAxeViolations(container);
  });

  it('says delivery is chosen at checkout before a method is chosen, and free when it costs nothing', async () => {
    openShop({ cart: [{ product_id: 9, quantity: 1 }] });
    const { container, unmount } = renderShop(<CartSummary />, { locale: 'hu' });
    await waitFor(() => expect(row(container, 'cart-summary-delivery')).toBe('A pénztárnál választható'));
    unmount();
    openShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: 2 });
    const second = renderShop(<CartSummary />, { locale: 'hu' });
    await waitFor(() => expect(row(second.container, 'cart-summary-delivery')).toBe('Ingyenes'));
  });

  it('shows how much is missing for free shipping, with a progress bar (requirements §9)', async () => {
    openShop({ cart: [{ product_id: 9, quantity: 1 }] });
    const { container } = renderShop(<CartSummary />, { locale: 'hu', initialVatMode: 'gross' });
    const bar = await screen.findByRole('progressbar');
    expect(text(bar.ownerDocument.getElementById(bar.getAttribute('aria-labelledby')!))).toBe('Még bruttó 105 000 Ft hiányzik az ingyenes szállításhoz');
    expect(bar.getAttribute('aria-valuenow')).toBe('34');
    expect(container.querySelector('[data-slot="free-shipping"]')?.getAttribute('data-state')).toBe('remaining');
  });

  it('says the free-shipping gap in net mode as a net amount, so it adds up with the net total beside it', async () => {
    openShop({ cart: [{ product_id: 9, quantity: 1 }] });
    renderShop(<CartSummary />, { locale: 'en', initialVatMode: 'net' });
    const bar = await screen.findByRole('progressbar');
    const summary = shop.cart({ view: { locale: 'en' } }).summary;
    const gap = netFromGross(summary.free_shipping_remaining_gross, 'HUF');
    expect(text(bar.ownerDocument.getElementById(bar.getAttribute('aria-labelledby')!))).toBe(`${huf(gap)} excl. VAT more for free shipping`);
    // Net total + net gap = the net threshold, within a forint of rounding.
    expect(Math.abs(summary.total_amount_net + gap - netFromGross(summary.free_shipping_threshold_gross, 'HUF'))).toBeLessThanOrEqual(1);
  });

  it('says when free shipping is reached', async () => {
    openShop({ cart: [{ product_id: 1, quantity: 1 }] });
    const { container } = renderShop(<CartSummary />, { locale: 'en' });
    await waitFor(() => expect(container.querySelector('[data-slot="free-shipping"]')?.getAttribute('data-state')).toBe('reached'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Your order qualifies for free shipping!')).toBeTruthy();
  });

  it('is a spinner while the cart loads and says so when it cannot be loaded', async () => {
    server.use(mockLoading('cart'));
    const { container, unmount } = renderShop(<CartSummary />, { locale: 'en' });
    expect(within(container).getByRole('status').textContent).toBe('Updating your cart…');
    unmount();
    server.use(mockError('cart', 500));
    const failed = renderShop(<CartSummary />, { locale: 'en', swrConfig: { shouldRetryOnError: false } });
    expect((await within(failed.container).findByRole('alert')).textContent).toBe('Your cart could not be updated. Please try again.');
  });

  it('shows the home delivery’s carry-in, assembly and slot as one line when they cost anything, in the shopper’s VAT mode', async () => {
    openShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: 2 });
    const first = renderShop(<CartSummary />, { locale: 'en', initialVatMode: 'gross' });
    await waitFor(() => expect(row(first.container, 'cart-summary-delivery')).not.toBe(''));
    // Ground floor, no assembly, no slot: nothing to show.
    expect(first.container.querySelector('[data-slot="cart-summary-home-service"]')).toBeNull();
    first.unmount();
    const evening = shop.deliverySlots({ view: { locale: 'en' } }).find((slot) => slot.period === 'evening')!;
    openShop({
      cart: [{ product_id: 1, quantity: 1 }],
      deliveryMethodId: 2,
      homeDelivery: { floor: 3, has_lift: false, assembly: true, slot: { date: evening.date, period: 'evening' } },
    });
    const { container, unmount } = renderShop(<CartSummary />, { locale: 'en', initialVatMode: 'gross' });
    const summary = shop.cart({ view: { locale: 'en' } }).summary;
    await waitFor(() => expect(row(container, 'cart-summary-home-service')).toBe(huf(summary.home_service_gross)));
    expect(summary.home_service_gross).toBe(3 * 1_990 + 1_990 + 3_990);
    expect(text(container.querySelector('[data-slot="cart-summary-home-service"] dt'))).toBe('Carry-in, assembly and delivery time incl. VAT');
    expect(row(container, 'payable-total-gross')).toBe(huf(summary.total_amount_gross));
    await expectNoAxeViolations(container);
    unmount();
    const hungarian = renderShop(<CartSummary />, { locale: 'hu', initialVatMode: 'net' });
    await waitFor(() => expect(row(hungarian.container, 'cart-summary-home-service')).toBe(huf(summary.home_service_net)));
    expect(text(hungarian.container.querySelector('[data-slot="cart-summary-home-service"] dt'))).toBe('Behordás, összeszerelés és szállítási időpont nettó');
  });

  it('shows figures it is given instead of the cart’s', async () => {
    const summary = fixtures.cart().summary;
    const { container } = renderShop(<CartSummary summary={{ ...summary, total_quantity: 0 }} hasDeliveryMethod={false} headingLevel={null} />, {
      locale: 'en',
    });
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(text(container.querySelector('[data-slot="free-shipping"]'))).toBe(
      `Free shipping on orders over ${huf(netFromGross(summary.free_shipping_threshold_gross, 'HUF'))} excl. VAT`,
    );
  });
});

describe('FreeShippingProgress', () => {
  it('renders nothing without a summary', () => {
    const { container } = renderShop(<FreeShippingProgress summary={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
