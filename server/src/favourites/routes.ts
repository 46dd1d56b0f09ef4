import type { Handlers } from '../application/handlers.js';
import { addFavourite, listFavourites, removeFavourite } from './favourites.js';

export const favouriteRoutes = {
  favourites: (ctx) => listFavourites(ctx),
  addFavourite: (ctx, { params }) => addFavourite(ctx, params.id),
  removeFavourite: (ctx, { params }) => removeFavourite(ctx, params.id),
} satisfies Partial<Handlers>;
