import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, DEMO_ORDER_HASHES, fixtures } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer, SITE } from '../testing/shop.js';
import { CheckoutResult } from './checkout-result.js';
import { DeliverySlotSummary, HomeDeliverySummary } from './home-delivery-details.js';

const shop = createMockShop();
setupShopServer(...allHandlers(shop, { returnOrigins: [SITE] }));
beforeEach(() => shop.reset());

/** Third floor without a lift, a sofa assembled, Monday evening: priced by the shared price list. */
const booked = fixtures.homeDelivery();
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';
const row = (slot: string) => [text(document.querySelector(`[data-slot="${slot}"] dt`)), text(document.querySelector(`[data-slot="${slot}"] dd`))];

describe('HomeDeliverySummary', () => {
  it('shows the floor and lift, assembly and the booked day and hours, each with its price and their total', async () => {
    const { container } = renderShop(<HomeDeliverySummary homeDelivery={booked} />, { locale: 'en', initialVatMode: 'gross' });
    expect(await screen.findByRole('region', { name: 'Home delivery services' })).toBeDefined();
    expect(row('home-delivery-carry-in')).toEqual(['Carry-inFloor 3, no lift', '5 970 Ft']);
    expect(row('home-delivery-assembly')).toEqual(['Assembly', '1 990 Ft']);
    expect(row('home-delivery-slot')).toEqual(['Delivery timeMonday, December 7, 2026, Evening 17:00–20:00', '3 990 Ft']);
    expect(row('home-delivery-total')).toEqual(['Services total incl. VAT', '11 950 Ft']);
    await expectNoAxeViolations(container);
  });

  it('says it in Hungarian with net figures, what costs nothing as free, and no slot as a call', async () => {
    const ground = fixtures.homeDelivery({ floor: 0, assembly: false, slot: null });
    const { unmount } = renderShop(<HomeDeliverySummary homeDelivery={ground} />, { locale: 'hu', initialVatMode: 'net' });
    expect(await screen.findByRole('region', { name: 'Házhozszállítási szolgáltatások' })).toBeDefined();
    expect(row('home-delivery-carry-in')).toEqual(['BehordásFöldszint', 'Ingyenes']);
    expect(document.querySelector('[data-slot="home-delivery-assembly"]')).toBeNull();
    expect(row('home-delivery-slot')).toEqual(['Szállítási időpontIdőpont nélkül a szállítók telefonon egyeztetnek napot.', 'Ingyenes']);
    unmount();
    renderShop(<HomeDeliverySummary homeDelivery={booked} />, { locale: 'hu', initialVatMode: 'net' });
    expect(row('home-delivery-carry-in')).toEqual(['Behordás3. emelet, lift nélkül', '4 701 Ft']);
    expect(row('home-delivery-slot')[0]).toBe('Szállítási időpont2026. december 7., hétfő, Este 17:00–20:00');
    expect(row('home-delivery-total')).toEqual(['Szolgáltatások összesen nettó', '9 410 Ft']);
  });
});

describe('DeliverySlotSummary', () => {
  it('tells the booked slot in one line', () => {
    renderShop(<DeliverySlotSummary slot={{ date: '2026-12-07', period: 'morning' }} />, { locale: 'en' });
    expect(text(document.querySelector('[data-slot="delivery-slot-summary"]'))).toBe('Delivery time: Monday, December 7, 2026, Morning 08:00–12:00');
  });
});

describe('CheckoutResult with home delivery', () => {
  it('shows the order’s home delivery under its summary', async () => {
    const order = shop.state.orders.get(DEMO_ORDER_HASHES.paid)!;
    order.delivery = { ...order.delivery, home_delivery: booked };
    const { container } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'en', initialVatMode: 'gross' });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const home = within(summary).getByRole('region', { name: 'Home delivery services' });
    expect(text(home)).toContain('Monday, December 7, 2026, Evening 17:00–20:00');
    expect(text(home)).toContain('11 950 Ft');
    // The booked slot is the delivery promise the page states, not the method's window of days.
    expect(text(container.querySelector('[data-slot="checkout-result-delivery-window"] dd'))).toBe(
      'Monday, December 7, 2026, Evening 17:00–20:00 (Home delivery)',
    );
    await expectNoAxeViolations(container);
  });
});
