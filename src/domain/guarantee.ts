import { WARRANTY_YEARS } from './constants.js';

/**
 * The mandatory guarantee (kötelező jótállás) on a durable consumer good such as furniture, in
 * years, by its gross sale price in forints: none below 10 000 Ft, 1 year up to 100 000 Ft,
 * 2 years up to 250 000 Ft, 3 years above (docs/requirements.md, "Legal-guarantee notice").
 */
export function mandatoryGuaranteeYears(grossPriceHuf: number): number {
  if (grossPriceHuf < 10_000) return 0;
  if (grossPriceHuf <= 100_000) return 1;
  if (grossPriceHuf <= 250_000) return 2;
  return 3;
}

/**
 * The guarantee a shopper gets on a piece bought at this gross price: the shop's own commercial
 * guarantee (`WARRANTY_YEARS`), or the mandatory one where the law gives more — never less than
 * the law, so the product page and the data sheet never understate the shopper's right.
 */
export function guaranteeYears(grossPriceHuf: number): number {
  return Math.max(WARRANTY_YEARS, mandatoryGuaranteeYears(grossPriceHuf));
}
