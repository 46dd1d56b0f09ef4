import { describe, expect, it } from 'vitest';
import { WARRANTY_YEARS } from './constants.js';
import { guaranteeYears, mandatoryGuaranteeYears } from './guarantee.js';

describe('the guarantee by sale price', () => {
  it('follows the mandatory guarantee’s price bands, edges included', () => {
    expect([9_999, 10_000, 100_000, 100_001, 250_000, 250_001, 539_990].map(mandatoryGuaranteeYears)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it('is the shop’s own guarantee where that is longer, the law’s where the law gives more', () => {
    expect(WARRANTY_YEARS).toBe(2);
    expect(guaranteeYears(4_990)).toBe(2);
    expect(guaranteeYears(89_990)).toBe(2);
    expect(guaranteeYears(250_000)).toBe(2);
    expect(guaranteeYears(289_990)).toBe(3);
  });
});
