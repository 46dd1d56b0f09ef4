import { describe, expect, it } from 'vitest';
import { CART_SIMILAR_LIMIT, type KindComplements, rankCartSimilar, rankSimilar, SIMILAR_LIMIT, type SimilarCandidate } from './similar.js';

const SOFA = 1;
const CUSHION = 2;
const THROW = 3;
const COFFEE_TABLE = 4;
const CHAIR = 5;
const DINING_TABLE = 6;
const BOOKCASE = 7;

const complements: KindComplements = new Map([
  [SOFA, [CUSHION, THROW, COFFEE_TABLE]],
  [CHAIR, [DINING_TABLE]],
]);

const product = (id: number, kind: number, priceGrossHuf: number, extra: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  kind,
  model: id,
  priceGrossHuf,
  popularity: 50,
  inStock: true,
  ...extra,
});

const ids = (list: readonly SimilarCandidate[]) => list.map((candidate) => candidate.id);

const sofa = product(1, SOFA, 300_000);
const catalogue = [
  sofa,
  product(2, SOFA, 320_000),
  product(3, SOFA, 150_000),
  product(4, SOFA, 290_000),
  product(5, SOFA, 600_000),
  product(6, SOFA, 310_000, { inStock: false }),
  product(11, CUSHION, 5_000),
  product(12, CUSHION, 9_000),
  product(13, CUSHION, 19_000),
  product(21, THROW, 8_000),
  product(22, THROW, 24_000),
  product(31, COFFEE_TABLE, 40_000),
  product(32, COFFEE_TABLE, 120_000),
  product(41, BOOKCASE, 300_000),
];

describe('rankSimilar', () => {
  it('suggests the same kind first, nearest in price, then what goes with it in turn', () => {
    expect(ids(rankSimilar(sofa, catalogue, complements))).toEqual([4, 2, 3, 12, 21, 31]);
  });

  it('never suggests another kind that merely shares a price or a name', () => {
    expect(ids(rankSimilar(sofa, catalogue, complements, { limit: 20 }))).not.toContain(41);
  });

  it('leaves out products out of stock and the product itself', () => {
    const picked = ids(rankSimilar(sofa, catalogue, complements, { limit: 20 }));
    expect(picked).not.toContain(6);
    expect(picked).not.toContain(1);
  });

  it('suggests complements priced like the product: a dear sofa dear cushions, a cheap one cheap ones', () => {
    const cushionOf = (subject: SimilarCandidate) => rankSimilar(subject, catalogue, complements).find((candidate) => candidate.kind === CUSHION)?.id;
    expect(cushionOf(product(5, SOFA, 600_000))).toBe(13);
    expect(cushionOf(product(3, SOFA, 150_000))).toBe(11);
  });

  it('never suggests one model twice nor the product’s own model', () => {
    const models = [
      product(1, SOFA, 300_000, { model: 'M1' }),
      product(2, SOFA, 305_000, { model: 'M1' }),
      product(3, SOFA, 310_000, { model: 'M3' }),
      product(4, SOFA, 312_000, { model: 'M3' }),
      product(5, SOFA, 400_000),
    ];
    expect(ids(rankSimilar(models[0]!, models, complements))).toEqual([3, 5]);
  });

  it('gives the same kind at most half the places while complements can fill the rest', () => {
    const picked = rankSimilar(sofa, catalogue, complements, { limit: 4 });
    expect(picked.map((candidate) => candidate.kind)).toEqual([SOFA, SOFA, CUSHION, THROW]);
  });

  it('lets either side fill what the other cannot', () => {
    const sofasOnly = catalogue.filter((candidate) => candidate.kind === SOFA);
    expect(ids(rankSimilar(sofa, sofasOnly, complements))).toEqual([4, 2, 3, 5]);
    const oneSofa = catalogue.filter((candidate) => candidate.kind !== SOFA || candidate.id === 2);
    // Beside one dearer sofa this one is the cheaper of two: the cheaper complements suit it.
    expect(ids(rankSimilar(sofa, oneSofa, complements))).toEqual([2, 11, 21, 31, 12, 22]);
  });

  it('breaks price ties by popularity, then by id', () => {
    const tied = [sofa, product(9, SOFA, 310_000), product(8, SOFA, 290_000), product(7, SOFA, 310_000, { popularity: 90 })];
    expect(ids(rankSimilar(sofa, tied, complements))).toEqual([7, 8, 9]);
  });

  it('stops at the limit and answers nothing for a limit of 0', () => {
    expect(rankSimilar(sofa, catalogue, complements, { limit: 2 })).toHaveLength(2);
    expect(rankSimilar(sofa, catalogue, complements, { limit: 0 })).toEqual([]);
    expect(rankSimilar(sofa, catalogue, complements).length).toBeLessThanOrEqual(SIMILAR_LIMIT);
  });

  it('suggests only the same kind for a kind nothing complements', () => {
    expect(ids(rankSimilar(product(41, BOOKCASE, 300_000), [...catalogue, product(42, BOOKCASE, 90_000)], complements))).toEqual([42]);
  });
});

describe('rankCartSimilar', () => {
  const chair = product(51, CHAIR, 30_000);
  const shop = [...catalogue, chair, product(52, CHAIR, 32_000), product(53, CHAIR, 20_000), product(61, DINING_TABLE, 150_000)];

  it('takes the lines’ suggestions in turn, in the cart’s order', () => {
    expect(ids(rankCartSimilar([sofa, chair], shop, complements))).toEqual([4, 52, 2, 53, 3, 61, 5, 12]);
  });

  it('leaves out every line’s model and suggests each model once', () => {
    const picked = ids(rankCartSimilar([sofa, product(4, SOFA, 290_000)], shop, complements, 20));
    expect(picked).not.toContain(1);
    expect(picked).not.toContain(4);
    expect(new Set(picked).size).toBe(picked.length);
  });

  it('stops at the cart’s limit and answers nothing for an empty cart', () => {
    expect(rankCartSimilar([sofa, chair], shop, complements)).toHaveLength(CART_SIMILAR_LIMIT);
    expect(rankCartSimilar([], shop, complements)).toEqual([]);
  });
});
