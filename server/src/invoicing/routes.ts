import type { Handlers } from '../application/handlers.js';
import { invoicePage } from './invoices.js';

export const invoiceRoutes = {
  orderInvoice: (ctx, { params }) => invoicePage(ctx, params.order_hash, params.invoice_id),
} satisfies Partial<Handlers>;
