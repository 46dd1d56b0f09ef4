import { describe, expect, it } from 'vitest';
import { createMockShop } from './shop.js';

const titles = (q: string, locale: 'hu' | 'en' = 'hu') => {
  const shop = createMockShop();
  return shop
    .products({ view: { locale }, query: { page: 1, sort: 'default', q, per_page: 48 } })
    .items.map((item) => [item.category?.title, item.title] as const);
};

describe('the mock search by the package’s kind rule', () => {
  it('finds the kind a synonym names although no title says it', () => {
    const found = titles('couch', 'en');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(([category]) => category === 'Sofas')).toBe(true);
  });

  it('puts the colour a shopper types first among the kind, then the nearest colour, and no cushion before a sofa', () => {
    const found = titles('kék kanapé');
    expect(found[0]![1]).toBe('Siena bársony kanapé, sötétkék');
    const lastSofa = found.findLastIndex(([category]) => category === 'Kanapék');
    expect(found.slice(0, lastSofa + 1).every(([category]) => category === 'Kanapék')).toBe(true);
  });

  it('reads a seat count written as a number', () => {
    expect(titles('3 személyes kanapé')[0]![1]).toBe('Oslo háromszemélyes kanapé');
  });
});

describe('the mock’s search suggestions', () => {
  const suggested = (q: string, locale: 'hu' | 'en' = 'hu') => {
    const shop = createMockShop();
    return shop.suggest({ view: { locale }, query: { q } }).products.map((product) => [product.category?.title, product.title, product.popularity] as const);
  };

  it('rank as the search does: the colour typed first among the kind, no cushion before a sofa', () => {
    const found = suggested('kék kanapé');
    expect(found).toHaveLength(5);
    expect(found[0]![1]).toBe('Siena bársony kanapé, sötétkék');
    expect(found.every(([category]) => category === 'Kanapék')).toBe(true);
  });

  it('find the kind a synonym names, the most popular first among equals', () => {
    const found = suggested('couch', 'en');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every(([category]) => category === 'Sofas')).toBe(true);
    const popularity = found.map(([, , score]) => score);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });
});
