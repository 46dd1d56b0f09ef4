import { describe, expect, it } from 'vitest';
import { CARD_SWATCH_LIMIT, cardSwatches, orderVariants } from './variants.js';

const members = (...ids: number[]) => ids.map((id) => ({ id }));

describe('orderVariants', () => {
  it('orders a model by product id, its first product first', () => {
    expect(orderVariants(members(512, 40, 511)).map((m) => m.id)).toEqual([40, 511, 512]);
  });

  it('gives no swatches to a product sold in one colour only', () => {
    expect(orderVariants(members(7))).toEqual([]);
    expect(orderVariants([])).toEqual([]);
  });
});

describe('cardSwatches', () => {
  it('shows every colour of a model up to the limit', () => {
    expect(cardSwatches(members(3, 1, 2), 2).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('cuts a long model to the limit and keeps the card’s own colour among them', () => {
    const model = members(1, 2, 3, 4, 5, 6);
    expect(cardSwatches(model, 2).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(cardSwatches(model, 6).map((m) => m.id)).toEqual([1, 2, 3, 6]);
    expect(cardSwatches(model, 6)).toHaveLength(CARD_SWATCH_LIMIT);
  });
});
