/**
 * What a shopper's search names, shared by the reference server (which matches it with the
 * database's text search) and the mock (which approximates that match): the query written the way
 * the catalogue writes it, the shop's kind dictionary (which words and phrases name which kind of
 * product, both languages) and the order of the results.
 *
 * The rule: a query names a kind of product — its head noun in any
 * inflection, a compound or a synonym — optionally qualified by colour, size, seats or material.
 * Products of the named kind come first, those matching the qualifiers first among them; products
 * outside the kind that match every word follow. A qualifier alone never lifts a product of another
 * kind above the named kind (a colour, "asztal" inside "íróasztal-lámpa").
 */
import type { z } from 'zod';
import type { localeSchema } from './common.js';

type Locale = z.infer<typeof localeSchema>;

/** Number words, 1–6, as the catalogue spells them in compounds ("háromszemélyes", "three-seater"). */
const NUMBER_WORDS: Record<Locale, readonly string[]> = {
  hu: ['egy', 'két', 'három', 'négy', 'öt', 'hat'],
  en: ['one', 'two', 'three', 'four', 'five', 'six'],
};
/** Free-standing spellings of the same numbers ("kettő személyes"). */
const NUMBER_ALIASES: Record<Locale, Record<string, number>> = {
  hu: { kettő: 2, ketto: 2, harom: 3, negy: 4 },
  en: {},
};
/** Words a Hungarian number is written together with in a title ("három személyes" → "háromszemélyes"). */
const HU_COUNTED = /^(személyes|szemelyes|ajtós|ajtos|fiókos|fiokos|ágú|agu|fős|fos)$/u;

/**
 * The query as the catalogue writes it: sizes with `x`, `*` or `×` and spaces around it become two
 * numbers ("160x200", "160 × 200" → "160 200", as a title's "160×200" is indexed), and a count
 * before a counted word is joined the catalogue's way ("3 személyes", "három személyes" →
 * "háromszemélyes"; "3 seater" → "three seater").
 */
export function normaliseSearchQuery(q: string, locale: Locale): string {
  let text = q.normalize('NFC').replace(/(\d)\s*[x×*]\s*(?=\d)/giu, '$1 ');
  const numbers = NUMBER_WORDS[locale];
  const numberOf = (word: string): number | undefined => {
    const lower = word.toLowerCase();
    if (/^[1-6]$/u.test(lower)) return Number(lower);
    const index = numbers.indexOf(lower);
    return index >= 0 ? index + 1 : NUMBER_ALIASES[locale][lower];
  };
  const words = text.split(/\s+/u).filter(Boolean);
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const count = numberOf(word);
    const next = words[index + 1];
    if (count !== undefined && next !== undefined) {
      if (locale === 'hu' && HU_COUNTED.test(next.toLowerCase())) {
        out.push(`${numbers[count - 1]}${next}`);
        index += 1;
        continue;
      }
      if (locale === 'en' && /^\d$/u.test(word)) {
        out.push(numbers[count - 1]!);
        continue;
      }
    }
    out.push(word);
  }
  text = out.join(' ');
  return text;
}

/** One entry of the kind dictionary: the words and phrases, per language, that name a kind (a category key). */
export interface SearchKind {
  category: string;
  hu: readonly string[];
  en: readonly string[];
}

/**
 * The shop's kind dictionary: data, not matching code. The server matches a query against these
 * terms with the database's stemmer, accent folding and trigram similarity; the mock with its own
 * folding. When terms of several lengths match, the longest wins ("íróasztal lámpa" is a lamp, not
 * a desk; "tv szekrény" a TV stand, not a wardrobe).
 */
