import { referencePrice, REFERENCE_PRICE_DAYS } from 'otthon/core';
import { describe, expect, it } from 'vitest';
import { PRICE_HISTORY_DAYS } from '../../seed/catalogue/price-history.js';
import { generateSeed, seedData } from '../../seed/index.js';
import type { SeedData, SeedPriceChange } from '../../seed/types.js';

const DAY = 86_400_000;

function historiesOf(shop: SeedData): Map<number, SeedPriceChange[]> {
  const byProduct = new Map<number, SeedPriceChange[]>();
  for (const change of shop.price_history) byProduct.set(change.product_id, [...(byProduct.get(change.product_id) ?? []), change]);
  return byProduct;
}

const asChanges = (history: readonly SeedPriceChange[]) => history.map((change) => ({ from: change.valid_from, price: change.price_gross_huf }));

describe.each([
  ['the default shop', seedData],
  ['another seed', generateSeed({ seed: 7 })],
])('seed price history of %s', (_, shop) => {
  const now = Date.parse(shop.reference_date);
  const histories = historiesOf(shop);

  it('gives every product a history within the last 60 days, oldest first, ending at its current price', () => {
    for (const product of shop.products) {
      const history = histories.get(product.id)!;
      expect(history.length).toBeGreaterThanOrEqual(1);
      const times = history.map((change) => Date.parse(change.valid_from));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      expect(times[0]).toBeGreaterThanOrEqual(now - PRICE_HISTORY_DAYS * DAY);
      expect(times[0]).toBeGreaterThanOrEqual(Date.parse(product.created_at));
      expect(times.at(-1)).toBeLessThanOrEqual(now);
      expect(history.at(-1)!.price_gross_huf).toBe(product.price_gross_huf);
    }
  });

  it('prices every change retail-round (gross forints ending in 90)', () => {
    for (const change of shop.price_history) expect(change.price_gross_huf % 100).toBe(90);
  });

  it('keeps most prices stable and has a few rises that are no sale', () => {
    const stable = shop.products.filter((product) => histories.get(product.id)!.length === 1);
    expect(stable.length / shop.products.length).toBeGreaterThan(0.6);
    const rises = shop.products.filter((product) => {
      const history = histories.get(product.id)!;
      return history.length === 2 && history[0]!.price_gross_huf < history[1]!.price_gross_huf;
    });
    expect(rises.length).toBeGreaterThan(0);
    for (const product of rises) expect(referencePrice(asChanges(histories.get(product.id)!), { at: now })).toBeNull();
  });

  it("makes the reference price of the shared rule exactly each sale product's pre-sale price, and finds no reduction elsewhere", () => {
    for (const product of shop.products) {
      const reference = referencePrice(asChanges(histories.get(product.id)!), { at: now });
      expect(reference?.price ?? null).toBe(product.price_original_gross_huf);
    }
  });

  it('has progressive reductions whose reference is the price before their first step', () => {
    const progressive = shop.products.filter((product) => {
      const prices = histories.get(product.id)!.map((change) => change.price_gross_huf);
      return prices.length === 3 && prices[0]! > prices[1]! && prices[1]! > prices[2]!;
    });
    expect(progressive.length).toBeGreaterThanOrEqual(1);
    for (const product of progressive) {
      const history = histories.get(product.id)!;
      const reference = referencePrice(asChanges(history), { at: now })!;
      expect(reference.reducedAt).toBe(Date.parse(history[1]!.valid_from));
      // Without the first step the latest reduction's reference would be the middle price.
      expect(reference.price).toBe(history[0]!.price_gross_huf);
    }
  });

  it('has sale products first offered less than 30 days before their reduction, referenced to the price of that shorter time', () => {
    const newcomers = shop.products.filter((product) => {
      const history = histories.get(product.id)!;
      const reference = referencePrice(asChanges(history), { at: now });
      return reference !== null && reference.reducedAt - Date.parse(history[0]!.valid_from) < REFERENCE_PRICE_DAYS * DAY;
    });
    expect(newcomers.length).toBeGreaterThanOrEqual(1);
    for (const product of newcomers) {
      expect(Date.parse(histories.get(product.id)![0]!.valid_from)).toBe(Date.parse(product.created_at));
      expect(referencePrice(asChanges(histories.get(product.id)!), { at: now })?.price).toBe(histories.get(product.id)![0]!.price_gross_huf);
    }
  });
});
