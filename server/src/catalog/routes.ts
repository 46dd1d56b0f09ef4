import type { Handlers } from '../application/handlers.js';
import { mediaImage } from './media-image.js';

export const catalogRoutes = {
  media: (ctx, { params, query }) => mediaImage(ctx, params.file, query),
} satisfies Partial<Handlers>;