export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    category: 'sofas',
    hu: ['kanapé', 'szófa', 'heverő', 'dívány', 'sarokkanapé', 'kanapéágy', 'ülőgarnitúra', 'kinyitható kanapé', 'ágyazható kanapé'],
    en: ['sofa', 'couch', 'settee', 'sofa bed', 'corner sofa'],
  },
  {
    category: 'armchairs',
    hu: ['fotel', 'karosszék', 'relaxfotel', 'olvasófotel', 'füles fotel', 'relax fotel'],
    en: ['armchair', 'recliner', 'wingback chair', 'wingback', 'lounge chair', 'accent chair'],
  },
  {
    category: 'coffee-tables',
    hu: ['dohányzóasztal', 'dohányzó asztal', 'kávézóasztal', 'kisasztal', 'lerakóasztal'],
    en: ['coffee table', 'side table', 'end table'],
  },
  {
    category: 'tv-stands',
    hu: ['tv-állvány', 'tv állvány', 'tv szekrény', 'tévészekrény', 'tv-szekrény', 'tv pult', 'tv-pult', 'tévéállvány'],
    en: ['tv stand', 'tv unit', 'tv cabinet', 'media console'],
  },
  { category: 'poufs', hu: ['puff', 'ülőpuff', 'lábtartó'], en: ['pouf', 'ottoman', 'footstool', 'pouffe'] },
  {
    category: 'beds',
    hu: ['ágy', 'franciaágy', 'francia ágy', 'egyszemélyes ágy', 'ágykeret'],
    en: ['bed', 'double bed', 'king size bed', 'single bed', 'bed frame'],
  },
  { category: 'mattresses', hu: ['matrac', 'hideghab matrac', 'rugós matrac'], en: ['mattress'] },
  {
    category: 'nightstands',
    hu: ['éjjeliszekrény', 'éjjeli szekrény', 'éjjeliszekrények'],
    en: ['nightstand', 'bedside table', 'bedside cabinet', 'night table'],
  },
  {
    category: 'wardrobes',
    hu: ['gardróbszekrény', 'gardrób', 'ruhásszekrény', 'szekrény', 'tolóajtós szekrény'],
    en: ['wardrobe', 'closet', 'armoire', 'cupboard'],
  },
  { category: 'chests-of-drawers', hu: ['komód', 'fiókos szekrény'], en: ['chest of drawers', 'dresser', 'drawers'] },
  {
    category: 'dining-tables',
    hu: ['étkezőasztal', 'étkező asztal', 'ebédlőasztal', 'konyhaasztal', 'konyhai asztal', 'asztal', 'bővíthető asztal', 'kerek asztal'],
    en: ['dining table', 'kitchen table', 'table', 'extendable table'],
  },
  { category: 'chairs', hu: ['szék', 'étkezőszék', 'konyhai szék', 'kárpitozott szék'], en: ['chair', 'dining chair', 'kitchen chair'] },
  { category: 'bar-stools', hu: ['bárszék', 'pultszék'], en: ['bar stool', 'counter stool', 'stool'] },
  { category: 'display-cabinets', hu: ['vitrin', 'üveges szekrény', 'tálaló vitrin'], en: ['display cabinet', 'glass cabinet', 'vitrine'] },
  { category: 'sideboards', hu: ['tálalószekrény', 'tálaló', 'komódszekrény'], en: ['sideboard', 'buffet'] },
  {
    category: 'desks',
    hu: ['íróasztal', 'számítógépasztal', 'számítógépes asztal', 'irodai asztal', 'állítható íróasztal'],
    en: ['desk', 'writing desk', 'standing desk', 'computer desk', 'office desk'],
  },
  {
    category: 'office-chairs',
    hu: ['irodai szék', 'irodaszék', 'forgószék', 'gamer szék', 'gamerszék', 'íróasztal szék'],
    en: ['office chair', 'desk chair', 'swivel chair', 'gaming chair'],
  },
  { category: 'bookcases', hu: ['könyvespolc', 'könyvszekrény', 'létrapolc', 'polc'], en: ['bookcase', 'bookshelf', 'ladder shelf', 'shelf'] },
  { category: 'wall-shelves', hu: ['fali polc', 'falipolc', 'polcrendszer'], en: ['wall shelf', 'shelving', 'floating shelf'] },
  {
    category: 'garden-sets',
    hu: ['kerti bútor', 'kerti szett', 'kerti garnitúra', 'balkonszett', 'erkély bútor', 'erkélybútor', 'teraszbútor', 'lounge szett'],
    en: ['garden furniture', 'patio set', 'outdoor furniture', 'garden set', 'bistro set', 'patio furniture'],
  },
  { category: 'sun-loungers', hu: ['napozóágy', 'nyugágy', 'napágy'], en: ['sun lounger', 'sunbed', 'deck chair', 'lounger'] },
  { category: 'parasols', hu: ['napernyő'], en: ['parasol', 'umbrella', 'patio umbrella'] },
  { category: 'planters', hu: ['kaspó', 'virágtartó', 'virágcserép', 'cserép'], en: ['planter', 'pot', 'flower pot'] },
  { category: 'rugs', hu: ['szőnyeg', 'futószőnyeg'], en: ['rug', 'carpet', 'runner'] },
  { category: 'cushions', hu: ['díszpárna', 'párna', 'diszpárna'], en: ['cushion', 'pillow'] },
  { category: 'curtains', hu: ['függöny', 'sötétítő', 'sötétítőfüggöny', 'sötétítő függöny'], en: ['curtain', 'drape', 'blackout curtain'] },
  { category: 'throws', hu: ['pléd', 'takaró', 'ágytakaró', 'pokróc'], en: ['throw', 'blanket', 'bedspread'] },
  {
    category: 'bedding',
    hu: ['ágynemű', 'ágyneműhuzat', 'lepedő', 'gumis lepedő', 'paplanhuzat'],
    en: ['bedding', 'duvet cover', 'bed sheet', 'sheet', 'bed linen', 'fitted sheet'],
  },
  {
    category: 'pendant-lights',
    hu: ['függeszték', 'csillár', 'mennyezeti lámpa', 'függőlámpa'],
    en: ['pendant light', 'pendant', 'ceiling light', 'chandelier'],
  },
  { category: 'floor-lamps', hu: ['állólámpa', 'álló lámpa', 'ívlámpa', 'olvasólámpa', 'lámpa'], en: ['floor lamp', 'standing lamp', 'arc lamp', 'lamp'] },
  {
    category: 'table-lamps',
    hu: ['asztali lámpa', 'éjjeli lámpa', 'íróasztal lámpa', 'íróasztal-lámpa', 'éjjelilámpa'],
    en: ['table lamp', 'desk lamp', 'bedside lamp'],
  },
  { category: 'wall-lights', hu: ['fali lámpa', 'falilámpa', 'fali olvasólámpa'], en: ['wall light', 'wall lamp', 'sconce'] },
  { category: 'mirrors', hu: ['tükör', 'álló tükör', 'fali tükör'], en: ['mirror'] },
  { category: 'vases', hu: ['váza', 'padlóváza'], en: ['vase'] },
  { category: 'wall-clocks', hu: ['falióra', 'fali óra', 'óra'], en: ['wall clock', 'clock'] },
  { category: 'candle-holders', hu: ['gyertyatartó', 'mécsestartó', 'lámpás'], en: ['candle holder', 'tealight holder', 'lantern', 'candlestick'] },
  { category: 'picture-frames', hu: ['képkeret', 'fényképkeret', 'fotókeret'], en: ['picture frame', 'photo frame', 'frame'] },
];

