import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliverySlot } from '../contract/index.js';
import { allHandlers, createMockShop, mockError, mockLoading } from '../msw/index.js';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { API, renderShop, setupShopServer } from '../testing/shop.js';
import { DeliverySlotPicker } from './delivery-slot-picker.js';

const { server, requests } = setupShopServer();
let shop = createMockShop();
beforeEach(() => {
  // A sofa going by home delivery (the mock shop's method 2).
  shop = createMockShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: 2 });
  server.use(...allHandlers(shop));
});

const slot = (date: string, period: DeliverySlot['period'], remaining = 2): DeliverySlot => ({
  date,
  period,
  from: { morning: '08:00', afternoon: '12:00', evening: '17:00' }[period],
  to: { morning: '12:00', afternoon: '17:00', evening: '20:00' }[period],
  remaining,
  price_net: period === 'evening' ? 3_142 : 0,
  price_gross: period === 'evening' ? 3_990 : 0,
});
/** Two days; Wednesday's morning is booked up. */
const slots: DeliverySlot[] = [
  slot('2026-12-02', 'morning', 0),
  slot('2026-12-02', 'afternoon'),
  slot('2026-12-02', 'evening'),
  slot('2026-12-03', 'morning'),
  slot('2026-12-03', 'afternoon'),
  slot('2026-12-03', 'evening', 0),
];
const picker = () => document.querySelector('[data-slot="delivery-slot-picker"]');
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';

