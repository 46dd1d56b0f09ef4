import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT_CAPACITY } from '../domain/home-delivery.js';
import { allHandlers, createMockShop } from '../msw/index.js';
import { renderShopHook, setupShopServer } from '../testing/shop.js';
import { useCart } from './use-cart.js';
import { useDeliverySlots } from './use-delivery-slots.js';

const { server, requests } = setupShopServer();
const slotRequests = () => requests.filter((request) => request.startsWith('GET /api/cart/delivery-slots'));
/** The mock shop's delivery methods: 1 showroom pick-up, 2 home delivery (with home service). */
const SHOWROOM = 1;
const HOME = 2;

let shop = createMockShop();
function openShop(options: Parameters<typeof createMockShop>[0]) {
  shop = createMockShop(options);
  server.use(...allHandlers(shop));
}
beforeEach(() => openShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: HOME }));

/** Reads the answer while rendering, as a component does (SWR re-renders only for the fields read). */
function useSlots() {
  const { slots, enabled, error } = useDeliverySlots();
  return { slots, enabled, error };
}

describe('useDeliverySlots', () => {
  it('asks for nothing while the chosen method has no home service', async () => {
    openShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: SHOWROOM });
    const view = renderShopHook(() => ({ slots: useSlots(), cart: useCart() }));
    await waitFor(() => expect(view.result.current.cart.cart).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(slotRequests()).toEqual([]);
    expect(view.result.current.slots.enabled).toBe(false);
    expect(view.result.current.slots.slots).toBeUndefined();
  });

  it('answers the cart’s slots by date and period, each with its hours, price and what remains', async () => {
    const view = renderShopHook(() => useSlots(), { locale: 'en' });
    await waitFor(() => expect(view.result.current.slots).toBeDefined());
    const slots = view.result.current.slots!;
    expect(view.result.current.enabled).toBe(true);
    expect(slots).toEqual(shop.deliverySlots({ view: { locale: 'en' } }));
    expect(slots.slice(0, 3).map((slot) => [slot.period, slot.from, slot.to, slot.remaining])).toEqual([
      ['morning', '08:00', '12:00', SLOT_CAPACITY.morning],
      ['afternoon', '12:00', '17:00', SLOT_CAPACITY.afternoon],
      ['evening', '17:00', '20:00', SLOT_CAPACITY.evening],
    ]);
    expect(slots.find((slot) => slot.period === 'evening')?.price_gross).toBeGreaterThan(0);
    expect(slotRequests()).toEqual(['GET /api/cart/delivery-slots']);
  });

  it('asks again when the cart changes, keeping the slots at hand meanwhile, and stops once another method is chosen', async () => {
    const view = renderShopHook(() => ({ slots: useSlots(), cart: useCart() }));
    await waitFor(() => expect(view.result.current.slots.slots).toBeDefined());
    await act(() => view.result.current.cart.setQuantity(1, 2));
    expect(view.result.current.slots.slots).toBeDefined();
    await waitFor(() => expect(slotRequests()).toHaveLength(2));
    await act(() => view.result.current.cart.setDeliveryMethod(SHOWROOM));
    await waitFor(() => expect(view.result.current.slots.enabled).toBe(false));
    expect(view.result.current.slots.slots).toBeUndefined();
    expect(slotRequests()).toHaveLength(2);
  });
});
