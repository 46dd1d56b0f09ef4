/**
 * The invoicing of the embedded default (no provider configured): the shop keeps its own record
 * and serves a copy clearly marked "proforma — not a tax invoice" from the order's page, so the
 * whole flow is visible in `npm start`. A live shop configures Billingo or Számlázz.hu, which
 * report to the tax authority.
 */
import type { InvoicingProvider } from './provider.js';

/** The local copy's number: `PRO-` and the order's number, a correction with its withdrawal. */
function localNumber(key: string, orderNumber: string): string {
  const withdrawal = /^withdrawal-(\d+)$/.exec(key);
  return withdrawal ? `PRO-${orderNumber}-K${withdrawal[1]}` : `PRO-${orderNumber}`;
}

export function createLocalInvoicing(): InvoicingProvider {
  return {
    name: 'local',
    async issue(request) {
      return { providerId: request.key, number: localNumber(request.key, request.orderNumber), issueDate: request.issueDate, url: null };
    },
    async correct(request) {
      return { providerId: request.key, number: localNumber(request.key, request.orderNumber), issueDate: request.issueDate, url: null };
    },
    // Nothing leaves the shop, so nothing can have been issued without the shop's record of it.
    async find() {
      return null;
    },
  };
}
