import type { Handlers } from '../application/handlers.js';
import { pickupPointSearch } from './pickup-points.js';

export const deliveryRoutes = {
  pickupPoints: (ctx, { query }) => pickupPointSearch(ctx, query),
} satisfies Partial<Handlers>;
