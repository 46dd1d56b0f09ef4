import type { Handlers } from '../application/handlers.js';
import {
  addCoupon,
  addCartProduct,
  deliverySlots,
  removeCoupon,
  setDeliveryMethod,
  setHomeDelivery,
  setPaymentMethod,
  setCartProduct,
  updateCustomer,
} from './store.js';
import { loadCartState } from './view.js';

export const cartRoutes = {
  cart: async (ctx) => (await loadCartState(ctx)).view,
  addCartProduct: (ctx, { body }) => addCartProduct(ctx, body.product_id, body.quantity),
  setCartProduct: (ctx, { params, body }) => setCartProduct(ctx, params.id, body),
  updateCustomer: (ctx, { body }) => updateCustomer(ctx, body),
  addCoupon: (ctx, { body }) => addCoupon(ctx, body.code, body.email),
  removeCoupon: (ctx, { params }) => removeCoupon(ctx, params.code),
  setPaymentMethod: (ctx, { body }) => setPaymentMethod(ctx, body.id),
  setDeliveryMethod: (ctx, { body }) => setDeliveryMethod(ctx, body.id, body.pickup_point_id),
  setHomeDelivery: (ctx, { body }) => setHomeDelivery(ctx, body),
  deliverySlots: (ctx) => deliverySlots(ctx),
} satisfies Partial<Handlers>;
