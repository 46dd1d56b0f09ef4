import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { fixtures } from '../msw/fixtures/index.js';
import { type Cart, type CartProduct, type cartProductSchema, cartSchema } from './cart.js';
import type { Order, orderSchema } from './checkout.js';

describe('the named types of the contract', () => {
  it('are exactly what the schemas accept, so a hover shows Cart and Order instead of their expansion', () => {
    expectTypeOf<Cart>().toEqualTypeOf<z.infer<typeof cartSchema>>();
    expectTypeOf<CartProduct>().toEqualTypeOf<z.infer<typeof cartProductSchema>>();
    expectTypeOf<Order>().toEqualTypeOf<z.infer<typeof orderSchema>>();
    const cart: Cart = cartSchema.parse(fixtures.cart());
    expect(cart.products.every((line: CartProduct) => typeof line.product.title === 'string')).toBe(true);
  });
});
