import type { Handlers } from '../application/handlers.js';
import { dataSheet, productDetail, suggest } from './detail.js';
import { listProducts } from './listing.js';

export const productRoutes = {
  products: (ctx, { query }) => listProducts(ctx, query),
  suggest: (ctx, { query }) => suggest(ctx, query.q),
  product: (ctx, { params }) => productDetail(ctx, params.id),
  dataSheet: (ctx, { params }) => dataSheet(ctx, params.id),
} satisfies Partial<Handlers>;
