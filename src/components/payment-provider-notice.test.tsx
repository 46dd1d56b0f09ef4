import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethodProvider } from '../contract/cart.js';
import { allHandlers, createMockShop, MOCK_SELLER } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer, SITE } from '../testing/shop.js';
import { CheckoutForm } from './checkout-form.js';
import { DeliveryMethodPicker, PaymentMethodPicker } from './method-pickers.js';
import { PaymentProviderNotice } from './payment-provider-notice.js';
import { preloadSelect } from './select.js';

const { server } = setupShopServer();
function openShop(cardProvider: PaymentMethodProvider | readonly PaymentMethodProvider[] | null) {
  const shop = createMockShop({ cart: [{ product_id: 9, quantity: 1 }], cardProvider });
  server.use(...allHandlers(shop, { returnOrigins: [SITE] }));
  return shop;
}
beforeEach(() => openShop('simplepay'));
beforeAll(() => preloadSelect());

const notice = () => document.querySelector<HTMLElement>('[data-slot="payment-provider-notice"]');

describe('PaymentProviderNotice in the checkout form', () => {
  it('shows SimplePay’s data-transfer declaration by the order button only while SimplePay’s method is chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<CheckoutForm />, { locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Pickup at the showroom' }));
    expect(notice()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Card payment online' }));
    const declaration = await screen.findByRole('region', { name: 'Data transfer declaration' });
    expect(declaration.dataset.provider).toBe('simplepay');
    expect(declaration.textContent).toContain(
      `I acknowledge the following personal data stored in the user account of ${MOCK_SELLER.name} (${MOCK_SELLER.address}) in the user database of ${MOCK_SELLER.website} will be handed over to SimplePay Zrt. and is trusted as data processor.`,
    );
    expect(declaration.textContent).toContain('name, e-mail address, billing address');
    const privacy = within(declaration).getByRole('link', { name: 'https://simplepay.hu/adatkezelesi-tajekoztatok/ (opens in a new tab)' });
    expect(privacy.getAttribute('href')).toBe('https://simplepay.hu/adatkezelesi-tajekoztatok/');
    expect(privacy.getAttribute('target')).toBe('_blank');
    // Read just before the order is placed: the last thing above the button.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(declaration.nextElementSibling).toBe(within(summary).getByRole('button', { name: 'Place order' }));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await waitFor(() => expect(notice()).toBeNull());
  });

  it('words the declaration in Hungarian, SimplePay’s own template filled in with the seller', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<CheckoutForm />, { locale: 'hu' });
    await user.click(await screen.findByRole('radio', { name: 'Személyes átvétel a bemutatóteremben' }));
    await user.click(screen.getByRole('radio', { name: 'Online bankkártyás fizetés' }));
    const declaration = await screen.findByRole('region', { name: 'Adattovábbítási nyilatkozat' });
    expect(declaration.textContent).toContain(
      `Tudomásul veszem, hogy a(z) ${MOCK_SELLER.name} (${MOCK_SELLER.address}) adatkezelő által a(z) ${MOCK_SELLER.website} felhasználói adatbázisában tárolt alábbi személyes adataim átadásra kerülnek a(z) SimplePay Zrt., mint adatfeldolgozó részére.`,
    );
    expect(
      within(declaration)
        .getByRole('link', { name: /új lapon nyílik meg/ })
        .getAttribute('href'),
    ).toBe('https://simplepay.hu/adatkezelesi-tajekoztatok/');
    await expectNoAxeViolations(container);
  });

  it('shows nothing while the shop’s own gateway takes card payments', async () => {
    openShop(null);
    const user = userEvent.setup();
    renderShop(<CheckoutForm />, { locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Pickup at the showroom' }));
    await user.click(screen.getByRole('radio', { name: 'Card payment online' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Card payment online' })).toMatchObject({ checked: true }));
    expect(notice()).toBeNull();
    expect(document.querySelector('[data-slot="payment-provider-mark"]')).toBeNull();
  });
});

describe('PaymentProviderNotice', () => {
  it('says for Barion that payment continues on Barion’s page, linking its payment information', async () => {
    const { container } = renderShop(<PaymentProviderNotice provider="barion" />, { locale: 'en' });
    const line = await waitFor(() => {
      const found = notice();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(line.dataset.provider).toBe('barion');
    expect(line.textContent).toContain('payment continues on Barion’s secure page');
    const link = within(line).getByRole('link', { name: 'Barion: payment information (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.barion.com/en/');
    await expectNoAxeViolations(container);
  });

  it('names the seller it is given', async () => {
    const seller = { name: 'Példa Kft.', address: '6720 Szeged, Kárász utca 1.', website: 'https://pelda.example', email: 'bolt@pelda.example' };
    renderShop(<PaymentProviderNotice provider="simplepay" seller={seller} />, { locale: 'en' });
    expect((await screen.findByRole('region', { name: 'Data transfer declaration' })).textContent).toContain(
      'Példa Kft. (6720 Szeged, Kárász utca 1.) in the user database of https://pelda.example',
    );
  });
});

describe('PaymentMethodPicker with an outside provider', () => {
  it('marks the provider’s method with its name, linking its payment information in a new tab', async () => {
    const { container } = renderShop(
      <>
        <DeliveryMethodPicker />
        <PaymentMethodPicker />
      </>,
      { locale: 'hu' },
    );
    const payment = await screen.findByRole('radiogroup', { name: /Fizetési mód/ });
    const mark = within(payment).getByRole('link', { name: 'SimplePay: fizetési tájékoztató (új lapon nyílik meg)' });
    expect(mark.textContent).toContain('SimplePay');
    expect(mark.getAttribute('href')).toBe('https://simplepay.hu/vasarlo-aff/');
    expect(mark.getAttribute('target')).toBe('_blank');
    expect(mark.closest('[data-slot="payment-method-option"]')?.getAttribute('data-provider')).toBe('simplepay');
    expect(within(payment).getAllByRole('link')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('shows two card methods, each with its own name and provider’s mark, when SimplePay and Barion are both on', async () => {
    openShop(['simplepay', 'barion']);
    const user = userEvent.setup();
    const { container } = renderShop(
      <>
        <DeliveryMethodPicker />
        <PaymentMethodPicker />
        <PaymentProviderNotice />
      </>,
      { locale: 'en' },
    );
    const payment = await screen.findByRole('radiogroup', { name: /Payment method/ });
    const simplePay = within(payment).getByRole('radio', { name: 'Card payment online' });
    const barion = within(payment).getByRole('radio', { name: 'Card payment with Barion' });
    expect(simplePay.closest('[data-slot="payment-method-option"]')?.getAttribute('data-provider')).toBe('simplepay');
    expect(barion.closest('[data-slot="payment-method-option"]')?.getAttribute('data-provider')).toBe('barion');
    expect(
      within(payment)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-provider')),
    ).toEqual(['simplepay', 'barion']);
    await expectNoAxeViolations(container);

    // Each method brings its own provider's notice.
    await user.click(await screen.findByRole('radio', { name: 'Pickup at the showroom' }));
    await user.click(barion);
    await waitFor(() => expect(notice()?.dataset.provider).toBe('barion'));
    await user.click(simplePay);
    await waitFor(() => expect(notice()?.dataset.provider).toBe('simplepay'));
  });

  it('shows the shop’s own logo instead of the name', async () => {
    renderShop(<PaymentMethodPicker providerLogos={{ simplepay: <svg data-testid="logo" /> }} />, { locale: 'en' });
    const mark = await screen.findByRole('link', { name: 'SimplePay: payment information (opens in a new tab)' });
    expect(within(mark).getByTestId('logo')).toBeTruthy();
  });
});
