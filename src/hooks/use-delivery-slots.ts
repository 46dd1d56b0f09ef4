import { fetchDeliverySlots } from '../api/shop-api.js';
import type { DeliverySlot, DeliverySlotList } from '../contract/index.js';
import { useCartQuery } from './use-cart.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

/** What {@link useDeliverySlots} returns. */
export interface DeliverySlotsQuery extends ShopQuery<DeliverySlotList> {
  /** The slots by date and period, a full one with nothing `remaining`; `undefined` before the first answer and while the chosen method has no home service. */
  slots: DeliverySlot[] | undefined;
  /** Whether the cart's chosen delivery method has `home_service`, so slots are asked for. */
  enabled: boolean;
}

/**
 * The home delivery's time slots for the cart (`GET /api/cart/delivery-slots`): working days from
 * the first day its goods can arrive, three periods each, with what each costs and how many orders
 * it still takes. Asked for only while the server's cart has a delivery method with
 * `home_service`; keyed on the cart's method and revision, so a changed cart (other goods, another
 * day they can arrive) asks again, while the slots at hand stay shown until the answer comes.
 *
 * @example
 * const { slots, isLoading, error } = useDeliverySlots();
 */
export function useDeliverySlots(options: ShopQueryOptions<DeliverySlotList> = {}): DeliverySlotsQuery {
  const cart = useCartQuery('useDeliverySlots').data;
  const method = cart?.delivery_methods.find((candidate) => candidate.id === cart.delivery_method);
  const enabled = Boolean(method?.home_service);
  const answer = useShopQuery('useDeliverySlots', 'deliverySlots', enabled && cart ? [cart.delivery_method, cart.revision] : null, fetchDeliverySlots, {
    keepPreviousData: true,
    ...options,
  });
  // SWR's answer reads its fields lazily (a component re-renders only for the fields it reads), so
  // the extra fields are getters over it rather than copies.
  return Object.defineProperties(answer, {
    slots: { get: () => (enabled ? answer.data : undefined), enumerable: true },
    enabled: { value: enabled, enumerable: true },
  }) as DeliverySlotsQuery;
}