describe('DeliverySlotPicker', () => {
  it('lists each offered day with its periods and hours, full ones disabled and marked, the evening with its price', async () => {
    const { container } = renderShop(<DeliverySlotPicker slots={slots} defaultValue={null} onValueChange={() => undefined} />, {
      locale: 'en',
      initialVatMode: 'gross',
    });
    const group = await screen.findByRole('radiogroup', { name: 'Delivery time' });
    expect(
      within(group)
        .getAllByRole('group')
        .map((day) => day.getAttribute('aria-labelledby') && text(document.getElementById(day.getAttribute('aria-labelledby')!))),
    ).toEqual(['Wednesday, Dec 2', 'Thursday, Dec 3']);
    const wednesday = within(group).getByRole('group', { name: 'Wednesday, Dec 2' });
    const [morning, afternoon, evening] = within(wednesday).getAllByRole('radio');
    expect(within(wednesday).getByRole('radio', { name: 'Morning' })).toBe(morning);
    expect((morning as HTMLInputElement).disabled).toBe(true);
    expect(text(morning?.closest('label'))).toContain('08:00–12:00');
    expect(text(morning?.closest('label'))).toContain('Full');
    expect((afternoon as HTMLInputElement).disabled).toBe(false);
    expect(text(afternoon?.closest('label'))).not.toMatch(/Full|\+/);
    expect(text(evening?.closest('label'))).toContain('17:00–20:00');
    expect(text(evening?.closest('label'))).toContain('+3 990 Ft');
    expect(picker()?.getAttribute('data-state')).toBe('ready');
    await expectNoAxeViolations(container);
  });

  it('writes the days in Hungarian for a Hungarian shopper, and the evening’s price net in net mode', async () => {
    renderShop(<DeliverySlotPicker slots={slots} defaultValue={null} onValueChange={() => undefined} />, { locale: 'hu', initialVatMode: 'net' });
    const group = await screen.findByRole('radiogroup', { name: 'Szállítási időpont' });
    const days = within(group).getAllByRole('group');
    expect(text(document.getElementById(days[0]!.getAttribute('aria-labelledby')!))).toBe('dec. 2., szerda');
    const evening = within(days[0]!).getByRole('radio', { name: 'Este' });
    expect(text(evening?.closest('label'))).toContain('+3 142 Ft');
  });

  it('is operated from the keyboard: Tab enters at the first free slot, the arrows choose and pass the full ones, Tab leaves', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderShop(
      <>
        <button type="button">Before</button>
        <DeliverySlotPicker slots={slots} defaultValue={null} onValueChange={onValueChange} />
        <button type="button">After</button>
      </>,
      { locale: 'en' },
    );
    await screen.findByRole('radiogroup');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const wednesday = screen.getByRole('group', { name: 'Wednesday, Dec 2' });
    expect(document.activeElement).toBe(within(wednesday).getByRole('radio', { name: 'Afternoon' }));
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith({ date: '2026-12-02', period: 'evening' });
    await user.keyboard('{ArrowDown}');
    const thursday = screen.getByRole('group', { name: 'Thursday, Dec 3' });
    expect(document.activeElement).toBe(within(thursday).getByRole('radio', { name: 'Morning' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ date: '2026-12-03', period: 'morning' });
    // Thursday evening is full: past the afternoon the arrow wraps to the first free slot.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(wednesday).getByRole('radio', { name: 'Afternoon' }));
    expect(within(wednesday).getByRole('radio', { name: 'Afternoon' })).toMatchObject({ checked: true });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('books the slot in the cart by itself, keeping the rest of the home delivery as chosen', async () => {
    shop = createMockShop({
      cart: [{ product_id: 1, quantity: 1 }],
      deliveryMethodId: 2,
      homeDelivery: { floor: 2, has_lift: true, assembly: true, slot: null },
    });
    server.use(...allHandlers(shop));
    const user = userEvent.setup();
    renderShop(<DeliverySlotPicker />, { locale: 'en' });
    const offered = shop.deliverySlots({ view: { locale: 'en' } });
    const days = await screen.findAllByRole('group');
    // Five days first; the later ones on request.
    expect(days).toHaveLength(5);
    expect(new Set(offered.map((candidate) => candidate.date)).size).toBe(10);
    await user.click(within(days[1]!).getByRole('radio', { name: 'Evening' }));
    await waitFor(() => expect(shop.cart({ view: { locale: 'en' } }).home_delivery?.slot).toEqual({ date: offered[3]!.date, period: 'evening' }));
    await waitFor(() => expect(within(days[1]!).getByRole('radio', { name: 'Evening' })).toMatchObject({ checked: true }));
    expect(shop.cart({ view: { locale: 'en' } }).home_delivery).toMatchObject({ floor: 2, has_lift: true, assembly: true });
    expect(requests).toContain('PUT /api/cart/home-delivery');
  });

  it('shows the later days on request and moves focus to the first of them', async () => {
    shop = createMockShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: 2 });
    server.use(...allHandlers(shop));
    const user = userEvent.setup();
    renderShop(<DeliverySlotPicker />, { locale: 'en' });
    const more = await screen.findByRole('button', { name: 'More days (5)' });
    expect(screen.getAllByRole('group')).toHaveLength(5);
    await user.click(more);
    const days = screen.getAllByRole('group');
    expect(days).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /More days/ })).toBeNull();
    expect(document.activeElement).toBe(within(days[5]!).getAllByRole('radio')[0]);
  });

  it('shows every day at once when the chosen slot is a later one', async () => {
    shop = createMockShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: 2 });
    const last = shop.deliverySlots({ view: { locale: 'en' } }).at(-1)!;
    shop = createMockShop({
      cart: [{ product_id: 1, quantity: 1 }],
      deliveryMethodId: 2,
      homeDelivery: { floor: 0, has_lift: false, assembly: false, slot: { date: last.date, period: last.period } },
    });
    server.use(...allHandlers(shop));
    renderShop(<DeliverySlotPicker />, { locale: 'en' });
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /More days/ })).toBeNull();
  });

  it('shows the cart’s refusal of a slot booked up meanwhile under the slots, and the cart’s slot stays', async () => {
    server.use(
      http.put(`${API}/api/cart/home-delivery`, () =>
        HttpResponse.json(
          {
            message: 'This delivery time has just been fully booked. Choose another one.',
            errors: { slot: ['This delivery time has just been fully booked. Choose another one.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderShop(<DeliverySlotPicker />, { locale: 'en' });
    const [first] = await screen.findAllByRole('group');
    await user.click(within(first!).getByRole('radio', { name: 'Morning' }));
    const group = screen.getByRole('radiogroup');
    await waitFor(() => expect(accessibleDescription(group)).toMatch(/fully booked/));
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(picker()?.hasAttribute('data-invalid')).toBe(true);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('is a spinner while the slots load, an alert with Try again when they cannot, and says so when none is offered', async () => {
    server.use(mockLoading('deliverySlots'));
    const { unmount } = renderShop(<DeliverySlotPicker />, { locale: 'en' });
    await waitFor(() => expect(picker()?.getAttribute('data-state')).toBe('loading'));
    expect(screen.getByRole('status')).toBeDefined();
    unmount();

    server.use(mockError('deliverySlots', 500));
    const failed = renderShop(<DeliverySlotPicker />, { locale: 'en' });
    expect(await screen.findByText('Something went wrong. Please try again.', {}, { timeout: 5000 })).toBeDefined();
    expect(picker()?.getAttribute('data-state')).toBe('error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    await expectNoAxeViolations(failed.container);
    failed.unmount();

    renderShop(<DeliverySlotPicker slots={[]} />, { locale: 'en' });
    expect(await screen.findByText('Without a booked time the crew calls you to agree a day.')).toBeDefined();
    expect(picker()?.getAttribute('data-state')).toBe('empty');
  });
});
