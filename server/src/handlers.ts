import { accountRoutes } from './accounts/routes.js';
import type { Handlers } from './application/handlers.js';
import { cartRoutes } from './cart/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { contentRoutes } from './content/routes.js';
import { deliveryRoutes } from './delivery/routes.js';
import { favouriteRoutes } from './favourites/routes.js';
import { formRoutes } from './forms/routes.js';
import { guardRoutes } from './guards/routes.js';
import { invoiceRoutes } from './invoicing/routes.js';
import { mailRoutes } from './mail/routes.js';
import { orderRoutes } from './orders/routes.js';
import { paymentRoutes } from './payment/routes.js';
import { placementRoutes } from './placement/routes.js';
import { productRoutes } from './products/routes.js';
import { restockRoutes } from './restock/routes.js';
import { withdrawalRoutes } from './withdrawal/routes.js';

/** Every call of the contract's endpoint table, by its id: each module answers its own calls (a missing id is a type error). */
export const handlers: Handlers = {
  ...guardRoutes,
  ...contentRoutes,
  ...deliveryRoutes,
  ...productRoutes,
  ...catalogRoutes,
  ...restockRoutes,
  ...favouriteRoutes,
  ...cartRoutes,
  ...placementRoutes,
  ...orderRoutes,
  ...withdrawalRoutes,
  ...paymentRoutes,
  ...invoiceRoutes,
  ...accountRoutes,
  ...formRoutes,
  ...mailRoutes,
};
