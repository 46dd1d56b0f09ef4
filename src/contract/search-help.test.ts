import { describe, expect, it } from 'vitest';
import { correctSearchQuery, editDistance, SEARCH_HELP_KINDS, searchHelpCategories, searchVocabulary } from './search-help.js';

const huTitles = ['Vigadó háromszemélyes kanapé, sötétkék', 'Mátra kanapéágy, krémfehér', 'Visby íróasztal, dió', 'Bakony sarokkanapé, szürke'];
const enTitles = ['Vigadó three-seater sofa, navy blue', 'Mátra sofa bed, cream', 'Visby desk, walnut', 'Selma sofa, grey', 'Soma lamp'];

describe('editDistance', () => {
  it('counts a letter added, dropped or changed as one edit', () => {
    expect(editDistance('sofa', 'sofas')).toBe(1);
    expect(editDistance('sofa', 'sfa')).toBe(1);
    expect(editDistance('sofa', 'sofe')).toBe(1);
  });

  it('counts two neighbours swapped as one edit, not two', () => {
    expect(editDistance('sfoa', 'sofa')).toBe(1);
    expect(editDistance('kanpaé', 'kanapé')).toBe(1);
  });

  it('measures words with nothing in common by their length', () => {
    expect(editDistance('abc', 'xyz')).toBe(3);
    expect(editDistance('', 'desk')).toBe(4);
  });
});

describe('correctSearchQuery', () => {
  const en = searchVocabulary(enTitles, 'en');
  const hu = searchVocabulary(huTitles, 'hu');

  it('corrects a swapped pair of letters to the word the catalogue uses', () => {
    expect(correctSearchQuery('sfoa', 'en', en)).toBe('sofa');
  });

  it('prefers the word more titles use when two are as near', () => {
    // "soma" (one lamp) and "sofa" (three titles) are both one edit from "sora".
    expect(correctSearchQuery('sora', 'en', en)).toBe('sofa');
  });

  it('keeps the words the catalogue knows, inflected or begun, and corrects only the others', () => {
    expect(correctSearchQuery('szürke kanpaé', 'hu', hu)).toBe('szürke kanapé');
    expect(correctSearchQuery('kanapék', 'hu', hu)).toBeNull();
    expect(correctSearchQuery('kana', 'hu', hu)).toBeNull();
  });

  it('drops a word with nothing near, and answers null when no word is left', () => {
    expect(correctSearchQuery('kanapé xyzq', 'hu', hu)).toBe('kanapé');
    expect(correctSearchQuery('asdfgh', 'hu', hu)).toBeNull();
  });

  it('knows the kind dictionary even where no title uses a word', () => {
    // "couch" names sofas in the dictionary; no title above says it.
    expect(correctSearchQuery('cuoch', 'en', en)).toBe('couch');
  });

  it('allows one edit in a short word and two in a long one', () => {
    expect(correctSearchQuery('dsek', 'en', en)).toBe('desk');
    expect(correctSearchQuery('dxxk', 'en', en)).toBeNull();
    expect(correctSearchQuery('íróaztl', 'hu', hu)).toBe('íróasztal');
  });

  it('makes two edits only where the first letter agrees', () => {
    const tables = searchVocabulary(['Balaton dohányzóasztal', 'Tisza dohányzó asztal'], 'hu');
    // "zuhanyzó" (a shower) is two edits from "dohányzó", but starts with another letter.
    expect(correctSearchQuery('zuhanyzó', 'hu', tables)).toBeNull();
    expect(correctSearchQuery('dohányzo asztl', 'hu', tables)).toBe('dohányzo asztal');
  });
});

describe('searchHelpCategories', () => {
  const categories = [
    { id: 1, key: 'living-room', parentId: null },
    { id: 2, key: 'sofas', parentId: 1 },
    { id: 3, key: 'dining-room', parentId: null },
    { id: 4, key: 'dining-tables', parentId: 3 },
    { id: 5, key: 'chairs', parentId: 3 },
    { id: 6, key: 'wardrobes', parentId: 7 },
    { id: 7, key: 'bedroom', parentId: null },
  ];
  const ids = (q: string, locale: 'hu' | 'en') => searchHelpCategories(q, locale, categories).map((category) => category.id);

  it('offers the kind a compound ends with', () => {
    expect(ids('cipőszekrény', 'hu')).toEqual([6]);
  });

  it('offers the kinds whose words begin like the typed one, in the shop’s order', () => {
    expect(ids('konyhabútor', 'hu')).toEqual([4, 5]);
  });

  it('offers a kind a few edits away', () => {
    expect(ids('wardorbe', 'en')).toEqual([6]);
  });

  it('offers the rooms when no kind is near', () => {
    expect(ids('zuhanyzó', 'hu')).toEqual([1, 3, 7]);
    expect(ids('fridge', 'en')).toEqual([1, 3, 7]);
  });

  it('offers at most a few kinds', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ id: 10 + index, key: 'sofas', parentId: 1 }));
    expect(searchHelpCategories('kanape', 'hu', many)).toHaveLength(SEARCH_HELP_KINDS);
  });
});
