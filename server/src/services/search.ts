import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../domain.js';

/**
 * Search in the database (migration `0007_search`): every word of the query must match the
 * product (or category) by one of
 * - its stem in the request's language (Hungarian or English snowball, accents folded first, so
 *   "székek", "széket" and "szekek" all find "szék"),
 * - an alternative from the synonym list (`search_synonyms`: "couch" finds sofas),
 * - the beginning of a whole word (three letters or more: "kana" finds "kanapé"),
 * - a typo: trigram word similarity with the folded title and category names (four letters or
 *   more: "fotej" finds "fotel").
 * Ranking: products matching every word by stem or synonym first, then by where the words match
 * (title above category names above description, a listed alternative a little above the bare
 * stem), then by full-text rank, then by trigram similarity of the whole query.
 * JavaScript only splits the query into words; folding, stemming and matching are SQL, the same
 * on PGlite and PostgreSQL.
 */

/** Words beyond this many are ignored. */
const MAX_WORDS = 8;
/** Shorter words match only whole words: a two-letter prefix matches half the catalogue. */
const PREFIX_MIN_LENGTH = 3;
/** Shorter words get no typo tolerance: their trigrams are too few to tell words apart. */
const TYPO_MIN_LENGTH = 4;
/** pg_trgm word similarity from which a query word counts as a typo of a catalogue word ("kanpé" → "kanapé" is 0.5). */
const TYPO_SIMILARITY = 0.5;
/** ts_rank weights for D, C, B, A: description (C) far below category names (B) and title (A). */
const WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/** The words of a query (letters and digits; punctuation and spaces separate them). */
export function searchWords(q: string): string[] {
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

export interface SearchTarget {
  /** The weighted tsvector (stems and whole words). */
  document: PgColumn;
  /** The folded text trigram typo tolerance compares with. */
  text: PgColumn;
  /** A code that matches when the whole query equals it, case aside (a product's SKU). */
  code?: PgColumn;
}

export interface Search {
  /** True for rows matching every word. */
  where: SQL;
  /** Best matches first. */
  orderBy: SQL[];
}

const config = (locale: Locale) => sql`${locale === 'hu' ? 'otthon_hu' : 'otthon_en'}::regconfig`;

/** The SQL for a search over `target` in `locale`, or undefined when the query has no words. */
export function search(q: string, locale: Locale, target: SearchTarget): Search | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const cfg = config(locale);
  // Scalar subqueries: each word's query is computed once per statement, not once per row.
  const exact = words.map((word) => sql`(select otthon_search_word(${cfg}, ${locale}, ${word}))`);
  const synonyms = words.map((word) => sql`(select otthon_search_synonyms(${cfg}, ${locale}, ${word}))`);
  const loose = words.map((word, index) =>
    word.length >= PREFIX_MIN_LENGTH ? sql`(${exact[index]} || (select otthon_search_prefix(${word})))` : exact[index]!,
  );
  const conditions = words.map((word, index) => {
    const typo = word.length >= TYPO_MIN_LENGTH ? sql` or word_similarity(otthon_fold(${word}), ${target.text}) >= ${TYPO_SIMILARITY}` : sql``;
    // A word without lexemes (a stop word such as "és" or "the") does not restrict the result.
    return sql`(numnode(${loose[index]}) = 0 or ${target.document} @@ ${loose[index]}${typo})`;
  });
  const all = (parts: SQL[], operator: '&&' | '||') => sql.join(parts, sql.raw(` ${operator} `));
  const code = target.code ? sql`lower(${target.code}) = lower(${q.trim()})` : undefined;
  const everyWord = sql`(${sql.join(conditions, sql` and `)})`;
  // Where each word matches: title 3, category names 2, description 1; a listed alternative in the
  // title and in the category names adds a half each, because the list says what the word names
  // ("asztal": dining tables, coffee tables, desks) while the stem alone also finds "asztali lámpa"
  // and "íróasztal-lámpa" (a desk lamp, titled with the alternative but not in a desk category).
  const field = (weights: string, query: SQL) => sql`ts_filter(${target.document}, ${weights}::"char"[]) @@ ${query}`;
  const scores = words.map(
    (_, index) =>
      sql`(case when ${field('{a}', loose[index]!)} then 3 when ${field('{b}', loose[index]!)} then 2 when ${field('{c}', loose[index]!)} then 1 else 0 end
        + case when ${field('{a}', synonyms[index]!)} then 0.5 else 0 end + case when ${field('{b}', synonyms[index]!)} then 0.5 else 0 end)`,
  );
  return {
    where: code ? sql`(${code} or ${everyWord})` : everyWord,
    orderBy: [
      ...(code ? [sql`(${code}) desc`] : []),
      sql`(${target.document} @@ (${all(exact, '&&')})) desc`,
      sql`(${sql.join(scores, sql` + `)}) desc`,
      sql`ts_rank(${WEIGHTS}::float4[], ${target.document}, ${all(loose, '||')}) desc`,
      sql`word_similarity(otthon_fold(${words.join(' ')}), ${target.text}) desc`,
    ],
  };
}
