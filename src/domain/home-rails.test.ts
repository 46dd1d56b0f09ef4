import { describe, expect, it } from 'vitest';
import { distinctRails, HOME_RAIL_SIZE, homeRailCandidates } from './home-rails.js';

const items = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((item) => item.id);

describe('distinctRails', () => {
  it('shows no product on two rails: a later rail skips what an earlier one shows and takes its next candidates', () => {
    const rails = distinctRails({ best: items(1, 2, 3), popular: items(2, 1, 4, 5, 6) }, ['best', 'popular'], 3);
    expect(ids(rails.best)).toEqual([1, 2, 3]);
    expect(ids(rails.popular)).toEqual([4, 5, 6]);
  });

  it('keeps each rail in its own order and follows the page’s order of rails, not the object’s', () => {
    const rails = distinctRails({ popular: items(5, 4, 3), best: items(3, 9) }, ['best', 'popular'], 2);
    expect(ids(rails.best)).toEqual([3, 9]);
    expect(ids(rails.popular)).toEqual([5, 4]);
  });

  it('leaves a rail short rather than repeat a product when its candidates run out', () => {
    const rails = distinctRails({ a: items(1, 2), b: items(1, 2, 3) }, ['a', 'b'], 2);
    expect(ids(rails.b)).toEqual([3]);
  });

  it('gives each rail exactly its size when it has enough candidates', () => {
    const many = items(...Array.from({ length: 40 }, (_, index) => index + 1));
    const order = ['a', 'b', 'c', 'd'] as const;
    const candidates = Object.fromEntries(order.map((key, index) => [key, many.slice(0, homeRailCandidates(index))])) as Record<
      (typeof order)[number],
      typeof many
    >;
    const rails = distinctRails(candidates, order);
    for (const key of order) expect(rails[key], key).toHaveLength(HOME_RAIL_SIZE);
    expect(new Set(order.flatMap((key) => ids(rails[key]))).size).toBe(HOME_RAIL_SIZE * order.length);
  });
});
