import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPriceTier, sortTiers, tierUnitPrice, tiersForCurrency, type PriceTierLike } from './price-tiers.js';
import { grossFromNet } from './vat.js';

const mode = fc.constantFrom('net', 'gross' as const);
const quantity = fc.integer({ min: -3, max: 600 });

const priced = (net: number) => ({ price_net: net, price_gross: grossFromNet(net, 'HUF') });

/**
 * Any tier list a back office can produce: ranges with gaps, overlaps, open ends, ends before
 * their start, shared starts, even two tiers at the same starting quantity and index (the cheaper
 * wins), in any order (requirements §3 quantity discount tier).
 */
const anyTiers = fc
  .uniqueArray(
    fc.record({
      quantity: fc.integer({ min: 1, max: 300 }),
      span: fc.option(fc.integer({ min: -5, max: 120 }), { nil: null }),
      net: fc.integer({ min: 1, max: 500_000 }),
      index: fc.nat({ max: 10 }),
    }),
    { minLength: 1, maxLength: 8, selector: (row) => `${row.quantity}|${row.index}|${row.net}` },
  )
  .map((rows) =>
    rows.map(
      ({ quantity: start, span, net, index }): PriceTierLike => ({
        quantity: start,
        quantity_to: span === null ? null : start + span,
        index,
        ...priced(net),
      }),
    ),
  );

/**
 * Monotone tiers: contiguous ranges from the first start, each tier no dearer than the one before
 * and than the base price; the last range open or closed (past it the top tier applies, requirements §5).
 */
const monotoneTiers = fc
  .record({
    starts: fc.uniqueArray(fc.integer({ min: 1, max: 250 }), { minLength: 1, maxLength: 7 }),
    drops: fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 7, maxLength: 7 }),
    base: fc.integer({ min: 20_000, max: 400_000 }),
    lastSpan: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
  })
  .map(({ starts, drops, base, lastSpan }) => {
    const sorted = [...starts].sort((a, b) => a - b);
    let net = base;
    const tiers = sorted.map((start, i): PriceTierLike => {
      net -= drops[i]!;
      const next = sorted[i + 1];
      return {
        quantity: start,
        quantity_to: next !== undefined ? next - 1 : lastSpan === null ? null : start + lastSpan,
        index: i,
        ...priced(net),
      };
    });
    return { tiers, base: priced(base) };
  });

const holds = (tier: PriceTierLike, q: number) => q >= tier.quantity && (tier.quantity_to == null || q <= tier.quantity_to);

describe('findPriceTier as properties (requirements §5)', () => {
  it('chooses a tier whose range holds the quantity, or the top tier at or above the highest quantity', () => {
    fc.assert(
      fc.property(anyTiers, quantity, (tiers, q) => {
        const found = findPriceTier(tiers, q);
        const top = sortTiers(tiers).at(-1)!;
        if (found === null) {
          // Nothing applies only below every range, in a gap, or for no pieces at all.
          expect(q <= 0 || (!tiers.some((tier) => holds(tier, q)) && q < top.quantity)).toBe(true);
        } else {
          expect(tiers).toContain(found);
          expect(holds(found, q) || (found === top && q >= top.quantity)).toBe(true);
        }
      }),
    );
  });

  it('never leaves a quantity without a tier when some range holds it', () => {
    fc.assert(
      fc.property(anyTiers, fc.integer({ min: 1, max: 600 }), (tiers, q) => {
        if (tiers.some((tier) => holds(tier, q)) || q >= sortTiers(tiers).at(-1)!.quantity) {
          expect(findPriceTier(tiers, q)).not.toBeNull();
        }
      }),
    );
  });

  it('gives the cheapest of the tiers that share the winning quantity and index', () => {
    fc.assert(
      fc.property(anyTiers, quantity, (tiers, q) => {
        const found = findPriceTier(tiers, q);
        if (found === null) return;
        // Its rivals: the tiers at the same quantity and index that apply as it does.
        const rivals = tiers.filter(
          (tier) => tier.quantity === found.quantity && (tier.index ?? 0) === (found.index ?? 0) && (holds(tier, q) || !holds(found, q)),
        );
        expect(found.price_net).toBe(Math.min(...rivals.map((tier) => tier.price_net)));
      }),
    );
  });

  it('gives the same tier whatever order the tiers arrive in', () => {
    fc.assert(
      fc.property(
        anyTiers.chain((tiers) => fc.tuple(fc.constant(tiers), fc.shuffledSubarray(tiers, { minLength: tiers.length, maxLength: tiers.length }))),
        quantity,
        ([tiers, shuffled], q) => {
          expect(findPriceTier(shuffled, q)).toBe(findPriceTier(tiers, q));
        },
      ),
    );
  });

  it('does not change the tiers it is given', () => {
    fc.assert(
      fc.property(anyTiers, quantity, (tiers, q) => {
        const before = structuredClone(tiers);
        findPriceTier(tiers, q);
        expect(tiers).toEqual(before);
      }),
    );
  });
});

describe('tierUnitPrice as properties (requirements §5)', () => {
  it('never raises the unit price as the quantity grows when the tiers are monotone', () => {
    fc.assert(
      fc.property(monotoneTiers, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), mode, ({ tiers, base }, q, more, m) => {
        expect(tierUnitPrice(base, tiers, q + more, m)).toBeLessThanOrEqual(tierUnitPrice(base, tiers, q, m));
      }),
    );
  });

  it('charges the base price below the first tier and a tier price from it on', () => {
    fc.assert(
      fc.property(monotoneTiers, fc.integer({ min: 1, max: 400 }), mode, ({ tiers, base }, q, m) => {
        const price = tierUnitPrice(base, tiers, q, m);
        const first = sortTiers(tiers)[0]!;
        if (q < first.quantity) expect(price).toBe(m === 'net' ? base.price_net : base.price_gross);
        else expect(tiers.map((tier) => (m === 'net' ? tier.price_net : tier.price_gross))).toContain(price);
      }),
    );
  });

  it('prices the top tier for any quantity past the last range, however large', () => {
    fc.assert(
      fc.property(monotoneTiers, fc.integer({ min: 0, max: 1_000_000 }), mode, ({ tiers, base }, extra, m) => {
        const top = sortTiers(tiers).at(-1)!;
        expect(tierUnitPrice(base, tiers, top.quantity + extra, m)).toBe(m === 'net' ? top.price_net : top.price_gross);
      }),
    );
  });
});

describe('tiersForCurrency as a property (requirements §3)', () => {
  it('answers the tiers of exactly the requested currency, and none for a currency without prices', () => {
    fc.assert(
      fc.property(anyTiers, anyTiers, (huf, eur) => {
        const product = { prices_by_currencies: { HUF: { qty_discounts: huf }, EUR: { qty_discounts: eur }, USD: null } };
        expect(tiersForCurrency(product, 'HUF')).toBe(huf);
        expect(tiersForCurrency(product, 'EUR')).toBe(eur);
        expect(tiersForCurrency(product, 'USD')).toEqual([]);
      }),
    );
  });
});
