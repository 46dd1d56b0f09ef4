import { addDays, isWorkingDay } from 'otthon/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERENCE_DATE, seedData } from '../../seed/index.js';

const reference = DEFAULT_REFERENCE_DATE.slice(0, 10);

describe('seed restock dates', () => {
  it('gives every out-of-stock product a working day 6–12 weeks after the reference date, and none to the others', () => {
    const outOfStock = seedData.products.filter((product) => product.stock === 0);
    expect(outOfStock.length).toBeGreaterThan(10);
    for (const product of outOfStock) {
      expect(product.restock_on, product.sku).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isWorkingDay(product.restock_on!), product.sku).toBe(true);
      expect(product.restock_on! >= addDays(reference, 42), product.sku).toBe(true);
      // The last of those days may fall on a holiday weekend: a few days later at most.
      expect(product.restock_on! <= addDays(reference, 84 + 4), product.sku).toBe(true);
    }
    expect(new Set(outOfStock.map((product) => product.restock_on)).size).toBeGreaterThan(5);
    expect(seedData.products.filter((product) => product.stock > 0).every((product) => product.restock_on === null)).toBe(true);
  });
});
