import { expect } from 'storybook/test';
import type { MockShop } from 'otthon/msw';
import { mockShop } from './mock-shop.js';

/**
 * Scenario helpers for the cart, checkout, browse and form stories: what the mock shop holds
 * before a story renders, and the checks their play functions share.
 */

/**
 * Puts lines into the story's cart (product id → pieces), as if the shopper had chosen them. The mock
 * shop makes one cart change at a time, so a story's `beforeEach` returns or awaits this before it
 * renders (or resets the shop after it). It sets each line to its quantity rather than adding to
 * it, and applies a coupon only once: the stories of a docs page share one mock shop, and each
 * seeds it, so seeding twice must leave the cart as seeding once does. `shop`: another mock shop
 * than the stories' own (one whose card method a payment provider takes).
 */
export async function seedCart(
  lines: Record<number, number>,
  options: { coupons?: string[]; deliveryMethodId?: number; paymentMethodId?: number; shop?: MockShop } = {},
): Promise<void> {
  const shop = options.shop ?? mockShop;
  for (const [id, quantity] of Object.entries(lines)) await shop.setCartProduct({ params: { id: Number(id) }, body: { quantity } });
  for (const code of options.coupons ?? []) {
    if (shop.cart().coupons.some((coupon) => coupon.code.toUpperCase() === code.toUpperCase())) continue;
    await shop.addCoupon({ body: { code, email: 'anna@example.hu' } });
  }
  if (options.deliveryMethodId) await shop.setDeliveryMethod({ body: { id: options.deliveryMethodId } });
  if (options.paymentMethodId) await shop.setPaymentMethod({ body: { id: options.paymentMethodId } });
}

/** The page's polite and assertive live regions (the preview mounts one `<Announcer />`). */
export const politeRegion = () => document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;
export const assertiveRegion = () => document.querySelector('[data-slot="announcer"] [data-politeness="assertive"]')!;

/** Long Hungarian texts must wrap, never push the layout sideways. */
export async function expectNoOverflow(element: Element | null): Promise<void> {
  await expect(element).not.toBeNull();
  const box = element as HTMLElement;
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
}

/** Text with the no-break spaces of Hungarian number formatting made plain. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