/** The dictionary's terms in one language, as (term, category) pairs. */
export function searchKindTerms(locale: Locale): { term: string; category: string }[] {
  return SEARCH_KINDS.flatMap((kind) => kind[locale].map((term) => ({ term, category: kind.category })));
}

/**
 * Colour words a shopper types and the catalogue's colour names they also mean, nearest first
 * (navy is a blue; anthracite is a grey): a qualifier matching a listed alternative counts, a
 * little below the colour itself.
 */
export const SEARCH_COLOUR_ALTERNATIVES: Record<Locale, Record<string, readonly string[]>> = {
  hu: {
    kék: ['sötétkék'],
    szürke: ['antracit'],
    zöld: ['zsályazöld', 'smaragdzöld'],
    sárga: ['mustársárga', 'sárgaréz'],
    barna: ['konyakbarna', 'dió'],
    rózsaszín: ['púderrózsaszín'],
    piros: ['terrakotta'],
    vörös: ['terrakotta'],
    fehér: ['krémfehér'],
    krém: ['krémfehér'],
    fa: ['natúr', 'dió', 'tölgy'],
  },
  en: {
    blue: ['navy'],
    gray: ['grey', 'anthracite'],
    grey: ['anthracite'],
    green: ['sage', 'emerald'],
    yellow: ['mustard', 'brass'],
    brown: ['cognac', 'walnut'],
    pink: ['blush'],
    red: ['terracotta'],
    white: ['cream'],
    gold: ['brass'],
    wood: ['natural', 'walnut', 'oak'],
    wooden: ['natural', 'walnut', 'oak'],
  },
};

/** How a result stands against the query: the key the results are ordered by (see the rule above). */
export interface SearchStanding {
  /** The product is of a kind the query names. */
  ofKind: boolean;
  /** The product matches every word of the query (a kind word by kind or text, a qualifier by text). */
  everyWord: boolean;
  /** How well the qualifiers match: a word itself 1, a listed alternative (a nearer colour) 0.5 each. */
  qualifiers: number;
}

/** Orders two results by the shared rule: the named kind first, then all words, then qualifiers. */
export function compareSearchStanding(a: SearchStanding, b: SearchStanding): number {
  return Number(b.ofKind) - Number(a.ofKind) || b.qualifiers - a.qualifiers || Number(b.everyWord) - Number(a.everyWord);
}
