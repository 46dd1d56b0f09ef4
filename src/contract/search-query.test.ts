import { describe, expect, it } from 'vitest';
import { compareSearchStanding, normaliseSearchQuery, SEARCH_KINDS } from './search-query.js';

describe('normaliseSearchQuery', () => {
  it('writes sizes typed with x, * or × and spaces as the catalogue indexes them', () => {
    expect(normaliseSearchQuery('matrac 160x200', 'hu')).toBe('matrac 160 200');
    expect(normaliseSearchQuery('matrac 160 x 200', 'hu')).toBe('matrac 160 200');
    expect(normaliseSearchQuery('bed 160×200', 'en')).toBe('bed 160 200');
    expect(normaliseSearchQuery('rug 160*230', 'en')).toBe('rug 160 230');
  });

  it('joins a count with a counted word the way Hungarian titles write it', () => {
    expect(normaliseSearchQuery('3 személyes kanapé', 'hu')).toBe('háromszemélyes kanapé');
    expect(normaliseSearchQuery('három személyes kanapé', 'hu')).toBe('háromszemélyes kanapé');
    expect(normaliseSearchQuery('kettő személyes kanapé', 'hu')).toBe('kétszemélyes kanapé');
    expect(normaliseSearchQuery('2 ajtós szekrény', 'hu')).toBe('kétajtós szekrény');
  });

  it('spells an English count as the titles do', () => {
    expect(normaliseSearchQuery('3 seater sofa', 'en')).toBe('three seater sofa');
  });

  it('leaves other numbers and words alone', () => {
    expect(normaliseSearchQuery('falióra 40', 'hu')).toBe('falióra 40');
    expect(normaliseSearchQuery('xl kanapé', 'hu')).toBe('xl kanapé');
    expect(normaliseSearchQuery('box 3', 'en')).toBe('box 3');
  });
});

describe('SEARCH_KINDS', () => {
  it('names every kind in both languages, each category once', () => {
    const categories = SEARCH_KINDS.map((kind) => kind.category);
    expect(new Set(categories).size).toBe(categories.length);
    for (const kind of SEARCH_KINDS) {
      expect(kind.hu.length, kind.category).toBeGreaterThan(0);
      expect(kind.en.length, kind.category).toBeGreaterThan(0);
    }
  });
});

describe('compareSearchStanding', () => {
  it('puts the named kind first, qualified ones first among them, whatever the qualifiers do elsewhere', () => {
    const greySofa = { ofKind: true, everyWord: true, qualifiers: 1 };
    const anthraciteSofa = { ofKind: true, everyWord: false, qualifiers: 0.5 };
    const beigeSofa = { ofKind: true, everyWord: false, qualifiers: 0 };
    const greyCushion = { ofKind: false, everyWord: true, qualifiers: 0 };
    const sorted = [greyCushion, beigeSofa, anthraciteSofa, greySofa].sort(compareSearchStanding);
    expect(sorted).toEqual([greySofa, anthraciteSofa, beigeSofa, greyCushion]);
  });
});
