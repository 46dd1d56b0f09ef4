/**
 * The mock's search, an approximation of the server's. The server searches in PostgreSQL: it
 * stems Hungarian and English with snowball, knows a synonym list ("couch" → sofa), forgives
 * typos by trigram similarity and ranks title above category above description (see the
 * server's `products/search-queries.ts`). None of that runs in a browser or a unit test, so here each
 * typed word, accents folded, matches a word of the text that starts with it ("kana" → "kanapé")
 * or ends with it (the head of a compound: "szék" → "étkezőszék", not "éjjeliszekrény"), and
 * failing that, the same with one common inflection ending removed ("kanapét", "székek",
 * "ágyat", "lámpák"). No synonyms, no typos, no ranking: stories and tests get plausible
 * results, not the server's.
 */

/** Lower case without accents, so "kanape" finds "Kanapé". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Plural, accusative and adjective endings, longest first (folded: "-öket" is "-oket"). */
const ENDINGS = ['akat', 'eket', 'okat', 'oket', 'ak', 'ek', 'ok', 'at', 'et', 'ot', 'es', 't', 'k', 's'];
/** An ending is removed only if this much of the word is left. */
const MIN_STEM = 3;

function withoutEnding(word: string): string | null {
  const ending = ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM);
  return ending ? word.slice(0, -ending.length) : null;
}

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether every word of `query` matches a word of `text` (see above). A query without words matches nothing. */
export function searchMatches(query: string, text: string): boolean {
  const typed = wordsOf(query);
  if (typed.length === 0) return false;
  const words = wordsOf(text);
  const found = (part: string) => words.some((word) => word.startsWith(part) || word.endsWith(part));
  return typed.every((part) => {
    if (found(part)) return true;
    const stem = withoutEnding(part);
    return stem !== null && found(stem);
  });
}
