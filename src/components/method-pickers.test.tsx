import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop } from '../msw/index.js';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { formatDeliveryWindow } from '../domain/delivery.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { DeliveryMethodPicker, PaymentMethodPicker } from './method-pickers.js';

const shop = createMockShop({ cart: [{ product_id: 12, quantity: 1 }] });
const { count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

function Pickers() {
  return (
    <>
      <DeliveryMethodPicker />
      <PaymentMethodPicker />
    </>
  );
}

describe('DeliveryMethodPicker and PaymentMethodPicker', () => {
  it('offer the cart’s delivery methods as radio cards with their fee, free ones said so', async () => {
    const { container } = renderShop(<Pickers />, { locale: 'en', initialVatMode: 'gross' });
    const delivery = await screen.findByRole('radiogroup', { name: /Delivery method/ });
    const pickup = within(delivery).getByRole('radio', { name: 'Pickup at the showroom' });
    expect(accessibleDescription(pickup)).toContain('Free');
    expect(accessibleDescription(within(delivery).getByRole('radio', { name: 'Home delivery' })).replace(/\s/g, ' ')).toContain('14 990 Ft');
    expect(delivery.getAttribute('aria-required')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('say with each delivery option when the cart would arrive by it, as dates', async () => {
    renderShop(<Pickers />, { locale: 'hu' });
    const delivery = await screen.findByRole('radiogroup', { name: /Szállítási mód/ });
    const cart = shop.cart({ view: { locale: 'hu', currency: 'HUF' } });
    for (const method of cart.delivery_methods) {
      const radio = within(delivery).getByRole('radio', { name: method.title });
      expect(accessibleDescription(radio).replace(/\s+/g, ' ')).toContain(
        `Várható kézbesítés: ${formatDeliveryWindow(method.delivery_window, 'hu')}`.replace(/\s+/g, ' '),
      );
    }
  });

  it('save a delivery choice in the cart and then limit the payment methods to those it allows (requirements §4)', async () => {
    const user = userEvent.setup();
    renderShop(<Pickers />, { locale: 'en' });
    const payment = await screen.findByRole('radiogroup', { name: /Payment method/ });
    // Before a delivery method is chosen every payment method is offered.
    expect(
      within(payment)
        .getAllByRole('radio')
        .every((radio) => !radio.hasAttribute('disabled')),
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Parcel locker or pick-up point' }));
    await waitFor(() => expect(count('PUT /api/cart/method/delivery')).toBe(1));
    const cash = within(payment).getByRole('radio', { name: 'Cash on delivery' });
    await waitFor(() => expect(cash.hasAttribute('disabled')).toBe(true));
    expect(accessibleDescription(cash)).toBe('Not available with the selected delivery method');
    await user.click(within(payment).getByRole('radio', { name: 'Card payment online' }));
    await waitFor(() => expect(count('PUT /api/cart/method/payment')).toBe(1));
    expect(shop.state.session.paymentMethodId).toBe(3);
    expect(screen.getByRole('radio', { name: 'Parcel locker or pick-up point' })).toMatchObject({ checked: true });
  });

  it('hide the methods the delivery does not allow when asked to', async () => {
    const user = userEvent.setup();
    renderShop(
      <>
        <DeliveryMethodPicker />
        <PaymentMethodPicker showUnavailable={false} />
      </>,
      { locale: 'hu' },
    );
    const payment = await screen.findByRole('radiogroup', { name: /Fizetési mód/ });
    expect(within(payment).getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Csomagautomata vagy csomagpont' }));
    await waitFor(() => expect(within(payment).getAllByRole('radio')).toHaveLength(2));
    expect(within(payment).queryByRole('radio', { name: 'Utánvét' })).toBeNull();
  });

  it('choose with the arrow keys, one short press each', async () => {
    const user = userEvent.setup({ delay: null });
    const chosen: number[] = [];
    renderShop(<DeliveryMethodPicker value={1} onValueChange={(id) => chosen.push(id)} />, { locale: 'en' });
    const pickup = await screen.findByRole('radio', { name: 'Pickup at the showroom' });
    pickup.focus();
    await user.keyboard('{ArrowDown}');
    expect(chosen).toEqual([2]);
    expect(count('PUT /api/cart/method/delivery')).toBe(0);
  });

  it('save the delivery and then the payment chosen by arrow keys in the cart', async () => {
    const user = userEvent.setup({ delay: null });
    renderShop(<Pickers />, { locale: 'en' });
    const delivery = await screen.findByRole('radiogroup', { name: /Delivery method/ });
    const first = within(delivery).getAllByRole('radio')[0]!;
    first.focus();
    await user.keyboard('{ArrowDown}');
    const second = within(delivery).getAllByRole('radio')[1]!;
    expect(document.activeElement).toBe(second);
    await waitFor(() => expect(count('PUT /api/cart/method/delivery')).toBe(1));
    await waitFor(() => expect(second).toMatchObject({ checked: true }));
    const payment = screen.getByRole('radiogroup', { name: /Payment method/ });
    const enabled = within(payment)
      .getAllByRole('radio')
      .filter((radio) => !radio.hasAttribute('disabled'));
    enabled[0]!.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(count('PUT /api/cart/method/payment')).toBe(1));
    await waitFor(() => expect((enabled[1] ?? enabled[0])!).toMatchObject({ checked: true }));
  });

  it('show a message under the options', async () => {
    renderShop(<PaymentMethodPicker error="To complete your purchase, please choose a payment method." />, { locale: 'en' });
    const group = await screen.findByRole('radiogroup', { name: /Payment method/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(group)).toBe('To complete your purchase, please choose a payment method.');
  });
});
