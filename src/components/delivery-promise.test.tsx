import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { API, renderShop, setupShopServer } from '../testing/shop.js';
import { DeliveryEstimate, RestockDate, RestockNotifyForm } from './delivery-promise.js';

const shop = createMockShop();
const { count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('DeliveryEstimate', () => {
  it('writes the window as dates in the shop language', async () => {
    renderShop(<DeliveryEstimate window={{ earliest: '2026-12-01', latest: '2026-12-03' }} />, { locale: 'hu' });
    expect(squash((await screen.findByText(/Várható kézbesítés/)).textContent)).toBe('Várható kézbesítés: dec. 1–3.');
  });

  it('names both months across a month end, in English too', async () => {
    renderShop(<DeliveryEstimate window={{ earliest: '2026-11-28', latest: '2026-12-02' }} />, { locale: 'en' });
    expect(squash((await screen.findByText(/Expected delivery/)).textContent)).toBe('Expected delivery: Nov 28 – Dec 2');
  });

  it('shows nothing without a window', async () => {
    const { container } = renderShop(<DeliveryEstimate window={null} />, { locale: 'hu' });
    expect(container.querySelector('[data-slot="delivery-estimate"]')).toBeNull();
  });
});

describe('RestockDate', () => {
  it('says when the product is expected back, or that it is not known', async () => {
    renderShop(
      <>
        <RestockDate date="2026-12-15" />
        <RestockDate date={null} />
      </>,
      { locale: 'hu' },
    );
    expect(squash((await screen.findByText(/Várható beérkezés/)).textContent)).toBe('Várható beérkezés: 2026. december 15.');
    expect(screen.getByText(/még nem ismert/)).toBeTruthy();
  });
});

describe('RestockNotifyForm', () => {
  it('asks for an e-mail and consent before sending, then confirms the signup', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<RestockNotifyForm productId={3} productUrl={`${API}/termek/3`} />, { locale: 'hu' });
    const form = await screen.findByRole('form', { name: 'Értesítést kérek' });
    await expectNoAxeViolations(container);
    await user.type(screen.getByRole('textbox', { name: /E-mail-cím/ }), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Értesítést kérek' }));
    expect(await screen.findByText('Kérjük, járuljon hozzá, hogy e-mailben értesítsük.')).toBeTruthy();
    expect(count('POST /api/products/3/restock-notifications')).toBe(0);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Értesítést kérek' }));
    expect(await screen.findByText(/Elküldtük a megerősítő e-mailt/)).toBeTruthy();
    expect(count('POST /api/products/3/restock-notifications')).toBe(1);
    expect(shop.mails('anna@example.hu')).toHaveLength(1);
    expect(form.getAttribute('data-state')).toBe('success');
  });
});
