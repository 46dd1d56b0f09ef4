import { CURRENCY_DECIMALS, FREE_SHIPPING_THRESHOLD_HUF, type CurrencyCode } from './constants.js';
import type { DeliveryMethodCode } from './delivery.js';
import { convertFromHuf, type HufRates } from './money.js';
import { methodRefusal, type OfferingMethod, type Parcel } from './pickup.js';

/**
 * What is still missing from `haveHuf` to `needHuf`, shown in `currency`: 0 exactly when the
 * forint amount is reached, else at least the currency's smallest unit (a few forints short is
 * never shown as "0.00 €" still to go).
 */
export function amountToReach(haveHuf: number, needHuf: number, currency: CurrencyCode, rates: HufRates): number {
  const missingHuf = needHuf - haveHuf;
  if (missingHuf <= 0) return 0;
  const missing = convertFromHuf(missingHuf, currency, rates);
  if (missing === null) throw new RangeError(`amountToReach: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return Math.max(missing, 10 ** -CURRENCY_DECIMALS[currency]);
}

/** Whether a cart whose items come to `itemsGrossHuf` (gross, after coupons) ships free from `thresholdHuf`. */
export function shipsFree(itemsGrossHuf: number, thresholdHuf: number | null = FREE_SHIPPING_THRESHOLD_HUF): boolean {
  return thresholdHuf !== null && itemsGrossHuf >= thresholdHuf;
}

export interface FreeShipping {
  /** Whether the cart ships free: the same answer in every currency. */
  free: boolean;
  /** The threshold in `currency`. */
  threshold: number;
  /** What the cart still needs, in `currency`; 0 exactly when it ships free. */
  remaining: number;
}

/**
 * Free shipping (from 159 900 Ft gross, items after coupons) is decided once per cart,
 * in forints, the shop's base currency: the displayed currency only converts the figures. Its
 * own rounding (each price rounded to cents, then summed) would otherwise let the same cart
 * ship free in forints and not in euros.
 */
export function freeShipping(itemsGrossHuf: number, currency: CurrencyCode, rates: HufRates, thresholdHuf: number = FREE_SHIPPING_THRESHOLD_HUF): FreeShipping {
  const threshold = convertFromHuf(thresholdHuf, currency, rates);
  if (threshold === null) throw new RangeError(`freeShipping: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return {
    free: shipsFree(itemsGrossHuf, thresholdHuf),
    threshold,
    remaining: amountToReach(itemsGrossHuf, thresholdHuf, currency, rates),
  };
}

/** A delivery method as a product page's shipping line reads it. */
export interface ShippingMethod extends OfferingMethod {
  code: DeliveryMethodCode;
  /** Free when the items reach this many gross forints; `null` when never free. */
  freeFromGrossHuf: number | null;
}

/** How one piece of a product ships: the method, and whether its price alone makes it free. */
export interface ProductShipping<M extends ShippingMethod> {
  method: M;
  free: boolean;
}

/**
 * How one piece of a product ships, as the product page says it (requirements 10.15a): of the
 * methods that deliver (showroom pickup aside) and take its parcel (`methodRefusal`: a locker
 * refuses a sofa), the one that costs least for this piece alone — free when its price reaches the
 * method's threshold — the earlier one in the shop's order on a tie; `null` when none takes it.
 * `feeHuf` is the method's fee in forints, the same kind for all (the shops keep it gross).
 */
export function productShipping<M extends ShippingMethod>(
  methods: readonly M[],
  parcel: Parcel,
  priceGrossHuf: number,
  feeHuf: (method: M) => number,
): ProductShipping<M> | null {
  let best: (ProductShipping<M> & { fee: number }) | null = null;
  for (const method of methods) {
    if (method.code === 'showroom_pickup' || methodRefusal(method, [parcel]) !== null) continue;
    const free = shipsFree(priceGrossHuf, method.freeFromGrossHuf);
    const fee = free ? 0 : feeHuf(method);
    if (!best || fee < best.fee) best = { method, free, fee };
  }
  return best && { method: best.method, free: best.free };
}
