import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPriceTier, nextTier, sortTiers, tierUnitPrice, tiersForCurrency, type PriceTierLike } from './price-tiers.js';

const tier = (quantity: number, quantity_to: number | null, price_net: number, index = 0): PriceTierLike => ({
  quantity,
  quantity_to,
  index,
  price_net,
  price_gross: Math.round(price_net * 1.27),
});

// 5–9 pieces at 9000, 10–19 at 8000, 20 and more at 7000 net; the base price is 10000 net.
const tiers = [tier(10, 19, 8000, 1), tier(20, null, 7000, 2), tier(5, 9, 9000, 0)];
const base = { price_net: 10000, price_gross: 12700 };

describe('findPriceTier', () => {
  it('uses no tier below the first tier quantity, so the base price applies (requirements §5)', () => {
    expect(findPriceTier(tiers, 1)).toBeNull();
    expect(findPriceTier(tiers, 4)).toBeNull();
  });

  it('applies a tier when the quantity lies between its quantity and quantity_to inclusive (requirements §5)', () => {
    expect(findPriceTier(tiers, 5)?.price_net).toBe(9000);
    expect(findPriceTier(tiers, 9)?.price_net).toBe(9000);
    expect(findPriceTier(tiers, 10)?.price_net).toBe(8000);
    expect(findPriceTier(tiers, 19)?.price_net).toBe(8000);
  });

  it('uses the top tier at or above the highest tier quantity, even past its quantity_to (requirements §5)', () => {
    const closed = [tier(1, 9, 100), tier(10, 19, 90)];
    expect(findPriceTier(closed, 19)?.price_net).toBe(90);
    expect(findPriceTier(closed, 500)?.price_net).toBe(90);
    expect(findPriceTier(tiers, 20)?.price_net).toBe(7000);
  });

  it('finds nothing for an empty tier list or a quantity that is not positive', () => {
    expect(findPriceTier([], 10)).toBeNull();
    expect(findPriceTier(tiers, 0)).toBeNull();
    expect(findPriceTier(tiers, Number.NaN)).toBeNull();
  });

  it('falls back to the base price in a gap between tier ranges (requirements §5: only a holding range applies)', () => {
    const gapped = [tier(5, 9, 90), tier(20, null, 70)];
    expect(findPriceTier(gapped, 12)).toBeNull();
  });

  it('gives the higher tier where two ranges overlap', () => {
    expect(findPriceTier([tier(1, 10, 100), tier(10, 20, 90)], 10)?.price_net).toBe(90);
  });

  it('gives the lower unit price where two tiers share both quantity and index, whatever their order', () => {
    const dear = tier(10, null, 9000, 1);
    const cheap = tier(10, null, 8000, 1);
    expect(findPriceTier([dear, cheap], 12)).toBe(cheap);
    expect(findPriceTier([cheap, dear], 12)).toBe(cheap);
    const ranged = [tier(5, 9, 9500, 0), tier(5, 9, 9400, 0), tier(10, null, 9000, 1)];
    expect(findPriceTier(ranged, 7)?.price_net).toBe(9400);
    expect(findPriceTier([...ranged].reverse(), 7)?.price_net).toBe(9400);
    expect(tierUnitPrice(base, [cheap, dear], 10, 'gross')).toBe(cheap.price_gross);
    expect(nextTier([cheap, dear], 3, 'net', { basePrice: base })).toMatchObject({ tier: cheap, remaining: 7, unitPrice: 8000 });
  });

  it('breaks a tie of net prices by the lower gross price', () => {
    const a = { quantity: 3, quantity_to: null, index: 0, price_net: 1000, price_gross: 1271 };
    const b = { quantity: 3, quantity_to: null, index: 0, price_net: 1000, price_gross: 1270 };
    expect(findPriceTier([a, b], 3)).toBe(b);
    expect(findPriceTier([b, a], 3)).toBe(b);
  });

  it('does not depend on the order the tiers arrive in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(tiers, { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 40 }), (shuffled, quantity) => {
        expect(findPriceTier(shuffled, quantity)).toBe(findPriceTier(tiers, quantity));
      }),
    );
  });
});

/** Contiguous tiers with falling prices, as a shop would configure them. */
const contiguousTiers = fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 6 }).chain((starts) =>
  fc.boolean().map((openEnded) => {
    const sorted = [...starts].sort((a, b) => a - b);
    return sorted.map((start, i) => {
      const next = sorted[i + 1];
      return tier(start, next !== undefined ? next - 1 : openEnded ? null : start + 5, 10000 - (i + 1) * 500, i);
    });
  }),
);

