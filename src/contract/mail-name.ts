/**
 * A visitor's name as the shop's mails show it (the greeting, and anywhere else a mail names the
 * visitor). The name is the sender's own text, mailed to an address they need not own, so it
 * carries nothing a mail program would make live or reorder:
 * - no addresses: a scheme link (`https://…`, `mailto:…`), a `www.` address, an e-mail address or
 *   a bare domain (`evil.example`), which mail programs turn into links in plain text;
 * - no bidirectional control characters (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069),
 *   which can make the text read backwards, nor other control or invisible format characters;
 * - at most {@link MAIL_NAME_MAX_LENGTH} characters, spaces collapsed.
 * What is left may be empty: the mail then greets with `fallback`.
 */
export const MAIL_NAME_MAX_LENGTH = 60;

const CONTROL_AND_FORMAT = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const LINKS = [
  /\b(?:https?|ftp|mailto|tel|sms|file|data|javascript|vbscript):\S*/giu,
  /\bwww\.\S*/giu,
  /\S*@\S*/gu,
  // A bare domain: dotted labels ending in a top-level label of two or more letters.
  /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.\p{L}{2,}(?:[/:?#]\S*)?/gu,
];

/**
 * A visitor's text without controls, invisible format characters or addresses, spaces collapsed.
 * `controls` replaces each control character: nothing in a name, a space in a message (whose line
 * breaks separate words).
 */
function inert(raw: string, controls: '' | ' '): string {
  let text = raw.normalize('NFC').replace(CONTROL_AND_FORMAT, controls);
  for (const pattern of LINKS) text = text.replace(pattern, ' ');
  return text.replace(/\s+/gu, ' ').trim();
}

export function mailName(name: string | null | undefined, fallback: string): string {
  const text = inert(name ?? '', '');
  // Punctuation left alone once the links are gone says nothing.
  if (!/[\p{L}\p{N}]/u.test(text)) return fallback;
  return [...text].slice(0, MAIL_NAME_MAX_LENGTH).join('').trim();
}

/** How much of a visitor's message an acknowledgement quotes back. */
export const MAIL_EXCERPT_MAX_LENGTH = 200;

/**
 * A visitor's message as an acknowledgement mail quotes it back: the same text goes to an address
 * the sender need not own, so it carries no addresses, controls or invisible characters (as
 * {@link mailName}), its spaces collapsed, and at most {@link MAIL_EXCERPT_MAX_LENGTH} characters,
 * cut at a word with "…" when longer.
 */
export function mailExcerpt(message: string): string {
  const text = inert(message, ' ');
  const characters = [...text];
  if (characters.length <= MAIL_EXCERPT_MAX_LENGTH) return text;
  const cut = characters.slice(0, MAIL_EXCERPT_MAX_LENGTH - 1).join('');
  const atWord = cut.replace(/\s+\S*$/u, '');
  return `${(atWord.length > MAIL_EXCERPT_MAX_LENGTH / 2 ? atWord : cut).trimEnd()}…`;
}
