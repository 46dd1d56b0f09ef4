/**
 * What a search that found nothing offers the shopper, shared by the reference server and the mock:
 * a corrected query ("did you mean") and the kinds of product near what was typed, or the shop's
 * rooms when none is near (requirements 9.6a).
 *
 * The correction: each word of the query the catalogue does not know (no word of a product or
 * category title, nor of the kind dictionary, is it, starts with it or begins it) is replaced by the
 * known word fewest edits away (a letter added, dropped, changed, or two neighbours swapped:
 * "sfoa" → "sofa"; two edits only in words of six letters or more whose first letter agrees), the
 * word more titles use winning a tie; a word with nothing near is dropped
 * ("kanapé xyzq" → "kanapé"). The store offers the correction only when it finds products.
 */
import type { z } from 'zod';
import type { localeSchema } from './common.js';
import { normaliseSearchQuery, searchKindTerms } from './search-query.js';

type Locale = z.infer<typeof localeSchema>;

/** At most this many kinds are offered. */
export const SEARCH_HELP_KINDS = 4;
/** Words shorter than this are neither corrected nor compared with kinds: too many words are near them. */
const MIN_WORD = 3;
/** A kind word and a query word sharing this many first letters are near ("konyhabútor" and "konyhaasztal"). */
const SHARED_PREFIX = 5;

/** Lower case without accents, so "kanape" and "kanapé" are one word. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words the catalogue knows: folded word → how it is written and how many texts use it. */
export type SearchVocabulary = ReadonlyMap<string, { word: string; count: number }>;

/**
 * The vocabulary of a catalogue in one language: the words of `texts` (product and category
 * titles) and of the kind dictionary's terms.
 */
export function searchVocabulary(texts: Iterable<string>, locale: Locale): SearchVocabulary {
  const vocabulary = new Map<string, { word: string; count: number }>();
  const add = (text: string) => {
    for (const word of new Set(wordsOf(text.toLowerCase()))) {
      if (word.length < MIN_WORD || /^\d+$/u.test(word)) continue;
      const key = fold(word);
      const known = vocabulary.get(key);
      if (known) known.count += 1;
      else vocabulary.set(key, { word, count: 1 });
    }
  };
  for (const text of texts) add(text);
  for (const { term } of searchKindTerms(locale)) add(term);
  return vocabulary;
}

/** Edits between two words: a letter added, dropped or changed, or two neighbours swapped (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The most edits a correction may make: one in a word of up to five letters, two in a longer one. */
const maxEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/** Whether `known` is within reach of `typed`: at most `maxEdits`, and two only when the first letters agree (a shopper rarely mistypes the first letter). */
function withinReach(typed: string, known: string): number | undefined {
  const limit = maxEdits(typed);
  if (Math.abs(known.length - typed.length) > limit) return undefined;
  const edits = editDistance(typed, known);
  return edits <= limit && (edits < 2 || typed[0] === known[0]) ? edits : undefined;
}

/** Whether the catalogue knows `word` (folded): a word of it, or the beginning of one, or one of them begins it ("kanapék"). */
function known(word: string, vocabulary: SearchVocabulary): boolean {
  if (vocabulary.has(word)) return true;
  for (const key of vocabulary.keys()) {
    if (key.startsWith(word) || (key.length > MIN_WORD && word.startsWith(key))) return true;
  }
  return false;
}

/** The known word nearest to `word` within reach, the one more titles use winning a tie; undefined when none is. */
function nearest(word: string, vocabulary: SearchVocabulary): string | undefined {
  let best: { word: string; edits: number; count: number } | undefined;
  for (const [key, entry] of vocabulary) {
    const edits = withinReach(word, key);
    if (edits === undefined) continue;
    if (!best || edits < best.edits || (edits === best.edits && (entry.count > best.count || (entry.count === best.count && entry.word < best.word)))) {
      best = { word: entry.word, edits, count: entry.count };
    }
  }
  return best?.word;
}

/**
 * The query with each unknown word corrected or dropped (see above), or null when nothing changes
 * or no word is left.
 */
export function correctSearchQuery(q: string, locale: Locale, vocabulary: SearchVocabulary): string | null {
  const typed = wordsOf(normaliseSearchQuery(q, locale));
  let changed = false;
  const corrected = typed.flatMap((word) => {
    const key = fold(word);
    if (key.length < MIN_WORD || /^\d+$/u.test(key) || known(key, vocabulary)) return [word];
    changed = true;
    const replacement = nearest(key, vocabulary);
    return replacement ? [replacement] : [];
  });
  return changed && corrected.length > 0 ? corrected.join(' ') : null;
}

/** A category as the rule needs it: its id, its kind key (the dictionary's `category`) and its parent. */
export interface SearchHelpCategory {
  id: number;
  key: string;
  parentId: number | null;
}

/**
 * The categories to offer after a search that found nothing: the kinds one of whose dictionary words
 * is near a query word (the typed word ends with it, the head of a compound: "szekrény" in
 * "cipősszekrény", or lies within it; they begin alike,
 * "konyhabútor" and "konyhaasztal"; or a few edits apart), in the shop's order, at most
 * `SEARCH_HELP_KINDS`; when none is near, the rooms (the top categories), so the page always leads on.
 * Give it the query and the correction offered, so a corrected word leads to its kind too.
 */
export function searchHelpCategories<C extends SearchHelpCategory>(q: string, locale: Locale, categories: readonly C[]): C[] {
  const typed = wordsOf(fold(normaliseSearchQuery(q, locale))).filter((word) => word.length > MIN_WORD && !/^\d+$/u.test(word));
  const near = (word: string, kindWord: string) =>
    word.endsWith(kindWord) ||
    kindWord.includes(word) ||
    (word.length >= SHARED_PREFIX && kindWord.startsWith(word.slice(0, SHARED_PREFIX))) ||
    (Math.min(word.length, kindWord.length) > 4 && withinReach(word, kindWord) !== undefined);
  const keys = new Set(
    searchKindTerms(locale)
      .filter(({ term }) => wordsOf(fold(term)).some((kindWord) => kindWord.length > MIN_WORD && typed.some((word) => near(word, kindWord))))
      .map(({ category }) => category),
  );
  const kinds = categories.filter((category) => keys.has(category.key));
  return kinds.length > 0 ? kinds.slice(0, SEARCH_HELP_KINDS) : categories.filter((category) => category.parentId === null);
}
