/**
 * The reference price of an announced price reduction (EU Omnibus rules, in Hungary 4/2009.
 * NFGM-SZMM 2/A. §): the lowest price the shop applied in the 30 days before the reduction. A
 * product is on sale only while its current price is below that reference.
 *
 * - A product offered for less than 30 days before the reduction: the lowest price of that
 *   shorter time (the days before it was offered had no price).
 * - A progressive reduction (each step lower than the one before, without the price going back
 *   up in between) counts from its first step: the reference stays the lowest price of the 30
 *   days before the first step.
 * - A price that went up and came back down is no reduction unless it is below every price of
 *   the 30 days before it.
 */

/** Days before a reduction whose lowest price is its reference. */
export const REFERENCE_PRICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** A price that applied from `from` until the next change (a product's price history is a list of these). */
export interface PriceChange {
  /** When the price took effect: an ISO timestamp, a `Date` or epoch milliseconds. */
  from: string | number | Date;
  /** The price, in any one unit used throughout the history (e.g. net forints). */
  price: number;
}

/** The reference price of the reduction running now, and when that reduction started. */
export interface ReferencePrice {
  /** The lowest price of the {@link REFERENCE_PRICE_DAYS} days before `reducedAt`. */
  price: number;
  /** When the reduction (its first step, for a progressive one) took effect, epoch milliseconds. */
  reducedAt: number;
}

export interface ReferencePriceOptions {
  /** The moment to judge at: changes after it are ignored. @default Date.now() */
  at?: number | Date;
  /** The look-back before the reduction, in days. @default 30 */
  days?: number;
}

const time = (value: string | number | Date): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/**
 * The reference price of a product's current reduction from its price history, or `null` when the
 * current price is no reduction (never reduced, raised again, or not below the lowest price of the
 * 30 days before). The history may come in any order; entries after `at` are ignored.
 *
 * @example
 * referencePrice([{ from: '2026-09-01', price: 1000 }, { from: '2026-10-20', price: 800 }], { at: Date.parse('2026-11-01') })
 * // → { price: 1000, reducedAt: Date.parse('2026-10-20') }
 */
export function referencePrice(history: readonly PriceChange[], options: ReferencePriceOptions = {}): ReferencePrice | null {
  const at = options.at === undefined ? Date.now() : time(options.at);
  const days = options.days ?? REFERENCE_PRICE_DAYS;
  const sorted = history
    .map((change) => ({ from: time(change.from), price: change.price }))
    .filter((change) => Number.isFinite(change.from) && Number.isFinite(change.price) && change.from <= at)
    .sort((a, b) => a.from - b.from);
  // One entry per price period: a later change at the same moment replaces the earlier one, and a
  // "change" to the same price continues the period.
  const steps: { from: number; price: number }[] = [];
  for (const change of sorted) {
    const last = steps[steps.length - 1];
    if (last && last.from === change.from) {
      steps.pop();
      const before = steps[steps.length - 1];
      if (!before || before.price !== change.price) steps.push(change);
    } else if (!last || last.price !== change.price) steps.push(change);
  }
  let first = steps.length - 1;
  if (first < 1 || steps[first]!.price >= steps[first - 1]!.price) return null;
  while (first > 1 && steps[first - 1]!.price < steps[first - 2]!.price) first -= 1;
  const reducedAt = steps[first]!.from;
  const windowStart = reducedAt - days * DAY_MS;
  let lowest = Infinity;
  for (let index = 0; index < first; index += 1) {
    // The period of step `index` ends where the next one starts; it counts if it reaches into the window.
    if (steps[index + 1]!.from > windowStart) lowest = Math.min(lowest, steps[index]!.price);
  }
  const current = steps[steps.length - 1]!.price;
  return lowest > current ? { price: lowest, reducedAt } : null;
}

/** Whole percent saved against the reference price, as sale badges show it; `null` when not below it. */
export function reductionPercent(price: number, reference: number | null | undefined): number | null {
  if (!reference || reference <= price) return null;
  return Math.round((1 - price / reference) * 100);
}