describe('price tiers as properties (requirements §5)', () => {
  it('always returns a tier whose range holds the quantity, or the top tier at or above its quantity', () => {
    fc.assert(
      fc.property(contiguousTiers, fc.integer({ min: -5, max: 400 }), (list, quantity) => {
        const found = findPriceTier(list, quantity);
        const sorted = sortTiers(list);
        if (quantity < sorted[0]!.quantity) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        const inRange = quantity >= found!.quantity && (found!.quantity_to == null || quantity <= found!.quantity_to);
        const isTopAbove = found === sorted[sorted.length - 1] && quantity >= found!.quantity;
        expect(inRange || isTopAbove).toBe(true);
      }),
    );
  });

  it('never raises the unit price when more pieces are bought', () => {
    fc.assert(
      fc.property(contiguousTiers, fc.integer({ min: 1, max: 300 }), fc.constantFrom('net', 'gross' as const), (list, quantity, mode) => {
        expect(tierUnitPrice(base, list, quantity + 1, mode)).toBeLessThanOrEqual(tierUnitPrice(base, list, quantity, mode));
      }),
    );
  });

  it('promises in nextTier exactly the price the lookup gives after buying the remaining pieces', () => {
    fc.assert(
      fc.property(contiguousTiers, fc.integer({ min: 0, max: 300 }), (list, quantity) => {
        const next = nextTier(list, quantity, 'net', { basePrice: base });
        if (next === null) {
          // No cheaper tier ahead: the current unit price is already the lowest reachable.
          const current = tierUnitPrice(base, list, Math.max(quantity, 1), 'net');
          expect(Math.min(...list.map((t) => t.price_net), current)).toBe(current);
          return;
        }
        expect(next.remaining).toBeGreaterThan(0);
        expect(findPriceTier(list, quantity + next.remaining)).toBe(next.tier);
        expect(tierUnitPrice(base, list, quantity + next.remaining, 'net')).toBe(next.unitPrice);
        // It is the nearest cheaper quantity: one piece fewer (if any) still costs more.
        const oneFewer = quantity + next.remaining - 1;
        if (oneFewer > 0) expect(tierUnitPrice(base, list, oneFewer, 'net')).toBeGreaterThan(next.unitPrice);
      }),
    );
  });
});

describe('tierUnitPrice', () => {
  it('uses the base price below the first tier and the tier price inside one (requirements §5)', () => {
    expect(tierUnitPrice(base, tiers, 1, 'net')).toBe(10000);
    expect(tierUnitPrice(base, tiers, 12, 'net')).toBe(8000);
    expect(tierUnitPrice(base, tiers, 12, 'gross')).toBe(10160);
  });

  it('accepts a base price already in the VAT mode', () => {
    expect(tierUnitPrice(12700, tiers, 2, 'gross')).toBe(12700);
  });
});

describe('nextTier', () => {
  it('says how many more pieces unlock the next tier and its unit price (requirements §9 "over N pieces")', () => {
    expect(nextTier(tiers, 3, 'net', { basePrice: base })).toEqual({ tier: tiers[2], remaining: 2, unitPrice: 9000 });
    expect(nextTier(tiers, 12, 'gross')).toEqual({ tier: tiers[1], remaining: 8, unitPrice: 8890 });
  });

  it('suggests the first tier to an empty selection', () => {
    expect(nextTier(tiers, 0, 'net')?.remaining).toBe(5);
  });

  it('suggests nothing at the top tier', () => {
    expect(nextTier(tiers, 20, 'net')).toBeNull();
    expect(nextTier(tiers, 120, 'net')).toBeNull();
  });

  it('skips a tier that would not lower the price', () => {
    const odd = [tier(5, 9, 10000), tier(10, null, 9000)];
    expect(nextTier(odd, 1, 'net', { basePrice: base })?.tier).toBe(odd[1]);
  });

  it('suggests no tier that starts above the stock', () => {
    expect(nextTier(tiers, 12, 'net', { maxQuantity: 15 })).toBeNull();
    expect(nextTier(tiers, 12, 'net', { maxQuantity: 20 })?.remaining).toBe(8);
  });
});

describe('tiersForCurrency', () => {
  it('reads the qty_discounts of the selected currency (requirements §3 prices_by_currencies)', () => {
    const product = { prices_by_currencies: { HUF: { qty_discounts: tiers }, EUR: null } };
    expect(tiersForCurrency(product, 'HUF')).toBe(tiers);
    expect(tiersForCurrency(product, 'EUR')).toEqual([]);
    expect(tiersForCurrency(product, 'USD')).toEqual([]);
    expect(tiersForCurrency({}, 'HUF')).toEqual([]);
  });
});
