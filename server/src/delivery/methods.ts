/**
 * The delivery promise (`deliveryWindow` and friends in the package's domain: Hungarian working
 * days, the 14:00 cut-off, restock dates, each method's lead time) over the shop's own rows.
 */
import type { DeliveryMethodCode, PromisingMethod } from '../domain.js';
import type { DeliveryRow } from '../shared/reference-queries.js';

/** Delivery-method rows as the promise reads them. */
export function promisingMethods(rows: readonly DeliveryRow[]): PromisingMethod[] {
  return rows.map(promisingMethod);
}

export function promisingMethod(row: Pick<DeliveryRow, 'code' | 'maxItemWeightKg'>): PromisingMethod {
  return { code: row.code as DeliveryMethodCode, maxItemWeightKg: row.maxItemWeightKg };
}
