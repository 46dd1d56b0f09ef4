import { normaliseSearchQuery, SEARCH_COLOUR_ALTERNATIVES, searchKindTerms } from 'otthon/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rows, type Db } from '../db/client.js';
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
 *
 * Kinds (the package's `SEARCH_KINDS` dictionary and its rule, `otthon/contract`): `namedKinds`
 * matches the query against the dictionary's terms in SQL (a term's stems as a phrase inside the
 * query, or a one-word term within typo distance of a query word), the longest terms winning. The
 * products of those kinds are found even where their text lacks the word ("ottoman" → poufs); they
 * come first, those matching the other words (the qualifiers: colour, size, seats, material, a
 * nearer colour a little below) first among them; qualifiers never exclude a product of the kind.
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

/** pg_trgm similarity from which a query word counts as a typo of a one-word dictionary term ("kanepe" → "kanapé" is 0.4). */
const KIND_TYPO_SIMILARITY = 0.4;

/** The words of a query (letters and digits; punctuation and spaces separate them), written the catalogue's way. */
export function searchWords(q: string, locale: Locale = 'hu'): string[] {
  return normaliseSearchQuery(q, locale)
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
  /** True for rows of one of these categories (a product in it, or the category itself). */
  ofKind?: (categoryIds: number[]) => SQL;
  /** True for rows whose main category is one of these (a product listed in a kind only on the side comes after). */
  mainKind?: (categoryIds: number[]) => SQL;
}

/** The kinds a query names: their category ids and which of the query's words name them. */
export interface NamedKinds {
  categoryIds: number[];
  /** Indexes (into `searchWords`) of the words the winning terms cover; the others are qualifiers. */
  words: Set<number>;
}

const NO_KINDS: NamedKinds = { categoryIds: [], words: new Set() };

/**
 * The kinds `q` names, matched in the database against the kind dictionary: a term matches when its
 * stems occur as a phrase in the query ("fali polc", "íróasztal-lámpa") or, a one-word term of five
 * letters or more, when a query word is within typo distance of it. Of the matching terms the ones
 * with the most words win ("tv szekrény" names TV stands, not wardrobes), then those matching the
 * words as typed, then stems over typos.
 */
export async function namedKinds(db: Db, q: string, locale: Locale): Promise<NamedKinds> {
  const words = searchWords(q, locale);
  if (words.length === 0) return NO_KINDS;
  const cfg = config(locale);
  const terms = JSON.stringify(searchKindTerms(locale));
  const wordList = sql`${JSON.stringify(words)}::jsonb`;
  const found = await rows<{ term: string; id: number; covered: number[] | null; whole: boolean; stem: boolean }>(
    db,
    sql`select k.term, c.id,
          to_tsvector('otthon_words'::regconfig, ${words.join(' ')}) @@ phraseto_tsquery('otthon_words'::regconfig, k.term) as whole,
          numnode(phraseto_tsquery(${cfg}, k.term)) > 0 and to_tsvector(${cfg}, ${words.join(' ')}) @@ phraseto_tsquery(${cfg}, k.term) as stem,
          (select array_agg(w.i::int - 1) from jsonb_array_elements_text(${wordList}) with ordinality w(word, i)
          where to_tsvector(${cfg}, k.term) @@ plainto_tsquery(${cfg}, w.word)
             or (position(' ' in k.term) = 0 and length(w.word) >= 5 and similarity(otthon_fold(w.word), otthon_fold(k.term)) >= ${KIND_TYPO_SIMILARITY})) as covered
        from jsonb_to_recordset(${terms}::jsonb) k(term text, category text) join categories c on c.key = k.category
        where (numnode(phraseto_tsquery(${cfg}, k.term)) > 0 and to_tsvector(${cfg}, ${words.join(' ')}) @@ phraseto_tsquery(${cfg}, k.term))
           or (position(' ' in k.term) = 0 and position('-' in k.term) = 0 and exists (select 1 from jsonb_array_elements_text(${wordList}) w(word)
                where length(w.word) >= 5 and similarity(otthon_fold(w.word), otthon_fold(k.term)) >= ${KIND_TYPO_SIMILARITY}))`,
  );
  if (found.length === 0) return NO_KINDS;
  // The best terms win: the most words, then the words as typed (not only their stems: "bedding" is
  // not "bed"), then a stem match over a typo.
  const strength = (row: (typeof found)[number]) => row.term.split(/[\s-]+/u).length * 4 + (row.whole ? 2 : 0) + (row.stem ? 1 : 0);
  const best = Math.max(...found.map(strength));
  const winners = found.filter((row) => strength(row) === best);
  return {
    categoryIds: [...new Set(winners.map((row) => row.id))],
    words: new Set(winners.flatMap((row) => row.covered ?? [])),
  };
}

export interface Search {
  /** True for rows matching every word. */
  where: SQL;
  /** Best matches first. */
  orderBy: SQL[];
}

const config = (locale: Locale) => sql`${locale === 'hu' ? 'otthon_hu' : 'otthon_en'}::regconfig`;

/** The SQL for a search over `target` in `locale` (`kinds` from `namedKinds`), or undefined when the query has no words. */
export function search(q: string, locale: Locale, target: SearchTarget, kinds: NamedKinds = NO_KINDS): Search | undefined {
  const words = searchWords(q, locale);
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
  const ofKind = target.ofKind && kinds.categoryIds.length > 0 ? target.ofKind(kinds.categoryIds) : undefined;
  // The qualifiers (words not naming the kind): a word itself 1, a nearer colour from the package's list 0.5.
  const qualifierScores = words.flatMap((word, index) => {
    if (!ofKind || kinds.words.has(index)) return [];
    const alternatives = SEARCH_COLOUR_ALTERNATIVES[locale][word.toLowerCase()] ?? [];
    const near = alternatives.length
      ? sql` when ${target.document} @@ (${sql.join(
          alternatives.map((alternative) => sql`plainto_tsquery(${cfg}, ${alternative})`),
          sql` || `,
        )}) then 0.5`
      : sql``;
    return [sql`(case when ${target.document} @@ ${loose[index]!} then 1${near} else 0 end)`];
  });
  // With a kind named, another kind's product must match every word in its title or category names:
  // a cushion whose description mentions a sofa is not a sofa.
  const namedText = words.map((word, index) => {
    const typo = word.length >= TYPO_MIN_LENGTH ? sql` or word_similarity(otthon_fold(${word}), ${target.text}) >= ${TYPO_SIMILARITY}` : sql``;
    return sql`(numnode(${loose[index]}) = 0 or ${field('{a,b}', loose[index]!)}${typo})`;
  });
  const found = ofKind ? sql`(${ofKind} or (${sql.join(namedText, sql` and `)}))` : everyWord;
  return {
    where: code ? sql`(${code} or ${found})` : found,
    orderBy: [
      ...(code ? [sql`(${code}) desc`] : []),
      ...(ofKind ? [sql`(${ofKind}) desc`] : []),
      ...(ofKind && target.mainKind ? [sql`(${target.mainKind(kinds.categoryIds)}) desc`] : []),
      ...(qualifierScores.length ? [sql`(${sql.join(qualifierScores, sql` + `)}) desc`] : []),
      sql`(${target.document} @@ (${all(exact, '&&')})) desc`,
      sql`(${sql.join(scores, sql` + `)}) desc`,
      sql`ts_rank(${WEIGHTS}::float4[], ${target.document}, ${all(loose, '||')}) desc`,
      sql`word_similarity(otthon_fold(${words.join(' ')}), ${target.text}) desc`,
    ],
  };
}
